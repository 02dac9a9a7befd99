import { defineConfig } from 'vitest/config';

// With the handler tests (groupOrder 1): building every Lambda bundle takes a core for most of a minute, which
// beside the component tests pushed the heaviest form tests past their time limit.
export default defineConfig({ test: { name: 'local', environment: 'node', include: ['src/**/*.test.ts'], sequence: { groupOrder: 1 } } });
