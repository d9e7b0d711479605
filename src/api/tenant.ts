import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Who a call is made for, as the governor shares the rate limit out: `ops` is served first, `community`
 * tenants share the rest round-robin, each with a bounded queue. `key` is opaque to this layer (the caller
 * passes a guild id); `lookup` marks one lookup (an autocomplete, a search): its first call spends a token of
 * the tenant's lookup budget, or is refused at once when there is none; its other calls ride on that token.
 */
export type Tenant = { key: string; kind: 'ops' | 'community'; lookup?: boolean };

/** How calls are grouped in metrics: a bounded set, never a tenant key. */
export type TenantClass = 'ops' | 'community' | 'poller';

const current = new AsyncLocalStorage<Tenant>();

/** Runs `work` with every API call inside it (however deep) made for `tenant`. */
export function asTenant<T>(tenant: Tenant, work: () => T): T {
  return current.run(tenant, work);
}

/** The tenant of the calls being made now; undefined outside any (start-up, the poller). */
export function currentTenant(): Tenant | undefined {
  return current.getStore();
}
