import { describe, expect, it } from 'vitest';
import { english } from '../../src/i18n/index.js';
import { fitEmbed, limits } from '../../src/render/limits.js';
import { discordLength, truncate, truncateMiddle } from '../../src/render/text.js';

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
const segmentsOf = (text: string) => [...graphemes.segment(text)].map(({ segment }) => segment);
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const fillers = {
  'an emoji outside the BMP': '🎮',
  'a ZWJ family': '👨‍👩‍👧‍👦',
  'a flag': '🇩🇪',
  'a combining mark': 'e\u0301',
  'a keycap with a variation selector': '1\uFE0F\u20E3',
  'a skin-tone modifier': '👍🏽',
};

/** Every text limit the bot cuts to, and the cut result's own limit. */
const textLimits = {
  content: limits.content,
  embedTitle: limits.embedTitle,
  embedDescription: limits.embedDescription,
  fieldName: limits.fieldName,
  fieldValue: limits.fieldValue,
  footerText: limits.footerText,
  authorName: limits.authorName,
  choiceName: limits.choiceName,
  choiceValue: limits.choiceValue,
  selectOptionText: limits.selectOptionText,
  buttonLabel: limits.buttonLabel,
};

/** The cut keeps whole graphemes of the input, then an ellipsis: no character is split. */
function expectCutOnGraphemes(input: string, cut: string, max: number) {
  expect(discordLength(cut)).toBeLessThanOrEqual(max);
  expect(cut).not.toMatch(loneSurrogate);
  expect(cut.endsWith('…')).toBe(true);
  // The input begins with what was kept, which ends where one of the input's graphemes begins.
  const kept = cut.slice(0, -1);
  expect(input.startsWith(kept)).toBe(true);
  expect(graphemes.segment(input).containing(kept.length)?.index ?? input.length).toBe(kept.length);
}

describe('discordLength', () => {
  it('counts code points, as Discord does, not UTF-16 units', () => {
    expect(discordLength('abc')).toBe(3);
    expect(discordLength('🎮')).toBe(1);
    expect(discordLength('👨‍👩‍👧‍👦')).toBe(7);
    expect(discordLength('🇩🇪')).toBe(2);
    expect(discordLength('e\u0301')).toBe(2);
  });
});

describe('truncate at every limit the bot enforces', () => {
  const cases = Object.entries(textLimits).flatMap(([limit, max]) =>
    Object.entries(fillers).flatMap(([kind, filler]) =>
      // Every alignment of the grapheme against the limit: 0 to (its length) ASCII characters before it.
      Array.from({ length: discordLength(filler) + 1 }, (_, offset) => ({
        limit,
        max,
        kind,
        filler,
        offset,
      })),
    ),
  );

  it.each(cases)('$limit ($max) with $kind, offset $offset', ({ max, filler, offset }) => {
    const input = 'a'.repeat(offset) + filler.repeat(Math.ceil(max / discordLength(filler)) + 1);
    const cut = truncate(input, max);
    expectCutOnGraphemes(input, cut, max);
    // Nothing is lost that would have fitted: one more grapheme would break the limit.
    const next = segmentsOf(input)[segmentsOf(cut.slice(0, -1)).length] ?? '';
    expect(discordLength(cut) + discordLength(next)).toBeGreaterThan(max);
  });

  it('keeps text at the limit in code points even when it is longer in UTF-16 units', () => {
    const text = '🎮'.repeat(limits.embedTitle);
    expect(text.length).toBeGreaterThan(limits.embedTitle);
    expect(truncate(text, limits.embedTitle)).toBe(text);
  });

  it('cuts every part of an embed on grapheme boundaries', () => {
    for (const filler of Object.values(fillers)) {
      const text = filler.repeat(Math.ceil(limits.embedTotal / discordLength(filler)) + 1);
      const embed = fitEmbed(
        {
          title: text,
          description: text,
          fields: [{ name: text, value: text }],
          footer: { text },
          author: { name: text },
        },
        english,
      );
      for (const part of [embed.title, embed.description, embed.footer?.text, embed.author?.name]) {
        expect(part).toBeDefined();
        expect(part).not.toMatch(loneSurrogate);
      }
      const total = [embed.title, embed.description, embed.footer?.text, embed.author?.name]
        .concat((embed.fields ?? []).flatMap((field) => [field.name, field.value]))
        .reduce((sum, part) => sum + discordLength(part ?? ''), 0);
      expect(total).toBeLessThanOrEqual(limits.embedTotal);
    }
  });
});

describe('truncateMiddle', () => {
  it('keeps the start and the end, so names differing at either stay told apart', () => {
    const tail = 'with a fairly long name for testing';
    const one = truncateMiddle(`Fleet 1 ${tail}`, 24);
    const ten = truncateMiddle(`Fleet 10 ${tail}`, 24);
    expect(one).not.toBe(ten);
    expect(one.startsWith('Fleet 1 ')).toBe(true);
    expect(one.endsWith('testing')).toBe(true);
    expect(discordLength(one)).toBeLessThanOrEqual(24);
    expect(truncateMiddle('Short', 24)).toBe('Short');
    expect(truncateMiddle('Fleet A … Fleet B', 3)).toBe('F…B');
  });

  it('never splits a grapheme', () => {
    const text = `${'👨‍👩‍👧'.repeat(12)}🇫🇷`;
    const cut = truncateMiddle(text, 10);
    expect(discordLength(cut)).toBeLessThanOrEqual(10);
    expect(cut).not.toMatch(loneSurrogate);
    expect(segmentsOf(cut).every((segment) => segmentsOf(text).includes(segment) || segment === '…')).toBe(
      true,
    );
  });
});
