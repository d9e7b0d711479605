import type { TenantRefusal } from './errors.js';
import type { TenantClass } from './tenant.js';

/**
 * Where each attempt is counted and timed: the ops layer's metrics implement it, so this layer needs no
 * import of theirs (the API layer sits below ops).
 */
export type ApiCallRecorder = {
  apiCall(method: string, path: string, status: number, seconds: number): void;
  /** A turn the governor granted: the class it was served in and how long it waited for it. */
  apiTurn?(tenantClass: TenantClass, waitedSeconds: number): void;
  /** A call refused before it was sent: its tenant asked more than its fair share. */
  tenantRefusal?(tenantClass: TenantClass, reason: TenantRefusal): void;
};
