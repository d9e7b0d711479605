import type { EmulatedMessage, ReplyView, TopLevelComponent } from '../emulator/index.js';

/** All text a member sees in a message: content, embed titles, descriptions, fields and footers. */
export function visibleText(message: EmulatedMessage | undefined): string {
  if (!message) return '';
  const embeds = message.embeds.flatMap((embed) => [
    embed.title ?? '',
    embed.description ?? '',
    ...(embed.fields ?? []).flatMap((field) => [field.name, field.value]),
    embed.footer?.text ?? '',
  ]);
  return [message.content, ...embeds].join('\n');
}

/** The text of the reply and of its follow-ups, which is where a privately delivered error lands. */
export function replyText(view: ReplyView): string {
  return [visibleText(view.message), ...view.followUps.map(visibleText)].join('\n');
}

type Button = { custom_id?: string; label?: string; disabled?: boolean; type: number };

export function buttons(message: EmulatedMessage | undefined): Button[] {
  return (message?.components ?? []).flatMap((row: TopLevelComponent) =>
    'components' in row ? (row.components as Button[]) : [],
  );
}

export function buttonId(message: EmulatedMessage | undefined, label: string): string {
  const button = buttons(message).find((candidate) => candidate.label === label);
  if (!button?.custom_id) throw new Error(`no button labelled ${label} on the message`);
  return button.custom_id;
}
