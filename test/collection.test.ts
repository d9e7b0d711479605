import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Names a variable that turns tests on or off: the optional store servers. */
const readsTestVariable = /\bTEST_[A-Z]+_URL\b/;
const relativeImport = /from '(\.{1,2}\/[^']+)'/g;

function typeScriptFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return typeScriptFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Test files whose tests may depend on a TEST_* variable: they name one, or import (at any depth) a file that does. */
function environmentDependentTestFiles(): string[] {
  const files = typeScriptFiles('test');
  const imports = new Map(
    files.map((file) => [
      file,
      [...readFileSync(file, 'utf8').matchAll(relativeImport)].map(([, specifier]) =>
        relative('.', resolve(dirname(file), specifier!.replace(/\.js$/, '.ts'))),
      ),
    ]),
  );
  const dependent = new Set(files.filter((file) => readsTestVariable.test(readFileSync(file, 'utf8'))));
  for (let grew = true; grew; ) {
    grew = false;
    for (const [file, targets] of imports)
      if (!dependent.has(file) && targets.some((target) => dependent.has(target))) {
        dependent.add(file);
        grew = true;
      }
  }
  return [...dependent].filter((file) => file.endsWith('.test.ts')).sort();
}

/** How many tests vitest collects in each file (skipped included) in an environment without TEST_* variables. */
async function collectWithoutBackends(files: string[]): Promise<Record<string, number>> {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('TEST_') && !name.startsWith('VITEST')),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/support/count-tests.ts', ...files], {
    env,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += String(chunk);
  });
  await new Promise((done) => child.on('exit', done));
  return JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as Record<string, number>;
}

describe('npm test without the optional store servers', () => {
  it('collects at least one test in every file whose tests depend on TEST_* variables', async () => {
    const files = environmentDependentTestFiles();
    expect(files).toContain('test/e2e/store-outage.test.ts');
    const counts = await collectWithoutBackends(files);
    expect(files.filter((file) => !counts[file])).toEqual([]);
  }, 120_000);
});
