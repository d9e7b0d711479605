/**
 * Does speaking the member's language cost acknowledgement time? `/server info` acknowledgements (from
 * INTERACTION_CREATE sent to the first callback) for members whose Discord is in English (the source, no
 * translation) and in German, Polish and the pseudo-locale, interleaved round by round in one process so
 * drift hits all alike; then the cost of loading every catalogue and of compiling every message once.
 */
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { emulatedUsers } from '../test/emulator/index.js';
import { startHarness } from '../test/e2e/harness.js';
import { measure, percentile } from './support/acks.js';

const locales = ['en-US', 'de', 'pl', 'en-XA'] as const;
const rounds = 5;
const perRound = 100;

export default async function languagesBench(): Promise<void> {
  // Loading the catalogues is timed in a fresh process: here the harness has loaded them already.
  const probe = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      "const at = performance.now(); await import('./src/i18n/catalogues.ts'); " +
        'console.log((performance.now() - at).toFixed(1));',
    ],
    { encoding: 'utf8' },
  );
  const loadMs = probe.stdout.trim();
  const { catalogues, supportedLocales } = await import('../src/i18n/catalogues.js');
  const { translatorFor } = await import('../src/i18n/index.js');
  const keys = Object.keys(catalogues.get('en-US') ?? {});

  const harness = await startHarness({
    sandbox: { seed: false, rateLimit: false },
    env: { LOG_LEVEL: 'warn' },
  });
  try {
    const serverId = harness.sandbox.addServer(harness.apiKey, {
      name: 'Bench',
      ramGb: 4,
      status: 'RUNNING',
    }).id;
    const sendAs = (locale: string) => () =>
      harness.command({
        name: 'server',
        subcommand: 'info',
        options: { server: serverId },
        user: emulatedUsers.admin,
        locale,
      });
    for (const locale of locales) await measure(20, 4, sendAs(locale));
    const samples = new Map<string, number[]>(locales.map((locale) => [locale, []]));
    for (let round = 0; round < rounds; round += 1)
      for (const locale of locales) {
        const result = await measure(perRound, 8, sendAs(locale));
        samples.get(locale)?.push(...result.latencies);
      }
    const english = [...(samples.get('en-US') ?? [])].sort((a, b) => a - b);
    console.log(
      `\n/server info acknowledgement by the member's language (${rounds} × ${perRound} each, 8 in flight)`,
    );
    console.table(
      locales.map((locale) => {
        const sorted = [...(samples.get(locale) ?? [])].sort((a, b) => a - b);
        return {
          locale,
          interactions: sorted.length,
          'p50 ms': percentile(sorted, 0.5).toFixed(1),
          'p99 ms': percentile(sorted, 0.99).toFixed(1),
          'p50 vs en-US': (percentile(sorted, 0.5) / percentile(english, 0.5)).toFixed(2),
          'p99 vs en-US': (percentile(sorted, 0.99) / percentile(english, 0.99)).toFixed(2),
        };
      }),
    );
  } finally {
    await harness.close();
  }

  const compileStarted = performance.now();
  let compiled = 0;
  for (const locale of [
    'en-US',
    'en-GB',
    'de',
    'fr',
    'es-ES',
    'es-419',
    'pt-BR',
    'it',
    'nl',
    'pl',
    'ru',
    'uk',
    'tr',
  ]) {
    const t = translatorFor(locale);
    for (const key of keys) {
      try {
        t.t(key as Parameters<typeof t.t>[0], new Proxy({}, { get: () => 1 }));
        compiled += 1;
      } catch {
        // A message whose placeholders need more than a number is still compiled by the attempt.
        compiled += 1;
      }
    }
  }
  console.log('Catalogues');
  console.table([
    {
      'messages per locale': keys.length,
      'load all catalogues, fresh process ms': loadMs,
      [`compile and format every message of ${supportedLocales.length} locales ms`]: (
        performance.now() - compileStarted
      ).toFixed(1),
      formatted: compiled,
    },
  ]);
}
