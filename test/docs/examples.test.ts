import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Server } from '../../src/api/index.js';
import { renderBoard } from '../../src/render/board.js';

/**
 * The picture of a board in docs/board-example.md comes from the real renderer: this test checks it is
 * current, and `UPDATE_DOCS=1 npx vitest run test/docs` writes it again.
 */
const update = process.env.UPDATE_DOCS === '1';
const now = Date.parse('2030-01-01T12:00:00Z');
const boardFile = 'docs/board-example.md';

const servers: Server[] = [
  {
    id: 'srv_7f3a',
    name: 'Survival',
    status: 'RUNNING',
    game: 'Minecraft',
    ramGb: 8,
    diskGb: 80,
    ip: '203.0.113.10',
    port: 25565,
  },
  { id: 'srv_91c2', name: 'Creative', status: 'PROVISIONING', game: 'Minecraft', ramGb: 4, diskGb: 40 },
  { id: 'srv_0b44', name: 'Arena', status: 'FAILED', game: 'CS2', ramGb: 4, diskGb: 40 },
  { id: 'srv_5d10', name: 'Modded', status: 'SUSPENDED', game: 'Minecraft', ramGb: 16, diskGb: 120 },
  {
    id: 'srv_2e8f',
    name: 'Valheim',
    status: 'RUNNING',
    game: 'Valheim',
    ramGb: 8,
    diskGb: 60,
    ip: '203.0.113.11',
    port: 2456,
  },
];

function boardMarkdown(): string {
  const pages = renderBoard({
    servers,
    usage: new Map([
      ['srv_7f3a', { cpuPercent: 37, ramPercent: 62, diskPercent: 48, sampledAt: now - 60_000 }],
      ['srv_2e8f', { cpuPercent: 12, ramPercent: 41, diskPercent: 91, sampledAt: now - 90_000 }],
    ]),
    facts: {
      overThreshold: new Map([['srv_2e8f', 'Disk above 90 %']]),
      since: {
        srv_0b44: { condition: 'FAILED', at: now - 45 * 60_000 },
        srv_5d10: { condition: 'SUSPENDED', at: now - 3 * 86_400_000 },
        srv_2e8f: { condition: 'RUNNING|over', at: now - 12 * 60_000 },
      },
      now,
    },
    usageAlertsActive: 1,
    readAt: now - 20_000,
    staleSince: undefined,
    refreshEveryMs: 30_000,
  });
  const embeds = pages.map((page) => page.payload.embeds?.[0]);
  const colour = `#${(embeds[0]?.color ?? 0).toString(16).padStart(6, '0')}`;
  return [
    '# What a status board looks like',
    '',
    `The message \`/board create\` posts and keeps editing, rendered by \`renderBoard\` (embed colour ${colour},`,
    'the colour of the most urgent server). Discord shows `<t:…:R>` as "20 seconds ago" in each',
    "reader's own time. Past the first message, the rest follow grouped by state, up to 10 messages.",
    '',
    ...embeds.flatMap((embed) => [
      `> **${embed?.title}**`,
      '>',
      ...(embed?.description ?? '').split('\n').map((line) => `> ${line}`.trimEnd()),
      '',
    ]),
  ].join('\n');
}

describe('README board example', () => {
  it('shows the board as renderBoard renders it', () => {
    const markdown = boardMarkdown();
    if (update) writeFileSync(boardFile, markdown);
    expect(readFileSync(boardFile, 'utf8')).toBe(markdown);
  });
});
