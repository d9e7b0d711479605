import { createConnection } from 'node:net';
import { expect, vi } from 'vitest';
import { startSandbox, type Sandbox } from '../../src/sandbox/index.js';

export type GameWorld = { sandbox: Sandbox; key: string; add(game: string, name?: string): Promise<string> };

/** A sandbox without its seeded servers, and a way to add one game server and wait for its responder. */
export async function gameWorld(): Promise<GameWorld> {
  const sandbox = await startSandbox({ seed: false, gameSeed: 7 });
  const key = sandbox.apiKeys[0] ?? '';
  return {
    sandbox,
    key,
    async add(game, name = `${game} server`) {
      const { id } = sandbox.addServer(key, { name, game });
      await sandbox.gamesReady();
      return id;
    },
  };
}

/** Resolves once the loopback port refuses connections: a removed server's responder closes on its own time. */
export async function refusing(port: number): Promise<void> {
  const refused = () =>
    new Promise<boolean>((resolve) => {
      const socket = createConnection({ host: '127.0.0.1', port });
      socket.once('connect', () => resolve(socket.destroy() && false));
      socket.once('error', () => resolve(true));
    });
  await vi.waitFor(async () => expect(await refused()).toBe(true), { timeout: 5_000, interval: 5 });
}

/** The server record as the API shows it, for the engine to read. */
export function recordOf(sandbox: Sandbox, id: string): Record<string, unknown> {
  const record = sandbox.server(id);
  if (record === undefined) throw new Error(`no server ${id}`);
  return record as unknown as Record<string, unknown>;
}
