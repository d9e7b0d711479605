import { describe, expect, it } from 'vitest';
import type { Server } from '../../src/api/index.js';
import type { UsageFigures } from '../../src/usage/figures.js';
import { english, translatorFor } from '../../src/i18n/index.js';
import { type BoardView, freshnessStepMs, maxBoardPages, renderBoard } from '../../src/render/board.js';
import {
  type AttentionFacts,
  maxTrackedConditions,
  needingAttention,
  sameConditions,
  slowProvisioningMs,
  trackConditions,
} from '../../src/render/board-attention.js';

const readAt = Date.parse('2030-01-01T12:00:00Z');
const noFacts: AttentionFacts = { overThreshold: new Map(), since: {}, now: readAt };

function view(servers: Server[] | undefined, overrides: Partial<BoardView> = {}): BoardView {
  return {
    servers,
    usage: new Map(),
    facts: noFacts,
    usageAlertsActive: 0,
    readAt,
    staleSince: undefined,
    refreshEveryMs: 30_000,
    ...overrides,
  };
}

const server = (id: string, name: string, status = 'RUNNING'): Server => ({ id, name, status, ramGb: 4 });

const descriptions = (pages: ReturnType<typeof renderBoard>) =>
  pages.map((page) => page.payload.embeds?.[0]?.description ?? '');
const text = (pages: ReturnType<typeof renderBoard>) => descriptions(pages).join('\n');
/** The servers listed, in order: a server's line is its mark, then its name in bold. */
const namesIn = (shown: string) => [...shown.matchAll(/^\S+ \*\*([^*]+)\*\* ·/gmu)].map((match) => match[1]);
const stamp = (at: number) => `<t:${Math.floor(at / 1000)}:R>`;

/** Many running servers with long names, and a few in trouble named to sort last. */
function fleet(count: number, troubled: [string, string][] = []): Server[] {
  const running = Array.from({ length: count }, (_, index) =>
    server(`id${index}`, `Server number ${String(index).padStart(5, '0')} with a long name`),
  );
  return [...running, ...troubled.map(([name, status], index) => server(`bad${index}`, name, status))];
}

describe('renderBoard', () => {
  it('opens with the summary and every server needing attention, most urgent first, with since when', () => {
    const facts: AttentionFacts = {
      overThreshold: new Map([['hot', [{ metric: 'cpu', threshold: 80 }]]]),
      since: {
        down: { condition: 'STOPPED', at: readAt - 3_600_000 },
        lock: { condition: 'SUSPENDED', at: readAt - 60_000 },
        hot: { condition: 'RUNNING|over', at: readAt - 120_000 },
        // A remembered time for another condition is not shown as this one's.
        boom: { condition: 'RUNNING', at: readAt - 999_000 },
      },
      now: readAt,
    };
    const servers = [
      server('ok', 'Alpha'),
      server('hot', 'Hot'),
      server('down', 'Down', 'STOPPED'),
      server('odd', 'Odd', 'HIBERNATING'),
      server('lock', 'Locked', 'SUSPENDED'),
      server('boom', 'Zulu', 'FAILED'),
      server('new', 'Newborn', 'PROVISIONING'),
    ];
    const pages = renderBoard(view(servers, { facts, usageAlertsActive: 2 }), english);
    expect(pages).toHaveLength(1);
    const [top] = descriptions(pages);
    expect(top).toContain(
      '**7 servers**: 1 failed · 1 suspended · 1 stopped · 1 provisioning · 1 unknown · 2 running · ' +
        '🔥 2 usage alerts active',
    );
    expect(top).toContain('**Needs attention** · 5');
    expect(namesIn(top ?? '')).toEqual(['Zulu', 'Locked', 'Down', 'Hot', 'Odd', 'Newborn', 'Alpha']);
    expect(top).toContain(`**SUSPENDED** · seen since ${stamp(readAt - 60_000)}`);
    expect(top).toContain(`**STOPPED** · seen since ${stamp(readAt - 3_600_000)}`);
    expect(top).toContain(`since ${stamp(readAt - 120_000)} · CPU above 80%`);
    expect(top).not.toContain(stamp(readAt - 999_000));
    expect(top).toContain('HIBERNATING** · a state the bot does not know');
    // The rest follows, grouped by state then name (in the same message while it fits there).
    expect(top).toMatch(/\n\n\*\*PROVISIONING\*\*\n.*Newborn.*\n\*\*RUNNING\*\*\n.*Alpha/);
    expect(pages[0]?.payload.embeds?.[0]?.color).toBe(0xe74c3c);
  });

  it('says nothing needs attention when nothing does, still counting every state', () => {
    const [top] = descriptions(renderBoard(view([server('a', 'Alpha')]), english));
    expect(top).toContain('**1 server**: 0 failed · 0 suspended · 0 stopped · 0 provisioning · 1 running');
    expect(top).toContain('🔥 0 usage alerts active');
    expect(top).toContain('✅ Nothing needs attention.');
  });

  it('puts a server provisioning longer than expected at the top, and a fresh one with the rest', () => {
    const slow = { ...server('slow', 'Slow', 'PROVISIONING'), createdAt: '2030-01-01T11:40:00Z' };
    const fresh = { ...server('fresh', 'Fresh', 'PROVISIONING'), createdAt: '2030-01-01T11:55:00Z' };
    const items = needingAttention([slow, fresh], noFacts);
    expect(items.map((item) => [item.server.id, item.reason])).toEqual([['slow', 'slow-provisioning']]);
    // Without a creation time, since when the board first saw it provisioning counts.
    const since = { fresh: { condition: 'PROVISIONING', at: readAt - slowProvisioningMs - 1 } };
    const seen = needingAttention([server('fresh', 'Fresh', 'PROVISIONING')], { ...noFacts, since });
    expect(seen.map((item) => item.reason)).toEqual(['slow-provisioning']);
  });

  it('lists the rest by name then id, whatever order they came in', () => {
    const shown = text(
      renderBoard(view([server('b', 'Beta'), server('z', 'Alpha'), server('a', 'Alpha')]), english),
    );
    expect(namesIn(shown)).toEqual(['Alpha', 'Alpha', 'Beta']);
  });

  it('keeps its hashes while only the freshness moves within a step, and changes them when a state changes', () => {
    const servers = [server('a', 'Alpha')];
    const [first] = renderBoard(view(servers), english);
    const [later] = renderBoard(view(servers, { readAt: readAt + 1_000 }), english);
    const [nextStep] = renderBoard(view(servers, { readAt: readAt + freshnessStepMs }), english);
    const [changed] = renderBoard(view([server('a', 'Alpha', 'FAILED')]), english);
    expect(later?.hash).toBe(first?.hash);
    expect(nextStep?.hash).not.toBe(first?.hash);
    expect(changed?.hash).not.toBe(first?.hash);
  });

  it("is drawn in its guild's language, and its hashes change with the language and only with it", () => {
    const servers = [server('a', 'Alpha'), server('b', 'Beta', 'FAILED')];
    const [english1] = renderBoard(view(servers), english);
    const [english2] = renderBoard(view(servers), english);
    const [german] = renderBoard(view(servers), translatorFor('de'));
    const [german2] = renderBoard(view(servers, { readAt: readAt + 1_000 }), translatorFor('de'));
    const [british] = renderBoard(view(servers), translatorFor('en-GB'));
    expect(german?.payload.embeds?.[0]?.title).toBe('Serverstatus');
    expect(german?.payload.embeds?.[0]?.description).toContain('**Braucht Aufmerksamkeit** · 1');
    expect(english2?.hash).toBe(english1?.hash);
    expect(german2?.hash).toBe(german?.hash);
    expect(german?.hash).not.toBe(english1?.hash);
    // British English reads the same here, yet a guild switching to it gets its board edited all the same.
    expect(british?.payload.embeds?.[0]?.description).toBe(english1?.payload.embeds?.[0]?.description);
    expect(british?.hash).not.toBe(english1?.hash);
  });

  it('names trouble deep in the alphabet first at 10,000 servers, within 10 messages and Discord limits', () => {
    const servers = fleet(10_000, [
      ['Zz failed', 'FAILED'],
      ['Zz suspended', 'SUSPENDED'],
      ['Zz stopped', 'STOPPED'],
    ]);
    const pages = renderBoard(view(servers), english);
    expect(pages).toHaveLength(maxBoardPages);
    const shown = descriptions(pages);
    for (const description of shown) expect(description.length).toBeLessThanOrEqual(4_096);
    expect(namesIn(shown[0] ?? '')).toEqual(['Zz failed', 'Zz suspended', 'Zz stopped']);
    expect(shown[0]).toContain('**10003 servers**: 1 failed · 1 suspended · 1 stopped · 0 provisioning');
    expect(pages.map((page) => page.payload.embeds?.[0]?.title)).toContain(
      `Server status (10/${maxBoardPages})`,
    );
    const listed = namesIn(text(pages)).length;
    const left = Number(
      /… and ([\d,]+) more servers not listed here/.exec(shown.at(-1) ?? '')?.[1]?.replace(/,/g, ''),
    );
    expect(listed + left).toBe(10_003);
    expect(shown.at(-1)).toContain('`/server list status:RUNNING` shows them.');
  });

  it('formats only the servers it shows at 100,000 servers, and counts the rest', () => {
    // Each server's line reads its usage figures once: the reads count the lines formatted.
    class CountingUsage extends Map<string, UsageFigures> {
      reads = 0;
      override get(serverId: string) {
        this.reads += 1;
        return super.get(serverId);
      }
    }
    for (const troubled of [1, 5_000]) {
      const servers = fleet(
        100_000,
        Array.from({ length: troubled }, (_, index) => [`Broken ${index}`, 'FAILED']),
      );
      const usage = new CountingUsage();
      const pages = renderBoard(view(servers, { usage }), english);
      expect(pages).toHaveLength(maxBoardPages);
      const listed = namesIn(text(pages)).length;
      expect(text(pages)).toContain(`${(100_000 + troubled - listed).toLocaleString('en-US')} more servers`);
      // The line that no longer fits the last page is the one formatted beyond those shown.
      expect(usage.reads, `${troubled} troubled`).toBeLessThanOrEqual(listed + 1);
    }
  });

  it('continues the attention list on the next messages when it does not fit the first', () => {
    const servers = fleet(
      500,
      Array.from({ length: 120 }, (_, index) => [`Broken ${index}`, 'FAILED']),
    );
    const shown = descriptions(renderBoard(view(servers), english));
    const failedAt = shown.map((description) =>
      namesIn(description).filter((name) => name?.startsWith('Broken')),
    );
    expect(failedAt[0]?.length).toBeGreaterThan(0);
    expect(failedAt.flat()).toHaveLength(120);
    // Every failed server comes before the first running one.
    const order = namesIn(shown.join('\n'));
    expect(order.findIndex((name) => name?.startsWith('Server'))).toBe(120);
  });

  it('says since when it is stale and never presents old states as current', () => {
    const shown = text(renderBoard(view([server('a', 'Alpha')], { staleSince: readAt + 60_000 }), english));
    expect(shown).toContain('Stale since');
    expect(shown).toContain('the states below are from');
    const unread = text(renderBoard(view(undefined, { readAt: undefined, staleSince: readAt }), english));
    expect(unread).toContain('no states are shown until it answers');
  });
});

describe('trackConditions', () => {
  it('keeps the time a condition was first seen, restarts it on a change, and forgets a running server', () => {
    const first = trackConditions(
      [server('a', 'A', 'FAILED'), server('b', 'B', 'STOPPED'), server('c', 'C')],
      {
        ...noFacts,
        now: 1_000,
      },
    );
    expect(first).toEqual({ a: { condition: 'FAILED', at: 1_000 }, b: { condition: 'STOPPED', at: 1_000 } });
    const second = trackConditions(
      [server('a', 'A', 'FAILED'), server('b', 'B', 'SUSPENDED'), server('c', 'C', 'RUNNING')],
      { overThreshold: new Map([['c', [{ metric: 'ram', threshold: 90 }]]]), since: first, now: 5_000 },
    );
    expect(second).toEqual({
      a: { condition: 'FAILED', at: 1_000 },
      b: { condition: 'SUSPENDED', at: 5_000 },
      c: { condition: 'RUNNING|over', at: 5_000 },
    });
    const third = trackConditions([server('a', 'A', 'RUNNING')], { ...noFacts, since: second, now: 9_000 });
    expect(third).toEqual({});
  });

  it('remembers at most its bound, keeping the most urgent', () => {
    const stopped = Array.from({ length: maxTrackedConditions + 50 }, (_, index) =>
      server(`s${index}`, `S${index}`, 'STOPPED'),
    );
    const tracked = trackConditions([...stopped, server('f', 'Zz', 'FAILED')], noFacts);
    expect(Object.keys(tracked)).toHaveLength(maxTrackedConditions);
    expect(tracked.f).toEqual({ condition: 'FAILED', at: readAt });
  });

  it('compares remembered conditions whatever order they were built in', () => {
    const failed = { condition: 'FAILED', at: 1 };
    const stopped = { condition: 'STOPPED', at: 2 };
    expect(sameConditions({ a: failed, b: stopped }, { b: stopped, a: failed })).toBe(true);
    expect(sameConditions({ a: failed }, { a: { ...failed, at: 3 } })).toBe(false);
    expect(sameConditions({ a: failed }, { a: failed, b: stopped })).toBe(false);
  });
});
