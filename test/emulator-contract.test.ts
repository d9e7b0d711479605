import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contractLeniency, contractViolations } from './emulator/contract.js';
import { startDiscordEmulator } from './emulator/index.js';
import { interactionRoutes } from './emulator/interaction-routes.js';
import { resourceRoutes } from './emulator/resource-routes.js';
import { EmulatorState } from './emulator/state.js';

const channelPath = '/channels/310000000000000001/messages';
const validMessage = {
  content: 'Server **srv-1** is running',
  embeds: [
    { title: 'srv-1', description: 'Online', fields: [{ name: 'Players', value: '3/20', inline: true }] },
  ],
  components: [
    { type: 1, components: [{ type: 2, style: 1, label: 'Refresh', custom_id: 'refresh:srv-1' }] },
  ],
  allowed_mentions: { parse: [] },
};

const pointersOf = (request: { method: string; path: string; body: unknown }) =>
  contractViolations(request).map((violation) => violation.pointer);

describe("Discord's OpenAPI contract", () => {
  it('accepts a valid message with an embed and a button', () => {
    expect(contractViolations({ method: 'POST', path: channelPath, body: validMessage })).toEqual([]);
  });

  it('refuses an embed title of the wrong type, with its pointer and operation', () => {
    const body = { ...validMessage, embeds: [{ title: 42 }] };
    expect(contractViolations({ method: 'POST', path: channelPath, body })).toEqual([
      {
        method: 'POST',
        path: channelPath,
        operation: 'POST /channels/{channel_id}/messages',
        pointer: '/body/embeds/0/title',
        message: 'must be string,null',
      },
    ]);
  });

  it('refuses an unknown component type at the type, not at every variant', () => {
    const body = { components: [{ type: 99, components: [] }] };
    const pointers = pointersOf({ method: 'POST', path: channelPath, body });
    expect(pointers.length).toBeGreaterThan(0);
    expect(new Set(pointers)).toEqual(new Set(['/body/components/0/type']));
  });

  it("reports a wrong field inside a union's matching variant only", () => {
    const body = { components: [{ type: 1, components: [{ type: 2, style: 1, label: 7, custom_id: 'a' }] }] };
    expect(pointersOf({ method: 'POST', path: channelPath, body })).toContain(
      '/body/components/0/components/0/label',
    );
  });

  it('refuses a channel id that is not a snowflake, in the path', () => {
    const path = '/channels/general/messages';
    expect(pointersOf({ method: 'POST', path, body: { content: 'hi' } })).toContain('/params/channel_id');
  });

  it('matches the literal @original before a message id', () => {
    const [violation] = contractViolations({
      method: 'PATCH',
      path: '/webhooks/100000000000000100/token/messages/@original',
      body: { content: 7 },
    });
    expect(violation?.operation).toBe('PATCH /webhooks/{webhook_id}/{webhook_token}/messages/@original');
    expect(violation?.pointer).toBe('/body/content');
  });

  it('takes permissions as strings of digits (a listed leniency), not as other strings', () => {
    const path = '/applications/100000000000000100/guilds/300000000000000001/commands';
    const command = (permissions: string) => [
      { name: 'server', description: 'Servers', type: 1, default_member_permissions: permissions },
    ];
    expect(contractViolations({ method: 'PUT', path, body: command('32') })).toEqual([]);
    expect(pointersOf({ method: 'PUT', path, body: command('manage') })).toContain(
      '/body/0/default_member_permissions',
    );
  });

  it('refuses a body the operation does not take, and an operation the document lacks', () => {
    const message = `${channelPath}/310000000000000009`;
    expect(pointersOf({ method: 'DELETE', path: message, body: { reason: 'x' } })).toEqual(['/body']);
    expect(contractViolations({ method: 'GET', path: '/not/discord', body: undefined })).toMatchObject([
      { message: 'the document has no such operation' },
    ]);
  });

  it('has an operation in the document for every route the emulator serves', () => {
    const state = new EmulatorState({
      applicationId: '1',
      botUserId: '1',
      botUsername: 'bot',
      token: 't',
      locale: 'en-US',
    });
    const routes = [...resourceRoutes(state, () => ''), ...interactionRoutes(state)];
    const undocumented = routes.filter(({ method, template }) => {
      const path = template.replaceAll(/:[A-Za-z]+/g, '310000000000000001');
      return contractViolations({ method, path, body: undefined }).some(
        (violation) => violation.operation === '-',
      );
    });
    expect(routes.length).toBeGreaterThan(15);
    expect(undocumented).toEqual([]);
  });

  it('is how the emulator judges every request it serves', async () => {
    const emulator = await startDiscordEmulator({ botToken: 'token', guilds: [] });
    try {
      await fetch(`${emulator.apiUrl}/v10/channels/general/messages`, {
        method: 'POST',
        headers: { authorization: 'Bot token', 'content-type': 'application/json' },
        body: JSON.stringify({ content: 'hi' }),
      });
      expect(emulator.contractViolations.map((violation) => violation.pointer)).toEqual([
        '/params/channel_id',
      ]);
    } finally {
      await emulator.close();
    }
  });

  it('repeats its list of deliberate leniency in docs/architecture.md', () => {
    const architecture = readFileSync('docs/architecture.md', 'utf8').replaceAll(/\s+/g, ' ');
    for (const { what, why } of contractLeniency) expect(architecture).toContain(`${what}: ${why}`);
  });
});
