import {
  channelMention,
  PermissionFlagsBits,
  RESTJSONErrorCodes,
  type GuildBasedChannel,
  type GuildMember,
} from 'discord.js';
import { english, phrase, type Phrase } from '../i18n/index.js';
import { UserError } from '../render/errors.js';
import { escapeApiText } from '../render/format.js';

/** What the bot needs in a channel to post there on its own: alerts, boards, audit records, notices. */
const postingPermissions = new Map<bigint, { name: string; said: Phrase }>([
  [PermissionFlagsBits.ViewChannel, { name: 'View Channel', said: phrase('permission.viewChannel') }],
  [PermissionFlagsBits.SendMessages, { name: 'Send Messages', said: phrase('permission.sendMessages') }],
  [PermissionFlagsBits.EmbedLinks, { name: 'Embed Links', said: phrase('permission.embedLinks') }],
]);

/** The posting permissions the bot's member lacks in the channel: English names, for logs. */
export function missingPostingPermissions(channel: GuildBasedChannel, me: GuildMember): string[] {
  return missingPermissions(channel, me).map(({ name }) => name);
}

/** The same, as Discord names them in each reader's language: for what people read. */
export function missingPostingPhrases(channel: GuildBasedChannel, me: GuildMember): Phrase[] {
  return missingPermissions(channel, me).map(({ said }) => said);
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

/** Discord's answers that mean the bot cannot post in the channel any more, as the notices say them. */
const lostChannelPhrases = new Map<number | string, Phrase>([
  [RESTJSONErrorCodes.UnknownChannel, phrase('permission.lost.unknownChannel')],
  [RESTJSONErrorCodes.MissingAccess, phrase('permission.lost.missingAccess')],
  [RESTJSONErrorCodes.MissingPermissions, phrase('permission.lost.missingPermissions')],
]);

/** The same in English, for logs and the stored reason a channel was paused for. */
export const lostChannelReasons = new Map<number | string, string>(
  [...lostChannelPhrases].map(([code, said]) => [code, english.say(said)]),
);

/** The English reasons as stored, back to what each says: a stored pause reason for a reader. */
const phrasesByReason = new Map([...lostChannelPhrases.values()].map((said) => [english.say(said), said]));

/** A stored pause reason in its reader's words when it is one the bot gives; any other as it is. */
export function saidReason(reason: string): Phrase | string {
  return phrasesByReason.get(reason) ?? escapeApiText(reason);
}
