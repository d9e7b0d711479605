import { defineConfig } from 'vitest/config';

/**
 * Suites that start child processes (the bot, a build, vitest itself): isolated as a project of their own, since
 * the processes they start do the work and each file cleans up what it started.
 */
const processSuites = [
  'test/build-script.test.ts',
  'test/build.test.ts',
  'test/collection.test.ts',
  'test/e2e/instances-*.test.ts',
  'test/e2e/lifecycle.test.ts',
  'test/e2e/store-outage.test.ts',
  'test/main.test.ts',
  'test/sandbox/control.test.ts',
  'test/store/failures.test.ts',
  'test/store/migrate.test.ts',
  'test/supply-chain.test.ts',
];

export default defineConfig({
  test: {
    globalSetup: ['test/setup/skipped-backends.ts'],
    // Refuses, and fails the file for, any connection or packet to a host other than loopback.
    setupFiles: ['test/support/loopback-guard.ts'],
    testTimeout: 20_000,
    hookTimeout: 20_000,
    // End-to-end suites each start a bot, a Discord emulator and a sandbox on loopback ports.
    pool: 'forks',
    reporters: ['default', './test/support/slowest-files.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'in-process',
          include: ['test/**/*.test.ts'],
          exclude: processSuites,
          // A worker keeps the modules it imported for the next file (discord.js, zod schemas, the contract's
          // compiled validators): about two thirds less CPU spent importing. No file mocks a module or changes
          // the environment, and each restores real timers, so files cannot see each other through a module.
          isolate: false,
          // Most of these files wait on loopback sockets and timers, not the CPU: three at once fill two cores.
          maxWorkers: 3,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'processes',
          include: processSuites,
          // After the in-process files, one at a time: the processes they start keep the cores busy, and the
          // lease, kill and start timings they measure are product guarantees, not to be crowded.
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
