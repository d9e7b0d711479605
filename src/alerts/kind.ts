import { z } from 'zod';
import type { Translator } from '../i18n/index.js';
import type { MessagePayload } from '../render/message.js';
import type { AlertKind as SubscriptionKind } from '../store/index.js';

/** Who an alert reaches: the subscribers of one event kind (`alertKinds`), or the usage watches. */
export type RecipientKind = SubscriptionKind | 'usage';

/** The server an alert is about, as its post names it: its id, and its name when its finding knew it. */
export type AlertServer = { readonly id: string; readonly name: string | undefined };

/**
 * One kind of alert, declared once: its stored shape (with its `kind` literal), who receives it, and how it
 * reads for a reader (`t`), buttons included. The post is rendered when it is sent, so what is stored stays
 * small and independent of layout and language.
 */
export type AlertKindOf<K extends string, N> = {
  readonly kind: K;
  readonly schema: z.ZodType<N>;
  readonly recipient: RecipientKind;
  render(notice: N, server: AlertServer, t: Translator): MessagePayload;
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
  render(notice: z.infer<KindSchema<K, S>>, server: AlertServer, t: Translator): MessagePayload;
}): AlertKindOf<K, z.infer<KindSchema<K, S>>> & { readonly schema: KindSchema<K, S> } {
  type N = z.infer<KindSchema<K, S>>;
  const { kind, shape, recipient, render } = definition;
  const schema = z.object({ ...shape, kind: z.literal(kind) }) as KindSchema<K, S>;
  return {
    kind,
    schema,
    recipient,
    render,
    notice: (fields) => ({ ...fields, kind }) as N,
  };
}
