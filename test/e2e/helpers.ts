import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import type { EmulatedMessage, ReplyView, TopLevelComponent } from '../emulator/index.js';
import { pseudoLocale, supportedLocales, translatorFor } from '../../src/i18n/index.js';

/**
 * `/server info`'s lines while the game is being asked, and while the server is read again (the part after
 * its age), in every language the bot speaks.
 */
const askingLines = [...supportedLocales, pseudoLocale].flatMap((locale) => [
  translatorFor(locale).t('game.checking'),
  translatorFor(locale).t('server.info.lastRead', { when: '\u0000' }).split('\u0000').at(-1) ?? '',
]);

/**
 * A reply that is answered and no longer waits for its game nor a fresh read: `/server info` replies at once
 * and edits the game's fresh answer (and the server as read now) in; a test reading them waits for that edit.
 */
export function gameSettled(view: ReplyView): boolean {
  const text = visibleText(view.message);
  return view.answered && !askingLines.some((line) => text.includes(line));
}

/** All text a member sees in a message: content, embed titles, descriptions, fields and footers. */
export function visibleText(message: EmulatedMessage | undefined): string {
  if (!message) return '';
  const embeds = message.embeds.flatMap((embed) => [
    embed.title ?? '',
    embed.description ?? '',
    ...(embed.fields ?? []).flatMap((field) => [field.name, field.value]),
    embed.footer?.text ?? '',
  ]);
  return [message.content, ...embeds].join('\n');
}

/** The text of the reply and of its follow-ups, which is where a privately delivered error lands. */
export function replyText(view: ReplyView): string {
  return [visibleText(view.message), ...view.followUps.map(visibleText)].join('\n');
}

type Button = { custom_id?: string; label?: string; disabled?: boolean; type: number };

export function buttons(message: EmulatedMessage | undefined): Button[] {
  return (message?.components ?? []).flatMap((row: TopLevelComponent) =>
    'components' in row ? (row.components as Button[]) : [],
  );
}

export function buttonId(message: EmulatedMessage | undefined, label: string): string {
  const button = buttons(message).find((candidate) => candidate.label === label);
  if (!button?.custom_id) throw new Error(`no button labelled ${label} on the message`);
  return button.custom_id;
}

type SentMessage = {
  content?: string;
  embeds?: {
    title?: string;
    description?: string;
    fields?: { name: string; value: string }[];
    footer?: { text: string };
    author?: { name: string };
  }[];
};

function sentMessageOf(body: unknown): SentMessage | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  // Interaction callbacks carry the message under `data`; posts, edits and follow-ups carry it at the top.
  const message = 'data' in body && typeof body.data === 'object' ? body.data : body;
  return typeof message === 'object' && message !== null && ('content' in message || 'embeds' in message)
    ? (message as SentMessage)
    : undefined;
}

/** Every text a member would read in a message body the bot sent: content and every embed part. */
export function sentTexts(body: unknown): string[] {
  const message = sentMessageOf(body);
  if (!message) return [];
  return [
    message.content ?? '',
    ...(message.embeds ?? []).flatMap((embed) => [
      embed.title ?? '',
      embed.description ?? '',
      ...(embed.fields ?? []).flatMap((field) => [field.name, field.value]),
      embed.footer?.text ?? '',
      embed.author?.name ?? '',
    ]),
  ].filter((text) => text !== '');
}

/**
 * Resolves once a request reaches the sandbox, which logs it only once answered. Node announces it just
 * before the sandbox's handler runs, and a GET is executed before any further I/O: a change sent after
 * this resolves lands after it.
 */
export function arrival(method: string, path: string): Promise<void> {
  return new Promise((resolve) => {
    const arrived = (message: unknown) => {
      const { request } = message as { request: IncomingMessage };
      if (request.method !== method || request.url?.split('?')[0] !== path) return;
      unsubscribe('http.server.request.start', arrived);
      resolve();
    };
    subscribe('http.server.request.start', arrived);
  });
}
