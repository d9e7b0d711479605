import { silentLogger } from '../src/log.js';
import { PollCycle } from '../src/poller/cycle.js';
import type { Deliverer } from '../src/delivery/discord.js';
import { defaultTiming } from '../src/poller/timing.js';
import { openStore } from '../src/store/index.js';
import { RecordingBoardMessages } from '../test/support/board-messages.js';
import { FakeHostingApi, type VirtualClock } from '../test/support/fake-hosting-api.js';

/**
 * Live status boards on the poller's simulated API (the one bench/poller.ts uses) and a virtual clock: an
 * ops board over every server, with a status change every two minutes on a server the board lists. Reports
 * the server-list calls per minute the boards spend (against their share of the background budget) and the
 * staleness, the time from a change to the board showing it.
 */
const opsGuildId = '900000000000000001';
const rateLimit = { limit: 600, windowMs: 60_000 };
const budgetShare = 0.5;
const durationMs = 30 * 60_000;
const changeEveryMs = 2 * 60_000;
const startAt = Date.parse('2030-01-01T00:00:00Z');

const quietDeliverer: Deliverer = {
  post: async () => ({ outcome: 'delivered' }),
  editReply: async () => ({ outcome: 'delivered' }),
  findPosted: async () => ({ outcome: 'absent' }),
  notifyOps: async () => true,
  opsChannelId: async () => undefined,
  guildNameOf: () => undefined,
};

function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
}

async function runBoards(servers: number) {
  const clock: VirtualClock = { now: startAt };
  const api = new FakeHostingApi(clock);
  api.rateLimit = rateLimit;
  api.overLimit = 'refuse';
  // Names sort as srv00000, srv00001...: the first ones are on the board's first page.
  const width = String(servers).length;
  for (let index = 0; index < servers; index += 1) {
    const id = `srv${String(index).padStart(width, '0')}`;
    api.add(id, 'RUNNING', id);
  }
  const store = await openStore('memory://', () => clock.now);
  await store.boards.claim({ guildId: opsGuildId, channelId: '910000000000000001' }, clock.now);
  const messages = new RecordingBoardMessages(() => clock.now);
  const cycle = new PollCycle({
    api,
    store,
    deliverer: quietDeliverer,
    boardMessages: messages,
    logger: silentLogger(),
    opsGuildId,
    timing: defaultTiming(30),
    budgetShare,
    now: () => clock.now,
  });
  await cycle.load();
  const boardText = () =>
    [...messages.messages.values()]
      .map((message) => message.payload.embeds?.[0]?.description ?? '')
      .join('\n');
  const staleness: number[] = [];
  let pending: { line: string; at: number }[] = [];
  let changes = 0;
  let nextChangeAt = startAt + changeEveryMs;
  while (clock.now < startAt + durationMs) {
    await cycle.runCycle();
    const shown = boardText();
    for (const change of pending) if (shown.includes(change.line)) staleness.push(clock.now - change.at);
    pending = pending.filter((change) => !shown.includes(change.line));
    const wake = Math.min(cycle.nextWakeAt(), nextChangeAt);
    clock.now = Math.max(wake, clock.now + 1);
    if (clock.now >= nextChangeAt) {
      const id = `srv${String(changes % 10).padStart(width, '0')}`;
      // Each change flips a server the board lists: the first ten fail in turn, then recover in turn.
      const status = Math.floor(changes / 10) % 2 === 0 ? 'FAILED' : 'RUNNING';
      api.setStatus(id, status);
      pending.push({ line: `**${id}** · ${status}`, at: clock.now });
      changes += 1;
      nextChangeAt += changeEveryMs;
    }
  }
  const listCalls = api.calls.filter((call) => call.method === 'listServers').length;
  const edits = messages.writes.filter((write) => write.kind === 'edit').length;
  return {
    servers,
    listCallsPerMinute: listCalls / (durationMs / 60_000),
    budgetPerMinute: rateLimit.limit * budgetShare,
    rateLimited: api.rateLimited,
    stalenessP50s: percentile(staleness, 0.5) / 1000,
    stalenessMaxs: Math.max(...staleness) / 1000,
    changesSeen: `${staleness.length}/${changes}`,
    editsPerMinute: edits / (durationMs / 60_000),
  };
}

export default async function run(): Promise<void> {
  console.log(
    `Boards: one ops board, API limit ${rateLimit.limit}/min, background share ${budgetShare}, ` +
      `${durationMs / 60_000} virtual minutes, a status change every ${changeEveryMs / 60_000} min`,
  );
  const rows = [];
  for (const servers of [1_000, 10_000]) rows.push(await runBoards(servers));
  console.table(rows);
}
