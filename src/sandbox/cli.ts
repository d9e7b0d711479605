import { dialectNames, dialectOf, isDialectName, startSandbox } from './index.js';

/** `npm run sandbox`: serves the simulator on PORT (default 8787) until interrupted. */
const defaultPort = 8787;

const requestedPort = process.env.PORT?.trim() || String(defaultPort);
if (!/^\d+$/.test(requestedPort) || Number(requestedPort) > 65_535) {
  console.error(`PORT must be a port number from 0 to 65535, got "${requestedPort}"`);
  process.exit(1);
}

/** SANDBOX_DIALECT, as src/config.ts describes it; read here too because the sandbox runs without a bot. */
const requestedDialect = process.env.SANDBOX_DIALECT?.trim() || 'classic';
if (!isDialectName(requestedDialect)) {
  console.error(`SANDBOX_DIALECT must be one of ${dialectNames.join(', ')}, got "${requestedDialect}"`);
  process.exit(1);
}

/**
 * Listening failures an operator can fix, in one line naming PORT; anything else is a bug and keeps its
 * stack.
 */
function portProblem(error: unknown): string | undefined {
  const code = error instanceof Error && 'code' in error ? error.code : undefined;
  if (code === 'EADDRINUSE')
    return (
      `PORT ${requestedPort} is already in use: stop what listens there or pick another, ` +
      'e.g. PORT=8788 npm run sandbox'
    );
  if (code === 'EACCES') return `PORT ${requestedPort} may not be used by this user: pick one above 1023`;
  return undefined;
}

const sandbox = await startSandbox({ port: Number(requestedPort), dialect: requestedDialect }).catch(
  (error: unknown) => {
    const problem = portProblem(error);
    if (problem === undefined) throw error;
    console.error(problem);
    process.exit(1);
  },
);
console.log(`Hosting API sandbox listening at ${sandbox.url}`);
console.log(`Dialect: ${dialectOf(sandbox.dialect).summary}`);
console.log('API keys (one reseller each):');
for (const apiKey of sandbox.apiKeys) console.log(`  ${apiKey}`);
console.log(
  'Minecraft Java and Source servers answer game queries on 127.0.0.1 at the port their allocation shows',
);
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
