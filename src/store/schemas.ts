import { z } from 'zod';

/** guild id -> the server ids ops linked to it. */
export const guildLinksSchema = z.record(z.string(), z.array(z.string()));
export type GuildLinks = z.infer<typeof guildLinksSchema>;

/** `guildId/serverId` -> when ops linked them (epoch ms), so alerts start from the link, not before it. */
export const linkTimesSchema = z.record(z.string(), z.number());
export type LinkTimes = z.infer<typeof linkTimesSchema>;

export const confirmationSchema = z.object({
  id: z.string(),
  /**
   * What confirming does: its kind names the command-declared confirmation that validates the other fields
   * when it is executed (`src/discord/confirmations.ts`).
   */
  action: z.looseObject({ kind: z.string() }),
  guildId: z.string(),
  /** Where the prompt was shown; a click from anywhere else does not act (absent on older prompts). */
  channelId: z.string().optional(),
  userId: z.string(),
  serverId: z.string(),
  serverName: z.string(),
  createdAt: z.number(),
  expiresAt: z.number(),
  state: z.enum(['pending', 'executing', 'done']),
});
export type Confirmation = z.infer<typeof confirmationSchema>;

/** What a click on a confirmation found: it may act, or why it may not. */
export type ClaimResult =
  | { outcome: 'claimed'; confirmation: Confirmation }
  /** `confirmation` is there while the expired prompt is still stored, for the audit trail. */
  | { outcome: 'expired'; confirmation?: Confirmation }
  | { outcome: 'foreign'; confirmation: Confirmation }
  | { outcome: 'used'; confirmation: Confirmation };

/** Where a click came from. */
export type ClickOrigin = { guildId: string; channelId: string | null };

/** Whether a click comes from where its prompt was shown (a prompt stored without a channel: any). */
export function clickShownAt(confirmation: Confirmation, origin: ClickOrigin): boolean {
  if (confirmation.guildId !== origin.guildId) return false;
  return confirmation.channelId === undefined || confirmation.channelId === origin.channelId;
}

/** The kinds of event alert a channel may ask for (`/alerts subscribe events`). */
export const alertKinds = ['provisioning', 'status', 'activity', 'mods'] as const;
export const alertKindSchema = z.enum(alertKinds);
export type AlertKind = z.infer<typeof alertKindSchema>;

/** One kind of alert a subscription carries, and the role its posts mention, if any. */
const alertRouteSchema = z.object({
  kind: alertKindSchema,
  pingRoleId: z.string().optional(),
  /** Mention the role on recovery posts ("back after 12 min") too; by default only bad news pings. */
  pingRecovery: z.boolean().optional(),
});
export type AlertRoute = z.infer<typeof alertRouteSchema>;

export const subscriptionSchema = z.object({
  guildId: z.string(),
  channelId: z.string(),
  /** null: every server the guild may see, now and later. */
  serverId: z.string().nullable(),
  /** The server's name when it was subscribed, so the poller can name it in posts without asking the API. */
  serverName: z.string().optional(),
  createdAt: z.string(),
  /** The kinds it gets, each with its ping; absent (stored before routing): every kind, nobody pinged. */
  routes: z.array(alertRouteSchema).optional(),
  /** Set when the bot could no longer post in the channel; the poller skips it until resubscribed. */
  pausedReason: z.string().optional(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** One link of a community guild to a server, stored as its own record. */
export const linkRecordSchema = z.object({ guildId: z.string(), serverId: z.string(), linkedAt: z.number() });
export type LinkRecord = z.infer<typeof linkRecordSchema>;

/** Collections of records that grow with use, and the id of each record in them. */
export const collections = {
  links: 'link',
  subscriptions: 'subscription',
  provisioningHandoffs: 'provisioning-handoff',
} as const;

/** A server an instance without the lease saw start provisioning, left for the holder to watch. */
export const provisioningHandoffSchema = z.object({
  serverId: z.string(),
  reply: z
    .object({
      applicationId: z.string(),
      token: z.string(),
      expiresAt: z.number(),
      locale: z.string().optional(),
    })
    .optional(),
});
export type ProvisioningHandoff = z.infer<typeof provisioningHandoffSchema>;

export function linkRecordId(guildId: string, serverId: string): string {
  return `${guildId}/${serverId}`;
}

export function subscriptionId({ guildId, channelId, serverId }: SubscriptionKey): string {
  return `${guildId}/${channelId}/${serverId ?? '*'}`;
}
export type SubscriptionKey = Pick<Subscription, 'guildId' | 'channelId' | 'serverId'>;

/** Where records that could not be read are kept for a person, each under `<epoch ms> <its key>`. */
export const setAsideCollection = 'set-aside';

/** A record set aside: its key and stored text exactly as they were, why, and whether ops was told. */
export const setAsideRecordSchema = z.object({
  key: z.string(),
  /** The stored text as it was: writing it back at `key` restores the record. */
  raw: z.string(),
  reason: z.string(),
  setAsideAt: z.number(),
  /** Set once the ops guild's notice about it was queued, so it is told once. */
  notified: z.boolean(),
});
export type SetAsideRecord = z.infer<typeof setAsideRecordSchema>;

export function setAsideId(record: Pick<SetAsideRecord, 'key' | 'setAsideAt'>): string {
  return `${record.setAsideAt} ${record.key}`;
}

/** The key of a link in `LinkTimes`. */
export function linkTimeKey(guildId: string, serverId: string): string {
  return `${guildId}/${serverId}`;
}
