import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertInfoId, alertResourcesId, modUpdateId } from '../../src/render/alert-buttons.js';
import { emulatedUsers, type EmulatedMessage, type ReplyView } from '../emulator/index.js';
import { buttonId, replyText, visibleText } from './helpers.js';
import {
  communityAdmin,
  communityChannelId,
  communityGuildId,
  startHarness,
  type Harness,
} from './harness.js';

// In a community guild, a server it is not linked to answers exactly like one that does not exist, on every
// path that takes a server (issue 25, deliverable 4): the same bytes once the id is set aside, and no name.

let harness: Harness;
let linkedId: string;
let unlinkedId: string;
const missingId = 'srv_9999';
const secretName = 'Secret Unlinked';

beforeAll(async () => {
  harness = await startHarness({ sandbox: { seed: false } });
  linkedId = harness.sandbox.addServer(harness.apiKey, {
    name: 'Linked Here',
    ramGb: 8,
    status: 'RUNNING',
    planTier: 'premium',
    gameVersion: '1.20.4',
  }).id;
  unlinkedId = harness.sandbox.addServer(harness.apiKey, {
    name: secretName,
    ramGb: 8,
    status: 'RUNNING',
    planTier: 'premium',
    gameVersion: '1.20.4',
  }).id;
  expect(harness.sandbox.server(missingId)).toBeUndefined();
  await harness
    .command({
      name: 'access',
      subcommand: 'link',
      options: { server: linkedId, guild_id: communityGuildId },
    })
    .waitForReply();
  await harness.emulator.waitFor(() => harness.emulator.commands(communityGuildId).length > 0);
});

afterAll(async () => {
  await harness.close();
});

/** The answer with the server id it was asked about set aside, and never the unlinked server's name. */
function answerFor(view: ReplyView | string, serverId: string): string {
  const text = typeof view === 'string' ? view : replyText(view);
  expect(text).not.toContain(secretName);
  return text.split(serverId).join('<server>');
}

/** Asks the same thing about the unlinked server and the missing one; both answers, ids set aside. */
async function both(ask: (serverId: string) => Promise<ReplyView | string>): Promise<[string, string]> {
  const unlinked = answerFor(await ask(unlinkedId), unlinkedId);
  const missing = answerFor(await ask(missingId), missingId);
  return [unlinked, missing];
}

const communityCommand = (name: string, subcommand: string, options: Record<string, string | number>) =>
  harness.emulator
    .sendChatInput({ guildId: communityGuildId, user: communityAdmin, name, subcommand, options })
    .waitForReply();

describe('unlinked answers like missing in a community guild', () => {
  const commands: [string, string, Record<string, string | number>][] = [
    ['server', 'info', {}],
    ['server', 'activity', {}],
    ['server', 'resources', {}],
    ['mods', 'search', { query: 'compass' }],
    ['mods', 'install', { provider: 'curseforge', mod: '310001', file: '4100011' }],
    ['mods', 'installed', {}],
    ['alerts', 'subscribe', { channel: communityChannelId }],
    ['alerts', 'usage', { channel: communityChannelId, cpu: 90 }],
    ['alerts', 'unsubscribe', { channel: communityChannelId }],
    ['alerts', 'unsubscribe', { channel: communityChannelId, kind: 'usage' }],
  ];
  for (const [name, subcommand, options] of commands) {
    it(`/${name} ${subcommand} ${JSON.stringify(options)}`, async () => {
      const [unlinked, missing] = await both((server) =>
        communityCommand(name, subcommand, { ...options, server }),
      );
      expect(unlinked).toBe(missing);
      expect(unlinked.length).toBeGreaterThan(0);
    });
  }

  it('autocomplete: server suggestions and the mods of a server', async () => {
    const suggest = (name: string, subcommand: string, options: Record<string, string>, focused: string) =>
      harness.emulator
        .sendAutocomplete({
          guildId: communityGuildId,
          user: communityAdmin,
          name,
          subcommand,
          options,
          focused: { name: focused, value: focused === 'server' ? (options.server ?? '') : 'compass' },
        })
        .waitForReply();
    const [unlinkedServers, missingServers] = await both(async (server) =>
      JSON.stringify((await suggest('server', 'info', { server }, 'server')).choices),
    );
    expect(unlinkedServers).toBe(missingServers);
    const byName = await suggest('server', 'info', { server: 'Secret' }, 'server');
    expect(byName.choices).toEqual([]);
    const [unlinkedMods, missingMods] = await both(async (server) =>
      JSON.stringify((await suggest('mods', 'install', { server, provider: 'curseforge' }, 'mod')).choices),
    );
    expect(unlinkedMods).toBe(missingMods);
  });

  it("buttons: an alert's Server info and Resources, and a mod Update", async () => {
    const base: EmulatedMessage = harness.emulator.messages(communityChannelId).at(-1)!;
    const click = async (customId: string) => {
      const message = harness.emulator.forgeCopy(
        {
          ...base,
          components: [{ type: 1, components: [{ type: 2, style: 2, label: 'Go', custom_id: customId }] }],
        },
        communityChannelId,
      );
      return harness.emulator.sendButton({ message, customId, user: communityAdmin }).waitForReply();
    };
    for (const build of [
      (serverId: string) => alertInfoId.build({ serverId }),
      (serverId: string) => alertResourcesId.build({ serverId }),
      (serverId: string) =>
        modUpdateId.build({ serverId, provider: 'curseforge', modId: '310001', fileId: '4100011' }),
    ]) {
      const [unlinked, missing] = await both((server) => click(build(server)));
      expect(unlinked).toBe(missing);
    }
  });

  it('a confirmation whose server was unlinked since answers like one whose server is gone', async () => {
    const prompt = async (serverId: string) => {
      await harness
        .command({
          name: 'access',
          subcommand: 'link',
          options: { server: serverId, guild_id: communityGuildId },
        })
        .waitForReply();
      const view = await communityCommand('mods', 'install', {
        server: serverId,
        provider: 'curseforge',
        mod: '310002',
        file: '4100021',
      });
      return view.message!;
    };
    const confirm = (message: EmulatedMessage) =>
      harness.emulator
        .sendButton({ message, customId: buttonId(message, 'Install'), user: communityAdmin })
        .waitForReply((view) => visibleText(view.message).includes('❌'));
    const gone = harness.sandbox.addServer(harness.apiKey, {
      name: 'Gone Soon',
      ramGb: 8,
      status: 'RUNNING',
      planTier: 'premium',
      gameVersion: '1.20.4',
    }).id;
    const unlinkedPrompt = await prompt(unlinkedId);
    const gonePrompt = await prompt(gone);
    await harness
      .command({
        name: 'access',
        subcommand: 'unlink',
        options: { server: unlinkedId, guild_id: communityGuildId },
      })
      .waitForReply();
    harness.sandbox.removeServer(gone);
    // Only the API can give a request id, so a server gone there is told with one and an unlinked one not;
    // the prompt of a server gone stays (the guild could see it), an unlinked one's is no longer shown.
    const outcome = (view: ReplyView) =>
      (view.message?.content ?? '')
        .split('\n')
        .filter((line) => !line.includes('Request id'))
        .join('\n');
    const unlinkedView = await confirm(unlinkedPrompt);
    expect(visibleText(unlinkedView.message)).not.toContain(secretName);
    const unlinked = outcome(unlinkedView);
    const missing = outcome(await confirm(gonePrompt));
    expect(unlinked).toContain('does not exist or is not available here');
    expect(unlinked).toBe(missing);
    expect(harness.sandbox.server(unlinkedId)).toBeDefined();
  });

  it('names no unlinked server to a plain member either', async () => {
    const view = await harness.emulator
      .sendChatInput({
        guildId: communityGuildId,
        user: emulatedUsers.member,
        name: 'server',
        subcommand: 'info',
        options: { server: unlinkedId },
      })
      .waitForReply();
    answerFor(view, unlinkedId);
  });
});
