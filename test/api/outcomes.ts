import { HostingApiError } from '../../src/api/index.js';
import { isTransient } from '../../src/api/retry.js';

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

/** An error's fields and whether `isTransient`, the rule the client's retries follow, counts it passing. */
export function classified(outcome: unknown) {
  if (!(outcome instanceof HostingApiError))
    throw new Error(`expected a HostingApiError, got ${String(outcome)}`);
  const { code, status, requestId, message } = outcome;
  return { code, status, requestId, message, transient: isTransient(outcome) };
}

export async function all<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of iterable) items.push(item);
  return items;
}
