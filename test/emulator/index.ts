export { type DiscordEmulatorOptions, DiscordEmulator, startDiscordEmulator } from './emulator.js';
export type { ContractViolation } from './contract.js';
export { EmulatorUsageError } from './errors.js';
export { type IdentifyRecord, shardOfGuild } from './gateway.js';
export type { InteractionHandle, ReplyView } from './handles.js';
export type {
  AutocompleteSpec,
  ChatInputSpec,
  ComponentSpec,
  OptionValue,
  SelectSpec,
} from './interaction-payloads.js';
export { componentsV2Limits } from './components-v2.js';
export { type FormIssue, discordLimits } from './limits.js';
export type { Choice, Embed, MessageBody, TopLevelComponent } from './payloads.js';
export {
  type CallbackRecord,
  type ChannelAccess,
  type EmulatedAttachment,
  type EmulatedMessage,
  type EmulatedUser,
  type PostFault,
  type RouteFault,
  type RecordedRequest,
  type RegisteredCommand,
  type Violation,
  emulatedUsers,
} from './state.js';
