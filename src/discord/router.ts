import { Events, type Client, type Interaction } from 'discord.js';
import type { Command, ComponentHandlers } from './command.js';
import type { BotContext } from './context.js';
import { parseCustomId, type CustomIdName, type CustomIdPayload } from './custom-ids.js';
import { isHarmlessDiscordError, UserError } from './errors.js';
import { autocompleteDeadlineMs } from './limits.js';
import {
  answerChatInput,
  answerComponent,
  answerWithError,
  type ComponentInteraction,
  type ComponentResponder,
  type TimingOptions,
} from './respond.js';

const unknownCommand = new UserError(
  'This command is no longer available here. ' +
    'Discord may still be showing an old list: try again in a minute.',
);
const staleComponent = new UserError(
  'These buttons are from an older version of the bot and no longer work. Run the command again.',
);

/**
 * Routes every interaction to its handler: slash commands by name and subcommand (only where the guild's
 * scope has them), autocomplete to the command, and components by the name in their custom_id.
 */
export function routeInteractions(
  client: Client,
  commands: readonly Command[],
  components: ComponentHandlers,
  context: BotContext,
  timing: Omit<TimingOptions, 'logger' | 'secrets'>,
): void {
  const commandsByName = new Map(commands.map((command) => [command.name, command]));
  const options: TimingOptions = { ...timing, logger: context.logger, secrets: context.secrets };

  async function route(interaction: Interaction): Promise<void> {
    if (!interaction.inCachedGuild()) {
      if (interaction.isRepliable())
        await answerWithError(interaction, new UserError('This bot works inside servers only.'), {
          publicDeferral: false,
          deferral: undefined,
          logger: context.logger,
        });
      return;
    }
    const scope = context.access.scopeOf(interaction.guildId);

    if (interaction.isChatInputCommand()) {
      const command = commandsByName.get(interaction.commandName as Command['name']);
      const subcommand = command?.subcommands[interaction.options.getSubcommand(false) ?? ''];
      if (!subcommand?.scopes.includes(scope)) {
        await answerChatInput(interaction, true, () => Promise.reject(unknownCommand), options);
        return;
      }
      await answerChatInput(
        interaction,
        subcommand.ephemeral,
        () => subcommand.execute(interaction, context),
        options,
      );
      return;
    }

    if (interaction.isAutocomplete()) {
      const command = commandsByName.get(interaction.commandName as Command['name']);
      // The one deadline: every lookup behind the handler is cancelled with this signal.
      const signal = AbortSignal.timeout(autocompleteDeadlineMs);
      const choices = command?.autocomplete
        ? await command.autocomplete(interaction, context, signal).catch((error: unknown) => {
            context.logger.warn({ err: error, command: interaction.commandName }, 'autocomplete failed');
            return [];
          })
        : [];
      await interaction.respond(choices);
      return;
    }

    if (interaction.isButton() || interaction.isStringSelectMenu()) {
      const parsed = parseCustomId(interaction.customId);
      await answerComponent(
        interaction,
        (responder) =>
          parsed
            ? runComponent(components, interaction, parsed, context, responder)
            : Promise.reject(staleComponent),
        options,
      );
    }
  }

  client.on(Events.InteractionCreate, (interaction) => {
    route(interaction).catch((error: unknown) => {
      if (!isHarmlessDiscordError(error))
        context.logger.error({ err: error, interaction: interaction.id }, 'interaction handling failed');
    });
  });
}

function runComponent<N extends CustomIdName>(
  components: ComponentHandlers,
  interaction: ComponentInteraction,
  parsed: { name: N; payload: CustomIdPayload<N> },
  context: BotContext,
  responder: ComponentResponder,
) {
  const handler: ComponentHandlers[N] = components[parsed.name];
  return handler.execute(interaction, parsed.payload, context, responder);
}
