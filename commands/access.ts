import {
  PermissionFlagsBits,
  type ChatInputCommandInteraction,
  type SlashCommandSubcommandBuilder,
} from 'discord.js';
import { defineCommand } from '../src/discord/command.js';
import type { BotContext } from '../src/discord/context.js';
import { UserError } from '../src/render/errors.js';
import { botIsInGuild } from '../src/discord/guild-presence.js';
import { joinLinesWithin, limits } from '../src/render/limits.js';
import { truncate } from '../src/render/text.js';
import { escapeApiText, inlineCode } from '../src/render/format.js';
import { fillSentence } from '../src/render/sentences.js';
import { addServerOption, autocompleteServer, serverLabel } from '../src/discord/server-option.js';
import { addGuildOption, guildChoices, guildIdOption, guildLabel } from '../src/discord/guild-option.js';
import type { AuditInputs } from '../src/store/index.js';
import { phrase } from '../src/i18n/index.js';

const accessSentences = {
  guildNotJoined: 'Guild {guildId} (the bot is not in it)',
  moreGuilds: '{count} more guilds are linked: pick one with guild_id to see its servers.',
} as const;

/** A guild as a heading: its name, or its id when the bot is not in it and cannot know the name. */
function guildHeading(interaction: ChatInputCommandInteraction<'cached'>, guildId: string): string {
  return (
    interaction.client.guilds.cache.get(guildId)?.name ??
    fillSentence(accessSentences.guildNotJoined, { guildId })
  );
}

/** The names of the listed servers, each learnt once (and cached by the directory). */
async function serverNames(context: BotContext, serverIds: readonly string[]) {
  const unique = [...new Set(serverIds)];
  const names = await Promise.all(unique.map((serverId) => context.servers.nameOf(serverId)));
  return new Map(unique.map((serverId, index) => [serverId, names[index]]));
}

/** The community guild as the audit trail keeps it: by id, and by name when the bot is in it. */
function guildInput(interaction: ChatInputCommandInteraction<'cached'>, guildId: string): AuditInputs {
  const name = interaction.client.guilds.cache.get(guildId)?.name;
  return { guild: { kind: 'guild', id: guildId, ...(name === undefined ? {} : { name }) } };
}

/** The options of `/access link` and `unlink`: the server, and the community guild it is linked to. */
function withLinkTarget(sub: SlashCommandSubcommandBuilder) {
  return addGuildOption(addServerOption(sub), {
    required: true,
    description: 'The community guild (pick one the bot is in, or paste its id)',
  });
}

async function linkTarget(interaction: ChatInputCommandInteraction<'cached'>, context: BotContext) {
  const guildId = guildIdOption(interaction, true)!;
  if (context.access.scopeOf(guildId) === 'ops') throw new UserError(phrase('access.opsGuildNotLinked'));
  return { guildId, serverId: interaction.options.getString('server', true).trim() };
}

export default defineCommand({
  name: 'access',
  description: 'Decide which community guilds see which servers',
  defaultMemberPermissions: {
    ops: PermissionFlagsBits.ManageGuild,
    community: PermissionFlagsBits.ManageGuild,
  },
  subcommands: {
    link: {
      scopes: ['ops'],
      ephemeral: false,
      audits: 'access.link',
      define: (sub) => withLinkTarget(sub.setDescription('Let a community guild see and manage a server')),
      async execute(interaction, context, audit) {
        const { guildId, serverId } = await linkTarget(interaction, context);
        const { server, added } = await audit.track(
          { inputs: guildInput(interaction, guildId), server: { id: serverId } },
          async () => {
            const found = await context.api.getServer(serverId);
            return { server: found, added: await context.store.link(guildId, found.id) };
          },
          (linked) => ({ server: { id: linked.server.id, name: linked.server.name } }),
        );
        context.servers.invalidate(server.id);
        const inGuild = await botIsInGuild(interaction.client, guildId);
        if (inGuild) await context.syncGuildCommands(guildId);
        const guild = guildLabel(interaction, guildId);
        const lines = [
          added
            ? `🔗 Linked **${escapeApiText(server.name)}** ${inlineCode(server.id)} to ${guild}.`
            : `**${escapeApiText(server.name)}** was already linked to ${guild}.`,
          inGuild
            ? 'Its members with Manage Server now see the server in their commands.'
            : 'The bot is not in that guild yet: invite it there, and the commands appear when it joins.',
        ];
        return { content: lines.join('\n') };
      },
    },
    unlink: {
      scopes: ['ops'],
      ephemeral: false,
      audits: 'access.unlink',
      define: (sub) => withLinkTarget(sub.setDescription('Stop a community guild seeing a server')),
      async execute(interaction, context, audit) {
        const { guildId, serverId } = await linkTarget(interaction, context);
        const serverName = await context.servers.nameOf(serverId);
        const removed = await audit.track(
          {
            inputs: guildInput(interaction, guildId),
            server: { id: serverId, name: serverName },
          },
          () => context.store.unlink(guildId, serverId),
        );
        context.servers.invalidate(serverId);
        const guild = guildLabel(interaction, guildId);
        const server = serverLabel(serverId, serverName);
        return {
          content: removed
            ? `✂️ Unlinked ${server} from ${guild}; that guild can no longer see or act on it.`
            : `${server} was not linked to ${guild}; nothing changed.`,
        };
      },
    },
    list: {
      scopes: ['ops'],
      ephemeral: false,
      define: (sub) =>
        addGuildOption(sub.setDescription('Show which guilds see which servers'), {
          required: false,
          description: 'Only this community guild (pick one, or paste its id)',
        }),
      async execute(interaction, context) {
        const onlyGuild = guildIdOption(interaction, false);
        const links = await context.store.guildLinks();
        const entries = Object.entries(links).filter(
          ([guildId]) => onlyGuild === undefined || guildId === onlyGuild,
        );
        if (entries.length === 0)
          return {
            content: onlyGuild
              ? `${guildLabel(interaction, onlyGuild)} has no linked servers.`
              : 'No community guild is linked to any server yet. Use `/access link`.',
          };
        const shown = entries.slice(0, limits.embedFields);
        const names = await serverNames(
          context,
          shown.flatMap(([, serverIds]) => serverIds),
        );
        return {
          embeds: [
            {
              title: 'Guild access',
              color: 0x5865f2,
              fields: shown.map(([guildId, serverIds]) => ({
                name: truncate(guildHeading(interaction, guildId), limits.fieldName),
                value: joinLinesWithin(
                  serverIds.map((serverId) => serverLabel(serverId, names.get(serverId))),
                  limits.fieldValue,
                ),
              })),
              ...(entries.length > shown.length
                ? {
                    footer: {
                      text: fillSentence(accessSentences.moreGuilds, {
                        count: entries.length - shown.length,
                      }),
                    },
                  }
                : {}),
            },
          ],
        };
      },
    },
  },
  async autocomplete(interaction, context, signal) {
    const focused = interaction.options.getFocused(true);
    return focused.name === 'guild_id'
      ? guildChoices(interaction, focused.value, (guildId) => context.access.scopeOf(guildId) === 'community')
      : autocompleteServer(interaction, context, signal);
  },
});
