import { knownStatus, understood, type ActivityEntry } from '../../src/api/index.js';
import { defineCommand } from '../../src/discord/command.js';
import { z } from 'zod';
import { defineConfirmation } from '../../src/discord/confirmation-prompt.js';
import { sealInteractionToken } from '../../src/discord/sealed-token.js';
import { escapeApiText, inlineCode } from '../../src/render/format.js';
import { activityEmbed, provisioningStartedEmbed } from '../../src/render/servers.js';
import { addServerOption, autocompleteServer, requireServerOption } from '../../src/discord/server-option.js';
import { alertAcknowledgeButton } from './acknowledge.js';
import { alertGroupListButton, alertInfoButton, alertResourcesButton, serverInfo } from './alert-actions.js';
import { listSubcommand, serversPageButtons, statusChoices } from './list.js';
import { resourcesSubcommand } from './resources.js';
import { updateSubcommand } from './update.js';
import { describe } from '../../src/discord/command-text.js';
import { translatorFor } from '../../src/i18n/index.js';

/** Discord keeps an interaction token valid for 15 minutes; the create reply is editable until then. */
const interactionTokenLifetimeMs = 15 * 60_000;
const activityShown = 15;

/** `/server delete`'s confirmation: the action holds nothing but its kind; the server is the prompt's. */
const deleteConfirmation = defineConfirmation('delete', z.object({}), {
  level: 'administer',
  audits: 'server.delete',
  async execute(confirmation, _action, context, t) {
    const { requestId } = await context.api.deleteServer(confirmation.serverId);
    context.servers.invalidate(confirmation.serverId);
    // The server is gone: no guild keeps a link to it. The delete happened either way, so a failed unlink
    // is logged, not answered; the poller unlinks it when it finds the server gone.
    await context.store.unlinkServer(confirmation.serverId).catch((error: unknown) => {
      context.logger.error(
        { err: error, serverId: confirmation.serverId },
        'could not unlink a deleted server',
      );
    });
    return {
      payload: {
        content: t.t('server.delete.done', {
          name: escapeApiText(confirmation.serverName),
          id: inlineCode(confirmation.serverId),
        }),
        embeds: [],
      },
      outcome: { kind: 'done' },
      requestId,
    };
  },
});

export default defineCommand({
  name: 'server',
  description: describe('command.server'),
  components: [
    serversPageButtons,
    alertInfoButton,
    alertResourcesButton,
    alertAcknowledgeButton,
    alertGroupListButton,
  ],
  confirmations: [deleteConfirmation],
  subcommands: {
    list: listSubcommand,
    info: {
      scopes: ['ops', 'community'],
      level: 'read',
      ephemeral: false,
      define: (sub) => addServerOption(sub.setDescription(describe('command.server.info'))),
      async execute(interaction, context) {
        const serverId = await requireServerOption(interaction, context);
        return serverInfo(context, serverId, translatorFor(interaction.locale));
      },
    },
    create: {
      scopes: ['ops'],
      level: 'administer',
      ephemeral: false,
      audits: 'server.create',
      define: (sub) =>
        sub
          .setDescription(describe('command.server.create'))
          .addStringOption((option) =>
            option
              .setName('name')
              .setDescription(describe('command.server.create.name'))
              .setRequired(true)
              .setMaxLength(100),
          )
          .addNumberOption((option) =>
            option
              .setName('ram')
              .setDescription(describe('command.server.create.ram'))
              .setRequired(true)
              .setMinValue(0.5),
          )
          .addStringOption((option) =>
            option.setName('game').setDescription(describe('command.server.create.game')).setMaxLength(60),
          )
          .addStringOption((option) =>
            option
              .setName('game_type')
              .setDescription(describe('command.server.create.game_type'))
              .setMaxLength(60),
          )
          .addStringOption((option) =>
            option
              .setName('game_version')
              .setDescription(describe('command.server.create.game_version'))
              .setMaxLength(40),
          )
          .addStringOption((option) =>
            option
              .setName('plan')
              .setDescription(describe('command.server.create.plan'))
              .addChoices(
                { name: describe('command.server.create.plan.budget'), value: 'budget' },
                { name: describe('command.server.create.plan.premium'), value: 'premium' },
              ),
          )
          .addBooleanOption((option) =>
            option.setName('mods_addon').setDescription(describe('command.server.create.mods_addon')),
          )
          .addStringOption((option) =>
            option
              .setName('external_reference')
              .setDescription(describe('command.server.create.external_reference'))
              .setMaxLength(255),
          ),
      async execute(interaction, context, audit) {
        const t = translatorFor(interaction.locale);
        const name = interaction.options.getString('name', true);
        const ramGb = interaction.options.getNumber('ram', true);
        const planTier = (interaction.options.getString('plan') ?? 'premium') as 'budget' | 'premium';
        const modsAddon = interaction.options.getBoolean('mods_addon');
        const game = interaction.options.getString('game') ?? undefined;
        const inputs = {
          name,
          ram: { kind: 'size', gb: ramGb } as const,
          plan: planTier,
          ...(game === undefined ? {} : { game }),
        };
        const { server } = await audit.track(
          { inputs },
          () =>
            context.api.createServer(
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
            ),
          (created) => ({
            server:
              created.server?.id === undefined
                ? undefined
                : { id: created.server.id, name: created.server.name ?? name },
            requestId: created.requestId,
          }),
        );
        context.servers.invalidate();
        if (server?.id !== undefined) {
          await context.provisioning.watchProvisioning(server.id, {
            applicationId: interaction.applicationId,
            // Sealed: the handle is stored until provisioning ends (src/discord/sealed-token.ts).
            token: sealInteractionToken(interaction.token, interaction.client.token),
            expiresAt: interaction.createdTimestamp + interactionTokenLifetimeMs,
            locale: interaction.locale,
          });
        }
        // The answer's body is not documented: what it holds wins, what it lacks is what was sent.
        return {
          embeds: [
            provisioningStartedEmbed(
              {
                id: server?.id,
                name: server?.name ?? name,
                planTier: server?.planTier ?? planTier,
                ramGb: server?.ramGb ?? ramGb,
                game: server?.game ?? game,
              },
              t,
            ),
          ],
        };
      },
    },
    update: updateSubcommand,
    delete: {
      scopes: ['ops'],
      level: 'administer',
      ephemeral: false,
      audits: deleteConfirmation.audits,
      define: (sub) => addServerOption(sub.setDescription(describe('command.server.delete'))),
      async execute(interaction, context) {
        const t = translatorFor(interaction.locale);
        const server = await context.api.getServer(await requireServerOption(interaction, context));
        return deleteConfirmation.ask(interaction, context, {
          action: {},
          serverId: server.id,
          serverName: server.name,
          confirmLabel: t.t('server.delete.confirm'),
          prompt: {
            title: t.t('server.delete.title', { name: escapeApiText(server.name) }),
            description: t.t('server.delete.prompt', {
              name: escapeApiText(server.name),
              id: inlineCode(server.id),
            }),
            color: 0xe74c3c,
          },
        });
      },
    },
    resources: resourcesSubcommand,
    activity: {
      scopes: ['ops', 'community'],
      level: 'read',
      ephemeral: false,
      define: (sub) => addServerOption(sub.setDescription(describe('command.server.activity'))),
      async execute(interaction, context) {
        const t = translatorFor(interaction.locale);
        const serverId = await requireServerOption(interaction, context);
        const [server, page, since] = await Promise.all([
          context.api.getServer(serverId),
          context.api.getActivity(serverId, { limit: 100 }),
          context.access.historySince(interaction.guildId, serverId),
        ]);
        const seen = page.entries.filter((entry) => happenedSince(entry, since));
        // The server's own status is one the bot has seen: a description naming it is understood.
        const isStatus = knownStatus([server.status]);
        const newestFirst = [...seen]
          .sort(byNewest)
          .slice(0, activityShown)
          .map((entry) => understood(entry, isStatus));
        // A community guild counts what it may see: the API's total includes what came before its link.
        const total =
          since === Number.NEGATIVE_INFINITY ? (page.pagination?.total ?? seen.length) : seen.length;
        return { embeds: [activityEmbed(server, newestFirst, total, t)] };
      },
    },
  },
  async autocomplete(interaction, context, signal) {
    const focused = interaction.options.getFocused(true);
    return focused.name === 'status'
      ? statusChoices(focused.value)
      : autocompleteServer(interaction, context, signal);
  },
});

/**
 * Whether the entry is one the guild may see: at or after `since` (its link). An entry with no time it can
 * tell is shown only to the ops guild, which sees all of them.
 */
function happenedSince(entry: ActivityEntry, since: number): boolean {
  if (since === Number.NEGATIVE_INFINITY) return true;
  const at = entry.timestamp ? Date.parse(entry.timestamp) : Number.NaN;
  return !Number.isNaN(at) && at >= since;
}

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
