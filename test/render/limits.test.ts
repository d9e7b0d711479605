import { describe, expect, it } from 'vitest';
import { english } from '../../src/i18n/index.js';
import { fitEmbed, joinLinesWithin, limits, linePages } from '../../src/render/limits.js';
import { truncate } from '../../src/render/text.js';

function totalLength(embed: ReturnType<typeof fitEmbed>): number {
  return (
    (embed.title?.length ?? 0) +
    (embed.description?.length ?? 0) +
    (embed.footer?.text.length ?? 0) +
    (embed.fields ?? []).reduce((sum, field) => sum + field.name.length + field.value.length, 0)
  );
}

describe('truncate', () => {
  it('keeps short text and cuts long text with an ellipsis at exactly the limit', () => {
    expect(truncate('short', 10)).toBe('short');
    const cut = truncate('x'.repeat(300), 256);
    expect(cut).toHaveLength(256);
    expect(cut.endsWith('…')).toBe(true);
  });
});

describe('fitEmbed', () => {
  it('cuts every part to its limit', () => {
    const embed = fitEmbed(
      {
        title: 't'.repeat(500),
        description: 'd'.repeat(5000),
        fields: [{ name: 'n'.repeat(300), value: 'v'.repeat(2000) }],
        footer: { text: 'f'.repeat(300) },
      },
      english,
    );
    expect(embed.title).toHaveLength(limits.embedTitle);
    expect(embed.description).toHaveLength(limits.embedDescription);
    expect(embed.fields?.[0]?.name).toHaveLength(limits.fieldName);
    expect(embed.fields?.[0]?.value).toHaveLength(limits.fieldValue);
    expect(totalLength(embed)).toBeLessThanOrEqual(limits.embedTotal);
  });

  it('cuts the footer to its limit and shortens the description when the total is still too long', () => {
    const embed = fitEmbed({ description: 'd'.repeat(5000), footer: { text: 'f'.repeat(3000) } }, english);
    expect(embed.footer?.text).toHaveLength(limits.footerText);
    expect(totalLength(embed)).toBeLessThanOrEqual(limits.embedTotal);
    expect(embed.description?.endsWith('…')).toBe(true);
  });

  it('keeps at most 25 fields and says how many it left out', () => {
    const embed = fitEmbed(
      {
        fields: Array.from({ length: 40 }, (_, index) => ({ name: `f${index}`, value: 'v' })),
      },
      english,
    );
    expect(embed.fields).toHaveLength(25);
    expect(embed.footer?.text).toBe('15 more not shown');
  });

  it('drops trailing fields to respect the 6,000-character total', () => {
    const embed = fitEmbed(
      {
        description: 'd'.repeat(4000),
        fields: Array.from({ length: 10 }, () => ({ name: 'n', value: 'v'.repeat(1000) })),
      },
      english,
    );
    expect(totalLength(embed)).toBeLessThanOrEqual(limits.embedTotal);
    expect(embed.fields!.length).toBeLessThan(10);
    expect(embed.description).toHaveLength(4000);
  });

  it('fills empty field names and values, which Discord rejects', () => {
    const embed = fitEmbed({ fields: [{ name: '', value: '' }] }, english);
    expect(embed.fields?.[0]?.name.length).toBeGreaterThan(0);
    expect(embed.fields?.[0]?.value.length).toBeGreaterThan(0);
  });
});

describe('joinLinesWithin', () => {
  it('keeps whole lines and says how many did not fit', () => {
    const lines = Array.from({ length: 10 }, (_, index) => `line ${index} ${'x'.repeat(20)}`);
    const text = joinLinesWithin(lines, english, 100);
    expect(text.length).toBeLessThanOrEqual(100);
    expect(text.split('\n').at(-1)).toMatch(/^…and \d+ more$/);
    expect(
      text
        .split('\n')
        .slice(0, -1)
        .every((line) => lines.includes(line)),
    ).toBe(true);
    expect(joinLinesWithin(['a', 'b'], english, 100)).toBe('a\nb');
  });
});

describe('linePages', () => {
  const length = (line: string) => line.length;

  it('cuts on line boundaries, each line taking its newline, the first page within its own room', () => {
    const lines = ['aaaa', 'bbbb', 'cccc', 'dddd', 'eeee'];
    expect(linePages(lines, length, { firstRoom: 5, room: 10 })).toEqual([
      ['aaaa'],
      ['bbbb', 'cccc'],
      ['dddd', 'eeee'],
    ]);
  });

  it('gives a line longer than a page a page to itself, and holds each page to maxLines', () => {
    expect(linePages(['a', 'x'.repeat(50), 'b', 'c', 'd'], length, { room: 10, maxLines: 2 })).toEqual([
      ['a'],
      ['x'.repeat(50)],
      ['b', 'c'],
      ['d'],
    ]);
  });

  it('stops at maxPages, reading only the line that begins the page after', () => {
    const read: number[] = [];
    function* lines() {
      for (let index = 0; index < 1_000; index += 1) {
        read.push(index);
        yield `line ${index}`;
      }
    }
    expect(linePages(lines(), length, { room: 14, maxPages: 2 })).toEqual([
      ['line 0', 'line 1'],
      ['line 2', 'line 3'],
    ]);
    expect(read).toEqual([0, 1, 2, 3, 4]);
    expect(linePages(lines(), length, { room: 14, maxPages: 0 })).toEqual([]);
    expect(read).toHaveLength(5);
  });
});
