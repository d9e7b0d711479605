import { z } from 'zod';
import { type KvBackend, recordKey, type UpdateStep } from './backend.js';
import { parseStored } from './errors.js';
import { guildRecords } from './guild-records.js';
import type { BadRecords } from './set-aside.js';
import { storedPhraseSchema } from './audit-records.js';

/**
 * A live status board: one channel's message(s), edited in place. The record is stored before the first
 * post, whose nonce derives from `createdAt`, so a post repeated after a crash cannot make a second board.
 */
const boardSchema = z.object({
  guildId: z.string(),
  channelId: z.string(),
  createdAt: z.number(),
  /** The board's messages, one per page, in order; empty until the first post landed. */
  messageIds: z.array(z.string()),
  /** Hash of each page as last shown, freshness line excluded, so an unchanged board is not edited. */
  pageHashes: z.array(z.string()),
  /** When the board was last posted or edited. */
  editedAt: z.number().optional(),
  /**
   * What the board's top last showed as needing attention (a hash of the servers and their reasons): a
   * change there is edited in sooner than a refresh that only moves figures on.
   */
  attentionHash: z.string().optional(),
  /** Set when the board's messages were posted anew because Discord refused their edits too long. */
  replacedAt: z.number().optional(),
  /** Messages of the board before it was replaced, deleted once the new ones are up. */
  retiredMessageIds: z.array(z.string()).optional(),
  /** Set once a deleted board message was posted again: a second deletion pauses the board. */
  recreatedAt: z.number().optional(),
  /**
   * Since when each server has been in the condition that puts it on the board's top (bounded, see
   * `trackConditions`): the board shows "since" from it across restarts.
   */
  conditions: z.record(z.string(), z.object({ condition: z.string(), at: z.number() })).optional(),
  /** Set when the bot can no longer show the board there, in English (logs); `/board create` resumes it. */
  pausedReason: z.string().optional(),
  /** The same reason as a phrase, said in each reader's language (absent on boards paused before it). */
  pausedFor: storedPhraseSchema.optional(),
});
export type Board = z.infer<typeof boardSchema>;
export type BoardKey = Pick<Board, 'guildId' | 'channelId'>;

export const boardCollection = 'board';
const collection = boardCollection;

export function boardId({ guildId, channelId }: BoardKey): string {
  return `${guildId}/${channelId}`;
}

/**
 * The boards, one record each; changes go through atomic updates so a command and the poller lose nothing.
 * A board that cannot be read is set aside (`BadRecords`): the others go on, and its channel may start anew.
 */
export class BoardStore {
  constructor(
    private readonly backend: KvBackend,
    private readonly badRecords: BadRecords,
  ) {}

  list(): Promise<Board[]> {
    return this.badRecords.around(async () => {
      const records = await this.backend.listRecords(collection);
      return records.map(({ id, value }) => this.parsed(id, value));
    });
  }

  /** One guild's boards, read from its records only. */
  ofGuild(guildId: string): Promise<Board[]> {
    return this.badRecords.around(async () => {
      const records = await guildRecords(this.backend, collection, guildId);
      return records.map(({ id, value }) => this.parsed(id, value));
    });
  }

  get(key: BoardKey): Promise<Board | undefined> {
    return this.badRecords.around(async () => {
      const value = await this.backend.getRecord(collection, boardId(key));
      return value === undefined ? undefined : this.parsed(boardId(key), value);
    });
  }

  /**
   * Creates the board, or resumes a paused one; answers what was there before (undefined when it is new), so
   * a board that already runs is left alone.
   */
  claim(key: BoardKey, now: number): Promise<Board | undefined> {
    const id = boardId(key);
    return this.badRecords.around(() => this.claimStep(key, id, now));
  }

  private claimStep(key: BoardKey, id: string, now: number): Promise<Board | undefined> {
    return this.backend.update(recordKey(collection, id), (stored): UpdateStep<Board | undefined> => {
      const current = stored === undefined ? undefined : this.parsed(id, stored);
      if (current && current.pausedReason === undefined) return { result: current };
      // A resumed board starts afresh: not paused, and allowed one recreation again.
      const {
        pausedReason: _paused,
        recreatedAt: _recreated,
        ...kept
      } = current ?? {
        ...key,
        createdAt: now,
        messageIds: [],
        pageHashes: [],
      };
      return { result: current, write: { value: kept } };
    });
  }

  /**
   * Applies `change` to the stored board; nothing happens (and undefined is answered) once it was removed.
   */
  change(key: BoardKey, change: (board: Board) => Board): Promise<Board | undefined> {
    const id = boardId(key);
    return this.badRecords.around(() =>
      this.backend.update(recordKey(collection, id), (stored): UpdateStep<Board | undefined> => {
        if (stored === undefined) return { result: undefined };
        const next = change(this.parsed(id, stored));
        return { result: next, write: { value: next } };
      }),
    );
  }

  /** Answers the removed board, if there was one. */
  remove(key: BoardKey): Promise<Board | undefined> {
    const id = boardId(key);
    // A board that cannot be read is still removed (set aside first, so it is kept for a person).
    return this.badRecords.around(() =>
      this.backend.update(
        recordKey(collection, id),
        (stored): UpdateStep<Board | undefined> =>
          stored === undefined ? { result: undefined } : { result: this.parsed(id, stored), write: 'delete' },
      ),
    );
  }

  private parsed(id: string, value: unknown): Board {
    const what = `the board stored at "${id}"`;
    return parseStored(this.backend.kind, boardSchema, what, value, 'read', recordKey(collection, id));
  }
}
