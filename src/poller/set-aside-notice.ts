import { inlineCode } from 'discord.js';
import type { OpsNotice } from '../delivery/relay.js';
import { phrase } from '../i18n/index.js';
import { setAsideCollection, setAsideId, type SetAsideRecord } from '../store/index.js';
import { truncate } from '../render/text.js';
import { escapeApiText } from '../render/format.js';

/** Tells the ops guild, once per record, that it was set aside and where it is kept. */
export function setAsideNotice(record: SetAsideRecord): OpsNotice {
  // A key carries ids a member may have typed: no backtick may end the code span early.
  const code = (text: string) => inlineCode(truncate(text.replaceAll('`', "'"), 240));
  return {
    lines: [
      phrase('alerts.ops.setAside', {
        reason: escapeApiText(truncate(record.reason, 300)),
        key: code(record.key),
      }),
      phrase('alerts.ops.setAsideEffect'),
      phrase('alerts.ops.setAsideKept', {
        setAsideKey: code(`rec:${setAsideCollection}#${setAsideId(record)}`),
      }),
    ],
  };
}
