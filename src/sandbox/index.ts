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
