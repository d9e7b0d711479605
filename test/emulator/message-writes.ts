import { MessageFlags } from 'discord.js';
import { z } from 'zod';
import { parseMessageBody } from './bodies.js';
import { attachmentReferenceIssues } from './components-v2.js';
import { invalidFormBody } from './errors.js';
import type { UploadedFile } from './http.js';
import type { MessageBody } from './payloads.js';
import type { ChannelState, EmulatedAttachment, EmulatedMessage, EmulatorState } from './state.js';

type Path = readonly string[];

const attachmentListSchema = z.array(
  z.looseObject({ id: z.union([z.string(), z.number()]).transform(String), filename: z.string().nullish() }),
);

/**
 * The message's attachments after a create or edit, as Discord resolves them: `attachments` in the payload
 * lists what the message keeps, an existing attachment by its id and a new upload by its `files[n]` index;
 * without that list a create takes every upload and an edit keeps what it had plus the uploads.
 */
function resolveAttachments(
  state: EmulatorState,
  body: MessageBody,
  files: readonly UploadedFile[],
  existing: readonly EmulatedAttachment[],
  at: Path,
): EmulatedAttachment[] {
  const upload = (file: UploadedFile, filename = file.filename): EmulatedAttachment => ({
    id: state.nextId(),
    filename,
    contentType: file.contentType,
    bytes: file.bytes,
  });
  if (body.attachments == null) return [...existing, ...files.map((file) => upload(file))];
  const listed = attachmentListSchema.safeParse(body.attachments);
  if (!listed.success)
    throw invalidFormBody([
      {
        path: [...at, 'attachments'].join('.'),
        code: 'BASE_TYPE_REQUIRED',
        message: 'Attachments need an id.',
      },
    ]);
  return listed.data.map((entry, index) => {
    const file = files.find((candidate) => String(candidate.index) === entry.id);
    if (file) return upload(file, entry.filename ?? file.filename);
    const kept = existing.find((attachment) => attachment.id === entry.id);
    if (kept) return kept;
    throw invalidFormBody([
      {
        path: [...at, 'attachments', String(index), 'id'].join('.'),
        code: 'ATTACHMENT_NOT_FOUND',
        message: `No upload and no attachment with id ${entry.id}.`,
      },
    ]);
  });
}

function checkReferences(
  components: MessageBody['components'],
  attachments: readonly EmulatedAttachment[],
  at: Path,
) {
  const issues = attachmentReferenceIssues(components, new Set(attachments.map((file) => file.filename)), at);
  if (issues.length > 0) throw invalidFormBody(issues);
}

/** The attachments of a new message with this body and these uploads, its attachment:// references checked. */
export function newMessageAttachments(
  state: EmulatorState,
  body: MessageBody,
  files: readonly UploadedFile[],
  at: Path,
): EmulatedAttachment[] {
  const attachments = resolveAttachments(state, body, files, [], at);
  checkReferences(body.components, attachments, at);
  return attachments;
}

/** A new message in the channel, with its uploads. */
export function createMessageWithFiles(
  state: EmulatorState,
  channel: ChannelState,
  raw: unknown,
  files: readonly UploadedFile[],
  at: Path,
  interactionId?: string,
): { body: MessageBody; message: EmulatedMessage } {
  const body = parseMessageBody(raw, at, 'create');
  const attachments = newMessageAttachments(state, body, files, at);
  return { body, message: state.createMessage(channel, body, interactionId, attachments) };
}

/**
 * Edits the message with the body and uploads. New flags replace the old ones (ephemeral stays as it was);
 * `endLoading` is for the first edit of a deferred reply, which stops showing "thinking".
 */
export function editMessageWithFiles(
  state: EmulatorState,
  message: EmulatedMessage,
  raw: unknown,
  files: readonly UploadedFile[],
  at: Path,
  endLoading = false,
): MessageBody {
  const current = endLoading ? message.flags & ~MessageFlags.Loading : message.flags;
  const body = parseMessageBody(raw, at, 'edit', current);
  const attachments = resolveAttachments(state, body, files, message.attachments, at);
  checkReferences(body.components ?? message.components, attachments, at);
  const flags = body.flags == null ? current : body.flags | (current & MessageFlags.Ephemeral);
  state.editMessage(message, body, flags, attachments);
  return body;
}
