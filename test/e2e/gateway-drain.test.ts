import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerInteractionsWhileClosing } from '../../src/discord/gateway-drain.js';
import { replyText } from './helpers.js';
import { startHarness, type Harness } from './harness.js';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness({ sandbox: { seed: false } });
  harness.sandbox.addServer(harness.apiKey, { name: 'Still Answered', status: 'RUNNING' });
});

afterAll(async () => {
  await harness.close();
});

type Shards = { _ws: { strategy: { shards: Map<number, { connection: { onmessage: unknown } }> } } };

describe('a gateway socket discord.js has stopped reading', () => {
  it('still delivers the interactions that arrive on it, and they are answered', async () => {
    const client = harness.app.bot.client;
    answerInteractionsWhileClosing(client);
    // The first thing discord.js does when it closes a shard: drop its message handler, then send the close.
    for (const shard of (client.ws as unknown as Shards)._ws.strategy.shards.values())
      shard.connection.onmessage = null;
    const view = await harness.command({ name: 'server', subcommand: 'list' }).waitForReply(undefined, 5_000);
    expect(replyText(view)).toContain('Still Answered');
  });
});
