import type { APIEmbed } from 'discord.js';
import { z } from 'zod';
import type { Translator } from '../i18n/index.js';
import type { SilenceKind } from '../store/index.js';
import { discordTime, escapeApiText, inlineCode } from './format.js';
import { joinLinesWithin } from './limits.js';

/** Servers an end post names one by one, at most; the rest are counted ("and 12 more"). */
export const maxEndPostServers = 20;

const serverRef = z.object({ serverId: z.string(), name: z.string().optional() });

/** A server still in trouble when its silence ended, as facts: said in each reader's language when sent. */
const stillWrongSchema = z.discriminatedUnion('condition', [
  serverRef.extend({ condition: z.literal('down'), status: z.string(), since: z.number() }),
  serverRef.extend({ condition: z.literal('game-silent'), since: z.number() }),
  serverRef.extend({
    condition: z.literal('over-threshold'),
    metric: z.enum(['cpu', 'ram', 'disk']),
    threshold: z.number(),
  }),
]);
export type StillWrong = z.infer<typeof stillWrongSchema>;

/**
 * The end of a silence as one channel's post says it: who set it and why, how it ended, what is still wrong
 * (and since when), and, in one line, the servers that went down and came back while it held.
 */
export const silenceEndedFactsSchema = z.object({
  setBy: z.string(),
  reason: z.string().optional(),
  setAt: z.number(),
  endedAt: z.number(),
  /** Who ended it with End now; absent when its time was up. */
  endedBy: z.string().optional(),
  still: z.array(stillWrongSchema).max(maxEndPostServers),
  stillMore: z.number(),
  cameBack: z.array(serverRef).max(maxEndPostServers),
  cameBackMore: z.number(),
});
export type SilenceEndedFacts = z.infer<typeof silenceEndedFactsSchema>;

const iso = (at: number) => new Date(at).toISOString();
const named = (server: z.infer<typeof serverRef>) =>
  server.name === undefined
    ? inlineCode(server.serverId)
    : `**${escapeApiText(server.name)}** ${inlineCode(server.serverId)}`;

function stillLine(still: StillWrong, t: Translator): string {
  const server = named(still);
  switch (still.condition) {
    case 'down':
      return t.t('silence.ended.stillDown', {
        server,
        status: inlineCode(still.status),
        since: discordTime(iso(still.since), 'R') ?? '',
      });
    case 'game-silent':
      return t.t('silence.ended.stillSilent', { server, since: discordTime(iso(still.since), 'R') ?? '' });
    case 'over-threshold':
      return t.t('silence.ended.stillOver', { server, metric: still.metric, threshold: still.threshold });
  }
}

/** The post a channel gets when a silence over it ends and something is still wrong or happened inside. */
export function silenceEndedEmbed(facts: SilenceEndedFacts, t: Translator): APIEmbed {
  const still = facts.still.length + facts.stillMore;
  const lines = facts.still.map((entry) => stillLine(entry, t));
  if (facts.stillMore > 0) lines.push(t.t('silence.ended.more', { count: facts.stillMore }));
  if (facts.cameBack.length > 0)
    lines.push(
      t.t('silence.ended.cameBack', {
        servers: t.list([
          ...facts.cameBack.map(named),
          ...(facts.cameBackMore > 0 ? [t.t('silence.ended.others', { count: facts.cameBackMore })] : []),
        ]),
      }),
    );
  const by = facts.endedBy === undefined ? undefined : escapeApiText(facts.endedBy);
  // Timestamps show only in a description or a field, never in a footer: the span is the first line.
  const span = {
    setBy: escapeApiText(facts.setBy),
    from: discordTime(iso(facts.setAt), 'f') ?? '',
    to: discordTime(iso(facts.endedAt), 'f') ?? '',
  };
  const header =
    by === undefined ? t.t('silence.ended.expired', span) : t.t('silence.ended.endedBy', { ...span, by });
  return {
    title: still > 0 ? t.t('silence.ended.titleStill', { count: still }) : t.t('silence.ended.title'),
    description: joinLinesWithin([header, '', ...lines], t),
    color: still > 0 ? 0xe67e22 : 0x2ecc71,
    ...(facts.reason === undefined
      ? {}
      : { fields: [{ name: t.t('silence.field.reason'), value: escapeApiText(facts.reason) }] }),
  };
}

/** The kinds a silence holds back, in the reader's words. */
export function silenceKindsText(kinds: readonly SilenceKind[], t: Translator): string {
  return t.list(kinds.map((kind) => t.t('silence.kind', { kind })));
}
