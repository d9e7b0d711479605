import { spawnSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * `npm start` builds first (prestart: scripts/build.mjs), and the build needs TypeScript, a devDependency. A
 * production tree pruned of devDependencies has none: it starts the dist/ built before, or says what to run.
 */
let root: string | undefined;
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
  root = undefined;
});

/** scripts/build.mjs in a tree with an empty node_modules (no TypeScript), dist/ built or not. */
async function buildWithoutTypescript(built: boolean) {
  root = await mkdtemp(join(tmpdir(), 'bot-no-typescript-'));
  await cp('scripts', join(root, 'scripts'), { recursive: true });
  await mkdir(join(root, 'node_modules'));
  if (built) {
    await mkdir(join(root, 'dist/src'), { recursive: true });
    await writeFile(join(root, 'dist/src/main.js'), '');
  }
  return spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: root, encoding: 'utf8', timeout: 30_000 });
}

describe('npm start in a production tree (no devDependencies)', () => {
  it('starts the dist/ built before', async () => {
    const run = await buildWithoutTypescript(true);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(
      'TypeScript is not installed (no devDependencies): starting the dist/ built',
    );
  });

  it('without a dist/, stops with what to run', async () => {
    const run = await buildWithoutTypescript(false);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('run `npm ci`');
  });
});
