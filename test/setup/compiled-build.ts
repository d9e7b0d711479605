import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  interface ProvidedContext {
    /** Where the process suites' build writes its exit code once it ends (`compiled-build-ready.ts`). */
    compiledBuildStatusFile: string;
  }
}

/**
 * Vitest global setup of the process suites: `npm run build`, as `npm start` runs it first, so the suites
 * start the compiled bot as production does (a no-op when nothing changed since the last build). Started, not
 * awaited: vitest runs every project's global setup before any file, and a build from a fresh clone takes
 * about 16 s that the in-process files, which need no build, would otherwise wait out. Each process suite
 * waits for it in its setup file.
 */
export default function buildTheBot(project: TestProject): () => Promise<void> {
  const statusFile = join(tmpdir(), `reseller-bot-build-${process.pid}.json`);
  rmSync(statusFile, { force: true });
  const build = spawn(process.execPath, ['scripts/build.mjs'], { stdio: ['ignore', 'inherit', 'inherit'] });
  const ended = new Promise<void>((resolve) => {
    build.on('close', (code) => {
      writeFileSync(statusFile, JSON.stringify({ code }));
      resolve();
    });
  });
  project.provide('compiledBuildStatusFile', statusFile);
  return async () => {
    await ended;
    rmSync(statusFile, { force: true });
  };
}
