import { defineConfig } from 'vitest/config'

// Three projects: fast pure unit tests, integration tests that boot real services
// (PGlite, PostgreSQL when TEST_DATABASE_URL is set, the hub, the gateway), and the
// scale-out tests against the cluster `npm run test:cluster` starts.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['tests/setup/fail-on-console.ts'],
          // Worker threads start faster than forked processes; each file still gets its own
          // module graph and environment (isolate stays on). About half the wall time of
          // `forks` on two cores, for `npm run check`.
          pool: 'threads',
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
      {
        // Attacks on the running product (issue 18): each test plays one and fails if the
        // defence broke. Real hub, gateway and mail server, like the integration suite.
        test: {
          name: 'security',
          include: ['tests/security/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/setup/fail-on-console.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          maxWorkers: 2,
        },
      },
      {
        // Started by `npm run test:cluster` (scripts/cluster.ts), which runs the cluster.
        test: {
          name: 'cluster',
          include: ['tests/cluster/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/setup/fail-on-console.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
