import { afterEach, describe, expect, it } from 'vitest';
import { OpsNotices } from '../../src/delivery/ops-notices.js';
import { silentLogger } from '../../src/log.js';
import { openStore, type BotStore } from '../../src/store/index.js';
import { quietDeliverer } from '../support/quiet-deliverer.js';

let store: BotStore | undefined;

afterEach(async () => {
  await store?.close();
});

const timing = {
  deliveryRetryMs: 1_000,
  maxDeliveryRetryMs: 10_000,
  nonceWindowMs: 60_000,
  maxDeliveryAgeMs: 3_600_000,
};

/** The store's reads of the queue answer only when `release` is called: a reload caught mid-read. */
function slowReads(target: BotStore) {
  const read = target.pollState.bind(target);
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  target.pollState = async (name, schema) => {
    const value = await read(name, schema);
    await gate;
    return value;
  };
  return () => release();
}

describe('OpsNotices', () => {
  it('keeps a notice queued while a new lease term reloads the queue, in memory and in the store', async () => {
    store = await openStore('memory://');
    const options = { store, deliverer: quietDeliverer, logger: silentLogger(), now: Date.now, timing };
    const earlier = new OpsNotices(options);
    await earlier.enqueue('given-up:1', { content: 'An alert was given up.' });

    const notices = new OpsNotices(options);
    const release = slowReads(store);
    const reloading = notices.load();
    const queueing = notices.enqueue('audit-lost:2', { content: 'The audit channel is gone.' });
    release();
    await Promise.all([reloading, queueing]);

    expect(notices.backlog.map((item) => item.id)).toEqual(['given-up:1', 'audit-lost:2']);
    const reread = new OpsNotices(options);
    await reread.load();
    expect(reread.backlog.map((item) => item.id)).toEqual(['given-up:1', 'audit-lost:2']);
  });

  it('queues a key once, however often it is queued at once', async () => {
    store = await openStore('memory://');
    const notices = new OpsNotices({
      store,
      deliverer: quietDeliverer,
      logger: silentLogger(),
      now: Date.now,
      timing,
    });
    await Promise.all([1, 2, 3].map(() => notices.enqueue('k', { content: 'once' })));
    expect(notices.backlog).toHaveLength(1);
  });
});
