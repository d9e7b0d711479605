import { z } from 'zod';
import { KeyedMutex } from '../concurrency.js';
import type { Logger } from '../log.js';
import type { BotStore } from '../store/index.js';
import type { Deliverer } from './discord.js';
import type { OpsNotice, Recipients, Relay, RelayFactory } from './relay.js';
import { targetSchema, type OutboxItem, type Target } from './target.js';
import type { DeliveryTiming } from './timing.js';
import { knownPhraseSchema } from './phrases.js';

/**
 * A queued notice: its lines as phrases, said in the ops guild's language when sent; `content` is the plain
 * text of a notice queued before notices were phrases (or by a producer that still writes text): posted as
 * it is.
 */
const opsItemSchema = z.object({
  id: z.string(),
  lines: z.array(knownPhraseSchema).optional(),
  content: z.string().optional(),
  queuedAt: z.number().optional(),
  /** Empty until the ops guild's channel is known (Discord may be down when the notice is queued). */
  targets: z.array(targetSchema),
});
type OpsItem = z.infer<typeof opsItemSchema>;

const documentName = 'delivery:ops-notices';
const stream = 'ops';
/** The ops guild's channel takes every notice; it is looked up again once lost. */
const opsChannel: Recipients<OpsItem> = { isRecipient: () => true, lost: () => undefined };

export type OpsNoticesOptions = {
  store: BotStore;
  deliverer: Deliverer;
  logger: Logger;
  now: () => number;
  timing: DeliveryTiming;
  /** The ops guild, whose language its notices are in. */
  opsGuildId?: string | undefined;
  /** The delivery service's relays, which send the notices like any post. */
  relayOver: RelayFactory;
};

/**
 * Notices for the ops guild (an alert given up, a channel or a board paused, a record set aside), queued in
 * the store and sent through a relay like any post, each with its own identity: they arrive once, even
 * after the outage that caused them.
 */
export class OpsNotices {
  private items: OpsItem[] = [];
  /** Whether the stored queue was read: the first change reads it, so no notice is saved over. */
  private loaded = false;
  private readonly relay: Relay<OpsItem>;
  /** When to look for the ops guild's channel again, while a notice has none. */
  private resolveAfter = 0;
  /**
   * Loading, queueing and every change take turns, each saving before the next starts: a notice queued (by
   * the audit poster) while a new lease term reloads the queue is neither dropped by the reload nor saved
   * over by an older list.
   */
  private readonly turns = new KeyedMutex();

  constructor(private readonly options: OpsNoticesOptions) {
    this.relay = options.relayOver({
      items: () => this.items,
      storedAt: () => options.store.pollStateKey(documentName),
      update: (_stream, change) => this.change(change),
      render: (_stream, item, t) => ({
        content: item.lines === undefined ? (item.content ?? '') : item.lines.map(t.say).join('\n'),
      }),
      lost: async (channelId, reason) => {
        options.logger.error({ channelId, reason }, 'could not post a notice in the ops guild');
        return undefined;
      },
      givenUp: () => undefined,
    });
  }

  /** Reads the stored queue again: a new lease term, whose predecessor may have sent or queued notices. */
  load(): Promise<void> {
    return this.turns.run(documentName, () => this.read());
  }

  /** Queues a notice, stamped with when; queueing a key already held is a no-op. */
  enqueue(key: string, notice: OpsNotice): Promise<void> {
    const queuedAt = this.options.now();
    return this.change((items) =>
      items.some((item) => item.id === key)
        ? items
        : [
            ...items,
            {
              id: key,
              ...('lines' in notice ? { lines: [...notice.lines] } : { content: notice.content }),
              queuedAt,
              targets: [],
            },
          ],
    );
  }

  get backlog(): readonly OutboxItem[] {
    return this.items;
  }

  nextRetryAt(): number | undefined {
    const unresolved = this.items.some((item) => item.targets.length === 0);
    const retry = this.relay.nextRetryAt();
    if (!unresolved) return retry;
    return retry === undefined ? this.resolveAfter : Math.min(retry, this.resolveAfter);
  }

  /** Sends what is queued whose retry delay is over, to the ops guild's channel once it is known. */
  async send(): Promise<void> {
    const { deliverer, logger, now, timing } = this.options;
    if (this.items.some((item) => item.targets.length === 0) && this.resolveAfter <= now()) {
      const channelId = await deliverer.opsChannelId();
      if (channelId === undefined) {
        this.resolveAfter = now() + timing.deliveryRetryMs;
        logger.warn('no channel in the ops guild the bot can post in yet; its notices wait in the store');
      } else {
        await this.change((items) =>
          items.map((item) =>
            item.targets.length === 0 ? { ...item, targets: [this.opsTarget(channelId)] } : item,
          ),
        );
      }
    }
    if (this.relay.ready([stream]).length > 0) await this.relay.send(stream, opsChannel);
  }

  private opsTarget(channelId: string): Target {
    const { opsGuildId } = this.options;
    return opsGuildId === undefined
      ? { kind: 'channel', channelId }
      : { kind: 'channel', channelId, guildId: opsGuildId };
  }

  private async read(): Promise<void> {
    this.items = (await this.options.store.pollState(documentName, z.array(opsItemSchema))) ?? [];
    this.loaded = true;
  }

  /** Applies a change in its turn and saves it; an unchanged list is not written. */
  private change(apply: (items: OpsItem[]) => OpsItem[]): Promise<void> {
    return this.turns.run(documentName, async () => {
      if (!this.loaded) await this.read();
      const next = apply(this.items);
      if (next === this.items) return;
      this.items = next;
      await this.options.store.setPollState(documentName, next);
    });
  }
}
