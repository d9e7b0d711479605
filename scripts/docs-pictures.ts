/**
 * `npm run docs:pictures`: draws docs/board.png, docs/alert.png and docs/alert-group.png from the payloads the bot's real renderers
 * produce for sample data, in the look of a Discord message (dark theme). Run it again when a renderer changes.
 * No colour emoji font is assumed: status circles are drawn as circles, other emoji as a DejaVu symbol.
 */
import { writeFileSync } from 'node:fs';
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { APIEmbed } from 'discord.js';
import { mentioning } from '../src/delivery/identity.js';
import { builtinKinds, renderNotice } from '../src/alerts/index.js';
import { alertGroupId } from '../src/delivery/alert-groups.js';
import { renderBoard } from '../src/render/board.js';
import { english } from '../src/i18n/index.js';
import type { MessagePayload } from '../src/render/message.js';
import { now, sampleBoardInput } from '../test/docs/board-sample.js';

const width = 760;
const font = 'DejaVu Sans';
const colours = { background: '#313338', embed: '#2b2d31', text: '#dbdee1', muted: '#949ba4', white: '#f2f3f5' };
const circles: Record<string, string> = {
  '🔴': '#da373c',
  '🟠': '#f0883e',
  '🟡': '#f0b232',
  '🟢': '#23a55a',
  '🔵': '#5865f2',
  '⚪': '#dbdee1',
  '⚫': '#4e5058',
};
const symbols: Record<string, string> = { '📈': '↗', '🔌': '→', '🕒': '◷', '🔥': '▲', '⬆️': '⇧' };

type Style = 'plain' | 'bold' | 'code' | 'mention' | 'circle';
type Run = { text: string; style: Style };

/** Discord's `<t:…:R>` and `<t:…:f>` as a reader at `now` sees them. */
function timestamp(seconds: number, style: string): string {
  const at = seconds * 1000;
  if (style === 'f')
    return new Date(at).toLocaleString('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
  const minutes = Math.round((now - at) / 60_000);
  if (minutes < 1) return 'a few seconds ago';
  if (minutes < 60) return `${minutes} minutes ago`;
  if (minutes < 48 * 60) return `${Math.round(minutes / 60)} hours ago`;
  return `${Math.round(minutes / 1440)} days ago`;
}

/** One line of Discord markdown as styled runs: bold, inline code, timestamps, role mentions, emoji. */
function runs(line: string): Run[] {
  const text = line
    .replace(/\\([*_`~|>\\])/g, '$1')
    .replace(/<t:(\d+):(\w)>/g, (_, seconds: string, style: string) => timestamp(Number(seconds), style))
    .replace(/<@&\d+>/g, '\u0001@on-call\u0001');
  const result: Run[] = [];
  for (const [index, part] of text.split(/(\*\*[^*]+\*\*|`[^`]+`|\u0001[^\u0001]+\u0001)/u).entries()) {
    if (part === '') continue;
    const style: Style =
      index % 2 === 0 ? 'plain' : part.startsWith('**') ? 'bold' : part.startsWith('`') ? 'code' : 'mention';
    const inner = style === 'plain' ? part : style === 'bold' ? part.slice(2, -2) : part.slice(1, -1);
    if (style === 'code' || style === 'mention') {
      result.push({ text: inner, style });
      continue;
    }
    for (const piece of inner.split(/(\p{Extended_Pictographic}\uFE0F?)/u).filter(Boolean))
      if (circles[piece]) result.push({ text: piece, style: 'circle' });
      else result.push({ text: symbols[piece] ?? piece, style });
  }
  return result;
}

/** Draws wrapped runs from (x, y) within maxWidth; returns the y below the last line. */
function paragraph(context: SKRSContext2D, line: string, x: number, y: number, maxWidth: number, size = 14) {
  const lineHeight = size * 1.45;
  let cursor = x;
  for (const run of runs(line)) {
    for (const word of run.text.split(/(?<= )/)) {
      context.font = `${run.style === 'bold' ? 'bold ' : ''}${size}px ${run.style === 'code' ? `${font} Mono` : font}`;
      const wordWidth = run.style === 'circle' ? size + 4 : context.measureText(word).width;
      if (cursor + wordWidth > x + maxWidth && cursor > x) {
        cursor = x;
        y += lineHeight;
      }
      if (run.style === 'circle') {
        context.fillStyle = circles[run.text] ?? colours.text;
        context.beginPath();
        context.arc(cursor + size / 2, y - size * 0.35, size / 2 - 1, 0, Math.PI * 2);
        context.fill();
      } else {
        if (run.style === 'code' || run.style === 'mention') {
          context.fillStyle = run.style === 'code' ? '#1e1f22' : 'rgba(88, 101, 242, 0.3)';
          context.fillRect(cursor - 1, y - size, wordWidth + 2, size * 1.3);
        }
        context.fillStyle = run.style === 'bold' ? colours.white : run.style === 'mention' ? '#c9cdfb' : colours.text;
        context.fillText(word, cursor, y);
      }
      cursor += wordWidth;
    }
  }
  return y + lineHeight;
}

/** The message as Discord shows it: author line, content, one embed, buttons. */
function draw(payload: MessagePayload, file: string): void {
  const embed: APIEmbed = payload.embeds?.[0] ?? {};
  // Drawn twice: once to measure the height and the embed's box, then on a canvas of that height.
  let height = 2_000;
  let box = { top: 0, bottom: 0 };
  for (const pass of ['measure', 'draw']) {
    const canvas = createCanvas(width, height);
    const context = canvas.getContext('2d');
    context.fillStyle = colours.background;
    context.fillRect(0, 0, width, height);
    context.fillStyle = '#5865f2';
    context.beginPath();
    context.arc(36, 36, 20, 0, Math.PI * 2);
    context.fill();
    context.font = `bold 15px ${font}`;
    context.fillStyle = colours.white;
    context.fillText('Hosting Bot', 72, 32);
    context.font = `12px ${font}`;
    context.fillStyle = colours.muted;
    context.fillText('APP · Today at 12:00', 72 + context.measureText('Hosting Bot').width + 70, 32);
    let y = 56;
    if (payload.content) y = paragraph(context, payload.content, 72, y, width - 100);
    const top = y - 8;
    const inner = width - 72 - 40 - 32;
    context.fillStyle = colours.embed;
    context.fillRect(72, box.top, width - 72 - 40, box.bottom - box.top);
    context.fillStyle = `#${(embed.color ?? 0x4e5058).toString(16).padStart(6, '0')}`;
    context.fillRect(72, box.top, 4, box.bottom - box.top);
    y += 16;
    if (embed.title) y = paragraph(context, `**${embed.title}**`, 88, y, inner, 15) + 4;
    for (const line of (embed.description ?? '').split('\n'))
      y = line === '' ? y + 8 : paragraph(context, line, 88, y, inner);
    if (embed.footer?.text) y = paragraph(context, embed.footer.text, 88, y + 4, inner, 12);
    const bottom = y - 4;
    box = { top, bottom };
    y = bottom + 10;
    let x = 72;
    for (const row of payload.components ?? [])
      for (const button of 'components' in row ? row.components : [])
        if ('label' in button && button.label) {
          context.font = `14px ${font}`;
          const buttonWidth = context.measureText(button.label).width + 32;
          context.fillStyle = '#4e5058';
          context.beginPath();
          context.roundRect(x, y, buttonWidth, 32, 4);
          context.fill();
          context.fillStyle = colours.white;
          context.fillText(button.label, x + 16, y + 21);
          x += buttonWidth + 8;
        }
    height = y + (x > 72 ? 48 : 12);
    if (pass === 'draw') writeFileSync(file, canvas.toBuffer('image/png'));
  }
}

const [board] = renderBoard(sampleBoardInput, english);
if (board) draw(board.payload, 'docs/board.png');
const down = renderNotice(
  { kind: 'status-down', status: 'OFFLINE', since: now - 4 * 60_000 },
  'srv_7f3a',
  'Survival',
  english,
);
draw(mentioning(down, '320000000000000001'), 'docs/alert.png');
// A node restart: twelve servers of two nodes down within seconds, one post, one ping.
const names = ['Survival', 'Creative', 'Skyblock', 'Factions', 'Lobby', 'Minigames', 'Hardcore', 'Modded'];
const members = Array.from({ length: 12 }, (_, index) => ({
  serverId: `srv_${(0x7f30 + index).toString(16)}`,
  itemId: `status:srv_${index}:down`,
  notice: { kind: 'status-down', status: index % 5 === 4 ? 'CRASHED' : 'OFFLINE', since: now - 3 * 60_000 },
  serverName: `${names[index % names.length]}${index >= names.length ? ' 2' : ''}`,
  place: index < 9 ? 'node-ams-01' : 'node-ams-02',
  queuedAt: now - 3 * 60_000,
}));
const grouped = builtinKinds.renderGroup(
  { id: alertGroupId(members), targets: [], queuedAt: now, members },
  english,
);
draw(mentioning(grouped, '320000000000000001'), 'docs/alert-group.png');
console.log('wrote docs/board.png, docs/alert.png and docs/alert-group.png');
