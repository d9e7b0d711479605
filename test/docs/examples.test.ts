import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderBoard } from '../../src/render/board.js';
import { english } from '../../src/i18n/index.js';
import { sampleBoardInput } from './board-sample.js';

/**
 * The picture of a board in docs/board-example.md comes from the real renderer: this test checks it is
 * current, and `UPDATE_DOCS=1 npx vitest run test/docs` writes it again.
 */
const update = process.env.UPDATE_DOCS === '1';
function boardMarkdown(): string {
  const pages = renderBoard(sampleBoardInput, english);
  const embeds = pages.map((page) => page.payload.embeds?.[0]);
  const colour = `#${(embeds[0]?.color ?? 0).toString(16).padStart(6, '0')}`;
  return [
    '# What a status board looks like',
    '',
    `The message \`/board create\` posts and keeps editing, rendered by \`renderBoard\` (embed colour ${colour},`,
    'the colour of the most urgent server). Discord shows `<t:…:R>` as "20 seconds ago" in each',
    "reader's own time. Past the first message, the rest follow grouped by state, up to 10 messages.",
    '',
    ...embeds.flatMap((embed) => [
      `> **${embed?.title}**`,
      '>',
      ...(embed?.description ?? '').split('\n').map((line) => `> ${line}`.trimEnd()),
      '',
    ]),
  ].join('\n');
}

const boardFile = 'docs/board-example.md';

describe('README board example', () => {
  it('shows the board as renderBoard renders it', () => {
    const markdown = boardMarkdown();
    if (update) writeFileSync(boardFile, markdown);
    expect(readFileSync(boardFile, 'utf8')).toBe(markdown);
  });
});
