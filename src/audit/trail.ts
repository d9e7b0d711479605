import { SnowflakeUtil, type ChatInputCommandInteraction } from 'discord.js';
import {
  failureOutcome,
  type AuditEntry,
  type AuditInteraction,
  type AuditKey,
  type AuditLog,
} from '../discord/audit-log.js';
import { givenServerId } from '../discord/server-option.js';
import { redactSecrets, type Logger } from '../log.js';
import { snowflakeSchema } from '../render/limits.js';
import {
  auditRecordIdFor,
  type AuditAction,
  type AuditInputs,
  type AuditOutcome,
  type AuditRecord,
  type BotStore,
} from '../store/index.js';
import type { StoredPhrase, StoredPhraseValue } from '../i18n/index.js';

type AuditServer = NonNullable<AuditRecord['server']>;

/** The mutating subcommands, by the action they are recorded as. */
export type AuditTrailOptions = {
  store: BotStore;
  logger: Logger;
  now: () => number;
  /** Values never to be stored (the API key, the bot token), scrubbed from every text recorded. */
  secrets: readonly (string | undefined)[];
  /** Told after a record was stored, so the poster can post it at once. */
  onRecorded?: () => void;
  /** The name of a server an entry names only by id (an unlink, an unsubscribe); undefined if unknown. */
  serverName?: (serverId: string) => Promise<string | undefined>;
};

/** A record id sortable by the time of the interaction it is about, the same on every retry. */
export function auditRecordId(interactionId: string, phase: string): string {
  const at = snowflakeSchema.safeParse(interactionId).success
    ? SnowflakeUtil.timestampFrom(interactionId)
    : 0;
  return auditRecordIdFor(at, interactionId, phase);
}

/**
 * Records who did what, from which guild, to which server. A record that cannot be stored is logged as an
 * error and does not fail the action, which has already happened or been refused by then.
 */
export class AuditTrail implements AuditLog {
  private readonly secrets: string[];

  constructor(private readonly options: AuditTrailOptions) {
    this.secrets = options.secrets.filter((secret): secret is string => Boolean(secret));
  }

  async record(interaction: AuditInteraction, entry: AuditEntry, key: AuditKey = {}): Promise<void> {
    const { store, logger, now, onRecorded } = this.options;
    const id = auditRecordId(key.interactionId ?? interaction.id, key.phase ?? 'outcome');
    const record: AuditRecord = {
      id,
      at: now(),
      guild: { id: interaction.guildId, name: this.scrub(interaction.guild.name) },
      member: {
        id: interaction.user.id,
        name: this.scrub(interaction.member?.displayName ?? interaction.user.username),
      },
      action: entry.action,
      inputs: this.scrubInputs(entry.inputs ?? {}),
      outcome: this.scrubOutcome(entry.outcome),
    };
    if (entry.server) record.server = await this.serverOf(entry.server);
    if (entry.requestId !== undefined) record.requestId = entry.requestId;
    try {
      const channel = await store.audit.channel();
      const phase = key.phase ?? 'outcome';
      // Only an ask and an outcome open and close a confirmation; a refused click leaves it as it is.
      const confirmation = key.interactionId &&
        (phase === 'ask' || phase === 'outcome') && { id: key.interactionId, phase };
      if (await store.audit.append(record, channel?.channelId, confirmation || undefined)) onRecorded?.();
    } catch (error) {
      logger.error({ err: error, audit: id, action: entry.action }, 'could not store an audit record');
    }
  }

  /**
   * Runs an action and records how it ended: done (with what `describe` reads from the result: the server
   * created, the request id), or the failure's outcome. The result or error passes through unchanged.
   */
  async track<T>(
    interaction: AuditInteraction,
    entry: Omit<AuditEntry, 'outcome'>,
    work: () => Promise<T>,
    describe: (result: T) => Pick<AuditEntry, 'server' | 'requestId'> = () => ({}),
  ): Promise<T> {
    let result: T;
    try {
      result = await work();
    } catch (error) {
      await this.record(interaction, { ...entry, ...failureOutcome(error) });
      throw error;
    }
    await this.record(interaction, { ...entry, ...describe(result), outcome: { kind: 'done' } });
    return result;
  }

  /**
   * Records a mutating command that failed before (or without) recording itself: refused by the bot (not
   * available in this guild, a server it may not see, a check), by the hosting API, its rate limit, or
   * failed; `action` is what the subcommand declares it `audits`. A command that recorded its own outcome
   * (same id: the interaction's outcome) keeps it.
   */
  async refusal(
    interaction: ChatInputCommandInteraction<'cached'>,
    action: AuditAction,
    error: unknown,
  ): Promise<void> {
    const recorded = await this.options.store.audit
      .record(auditRecordId(interaction.id, 'outcome'))
      .catch(() => undefined);
    if (recorded) return;
    const serverId = givenServerId(interaction.options);
    await this.record(interaction, {
      action,
      ...(serverId === undefined ? {} : { server: { id: serverId } }),
      ...failureOutcome(error),
    });
  }

  /** The server by name and id, its name looked up when the entry has only the id; the id if that fails. */
  private async serverOf(server: NonNullable<AuditEntry['server']>): Promise<AuditServer> {
    const name =
      server.name ??
      (await this.options.serverName?.(server.id).catch((error: unknown) => {
        this.options.logger.warn({ err: error, server: server.id }, 'could not name a server for the audit');
        return undefined;
      }));
    return { id: server.id, ...(name === undefined ? {} : { name: this.scrub(name) }) };
  }

  private scrubInputs(inputs: AuditInputs): AuditInputs {
    return Object.fromEntries(
      Object.entries(inputs).map(([name, value]) => {
        if (typeof value === 'string') return [name, this.scrub(value)];
        if (typeof value === 'object' && value.kind === 'guild' && value.name !== undefined)
          return [name, { ...value, name: this.scrub(value.name) }];
        return [name, value];
      }),
    );
  }

  /** A refusal's phrase may carry typed text in its values: scrubbed like the inputs. */
  private scrubOutcome(outcome: AuditOutcome): AuditOutcome {
    return outcome.kind === 'refused' && outcome.phrase
      ? { ...outcome, phrase: this.scrubPhrase(outcome.phrase) }
      : outcome;
  }

  private scrubPhrase(phrase: StoredPhrase): StoredPhrase {
    if (phrase.values === undefined) return phrase;
    const scrubValue = (value: StoredPhraseValue): StoredPhraseValue => {
      if (typeof value === 'string') return this.scrub(value);
      if (typeof value === 'number') return value;
      return Array.isArray(value)
        ? value.map((item: StoredPhrase) => this.scrubPhrase(item))
        : this.scrubPhrase(value as StoredPhrase);
    };
    return {
      key: phrase.key,
      values: Object.fromEntries(
        Object.entries(phrase.values).map(([name, value]) => [name, scrubValue(value)]),
      ),
    };
  }

  private scrub(text: string): string {
    return redactSecrets(text, this.secrets);
  }
}
