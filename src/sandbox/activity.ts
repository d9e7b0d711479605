import type { ServerRecord } from './records.js';

export type ActivityInput = { action?: string; actor?: string; description?: string; at?: number };

/** Who the activity log names for changes made through the API and by the platform itself. */
const apiActor = 'reseller-api';
export const systemActor = 'system';

/** Appends entries to a server's activity log, numbering them across all servers. */
export class ActivityLog {
  private count = 0;

  constructor(private readonly now: () => number) {}

  append(record: ServerRecord, entry: ActivityInput): void {
    this.count += 1;
    record.activity.push({
      id: `act_${String(this.count).padStart(6, '0')}`,
      action: entry.action ?? 'server.updated',
      actor: entry.actor ?? apiActor,
      description: entry.description ?? '',
      at: entry.at ?? this.now(),
    });
  }
}
