import { optionalBackendUrls } from '../support/optional-backends.js';

/** Vitest global setup: one line per store server the run does not cover, so a green run says what it skipped. */
export default function reportSkippedBackends(): void {
  for (const backend of optionalBackendUrls())
    if (backend.url === '')
      console.log(`store tests: ${backend.label} skipped (${backend.variable} not set)`);
}
