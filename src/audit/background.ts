import { SnowflakeUtil, type Client } from 'discord.js';
import type { ModUpdateFound } from '../mods/updates.js';
import type { AuditTrail } from './trail.js';

/**
 * Records what the bot found on its own (a newer release of an installed mod) in the audit trail, with the
 * bot itself as the actor, in the ops guild, so `/audit recent` and the audit channel show it like any other
 * record. Before the client is ready there is no actor to name, and nothing is recorded.
 */
export async function recordUpdateFound(
  trail: AuditTrail,
  client: Client | undefined,
  opsGuildId: string,
  found: ModUpdateFound,
): Promise<void> {
  const bot = client?.user;
  if (!bot) return;
  const actor = {
    // A fresh snowflake of now: the record sorts by its time like an interaction's.
    id: SnowflakeUtil.generate().toString(),
    guildId: opsGuildId,
    guild: { name: client.guilds.cache.get(opsGuildId)?.name ?? 'ops guild' },
    user: { id: bot.id, username: bot.username },
    member: null,
  };
  await trail.record(actor, {
    action: 'mods.update-check',
    server: { id: found.serverId, name: found.serverName },
    inputs: {
      provider: found.provider,
      mod: found.modName,
      mod_id: found.modId,
      installed: found.installedFileName,
      newer: found.newer.fileName,
      newer_id: found.newer.fileId,
    },
    outcome: { kind: 'done' },
  });
}
