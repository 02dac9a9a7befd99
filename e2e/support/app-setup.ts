import { beforeAll } from 'vitest';
import { BOOT_MS, waitForApp } from './app';

// Setup-file hooks run before the file's own: no journey starts before the runtime is up.
beforeAll(waitForApp, BOOT_MS + 5_000);
