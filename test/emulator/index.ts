export { DiscordEmulator, startDiscordEmulator } from './emulator.js';
export { EmulatorUsageError } from './errors.js';
export { shardOfGuild } from './gateway.js';
export type { InteractionHandle, ReplyView } from './handles.js';
export type { ChatInputSpec } from './interaction-payloads.js';
export type { TopLevelComponent } from './payloads.js';
export {
  type EmulatedMessage,
  type EmulatedUser,
  emulatedUsers,
} from './state.js';
