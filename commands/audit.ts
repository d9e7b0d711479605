import { PermissionFlagsBits, userMention } from 'discord.js';
import { auditLine } from '../src/audit/render.js';
import type { Command } from '../src/discord/command.js';
import { UserError } from '../src/discord/errors.js';
import { joinLinesWithin } from '../src/discord/limits.js';
import { inlineCode } from '../src/discord/render/format.js';
import { addServerOption, autocompleteServer } from '../src/discord/server-option.js';
import { alertChannelTypes, missingPostingPermissions } from '../src/poller/delivery.js';
import type { AuditInputs } from '../src/store/index.js';

const defaultLimit = 10;
const maxLimit = 25;

export const auditCommand = {
  name: 'audit',
  description: 'Who did what, from which guild, to which server',
  defaultMemberPermissions: {
    ops: PermissionFlagsBits.ManageGuild,
    community: PermissionFlagsBits.ManageGuild,
  },
  subcommands: {
    channel: {
      scopes: ['ops'],
      ephemeral: false,
      define: (sub) =>
        sub
          .setDescription('Post every audit record in a channel as it happens (omit the channel to stop)')
          .addChannelOption((option) =>
            option
              .setName('channel')
              .setDescription('The text or announcement channel for the audit records')
              .addChannelTypes(...alertChannelTypes),
          ),
      async execute(interaction, context) {
        const channel = interaction.options.getChannel('channel', false, [...alertChannelTypes]);
        const previous = await context.store.audit.channel();
        const inputs: AuditInputs = {
          from: previous ? { kind: 'channel', id: previous.channelId } : 'nowhere',
          to: channel ? { kind: 'channel', id: channel.id } : 'nowhere',
        };
        return context.audit.track(interaction, { action: 'audit.channel', inputs }, async () => {
          if (!channel) {
            await context.store.audit.setChannel(undefined);
            return {
              content: previous
                ? 'Audit records are no longer posted. They are still kept: `/audit recent` shows them.'
                : 'Audit records were not being posted anywhere; nothing changed.',
            };
          }
          const me = interaction.guild.members.me ?? (await interaction.guild.members.fetchMe());
          const missing = missingPostingPermissions(channel, me);
          if (missing.length > 0)
            throw new UserError(
              `The bot cannot post in ${channel}: it needs ${missing.join(', ')} there. ` +
                "Grant them in the channel's permissions (or pick another channel) " +
                'and run the command again.',
            );
          await context.store.audit.setChannel({ channelId: channel.id, guildId: interaction.guildId });
          return {
            content:
              `📜 ${channel} now gets every audit record as it happens. ` +
              'Run `/audit channel` without a channel to stop.',
          };
        });
      },
    },
    recent: {
      scopes: ['ops'],
      ephemeral: false,
      define: (sub) =>
        addServerOption(sub.setDescription('Show the latest audit records, newest first'), {
          required: false,
          description: 'Only records about this server',
        })
          .addUserOption((option) => option.setName('member').setDescription('Only records of this member'))
          .addIntegerOption((option) =>
            option
              .setName('limit')
              .setDescription(`How many records (default ${defaultLimit})`)
              .setMinValue(1)
              .setMaxValue(maxLimit),
          ),
      async execute(interaction, context) {
        const serverId = interaction.options.getString('server')?.trim() || undefined;
        const member = interaction.options.getUser('member');
        const limit = interaction.options.getInteger('limit') ?? defaultLimit;
        const records = (await context.store.audit.records())
          .filter((record) => serverId === undefined || record.server?.id === serverId)
          .filter((record) => member === null || record.member?.id === member.id)
          .slice(0, limit);
        const filters = [
          ...(serverId === undefined ? [] : [`server ${inlineCode(serverId)}`]),
          ...(member === null ? [] : [`member ${userMention(member.id)}`]),
        ];
        const about = filters.length > 0 ? ` for ${filters.join(' and ')}` : '';
        if (records.length === 0) return { content: `No audit records${about}.` };
        return {
          embeds: [
            {
              title: 'Audit trail',
              description: joinLinesWithin(records.map(auditLine)),
              color: 0x95a5a6,
              footer: { text: `The latest ${records.length}, newest first` },
            },
          ],
          ...(about ? { content: `Audit records${about}` } : {}),
        };
      },
    },
  },
  autocomplete: autocompleteServer,
} satisfies Command;
