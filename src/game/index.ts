export { createGameQuery } from './engine.js';
export type * from './types.js';
