import { describe, expect, it } from 'vitest';
import { noticeSchema, renderNotice, type Notice } from '../../src/alerts/index.js';
import { translatorFor } from '../../src/i18n/index.js';

/**
 * Every alert post is text where its words come from outside (issue 37, item 4): each notice kind, with
 * markup in every string the API or a catalogue gave it (names, statuses, entries, file names, titles),
 * renders no live markup in its content, embed titles, descriptions or fields.
 */
const hostile = '[mk](https://evil.example) @everyone <@123> **bold** ||spoil||\n# head\n-# sub';

/** Each way the hostile text could come alive in Discord markdown; [] when all of it stays text. */
function liveMarkup(text: string): string[] {
  // Markup inside a code span or block is inert.
  const outsideCode = text.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  const checks: [string, boolean][] = [
    ['masked link', /(?<!\\)\[mk(?<!\\)\]\(/.test(outsideCode)],
    ['live URL', /https:\/\/evil\.example/.test(outsideCode)],
    ['@everyone', /(?<!\\)@everyone/.test(outsideCode)],
    ['user mention', /(?<!\\)<@123>/.test(outsideCode)],
    ['bold', /(?<!\\)\*\*bold/.test(outsideCode)],
    ['spoiler', /(?<!\\)\|\|spoil/.test(outsideCode)],
    ['heading', /^\s*#{1,3}\s+head/m.test(outsideCode)],
    ['subtext', /^\s*-#\s+sub/m.test(outsideCode)],
  ];
  return checks.filter(([, live]) => live).map(([name]) => name);
}

// An entry's `line` is the bot's own English line, escaped when it was queued: not outside text.
const entry = (key: string) => ({
  key,
  line: 'Server restarted',
  entry: { action: hostile, actor: hostile, description: hostile, timestamp: '2026-01-01T00:00:00Z' },
});
const server = {
  id: 'srv-1',
  name: hostile,
  status: hostile,
  ramGb: 4,
  game: hostile,
  gameType: hostile,
  gameVersion: hostile,
  address: hostile,
};
const at = Date.parse('2026-01-01T00:00:00Z');

/** One notice of every kind, every outside string hostile. */
const notices: Notice[] = [
  { kind: 'activity', entries: [entry('a'), { key: 'b', line: 'Server stopped' }], skippedBefore: true },
  { kind: 'provisioned', server },
  { kind: 'provisioned', server: { ...server, status: 'FAILED' } },
  { kind: 'deleted', whileProvisioning: false },
  { kind: 'status-down', status: hostile, since: at, logLine: 'Server stopped', logEntry: entry('c') },
  { kind: 'status-down', status: hostile, since: at, logLine: 'Server stopped' },
  { kind: 'status-back', status: hostile, downSince: at, backAt: at + 60_000, logEntry: entry('d') },
  { kind: 'game-silent', since: at },
  { kind: 'game-answering', silentSince: at, answeredAt: at + 60_000 },
  {
    kind: 'mod-update',
    serverName: hostile,
    provider: 'curseforge',
    modId: '1',
    modName: hostile,
    fitsFor: hostile,
    installed: { fileId: '10', fileName: hostile },
    newer: { fileId: '11', fileName: hostile, releaseType: hostile, publishedAt: hostile },
  },
  {
    kind: 'silence-ended',
    facts: {
      setBy: hostile,
      reason: hostile,
      setAt: at,
      endedAt: at + 3_600_000,
      endedBy: hostile,
      still: [
        { serverId: 'srv-1', name: hostile, condition: 'down', status: hostile, since: at },
        { serverId: 'srv-2', name: hostile, condition: 'game-silent', since: at },
        { serverId: 'srv-3', name: hostile, condition: 'over-threshold', metric: 'cpu', threshold: 80 },
      ],
      stillMore: 0,
      cameBack: [{ serverId: 'srv-4', name: hostile }],
      cameBackMore: 2,
    },
  },
  {
    kind: 'silence-ended-usage',
    facts: {
      setBy: hostile,
      reason: hostile,
      setAt: at,
      endedAt: at + 3_600_000,
      endedBy: hostile,
      still: [
        { serverId: 'srv-1', name: hostile, condition: 'down', status: hostile, since: at },
        { serverId: 'srv-2', name: hostile, condition: 'game-silent', since: at },
        { serverId: 'srv-3', name: hostile, condition: 'over-threshold', metric: 'cpu', threshold: 80 },
      ],
      stillMore: 0,
      cameBack: [{ serverId: 'srv-4', name: hostile }],
      cameBackMore: 2,
    },
  },
].map((notice) => noticeSchema.parse(notice));

describe('alert posts', () => {
  it('keep markup from outside as text, in every notice kind', () => {
    const t = translatorFor('en-US');
    expect(new Set(notices.map((notice) => notice.kind)).size).toBe(noticeSchema.options.length - 1);
    for (const notice of notices) {
      const payload = renderNotice(notice, 'srv-1', hostile, t);
      const texts = [
        payload.content ?? '',
        ...(payload.embeds ?? []).flatMap((embed) => [
          embed.title ?? '',
          embed.description ?? '',
          ...(embed.fields ?? []).flatMap((field) => [field.name, field.value]),
        ]),
      ];
      // Each post did show the hostile text somewhere (else it proves nothing), as text.
      if (!['deleted', 'game-silent', 'game-answering'].includes(notice.kind))
        expect(texts.join('\n'), notice.kind).toContain('everyone');
      const live = texts.flatMap((text) =>
        liveMarkup(text).map((kind) => `${notice.kind}: ${kind} in ${text}`),
      );
      expect(live).toEqual([]);
    }
  });
});
