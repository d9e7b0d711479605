import { PermissionFlagsBits, userMention } from 'discord.js';
import { z } from 'zod';
import { auditActionNames, auditLine } from '../src/render/audit.js';
import { defineCommand } from '../src/discord/command.js';
import { defineStoredPagedView } from '../src/discord/paged-view.js';
import { defineCustomId } from '../src/render/custom-ids.js';
import { limits } from '../src/render/limits.js';
import { inlineCode } from '../src/render/format.js';
import { addServerOption, autocompleteServer, givenServerId } from '../src/discord/server-option.js';
import { requirePosting } from '../src/delivery/permissions.js';
import { addPostingChannelOption, givenPostingChannel } from '../src/discord/channel-option.js';
import { auditActions, type AuditInputs, type AuditRecord } from '../src/store/index.js';

const defaultLimit = 10;
const maxLimit = 25;
const maxHours = 24 * 366;
/** Room for the lines of one page in the embed's description, with some to spare. */
const pageRoom = limits.embedDescription - 96;

const auditActionSchema = z.enum(auditActions);

/** The filters behind a page of `/audit recent`, kept in the store for its Older / Newer buttons. */
const auditViewSchema = z.object({
  guildId: z.string(),
  serverId: z.string().optional(),
  memberId: z.string().optional(),
  action: auditActionSchema.optional(),
  since: z.number().optional(),
  hours: z.number().optional(),
  limit: z.number().int(),
});
type AuditView = z.infer<typeof auditViewSchema>;

function describeFilters(view: AuditView): string {
  const filters = [
    ...(view.serverId === undefined ? [] : [`server ${inlineCode(view.serverId)}`]),
    ...(view.memberId === undefined ? [] : [`member ${userMention(view.memberId)}`]),
    ...(view.action === undefined ? [] : [`the kind “${auditActionNames[view.action]}”`]),
    ...(view.hours === undefined ? [] : [`the last ${view.hours} h`]),
  ];
  return filters.length > 0 ? ` for ${filters.join(' and ')}` : '';
}

/**
 * The records that fit one embed, newest first: those nearest the page's cursor when they do not all fit
 * (the newest ones paging older, the oldest ones paging newer), and whether some were left out.
 */
function fitPage(records: readonly AuditRecord[], fromNewest: boolean) {
  const ordered = fromNewest ? [...records] : [...records].reverse();
  const shown: { record: AuditRecord; line: string }[] = [];
  let room = pageRoom;
  for (const record of ordered) {
    const line = auditLine(record);
    if (line.length + 1 > room) break;
    room -= line.length + 1;
    shown.push({ record, line });
  }
  if (!fromNewest) shown.reverse();
  return { shown, cut: shown.length < records.length };
}

/** The audit records older or newer than a record, under the filters of an `/audit recent` view. */
const auditPageId = defineCustomId(
  'audit-page',
  z.object({
    viewId: z.string().min(1),
    direction: z.enum(['older', 'newer']),
    cursor: z.string().min(1),
  }),
  ['viewId', 'direction', 'cursor'],
);

/**
 * `/audit recent`'s pages, newest first, with Newer / Older buttons: each page starts from the record its
 * button names, the first from the newest.
 */
const auditRecent = defineStoredPagedView(auditPageId, {
  schema: auditViewSchema,
  expired: 'This page has expired. Run `/audit recent` again.',
  async render(view, place, context, buttons) {
    const cursor =
      place === undefined
        ? {}
        : place.direction === 'older'
          ? { before: place.cursor }
          : { after: place.cursor };
    const page = await context.store.audit.recent({ ...view, ...cursor });
    const about = describeFilters(view);
    if (page.records.length === 0)
      return { content: `No audit records${about}.`, embeds: [], components: [] };
    const fromNewest = cursor.after === undefined;
    const { shown, cut } = fitPage(page.records, fromNewest);
    const first = shown[0]?.record.id ?? '';
    const last = shown.at(-1)?.record.id ?? '';
    return {
      ...(about ? { content: `Audit records${about}` } : {}),
      embeds: [
        {
          title: 'Audit trail',
          description: shown.map(({ line }) => line).join('\n'),
          color: 0x95a5a6,
          footer: { text: `${shown.length} records, newest first` },
        },
      ],
      components: buttons([
        {
          label: 'Newer',
          place: { direction: 'newer', cursor: first },
          enabled: page.newer || (!fromNewest && cut),
        },
        {
          label: 'Older',
          place: { direction: 'older', cursor: last },
          enabled: page.older || (fromNewest && cut),
        },
      ]),
    };
  },
});

export default defineCommand({
  name: 'audit',
  description: 'Who did what, from which guild, to which server',
  components: [auditRecent.buttons],
  defaultMemberPermissions: {
    ops: PermissionFlagsBits.ManageGuild,
    community: PermissionFlagsBits.ManageGuild,
  },
  subcommands: {
    channel: {
      scopes: ['ops'],
      ephemeral: false,
      audits: 'audit.channel',
      define: (sub) =>
        addPostingChannelOption(
          sub.setDescription('Post every audit record in a channel as it happens (omit the channel to stop)'),
          { required: false, description: 'The text or announcement channel for the audit records' },
        ),
      async execute(interaction, context, audit) {
        const channel = givenPostingChannel(interaction);
        const previous = await context.store.audit.channel();
        const inputs: AuditInputs = {
          from: previous ? { kind: 'channel', id: previous.channelId } : 'nowhere',
          to: channel ? { kind: 'channel', id: channel.id } : 'nowhere',
        };
        return audit.track({ inputs }, async () => {
          if (!channel) {
            await context.store.audit.setChannel(undefined);
            return {
              content: previous
                ? 'Audit records are no longer posted. They are still kept: `/audit recent` shows them.'
                : 'Audit records were not being posted anywhere; nothing changed.',
            };
          }
          await requirePosting(channel);
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
              .setDescription(`How many records a page (default ${defaultLimit})`)
              .setMinValue(1)
              .setMaxValue(maxLimit),
          )
          .addStringOption((option) =>
            option
              .setName('kind')
              .setDescription('Only records of this kind of action')
              .addChoices(
                ...auditActions.map((action) => ({ name: auditActionNames[action], value: action })),
              ),
          )
          .addIntegerOption((option) =>
            option
              .setName('hours')
              .setDescription('Only records of the last this many hours')
              .setMinValue(1)
              .setMaxValue(maxHours),
          ),
      async execute(interaction, context) {
        const hours = interaction.options.getInteger('hours');
        const view: AuditView = {
          guildId: interaction.guildId,
          serverId: givenServerId(interaction.options),
          memberId: interaction.options.getUser('member')?.id,
          action: auditActionSchema.optional().parse(interaction.options.getString('kind') ?? undefined),
          since: hours === null ? undefined : context.now() - hours * 3_600_000,
          hours: hours ?? undefined,
          limit: interaction.options.getInteger('limit') ?? defaultLimit,
        };
        return auditRecent.open(interaction, context, view);
      },
    },
  },
  autocomplete: autocompleteServer,
});
