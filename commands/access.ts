import {
  roleMention,
  time,
  TimestampStyles,
  userMention,
  type ChatInputCommandInteraction,
  type SlashCommandSubcommandBuilder,
} from 'discord.js';
import { accessLevels } from '../src/access/levels.js';
import { roleGrantQuota } from '../src/access/quotas.js';
import { levelNameKeys } from '../src/discord/authorize.js';
import { defineCommand, type SubcommandGroup } from '../src/discord/command.js';
import type { BotContext } from '../src/discord/context.js';
import { UserError } from '../src/render/errors.js';
import { botIsInGuild } from '../src/discord/guild-presence.js';
import { joinLinesWithin, limits } from '../src/render/limits.js';
import { truncate } from '../src/render/text.js';
import { escapeApiText, inlineCode } from '../src/render/format.js';
import { describe } from '../src/discord/command-text.js';
import { addServerOption, autocompleteServer, serverLabel } from '../src/discord/server-option.js';
import { addGuildOption, guildChoices, guildIdOption, guildLabel } from '../src/discord/guild-option.js';
import { accessLevelSchema, type AuditInputs, type RoleGrant } from '../src/store/index.js';
import { phrase, translatorFor, type Translator } from '../src/i18n/index.js';

/** A guild as a heading: its name, or its id when the bot is not in it and cannot know the name. */
function guildHeading(
  interaction: ChatInputCommandInteraction<'cached'>,
  guildId: string,
  t: Translator,
): string {
  return interaction.client.guilds.cache.get(guildId)?.name ?? t.t('access.guildNotJoined', { guildId });
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
  return addGuildOption(addServerOption(sub), { required: true });
}

async function linkTarget(interaction: ChatInputCommandInteraction<'cached'>, context: BotContext) {
  const guildId = guildIdOption(interaction, true)!;
  if (context.access.scopeOf(guildId) === 'ops') throw new UserError(phrase('access.opsGuildNotLinked'));
  return { guildId, serverId: interaction.options.getString('server', true).trim() };
}

/** A role in a reply: a mention, which never pings; @everyone (the guild's id) by its name. */
function roleWords(interaction: ChatInputCommandInteraction<'cached'>, roleId: string): string {
  return roleId === interaction.guildId ? inlineCode('@everyone') : roleMention(roleId);
}

function roleOption(sub: SlashCommandSubcommandBuilder) {
  return sub.addRoleOption((option) =>
    option.setName('role').setDescription(describe('option.role')).setRequired(true),
  );
}

/** The roles by level, highest first, then by when they were granted. */
function byLevel([, a]: [string, RoleGrant], [, b]: [string, RoleGrant]): number {
  const rank = (grant: RoleGrant) => accessLevels.indexOf(grant.level);
  return rank(b) - rank(a) || a.grantedAt - b.grantedAt;
}

/**
 * `/access role`: a guild's administrators grant its roles a level (`src/access/levels.ts`), in the ops guild
 * for the whole fleet, in a community guild for its linked servers. Every grant and removal is audited.
 */
const roleGroup: SubcommandGroup = {
  description: describe('command.access.role'),
  subcommands: {
    set: {
      scopes: ['ops', 'community'],
      level: 'administer',
      ephemeral: false,
      audits: 'access.role.set',
      define: (sub) =>
        roleOption(sub.setDescription(describe('command.access.role.set'))).addStringOption((option) =>
          option
            .setName('level')
            .setDescription(describe('option.level'))
            .setRequired(true)
            .addChoices(
              ...accessLevels.map((level) => ({ name: describe(levelNameKeys[level]), value: level })),
            ),
        ),
      async execute(interaction, context, audit) {
        const roleId = interaction.options.getRole('role', true).id;
        const level = accessLevelSchema.parse(interaction.options.getString('level', true));
        const grant = { level, grantedBy: interaction.user.id, grantedAt: context.now() };
        const result = await audit.track(
          { inputs: { role: { kind: 'role', id: roleId }, level } },
          async () => {
            const granted = await context.store.roleGrants.set(
              interaction.guildId,
              roleId,
              grant,
              roleGrantQuota,
            );
            if (granted.outcome === 'full')
              throw new UserError(phrase('quota.roleGrants', { limit: roleGrantQuota }));
            return granted;
          },
        );
        const t = translatorFor(interaction.locale);
        const said = { role: roleWords(interaction, roleId), level: t.t(levelNameKeys[level]) };
        if (result.outcome === 'unchanged') return { content: t.t('access.role.unchanged', said) };
        return {
          content: result.before
            ? t.t('access.role.changed', { ...said, before: t.t(levelNameKeys[result.before.level]) })
            : t.t('access.role.granted', said),
        };
      },
    },
    remove: {
      scopes: ['ops', 'community'],
      level: 'administer',
      ephemeral: false,
      audits: 'access.role.remove',
      define: (sub) => roleOption(sub.setDescription(describe('command.access.role.remove'))),
      async execute(interaction, context, audit) {
        const roleId = interaction.options.getRole('role', true).id;
        const removed = await audit.track({ inputs: { role: { kind: 'role', id: roleId } } }, () =>
          context.store.roleGrants.remove(interaction.guildId, roleId),
        );
        const t = translatorFor(interaction.locale);
        const role = roleWords(interaction, roleId);
        return {
          content: removed
            ? t.t('access.role.removed', { role, level: t.t(levelNameKeys[removed.level]) })
            : t.t('access.role.notGranted', { role }),
        };
      },
    },
    list: {
      scopes: ['ops', 'community'],
      level: 'read',
      ephemeral: false,
      define: (sub) => sub.setDescription(describe('command.access.role.list')),
      async execute(interaction, context) {
        const t = translatorFor(interaction.locale);
        const grants = Object.entries(await context.store.roleGrants.of(interaction.guildId)).sort(byLevel);
        const lines = grants.map(([roleId, grant]) =>
          t.t('access.role.line', {
            role: roleWords(interaction, roleId),
            level: t.t(levelNameKeys[grant.level]),
            member: userMention(grant.grantedBy),
            when: time(new Date(grant.grantedAt), TimestampStyles.RelativeTime),
          }),
        );
        return {
          embeds: [
            {
              title: t.t('access.role.title'),
              description: lines.length > 0 ? lines.join('\n') : t.t('access.role.none'),
              color: 0x5865f2,
              footer: {
                text: t.t('access.role.baseline', { scope: context.access.scopeOf(interaction.guildId) }),
              },
            },
          ],
        };
      },
    },
  },
};

export default defineCommand({
  name: 'access',
  description: describe('command.access'),
  groups: { role: roleGroup },
  subcommands: {
    link: {
      scopes: ['ops'],
      level: 'administer',
      ephemeral: false,
      audits: 'access.link',
      define: (sub) => withLinkTarget(sub.setDescription(describe('command.access.link'))),
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
        const t = translatorFor(interaction.locale);
        const guild = guildLabel(interaction, guildId);
        const lines = [
          added
            ? t.t('access.linked', { server: serverLabel(server.id, server.name), guild })
            : t.t('access.alreadyLinked', { name: escapeApiText(server.name), guild }),
          t.t(inGuild ? 'access.membersSeeIt' : 'access.botNotInGuild'),
        ];
        return { content: lines.join('\n') };
      },
    },
    unlink: {
      scopes: ['ops'],
      level: 'administer',
      ephemeral: false,
      audits: 'access.unlink',
      define: (sub) => withLinkTarget(sub.setDescription(describe('command.access.unlink'))),
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
        const t = translatorFor(interaction.locale);
        const guild = guildLabel(interaction, guildId);
        const server = serverLabel(serverId, serverName);
        return { content: t.t(removed ? 'access.unlinked' : 'access.notLinked', { server, guild }) };
      },
    },
    list: {
      scopes: ['ops'],
      level: 'read',
      ephemeral: false,
      define: (sub) =>
        addGuildOption(sub.setDescription(describe('command.access.list')), {
          required: false,
          description: describe('command.access.list.guild_id'),
        }),
      async execute(interaction, context) {
        const t = translatorFor(interaction.locale);
        const onlyGuild = guildIdOption(interaction, false);
        // One guild's links are read from its records alone; all of them only when all are asked for.
        const entries =
          onlyGuild === undefined
            ? Object.entries(await context.store.guildLinks())
            : [[onlyGuild, await context.store.linkedServerIds(onlyGuild)] as const].filter(
                ([, serverIds]) => serverIds.length > 0,
              );
        if (entries.length === 0)
          return {
            content: onlyGuild
              ? t.t('access.guildHasNoLinks', { guild: guildLabel(interaction, onlyGuild) })
              : t.t('access.noLinks'),
          };
        const shown = entries.slice(0, limits.embedFields);
        const names = await serverNames(
          context,
          shown.flatMap(([, serverIds]) => serverIds),
        );
        return {
          embeds: [
            {
              title: t.t('access.title'),
              color: 0x5865f2,
              fields: shown.map(([guildId, serverIds]) => ({
                name: truncate(guildHeading(interaction, guildId, t), limits.fieldName),
                value: joinLinesWithin(
                  serverIds.map((serverId) => serverLabel(serverId, names.get(serverId))),
                  t,
                  limits.fieldValue,
                ),
              })),
              ...(entries.length > shown.length
                ? {
                    footer: {
                      text: t.t('access.moreGuilds', { count: entries.length - shown.length }),
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
