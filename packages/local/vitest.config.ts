import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'local', environment: 'node', include: ['src/**/*.test.ts'] } });
