import {
  channelMention,
  PermissionFlagsBits,
  RESTJSONErrorCodes,
  type GuildBasedChannel,
  type GuildMember,
} from 'discord.js';
import { phrase, type Phrase } from '../i18n/index.js';
import { UserError } from '../render/errors.js';
import { escapeApiText } from '../render/format.js';

/** What the bot needs in a channel to post there on its own: alerts, boards, audit records, notices. */
const postingPermissions = new Map<bigint, { name: string; said: Phrase }>([
  [PermissionFlagsBits.ViewChannel, { name: 'View Channel', said: phrase('permission.viewChannel') }],
  [PermissionFlagsBits.SendMessages, { name: 'Send Messages', said: phrase('permission.sendMessages') }],
  [PermissionFlagsBits.EmbedLinks, { name: 'Embed Links', said: phrase('permission.embedLinks') }],
]);

/** The posting permissions the bot's member lacks in the channel: English names, for logs and notices. */
export function missingPostingPermissions(channel: GuildBasedChannel, me: GuildMember): string[] {
  return missingPermissions(channel, me).map(({ name }) => name);
}

function missingPermissions(channel: GuildBasedChannel, me: GuildMember) {
  const granted = channel.permissionsFor(me);
  return [...postingPermissions].filter(([permission]) => !granted.has(permission)).map(([, named]) => named);
}

/**
 * Refuses, in one sentence for the member, a channel the bot cannot post in: commands check before they save
 * one for the bot to post in later.
 */
export async function requirePosting(channel: GuildBasedChannel): Promise<void> {
  const me = channel.guild.members.me ?? (await channel.guild.members.fetchMe());
  const missing = missingPermissions(channel, me);
  if (missing.length > 0)
    throw new UserError(
      phrase('permission.cannotPost', {
        channel: channelMention(channel.id),
        permissions: missing.map(({ said }) => said),
      }),
    );
}

/**
 * Whether the bot may read the channel's history: without it Discord answers a read with an empty list,
 * which would look like "never posted".
 */
export function mayReadHistory(channel: GuildBasedChannel, me: GuildMember): boolean {
  return channel.permissionsFor(me).has(PermissionFlagsBits.ReadMessageHistory);
}

/**
 * Discord's answers that mean the bot cannot post in the channel any more, in English words: logged, and
 * stored as the reason a subscription or board is paused.
 */
export const lostChannelReasons = new Map<number | string, string>([
  [RESTJSONErrorCodes.UnknownChannel, 'the channel was deleted'],
  [RESTJSONErrorCodes.MissingAccess, 'the bot lost access to the channel'],
  [RESTJSONErrorCodes.MissingPermissions, 'the bot lacks permission to post there'],
]);

/** The same reasons as their readers say them. */
const lostChannelPhrases = new Map<string, Phrase>([
  ['the channel was deleted', phrase('alerts.reason.channelDeleted')],
  ['the bot lost access to the channel', phrase('alerts.reason.lostAccess')],
  ['the bot lacks permission to post there', phrase('alerts.reason.lacksPermission')],
]);

/** A stored pause reason for a reader: one of the reasons above in their words, any other as it is. */
export function saidReason(reason: string): Phrase | string {
  return lostChannelPhrases.get(reason) ?? escapeApiText(reason);
}
