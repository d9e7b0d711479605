import { z } from 'zod';
import { type KvBackend, recordKey, type UpdateStep } from './backend.js';
import { parseStored } from './errors.js';
import { guildRecords } from './guild-records.js';
import type { BadRecords } from './set-aside.js';

/** What a silence can hold back: status changes, usage crossings, game answers, activity entries. */
export const silenceKinds = ['status', 'usage', 'game', 'activity'] as const;
export const silenceKindSchema = z.enum(silenceKinds);
export type SilenceKind = z.infer<typeof silenceKindSchema>;
/** What `/alerts silence` holds back when it names no kinds: everything but activity. */
export const defaultSilenceKinds: readonly SilenceKind[] = ['status', 'usage', 'game'];

/** A reason is a short note for the team, never an essay. */
export const maxSilenceReasonLength = 200;

const member = z.object({ id: z.string(), name: z.string() });

/**
 * A guild's silence: while it holds, the alerts of its kinds for its server (null: every server the guild
 * may see) are not posted in its channel (null: every channel of the guild). Ended by a member (End now) or
 * by its time; the lease holder then posts what is still wrong and removes it.
 */
const silenceSchema = z.object({
  /** `guildId/<time>-<interaction>`: the guild's records sort by when they were set. */
  id: z.string(),
  guildId: z.string(),
  guildName: z.string().optional(),
  channelId: z.string().nullable(),
  serverId: z.string().nullable(),
  serverName: z.string().optional(),
  kinds: z.array(silenceKindSchema).min(1),
  reason: z.string().max(maxSilenceReasonLength).optional(),
  setBy: member,
  setAt: z.number(),
  until: z.number(),
  /** How it ended: by a member, or by its time (`by` absent); set once. */
  ended: z.object({ at: z.number(), by: member.optional() }).optional(),
});
export type Silence = z.infer<typeof silenceSchema>;

export const silenceCollection = 'silence';
/** One record per guild that ever set a silence: the guilds the lease holder reads, one by one. */
const guildsCollection = 'silence-guild';

/** A silence's id: the guild first (so `guildRecords` finds it), then when and from which interaction. */
export function silenceId(guildId: string, setAt: number, interactionId: string): string {
  return `${guildId}/${Math.max(0, Math.floor(setAt)).toString(36).padStart(9, '0')}-${interactionId}`;
}

/** Whether the silence holds back the alerts of `kind` for the server in the guild's channel at `now`. */
export function silences(
  silence: Silence,
  at: { guildId: string; channelId: string; serverId: string; kind: SilenceKind; now: number },
): boolean {
  return (
    silence.ended === undefined &&
    silence.guildId === at.guildId &&
    silence.setAt <= at.now &&
    at.now < silence.until &&
    (silence.serverId === null || silence.serverId === at.serverId) &&
    (silence.channelId === null || silence.channelId === at.channelId) &&
    silence.kinds.includes(at.kind)
  );
}

/** What ending a silence found: ended now, already ended (by whom and when), or gone. */
export type EndResult =
  | { outcome: 'ended'; silence: Silence }
  | { outcome: 'already'; silence: Silence }
  | { outcome: 'missing' };

/**
 * The silences, one record each, read per guild (`guildRecords`); every change is an atomic update, so a
 * member's End now and the lease holder's expiry meet once whichever instance runs them.
 */
export class SilenceStore {
  constructor(
    private readonly backend: KvBackend,
    private readonly badRecords: BadRecords,
  ) {}

  /** One guild's silences, oldest first, ended ones too until the lease holder has announced them. */
  ofGuild(guildId: string): Promise<Silence[]> {
    return this.badRecords.around(async () =>
      (await guildRecords(this.backend, silenceCollection, guildId)).map(({ id, value }) =>
        this.parsed(id, value),
      ),
    );
  }

  get(id: string): Promise<Silence | undefined> {
    return this.badRecords.around(async () => {
      const value = await this.backend.getRecord(silenceCollection, id);
      return value === undefined ? undefined : this.parsed(id, value);
    });
  }

  /** The guilds that have set a silence: the lease holder reads their silences, not every guild's. */
  async guilds(): Promise<string[]> {
    return (await this.backend.listRecords(guildsCollection)).map(({ id }) => id);
  }

  /** Stores a new silence with its guild's entry, in one step; a retried interaction stores nothing twice. */
  async add(silence: Silence): Promise<boolean> {
    return this.backend.commitRecords({
      insert: [{ collection: silenceCollection, id: silence.id, value: silence }],
      put: [{ collection: guildsCollection, id: silence.guildId, value: { guildId: silence.guildId } }],
    });
  }

  /** Ends a silence now (End now): once, whoever asks first; answers who had, when it was already over. */
  end(id: string, at: number, by: Silence['setBy']): Promise<EndResult> {
    return this.endWith(id, (silence) => ({ ...silence, ended: { at, by } }));
  }

  /** Ends a silence whose time is up, once: answers whether this call did (it then records the expiry). */
  async expire(id: string, now: number): Promise<Silence | undefined> {
    const result = await this.endWith(id, (silence) =>
      silence.until <= now ? { ...silence, ended: { at: silence.until } } : undefined,
    );
    return result.outcome === 'ended' ? result.silence : undefined;
  }

  /** Removes an ended silence once its end was announced: its quota slot frees with it. */
  async remove(id: string): Promise<void> {
    await this.backend.deleteRecord(silenceCollection, id);
  }

  private endWith(id: string, change: (silence: Silence) => Silence | undefined): Promise<EndResult> {
    return this.badRecords.around(() =>
      this.backend.update(recordKey(silenceCollection, id), (stored): UpdateStep<EndResult> => {
        if (stored === undefined) return { result: { outcome: 'missing' } };
        const silence = this.parsed(id, stored);
        if (silence.ended !== undefined) return { result: { outcome: 'already', silence } };
        const next = change(silence);
        if (next === undefined) return { result: { outcome: 'already', silence } };
        return { result: { outcome: 'ended', silence: next }, write: { value: next } };
      }),
    );
  }

  private parsed(id: string, value: unknown): Silence {
    const what = `the silence stored at "${id}"`;
    return parseStored(
      this.backend.kind,
      silenceSchema,
      what,
      value,
      'read',
      recordKey(silenceCollection, id),
    );
  }
}
