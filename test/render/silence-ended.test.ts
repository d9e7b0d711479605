import { describe, expect, it } from 'vitest';
import { english, translatorFor } from '../../src/i18n/index.js';
import { silenceEndedEmbed, type SilenceEndedFacts } from '../../src/render/silences.js';

const at = Date.parse('2026-11-29T04:00:00Z');
const facts = (since?: number): SilenceEndedFacts => ({
  setBy: '111',
  setAt: at - 3_600_000,
  endedAt: at,
  still: [
    {
      serverId: 'srv-1',
      name: 'Alpha',
      condition: 'over-threshold',
      metric: 'cpu',
      threshold: 80,
      ...(since === undefined ? {} : { since }),
    },
  ],
  stillMore: 0,
  cameBack: [],
  cameBackMore: 0,
});

describe("a silence's end post", () => {
  it('says since when a server has been over its threshold, when its firing is known', () => {
    const text = silenceEndedEmbed(facts(at - 1_200_000), english).description ?? '';
    expect(text).toContain(
      `**Alpha** \`srv-1\` is still above its CPU threshold of 80%, since <t:${(at - 1_200_000) / 1000}:R>.`,
    );
    expect(silenceEndedEmbed(facts(at - 1_200_000), translatorFor('de')).description).toContain(
      `seit <t:${(at - 1_200_000) / 1000}:R>`,
    );
  });

  it('says it without a time for a usage state stored before crossings kept when they fired', () => {
    const text = silenceEndedEmbed(facts(), english).description ?? '';
    expect(text).toContain('**Alpha** `srv-1` is still above its CPU threshold of 80%.');
    expect(text).not.toContain('since');
  });
});
