import type { APIApplicationCommandOptionChoice } from 'discord.js';
import { z } from 'zod';
import { hasNextPage, type ListServersQuery, type Server, type ServerPage } from '../../src/api/index.js';
import type { Subcommand } from '../../src/discord/command.js';
import { defineStoredPagedView, previousNext } from '../../src/discord/paged-view.js';
import type { BotContext } from '../../src/discord/context.js';
import { defineCustomId } from '../../src/render/custom-ids.js';
import { serverListEmbed } from '../../src/render/servers.js';
import { fillSentence } from '../../src/render/sentences.js';
import { statusLabel } from '../../src/render/format.js';

// `/server list` and its Previous / Next buttons, which page through a view kept in the store.

const listPageSize = 10;
const sortChoices = ['createdAt', 'name', 'ramGb', 'status'] as const;
const orderChoices = ['asc', 'desc'] as const;

/** The API's sort fields and orders as a member reads them, in choices and in the list's footer. */
const sortLabels: Record<(typeof sortChoices)[number], string> = {
  createdAt: 'Creation time',
  name: 'Name',
  ramGb: 'RAM',
  status: 'Status',
};
const orderLabels: Record<(typeof orderChoices)[number], string> = {
  asc: 'Ascending',
  desc: 'Descending',
};
const filterSentences = {
  status: 'status {status}',
  game: 'game {game}',
  search: 'name contains “{search}”',
  sort: 'sorted by {sort}',
  order: '{order}',
} as const;

/** Another page of a server list view. */
const serversPageId = defineCustomId(
  'servers-page',
  z.object({ viewId: z.string().min(1), page: z.coerce.number().int().min(1) }),
  ['viewId', 'page'],
);

const listViewSchema = z.object({
  guildId: z.string(),
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
function describeFilters(query: ListView['query']): string {
  const shown = {
    ...query,
    sort: query.sort && sortLabels[query.sort],
    order: query.order && orderLabels[query.order].toLowerCase(),
  };
  return (Object.keys(filterSentences) as (keyof typeof filterSentences)[])
    .flatMap((name) => {
      const value = shown[name];
      return value === undefined ? [] : [fillSentence(filterSentences[name], { [name]: value })];
    })
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
  schema: listViewSchema,
  expired: 'This list has expired. Run `/server list` again.',
  async render(view, place, context, buttons) {
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
      embeds: [serverListEmbed(result.servers, result.pagination, page, describeFilters(view.query))],
      components: buttons(previousNext(page, { hasPrevious, hasNext })),
    };
  },
});

/** Previous / Next under `/server list`. */
export const serversPageButtons = serverList.buttons;

export const listSubcommand: Subcommand = {
  scopes: ['ops', 'community'],
  ephemeral: false,
  define: (sub) =>
    sub
      .setDescription('List servers, with filters and sorting')
      .addStringOption((option) =>
        option
          .setName('status')
          .setDescription('Only servers with this status (pick one, or type another)')
          .setMaxLength(40)
          .setAutocomplete(true),
      )
      .addStringOption((option) =>
        option.setName('game').setDescription('Only servers of this game').setMaxLength(60),
      )
      .addStringOption((option) =>
        option.setName('search').setDescription('Name contains this text').setMaxLength(100),
      )
      .addStringOption((option) =>
        option
          .setName('sort')
          .setDescription('Sort by')
          .addChoices(...sortChoices.map((value) => ({ name: sortLabels[value], value }))),
      )
      .addStringOption((option) =>
        option
          .setName('order')
          .setDescription('Sort order')
          .addChoices(...orderChoices.map((value) => ({ name: orderLabels[value], value }))),
      ),
  async execute(interaction, context) {
    const view: ListView = listViewSchema.parse({
      guildId: interaction.guildId,
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
 * The statuses offered for `status`: the spec's PROVISIONING and the ones hosting panels commonly report;
 * the API may use others, so whatever is typed is offered first and accepted too.
 */
const commonStatuses = ['RUNNING', 'OFFLINE', 'PROVISIONING', 'SUSPENDED', 'INSTALL_FAILED'] as const;

export function statusChoices(typed: string): APIApplicationCommandOptionChoice[] {
  const needle = typed.trim().toUpperCase();
  const offered = commonStatuses.filter((status) => status.includes(needle));
  const ownWords = needle !== '' && !offered.some((status) => status === needle) ? [typed.trim()] : [];
  return [...ownWords, ...offered].map((status) => ({ name: statusLabel(status), value: status }));
}
