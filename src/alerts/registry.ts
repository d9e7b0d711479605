import { z } from 'zod';
import type { AlertKindsPort, StoredNotice } from '../delivery/alert-outbox.js';
import type { Translator } from '../i18n/index.js';
import type { MessagePayload } from '../render/message.js';
import type { AlertServer, AnyAlertKind, RecipientKind } from './kind.js';

/**
 * The alert kinds one poller knows: the built-in ones and those its extension tasks declare. The stored
 * notice schema is read from it when a record is parsed, so a kind registered before the poller loads its
 * state is accepted; a stored notice of a kind no longer known (the `note` of older versions) fails to parse,
 * and its record is set aside like any other that does not read.
 */
export class AlertKinds implements AlertKindsPort {
  private readonly kinds = new Map<string, AnyAlertKind>();
  private union: z.ZodType<StoredNotice> | undefined;
  /** Read through at every parse (not a `z.lazy`, which keeps its first answer): kinds added later count. */
  readonly noticeSchema: z.ZodType<StoredNotice> = z.unknown().transform((value, context) => {
    this.union ??= z.discriminatedUnion(
      'kind',
      [...this.kinds.values()].map((kind) => kind.schema) as [z.ZodObject, ...z.ZodObject[]],
    ) as unknown as z.ZodType<StoredNotice>;
    const parsed = this.union.safeParse(value);
    if (parsed.success) return parsed.data;
    context.addIssue({ code: 'custom', message: parsed.error.message, input: value });
    return z.NEVER;
  });

  constructor(kinds: readonly AnyAlertKind[]) {
    this.add(kinds);
  }

  /** Registers more kinds; a name already taken (by a built-in kind or another task's) is refused. */
  add(kinds: readonly AnyAlertKind[]): void {
    for (const kind of kinds) {
      if (this.kinds.has(kind.kind)) throw new Error(`the alert kind "${kind.kind}" is declared twice`);
      this.kinds.set(kind.kind, kind);
    }
    this.union = undefined;
  }

  recipientOf(notice: StoredNotice): RecipientKind {
    return this.kindOf(notice).recipient;
  }

  render(notice: StoredNotice, server: AlertServer, t: Translator): MessagePayload {
    return this.kindOf(notice).render(notice, server, t);
  }

  private kindOf(notice: StoredNotice): AnyAlertKind {
    const kind = this.kinds.get(notice.kind);
    // Every notice held was parsed by `noticeSchema` or made by a registered kind.
    if (kind === undefined) throw new Error(`no alert kind "${notice.kind}" is registered`);
    return kind;
  }
}
