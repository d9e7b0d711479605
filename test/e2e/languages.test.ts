import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translatorFor } from '../../src/i18n/index.js';
import { emulatedUsers, type EmulatedMessage } from '../emulator/index.js';
import { buttons, replyText, visibleText } from './helpers.js';
import {
  communityAdmin,
  communityChannelId,
  communityGuildId,
  opsGuildId,
  startHarness,
  type Harness,
} from './harness.js';
import { fastPoller, nextListReads, run } from './poller-world.js';

/**
 * Each reader in their language, end to end with the real discord.js client: a member whose Discord is in
 * German, a community guild whose Discord language is French, a member in a language the bot lacks.
 */
const de = translatorFor('de');
const fr = translatorFor('fr');
const en = translatorFor('en-US');
let harness: Harness;
let serverId = '';

beforeAll(async () => {
  harness = await startHarness({
    sandbox: { seed: false, provisioningMs: 600, rateLimit: { limit: 6_000, windowMs: 60_000 } },
    app: {
      ...fastPoller,
      pollerTiming: { ...fastPoller.pollerTiming, boardRefreshMs: 150, boardEditIntervalMs: 300 },
      confirmationTtlMs: 60_000,
    },
    env: { LOG_LEVEL: 'silent' },
    guildLocales: { [communityGuildId]: 'fr' },
  });
  serverId = harness.sandbox.addServer(harness.apiKey, {
    name: 'Alpha Survival',
    ramGb: 8,
    diskGb: 80,
    status: 'RUNNING',
    planTier: 'premium',
  }).id;
  await run(harness, 'access', 'link', { server: serverId, guild_id: communityGuildId });
});

/** A command by the community guild's admin, whose Discord is in `locale`. */
const communityCommand = (
  name: string,
  subcommand: string,
  options: Record<string, string>,
  locale: string,
) =>
  harness.emulator
    .sendChatInput({ guildId: communityGuildId, user: communityAdmin, name, subcommand, options, locale })
    .waitForReply();

afterAll(async () => {
  await harness.close();
});

const asGerman = (subcommand: string, options: Record<string, string | number | boolean>) =>
  harness.command({ name: 'server', subcommand, options, locale: 'de' }).waitForReply();

describe('a member whose Discord is in German', () => {
  it('gets /server info in German', async () => {
    const view = await asGerman('info', { server: serverId });
    const fields = view.message?.embeds[0]?.fields?.map((field) => field.name) ?? [];
    expect(fields).toContain(de.t('availability.name'));
    expect(fields).not.toContain(en.t('availability.name'));
    expect(visibleText(view.message)).toContain('Alpha Survival');
  });

  it('gets a validation error in German, before any request', async () => {
    const creates = () => harness.sandbox.requests.filter((request) => request.method === 'POST').length;
    const before = creates();
    const view = await asGerman('create', { name: 'Delta', ram: 2.3 });
    expect(replyText(view)).toContain(de.t('validation.ramSteps'));
    expect(creates()).toBe(before);
  });

  it('gets the delete confirmation prompt in German, its buttons too', async () => {
    const view = await asGerman('delete', { server: serverId });
    const labels = buttons(view.message).map((button) => button.label);
    expect(labels).toEqual([de.t('server.delete.confirm'), de.t('confirmation.cancel')]);
    expect(view.message?.embeds[0]?.title).toBe(de.t('server.delete.title', { name: 'Alpha Survival' }));
    const cancel = buttons(view.message).find((button) => button.label === de.t('confirmation.cancel'));
    const after = await harness.emulator
      .sendButton({
        message: view.message as EmulatedMessage,
        customId: cancel?.custom_id ?? '',
        user: emulatedUsers.admin,
        locale: 'de',
      })
      .waitForReply();
    expect(visibleText(after.message)).toContain(de.t('confirmation.cancelled'));
  });

  it('gets the reply of /server create, and its edit once provisioning ends, in German', async () => {
    const handle = harness.command({
      name: 'server',
      subcommand: 'create',
      options: { name: 'Gamma', ram: 2 },
      locale: 'de',
    });
    const view = await handle.waitForReply();
    expect(view.message?.embeds[0]?.title).toContain(
      de.t('server.create.title', { symbol: '', name: '\u0000' }).split('\u0000')[0]?.trim() ?? '',
    );
    const words = de
      .t('alerts.provisioned.readyTitle', { symbol: '', name: '\u0000' })
      .split('\u0000')
      .map((part) => part.trim())
      .filter((part) => part !== '');
    const edited = await handle.waitForReply(
      (reply) => words.every((part) => reply.message?.embeds[0]?.title?.includes(part) ?? false),
      10_000,
    );
    expect(edited.message?.embeds[0]?.title).toContain('Gamma');
  });

  it('sees German descriptions registered beside the English ones', () => {
    const server = harness.emulator.commands(opsGuildId).find((command) => command.name === 'server') as
      | { description: string; description_localizations?: Record<string, string> }
      | undefined;
    expect(server?.description_localizations?.de).toBe(de.t('command.server'));
    expect(server?.description).toBe(en.t('command.server'));
  });
});

describe('a member whose Discord language the bot does not speak', () => {
  it('is answered in English', async () => {
    const view = await harness
      .command({ name: 'server', subcommand: 'create', options: { name: 'D', ram: 2.3 }, locale: 'th' })
      .waitForReply();
    expect(replyText(view)).toContain(en.t('validation.ramSteps'));
  });
});

describe('a community guild whose Discord language is French', () => {
  it('gets its alerts and its board in French, whoever set them up', async () => {
    const subscribe = await communityCommand(
      'alerts',
      'subscribe',
      { channel: communityChannelId, server: serverId, events: 'status' },
      'en-US',
    );
    // The member who asked reads the answer in their own language, English here.
    expect(replyText(subscribe)).not.toContain('⟦');
    await communityCommand('board', 'create', { channel: communityChannelId }, 'en-US');
    const board = () =>
      harness.emulator
        .messages(communityChannelId)
        .find((message) => message.embeds.some((embed) => embed.title?.startsWith(fr.t('board.title'))));
    await harness.emulator.waitFor(board);
    // Until a status pass has read the server running (twice: the second began after the board).
    await nextListReads(harness, 2);
    harness.sandbox.setStatus(serverId, 'OFFLINE');
    // The words around the server's name in the French title, and in the English one.
    const words = (t: typeof fr) =>
      t
        .t('alerts.status.downTitle', { symbol: '', server: '\u0000' })
        .split('\u0000')
        .map((part) => part.trim());
    const alert = await harness.emulator.waitFor(() =>
      harness.emulator
        .messages(communityChannelId)
        .find(
          (message) =>
            message.interactionId === undefined &&
            message.embeds.some(
              (embed) => embed.title?.includes('Alpha Survival') && embed.footer?.text.startsWith(serverId),
            ),
        ),
    );
    const title = alert.embeds[0]?.title ?? '';
    for (const part of words(fr).filter((part) => part !== '')) expect(title).toContain(part);
    for (const part of words(en).filter((part) => part !== '')) expect(title).not.toContain(part);
    expect(buttons(alert).map((button) => button.label)).toEqual([
      fr.t('server.alertButton.acknowledge'),
      fr.t('server.alertButton.info'),
      fr.t('server.alertButton.resources'),
      fr.t('server.alertButton.silence'),
    ]);
  });

  it('can set its posts to German with /language, audited', async () => {
    const view = await communityCommand('language', 'set', { language: 'de' }, 'fr');
    expect(replyText(view)).toContain('Deutsch');
    expect(replyText(view)).toContain(fr.t('language.set.chosen', { language: 'Deutsch' }).slice(0, 12));
    const records = await harness.app.store.audit.records();
    expect(records.find((record) => record.action === 'language.set')).toMatchObject({
      inputs: { language: { kind: 'language', locale: 'de' } },
      outcome: { kind: 'done' },
    });
    const germanBoard = () =>
      harness.emulator
        .messages(communityChannelId)
        .some((message) => message.embeds.some((embed) => embed.title?.startsWith(de.t('board.title'))));
    await harness.emulator.waitFor(germanBoard);
  });
});
