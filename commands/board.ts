import {
  type ChatInputCommandInteraction,
  channelMention,
  DiscordAPIError,
  PermissionFlagsBits,
  RESTJSONErrorCodes,
  time,
} from 'discord.js';
import { defineCommand } from '../src/discord/command.js';
import type { BotContext } from '../src/discord/context.js';
import { escapeApiText } from '../src/render/format.js';
import { requirePosting } from '../src/delivery/permissions.js';
import {
  addPostingChannelOption,
  postingChannel,
  type PostingChannel,
} from '../src/discord/channel-option.js';
import { boardId, type Board } from '../src/store/index.js';

function whatItShows(context: BotContext, guildId: string): string {
  return context.access.scopeOf(guildId) === 'ops'
    ? 'every server of the account'
    : 'every server linked to this guild';
}

async function create(
  interaction: ChatInputCommandInteraction<'cached'>,
  context: BotContext,
  channel: PostingChannel,
): Promise<string> {
  await requirePosting(channel);
  const key = { guildId: interaction.guildId, channelId: channel.id };
  await context.quotas.require('boards', interaction.guildId, boardId(key));
  // The record is claimed before anything is posted: the poller posts its one message with a stable nonce.
  const before = await context.store.boards.claim(key, context.now());
  if (before && before.pausedReason === undefined)
    return `${channel} already has a status board; nothing changed. \`/board remove\` there drops it.`;
  context.boards.refreshBoards();
  return [
    `📋 ${before ? 'Resumed: the' : 'The'} status board of ${whatItShows(context, interaction.guildId)} ` +
      `appears in ${channel} within moments, and is edited in place from then on.`,
    'It shows each server’s state, game, size, usage where sampled and connect address, and how fresh it is.',
  ].join('\n');
}

/** Deletes the board's messages; ones already deleted, or in a channel the bot lost, are no concern. */
async function deleteMessages(interaction: ChatInputCommandInteraction<'cached'>, board: Board) {
  const channel = interaction.guild.channels.cache.get(board.channelId);
  if (!channel?.isTextBased()) return;
  for (const messageId of board.messageIds) {
    try {
      await channel.messages.delete(messageId);
    } catch (error) {
      const lost: readonly unknown[] = [
        RESTJSONErrorCodes.UnknownMessage,
        RESTJSONErrorCodes.UnknownChannel,
        RESTJSONErrorCodes.MissingAccess,
        RESTJSONErrorCodes.MissingPermissions,
      ];
      if (!(error instanceof DiscordAPIError && lost.includes(error.code))) throw error;
    }
  }
}

function boardLine(board: Board): string {
  const where = channelMention(board.channelId);
  const pages = board.messageIds.length === 1 ? '1 message' : `${board.messageIds.length} messages`;
  if (board.pausedReason !== undefined)
    return (
      `${where} · ⏸️ paused: ${escapeApiText(board.pausedReason)}; ` + 'run `/board create` there to resume'
    );
  if (board.messageIds.length === 0) return `${where} · being posted`;
  const edited = board.editedAt === undefined ? '' : ` · last edited ${time(new Date(board.editedAt), 'R')}`;
  return `${where} · ${pages}${edited}`;
}

export default defineCommand({
  name: 'board',
  description: 'A live status message of your servers, edited in place',
  defaultMemberPermissions: {
    ops: PermissionFlagsBits.ManageGuild,
    community: PermissionFlagsBits.ManageGuild,
  },
  subcommands: {
    create: {
      scopes: ['ops', 'community'],
      ephemeral: false,
      audits: 'board.create',
      define: (sub) =>
        addPostingChannelOption(
          sub.setDescription('Post a live status board in a channel, kept current in place'),
          {
            required: true,
            description: 'The text or announcement channel for the board',
          },
        ),
      async execute(interaction, context, audit) {
        const channel = postingChannel(interaction);
        const content = await audit.track({ inputs: { channel: { kind: 'channel', id: channel.id } } }, () =>
          create(interaction, context, channel),
        );
        return { content };
      },
    },
    remove: {
      scopes: ['ops', 'community'],
      ephemeral: false,
      audits: 'board.remove',
      define: (sub) =>
        addPostingChannelOption(sub.setDescription('Remove the status board of a channel, and its message'), {
          required: true,
          description: 'The channel of the board',
        }),
      async execute(interaction, context, audit) {
        const channel = postingChannel(interaction);
        const removed = await audit.track(
          { inputs: { channel: { kind: 'channel', id: channel.id } } },
          async () => {
            const board = await context.store.boards.remove({
              guildId: interaction.guildId,
              channelId: channel.id,
            });
            if (board) await deleteMessages(interaction, board);
            return board;
          },
        );
        return {
          content: removed
            ? `🗑️ Removed the status board of ${channel}.`
            : `${channel} has no status board; nothing changed. \`/board list\` shows this guild's boards.`,
        };
      },
    },
    list: {
      scopes: ['ops', 'community'],
      ephemeral: false,
      define: (sub) => sub.setDescription("Show this guild's status boards"),
      async execute(interaction, context) {
        const boards = (await context.store.boards.list()).filter(
          (board) => board.guildId === interaction.guildId,
        );
        if (boards.length === 0)
          return { content: 'This guild has no status boards yet. Use `/board create`.' };
        return {
          embeds: [
            {
              title: 'Status boards',
              description: boards.map(boardLine).join('\n'),
              color: 0x5865f2,
              footer: { text: `${boards.length} board${boards.length === 1 ? '' : 's'}` },
            },
          ],
        };
      },
    },
  },
});
