import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';

const roots = ['src', 'commands'];
const maxFileLines = 300;
const maxLineLength = 110;

async function sourceFiles(directory: string): Promise<string[]> {
  const entries = await readdir(new URL(`../${directory}/`, import.meta.url), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? sourceFiles(`${directory}/${entry.name}`) : [`${directory}/${entry.name}`],
    ),
  );
  return nested.flat().filter((path) => path.endsWith('.ts'));
}

/** Issue #8's size rules: files a reader can take in, lines within the formatter's width. */
describe('source layout', () => {
  it(`keeps every file within ${maxFileLines} lines and every line within ${maxLineLength} characters`, async () => {
    const paths = (await Promise.all(roots.map(sourceFiles))).flat();
    const oversized: string[] = [];
    for (const path of paths) {
      const lines = (await readFile(new URL(`../${path}`, import.meta.url), 'utf8')).trimEnd().split('\n');
      if (lines.length > maxFileLines) oversized.push(`${path}: ${lines.length} lines`);
      for (const [index, line] of lines.entries())
        if (line.length > maxLineLength) oversized.push(`${path}:${index + 1}: ${line.length} characters`);
    }
    expect(paths.length).toBeGreaterThan(100);
    expect(oversized).toEqual([]);
  });
});
