import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> })
  .scripts;

/**
 * The node arguments of a package.json script, read from package.json itself, so a suite runs a script as
 * npm does: one node process (signals reach the program itself), `npm start` on the compiled build (made
 * once per run by test/setup/compiled-build.ts), the tools under tsx. Paths are made absolute, since the
 * suites run them in scratch directories.
 */
export function npmScriptArguments(name: string): string[] {
  const command = scripts[name];
  const [program, ...parts] = command?.split(' ') ?? [];
  if (program !== 'node') throw new Error(`package.json script ${name} is not one node command: ${command}`);
  return parts.map((part, index) =>
    parts[index - 1] === '--import' ? import.meta.resolve(part) : part.startsWith('-') ? part : resolve(part),
  );
}
