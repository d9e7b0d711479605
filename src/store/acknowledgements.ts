import { z } from 'zod';
import type { KvBackend, UpdateStep } from './backend.js';
import { parseStored } from './errors.js';
import type { BadRecords } from './set-aside.js';

/**
 * What an alert post can be acknowledged for: an incident, one server's trouble from when it began until it
 * ends (`down` a status outage, `silent` a game not answering, `usage-<metric>` a usage threshold crossed).
 * `since` is when it began, as the down post and its back post both carry it (status-down's `since`,
 * status-back's `downSince`), so the back post finds the acknowledgement of its down post.
 */
const incidentKinds = ['down', 'silent', 'usage-cpu', 'usage-ram', 'usage-disk'] as const;
export const incidentKindSchema = z.enum(incidentKinds);
const incidentSchema = z.object({
  serverId: z.string().min(1),
  kind: incidentKindSchema,
  since: z.number().int().nonnegative(),
});
export type Incident = z.infer<typeof incidentSchema>;

/**
 * One guild's acknowledgement: who took it and when; `via` the reference of the post clicked when it was not
 * this incident's own (a grouped post acknowledged as a whole).
 */
export const acknowledgementSchema = z.object({
  userId: z.string(),
  at: z.number(),
  via: z.string().optional(),
});
export type Acknowledgement = z.infer<typeof acknowledgementSchema>;

/**
 * An incident's (or a grouped post's) acknowledgements, one per guild: each guild's team takes its own
 * posts, so a community guild's member never answers for the ops guild, nor the reverse. `endedAt` is set
 * once the back post is queued.
 */
const documentSchema = z.object({
  guilds: z.record(z.string(), acknowledgementSchema),
  endedAt: z.number().optional(),
});
type AckDocument = z.infer<typeof documentSchema>;

/** `claimed`: this click took it; `taken`: someone had already, and who. */
export type AckClaim = { outcome: 'claimed' | 'taken'; acknowledgement: Acknowledgement };

/** Kept while an incident lasts, at most this long (one never seen to end does not stay forever). */
export const openRetentionMs = 30 * 24 * 3_600_000;
/** Kept this long after the incident ended, so a late click on the old post is still told who took it. */
export const endedRetentionMs = 7 * 24 * 3_600_000;

/** An incident's reference in keys and custom_ids: `<kind>.<since>.<server>`, the server last. */
export function incidentReference(incident: Incident): string {
  return `${incident.kind}.${incident.since}.${incident.serverId}`;
}

/** The incident a reference names; undefined for another reference (a grouped post's) or a malformed one. */
export function parseIncidentReference(reference: string): Incident | undefined {
  const match = /^([a-z-]+)\.(\d{1,15})\.(.+)$/.exec(reference);
  if (match === null) return undefined;
  const parsed = incidentSchema.safeParse({ kind: match[1], since: Number(match[2]), serverId: match[3] });
  return parsed.success ? parsed.data : undefined;
}

const ackKey = (reference: string) => `ack:${reference}`;

/**
 * Who acknowledged which incident, per guild. A claim is one atomic read-modify-write of the reference's
 * document, so of two clicks at once, on two instances, exactly one takes it. Every document expires: 30 days
 * after its first acknowledgement while the incident lasts, 7 days after it ended.
 */
export class AcknowledgementStore {
  constructor(
    private readonly backend: KvBackend,
    private readonly badRecords: BadRecords,
    private readonly now: () => number,
  ) {}

  /**
   * Takes the post `reference` stands for in `guildId` for `userId`, atomically; then records the same
   * acknowledgement on each of `members` the guild had not acknowledged yet (a grouped post's incidents;
   * for a lone incident's post, `[that incident]`, whose reference is the claim itself), also when it was
   * taken already (then with who took it).
   */
  async claim(
    guildId: string,
    reference: string,
    members: readonly Incident[],
    userId: string,
  ): Promise<AckClaim> {
    const result = await this.take(reference, guildId, { userId, at: this.now() });
    // The members too when it was taken already: a claim cut short between its writes (a crash) is finished
    // by the next click, with the first taker's name; a member the guild had taken alone keeps its own.
    for (const member of members) {
      const memberReference = incidentReference(member);
      if (memberReference !== reference)
        await this.take(memberReference, guildId, { ...result.acknowledgement, via: reference });
    }
    return result;
  }

  /** The incident's acknowledgements, by guild. */
  async of(incident: Incident): Promise<Record<string, Acknowledgement>> {
    const key = ackKey(incidentReference(incident));
    return this.badRecords.around(async () => this.parsed(key, await this.backend.get(key))?.guilds ?? {});
  }

  /**
   * The incident ended at `endedAt` (its back post is being queued): answers its acknowledgements, by guild,
   * and keeps them only `endedRetentionMs` more.
   */
  ended(incident: Incident, endedAt: number): Promise<Record<string, Acknowledgement>> {
    const key = ackKey(incidentReference(incident));
    return this.badRecords.around(() =>
      this.backend.update(key, (stored): UpdateStep<Record<string, Acknowledgement>> => {
        const document = this.parsed(key, stored);
        if (document === undefined) return { result: {} };
        if (document.endedAt !== undefined) return { result: document.guilds };
        const ttlMs = Math.max(1, endedAt + endedRetentionMs - this.now());
        return { result: document.guilds, write: { value: { ...document, endedAt }, ttlMs } };
      }),
    );
  }

  private take(reference: string, guildId: string, acknowledgement: Acknowledgement): Promise<AckClaim> {
    const key = ackKey(reference);
    return this.badRecords.around(() =>
      this.backend.update(key, (stored): UpdateStep<AckClaim> => {
        const document: AckDocument = this.parsed(key, stored) ?? { guilds: {} };
        const earlier = document.guilds[guildId];
        if (earlier !== undefined) return { result: { outcome: 'taken', acknowledgement: earlier } };
        const next = { ...document, guilds: { ...document.guilds, [guildId]: acknowledgement } };
        const ttlMs =
          document.endedAt === undefined
            ? openRetentionMs
            : Math.max(1, document.endedAt + endedRetentionMs - this.now());
        return { result: { outcome: 'claimed', acknowledgement }, write: { value: next, ttlMs } };
      }),
    );
  }

  private parsed(key: string, value: unknown): AckDocument | undefined {
    if (value === undefined) return undefined;
    return parseStored(
      this.backend.kind,
      documentSchema,
      `the acknowledgements at "${key}"`,
      value,
      'read',
      key,
    );
  }
}
