import { BotStore } from './bot-store.js';
import { openKeyv } from './open.js';

export { BotStore, linkTimeKey, type ClaimResult } from './bot-store.js';
export type { Confirmation, ConfirmationAction, GuildLinks, LinkTimes, Subscription } from './schemas.js';

export async function openStore(url: string, now?: () => number): Promise<BotStore> {
  return new BotStore(await openKeyv(url), now);
}
