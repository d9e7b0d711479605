import { startSandbox, type Sandbox } from '../../src/sandbox/index.js';

export type GameWorld = { sandbox: Sandbox; key: string; add(game: string, name?: string): Promise<string> };

/** A sandbox without its seeded servers, and a way to add one game server and wait for its responder. */
export async function gameWorld(): Promise<GameWorld> {
  // The engine loads gamedig on its first query, once a process: loaded here, that cost is in no timed query.
  await import('../../src/game/gamedig.js');
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

/** The server record as the API shows it, for the engine to read. */
export function recordOf(sandbox: Sandbox, id: string): Record<string, unknown> {
  const record = sandbox.server(id);
  if (record === undefined) throw new Error(`no server ${id}`);
  return record as unknown as Record<string, unknown>;
}
