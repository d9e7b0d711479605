import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/setup/skipped-backends.ts'],
    // Refuses, and fails the file for, any connection or packet to a host other than loopback.
    setupFiles: ['test/support/loopback-guard.ts'],
    testTimeout: 20_000,
    hookTimeout: 20_000,
    // End-to-end suites each start a bot, a Discord emulator and a sandbox on loopback ports.
    pool: 'forks',
  },
});
