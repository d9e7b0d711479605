import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';

const roots = ['src', 'commands'];
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

/** A line's width as the formatter counts it: characters, an emoji's variation selector taking no room. */
function formatterWidth(line: string): number {
  return [...line.replace(/\uFE0F/g, '')].length;
}

/**
 * Lines within the formatter's width. Files have no size cap: a file holds one concept, however long (issue 26).
 */
describe('source layout', () => {
  it(`keeps every line within ${maxLineLength} characters`, async () => {
    const paths = (await Promise.all(roots.map(sourceFiles))).flat();
    const overlong: string[] = [];
    for (const path of paths) {
      const lines = (await readFile(new URL(`../${path}`, import.meta.url), 'utf8')).trimEnd().split('\n');
      for (const [index, line] of lines.entries()) {
        const width = formatterWidth(line);
        if (width > maxLineLength) overlong.push(`${path}:${index + 1}: ${width} characters`);
      }
    }
    expect(paths.length).toBeGreaterThan(100);
    expect(overlong).toEqual([]);
  });
});
