import type { Logger } from '../log.js';
import { BotStore } from './bot-store.js';
import type { StoreError } from './errors.js';
import { openBackend } from './open.js';
import type { SetAsideListener } from './set-aside.js';

export {
  auditActions,
  auditIndexEntries,
  auditRecordIdFor,
  auditTimePart,
  type AuditQuery,
  AuditStore,
  type AuditAction,
  type AuditInputs,
  type AuditInputValue,
  type AuditOutcome,
  type AuditPost,
  type AuditRecord,
  storedPhraseSchema,
} from './audit.js';
export {
  type AcknowledgementStore,
  acknowledgementSchema,
  incidentKindSchema,
  incidentReference,
  parseIncidentReference,
  type Acknowledgement,
  type Incident,
} from './acknowledgements.js';
export { boardId, type Board } from './boards.js';
export { BotStore } from './bot-store.js';
export { clickShownAt, linkTimeKey, type ClaimResult } from './schemas.js';
export { subscriptionRoutes } from './routes.js';
export { recordKey, type Fence, type KvBackend } from './backend.js';
export { LeaseLostError, StoreError, reasonOf, type BackendKind } from './errors.js';
export { QuotaLedger, quotaKinds, type QuotaKind } from './quotas.js';
export {
  accessLevels,
  accessLevelSchema,
  type AccessLevel,
  type RoleGrant,
  type RoleGrants,
} from './role-grants.js';
export {
  InstalledModsStore,
  type InstalledMod,
  type InstalledModCheck,
} from './installed-mods.js';
export { proveStore } from './open.js';
export {
  UsageStore,
  usageWatchId,
  type UsageWatch,
  type UsageWatchStates,
} from './usage.js';
export {
  defaultSilenceKinds,
  maxSilenceReasonLength,
  silenceId,
  silenceKinds,
  silenceKindSchema,
  silences,
  type Silence,
  type SilenceKind,
} from './silences.js';
export {
  setAsideCollection,
  setAsideId,
  type SetAsideListener,
  type SetAsideRecord,
} from './set-aside.js';
export {
  alertKinds,
  alertKindSchema,
  subscriptionId,
  type AlertKind,
  type AlertRoute,
} from './schemas.js';
export type {
  ClickOrigin,
  Confirmation,
  GuildLinks,
  LinkTimes,
  Subscription,
} from './schemas.js';

/** Opens and proves the store DATABASE_URL names; throws a StoreError naming DATABASE_URL when it cannot. */
export async function openStore(
  url: string,
  now?: () => number,
  logger?: Logger,
  onFailure?: (error: StoreError) => void,
  onSetAside?: SetAsideListener,
): Promise<BotStore> {
  return new BotStore(await openBackend(url, logger, onFailure), now, logger, onSetAside);
}
