export { addressOf, connectAddress, type GameAddress, gameAddress, isLoopbackHost } from './address.js';
export { createGameQuery } from './engine.js';
export { protocolFor } from './protocols.js';
export type * from './types.js';
