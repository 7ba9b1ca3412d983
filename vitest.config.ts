import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { databaseTestFiles } from './server/test/database-test-files.js';

/**
 * The same integration tests run twice: on PGlite (the embedded default) and on a real PostgreSQL server
 * that the global setup starts. Tests that open no database (common/, web/, and server files whose imports never
 * reach the test harness) run once, in the pglite project.
 */
const shared = {
  globalSetup: ['server/test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  // The web app's import aliases (vite.config.ts), so web/ code that uses them can be tested.
  resolve: { alias: { '@': fileURLToPath(new URL('./web', import.meta.url)), '@common': fileURLToPath(new URL('./common', import.meta.url)) } },
  test: {
    pool: 'forks',
    isolate: false,
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          ...shared,
          name: 'pglite',
          include: ['server/**/*.test.ts', 'common/**/*.test.ts', 'web/**/*.test.ts', 'eval/**/*.test.ts', 'scripts/**/*.test.ts'],
          env: { TEST_DB: 'pglite' },
        },
      },
      {
        extends: true,
        test: { ...shared, name: 'postgres', include: databaseTestFiles(fileURLToPath(new URL('.', import.meta.url))), env: { TEST_DB: 'postgres' } },
      },
    ],
  },
});
