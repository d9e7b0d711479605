import { readdir } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * Runs the default export of every bench/*.ts module (or only those named on the command line, e.g.
 * `npm run bench -- api`), one after the other. `--list` prints the names; an unknown name runs nothing
 * and exits 1 with the list, so a typo is not mistaken for a bench that printed nothing.
 */
const directory = dirname(fileURLToPath(import.meta.url));
const arguments_ = process.argv.slice(2);
const available = (await readdir(directory))
  .filter((file) => file.endsWith('.ts') && file !== 'run.ts')
  .map((file) => basename(file, '.ts'))
  .sort();

if (arguments_.includes('--list')) {
  console.log(available.join('\n'));
  process.exit(0);
}
const unknown = arguments_.filter((name) => !available.includes(name));
if (unknown.length > 0) {
  console.error(`No bench named ${unknown.join(', ')}. The benches: ${available.join(', ')}.`);
  process.exit(1);
}
const wanted = new Set(arguments_);
const modules = available.filter((name) => wanted.size === 0 || wanted.has(name));

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
