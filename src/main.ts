import { existsSync } from 'node:fs';
import { ConfigError, startApp, type App } from './app.js';
import { redactSecrets } from './log.js';

if (existsSync('.env')) process.loadEnvFile('.env');

// Listen before starting, so a signal that arrives mid-start still ends in a clean shutdown.
let app: App | undefined;
let stopRequested: NodeJS.Signals | undefined;

function shutdown(running: App, signal: NodeJS.Signals): void {
  running.logger.info({ signal }, 'shutting down');
  // Exit only once the asynchronous log destination has written everything out.
  const exit = (code: number) => running.logger.flush(() => process.exit(code));
  running.stop().then(
    () => exit(0),
    () => exit(1),
  );
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (stopRequested) return;
    stopRequested = signal;
    if (app) shutdown(app, signal);
  });
}

try {
  app = await startApp(process.env);
  if (stopRequested) shutdown(app, stopRequested);
} catch (error) {
  if (error instanceof ConfigError) {
    for (const problem of error.problems) console.error(problem);
  } else {
    // The message only, scrubbed: the operator needs the reason, never a stack that could carry a secret.
    const reason = error instanceof Error ? error.message : String(error);
    const secrets = [process.env.HOSTING_API_KEY ?? '', process.env.DISCORD_TOKEN ?? ''];
    console.error(`The bot could not start: ${redactSecrets(reason, secrets)}`);
  }
  process.exit(1);
}
