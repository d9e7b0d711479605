import { ComponentType, MessageFlags } from 'discord.js';
import type { FormIssue } from './limits.js';
import type { MessageBody } from './payloads.js';

/** Discord's limits for a message with the IS_COMPONENTS_V2 flag (1 << 15). */
const componentsV2Limits = { topLevel: 10, total: 40, textCharacters: 4000 } as const;

type Path = readonly (string | number)[];
type Visit = (component: Record<string, unknown>, path: Path) => void;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isComponentsV2 = (flags: number | null | undefined) =>
  ((flags ?? 0) & MessageFlags.IsComponentsV2) !== 0;

/** Every component, nested ones included: the children of rows, sections and containers, and accessories. */
function walk(components: readonly unknown[], at: Path, visit: Visit): void {
  components.forEach((component, index) => {
    if (!isRecord(component)) return;
    const path = [...at, index];
    visit(component, path);
    if (Array.isArray(component.components)) walk(component.components, [...path, 'components'], visit);
    if (isRecord(component.accessory)) visit(component.accessory, [...path, 'accessory']);
  });
}

/** The `url`s a component shows media from, with their paths: thumbnails, gallery items, files. */
function mediaUrls(component: Record<string, unknown>, path: Path): { url: string; path: Path }[] {
  const urlOf = (holder: unknown) =>
    isRecord(holder) && typeof holder.url === 'string' ? holder.url : undefined;
  const found: { url: string; path: Path }[] = [];
  const add = (url: string | undefined, at: Path) => {
    if (url !== undefined) found.push({ url, path: at });
  };
  if (component.type === ComponentType.Thumbnail) add(urlOf(component.media), [...path, 'media', 'url']);
  if (component.type === ComponentType.File) add(urlOf(component.file), [...path, 'file', 'url']);
  if (component.type === ComponentType.MediaGallery && Array.isArray(component.items)) {
    for (const [index, item] of component.items.entries()) {
      add(isRecord(item) ? urlOf(item.media) : undefined, [...path, 'items', index, 'media', 'url']);
    }
  }
  return found;
}

/*
 * With the flag, `content` and `embeds` are refused and the components carry everything. The error codes for
 * the V2 rules are the emulator's own names in Discord's style: what a test asserts is which field broke.
 */
export function componentsV2Issues(message: MessageBody, at: Path): FormIssue[] {
  const issues: FormIssue[] = [];
  const add = (path: Path, code: string, text: string) =>
    issues.push({ path: path.join('.'), code, message: text });
  const legacy = 'MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2';
  if (message.content) add([...at, 'content'], legacy, 'Content cannot be sent with components v2.');
  if (message.embeds?.length) add([...at, 'embeds'], legacy, 'Embeds cannot be sent with components v2.');
  const components = message.components ?? [];
  const path = [...at, 'components'];
  if (components.length > componentsV2Limits.topLevel) {
    add(path, 'BASE_TYPE_MAX_LENGTH', `Must be ${componentsV2Limits.topLevel} or fewer in length.`);
  }
  let total = 0;
  let text = 0;
  walk(components, path, (component) => {
    total += 1;
    if (component.type === ComponentType.TextDisplay && typeof component.content === 'string')
      text += component.content.length;
  });
  if (total > componentsV2Limits.total) {
    add(
      path,
      'COMPONENT_MAX_TOTAL_EXCEEDED',
      `Must be ${componentsV2Limits.total} or fewer components in all.`,
    );
  }
  if (text > componentsV2Limits.textCharacters) {
    add(
      path,
      'COMPONENT_TEXT_LENGTH_EXCEEDED',
      `Text across components must be ${componentsV2Limits.textCharacters} or fewer in length.`,
    );
  }
  return issues;
}

/** `attachment://name` references in media components that name no attachment of the message. */
export function attachmentReferenceIssues(
  components: MessageBody['components'],
  filenames: ReadonlySet<string>,
  at: Path,
): FormIssue[] {
  const issues: FormIssue[] = [];
  walk(components ?? [], [...at, 'components'], (component, path) => {
    for (const { url, path: urlPath } of mediaUrls(component, path)) {
      if (!url.startsWith('attachment://') || filenames.has(url.slice('attachment://'.length))) continue;
      issues.push({
        path: urlPath.join('.'),
        code: 'ATTACHMENT_NOT_FOUND',
        message: `No attachment named ${url.slice('attachment://'.length)} on this message.`,
      });
    }
  });
  return issues;
}
