export type { GameBehaviour } from './games/behaviour.js';
export type { GameResponderControl } from './games/responders.js';
export { dialectNames, dialectOf, isDialectName, type DialectName } from './dialects.js';
export { startSandbox } from './sandbox.js';
export type {
  AddonSelection,
  Fault,
  InstalledMod,
  NewModFile,
  NewServer,
  RateLimitSetting,
  RecordedRequest,
  Sandbox,
  SandboxOptions,
  SandboxShapes,
  Server,
  ServerLimits,
  UsageOverride,
  UsageProfile,
} from './types.js';
