import { time, type TimestampStylesString } from 'discord.js';
import { statusKind, type StatusKind } from '../api/index.js';
import { phrase, type Phrase, type Translator } from '../i18n/index.js';

const statusStyles: Record<StatusKind, { symbol: string; colour: number }> = {
  provisioning: { symbol: '🟡', colour: 0xf1c40f },
  running: { symbol: '🟢', colour: 0x2ecc71 },
  stopped: { symbol: '⚪', colour: 0x95a5a6 },
  suspended: { symbol: '🟠', colour: 0xe67e22 },
  failed: { symbol: '🔴', colour: 0xe74c3c },
  deleting: { symbol: '⚫', colour: 0x2c2f33 },
  unknown: { symbol: '🔵', colour: 0x3498db },
};

/** Symbol and colour for a status; the status text itself is always shown as the API gave it. */
export function statusStyle(status: string): { symbol: string; colour: number } {
  return statusStyles[statusKind(status)];
}

export function statusLabel(status: string): string {
  return `${statusStyle(status).symbol} ${status}`;
}

/** Bidi controls: they can make a name read as something else (U+202E turns "gpj.exe" around). */
const bidiControls = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/**
 * Invisible characters that hide text or split a word so it passes for another. A zero-width joiner inside
 * an emoji sequence (👨‍👩‍👧) is kept: there it is what joins the emoji.
 */
const invisibles = /\u034f|[\u00ad\u180e\u200b\u200c\u2060-\u2064\ufeff]/g;
const loneJoiners = /(?<!\p{Extended_Pictographic}\ufe0f?)\u200d|\u200d(?!\p{Extended_Pictographic})/gu;

/** Text from the API without the characters that change how the rest of it reads. */
export function plainApiText(text: string): string {
  return text.replace(bidiControls, '').replace(invisibles, '').replace(loneJoiners, '');
}

/** Text that is markdown, syntax and invisible characters in none of its characters. */
const lettersDigitsAndSpaces = /^[A-Za-z0-9 ]*$/;

/**
 * Escapes Discord markdown and syntax so names and values from the API render literally, as text: no
 * styling, masked links, headings, quotes or lists (discord.js's `escapeMarkdown` leaves several live); no
 * mention, channel, role, command, timestamp or emoji syntax (`<@…>`, `<#…>`, `</…:id>`, `<t:…>`), since
 * every one starts with a `<`; no `@everyone` or `@here`; no bare URL turned into a link or an embed; and
 * no bidi or invisible characters (see `plainApiText`).
 */
export function escapeApiText(text: string): string {
  // Most names: nothing below can match them, and a board of thousands escapes one per server.
  if (lettersDigitsAndSpaces.test(text)) return text;
  return (
    plainApiText(text)
      .replace(/([\\*_~`|[\]()<>])/g, '\\$1')
      // Headings, quotes, lists and subtext only form at the start of a line; numbered lists too.
      .replace(/^(\s*)([#>-])/gm, '$1\\$2')
      .replace(/^(\s*\d+)\.(?=\s)/gm, '$1\\.')
      .replace(/@(everyone|here)\b/g, '\\@$1')
      // A URL is linked (and embedded) only when its scheme is followed by `:` as typed.
      .replace(/\b([a-z][a-z0-9+.-]*):(?=\/\/)/gi, '$1\\:')
  );
}

/**
 * Text shown in a code span, where no markdown renders: only a backtick could end it early (replaced by a
 * look-alike) and a line break could start a heading or subtext line (folded into a space).
 */
export function codeSpanText(text: string): string {
  return plainApiText(text)
    .replace(/`/g, 'ˋ')
    .replace(/\s*[\r\n]+\s*/g, ' ');
}

export function inlineCode(text: string): string {
  return `\`${codeSpanText(text)}\``;
}

export function formatGb(value: number | undefined, t: Translator): string {
  return value === undefined ? '—' : t.t('unit.gigabytes', { value });
}

const byteUnits = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

export function formatBytes(bytes: number, t: Translator): string {
  let value = bytes;
  let unit = 0;
  while (Math.abs(value) >= 1024 && unit < byteUnits.length - 1) {
    value /= 1024;
    unit += 1;
  }
  // One decimal at most, none when it is zero: "4 GB", "1.5 GB".
  const shown = unit === 0 || value >= 100 ? Math.round(value) : Number(value.toFixed(1));
  return t.t('unit.bytes', { value: shown, unit: byteUnits[unit] as string });
}

/**
 * "3 d 4 h", "4 h 12 min", "12 min", "40 s": the two largest units that matter, as a phrase (what a notice
 * stores before anyone reads it).
 */
export function durationPhrase(totalSeconds: number): Phrase {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  if (days > 0) return hours > 0 ? phrase('unit.daysHours', { days, hours }) : phrase('unit.days', { days });
  if (hours > 0)
    return minutes > 0 ? phrase('unit.hoursMinutes', { hours, minutes }) : phrase('unit.hours', { hours });
  if (minutes > 0) return phrase('unit.minutes', { minutes });
  return phrase('unit.seconds', { seconds });
}

/** A span in its reader's words. */
export function formatDuration(totalSeconds: number, t: Translator): string {
  return t.say(durationPhrase(totalSeconds));
}

export function formatCount(value: number, t: Translator): string {
  return t.number(value, { notation: value >= 10_000 ? 'compact' : 'standard', maximumFractionDigits: 1 });
}

/** A Discord timestamp that each reader sees in their own time zone, relative ("3 hours ago") by default. */
export function discordTime(iso: string | undefined, style: TimestampStylesString = 'R'): string | undefined {
  if (!iso) return undefined;
  const date = new Date(iso);
  // A time the API sent that does not parse is still its text: shown, never read as markdown.
  return Number.isNaN(date.getTime()) ? escapeApiText(iso) : time(date, style);
}

/** A ten-segment bar for a share between 0 and 1. */
export function gauge(share: number): string {
  const filled = Math.round(Math.min(1, Math.max(0, share)) * 10);
  return '▰'.repeat(filled) + '▱'.repeat(10 - filled);
}

/** Each mod catalogue the bot knows, by the choice that names it as its brand writes it ("CurseForge"). */
const catalogueNameKeys = {
  curseforge: 'command.mods.search.provider.curseforge',
  modrinth: 'command.mods.search.provider.modrinth',
} as const;

/** A mod catalogue as a reader reads it: its brand name, or an unknown one as the API named it. */
export function catalogueName(provider: string): Phrase | string {
  return Object.hasOwn(catalogueNameKeys, provider)
    ? phrase(catalogueNameKeys[provider as keyof typeof catalogueNameKeys])
    : escapeApiText(provider);
}
