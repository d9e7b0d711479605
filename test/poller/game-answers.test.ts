import { describe, expect, it } from 'vitest';
import { type GameAnswers, readGameCheck } from '../../src/status/game-answers.js';
import { PlayerHistory } from '../../src/usage/players.js';

const rule = { checks: 3, spanMs: 60_000 };

/** Runs checks (true: answered) 30 s apart from t=0 and returns the changes they made, in order. */
function run(checks: readonly boolean[], start?: GameAnswers) {
  let state = start;
  const changes: string[] = [];
  checks.forEach((answered, index) => {
    const { next, change } = readGameCheck(state, answered, index * 30_000, rule);
    state = next;
    if (change)
      changes.push(change.event === 'silent' ? `silent@${change.since}` : `answering@${change.answeredAt}`);
  });
  return { state, changes };
}

describe('the game silence rule', () => {
  it('announces a silence after 3 checks in a row spanning 60 s, once, then the answer once', () => {
    const { changes } = run([true, false, false, false, false, false, true, true]);
    // Silent from t=30 s; the third check (t=90 s) spans 60 s.
    expect(changes).toEqual(['silent@30000', 'answering@180000']);
  });

  it('needs the span as well as the count: 3 quick checks are not enough', () => {
    let state = readGameCheck(undefined, true, 0, rule).next;
    for (const at of [1_000, 2_000, 3_000, 4_000]) {
      const { next, change } = readGameCheck(state, false, at, rule);
      expect(change).toBeUndefined();
      state = next;
    }
    expect(readGameCheck(state, false, 61_000, rule).change).toEqual({ event: 'silent', since: 1_000 });
  });

  it('posts nothing for a flap shorter than the rule, and starts counting afresh after it', () => {
    expect(run([true, false, false, true, false, false, true]).changes).toEqual([]);
  });

  it('keeps a game that never answered "unknown": no alert however long it is silent', () => {
    const { state, changes } = run([false, false, false, false, false, false]);
    expect(changes).toEqual([]);
    expect(state?.answeringSince).toBeUndefined();
  });

  it('writes nothing while a game keeps answering (the same state comes back)', () => {
    const first = readGameCheck(undefined, true, 0, rule).next;
    expect(readGameCheck(first, true, 30_000, rule).next).toBe(first);
  });
});

describe('player history', () => {
  it('keeps players per minute and tells the peak of the last 24 h', () => {
    const history = PlayerHistory.empty();
    const hour = 3_600_000;
    history.add(0, 40);
    history.add(3 * hour, 12);
    history.add(26 * hour, 7);
    history.add(26 * hour + 60_000, 9);
    const restored = PlayerHistory.fromRecord(history.toRecord());
    expect(restored.peak(24, 26 * hour + 60_000)).toBe(12);
    expect(restored.span(1, 26 * hour + 60_000).map((point) => point.online)).toEqual([7, 9]);
    expect(PlayerHistory.empty().peak(24, 0)).toBeUndefined();
  });
});
