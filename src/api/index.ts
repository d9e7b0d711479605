export {
  clientErrorCodes,
  documentedErrorCodes,
  HostingApiError,
  type TenantRefusal,
} from './errors.js';
export { knownStatus, understood, type ActivityEntry, type ActivityPage } from './activity.js';
export {
  activityKinds,
  classifyActivity,
  type ActivityKind,
  type KnownStatus,
} from './activity-kind.js';
export { RateLimitGovernor, type GovernorSnapshot } from './governor.js';
export { serverAfterWrite, serverPlace, type Pagination, type Server, type ServerPage } from './model.js';
export type { Mod, ModFile, ModSearchPage } from './mods.js';
export {
  hasNextPage,
  listedOn,
  PageWalk,
  paginate,
  type PassProgress,
} from './pagination.js';
export { whileWaitingForRateLimit } from './rate-limit-wait.js';
export {
  RecognitionReport,
  type EndpointFindings,
  type RecognitionKind,
} from './recognition.js';
export type { ResourceUsage } from './resources.js';
export { HostingApi, type CallOptions, type HostingApiOptions } from './service.js';
export type { Priority } from './tenant-queues.js';
export { asTenant, currentTenant, type Tenant, type TenantClass } from './tenant.js';
export {
  availabilityOf,
  honoursStatusFilter,
  normalizedStatus,
  statusKind,
  type StatusKind,
} from './status.js';
export type {
  ListServersQuery,
  ModSearchQuery,
  UpdateServerInput,
} from './validate.js';
