import { readdir } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * Runs the default export of every bench/*.ts module (or only those named on the command line, e.g.
 * `npm run bench -- api`), one after the other.
 */
const directory = dirname(fileURLToPath(import.meta.url));
const wanted = new Set(process.argv.slice(2));
const modules = (await readdir(directory))
  .filter((file) => file.endsWith('.ts') && file !== 'run.ts')
  .map((file) => basename(file, '.ts'))
  .filter((name) => wanted.size === 0 || wanted.has(name))
  .sort();

for (const name of modules) {
  const loaded: unknown = await import(pathToFileURL(join(directory, `${name}.ts`)).href);
  const run =
    typeof loaded === 'object' && loaded !== null && 'default' in loaded ? loaded.default : undefined;
  if (typeof run !== 'function') {
    console.error(`bench/${name}.ts has no default export to run; skipped`);
    continue;
  }
  console.log(`\n== bench/${name}.ts ==`);
  await run();
}
