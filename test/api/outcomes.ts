import { HostingApiError } from '../../src/api/index.js';

/** The HostingApiError a call rejects with; anything else fails the test. */
export async function failure(call: Promise<unknown>): Promise<HostingApiError> {
  const error = await call.then(
    () => undefined,
    (rejection: unknown) => rejection,
  );
  if (!(error instanceof HostingApiError))
    throw new Error(`expected a HostingApiError, got ${String(error)}`);
  return error;
}

export async function all<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of iterable) items.push(item);
  return items;
}
