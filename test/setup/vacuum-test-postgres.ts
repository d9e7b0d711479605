import pg from 'pg';
import { optionalBackendUrls } from '../support/optional-backends.js';

/** Set once per vitest run: every project runs the global setup. */
const vacuumed = Symbol.for('reseller-hosting-bot.tests.postgres-vacuumed');

/**
 * Vitest global setup: vacuums the keyv table of the Postgres that TEST_POSTGRES_URL names, before the run.
 * The tests leave a dead row for every row they wrote and cleaned up (hundreds of thousands a run), and
 * autovacuum may be off there, as on this project's machines: after about fifteen runs the table held 2.6
 * million dead rows in 728 MB, and the Postgres end-to-end tests ran past their timeouts.
 */
export default async function vacuumTestPostgres(): Promise<void> {
  const run = globalThis as { [vacuumed]?: boolean };
  if (run[vacuumed]) return;
  run[vacuumed] = true;
  const url = optionalBackendUrls().find((backend) => backend.name === 'postgres')?.url;
  if (!url) return;
  const client = new pg.Client({ connectionString: url.split('?')[0] });
  try {
    await client.connect();
    await client.query('VACUUM keyv');
  } catch {
    // No keyv table yet (a fresh database), or no server: the Postgres tests say which themselves.
  } finally {
    await client.end().catch(() => undefined);
  }
}
