import { relative } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Suites that start child processes (the bot, a build, vitest itself): a project of their own, since the
 * processes they start do the work and each file cleans up what it started. Listed longest first: they run
 * in this order, so the workers finish together (vitest would start the smallest files first on a
 * machine that has no timings of an earlier run, and the instance suites are three lines each).
 */
const processSuites = [
  'test/main.test.ts',
  'test/start-modules.test.ts',
  'test/e2e/store-outage.test.ts',
  'test/e2e/instances-sqlite.test.ts',
  'test/e2e/instances-redis.test.ts',
  'test/e2e/instances-postgres.test.ts',
  'test/store/migrate.test.ts',
  'test/collection.test.ts',
  'test/build-script.test.ts',
  'test/e2e/lifecycle.test.ts',
  'test/store/failures.test.ts',
  'test/build.test.ts',
  'test/sandbox/control.test.ts',
  'test/ops/api-check.test.ts',
  'test/supply-chain.test.ts',
];

/** Vitest's order, except that the process suites keep the order listed above. */
class ProcessSuitesInListedOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const listed = (spec: TestSpecification) => processSuites.indexOf(relative(process.cwd(), spec.moduleId));
    const processes = sorted.filter((spec) => listed(spec) !== -1).sort((a, b) => listed(a) - listed(b));
    return sorted.map((spec) => (listed(spec) === -1 ? spec : processes.shift()!));
  }
}

export default defineConfig({
  test: {
    globalSetup: ['test/setup/skipped-backends.ts', 'test/setup/vacuum-test-postgres.ts'],
    // Refuses, and fails the file for, any connection or packet to a host other than loopback.
    setupFiles: ['test/support/loopback-guard.ts'],
    testTimeout: 20_000,
    hookTimeout: 20_000,
    // End-to-end suites each start a bot, a Discord emulator and a sandbox on loopback ports.
    pool: 'forks',
    sequence: { sequencer: ProcessSuitesInListedOrder },
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
          // These files mostly wait on loopback sockets and timers: alone, three workers kept the two cores
          // about half busy, and five still left over a third of them idle, so six at once.
          maxWorkers: 6,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'processes',
          include: processSuites,
          // They start the bot as `npm start` does: compiled, built once before they run.
          globalSetup: ['test/setup/compiled-build.ts'],
          // As above: none mocks a module or changes the environment.
          isolate: false,
          // After the in-process files, three at a time: two left the cores a third idle while the lease
          // suites wait out TTLs, and three finish sooner than two also with one core kept busy by another
          // program. No more than that: the lease, kill and start timings they measure are product
          // guarantees, not to be crowded.
          maxWorkers: 3,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
