import { createConnection } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startSandbox } from '../../src/sandbox/index.js';
import { call, type Page, type ServerItem } from './helpers.js';

describe('the sandbox game responders', () => {
  it('hands out only loopback addresses, each game server on the port of its responder', async () => {
    const sandbox = await startSandbox();
    const rust = sandbox.addServer(sandbox.apiKeys[0] ?? '', { name: 'Rust', game: 'rust' });
    await sandbox.gamesReady();
    const list = await call<Page<ServerItem[]>>(sandbox, 'GET', '/servers');
    const ids = [...list.body.data.map((item) => item.id), rust.id];
    const allocations = ids.map((id) => sandbox.server(id)?.allocation as { ip: string; port: number });
    expect(allocations.every((allocation) => allocation.ip === '127.0.0.1')).toBe(true);
    for (const id of ids)
      expect(sandbox.server(id)?.allocation).toEqual({ ip: '127.0.0.1', port: sandbox.game(id)?.port });
    expect(sandbox.game(rust.id)?.kind).toBe('source');
    await sandbox.close();
  });

  it('lets players come and go, the same for the same seed and time', async () => {
    const first = await startSandbox({ seed: false, gameSeed: 42 });
    const second = await startSandbox({ seed: false, gameSeed: 42 });
    const key = first.apiKeys[0] ?? '';
    const a = first.addServer(key, { id: 'srv_same', name: 'Same' });
    second.addServer(key, { id: 'srv_same', name: 'Same' });
    expect(first.game(a.id)?.players()).toEqual(second.game(a.id)?.players());
    const realNow = Date.now;
    const rosters = new Set<string>();
    try {
      for (let minute = 0; minute < 10; minute += 1) {
        Date.now = () => realNow() + minute * 60_000;
        rosters.add(JSON.stringify(first.game(a.id)?.players()));
      }
    } finally {
      Date.now = realNow;
    }
    expect(rosters.size).toBeGreaterThan(3);
    first.game(a.id)?.setPlayers({ names: ['Pinned'] });
    expect(first.game(a.id)?.players()).toEqual({ online: 1, max: 20, names: ['Pinned'] });
    await Promise.all([first.close(), second.close()]);
  });

  it('stops a removed server responder', async () => {
    const sandbox = await startSandbox({ seed: false });
    const added = sandbox.addServer(sandbox.apiKeys[0] ?? '', { name: 'Gone soon' });
    await sandbox.gamesReady();
    const port = sandbox.game(added.id)?.port ?? 0;
    sandbox.removeServer(added.id);
    expect(sandbox.game(added.id)).toBeUndefined();
    await sandbox.gamesReady();
    const refused = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ host: '127.0.0.1', port });
      socket.once('connect', () => resolve(socket.destroy() && false));
      socket.once('error', () => resolve(true));
    });
    expect(refused).toBe(true);
    await sandbox.close();
  });
});
