import { ConfigError, StartAborted, StartError, startApp, type App } from './app.js';
import { takeEnvironment } from './config.js';
import { redactSecrets } from './log.js';

const environment = takeEnvironment();

/**
 * A signal ends the process within this, whatever is stuck: a hung start or a shutdown step that never ends.
 * Above the 3.5 s a stopping bot gives its in-flight interactions.
 */
const shutdownDeadlineMs = 5_000;

const starting = new AbortController();
let app: App | undefined;
let stopRequested = false;
let storeLost = false;

function exitAfterLogs(code: number): void {
  if (app) app.logger.flush(() => process.exit(code));
  else process.exit(code);
}

function shutdown(signal: NodeJS.Signals): void {
  if (stopRequested) return;
  stopRequested = true;
  // The last resort: whatever did not finish by then is abandoned, so Ctrl-C and SIGTERM always end it.
  setTimeout(() => process.exit(1), shutdownDeadlineMs).unref();
  if (!app) {
    // Mid-start: cancel it; startApp closes what it opened and rejects with StartAborted.
    console.error(`Start cancelled (${signal})`);
    starting.abort();
    return;
  }
  app.logger.info({ signal }, 'shutting down');
  app.stop().then(
    () => exitAfterLogs(0),
    () => exitAfterLogs(1),
  );
}

process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

/** The store failed past its grace: one line, a stop as orderly as the store allows, and exit 1. */
function exitForLostStore(error: Error): void {
  if (stopRequested) return;
  stopRequested = true;
  storeLost = true;
  console.error(error.message);
  setTimeout(() => process.exit(1), shutdownDeadlineMs).unref();
  if (!app) {
    starting.abort();
    return;
  }
  app.stop().finally(() => exitAfterLogs(1));
}

try {
  app = await startApp(environment, { signal: starting.signal, onStoreLost: exitForLostStore });
} catch (error) {
  if (error instanceof StartAborted) process.exit(storeLost ? 1 : 0);
  if (error instanceof ConfigError) {
    for (const problem of error.problems) console.error(problem);
  } else {
    // The message only, scrubbed: the operator needs the reason, never a stack that could carry a secret.
    const reason = error instanceof Error ? error.message : String(error);
    const secrets = [environment.HOSTING_API_KEY ?? '', environment.DISCORD_TOKEN ?? ''];
    const prefix = error instanceof StartError ? '' : 'The bot could not start: ';
    console.error(`${prefix}${redactSecrets(reason, secrets)}`);
  }
  process.exit(1);
}
