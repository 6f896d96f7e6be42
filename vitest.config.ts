import { defineConfig } from 'vitest/config'

// Two projects: fast pure unit tests, and integration tests that boot real
// services (PGlite, PostgreSQL when TEST_DATABASE_URL is set, the hub, the gateway).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['tests/setup/fail-on-console.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/setup/fail-on-console.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file boots its own database; two cores do not gain from more.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'faults',
          include: ['tests/faults/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/setup/fail-on-console.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
          // The files start servers on fixed ports and restart them: one at a time.
          fileParallelism: false,
        },
      },
    ],
  },
})
