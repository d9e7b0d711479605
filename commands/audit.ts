import { userMention } from 'discord.js';
import { z } from 'zod';
import { auditActionNameKey, auditLine } from '../src/render/audit.js';
import { describe } from '../src/discord/command-text.js';
import { phrase, translatorFor, type Translator } from '../src/i18n/index.js';
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
  /** The reader's locale: the pages the buttons lead to stay in the language of the first. */
  locale: z.string().optional(),
  serverId: z.string().optional(),
  memberId: z.string().optional(),
  action: auditActionSchema.optional(),
  since: z.number().optional(),
  hours: z.number().optional(),
  limit: z.number().int(),
});
type AuditView = z.infer<typeof auditViewSchema>;

/** The filters of a view as a list in words ("server `s1` and the last 24 h"); undefined when none. */
function describeFilters(view: AuditView, t: Translator): string | undefined {
  const filters = [
    ...(view.serverId === undefined
      ? []
      : [t.t('audit.filter.server', { server: inlineCode(view.serverId) })]),
    ...(view.memberId === undefined
      ? []
      : [t.t('audit.filter.member', { member: userMention(view.memberId) })]),
    ...(view.action === undefined
      ? []
      : [t.t('audit.filter.kind', { kind: t.t(auditActionNameKey(view.action)) })]),
    ...(view.hours === undefined ? [] : [t.t('audit.filter.hours', { hours: view.hours })]),
  ];
  return filters.length === 0 ? undefined : t.list(filters);
}

/**
 * The records that fit one embed, newest first: those nearest the page's cursor when they do not all fit
 * (the newest ones paging older, the oldest ones paging newer), and whether some were left out.
 */
function fitPage(records: readonly AuditRecord[], fromNewest: boolean, t: Translator) {
  const ordered = fromNewest ? [...records] : [...records].reverse();
  const shown: { record: AuditRecord; line: string }[] = [];
  let room = pageRoom;
  for (const record of ordered) {
    const line = auditLine(record, t);
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
  // The whole trail: every guild's members and what they did. Its pages need what opening it does.
  level: 'administer',
  schema: auditViewSchema,
  expired: phrase('audit.recent.expired'),
  async render(view, place, context, buttons) {
    const t = translatorFor(view.locale);
    const cursor =
      place === undefined
        ? {}
        : place.direction === 'older'
          ? { before: place.cursor }
          : { after: place.cursor };
    const page = await context.store.audit.recent({ ...view, ...cursor });
    const about = describeFilters(view, t);
    if (page.records.length === 0) {
      const none = about ? t.t('audit.recent.noneFor', { filters: about }) : t.t('audit.recent.none');
      return { content: none, embeds: [], components: [] };
    }
    const fromNewest = cursor.after === undefined;
    const { shown, cut } = fitPage(page.records, fromNewest, t);
    const first = shown[0]?.record.id ?? '';
    const last = shown.at(-1)?.record.id ?? '';
    return {
      ...(about ? { content: t.t('audit.recent.about', { filters: about }) } : {}),
      embeds: [
        {
          title: t.t('audit.recent.title'),
          description: shown.map(({ line }) => line).join('\n'),
          color: 0x95a5a6,
          footer: { text: t.t('audit.recent.footer', { count: shown.length }) },
        },
      ],
      components: buttons([
        {
          label: phrase('audit.recent.newer'),
          place: { direction: 'newer', cursor: first },
          enabled: page.newer || (!fromNewest && cut),
        },
        {
          label: phrase('audit.recent.older'),
          place: { direction: 'older', cursor: last },
          enabled: page.older || (fromNewest && cut),
        },
      ]),
    };
  },
});

export default defineCommand({
  name: 'audit',
  description: describe('command.audit'),
  components: [auditRecent.buttons],
  subcommands: {
    channel: {
      scopes: ['ops'],
      level: 'administer',
      ephemeral: false,
      audits: 'audit.channel',
      define: (sub) =>
        addPostingChannelOption(sub.setDescription(describe('command.audit.channel')), {
          required: false,
          description: describe('command.audit.channel.channel'),
        }),
      async execute(interaction, context, audit) {
        const channel = givenPostingChannel(interaction);
        const previous = await context.store.audit.channel();
        const inputs: AuditInputs = {
          from: previous ? { kind: 'channel', id: previous.channelId } : 'nowhere',
          to: channel ? { kind: 'channel', id: channel.id } : 'nowhere',
        };
        const t = translatorFor(interaction.locale);
        return audit.track({ inputs }, async () => {
          if (!channel) {
            await context.store.audit.setChannel(undefined);
            return { content: t.t(previous ? 'audit.channel.stopped' : 'audit.channel.notPosting') };
          }
          await requirePosting(channel);
          await context.store.audit.setChannel({ channelId: channel.id, guildId: interaction.guildId });
          return { content: t.t('audit.channel.set', { channel: String(channel) }) };
        });
      },
    },
    recent: {
      scopes: ['ops'],
      level: 'administer',
      ephemeral: false,
      define: (sub) =>
        addServerOption(sub.setDescription(describe('command.audit.recent')), {
          required: false,
          description: describe('command.audit.recent.server'),
        })
          .addUserOption((option) =>
            option.setName('member').setDescription(describe('command.audit.recent.member')),
          )
          .addIntegerOption((option) =>
            option
              .setName('limit')
              // The catalogue's text names the default: `defaultLimit` (10).
              .setDescription(describe('command.audit.recent.limit'))
              .setMinValue(1)
              .setMaxValue(maxLimit),
          )
          .addStringOption((option) =>
            option
              .setName('kind')
              .setDescription(describe('command.audit.recent.kind'))
              .addChoices(
                ...auditActions.map((action) => ({
                  name: describe(auditActionNameKey(action)),
                  value: action,
                })),
              ),
          )
          .addIntegerOption((option) =>
            option
              .setName('hours')
              .setDescription(describe('command.audit.recent.hours'))
              .setMinValue(1)
              .setMaxValue(maxHours),
          ),
      async execute(interaction, context) {
        const hours = interaction.options.getInteger('hours');
        const view: AuditView = {
          guildId: interaction.guildId,
          locale: interaction.locale,
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
