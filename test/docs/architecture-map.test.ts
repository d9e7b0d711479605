import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { enUS } from '../../src/i18n/catalogue/en-US.js';

// docs/architecture.md is the map a newcomer adds a feature by: every path, symbol and catalogue key it
// names must exist, or the map sends them looking for something that is not there. Its conventions:
// a path in backticks (`src/poller/cycle.ts`, `test/e2e/`), a symbol as `file.ts: name` (several as
// `file.ts: one, two`; a member as `file.ts: Class.member`), a catalogue key as `alerts.kindLabel.events`
// and a family of keys as `alerts.kindLabel.<kind>` or `audit.action.*`.

const page = 'docs/architecture.md';
const roots = ['src', 'commands', 'test', 'bench', 'scripts', 'docs'];

/**
 * Everything in backticks outside code blocks. A span may go on over a line break, as in Markdown (a
 * rewrapped `file.ts: name`): the break and the next line's indent read as one space.
 */
function spans(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '');
  return [...prose.matchAll(/`([^`]+)`/g)].map(([, span]) => span!.replace(/\s+/g, ' ').trim());
}

const pathPattern = new RegExp(`^(?:${roots.join('|')})/[\\w./<>-]*$`);

/** Backticked repository paths; a `<name>` placeholder (`commands/<name>.ts`) is a pattern, not a file. */
function namedPaths(markdown: string): string[] {
  return spans(markdown)
    .map((span) => span.split(':')[0]!.trim())
    .filter((path) => pathPattern.test(path) && !path.includes('<'));
}

type NamedSymbol = { file: string; symbol: string };

/** `src/x.ts: a, B.c` -> each symbol with its file. */
function namedSymbols(markdown: string): NamedSymbol[] {
  return spans(markdown).flatMap((span) => {
    const match = /^((?:[\w-]+\/)+[\w.-]+\.ts): ([\w.$, ]+)$/.exec(span);
    if (!match) return [];
    return match[2]!.split(',').map((symbol) => ({ file: match[1]!, symbol: symbol.trim() }));
  });
}

const literal = (name: string) => name.replace(/[$]/g, '\\$');

/** Whether the source declares (or re-exports) `name`, or has `name` as a member of the declared `owner`. */
function declares(text: string, symbol: string): boolean {
  // An import names a symbol without declaring it.
  const source = text.replace(/^import\s[\s\S]*?\sfrom\s+['"][^'"]+['"];?/gm, '');
  const [owner, member] = symbol.split('.') as [string, string | undefined];
  const declaration = new RegExp(
    `\\b(?:const|let|var|function\\*?|class|type|interface|enum)\\s+${literal(owner)}\\b|` +
      `export\\s+(?:type\\s+)?\\{[^}]*\\b${literal(owner)}\\b[^}]*\\}`,
  );
  if (!declaration.test(source)) return false;
  if (member === undefined) return true;
  return new RegExp(`(?:^|\\s)(?:readonly\\s+|async\\s+|get\\s+)?${literal(member)}\\??\\s*[(<:=]`, 'm').test(
    source,
  );
}

/** Backticked catalogue keys: a top-level section of the catalogue, then dotted words. */
function namedKeys(markdown: string, sections: ReadonlySet<string>): string[] {
  return spans(markdown).filter((span) => {
    const match = /^([a-z][A-Za-z]*)(?:\.(?:[A-Za-z][\w-]*|<[a-z-]+>|\*))+$/.exec(span);
    return match !== null && sections.has(match[1]!) && !/\.(?:ts|js|md|json|cjs)$/.test(span);
  });
}

/** An exact key, or a family: `a.b.<kind>` and `a.b.*` stand for at least one key under `a.b.`. */
function keyExists(key: string, keys: readonly string[]): boolean {
  const family = /^(.*?)\.(?:<[a-z-]+>|\*)/.exec(key);
  if (family) return keys.some((each) => each.startsWith(`${family[1]}.`));
  return keys.includes(key);
}

/** Every file name under the roots, for a bare `cycle.ts` the map names within its folder's entry. */
function fileNames(directory: string, into = new Set<string>()): Set<string> {
  for (const entry of readdirSync(directory)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    const path = join(directory, entry);
    if (statSync(path).isDirectory()) fileNames(path, into);
    else into.add(entry);
  }
  return into;
}

const map = readFileSync(page, 'utf8');
const keys = Object.keys(enUS);
const sections = new Set(keys.map((key) => key.split('.')[0]!));

describe('docs/architecture.md, the map of the house', () => {
  it('names only paths that exist', () => {
    const paths = namedPaths(map);
    expect(paths.length).toBeGreaterThan(100);
    expect(paths.filter((path) => !existsSync(path))).toEqual([]);
  });

  it('names only bare file names some folder holds', () => {
    const atTop = readdirSync('.').filter((entry) => statSync(entry).isFile());
    const names = new Set([...atTop, ...roots.flatMap((root) => [...fileNames(root)])]);
    const bare = spans(map).filter((span) => /^[\w.-]+\.(?:ts|md)$/.test(span));
    expect(bare.length).toBeGreaterThan(30);
    expect(bare.filter((name) => !names.has(name))).toEqual([]);
  });

  it('names only symbols their file declares', () => {
    const symbols = namedSymbols(map);
    expect(symbols.length).toBeGreaterThan(40);
    const missing = symbols.filter(
      ({ file, symbol }) => !existsSync(file) || !declares(readFileSync(file, 'utf8'), symbol),
    );
    expect(missing).toEqual([]);
  });

  it('names only catalogue keys and key families en-US.ts has', () => {
    const named = namedKeys(map, sections);
    expect(named.length).toBeGreaterThan(15);
    expect(named.filter((key) => !keyExists(key, keys))).toEqual([]);
  });

  it('names every file of the folders a feature adds one to: commands, alert kinds, poller tasks', () => {
    const named = new Set(spans(map).map((span) => span.split(':')[0]!.trim().split('/').at(-1)!));
    const unnamed = [
      'commands',
      'commands/server',
      'commands/mods',
      'commands/alerts',
      'src/alerts',
      'src/poller/tasks',
    ]
      .flatMap((folder) => readdirSync(folder).map((entry) => join(folder, entry)))
      .filter((path) => /\.ts$/.test(path) && !named.has(path.split('/').at(-1)!));
    expect(unnamed).toEqual([]);
  });

  it('has a checklist for each way to add a feature', () => {
    for (const heading of [
      'Adding a command',
      'Adding a button',
      'Adding an alert kind',
      'Adding a poller task',
      'Adding a language',
    ])
      expect(map).toMatch(new RegExp(`^## ${heading}$`, 'm'));
  });
});

describe('the map checker itself', () => {
  it('catches a symbol, a member, a path and a key that do not exist', () => {
    const source = 'export class Outbox {\n  async emit(x: number) {}\n}\nexport const renderNotice = 1;';
    expect(declares(source, 'renderNotice')).toBe(true);
    expect(declares(source, 'Outbox.emit')).toBe(true);
    expect(declares(source, 'renderNotices')).toBe(false);
    expect(declares(source, 'Outbox.send')).toBe(false);
    expect(declares('export { a, setAside as b };', 'setAside')).toBe(true);
    expect(declares("import { type Outbox } from './x.js';\nconst y = 1;", 'Outbox')).toBe(false);
    const planted = 'See `src/nowhere.ts`, `src/app.ts: startApp,\n  setAsideBadRecords` and `alerts.nope`.';
    expect(namedPaths(planted)).toEqual(['src/nowhere.ts', 'src/app.ts']);
    expect(namedSymbols(planted)).toEqual([
      { file: 'src/app.ts', symbol: 'startApp' },
      { file: 'src/app.ts', symbol: 'setAsideBadRecords' },
    ]);
    expect(namedKeys(planted, sections)).toEqual(['alerts.nope']);
    expect(keyExists('alerts.nope', keys)).toBe(false);
    expect(keyExists('alerts.kindLabel.<kind>', keys)).toBe(true);
    expect(keyExists('alerts.nothing.<kind>', keys)).toBe(false);
  });
});
