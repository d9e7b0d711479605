export type { GameBehaviour } from './games/behaviour.js';
export { dialectNames, dialectOf, isDialectName, type DialectName } from './dialects.js';
export { startSandbox } from './sandbox.js';
export type {
  Sandbox,
  SandboxOptions,
  SandboxShapes,
  Server,
} from './types.js';
