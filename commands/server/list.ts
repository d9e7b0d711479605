import type { APIApplicationCommandOptionChoice } from 'discord.js';
import { z } from 'zod';
import { hasNextPage, type ListServersQuery, type Server, type ServerPage } from '../../src/api/index.js';
import type { Subcommand } from '../../src/discord/command.js';
import { defineStoredPagedView, previousNext } from '../../src/discord/paged-view.js';
import type { BotContext } from '../../src/discord/context.js';
import { defineCustomId } from '../../src/render/custom-ids.js';
import { serverListEmbed } from '../../src/render/servers.js';
import { statusLabel } from '../../src/render/format.js';
import { describe } from '../../src/discord/command-text.js';
import { phrase, translatorFor, type MessageKey, type Translator } from '../../src/i18n/index.js';

// `/server list` and its Previous / Next buttons, which page through a view kept in the store.

const listPageSize = 10;
const sortChoices = ['createdAt', 'name', 'ramGb', 'status'] as const;
const orderChoices = ['asc', 'desc'] as const;

/** The API's sort fields as a member reads them, in choices and in the list's footer. */
const sortLabels: Record<(typeof sortChoices)[number], MessageKey> = {
  createdAt: 'command.server.list.sort.createdAt',
  name: 'command.server.list.sort.name',
  ramGb: 'command.server.list.sort.ramGb',
  status: 'command.server.list.sort.status',
};
/** The orders as choices, and as the footer says them inside a sentence. */
const orderLabels: Record<(typeof orderChoices)[number], { choice: MessageKey; inFooter: MessageKey }> = {
  asc: { choice: 'command.server.list.order.asc', inFooter: 'server.list.filterAscending' },
  desc: { choice: 'command.server.list.order.desc', inFooter: 'server.list.filterDescending' },
};

/** Another page of a server list view. */
const serversPageId = defineCustomId(
  'servers-page',
  z.object({ viewId: z.string().min(1), page: z.coerce.number().int().min(1) }),
  ['viewId', 'page'],
);

const listViewSchema = z.object({
  guildId: z.string(),
  /** The opener's language: every page is in the language of the message its buttons sit on. */
  locale: z.string().optional(),
  query: z.object({
    status: z.string().optional(),
    game: z.string().optional(),
    search: z.string().optional(),
    sort: z.enum(sortChoices).optional(),
    order: z.enum(orderChoices).optional(),
  }),
});
type ListView = z.infer<typeof listViewSchema>;

/** The list's filters and sorting in words ("status RUNNING, sorted by RAM, descending"). */
function describeFilters(query: ListView['query'], t: Translator): string {
  return [
    query.status === undefined ? undefined : t.t('server.list.filterStatus', { status: query.status }),
    query.game === undefined ? undefined : t.t('server.list.filterGame', { game: query.game }),
    query.search === undefined ? undefined : t.t('server.list.filterSearch', { search: query.search }),
    query.sort === undefined
      ? undefined
      : t.t('server.list.filterSort', { sort: t.t(sortLabels[query.sort]) }),
    query.order === undefined ? undefined : t.t(orderLabels[query.order].inFooter),
  ]
    .filter((part): part is string => part !== undefined)
    .join(', ');
}

function compareServers(
  sort: ListView['query']['sort'] = 'createdAt',
  order: ListView['query']['order'] = 'asc',
) {
  const direction = order === 'desc' ? -1 : 1;
  return (a: Server, b: Server): number => {
    const left = a[sort];
    const right = b[sort];
    if (left === right) return 0;
    if (left === undefined) return 1;
    if (right === undefined) return -1;
    return (left < right ? -1 : 1) * direction;
  };
}

/** A community guild's list is its linked servers, filtered and paged here like the API would. */
async function linkedServersPage(
  guildId: string,
  serverIds: string[],
  query: ListView['query'],
  page: number,
  context: BotContext,
): Promise<ServerPage> {
  const search = query.search?.toLowerCase();
  const matching = (await context.servers.linkedServersOf(guildId, serverIds))
    .filter((server) => !query.status || server.status.toLowerCase() === query.status.toLowerCase())
    .filter((server) => !query.game || server.game?.toLowerCase() === query.game.toLowerCase())
    .filter((server) => !search || server.name.toLowerCase().includes(search))
    .sort(compareServers(query.sort, query.order));
  const totalPages = Math.max(1, Math.ceil(matching.length / listPageSize));
  return {
    servers: matching.slice((page - 1) * listPageSize, page * listPageSize),
    pagination: {
      page,
      limit: listPageSize,
      total: matching.length,
      totalPages,
      hasNext: page < totalPages,
      hasPrev: page > 1,
    },
  };
}

/** `/server list`'s pages, and its Previous / Next buttons. */
const serverList = defineStoredPagedView(serversPageId, {
  level: 'read',
  schema: listViewSchema,
  expired: phrase('server.list.expired'),
  async render(view, place, context, buttons) {
    const t = translatorFor(view.locale);
    const page = place?.page ?? 1;
    const linked = await context.access.linkedServerIds(view.guildId);
    const result: ServerPage =
      linked === undefined
        ? await context.api.listServers({
            ...view.query,
            page,
            limit: listPageSize,
          } satisfies ListServersQuery)
        : await linkedServersPage(view.guildId, linked, view.query, page, context);
    const hasPrevious = result.pagination ? result.pagination.hasPrev : page > 1;
    const hasNext = hasNextPage(result.servers, result, listPageSize);
    return {
      embeds: [serverListEmbed(result.servers, result.pagination, page, describeFilters(view.query, t), t)],
      components: buttons(previousNext(page, { hasPrevious, hasNext })),
    };
  },
});

/** Previous / Next under `/server list`. */
export const serversPageButtons = serverList.buttons;

export const listSubcommand: Subcommand = {
  scopes: ['ops', 'community'],
  level: 'read',
  ephemeral: false,
  define: (sub) =>
    sub
      .setDescription(describe('command.server.list'))
      .addStringOption((option) =>
        option
          .setName('status')
          .setDescription(describe('command.server.list.status'))
          .setMaxLength(40)
          .setAutocomplete(true),
      )
      .addStringOption((option) =>
        option.setName('game').setDescription(describe('command.server.list.game')).setMaxLength(60),
      )
      .addStringOption((option) =>
        option.setName('search').setDescription(describe('command.server.list.search')).setMaxLength(100),
      )
      .addStringOption((option) =>
        option
          .setName('sort')
          .setDescription(describe('command.server.list.sort'))
          .addChoices(...sortChoices.map((value) => ({ name: describe(sortLabels[value]), value }))),
      )
      .addStringOption((option) =>
        option
          .setName('order')
          .setDescription(describe('command.server.list.order'))
          .addChoices(...orderChoices.map((value) => ({ name: describe(orderLabels[value].choice), value }))),
      ),
  async execute(interaction, context) {
    const view: ListView = listViewSchema.parse({
      guildId: interaction.guildId,
      locale: interaction.locale,
      query: {
        status: interaction.options.getString('status') ?? undefined,
        game: interaction.options.getString('game') ?? undefined,
        search: interaction.options.getString('search') ?? undefined,
        sort: interaction.options.getString('sort') ?? undefined,
        order: interaction.options.getString('order') ?? undefined,
      },
    });
    return serverList.open(interaction, context, view);
  },
};

/**
 * The statuses offered for `status`: the spec's PROVISIONING (docs/hosting-api.md) and the ones hosting
 * panels commonly report; the API may use others, so whatever is typed is offered first and accepted too.
 */
const commonStatuses = ['RUNNING', 'OFFLINE', 'PROVISIONING', 'SUSPENDED', 'INSTALL_FAILED'] as const;

export function statusChoices(typed: string): APIApplicationCommandOptionChoice[] {
  const needle = typed.trim().toUpperCase();
  const offered = commonStatuses.filter((status) => status.includes(needle));
  const ownWords = needle !== '' && !offered.some((status) => status === needle) ? [typed.trim()] : [];
  return [...ownWords, ...offered].map((status) => ({ name: statusLabel(status), value: status }));
}
