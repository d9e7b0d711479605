import type { MessagePayload } from '../../src/discord/message.js';
import type { BoardMessages, BoardWriteResult } from '../../src/poller/board-messages.js';

/** Board messages kept in memory, as Discord would: posts get ids, a repeated nonce gets the first message. */
export class RecordingBoardMessages implements BoardMessages {
  readonly messages = new Map<string, { channelId: string; payload: MessagePayload }>();
  readonly writes: { kind: 'post' | 'edit'; channelId: string; at: number }[] = [];
  private readonly byNonce = new Map<string, string>();
  private nextId = 1;

  constructor(private readonly now: () => number = Date.now) {}

  async post(channelId: string, payload: MessagePayload, nonce: string): Promise<BoardWriteResult> {
    this.writes.push({ kind: 'post', channelId, at: this.now() });
    const earlier = this.byNonce.get(nonce);
    if (earlier !== undefined) return { outcome: 'delivered', messageId: earlier };
    const messageId = String(this.nextId++);
    this.messages.set(messageId, { channelId, payload });
    this.byNonce.set(nonce, messageId);
    return { outcome: 'delivered', messageId };
  }

  async edit(channelId: string, messageId: string, payload: MessagePayload): Promise<BoardWriteResult> {
    this.writes.push({ kind: 'edit', channelId, at: this.now() });
    if (!this.messages.has(messageId)) return { outcome: 'missing' };
    this.messages.set(messageId, { channelId, payload });
    return { outcome: 'delivered', messageId };
  }

  async delete(_channelId: string, messageId: string): Promise<void> {
    this.messages.delete(messageId);
  }
}
