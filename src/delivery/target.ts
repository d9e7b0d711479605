import { z } from 'zod';

/** An interaction's reply, editable with its token until it expires. */
export const replyHandleSchema = z.object({
  applicationId: z.string(),
  token: z.string(),
  expiresAt: z.number(),
  /** The asking member's locale: the edit is said in it (English for a handle stored without one). */
  locale: z.string().optional(),
});

export const targetSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('channel'),
    channelId: z.string(),
    /** The guild of the channel, whose language the post is in (else looked up from the channel). */
    guildId: z.string().optional(),
    /** The role this post mentions, decided when it was queued (the subscription's ping for its kind). */
    pingRoleId: z.string().optional(),
    /**
     * When the latest try that Discord may have created went out; written before it goes, so a restart knows
     * whether a repeat is still recognised by its nonce or the channel must be searched for the post first.
     */
    maybeSentAt: z.number().optional(),
  }),
  /** The original reply of `/server create`, edited while its interaction token lives. */
  z.object({ kind: z.literal('reply'), reply: replyHandleSchema }),
]);
export type Target = z.infer<typeof targetSchema>;

/** Something to post, keyed by the event it tells of, and the places it has still to reach. */
export type OutboxItem = {
  id: string;
  targets: Target[];
  /** When the relay first saw it (epoch ms): its age decides when it is given up. */
  queuedAt?: number | undefined;
};

function sameTarget(a: Target, b: Target): boolean {
  return a.kind === 'channel'
    ? b.kind === 'channel' && a.channelId === b.channelId
    : b.kind === 'reply' && a.reply.token === b.reply.token;
}

export function withoutTarget<Item extends OutboxItem>(
  items: readonly Item[],
  itemId: string,
  done: Target,
): Item[] {
  return items.flatMap((item) => {
    if (item.id !== itemId) return [item];
    const targets = item.targets.filter((target) => !sameTarget(target, done));
    return targets.length > 0 ? [{ ...item, targets }] : [];
  });
}

export function withSentAt<Item extends OutboxItem>(
  items: readonly Item[],
  itemId: string,
  channelId: string,
  at: number | undefined,
): Item[] {
  return items.map((item) =>
    item.id === itemId
      ? {
          ...item,
          targets: item.targets.map((target): Target => {
            if (target.kind !== 'channel' || target.channelId !== channelId) return target;
            const { maybeSentAt: _previous, ...rest } = target;
            return at === undefined ? rest : { ...rest, maybeSentAt: at };
          }),
        }
      : item,
  );
}
