import { inject } from 'vitest';

// Runs before each test file imports anything: sst/node reads its bindings from the environment at import.
Object.assign(process.env, inject('testEnv'));
