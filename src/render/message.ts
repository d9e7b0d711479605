import type {
  APIActionRowComponent,
  APIComponentInMessageActionRow,
  APIEmbed,
  ApplicationCommandOptionChoiceData,
} from 'discord.js';
import type { Translator } from '../i18n/index.js';
import { redactSecrets } from '../log.js';
import { fitEmbed, limits } from './limits.js';
import { escapeApiText, plainApiText } from './format.js';
import { cutMark, truncate } from './text.js';
import type { Locale } from '../i18n/index.js';

/** A message as handlers and the poller produce it; `finalize` makes it safe to send. */
export type MessagePayload = {
  content?: string;
  embeds?: APIEmbed[];
  components?: APIActionRowComponent<APIComponentInMessageActionRow>[];
  /** Uploads, e.g. a chart's PNG; an embed shows one by `attachment://name`. */
  files?: { name: string; data: Buffer }[];
  /** The one role an alert may ping (its subscription's `ping`); nothing else ever pings. */
  allowedRoleId?: string;
  /** An autocomplete answer's choices: their names are text from the API like any other. */
  choices?: ApplicationCommandOptionChoiceData[];
  /** The language it is written in, for a post sent later: the cut notes added to it are said in it too. */
  locale?: Locale;
};

/** A secret cut down to this many characters or more, right before a cut mark, is still removed. */
const shortestSecretPart = 6;

/** Every string anywhere in a value, changed by `change`; the shape is kept. */
function everyString<T>(value: T, change: (text: string) => string): T {
  if (typeof value === 'string') return change(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => everyString(item, change)) as T;
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, everyString(item, change)]),
    ) as T;
  return value;
}

/**
 * Whether the shortest part of a secret that is removed sits right before or after a cut mark. Most texts
 * with a mark (an ellipsis in a sentence: "Asking the game…") have none, and the removal below, a split
 * for every length of every secret, cost 1–5 ms a message (a real token is 72 characters, and `finalize`
 * scrubs twice).
 */
function cutSecretNearMark(text: string, forms: readonly string[]): boolean {
  for (let at = text.indexOf(cutMark); at >= 0; at = text.indexOf(cutMark, at + 1)) {
    const before = text.slice(Math.max(0, at - shortestSecretPart), at);
    const after = text.slice(at + cutMark.length, at + cutMark.length + shortestSecretPart);
    const near = [before, after].filter((part) => part.length === shortestSecretPart);
    if (forms.some((form) => near.some((part) => form.includes(part)))) return true;
  }
  return false;
}

/**
 * A secret's start that a renderer's cut left before its mark (`rsk_abc12…`), or its end that a cut in the
 * middle left after it (`…9f8e7`), goes, leaving the mark.
 */
function withoutCutSecrets(text: string, forms: readonly string[]): string {
  if (!cutSecretNearMark(text, forms)) return text;
  let result = text;
  for (const form of forms)
    for (let length = form.length - 1; length >= shortestSecretPart; length -= 1) {
      result = result.split(form.slice(0, length) + cutMark).join(cutMark);
      result = result.split(cutMark + form.slice(-length)).join(cutMark);
    }
  return result;
}

/**
 * Every outgoing message, edit and autocomplete answer passes here: cut to Discord's limits, then the bot's
 * own secrets scrubbed (text from the API may quote them), and no pings, whatever a value contains. Whole
 * secrets are scrubbed before the cut too, so the cut never splits one; a secret a renderer cut before
 * (its start before a `…`) is removed after it. `t` is the reader's, for what a cut says was left out.
 */
export function finalize(payload: MessagePayload, secrets: readonly string[], t: Translator) {
  // Text from the API is markdown-escaped before it gets here, which changes how a key looks (`rsk\_...`).
  const forms = secrets
    .filter((secret) => secret !== '')
    .flatMap((secret) => [secret, escapeApiText(secret)]);
  const scrub = (text: string) => withoutCutSecrets(redactSecrets(text, forms), forms);
  const { files, allowedRoleId, ...rest } = payload;
  const { choices, ...text } = everyString(rest, scrub);
  const cut = everyString(
    {
      content: text.content === undefined ? undefined : truncate(text.content, limits.content),
      embeds: (text.embeds ?? []).slice(0, 10).map((embed) => fitEmbed(embed, t)),
      components: text.components ?? [],
      choices: choices?.slice(0, limits.choices).map((choice) => ({
        ...choice,
        // Choices show no markdown, but bidi and invisible characters would still disguise one.
        name: truncate(plainApiText(choice.name), limits.choiceName),
      })),
    },
    scrub,
  );
  return {
    ...(files === undefined
      ? {}
      : { files: files.map(({ name, data }) => ({ attachment: data, name: scrub(name) })) }),
    content: cut.content,
    embeds: cut.embeds,
    components: cut.components,
    ...(cut.choices === undefined ? {} : { choices: cut.choices }),
    allowedMentions: { parse: [], ...(allowedRoleId === undefined ? {} : { roles: [allowedRoleId] }) },
  };
}
