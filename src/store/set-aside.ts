import type { Logger } from '../log.js';
import { type KvBackend, recordKey } from './backend.js';
import type { Driver } from './driver.js';
import { CorruptRecordError } from './errors.js';
import { type SetAsideRecord, setAsideCollection, setAsideId, setAsideRecordSchema } from './schemas.js';

export { setAsideCollection, setAsideId, type SetAsideRecord };

/** Told of each record set aside, with the collection it belonged to (`link`, `poll`, `confirmation`). */
export type SetAsideListener = (record: SetAsideRecord & { collection: string }) => void;

/** The collection of a store key: `rec:link#g/s` -> `link`, `poll:servers` -> `poll`. */
function collectionOfKey(key: string): string {
  if (key.startsWith('rec:')) return key.slice('rec:'.length, key.indexOf('#'));
  const colon = key.indexOf(':');
  return colon < 0 ? key : key.slice(0, colon);
}

/** A read that met corrupt records, tried again once per record set aside; then it gives up loudly. */
const maxSetAsidePerRead = 100;

/**
 * One bad record harms only itself: a read of records or documents that meets one that does not parse or
 * validate moves it aside (kept whole, see `setAsideRecordSchema`), names it in one error line, tells the
 * listener (metrics, and through the stored flag the ops guild), and reads again without it.
 */
export class BadRecords {
  constructor(
    private readonly backend: KvBackend,
    private readonly logger: Logger | undefined,
    private readonly listener: SetAsideListener | undefined,
    private readonly now: () => number = Date.now,
  ) {}

  async around<T>(read: () => Promise<T>): Promise<T> {
    for (let setAside = 0; ; setAside += 1) {
      try {
        return await read();
      } catch (error) {
        if (!(error instanceof CorruptRecordError) || setAside >= maxSetAsidePerRead) throw error;
        await this.setAside(error);
      }
    }
  }

  /**
   * Sets aside a part of a stored document that reads but cannot be used (a queued post that cannot be
   * rendered): kept as it was under `key` (the document's key and the part's id, `poll:server:s1#item`),
   * named in one error line, told to the listener and, through the stored flag, to the ops guild, like a
   * record that does not parse. The caller removes it from its document.
   */
  async keepAside(key: string, value: unknown, reason: string): Promise<void> {
    const record: SetAsideRecord = {
      key,
      raw: JSON.stringify(value),
      reason,
      setAsideAt: this.now(),
      notified: false,
    };
    await this.backend.set(recordKey(setAsideCollection, setAsideId(record)), record);
    const collection = collectionOfKey(key);
    this.logger?.error(
      { key, collection, reason, setAsideAs: setAsideId(record) },
      'a stored item could not be used and was set aside',
    );
    this.listener?.({ ...record, collection });
  }

  async list(): Promise<SetAsideRecord[]> {
    const records = await this.backend.listRecords(setAsideCollection);
    return records.flatMap(({ value }) => {
      const parsed = setAsideRecordSchema.safeParse(value);
      return parsed.success ? [parsed.data] : [];
    });
  }

  async markNotified(record: SetAsideRecord): Promise<void> {
    await this.backend.update(recordKey(setAsideCollection, setAsideId(record)), (stored) =>
      stored === undefined
        ? { result: undefined }
        : { result: undefined, write: { value: { ...record, notified: true } } },
    );
  }

  private async setAside(error: CorruptRecordError): Promise<void> {
    const record = await this.backend.setAside(error.key, error.problem);
    // Undefined: another reader (or instance) moved it first and named it; the read simply goes on.
    if (record === undefined) return;
    const collection = collectionOfKey(record.key);
    this.logger?.error(
      { key: record.key, collection, reason: record.reason, setAsideAs: setAsideId(record) },
      `a stored record could not be read and was set aside: ${error.message}`,
    );
    this.listener?.({ ...record, collection });
  }
}

/**
 * Moves the entry at `key`, as it is stored, to the set-aside collection in one atomic commit: nothing is
 * lost and nobody reads it at `key` any more. Answers the set-aside record, or undefined when it was gone.
 */
export async function moveAside(
  driver: Driver,
  prefix: string,
  key: string,
  reason: string,
  now: number,
): Promise<SetAsideRecord | undefined> {
  for (;;) {
    const raw = await driver.get(prefix + key, now);
    if (raw === undefined) return undefined;
    const record: SetAsideRecord = { key, raw, reason, setAsideAt: now, notified: false };
    const stored = {
      key: prefix + recordKey(setAsideCollection, setAsideId(record)),
      raw: JSON.stringify(record),
    };
    const checks = [{ key: prefix + key, raw }];
    if (await driver.commit(checks, [stored, { key: prefix + key, raw: undefined }], now)) return record;
  }
}
