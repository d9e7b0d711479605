import { afterEach, describe, expect, it } from 'vitest';
import { openStore, type BotStore } from '../../src/store/index.js';
import { deliveryOver } from '../support/delivery.js';
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
    // Each instance's delivery service, with its own queue of ops notices, on one store.
    const opsNotices = () =>
      deliveryOver({ store: store!, deliverer: quietDeliverer, now: Date.now, timing }).opsNotices;
    const earlier = opsNotices();
    await earlier.enqueue('given-up:1', { content: 'An alert was given up.' });

    const notices = opsNotices();
    const release = slowReads(store);
    const reloading = notices.load();
    const queueing = notices.enqueue('audit-lost:2', { content: 'The audit channel is gone.' });
    release();
    await Promise.all([reloading, queueing]);

    expect(notices.backlog.map((item) => item.id)).toEqual(['given-up:1', 'audit-lost:2']);
    const reread = opsNotices();
    await reread.load();
    expect(reread.backlog.map((item) => item.id)).toEqual(['given-up:1', 'audit-lost:2']);
  });

  it('queues a key once, however often it is queued at once', async () => {
    store = await openStore('memory://');
    const notices = deliveryOver({ store, deliverer: quietDeliverer, now: Date.now, timing }).opsNotices;
    await Promise.all([1, 2, 3].map(() => notices.enqueue('k', { content: 'once' })));
    expect(notices.backlog).toHaveLength(1);
  });
});
