import { pseudoClose, pseudoOpen } from '../../src/i18n/pseudo.js';

type Json = unknown;

function record(value: Json): Record<string, Json> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, Json>)
    : undefined;
}

function list(value: Json): Json[] {
  return Array.isArray(value) ? value : [];
}

function text(value: Json): string[] {
  return typeof value === 'string' && value !== '' ? [value] : [];
}

function embedTexts(embed: Json): string[] {
  const e = record(embed);
  if (!e) return [];
  return [
    ...text(e.title),
    ...text(e.description),
    ...list(e.fields).flatMap((field) => [...text(record(field)?.name), ...text(record(field)?.value)]),
    ...text(record(e.footer)?.text),
    ...text(record(e.author)?.name),
  ];
}

/** Buttons' labels, menus' placeholders and options, Components V2 text: recursively. */
function componentTexts(component: Json): string[] {
  const c = record(component);
  if (!c) return [];
  return [
    ...text(c.label),
    ...text(c.placeholder),
    ...text(c.content),
    ...list(c.options).flatMap((option) => [
      ...text(record(option)?.label),
      ...text(record(option)?.description),
    ]),
    ...list(c.components).flatMap(componentTexts),
    ...componentTexts(c.accessory),
  ];
}

/**
 * Every text a member reads in a body the bot sent to Discord: a message's content, embeds and components
 * (posts, edits, interaction callbacks and follow-ups), and autocomplete choices' names.
 */
export function readableTexts(body: Json): string[] {
  const top = record(body);
  if (!top) return [];
  const message = record(top.data) ?? top;
  return [
    ...text(message.content),
    ...list(message.embeds).flatMap(embedTexts),
    ...list(message.components).flatMap(componentTexts),
    ...list(message.choices).flatMap((choice) => text(record(choice)?.name)),
  ];
}

const segment = new RegExp(`${pseudoOpen}[^${pseudoOpen}${pseudoClose}]*${pseudoClose}`, 'g');

/**
 * The words of a text that are neither inside a pseudo-localised message nor data: what reached Discord
 * without coming from the catalogue. Code spans, mentions, timestamps and links are data by their syntax;
 * any other word must occur in one of the data strings (names of servers, games, mods, guilds…).
 */
export function wordsOutsideCatalogue(readable: string, data: ReadonlySet<string>): string[] {
  let rest = readable;
  for (;;) {
    const next = rest.replace(segment, ' ');
    if (next === rest) break;
    rest = next;
  }
  rest = rest
    // A post's delivery marker (`ref` and a hash): the same in every language, so a retry finds its post.
    .replace(/\bref [0-9a-f]{12}\b/g, ' ')
    .replace(/`[^`]*`/g, ' ')
    .replace(/<[^<>\s]*>/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ');
  return (rest.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !data.has(word.toLowerCase()));
}

/**
 * The words of every string found anywhere in a value, and of its field names (`cpuPercent`: cpu, percent),
 * lower-cased: what counts as data.
 */
export function dataWords(...values: Json[]): Set<string> {
  const words = new Set<string>();
  const add = (text: string) => {
    for (const word of text.replace(/([a-z])([A-Z])/g, '$1 $2').match(/[A-Za-z]{2,}/g) ?? [])
      words.add(word.toLowerCase());
  };
  const walk = (value: Json): void => {
    if (typeof value === 'string') add(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (record(value))
      for (const [key, inner] of Object.entries(value as Record<string, Json>)) {
        add(key);
        walk(inner);
      }
  };
  values.forEach(walk);
  return words;
}
