import { performance } from 'node:perf_hooks';
import { Events, type ChatInputCommandInteraction, type Client, type Interaction } from 'discord.js';
import { asTenant, HostingApiError } from '../api/index.js';
import type { InteractionKind, InteractionOutcome, Metrics } from '../ops/metrics.js';
import { phrase, translatorFor } from '../i18n/index.js';
import { bindAudit } from './audit-log.js';
import type { CommandSet } from './command-loader.js';
import { subcommandOf, type RoutedClick } from './command.js';
import { mayUse, requireLevel } from './authorize.js';
import { givenServerId } from './server-option.js';
import type { BotContext } from './context.js';
import { BurstLog } from '../log.js';
import { customIdName } from '../render/custom-ids.js';
import { errorSentence, isHarmlessDiscordError, UserError } from '../render/errors.js';
import { autocompleteDeadlineMs } from '../render/limits.js';
import { finalize } from '../render/message.js';
import { answerChatInput, answerComponent, answerWithError, type TimingOptions } from './respond.js';
import { LaterLane } from './later-lane.js';

const unknownCommand = new UserError(phrase('interaction.unknownCommand'));
const staleComponent = new UserError(phrase('interaction.staleComponent'));

/** The value of the one choice that says the guild's lookups are spent: picking it finds nothing. */
const busyChoiceValue = 'busy';

/**
 * How long a reply's later part (its fresh read, its game's answer, its edit) waits at most behind the
 * interactions not answered yet: the edit comes at most this much later on a busy instance.
 */
const laterPartMaxWaitMs = 2_000;

/**
 * Routes every interaction to its handler: slash commands by name and subcommand (only where the guild's
 * scope has them), autocomplete to the command, and components by the name in their custom_id.
 */
export function routeInteractions(
  client: Client,
  { commands, components }: CommandSet,
  context: BotContext,
  timing: Omit<TimingOptions, 'logger' | 'secrets' | 'failures' | 'lane'>,
  metrics?: Metrics,
): InFlightInteractions {
  const inFlight = new Set<Promise<void>>();
  const commandsByName = new Map(commands.map((command) => [command.name, command]));
  const options: TimingOptions = {
    ...timing,
    logger: context.logger,
    secrets: context.secrets,
    failures: new BurstLog(context.logger),
    lane: new LaterLane(laterPartMaxWaitMs),
  };

  /** Routes one interaction; 'error' when its handler failed (the member still got an answer). */
  async function route(interaction: Interaction): Promise<InteractionOutcome> {
    let outcome: InteractionOutcome = 'ok';
    const tracked =
      <T>(work: () => Promise<T>) =>
      () =>
        work().catch((error: unknown) => {
          outcome = 'error';
          throw error;
        });
    await dispatch(interaction, tracked);
    return outcome;
  }

  async function dispatch(
    interaction: Interaction,
    tracked: <T>(work: () => Promise<T>) => () => Promise<T>,
  ): Promise<void> {
    if (!interaction.inCachedGuild()) {
      if (interaction.isRepliable())
        await answerWithError(interaction, new UserError(phrase('interaction.guildsOnly')), {
          publicDeferral: false,
          deferral: undefined,
          logger: context.logger,
          secrets: context.secrets,
          failures: options.failures,
        });
      return;
    }
    const scope = context.access.scopeOf(interaction.guildId);
    void context.languages
      .notePreferred(interaction.guildId, interaction.guildLocale)
      .catch((error: unknown) =>
        context.logger.warn({ err: error, guildId: interaction.guildId }, "could not note a guild's locale"),
      );
    // Every API call made for this interaction is the guild's: the governor shares the API out by it.
    const tenant = { key: interaction.guildId, kind: scope };
    const answering = { ...options, reader: scope };

    if (interaction.isChatInputCommand()) {
      const command = commandsByName.get(interaction.commandName);
      const subcommand = subcommandOf(
        command,
        interaction.options.getSubcommandGroup(false),
        interaction.options.getSubcommand(false),
      );
      // Every refusal or failure of a mutating command is in the audit trail, recorded here if not by it.
      const audits = subcommand?.audits;
      const refused = async (error: unknown) => {
        if (audits) await context.audit.refusal(interaction, audits, error);
        throw error;
      };
      if (!subcommand?.scopes.includes(scope)) {
        await answerChatInput(interaction, true, () => refused(unknownCommand), answering);
        return;
      }
      const lookup = subcommand.lookup === true;
      const execute =
        subcommand.audits === undefined
          ? () => subcommand.execute(interaction, context)
          : () =>
              subcommand.execute(
                interaction,
                context,
                bindAudit(context.audit, interaction, subcommand.audits),
              );
      const serverId = givenServerId(interaction.options);
      // The level before anything else: a member refused here reaches neither the handler nor the API.
      const authorized = () =>
        requireLevel(interaction, subcommand.level, context, {
          entry: {
            action: subcommand.audits ?? 'access.refused',
            inputs: { command: commandPath(interaction) },
            ...(serverId === undefined ? {} : { server: { id: serverId } }),
          },
        });
      await answerChatInput(
        interaction,
        subcommand.ephemeral,
        tracked(() =>
          authorized()
            .then(() => asTenant({ ...tenant, lookup }, execute))
            .catch(refused),
        ),
        answering,
      );
      return;
    }

    if (interaction.isAutocomplete()) {
      const command = commandsByName.get(interaction.commandName);
      const subcommand = subcommandOf(
        command,
        interaction.options.getSubcommandGroup(false),
        interaction.options.getSubcommand(false),
      );
      // The one deadline: every lookup behind the handler is cancelled with this signal.
      const signal = AbortSignal.timeout(autocompleteDeadlineMs);
      const suggest = command?.autocomplete;
      const t = translatorFor(interaction.locale);
      // The same rule as the command it serves: a subcommand this guild does not have (a stale registration)
      // or a member without its level is suggested nothing.
      const allowed = async () =>
        subcommand?.scopes.includes(scope) === true && (await mayUse(interaction, subcommand.level, context));
      // A lookup spends its guild's lookup budget even when the store alone answers it.
      const lookup = { ...tenant, lookup: true };
      const choices = suggest
        ? await tracked(async () =>
            (await allowed())
              ? asTenant(lookup, () => {
                  context.api.governor.chargeLookup(lookup);
                  return suggest(interaction, context, signal);
                })
              : [],
          )().catch((error: unknown) => {
            // Past the guild's lookup budget the member is told so in the list, rather than shown nothing.
            if (error instanceof HostingApiError && error.code === 'TENANT_BUSY')
              return [{ name: errorSentence(error, t), value: busyChoiceValue }];
            context.logger.warn({ err: error, command: interaction.commandName }, 'autocomplete failed');
            return [];
          })
        : [];
      await interaction.respond(finalize({ choices }, context.secrets, t).choices ?? []);
      return;
    }

    if (interaction.isButton() || interaction.isStringSelectMenu()) {
      const name = customIdName(interaction.customId);
      const click = components.get(name)?.route(interaction.customId);
      const place = {
        guildId: interaction.guildId,
        channelId: interaction.channelId,
        userId: interaction.user.id,
      };
      // The component's level before its handler, as for a command; refusals once per member and prompt.
      const authorized = async (routed: RoutedClick) => {
        const requirement = await routed.requirement(place, context);
        if (!requirement) return;
        await requireLevel(interaction, requirement.level, context, {
          entry: { action: 'access.refused', inputs: { component: name }, ...requirement.audit },
          key: {
            interactionId: requirement.promptId ?? interaction.message.id,
            phase: `refused-${interaction.user.id}`,
          },
        });
      };
      await answerComponent(
        interaction,
        (responder) =>
          click
            ? tracked(() =>
                authorized(click).then(() =>
                  asTenant(tenant, () => click.handle(interaction, context, responder)),
                ),
              )()
            : Promise.reject(staleComponent),
        answering,
      );
    }
  }

  client.on(Events.InteractionCreate, (interaction) => {
    // The one point every interaction passes: counted and timed here, by what it was and how it ended.
    const started = performance.now();
    const observe = (outcome: InteractionOutcome) => {
      const { command, kind } = interactionLabel(interaction, components);
      metrics?.interaction(command, kind, outcome, (performance.now() - started) / 1000);
    };
    const handled = route(interaction).then(observe, (error: unknown) => {
      observe('error');
      if (!isHarmlessDiscordError(error))
        context.logger.error({ err: error, interaction: interaction.id }, 'interaction handling failed');
    });
    inFlight.add(handled);
    void handled.finally(() => inFlight.delete(handled));
  });

  return {
    count: () => inFlight.size,
    async settled(timeoutMs) {
      const deadline = new AbortController();
      const timer = setTimeout(() => deadline.abort(), timeoutMs);
      const aborted = new Promise<void>((resolve) =>
        deadline.signal.addEventListener('abort', () => resolve()),
      );
      await Promise.race([Promise.allSettled([...inFlight]), aborted]);
      clearTimeout(timer);
    },
  };
}

/** The interactions being handled now, so a stopping instance can let them finish. */
export type InFlightInteractions = {
  count(): number;
  /** Resolves once those in flight now have finished, or after `timeoutMs`, whichever comes first. */
  settled(timeoutMs: number): Promise<void>;
};

/** A bounded label: registered command names and custom_id names only, never ids or typed text. */
function interactionLabel(
  interaction: Interaction,
  components: CommandSet['components'],
): { command: string; kind: InteractionKind } {
  if (interaction.isChatInputCommand())
    return { command: commandPath(interaction).slice(1), kind: 'command' };
  if (interaction.isAutocomplete()) return { command: interaction.commandName, kind: 'autocomplete' };
  if (interaction.isMessageComponent()) {
    const name = customIdName(interaction.customId);
    return { command: components.has(name) ? name : 'unknown', kind: 'component' };
  }
  return { command: 'other', kind: 'command' };
}

/** The command as the member typed it, without options: `/access role set`. */
function commandPath(interaction: ChatInputCommandInteraction): string {
  const parts = [
    interaction.commandName,
    interaction.options.getSubcommandGroup(false),
    interaction.options.getSubcommand(false),
  ];
  return `/${parts.filter((part): part is string => part !== null).join(' ')}`;
}
