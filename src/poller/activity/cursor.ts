import { z } from 'zod';

const logOrders = ['newest-first', 'oldest-first'] as const;
export type LogOrder = (typeof logOrders)[number];

/**
 * How far one server's activity log has been read, as stored with the server's poll state; only the reader
 * (`reader.ts`) reads and moves it. Entries are recognised by key (`seen`, the newest keys, oldest first)
 * and, beyond the keys kept, by time: anything older than `newestAt` minus a slack is old.
 */
export const activityCursorSchema = z.object({
  order: z.enum(logOrders).optional(),
  seen: z.array(z.string()),
  /** Epoch ms of the newest entry read. */
  newestAt: z.number().optional(),
  /** Oldest-first logs: how many entries (from offset 0) have been read. */
  position: z.number().int().nonnegative().optional(),
  /** False until the reader has reached the newest entry once: before that, undated entries are history. */
  caughtUp: z.boolean(),
});
export type ActivityCursor = z.infer<typeof activityCursorSchema>;
