import {
  PermissionFlagsBits,
  type AutocompleteInteraction,
  type ChatInputCommandInteraction,
} from 'discord.js';
import { holds, memberLevel, type AccessLevel } from '../access/levels.js';
import { phrase, type MessageKey, type Phrase } from '../i18n/index.js';
import { UserError } from '../render/errors.js';
import type { AuditEntry, AuditKey } from './audit-log.js';
import type { BotContext } from './context.js';
import type { ComponentInteraction } from './respond.js';

// The one rule of who may do what: a member's level, from Manage Server and the guild's role grants, against
// the level a subcommand, its autocomplete, a button, a menu or a confirmation declares.

type GuildInteraction =
  | ChatInputCommandInteraction<'cached'>
  | AutocompleteInteraction<'cached'>
  | ComponentInteraction;

/** Each level by the name members read (the `level` choices of `/access role set` say the same). */
export const levelNameKeys = {
  read: 'option.level.read',
  operate: 'option.level.operate',
  administer: 'option.level.administer',
} as const satisfies Record<AccessLevel, MessageKey>;

/** The one sentence a refused member reads: it names the level needed and who can grant it. */
function levelRefusal(needed: AccessLevel): Phrase {
  return phrase('access.needsLevel', { level: phrase(levelNameKeys[needed]) });
}

/**
 * The level of the member behind an interaction, read from this very interaction (their permissions and
 * roles now) and the guild's grants now: a grant removed, a role taken away or Manage Server lost counts at
 * the next click.
 */
async function levelOf(interaction: GuildInteraction, context: BotContext): Promise<AccessLevel | undefined> {
  const manageServer = interaction.memberPermissions.has(PermissionFlagsBits.ManageGuild);
  const scope = context.access.scopeOf(interaction.guildId);
  // Manage Server holds every level: no grant to read.
  if (manageServer) return memberLevel({ manageServer, roleIds: [] }, scope, {});
  const grants = await context.store.roleGrants.of(interaction.guildId);
  // @everyone's id is the guild's: a grant to it is every member's.
  const roleIds = new Set([interaction.guildId, ...interaction.member.roles.cache.keys()]);
  return memberLevel({ manageServer, roleIds }, scope, grants);
}

/** Whether the member may use what needs `needed`; for autocomplete, which refuses by suggesting nothing. */
export async function mayUse(
  interaction: GuildInteraction,
  needed: AccessLevel,
  context: BotContext,
): Promise<boolean> {
  return holds(await levelOf(interaction, context), needed);
}

/**
 * Lets the member through when they hold `needed`; otherwise records the refusal (`entry`, under `key`: once
 * per member and prompt) and throws the sentence that names the level.
 */
export async function requireLevel(
  interaction: ChatInputCommandInteraction<'cached'> | ComponentInteraction,
  needed: AccessLevel,
  context: BotContext,
  refusal: { entry: Omit<AuditEntry, 'outcome'>; key?: AuditKey },
): Promise<void> {
  if (await mayUse(interaction, needed, context)) return;
  const said = levelRefusal(needed);
  await context.audit.record(
    interaction,
    { ...refusal.entry, outcome: { kind: 'refused', code: 'MISSING_LEVEL', phrase: said } },
    refusal.key,
  );
  throw new UserError(said);
}
