import type { Server } from '../../src/api/index.js';
import type { renderBoard } from '../../src/render/board.js';

/**
 * The board the docs show (docs/board-example.md and docs/board.png): five servers, one of each kind of
 * attention, as the real renderer draws them.
 */
export const now = Date.parse('2030-01-01T12:00:00Z');

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

export const sampleBoardInput: Parameters<typeof renderBoard>[0] = {
  servers,
  usage: new Map([
    ['srv_7f3a', { cpuPercent: 37, ramPercent: 62, diskPercent: 48, sampledAt: now - 60_000 }],
    ['srv_2e8f', { cpuPercent: 12, ramPercent: 41, diskPercent: 91, sampledAt: now - 90_000 }],
  ]),
  facts: {
    overThreshold: new Map([['srv_2e8f', [{ metric: 'disk', threshold: 90 }]]]),
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
};
