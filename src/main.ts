import { existsSync } from 'node:fs';
import { ConfigError, startApp } from './app.js';
import { redactSecrets } from './log.js';

if (existsSync('.env')) process.loadEnvFile('.env');

try {
  const app = await startApp(process.env);
  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.logger.info({ signal }, 'shutting down');
    app.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
} catch (error) {
  if (error instanceof ConfigError) {
    for (const problem of error.problems) console.error(problem);
  } else {
    // The message only, scrubbed: the operator needs the reason, never a stack that could carry a secret.
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`The bot could not start: ${redactSecrets(reason, [process.env.HOSTING_API_KEY ?? '', process.env.DISCORD_TOKEN ?? ''])}`);
  }
  process.exit(1);
}
