import { createHash } from 'node:crypto';
import {
  InteractionContextType,
  Routes,
  SlashCommandBuilder,
  type REST,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord.js';
import type { Logger } from '../log.js';
import type { BotStore } from '../store/index.js';
import type { Scope } from '../access/scope.js';
import type { Command, Subcommand } from './command.js';
import { localizeDefinition } from './command-text.js';

/** The command definitions a guild of the given scope gets: only the subcommands that exist there. */
export function definitionsFor(
  commands: readonly Command[],
  scope: Scope,
): RESTPostAPIChatInputApplicationCommandsJSONBody[] {
  const here = ([, subcommand]: [string, Subcommand]) => subcommand.scopes.includes(scope);
  return commands.flatMap((command) => {
    const subcommands = Object.entries(command.subcommands).filter(here);
    const groups = Object.entries(command.groups ?? {})
      .map(([name, group]) => [name, group, Object.entries(group.subcommands).filter(here)] as const)
      .filter(([, , offered]) => offered.length > 0);
    if (subcommands.length === 0 && groups.length === 0) return [];
    const builder = new SlashCommandBuilder()
      .setName(command.name)
      .setDescription(command.description)
      .setContexts(InteractionContextType.Guild)
      // Every member sees every command: the bot checks the level each subcommand needs, which Discord
      // cannot know; a guild's admins may still narrow a command in Server Settings, Integrations.
      .setDefaultMemberPermissions(null);
    for (const [name, subcommand] of subcommands)
      builder.addSubcommand((sub) => subcommand.define(sub.setName(name)));
    for (const [name, group, offered] of groups)
      builder.addSubcommandGroup((built) => {
        built.setName(name).setDescription(group.description);
        for (const [subName, subcommand] of offered)
          built.addSubcommand((sub) => subcommand.define(sub.setName(subName)));
        return built;
      });
    return [localizeDefinition(builder.toJSON())];
  });
}

function definitionsHash(definitions: readonly RESTPostAPIChatInputApplicationCommandsJSONBody[]): string {
  return createHash('sha256').update(JSON.stringify(definitions)).digest('hex');
}

/**
 * Registers guild commands so they appear at once, and only when the definitions changed since the last
 * registration in that guild (the hash is kept in the store), unless forced.
 */
export class CommandRegistrar {
  constructor(
    private readonly rest: REST,
    private readonly applicationId: string,
    private readonly commands: readonly Command[],
    private readonly store: BotStore,
    private readonly logger: Logger,
  ) {}

  /** Returns whether Discord was called. */
  async sync(guildId: string, scope: Scope, { force = false } = {}): Promise<boolean> {
    const definitions = definitionsFor(this.commands, scope);
    const hash = definitionsHash(definitions);
    if (!force && (await this.store.commandHash(guildId)) === hash) return false;
    await this.rest.put(Routes.applicationGuildCommands(this.applicationId, guildId), { body: definitions });
    await this.store.setCommandHash(guildId, hash);
    this.logger.info({ guildId, scope, commands: definitions.length }, 'registered guild commands');
    return true;
  }
}
