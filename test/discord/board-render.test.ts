import { describe, expect, it } from 'vitest';
import type { Server } from '../../src/api/index.js';
import {
  type BoardView,
  freshnessStepMs,
  maxBoardPages,
  renderBoard,
} from '../../src/discord/render/board.js';

const readAt = Date.parse('2030-01-01T12:00:00Z');

function view(servers: Server[] | undefined, overrides: Partial<BoardView> = {}): BoardView {
  return { servers, usage: new Map(), readAt, staleSince: undefined, refreshEveryMs: 30_000, ...overrides };
}

const server = (id: string, name: string, status = 'RUNNING'): Server => ({ id, name, status, ramGb: 4 });

const text = (pages: ReturnType<typeof renderBoard>) =>
  pages.map((page) => page.payload.embeds?.[0]?.description ?? '').join('\n');

describe('renderBoard', () => {
  it('lists servers by name then id, whatever order they came in', () => {
    const shown = text(renderBoard(view([server('b', 'Beta'), server('z', 'Alpha'), server('a', 'Alpha')])));
    const order = [...shown.matchAll(/\*\*(\w+)\*\*/g)].map((match) => match[1]);
    expect(order).toEqual(['Alpha', 'Alpha', 'Beta']);
  });

  it('keeps its hash while only the freshness moves within a step, and changes it when a state changes', () => {
    const servers = [server('a', 'Alpha')];
    const [first] = renderBoard(view(servers));
    const [later] = renderBoard(view(servers, { readAt: readAt + 1_000 }));
    const [nextStep] = renderBoard(view(servers, { readAt: readAt + freshnessStepMs }));
    const [changed] = renderBoard(view([server('a', 'Alpha', 'FAILED')]));
    expect(later?.hash).toBe(first?.hash);
    expect(nextStep?.hash).not.toBe(first?.hash);
    expect(changed?.hash).not.toBe(first?.hash);
  });

  it('spreads many servers over at most a few messages within Discord limits, counting the rest', () => {
    const servers = Array.from({ length: 2_000 }, (_, index) =>
      server(`id${index}`, `Server number ${String(index).padStart(4, '0')} with a long name`),
    );
    const pages = renderBoard(view(servers));
    expect(pages).toHaveLength(maxBoardPages);
    for (const page of pages)
      expect(page.payload.embeds?.[0]?.description?.length).toBeLessThanOrEqual(4_096);
    expect(text(pages)).toMatch(/… and \d+ more servers: `\/server list` shows them all\./);
    expect(pages[0]?.payload.embeds?.[0]?.title).toBe(`Server status (1/${maxBoardPages})`);
  });

  it('says since when it is stale and never presents old states as current', () => {
    const shown = text(renderBoard(view([server('a', 'Alpha')], { staleSince: readAt + 60_000 })));
    expect(shown).toContain('Stale since');
    expect(shown).toContain('the states below are from');
    const unread = text(renderBoard(view(undefined, { readAt: undefined, staleSince: readAt })));
    expect(unread).toContain('no states are shown until it answers');
  });
});
