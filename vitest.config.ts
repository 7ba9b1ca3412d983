import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The same integration tests run twice: on PGlite (the embedded default) and on a real PostgreSQL server
 * that the global setup starts. Pure unit tests (common/, web/) run once, in the pglite project.
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
        test: { ...shared, name: 'postgres', include: ['server/**/*.test.ts'], env: { TEST_DB: 'postgres' } },
      },
    ],
  },
});
