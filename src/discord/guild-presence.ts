import { type Client, DiscordAPIError, RESTJSONErrorCodes, Routes } from 'discord.js';

const notThereCodes = new Set<number | string>([
  RESTJSONErrorCodes.UnknownGuild,
  RESTJSONErrorCodes.MissingAccess,
]);

/**
 * Whether the bot is a member of the guild. The cache knows only the guilds of this instance's shards; a
 * guild on another instance's shard is asked of Discord, so a link made here still registers its commands.
 */
export async function botIsInGuild(client: Client, guildId: string): Promise<boolean> {
  if (client.guilds.cache.has(guildId)) return true;
  try {
    await client.rest.get(Routes.guild(guildId));
    return true;
  } catch (error) {
    if (error instanceof DiscordAPIError && (notThereCodes.has(error.code) || error.status === 404))
      return false;
    throw error;
  }
}
