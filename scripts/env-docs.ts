/**
 * `npm run env:docs`: writes `.env.example` and the variable table of docs/operations.md from the one
 * description of the variables, `environmentVariables` in src/config.ts. Run it after changing that table;
 * test/docs/environment.test.ts fails until both files match it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { environmentVariables } from '../src/config.js';

const lineWidth = 110;
const tableHeader = [
  '| variable | when blank | what it must be (the error\'s words after `expected`) |',
  '|---|---|---|',
];

/** `# ` comment lines of at most `lineWidth` characters. */
function comment(text: string): string[] {
  const lines: string[] = [];
  let line = '#';
  for (const word of text.split(' ')) {
    if (line.length + 1 + word.length > lineWidth && line !== '#') {
      lines.push(line);
      line = '#';
    }
    line = `${line} ${word}`;
  }
  return [...lines, line];
}

/** `.env.example`: every variable with its comment and the value it ships. */
export function envExample(): string {
  const blocks = Object.entries(environmentVariables).map(([name, variable]) =>
    [...comment(variable.about), `${name}=${variable.example}`].join('\n'),
  );
  return `${blocks.join('\n')}\n`;
}

/** The variable table of docs/operations.md. */
export function variableTable(): string[] {
  return [
    ...tableHeader,
    ...Object.entries(environmentVariables).map(
      ([name, variable]) => `| \`${name}\` | ${variable.blank} | ${variable.expected} |`,
    ),
  ];
}

/** docs/operations.md with its variable table (from its header to the first line after it) made anew. */
export function withVariableTable(operations: string): string {
  const lines = operations.split('\n');
  const start = lines.indexOf(tableHeader[0]!);
  if (start === -1) throw new Error('docs/operations.md has no variable table');
  let end = start;
  while (lines[end]?.startsWith('|')) end++;
  return [...lines.slice(0, start), ...variableTable(), ...lines.slice(end)].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeFileSync('.env.example', envExample());
  writeFileSync('docs/operations.md', withVariableTable(readFileSync('docs/operations.md', 'utf8')));
}
