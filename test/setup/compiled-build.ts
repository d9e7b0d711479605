import { spawnSync } from 'node:child_process';

/**
 * Vitest global setup of the process suites: `npm run build`, as `npm start` runs it first, so the suites
 * start the compiled bot as production does. A no-op when nothing changed since the last build.
 */
export default function buildTheBot(): void {
  const { status } = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  if (status !== 0) throw new Error('npm run build failed: the process suites run the compiled bot');
}
