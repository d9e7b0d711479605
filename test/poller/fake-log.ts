import { createHash } from 'node:crypto';
import type { ActivityEntry, ActivityPage } from '../../src/api/index.js';
import type { LogOrder } from '../../src/poller/activity/cursor.js';

export type FakeLogOptions = {
  order: LogOrder;
  /** Entries carry an id (keyed by it) or not (keyed by a hash of their content, as the API layer does). */
  ids: boolean;
  /** Whether pages carry a pagination object with the total. */
  pagination: boolean;
  /** Whether entries carry a timestamp. */
  timestamps?: boolean;
};

/** One server's activity log as the API would page it, with a count of the pages fetched. */
export class FakeLog {
  /** Oldest first. */
  readonly entries: ActivityEntry[] = [];
  fetches = 0;
  private sequence = 0;

  constructor(
    private options: FakeLogOptions,
    private readonly clock: { now: number },
  ) {}

  setOrder(order: LogOrder): void {
    this.options = { ...this.options, order };
  }

  /** Appends entries, each a millisecond after the previous one unless `at` pins them all to one time. */
  add(count = 1, fields: { action?: string; description?: string; at?: number } = {}): ActivityEntry[] {
    const added: ActivityEntry[] = [];
    for (let index = 0; index < count; index += 1) {
      this.sequence += 1;
      const raw: Record<string, unknown> = {
        event: fields.action ?? 'server.note',
        message: fields.description ?? `note ${this.sequence}`,
      };
      if (this.options.timestamps !== false)
        raw.timestamp = new Date(fields.at ?? this.clock.now).toISOString();
      if (this.options.ids) raw.id = `act_${this.sequence}`;
      const key = this.options.ids
        ? `act_${this.sequence}`
        : createHash('sha256').update(JSON.stringify(raw)).digest('hex');
      const entry: ActivityEntry = {
        key,
        action: raw.event as string,
        description: raw.message as string,
        raw,
      };
      if (this.options.ids) entry.id = key;
      if (typeof raw.timestamp === 'string') entry.timestamp = raw.timestamp;
      this.entries.push(entry);
      added.push(entry);
      if (fields.at === undefined) this.clock.now += 1;
    }
    return added;
  }

  /** Drops the oldest entries, as a log with retention does. */
  expire(count: number): void {
    this.entries.splice(0, count);
  }

  readonly fetchPage = async (offset: number, limit: number): Promise<ActivityPage> => {
    this.fetches += 1;
    const ordered = this.options.order === 'oldest-first' ? this.entries : [...this.entries].reverse();
    const total = ordered.length;
    return {
      entries: ordered.slice(offset, offset + limit),
      pagination: this.options.pagination
        ? {
            page: Math.floor(offset / limit) + 1,
            limit,
            total,
            totalPages: Math.ceil(total / limit),
            hasNext: offset + limit < total,
            hasPrev: offset > 0,
          }
        : undefined,
    };
  };
}
