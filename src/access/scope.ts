import type { BotStore } from '../store/index.js';
import { serverNotFound, UserError } from '../render/errors.js';

/** Where a command or subcommand exists: the ops guild, or guilds ops linked to servers. */
export type Scope = 'ops' | 'community';

/**
 * Who may act on which server. The ops guild acts on every server; any other guild only on the servers ops
 * linked to it, and every other server id is answered exactly like a missing one.
 */
export class Access {
  constructor(
    private readonly opsGuildId: string,
    private readonly store: BotStore,
  ) {}

  scopeOf(guildId: string): Scope {
    return guildId === this.opsGuildId ? 'ops' : 'community';
  }

  async canSee(guildId: string, serverId: string): Promise<boolean> {
    return this.scopeOf(guildId) === 'ops' || this.store.isLinked(guildId, serverId);
  }

  /** Throws the missing-server error, before any API call, when the guild may not see the server. */
  async requireServer(guildId: string, serverId: string): Promise<void> {
    if (!(await this.canSee(guildId, serverId))) throw new UserError(serverNotFound);
  }

  /**
   * Since when (epoch ms) the guild may see what happened on the server: always for the ops guild; from its
   * link for a community guild, as its alerts start there, so a server moved from one customer to another
   * shows the second nothing of the first. Never, for a server not linked to it.
   */
  async historySince(guildId: string, serverId: string): Promise<number> {
    if (this.scopeOf(guildId) === 'ops') return Number.NEGATIVE_INFINITY;
    return (await this.store.linkedAt(guildId, serverId)) ?? Number.POSITIVE_INFINITY;
  }

  /** The servers a community guild may see; undefined for the ops guild, which sees all of them. */
  async linkedServerIds(guildId: string): Promise<string[] | undefined> {
    return this.scopeOf(guildId) === 'ops' ? undefined : this.store.linkedServerIds(guildId);
  }
}
