import type { APIEmbed } from 'discord.js';
import type { Server } from '../api/index.js';
import type { MessageKey, Translator } from '../i18n/index.js';
import { escapeApiText, formatGb, inlineCode, statusStyle } from './format.js';

/** The fields `/server update` changes, as a member reads them. */
export type ChangedField = 'ramGb' | 'diskGb' | 'externalReference';

/** Each change as one line, before -> after; `{before}` and `{after}` are already formatted. */
const changeLines: Record<ChangedField, MessageKey> = {
  ramGb: 'server.update.lineRam',
  diskGb: 'server.update.lineDisk',
  externalReference: 'server.update.lineReference',
};

function shown(field: ChangedField, server: Server, t: Translator): string {
  if (field !== 'externalReference') return formatGb(server[field], t);
  const reference = server.externalReference;
  return reference === undefined || reference === ''
    ? t.t('server.update.noReference')
    : `“${escapeApiText(reference)}”`;
}

/**
 * The outcome of `/server update`: what changed, before -> after, for each field asked for; the rest of the
 * server is `/server info`'s to show.
 */
export function serverChangesEmbed(
  before: Server,
  after: Server,
  requested: readonly ChangedField[],
  t: Translator,
): APIEmbed {
  const changes = requested
    .filter((field) => shown(field, before, t) !== shown(field, after, t))
    .map((field) =>
      t.t(changeLines[field], { before: shown(field, before, t), after: shown(field, after, t) }),
    );
  return {
    title: t.t('server.update.done', { server: escapeApiText(after.name) }),
    description: [
      t.t('server.info.id', { id: inlineCode(after.id) }),
      ...(changes.length > 0 ? changes : [t.t('server.update.unchanged')]),
    ].join('\n'),
    color: statusStyle(after.status).colour,
  };
}
