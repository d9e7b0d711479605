import { optionalBackendUrls } from '../support/optional-backends.js';

/** Set once per vitest run: every project runs the global setup, and the run should say it once. */
const reported = Symbol.for('reseller-hosting-bot.tests.skipped-backends-reported');

/** Vitest global setup: one line per store server the run does not cover, so a green run says what it skipped. */
export default function reportSkippedBackends(): void {
  const run = globalThis as { [reported]?: boolean };
  if (run[reported]) return;
  run[reported] = true;
  for (const backend of optionalBackendUrls())
    if (backend.url === '')
      console.log(`store tests: ${backend.label} skipped (${backend.variable} not set)`);
}
