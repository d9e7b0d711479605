import type { z } from 'zod';
import { isComponentsV2 } from './components-v2.js';
import { discordFailure, invalidFormBody } from './errors.js';
import {
  type FormIssue,
  autocompleteIssues,
  isEmptyMessage,
  messageIssues,
  modalIssues,
  structureIssues,
} from './limits.js';
import {
  type AutocompleteData,
  type MessageBody,
  type ModalData,
  autocompleteDataSchema,
  messageBodySchema,
  modalDataSchema,
} from './payloads.js';

/** Where the payload sits in the request body, for Discord's error paths: `['data']` inside a callback. */
type Path = readonly string[];

function parseWithinLimits<Schema extends z.ZodType>(
  schema: Schema,
  limitIssues: (value: z.infer<Schema>, at: Path) => FormIssue[],
  raw: unknown,
  at: Path,
): z.infer<Schema> {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw invalidFormBody(structureIssues(parsed.error, at));
  const issues = limitIssues(parsed.data, at);
  if (issues.length > 0) throw invalidFormBody(issues);
  return parsed.data;
}

/**
 * A new message or an edit, within Discord's limits; a new message must also show something. An edit is
 * checked under the flags it leaves the message with (`currentFlags` unless it sets its own), and cannot
 * take the Components V2 flag off a message that has it.
 */
export function parseMessageBody(
  raw: unknown,
  at: Path,
  purpose: 'create' | 'edit',
  currentFlags = 0,
): MessageBody {
  const parsed = messageBodySchema.safeParse(raw);
  if (!parsed.success) throw invalidFormBody(structureIssues(parsed.error, at));
  const message = parsed.data;
  const flags = message.flags ?? currentFlags;
  const issues = messageIssues({ ...message, flags }, at);
  if (isComponentsV2(currentFlags) && !isComponentsV2(flags)) {
    issues.push({
      path: [...at, 'flags'].join('.'),
      code: 'MESSAGE_CANNOT_REMOVE_COMPONENTS_V2_FLAG',
      message: 'The components v2 flag cannot be removed from a message.',
    });
  }
  if (issues.length > 0) throw invalidFormBody(issues);
  if (purpose === 'create' && isEmptyMessage(message)) throw discordFailure('emptyMessage');
  return message;
}

export function parseAutocompleteData(raw: unknown, at: Path): AutocompleteData {
  return parseWithinLimits(autocompleteDataSchema, autocompleteIssues, raw, at);
}

export function parseModalData(raw: unknown, at: Path): ModalData {
  return parseWithinLimits(modalDataSchema, modalIssues, raw, at);
}
