import { startSandbox } from './index.js';

/** `npm run sandbox`: serves the simulator on PORT (default 8787) until interrupted. */
const defaultPort = 8787;

const requestedPort = process.env.PORT?.trim() || String(defaultPort);
if (!/^\d+$/.test(requestedPort) || Number(requestedPort) > 65_535) {
  console.error(`PORT must be a port number from 0 to 65535, got "${requestedPort}"`);
  process.exit(1);
}

const sandbox = await startSandbox({ port: Number(requestedPort) });
console.log(`Hosting API sandbox listening at ${sandbox.url}`);
console.log('API keys (one reseller each):');
for (const apiKey of sandbox.apiKeys) console.log(`  ${apiKey}`);
console.log(`Try: curl -H "Authorization: Bearer ${sandbox.apiKeys[0]}" ${sandbox.url}/servers`);

let stopping = false;
async function stop(signal: NodeJS.Signals): Promise<void> {
  if (stopping) return;
  stopping = true;
  await sandbox.close();
  console.log(`Sandbox stopped (${signal})`);
}
process.on('SIGINT', (signal) => void stop(signal));
process.on('SIGTERM', (signal) => void stop(signal));
