import {
  channelMention,
  PermissionFlagsBits,
  RESTJSONErrorCodes,
  type GuildBasedChannel,
  type GuildMember,
} from 'discord.js';
import { UserError } from '../render/errors.js';

/** What the bot needs in a channel to post there on its own: alerts, boards, audit records, notices. */
const postingPermissions = new Map<bigint, string>([
  [PermissionFlagsBits.ViewChannel, 'View Channel'],
  [PermissionFlagsBits.SendMessages, 'Send Messages'],
  [PermissionFlagsBits.EmbedLinks, 'Embed Links'],
]);

/** The posting permissions the bot's member lacks in the channel, by name; empty when it can post. */
export function missingPostingPermissions(channel: GuildBasedChannel, me: GuildMember): string[] {
  const granted = channel.permissionsFor(me);
  return [...postingPermissions].filter(([permission]) => !granted.has(permission)).map(([, name]) => name);
}

/**
 * Refuses, in one sentence for the member, a channel the bot cannot post in: commands check before they save
 * one for the bot to post in later.
 */
export async function requirePosting(channel: GuildBasedChannel): Promise<void> {
  const me = channel.guild.members.me ?? (await channel.guild.members.fetchMe());
  const missing = missingPostingPermissions(channel, me);
  if (missing.length > 0)
    throw new UserError(
      `The bot cannot post in ${channelMention(channel.id)}: it needs ${missing.join(', ')} there. ` +
        "Grant them in the channel's permissions (or pick another channel) and run the command again.",
    );
}

/**
 * Whether the bot may read the channel's history: without it Discord answers a read with an empty list,
 * which would look like "never posted".
 */
export function mayReadHistory(channel: GuildBasedChannel, me: GuildMember): boolean {
  return channel.permissionsFor(me).has(PermissionFlagsBits.ReadMessageHistory);
}

/** Discord's answers that mean the bot cannot post in the channel any more, in words for the ops notice. */
export const lostChannelReasons = new Map<number | string, string>([
  [RESTJSONErrorCodes.UnknownChannel, 'the channel was deleted'],
  [RESTJSONErrorCodes.MissingAccess, 'the bot lost access to the channel'],
  [RESTJSONErrorCodes.MissingPermissions, 'the bot lacks permission to post there'],
]);
