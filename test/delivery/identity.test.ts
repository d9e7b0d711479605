import { describe, expect, it } from 'vitest';
import { carriesMarker, postIdentity, withMarker } from '../../src/delivery/identity.js';

const read = (payload: ReturnType<typeof withMarker>) => ({
  content: payload.content ?? '',
  embeds: (payload.embeds ?? []).map((embed) => ({ ...embed, footer: { text: embed.footer?.text ?? '' } })),
});

describe('a post’s identity', () => {
  it('is the same for the same event and channel, different for another, and its nonce fits Discord', () => {
    const identity = postIdentity('activity:srv_1:e1..e4', '910000000000000001');
    expect(postIdentity('activity:srv_1:e1..e4', '910000000000000001')).toEqual(identity);
    expect(identity.nonce.length).toBeLessThanOrEqual(25);
    const other = postIdentity('activity:srv_1:e5', '910000000000000001');
    const elsewhere = postIdentity('activity:srv_1:e1..e4', '910000000000000002');
    expect(new Set([identity.marker, other.marker, elsewhere.marker]).size).toBe(3);
    expect(new Set([identity.nonce, other.nonce, elsewhere.nonce]).size).toBe(3);
  });

  it('is recognised in a message read back, in an embed footer or under plain content, and only its own', () => {
    const { marker } = postIdentity('usage:srv_1:cpu:80:fired:1', 'c');
    const { marker: another } = postIdentity('usage:srv_1:cpu:80:recovered:2', 'c');
    const embed = withMarker({ embeds: [{ title: 'CPU', footer: { text: 'srv_1' } }] }, marker);
    expect(embed.embeds?.[0]?.footer?.text).toBe(`srv_1 · ref ${marker}`);
    const plain = withMarker({ content: '⚠️ An alert could not be posted' }, marker);
    for (const payload of [embed, plain]) {
      expect(carriesMarker(read(payload), marker)).toBe(true);
      expect(carriesMarker(read(payload), another)).toBe(false);
    }
  });
});
