import type { MessageKey } from './catalogue/en-US.js';

/**
 * A value a message's placeholder takes: text and numbers as given; a phrase, said in the same language; a
 * list of phrases, joined as the language joins a list ("a, b and c").
 */
export type MessageValue = string | number | Phrase | readonly Phrase[];
export type MessageValues = Readonly<Record<string, MessageValue>>;

/**
 * A sentence not yet in any language: its catalogue key and its values. Errors, stored notices and audit
 * refusals carry phrases, so each reader gets them in their own language when they are shown.
 */
export type Phrase = { readonly key: MessageKey; readonly values?: MessageValues | undefined };

/**
 * A phrase as a store keeps it: any key (one a later version no longer has included), values text, numbers
 * or phrases. `knownPhrase` turns it back into one the catalogue can say.
 */
export type StoredPhrase = {
  readonly key: string;
  readonly values?: Readonly<Record<string, StoredPhraseValue>> | undefined;
};
export type StoredPhraseValue = string | number | StoredPhrase | readonly StoredPhrase[];

export function phrase(key: MessageKey, values?: MessageValues): Phrase {
  return values === undefined ? { key } : { key, values };
}
