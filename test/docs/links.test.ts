import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { environmentVariables } from '../../src/config.js';

const pages = [
  'README.md',
  ...readdirSync('docs').flatMap((file) => (file.endsWith('.md') ? [`docs/${file}`] : [])),
];

/** Markdown outside code blocks: a link or path shown as an example in a block is not checked. */
const prose = (page: string) => readFileSync(page, 'utf8').replace(/^```[\s\S]*?^```/gm, '');

/** Relative link targets (images included), without their #fragment. */
function relativeLinks(page: string): string[] {
  return [...prose(page).matchAll(/\]\(([^)\s]+)\)/g)]
    .map(([, target]) => target!)
    .filter((target) => !/^[a-z]+:/.test(target) && !target.startsWith('#'))
    .map((target) => target.split('#')[0]!);
}

/** Repository paths named in backticks, such as `src/poller/cycle.ts` or `test/e2e/`. */
function namedPaths(page: string): string[] {
  return [...prose(page).matchAll(/`((?:src|commands|test|bench|docs|scripts|\.ci)\/[\w./-]*)`/g)].map(
    ([, path]) => path!,
  );
}

describe('README.md and docs/', () => {
  it.each(pages)('%s links only to files that exist', (page) => {
    const missing = relativeLinks(page).filter((target) => !existsSync(join(dirname(page), target)));
    expect(missing).toEqual([]);
  });

  it.each(pages)('%s names only repository paths that exist', (page) => {
    expect(namedPaths(page).filter((path) => !existsSync(path))).toEqual([]);
  });

  it('docs/operations.md documents every variable of .env.example, with the words its error uses', () => {
    const operations = readFileSync('docs/operations.md', 'utf8');
    const variables = [...readFileSync('.env.example', 'utf8').matchAll(/^(\w+)=/gm)].map(
      ([, name]) => name!,
    );
    expect(variables.length).toBeGreaterThan(10);
    expect(variables.filter((name) => !operations.includes(`\`${name}\``))).toEqual([]);
    const unworded = Object.entries(environmentVariables).filter(
      ([, { expected }]) => !operations.includes(expected),
    );
    expect(unworded.map(([name]) => name)).toEqual([]);
  });

  it('docs/benchmarks.md has a row for every bench', () => {
    const benchmarks = readFileSync('docs/benchmarks.md', 'utf8');
    const benches = readdirSync('bench').filter((file) => file.endsWith('.ts') && file !== 'run.ts');
    const missing = benches
      .map((file) => file.replace(/\.ts$/, ''))
      .filter((name) => !benchmarks.includes(`| \`${name}\` |`));
    expect(missing).toEqual([]);
  });
});
