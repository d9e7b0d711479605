import type { z } from 'zod';
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

/** A new message or an edit, within Discord's limits; a new message must also show something. */
export function parseMessageBody(raw: unknown, at: Path, purpose: 'create' | 'edit'): MessageBody {
  const message = parseWithinLimits(messageBodySchema, messageIssues, raw, at);
  if (purpose === 'create' && isEmptyMessage(message)) throw discordFailure('emptyMessage');
  return message;
}

export function parseAutocompleteData(raw: unknown, at: Path): AutocompleteData {
  return parseWithinLimits(autocompleteDataSchema, autocompleteIssues, raw, at);
}

export function parseModalData(raw: unknown, at: Path): ModalData {
  return parseWithinLimits(modalDataSchema, modalIssues, raw, at);
}
