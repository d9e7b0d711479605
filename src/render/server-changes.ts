import type { APIEmbed } from 'discord.js';
import type { Server } from '../api/index.js';
import { escapeApiText, formatGb, inlineCode, statusStyle } from './format.js';
import { fillSentence } from './sentences.js';
import { untranslated } from '../i18n/index.js';

/** The fields `/server update` changes, as a member reads them. */
export type ChangedField = 'ramGb' | 'diskGb' | 'externalReference';

/** Each change as one line, before -> after; `{before}` and `{after}` are already formatted. */
const changeLines: Record<ChangedField, string> = {
  ramGb: 'RAM: {before} → {after}',
  diskGb: 'Disk: {before} → {after}',
  externalReference: 'External reference: {before} → {after}',
};

const updateSentences = {
  title: '✅ Updated {server}',
  unchanged: 'It already had these values; nothing changed.',
} as const;

function shown(field: ChangedField, server: Server): string {
  if (field !== 'externalReference') return formatGb(server[field], untranslated);
  const reference = server.externalReference;
  return reference === undefined || reference === '' ? 'none' : `“${escapeApiText(reference)}”`;
}

/**
 * The outcome of `/server update`: what changed, before -> after, for each field asked for; the rest of the
 * server is `/server info`'s to show.
 */
export function serverChangesEmbed(
  before: Server,
  after: Server,
  requested: readonly ChangedField[],
): APIEmbed {
  const changes = requested
    .filter((field) => shown(field, before) !== shown(field, after))
    .map((field) =>
      fillSentence(changeLines[field], { before: shown(field, before), after: shown(field, after) }),
    );
  return {
    title: fillSentence(updateSentences.title, { server: escapeApiText(after.name) }),
    description: [
      `ID ${inlineCode(after.id)}`,
      ...(changes.length > 0 ? changes : [updateSentences.unchanged]),
    ].join('\n'),
    color: statusStyle(after.status).colour,
  };
}
