/**
 * `npm run api:check [-- --json]`: what the bot understands of the configured hosting API, read with GETs
 * only. Exit 0 when every feature can work, 1 when one cannot, 2 when the API or the key cannot be reached.
 */
import { RateLimitGovernor } from './api/index.js';
import { loadHostingApiConfig, takeEnvironment } from './config.js';
import { withoutUrlCredentials } from './log.js';
import { apiCheckText } from './ops/api-check-text.js';
import { checkHostingApiAt } from './ops/api-check.js';
import { startSandbox, type Sandbox } from './sandbox/index.js';

const exitCodes = { ok: 0, 'feature-missing': 1, unreachable: 2 } as const;

const asJson = process.argv.slice(2).includes('--json');
const loaded = loadHostingApiConfig(takeEnvironment());
if (!loaded.ok) {
  for (const problem of loaded.problems) console.error(problem);
  process.exit(exitCodes.unreachable);
}
const { config } = loaded;

let sandbox: Sandbox | undefined;
if (config.hostingApiUrl === 'sandbox') sandbox = await startSandbox({ dialect: config.sandboxDialect });
const baseUrl = sandbox?.url ?? config.hostingApiUrl;
const target =
  sandbox === undefined ? withoutUrlCredentials(baseUrl) : `the sandbox (${sandbox.dialect} dialect)`;
try {
  const result = await checkHostingApiAt({
    baseUrl,
    apiKey: sandbox?.apiKeys[0] ?? config.hostingApiKey ?? '',
    governor: new RateLimitGovernor(),
  });
  console.log(asJson ? JSON.stringify({ target, ...result }, null, 2) : apiCheckText(result, target));
  process.exitCode = exitCodes[result.outcome];
} finally {
  await sandbox?.close();
}
