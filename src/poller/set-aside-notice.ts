import { inlineCode } from 'discord.js';
import type { OpsNotice } from '../delivery/relay.js';
import { setAsideCollection, setAsideId, type SetAsideRecord } from '../store/index.js';
import { truncate } from '../render/text.js';

/** The ops guild's sentences about stored records set aside, whole, with named parts (for a catalogue). */
export const setAsideSentences = {
  headline: '🗃️ A stored record could not be read ({reason}) and was set aside: {key}.',
  effect: 'The bot goes on without it; everything else keeps working.',
  kept: 'Its original value is kept under {setAsideKey} to inspect or restore (docs/operations.md).',
} as const;

function fill(sentence: string, parts: Record<string, string>): string {
  return sentence.replace(/\{(\w+)\}/g, (whole, name: string) => parts[name] ?? whole);
}

/** Tells the ops guild, once per record, that it was set aside and where it is kept. */
export function setAsideNotice(record: SetAsideRecord): OpsNotice {
  // A key carries ids a member may have typed: no backtick may end the code span early.
  const code = (text: string) => inlineCode(truncate(text.replaceAll('`', "'"), 240));
  const parts = {
    reason: record.reason,
    key: code(record.key),
    setAsideKey: code(`rec:${setAsideCollection}#${setAsideId(record)}`),
  };
  return {
    content: [setAsideSentences.headline, setAsideSentences.effect, setAsideSentences.kept]
      .map((sentence) => fill(sentence, parts))
      .join('\n'),
  };
}
