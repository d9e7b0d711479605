import { existsSync, readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { until } from '../emulator/wait.js';

/**
 * Setup file of the process suites: waits for the build their global setup started (`compiled-build.ts`),
 * long done when they run after the in-process files, and fails the file when it failed.
 */
const statusFile = inject('compiledBuildStatusFile');
await until(async () => existsSync(statusFile), 180_000, 'npm run build to end');
const { code } = JSON.parse(readFileSync(statusFile, 'utf8')) as { code: number | null };
if (code !== 0) throw new Error('npm run build failed: the process suites run the compiled bot');
