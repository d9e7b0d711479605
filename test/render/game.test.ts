import { describe, expect, it } from 'vitest';
import type { GameAnswer } from '../../src/game/index.js';
import { gameAlertEmbed, gameFields, motdText, playerNamesLine } from '../../src/render/game.js';
import { discordLength } from '../../src/render/text.js';
import { english } from '../../src/i18n/index.js';

const answer = (overrides: Partial<GameAnswer> = {}): GameAnswer => ({
  state: 'answering',
  checkedAt: 1_000,
  latencyMs: 12.4,
  players: { online: 3, max: 20, names: ['Ann', 'Bob', 'Cy'] },
  ...overrides,
});

describe('game rendering', () => {
  it('names the first 10 players, then how many more are online', () => {
    const names = Array.from({ length: 12 }, (_, index) => `p${index}`);
    expect(playerNamesLine(names, 30, english)).toBe('p0, p1, p2, p3, p4, p5, p6, p7, p8, p9 and 20 more');
    expect(playerNamesLine(['a_b*'], 1, english)).toBe('a\\_b\\*');
    expect(playerNamesLine([], 5, english)).toBeUndefined();
  });

  it('shows a message of the day as plain text, on one line, cut on a character boundary', () => {
    expect(motdText('**hi** [x](https://e.example)\n# head')).toBe(
      '\\*\\*hi\\*\\* \\[x\\]\\(https\\://e.example\\) # head',
    );
    const long = motdText('👨‍👩‍👧'.repeat(400)) ?? '';
    expect(discordLength(long)).toBeLessThanOrEqual(300);
    expect(long.endsWith('…')).toBe(true);
    expect(long.slice(0, -1).length % '👨‍👩‍👧'.length).toBe(0);
  });

  it('says how old a result is, since when a watched game is silent, and why a game was not asked', () => {
    const old = gameFields({ result: answer(), answers: undefined, peak: 9, now: 60_000 }, english);
    expect(old[0]?.value).toMatch(/^🟢 Answering \(12 ms\) · checked <t:1:R>$/);
    expect(old[1]?.value).toBe('👥 3 / 20 online\nPeak in the last 24 h: 9\nAnn, Bob, Cy');
    const silent = gameFields(
      {
        result: { state: 'silent', checkedAt: 90_000, error: 'timeout' },
        answers: {
          watchedSince: 0,
          answeringSince: 0,
          silence: { since: 30_000, checks: 3, announced: true },
        },
        peak: undefined,
        now: 90_000,
      },
      english,
    );
    expect(silent[0]?.value).toBe('🔴 Not answering since <t:30:R>');
    const none = gameFields(
      {
        result: { state: 'not-queried', reason: 'no-address' },
        answers: undefined,
        peak: undefined,
        now: 0,
      },
      english,
    );
    expect(none.map((field) => field.value)).toEqual(['Not asked: the server has no connect address.']);
  });

  it('words the alerts with the server and the downtime', () => {
    expect(gameAlertEmbed({ event: 'silent', since: 30_000 }, 'srv-1', 'A*b', english).title).toBe(
      '🔇 A\\*b: the game is not answering',
    );
    const back = gameAlertEmbed(
      { event: 'answering', silentSince: 30_000, answeredAt: 330_000 },
      'srv-1',
      undefined,
      english,
    );
    expect(back.title).toBe('🔊 srv-1: the game answers again after 5 min');
  });
});
