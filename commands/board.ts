import {
  type ChatInputCommandInteraction,
  channelMention,
  DiscordAPIError,
  RESTJSONErrorCodes,
  time,
} from 'discord.js';
import { defineCommand } from '../src/discord/command.js';
import type { BotContext } from '../src/discord/context.js';
import { requirePosting, saidReason } from '../src/delivery/permissions.js';
import {
  addPostingChannelOption,
  postingChannel,
  type PostingChannel,
} from '../src/discord/channel-option.js';
import { boardId, type Board } from '../src/store/index.js';
import { describe } from '../src/discord/command-text.js';
import { knownPhrase, translatorFor, type Translator } from '../src/i18n/index.js';

async function create(
  interaction: ChatInputCommandInteraction<'cached'>,
  context: BotContext,
  channel: PostingChannel,
  t: Translator,
): Promise<string> {
  await requirePosting(channel);
  const key = { guildId: interaction.guildId, channelId: channel.id };
  await context.quotas.require('boards', interaction.guildId, boardId(key));
  // The record is claimed before anything is posted: the poller posts its one message with a stable nonce.
  const before = await context.store.boards.claim(key, context.now());
  if (before && before.pausedReason === undefined)
    return t.t('board.create.already', { channel: String(channel) });
  context.boards.refreshBoards();
  const scope = context.access.scopeOf(interaction.guildId);
  return [
    t.t(before ? 'board.create.resumed' : 'board.create.posted', { scope, channel: String(channel) }),
    t.t('board.create.shows'),
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

function boardLine(board: Board, t: Translator): string {
  const channel = channelMention(board.channelId);
  const count = board.messageIds.length;
  if (board.pausedReason !== undefined) {
    // The reason in the reader's words where the bot worded it; a board paused before that, as stored.
    const said = board.pausedFor && knownPhrase(board.pausedFor);
    return t.t('board.list.paused', { channel, reason: said ?? saidReason(board.pausedReason) });
  }
  if (count === 0) return t.t('board.list.posting', { channel });
  return board.editedAt === undefined
    ? t.t('board.list.messages', { channel, count })
    : t.t('board.list.messagesEdited', { channel, count, when: time(new Date(board.editedAt), 'R') });
}

export default defineCommand({
  name: 'board',
  description: describe('command.board'),
  subcommands: {
    create: {
      scopes: ['ops', 'community'],
      level: 'operate',
      ephemeral: false,
      audits: 'board.create',
      define: (sub) =>
        addPostingChannelOption(sub.setDescription(describe('command.board.create')), {
          required: true,
          description: describe('command.board.create.channel'),
        }),
      async execute(interaction, context, audit) {
        const channel = postingChannel(interaction);
        const t = translatorFor(interaction.locale);
        const content = await audit.track({ inputs: { channel: { kind: 'channel', id: channel.id } } }, () =>
          create(interaction, context, channel, t),
        );
        return { content };
      },
    },
    remove: {
      scopes: ['ops', 'community'],
      level: 'operate',
      ephemeral: false,
      audits: 'board.remove',
      define: (sub) =>
        addPostingChannelOption(sub.setDescription(describe('command.board.remove')), {
          required: true,
          description: describe('command.board.remove.channel'),
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
        const t = translatorFor(interaction.locale);
        return {
          content: t.t(removed ? 'board.remove.done' : 'board.remove.none', { channel: String(channel) }),
        };
      },
    },
    list: {
      scopes: ['ops', 'community'],
      level: 'read',
      ephemeral: false,
      define: (sub) => sub.setDescription(describe('command.board.list')),
      async execute(interaction, context) {
        const t = translatorFor(interaction.locale);
        const boards = await context.store.boards.ofGuild(interaction.guildId);
        if (boards.length === 0) return { content: t.t('board.list.none') };
        return {
          embeds: [
            {
              title: t.t('board.list.title'),
              description: boards.map((board) => boardLine(board, t)).join('\n'),
              color: 0x5865f2,
              footer: { text: t.t('board.list.footer', { count: boards.length }) },
            },
          ],
        };
      },
    },
  },
});
