import { describe, expect, it } from 'vitest';
import { batchLines } from '../../src/poller/batching.js';
import { renderNotice } from '../../src/alerts/index.js';
import { storedEntry } from '../../src/poller/render.js';
import { fitEmbed, limits } from '../../src/render/limits.js';
import { english } from '../../src/i18n/index.js';

const line = (length: number, index: number) => ({
  key: String(index),
  line: `${index}:`.padEnd(length, 'x'),
});

describe('batchLines', () => {
  it('keeps every line, in order, each batch within the description limit and the line cap', () => {
    const items = Array.from({ length: 130 }, (_, index) => line(50 + ((index * 37) % 550), index));
    const batches = batchLines(items);
    expect(batches.flat()).toEqual(items);
    for (const batch of batches) {
      expect(batch.map((item) => item.line).join('\n').length).toBeLessThanOrEqual(limits.embedDescription);
      expect(batch.length).toBeLessThanOrEqual(20);
    }
    expect(batches.length).toBeLessThan(items.length / 5);
  });

  it('puts a burst of short lines in one message up to the cap', () => {
    expect(
      batchLines(Array.from({ length: 45 }, (_, index) => line(30, index))).map((batch) => batch.length),
    ).toEqual([20, 20, 5]);
  });

  it("renders a full batch of the longest entries within Discord's embed limits unchanged", () => {
    const long = 'y'.repeat(5_000);
    const entries = Array.from({ length: 20 }, (_, index) =>
      storedEntry(String(index), {
        key: String(index),
        action: 'a',
        actor: long,
        description: long,
        raw: {},
      }),
    );
    for (const batch of batchLines(entries)) {
      const payload = renderNotice(
        { kind: 'activity', entries: batch, skippedBefore: true },
        'srv_1',
        'n'.repeat(300),
        english,
      );
      for (const embed of payload.embeds ?? []) {
        const fitted = fitEmbed(embed, english);
        expect(fitted.description).toBe(embed.description);
        expect((fitted.title ?? '').length).toBeLessThanOrEqual(limits.embedTitle);
      }
    }
  });
});
