import { AsyncLocalStorage } from 'node:async_hooks';
import { DefaultRestOptions, type RESTOptions } from 'discord.js';

const lastMomentChecks = new AsyncLocalStorage<() => Promise<unknown>>();

/**
 * discord.js's REST sends uploads as a global FormData, Node's own (Node bundles an undici of its own),
 * through the undici package's dispatcher, which need not recognise it: when the bot had a second, newer
 * undici, the request failed ("action is not a function"). Encoding the form to bytes first works with any.
 * A request sent under `checkedBeforeLeaving` passes its check first.
 */
export const makeRequest: RESTOptions['makeRequest'] = async (url, init) => {
  await lastMomentChecks.getStore()?.();
  if (!(init.body instanceof FormData)) return DefaultRestOptions.makeRequest(url, init);
  const encoded = new Response(init.body);
  const headers = new Headers(init.headers);
  headers.set('content-type', encoded.headers.get('content-type') ?? 'multipart/form-data');
  return DefaultRestOptions.makeRequest(url, {
    ...init,
    headers: Object.fromEntries(headers),
    body: new Uint8Array(await encoded.arrayBuffer()),
  });
};

/**
 * Runs `send` so that every request it makes waits for `check` right before it leaves, after whatever time
 * it spent in discord.js's rate-limit queue: a check that throws fails the request unsent.
 */
export function checkedBeforeLeaving<T>(check: () => Promise<unknown>, send: () => Promise<T>): Promise<T> {
  return lastMomentChecks.run(check, send);
}
