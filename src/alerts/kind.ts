import { z } from 'zod';
import type { Translator } from '../i18n/index.js';
import type { MessagePayload } from '../render/message.js';
import {
  acknowledgementSchema,
  type AlertKind as SubscriptionKind,
  type Incident,
  type SilenceKind,
} from '../store/index.js';

/** Who an alert reaches: the subscribers of one event kind (`alertKinds`), or the usage watches. */
export type RecipientKind = SubscriptionKind | 'usage';

/** The incident a notice tells the end of (a back post), and when it ended. */
export type EndedIncident = { incident: Incident; endedAt: number };

/**
 * The shape a back post's kind adds: who had acknowledged the incident it ends, per guild (each guild's post
 * says its own), and when the incident began; read as the post is queued (`src/poller/acknowledged.ts`).
 */
export const acknowledgedShape = {
  acknowledged: z
    .object({ since: z.number(), guilds: z.record(z.string(), acknowledgementSchema) })
    .optional(),
};

/** The server an alert is about, as its post names it: its id, and its name when its finding knew it. */
export type AlertServer = { readonly id: string; readonly name: string | undefined };

/**
 * The changes grouped posts gather (docs/alerts.md "Grouped posts"), bad news first: a server down, a game
 * not answering, a usage threshold crossed, and their ends.
 */
export const groupEvents = ['down', 'silent', 'usageFired', 'back', 'answering', 'usageRecovered'] as const;
export type GroupEvent = (typeof groupEvents)[number];

/**
 * How a kind's notices join grouped posts: the change each is, and what sets its server apart in the list
 * (the status it reports, its downtime); a kind without it is always posted on its own.
 */
export type AlertGrouping<N> = {
  event(notice: N): GroupEvent;
  detail?(notice: N, t: Translator): string;
};

/**
 * One kind of alert, declared once: its stored shape (with its `kind` literal), who receives it, and how it
 * reads for a reader (`t`), buttons included. The post is rendered when it is sent, so what is stored stays
 * small and independent of layout and language.
 */
export type AlertKindOf<K extends string, N> = {
  readonly kind: K;
  readonly schema: z.ZodType<N>;
  readonly recipient: RecipientKind;
  /** Which kind of silence holds it back (`/alerts silence`); none: no silence does (a provisioning post). */
  readonly silencedAs?: SilenceKind | undefined;
  render(notice: N, server: AlertServer, t: Translator): MessagePayload;
  /** The incident a notice of this kind ends, for a kind whose posts say an incident is over. */
  ends?: ((notice: N, serverId: string) => EndedIncident | undefined) | undefined;
  readonly group?: AlertGrouping<N> | undefined;
  /** The stored notice of this kind, from its fields. */
  notice(fields: Omit<N, 'kind'>): N;
};

/** Any alert kind, as a registry holds it. */
// biome-ignore lint/suspicious/noExplicitAny: a kind's notice type varies per kind; its schema guards it.
export type AnyAlertKind = AlertKindOf<string, any>;

type KindSchema<K extends string, S extends z.ZodRawShape> = z.ZodObject<S & { kind: z.ZodLiteral<K> }>;

/**
 * Declares an alert kind. `shape` is the stored notice without its `kind`; `render` gets it parsed.
 */
export function defineAlertKind<const K extends string, S extends z.ZodRawShape>(definition: {
  kind: K;
  shape: S;
  recipient: RecipientKind;
  silencedAs?: SilenceKind;
  render(notice: z.infer<KindSchema<K, S>>, server: AlertServer, t: Translator): MessagePayload;
  /**
   * For a kind that says an incident is over (a back post): the incident a notice ends. Its shape then
   * holds `acknowledgedShape`, filled as it is queued, and its post says who had acknowledged it.
   */
  ends?: (notice: z.infer<KindSchema<K, S>>, serverId: string) => EndedIncident | undefined;
  /** Whether (and as what change) its notices join grouped posts; absent, each is posted alone. */
  group?: AlertGrouping<z.infer<KindSchema<K, S>>>;
}): AlertKindOf<K, z.infer<KindSchema<K, S>>> & { readonly schema: KindSchema<K, S> } {
  type N = z.infer<KindSchema<K, S>>;
  const { kind, shape, recipient, silencedAs, render, ends, group } = definition;
  const schema = z.object({ ...shape, kind: z.literal(kind) }) as KindSchema<K, S>;
  return {
    kind,
    schema,
    recipient,
    silencedAs,
    render,
    ends,
    group,
    notice: (fields) => ({ ...fields, kind }) as N,
  };
}
