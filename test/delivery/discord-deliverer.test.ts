import { Client, Events, GatewayIntentBits } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiscordDeliverer } from '../../src/delivery/discord.js';
import { postIdentity } from '../../src/delivery/identity.js';
import { type DiscordEmulator, startDiscordEmulator } from '../emulator/index.js';

const botToken = 'delivery-deliverer-token';
const guildId = '320000000000000001';
const busyId = '320000000000000011';
const goneId = '320000000000000012';

let emulator: DiscordEmulator;
let client: Client<true>;
let deliverer: DiscordDeliverer;

beforeAll(async () => {
  emulator = await startDiscordEmulator({
    botToken,
    guilds: [
      {
        id: guildId,
        name: 'Ops',
        channels: [
          { id: busyId, name: 'busy' },
          { id: goneId, name: 'gone' },
        ],
      },
    ],
  });
  const unready = new Client({
    intents: [GatewayIntentBits.Guilds],
    rest: { api: emulator.apiUrl, retries: 0 },
  });
  const ready = new Promise<Client<true>>((resolve) => unready.once(Events.ClientReady, resolve));
  await unready.login(botToken);
  client = await ready;
  deliverer = new DiscordDeliverer(guildId, ['secret']);
  deliverer.attach(client);
});

afterAll(async () => {
  await client.destroy();
  await emulator.close();
});

describe('DiscordDeliverer: looking for an earlier post', () => {
  it('finds its post by marker past the first page of a busy channel, and not another event’s', async () => {
    const since = Date.now();
    const { nonce, marker } = postIdentity('activity:srv_1:e1', busyId);
    for (let index = 0; index < 120; index += 1)
      expect(await deliverer.post(busyId, { content: `chatter ${index}` })).toEqual({ outcome: 'delivered' });
    expect(
      await deliverer.post(
        busyId,
        { embeds: [{ title: 'Alert', footer: { text: `srv_1 · ref ${marker}` } }] },
        nonce,
      ),
    ).toEqual({
      outcome: 'delivered',
    });
    expect(await deliverer.findPosted(busyId, marker, since)).toEqual({ outcome: 'found' });
    const reads = emulator.requests.filter(
      (request) => request.method === 'GET' && request.path === `/channels/${busyId}/messages`,
    );
    expect(reads.length).toBe(2);
    const { marker: other } = postIdentity('activity:srv_1:e2', busyId);
    expect(await deliverer.findPosted(busyId, other, since)).toEqual({ outcome: 'absent' });
  });

  it('answers a channel that was deleted as gone', async () => {
    emulator.deleteChannel(goneId);
    const { marker } = postIdentity('activity:srv_1:e3', goneId);
    expect(await deliverer.findPosted(goneId, marker, Date.now())).toMatchObject({ outcome: 'gone' });
  });
});
