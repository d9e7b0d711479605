import {
  ComponentType,
  TimestampStyles,
  time,
  userMention,
  type APIActionRowComponent,
  type APIComponentInMessageActionRow,
  type APIEmbed,
  type APIEmbedField,
} from 'discord.js';
import type { Translator } from '../i18n/index.js';
import type { Acknowledgement } from '../store/index.js';
import { formatDuration } from './format.js';
import { joinLinesWithin, limits } from './limits.js';
import type { MessagePayload } from './message.js';

// How an acknowledgement reads: on the post that was taken (who, and when as a Discord timestamp each reader
// sees in their own time zone), to a later click (privately), and on the back post (after how long).

const ago = (at: number) => time(new Date(at), TimestampStyles.RelativeTime);

/** "@member acknowledged this alert 3 minutes ago.", the field an acknowledged post carries. */
function acknowledgedField(acknowledgement: Acknowledgement, t: Translator): APIEmbedField {
  return {
    name: t.t('alerts.ack.field'),
    value: t.t('alerts.ack.by', {
      member: userMention(acknowledgement.userId),
      ago: ago(acknowledgement.at),
    }),
  };
}

/** What a later click is told, privately: who took it, and when. */
export function alreadyAcknowledged(acknowledgement: Acknowledgement, t: Translator): MessagePayload {
  return {
    content: t.t('alerts.ack.taken', {
      member: userMention(acknowledgement.userId),
      ago: ago(acknowledgement.at),
    }),
  };
}

/** The back post's field: who had acknowledged the incident, and how long after it began. */
export function acknowledgedAfterField(
  acknowledgement: Acknowledgement,
  since: number,
  t: Translator,
): APIEmbedField {
  return {
    name: t.t('alerts.ack.field'),
    value: t.t('alerts.ack.after', {
      member: userMention(acknowledgement.userId),
      duration: formatDuration(Math.max(0, acknowledgement.at - since) / 1000, t),
    }),
  };
}

/**
 * Who had taken some of a grouped back post's incidents: one acknowledgement, how many of the post's
 * incidents it covered, and when the first of those began.
 */
export type GroupAcknowledgement = { acknowledgement: Acknowledgement; since: number; count: number };

/**
 * A grouped back post's field: who had acknowledged its incidents (the grouped down post as a whole, or
 * some alone), a line each, and how long after they began; "it" when one took them all (of `total`).
 */
export function groupAcknowledgedField(
  taken: readonly GroupAcknowledgement[],
  total: number,
  t: Translator,
): APIEmbedField {
  const lines = taken.map(({ acknowledgement, since, count }) => {
    const values = {
      member: userMention(acknowledgement.userId),
      duration: formatDuration(Math.max(0, acknowledgement.at - since) / 1000, t),
    };
    return count === total
      ? t.t('alerts.ack.after', values)
      : t.t('alerts.ack.afterSome', { ...values, count });
  });
  return { name: t.t('alerts.ack.field'), value: joinLinesWithin(lines, t, limits.fieldValue) };
}

/** A back post with who had acknowledged its incident (in the guild it goes to) on its first embed. */
export function withAcknowledgedField(
  payload: MessagePayload,
  acknowledgement: Acknowledgement,
  since: number,
  t: Translator,
): MessagePayload {
  const [first, ...rest] = payload.embeds ?? [];
  if (first === undefined) return payload;
  const field = acknowledgedAfterField(acknowledgement, since, t);
  return { ...payload, embeds: [{ ...first, fields: [...(first.fields ?? []), field] }, ...rest] };
}

/** A post as Discord holds it: what the click's update rewrites. */
export type PostedAlert = {
  embeds: readonly APIEmbed[];
  components: readonly APIActionRowComponent<APIComponentInMessageActionRow>[];
};

/**
 * The post once acknowledged, in its own language (`t`, its guild's): its first embed gains who and when,
 * the clicked button (`customId`) is disabled, every other button stays as it was. The rest of the post (its
 * marker in the footer included) is kept, so delivery still recognises it.
 */
export function acknowledgedPost(
  post: PostedAlert,
  customId: string,
  acknowledgement: Acknowledgement,
  t: Translator,
): MessagePayload {
  const [first, ...rest] = post.embeds;
  const field = acknowledgedField(acknowledgement, t);
  const embeds =
    first === undefined
      ? [{ fields: [field] }]
      : [{ ...first, fields: [...(first.fields ?? []), field] }, ...rest];
  const components = post.components.map((row) => ({
    ...row,
    components: row.components.map((component) =>
      component.type === ComponentType.Button && 'custom_id' in component && component.custom_id === customId
        ? { ...component, disabled: true }
        : component,
    ),
  }));
  return { embeds, components, locale: t.locale };
}
