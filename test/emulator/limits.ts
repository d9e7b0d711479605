import { ComponentType } from 'discord.js';
import type { z } from 'zod';
import { componentsV2Issues, isComponentsV2 } from './components-v2.js';
import type { AutocompleteData, Embed, MessageBody, ModalData, TopLevelComponent } from './payloads.js';

/** Discord's documented limits for what a bot may send. */
const discordLimits = {
  content: 2000,
  embeds: 10,
  embedTitle: 256,
  embedDescription: 4096,
  embedFields: 25,
  embedFieldName: 256,
  embedFieldValue: 1024,
  embedFooterText: 2048,
  embedAuthorName: 256,
  embedTotalCharacters: 6000,
  actionRows: 5,
  componentsPerRow: 5,
  customId: 100,
  buttonLabel: 80,
  selectPlaceholder: 150,
  selectOptions: 25,
  selectOptionText: 100,
  autocompleteChoices: 25,
  choiceName: 100,
  choiceValue: 100,
  modalTitle: 45,
} as const;

/** One rejected field, with Discord's error code; `path` is dotted, e.g. `data.embeds.0.title`. */
export type FormIssue = { path: string; code: string; message: string };

type FormErrorDetail = { code: string; message: string };
/** Discord's `errors` object: the issues nested by path, each level's own issues under `_errors`. */
export interface FormErrorTree {
  [key: string]: FormErrorTree | FormErrorDetail[];
}

type Path = readonly (string | number)[];

const selectTypes: ReadonlySet<number> = new Set([
  ComponentType.StringSelect,
  ComponentType.UserSelect,
  ComponentType.RoleSelect,
  ComponentType.MentionableSelect,
  ComponentType.ChannelSelect,
]);

/**
 * Lengths of strings are code points, as Discord counts them (its API is Python 3: discord-api-docs#1315);
 * arrays count items. A string with a lone surrogate is refused, as Discord has refused them (#6561).
 */
function lengthOf(value: string | readonly unknown[]): number {
  return typeof value === 'string' ? [...value].length : value.length;
}

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

class IssueList {
  readonly issues: FormIssue[] = [];

  add(path: Path, code: string, message: string): void {
    this.issues.push({ path: path.join('.'), code, message });
  }

  private wellFormed(path: Path, value: string | readonly unknown[]): void {
    if (typeof value === 'string' && loneSurrogate.test(value))
      this.add(path, 'STRING_TYPE_INVALID_UNICODE', 'Must be valid Unicode (a lone surrogate was sent).');
  }

  maxLength(path: Path, value: string | readonly unknown[] | null | undefined, max: number): void {
    if (value == null) return;
    this.wellFormed(path, value);
    if (lengthOf(value) > max) this.add(path, 'BASE_TYPE_MAX_LENGTH', `Must be ${max} or fewer in length.`);
  }

  lengthBetween(path: Path, value: string | readonly unknown[], min: number, max: number): void {
    this.wellFormed(path, value);
    if (lengthOf(value) < min || lengthOf(value) > max) {
      this.add(path, 'BASE_TYPE_BAD_LENGTH', `Must be between ${min} and ${max} in length.`);
    }
  }
}

export function messageIssues(message: MessageBody, at: Path): FormIssue[] {
  const list = new IssueList();
  list.maxLength([...at, 'content'], message.content, discordLimits.content);
  if (message.embeds) embedIssues(list, message.embeds, [...at, 'embeds']);
  // Components v2 is a different layout model with its own limits.
  if (isComponentsV2(message.flags)) return [...list.issues, ...componentsV2Issues(message, at)];
  if (message.components) actionRowIssues(list, message.components, [...at, 'components']);
  return list.issues;
}

/** Discord answers a message with nothing to show with code 50006 rather than a form error. */
export function isEmptyMessage(message: MessageBody): boolean {
  return (
    !message.content &&
    !message.embeds?.length &&
    !message.components?.length &&
    !message.attachments?.length &&
    !message.sticker_ids?.length &&
    !message.poll
  );
}

export function autocompleteIssues(data: AutocompleteData, at: Path): FormIssue[] {
  const list = new IssueList();
  const choicesPath = [...at, 'choices'];
  list.maxLength(choicesPath, data.choices, discordLimits.autocompleteChoices);
  data.choices.forEach((choice, index) => {
    list.lengthBetween([...choicesPath, index, 'name'], choice.name, 1, discordLimits.choiceName);
    if (typeof choice.value === 'string') {
      list.maxLength([...choicesPath, index, 'value'], choice.value, discordLimits.choiceValue);
    }
  });
  return list.issues;
}

export function modalIssues(data: ModalData, at: Path): FormIssue[] {
  const list = new IssueList();
  list.maxLength([...at, 'custom_id'], data.custom_id, discordLimits.customId);
  list.lengthBetween([...at, 'title'], data.title, 1, discordLimits.modalTitle);
  list.lengthBetween([...at, 'components'], data.components, 1, discordLimits.actionRows);
  return list.issues;
}

/** Issues for a body that does not even have the right types, in the same shape as limit issues. */
export function structureIssues(error: z.ZodError, at: Path): FormIssue[] {
  return error.issues.map((issue) => ({
    path: [...at, ...issue.path.map(String)].join('.'),
    code: issue.code.toUpperCase(),
    message: issue.message,
  }));
}

export function formErrorTree(issues: readonly FormIssue[]): FormErrorTree {
  const root: FormErrorTree = {};
  for (const issue of issues) {
    let node = root;
    for (const key of issue.path.split('.')) {
      const child = node[key];
      if (child === undefined || Array.isArray(child)) {
        const created: FormErrorTree = {};
        node[key] = created;
        node = created;
      } else {
        node = child;
      }
    }
    const own = node._errors;
    node._errors = [...(Array.isArray(own) ? own : []), { code: issue.code, message: issue.message }];
  }
  return root;
}

function embedIssues(list: IssueList, embeds: readonly Embed[], at: Path): void {
  list.maxLength(at, embeds, discordLimits.embeds);
  let totalCharacters = 0;
  embeds.forEach((embed, index) => {
    const path = [...at, index];
    list.maxLength([...path, 'title'], embed.title, discordLimits.embedTitle);
    list.maxLength([...path, 'description'], embed.description, discordLimits.embedDescription);
    list.maxLength([...path, 'fields'], embed.fields, discordLimits.embedFields);
    embed.fields?.forEach((field, fieldIndex) => {
      list.maxLength([...path, 'fields', fieldIndex, 'name'], field.name, discordLimits.embedFieldName);
      list.maxLength([...path, 'fields', fieldIndex, 'value'], field.value, discordLimits.embedFieldValue);
    });
    list.maxLength([...path, 'footer', 'text'], embed.footer?.text, discordLimits.embedFooterText);
    list.maxLength([...path, 'author', 'name'], embed.author?.name, discordLimits.embedAuthorName);
    totalCharacters += embedCharacters(embed);
  });
  if (totalCharacters > discordLimits.embedTotalCharacters) {
    list.add(
      at,
      'MAX_EMBED_SIZE_EXCEEDED',
      `Embed size exceeds maximum size of ${discordLimits.embedTotalCharacters}`,
    );
  }
}

/** The characters Discord counts towards the 6,000 shared by all embeds of a message. */
function embedCharacters(embed: Embed): number {
  const fieldCharacters = (embed.fields ?? []).reduce(
    (sum, field) => sum + lengthOf(field.name) + lengthOf(field.value),
    0,
  );
  return (
    lengthOf(embed.title ?? '') +
    lengthOf(embed.description ?? '') +
    fieldCharacters +
    lengthOf(embed.footer?.text ?? '') +
    lengthOf(embed.author?.name ?? '')
  );
}

function actionRowIssues(list: IssueList, rows: readonly TopLevelComponent[], at: Path): void {
  list.maxLength(at, rows, discordLimits.actionRows);
  rows.forEach((row, rowIndex) => {
    const rowPath = [...at, rowIndex];
    if (row.type !== ComponentType.ActionRow) {
      list.add(
        [...rowPath, 'type'],
        'BASE_TYPE_CHOICES',
        `Value must be one of {${ComponentType.ActionRow}}.`,
      );
      return;
    }
    const children = row.components ?? [];
    const childrenPath = [...rowPath, 'components'];
    list.lengthBetween(childrenPath, children, 1, discordLimits.componentsPerRow);
    if (children.length > 1 && children.some((child) => selectTypes.has(child.type))) {
      list.add(
        childrenPath,
        'COMPONENT_LAYOUT_WIDTH_EXCEEDED',
        'The specified component exceeds the maximum width',
      );
    }
    children.forEach((child, childIndex) => {
      const path = [...childrenPath, childIndex];
      list.maxLength([...path, 'custom_id'], child.custom_id, discordLimits.customId);
      if (child.type === ComponentType.Button)
        list.maxLength([...path, 'label'], child.label, discordLimits.buttonLabel);
      if (selectTypes.has(child.type))
        list.maxLength([...path, 'placeholder'], child.placeholder, discordLimits.selectPlaceholder);
      if (child.type === ComponentType.StringSelect) {
        const options = child.options ?? [];
        list.lengthBetween([...path, 'options'], options, 1, discordLimits.selectOptions);
        options.forEach((option, optionIndex) => {
          const optionPath = [...path, 'options', optionIndex];
          list.maxLength([...optionPath, 'label'], option.label, discordLimits.selectOptionText);
          list.maxLength([...optionPath, 'value'], option.value, discordLimits.selectOptionText);
          list.maxLength([...optionPath, 'description'], option.description, discordLimits.selectOptionText);
        });
      }
    });
  });
}
