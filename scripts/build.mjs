/**
 * `npm run build` (and so `npm start`): compiles src/ and commands/ into dist/ without ever emptying it, since a
 * running instance may load files from there at any time (the usage chart worker starts from its file).
 * - When the sources, the tsconfig files and TypeScript are those of the last build, nothing is compiled, so a
 *   restart with nothing changed starts at once.
 * - Otherwise tsc compiles incrementally (dist/.tsbuildinfo) and rewrites only the outputs that changed.
 * - Either way an output whose source is gone is removed, so the compiled copy of a deleted command never loads.
 * - The compiler is TypeScript 7's native tsc, the devDependency `@typescript/native` (`typescript` is TypeScript
 *   6, kept for dependency-cruiser, which calls its JavaScript API). `npm ci` installs it, so `npm start` builds
 *   from a fresh clone. A production tree pruned of devDependencies (`npm ci && npm run build && npm prune
 *   --omit=dev`) cannot compile: it starts the dist/ built before, and a tree with no dist/ stops with what to
 *   run.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';

const require = createRequire(import.meta.url);
const outDir = 'dist';
const sourceRoots = ['src', 'commands'];
const configFiles = ['tsconfig.json', 'tsconfig.build.json'];
/** What the last successful build compiled, as one digest of its inputs. */
const stampFile = join(outDir, '.build-inputs');

/** Every file below a directory, as paths from the working directory; none when it does not exist. */
function filesUnder(directory) {
  if (!existsSync(directory)) return [];
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

function inputsDigest() {
  const hash = createHash('sha256').update(typescriptVersion());
  for (const file of [...configFiles, ...sourceRoots.flatMap(filesUnder)].sort())
    hash.update(`\0${file}\0`).update(readFileSync(file));
  return hash.digest('hex');
}

/** The source an output was compiled from: dist/src/a.js and dist/src/a.js.map come from src/a.ts. */
const sourceOf = (output) => relative(outDir, output).replace(/\.js(\.map)?$/, '.ts');

/** Removes outputs whose source is gone, then the directories that left empty. */
function removeOrphans(directory) {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) {
      removeOrphans(path);
      if (readdirSync(path).length === 0) rmdirSync(path);
    } else if (!entry.name.startsWith('.') && !existsSync(sourceOf(path))) {
      rmSync(path);
    }
  }
}

/** The installed compiler's version; undefined in a production tree, installed without devDependencies. */
function typescriptVersion() {
  try {
    return require('@typescript/native/package.json').version;
  } catch {
    return undefined;
  }
}

if (typescriptVersion() === undefined) {
  if (existsSync(join(outDir, 'src', 'main.js'))) {
    console.log('TypeScript is not installed (no devDependencies): starting the dist/ built before, as it is');
    process.exit(0);
  }
  console.error(
    'dist/ is not built and TypeScript is not installed: run `npm ci` (it installs the devDependencies ' +
      'the build needs), then `npm start` again',
  );
  process.exit(1);
}

const digest = inputsDigest();
const stamp = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
if (stamp !== digest) {
  // The package exports no bin/ path, so it is found beside its package.json.
  const tsc = join(dirname(require.resolve('@typescript/native/package.json')), 'bin', 'tsc');
  const { status } = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
  writeFileSync(stampFile, digest);
} else {
  console.log('dist/ is up to date with src/ and commands/: nothing to compile');
}
if (existsSync(outDir)) removeOrphans(outDir);
