import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';

const sandboxDirectory = new URL('../../src/sandbox/', import.meta.url);
const maxFileLines = 300;
const maxLineLength = 110;

/** Issue #8's size rules for the sandbox: small files, short lines. */
describe('src/sandbox layout', () => {
  it(`keeps every file within ${maxFileLines} lines and every line within ${maxLineLength} characters`, async () => {
    const names = (await readdir(sandboxDirectory)).filter((name) => name.endsWith('.ts'));
    const oversized: string[] = [];
    for (const name of names) {
      const lines = (await readFile(new URL(name, sandboxDirectory), 'utf8')).trimEnd().split('\n');
      if (lines.length > maxFileLines) oversized.push(`${name}: ${lines.length} lines`);
      lines.forEach((line, index) => {
        if (line.length > maxLineLength) oversized.push(`${name}:${index + 1}: ${line.length} characters`);
      });
    }
    expect(names.length).toBeGreaterThan(0);
    expect(oversized).toEqual([]);
  });
});
