import { ButtonStyle, ComponentType, PermissionFlagsBits } from 'discord.js';
import { z } from 'zod';
import {
  HostingApiError,
  type ActivityEntry,
  type ListServersQuery,
  type Server,
  type ServerPage,
  type UpdateServerInput,
} from '../src/api/index.js';
import type { Command, ComponentHandler } from '../src/discord/command.js';
import { createConfirmation, type ConfirmationExecutor } from '../src/discord/confirmations.js';
import type { BotContext } from '../src/discord/context.js';
import { buildCustomId } from '../src/discord/custom-ids.js';
import { UserError } from '../src/discord/errors.js';
import { escapeApiText, formatGb, inlineCode } from '../src/discord/render/format.js';
import {
  activityEmbed,
  provisioningStartedEmbed,
  resourcesEmbed,
  serverEmbed,
  serverListEmbed,
} from '../src/discord/render/servers.js';
import type { MessagePayload } from '../src/discord/message.js';
import { addServerOption, autocompleteServer, requireServerOption } from '../src/discord/server-option.js';

const listPageSize = 10;
const listViewTtlMs = 15 * 60_000;
/** Discord keeps an interaction token valid for 15 minutes; the create reply is editable until then. */
const interactionTokenLifetimeMs = 15 * 60_000;
const activityShown = 15;

const sortChoices = ['createdAt', 'name', 'ramGb', 'status'] as const;
const orderChoices = ['asc', 'desc'] as const;

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

// /server list, shared by the command and its Previous / Next buttons.

function describeFilters(query: ListView['query']): string {
  return Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}: ${value}`)
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
  serverIds: string[],
  query: ListView['query'],
  page: number,
  context: BotContext,
): Promise<ServerPage> {
  const found = await Promise.all(
    serverIds.map((id) =>
      context.api.getServer(id).catch((error: unknown) => {
        if (error instanceof HostingApiError && error.code === 'SERVER_NOT_FOUND') return undefined;
        throw error;
      }),
    ),
  );
  const search = query.search?.toLowerCase();
  const matching = found
    .filter((server): server is Server => server !== undefined)
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

async function renderListPage(
  viewId: string,
  view: ListView,
  page: number,
  context: BotContext,
): Promise<MessagePayload> {
  const linked = await context.access.linkedServerIds(view.guildId);
  const result: ServerPage =
    linked === undefined
      ? await context.api.listServers({ ...view.query, page, limit: listPageSize } satisfies ListServersQuery)
      : await linkedServersPage(linked, view.query, page, context);
  const hasPrev = result.pagination ? result.pagination.hasPrev : page > 1;
  const hasNext = result.pagination ? result.pagination.hasNext : result.servers.length === listPageSize;
  return {
    embeds: [serverListEmbed(result.servers, result.pagination, page, describeFilters(view.query))],
    components:
      hasPrev || hasNext
        ? [
            {
              type: ComponentType.ActionRow,
              components: [
                {
                  type: ComponentType.Button,
                  style: ButtonStyle.Secondary,
                  label: 'Previous',
                  custom_id: buildCustomId('servers-page', { viewId, page: Math.max(1, page - 1) }),
                  disabled: !hasPrev,
                },
                {
                  type: ComponentType.Button,
                  style: ButtonStyle.Secondary,
                  label: 'Next',
                  custom_id: buildCustomId('servers-page', { viewId, page: page + 1 }),
                  disabled: !hasNext,
                },
              ],
            },
          ]
        : [],
  };
}

export const serversPageHandler: ComponentHandler<'servers-page'> = {
  async execute(interaction, { viewId, page }, context) {
    const view = await context.store.view(viewId, listViewSchema);
    if (!view || view.guildId !== interaction.guildId) {
      return {
        kind: 'update',
        payload: { content: 'This list has expired. Run `/server list` again.', components: [] },
      };
    }
    return { kind: 'update', payload: await renderListPage(viewId, view, page, context) };
  },
};

// /server delete's confirmed action.

export const deleteServer: ConfirmationExecutor = async (confirmation, context) => {
  await context.api.deleteServer(confirmation.serverId);
  context.servers.invalidate(confirmation.serverId);
  return {
    content: `🗑️ Deleted **${escapeApiText(confirmation.serverName)}** ${inlineCode(confirmation.serverId)}, with its data, backups and DNS records.`,
    embeds: [],
  };
};

/** Whether the server now holds exactly what was asked, one version on: our own change, not someone else's. */
function appliedAsRequested(before: Server, after: Server, patch: UpdateServerInput): boolean {
  const requested = (Object.keys(patch) as (keyof UpdateServerInput)[]).filter(
    (field) => patch[field] !== undefined,
  );
  const oneVersionOn = before.version === undefined || after.version === before.version + 1;
  return oneVersionOn && requested.every((field) => after[field] === patch[field]);
}

/** Says what someone else changed, when an update lost the race to a concurrent one. */
function describeConcurrentChange(before: Server, after: Server): string {
  const changes = [
    before.ramGb !== after.ramGb ? `RAM ${formatGb(before.ramGb)} → ${formatGb(after.ramGb)}` : undefined,
    before.diskGb !== after.diskGb
      ? `disk ${formatGb(before.diskGb)} → ${formatGb(after.diskGb)}`
      : undefined,
    before.externalReference !== after.externalReference
      ? `external reference "${before.externalReference ?? ''}" → "${after.externalReference ?? ''}"`
      : undefined,
    before.status !== after.status ? `status ${before.status} → ${after.status}` : undefined,
  ].filter((change): change is string => change !== undefined);
  const what =
    changes.length > 0
      ? changes.join(', ')
      : `its version moved from ${before.version ?? '?'} to ${after.version ?? '?'}`;
  return `Someone changed this server while you were updating it (${escapeApiText(what)}), so your change was not applied. Check the new values and run the command again.`;
}

export const serverCommand = {
  name: 'server',
  description: 'Create, inspect, resize and delete hosted game servers',
  defaultMemberPermissions: { ops: PermissionFlagsBits.ManageGuild, community: null },
  subcommands: {
    list: {
      scopes: ['ops', 'community'],
      ephemeral: false,
      define: (sub) =>
        sub
          .setDescription('List servers, with filters and sorting')
          .addStringOption((option) =>
            option.setName('status').setDescription('Only servers with this status').setMaxLength(40),
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
              .addChoices(...sortChoices.map((value) => ({ name: value, value }))),
          )
          .addStringOption((option) =>
            option
              .setName('order')
              .setDescription('Sort order')
              .addChoices(...orderChoices.map((value) => ({ name: value, value }))),
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
        const payload = await renderListPage(interaction.id, view, 1, context);
        if (payload.components && payload.components.length > 0)
          await context.store.saveView(interaction.id, view, listViewTtlMs);
        return payload;
      },
    },
    info: {
      scopes: ['ops', 'community'],
      ephemeral: false,
      define: (sub) =>
        addServerOption(sub.setDescription('Show a server: status, plan, limits, addons and version')),
      async execute(interaction, context) {
        const server = await context.api.getServer(await requireServerOption(interaction, context));
        return { embeds: [serverEmbed(server)] };
      },
    },
    create: {
      scopes: ['ops'],
      ephemeral: false,
      define: (sub) =>
        sub
          .setDescription('Create a server; provisioning continues in the background')
          .addStringOption((option) =>
            option.setName('name').setDescription('Server name').setRequired(true).setMaxLength(100),
          )
          .addNumberOption((option) =>
            option
              .setName('ram')
              .setDescription('RAM in GB, in steps of 0.5')
              .setRequired(true)
              .setMinValue(0.5),
          )
          .addStringOption((option) =>
            option.setName('game').setDescription('Game id (default: the API default)').setMaxLength(60),
          )
          .addStringOption((option) =>
            option
              .setName('game_type')
              .setDescription('Game flavour (default: the API default)')
              .setMaxLength(60),
          )
          .addStringOption((option) =>
            option
              .setName('game_version')
              .setDescription('Game version (default: the API default)')
              .setMaxLength(40),
          )
          .addStringOption((option) =>
            option
              .setName('plan')
              .setDescription('Plan tier (default premium)')
              .addChoices({ name: 'budget', value: 'budget' }, { name: 'premium', value: 'premium' }),
          )
          .addBooleanOption((option) => option.setName('mods_addon').setDescription('Select the mods addon'))
          .addStringOption((option) =>
            option
              .setName('external_reference')
              .setDescription('Your reference, e.g. an order id')
              .setMaxLength(255),
          ),
      async execute(interaction, context) {
        const name = interaction.options.getString('name', true);
        const ramGb = interaction.options.getNumber('ram', true);
        const planTier = (interaction.options.getString('plan') ?? 'premium') as 'budget' | 'premium';
        const modsAddon = interaction.options.getBoolean('mods_addon');
        const game = interaction.options.getString('game') ?? undefined;
        const { server } = await context.api.createServer(
          {
            name,
            ramGb,
            game,
            gameType: interaction.options.getString('game_type') ?? undefined,
            gameVersion: interaction.options.getString('game_version') ?? undefined,
            planTier,
            addons: modsAddon === null ? undefined : [{ addon: 'mods', selected: modsAddon }],
            externalReference: interaction.options.getString('external_reference') ?? undefined,
          },
          // A retried interaction has the same id, so it replays instead of creating a second server.
          { idempotencyKey: `server-create:${interaction.id}` },
        );
        context.servers.invalidate();
        if (server) {
          await context.provisioning.watchProvisioning(server.id, {
            applicationId: interaction.applicationId,
            token: interaction.token,
            expiresAt: interaction.createdTimestamp + interactionTokenLifetimeMs,
          });
        }
        return {
          embeds: [
            provisioningStartedEmbed({
              id: server?.id,
              name: server?.name ?? name,
              planTier: server?.planTier ?? planTier,
              ramGb: server?.ramGb ?? ramGb,
              game: server?.game ?? game,
            }),
          ],
        };
      },
    },
    update: {
      scopes: ['ops'],
      ephemeral: false,
      define: (sub) =>
        addServerOption(sub.setDescription('Resize a server or change its external reference'))
          .addNumberOption((option) =>
            option.setName('ram').setDescription('New RAM in GB, in steps of 0.5').setMinValue(0.5),
          )
          .addNumberOption((option) => option.setName('disk').setDescription('New disk in GB').setMinValue(1))
          .addStringOption((option) =>
            option.setName('external_reference').setDescription('New external reference').setMaxLength(255),
          ),
      async execute(interaction, context) {
        const serverId = await requireServerOption(interaction, context);
        const patch: UpdateServerInput = {
          ramGb: interaction.options.getNumber('ram') ?? undefined,
          diskGb: interaction.options.getNumber('disk') ?? undefined,
          externalReference: interaction.options.getString('external_reference') ?? undefined,
        };
        if (Object.values(patch).every((value) => value === undefined))
          throw new UserError('Nothing to change: give at least one of ram, disk or external_reference.');
        const before = await context.api.getServer(serverId);
        let updated: Server | undefined;
        try {
          updated = await context.api.updateServer(
            serverId,
            patch,
            before.version === undefined ? {} : { ifMatch: before.version },
          );
        } catch (error) {
          if (!(error instanceof HostingApiError && error.code === 'CONFLICT')) throw error;
          const after = await context.api.getServer(serverId);
          // A retried PATCH whose first attempt landed meets its own change as a conflict.
          if (!appliedAsRequested(before, after, patch))
            throw new UserError(describeConcurrentChange(before, after));
          updated = after;
        }
        context.servers.invalidate(serverId);
        const current = updated ?? (await context.api.getServer(serverId));
        return { embeds: [serverEmbed(current, `✅ Updated ${current.name}`)] };
      },
    },
    delete: {
      scopes: ['ops'],
      ephemeral: false,
      define: (sub) =>
        addServerOption(sub.setDescription('Delete a server permanently (asks for confirmation)')),
      async execute(interaction, context) {
        const server = await context.api.getServer(await requireServerOption(interaction, context));
        return createConfirmation(interaction, context, {
          action: { kind: 'delete' },
          serverId: server.id,
          serverName: server.name,
          confirmLabel: 'Delete permanently',
          prompt: {
            title: `Delete ${server.name}?`,
            description: [
              `This permanently deletes **${escapeApiText(server.name)}** ${inlineCode(server.id)}.`,
              'All of its data, backups and DNS records are removed from the panel, SFTP and DNS. **This cannot be undone or restored.**',
            ].join('\n\n'),
            color: 0xe74c3c,
          },
        });
      },
    },
    resources: {
      scopes: ['ops', 'community'],
      ephemeral: false,
      define: (sub) => addServerOption(sub.setDescription('Current CPU, memory, disk, network and uptime')),
      async execute(interaction, context) {
        const serverId = await requireServerOption(interaction, context);
        const [server, usage] = await Promise.all([
          context.api.getServer(serverId),
          context.api.getResources(serverId),
        ]);
        return { embeds: [resourcesEmbed(server, usage)] };
      },
    },
    activity: {
      scopes: ['ops', 'community'],
      ephemeral: false,
      define: (sub) =>
        addServerOption(sub.setDescription('Recent activity: creates, resizes, installs and more')),
      async execute(interaction, context) {
        const serverId = await requireServerOption(interaction, context);
        const [server, page] = await Promise.all([
          context.api.getServer(serverId),
          context.api.getActivity(serverId, { limit: 100 }),
        ]);
        const newestFirst = [...page.entries].sort(byNewest).slice(0, activityShown);
        return {
          embeds: [activityEmbed(server, newestFirst, page.pagination?.total ?? page.entries.length)],
        };
      },
    },
  },
  autocomplete: autocompleteServer,
} satisfies Command;

/** Entries without a timestamp keep their place after the dated ones. */
function byNewest(a: ActivityEntry, b: ActivityEntry): number {
  const time = (entry: ActivityEntry) => {
    const parsed = entry.timestamp ? Date.parse(entry.timestamp) : Number.NaN;
    return Number.isNaN(parsed) ? Number.NEGATIVE_INFINITY : parsed;
  };
  const left = time(a);
  const right = time(b);
  return left === right ? 0 : right > left ? 1 : -1;
}
