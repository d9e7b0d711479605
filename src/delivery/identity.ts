import { createHash } from 'node:crypto';
import { roleMention, type APIMessage } from 'discord.js';
import type { MessagePayload } from '../render/message.js';

/**
 * What makes a post recognisable, derived from the event's key and the channel: every instance and restart
 * makes the same. `nonce` (Discord's limit is 25 characters) lets Discord drop a repeat within its window;
 * `marker`, shown small in the post, lets the layer find the post in the channel after that window.
 */
export type PostIdentity = { nonce: string; marker: string };

export function postIdentity(eventKey: string, channelId: string): PostIdentity {
  const digest = createHash('sha256').update(`${eventKey}:${channelId}`);
  const bytes = digest.digest();
  return { nonce: bytes.toString('base64url').slice(0, 25), marker: bytes.toString('hex').slice(0, 12) };
}

const markerText = (marker: string) => `ref ${marker}`;

/** The payload with its marker: in the last embed's footer, or a subtext line under plain content. */
export function withMarker(payload: MessagePayload, marker: string): MessagePayload {
  const embeds = payload.embeds ?? [];
  const last = embeds.at(-1);
  if (last) {
    const footer = last.footer?.text ? `${last.footer.text} · ${markerText(marker)}` : markerText(marker);
    return {
      ...payload,
      embeds: [...embeds.slice(0, -1), { ...last, footer: { ...last.footer, text: footer } }],
    };
  }
  return { ...payload, content: `${payload.content ?? ''}\n-# ${markerText(marker)}` };
}

/** Whether a message read back from the channel is the post with this marker. */
export function carriesMarker(message: Pick<APIMessage, 'content' | 'embeds'>, marker: string): boolean {
  const text = markerText(marker);
  return message.content.includes(text) || message.embeds.some((embed) => embed.footer?.text.includes(text));
}

/**
 * The payload mentioning a role first, with exactly that role allowed to be pinged (the subscription's ping
 * for the post's kind, decided when it was queued), whatever the text holds.
 */
export function mentioning(payload: MessagePayload, roleId: string): MessagePayload {
  const content = payload.content ? `${roleMention(roleId)} ${payload.content}` : roleMention(roleId);
  return { ...payload, content, allowedRoleId: roleId };
}
