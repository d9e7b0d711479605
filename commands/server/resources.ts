import type { APIEmbed } from 'discord.js';
import type { Subcommand } from '../../src/discord/command.js';
import type { BotContext } from '../../src/discord/context.js';
import { finalize, type MessagePayload } from '../../src/render/message.js';
import { discordTime } from '../../src/render/format.js';
import { resourcesEmbed } from '../../src/render/servers.js';
import { addServerOption, requireServerOption } from '../../src/discord/server-option.js';
import { historyHours, UsageHistory } from '../../src/usage/history.js';
import { PlayerHistory } from '../../src/usage/players.js';

const defaultHours = 6;
const chartName = 'usage.png';

const iso = (at: number) => new Date(at).toISOString();

/**
 * The chart of the span as an attachment the embed shows, or a line saying why there is none: sampling has
 * not started (how to start it), or it left no figures in the span (when it started and last read).
 */
async function withChart(
  embed: APIEmbed,
  context: BotContext,
  serverId: string,
  serverName: string,
  hours: number,
): Promise<MessagePayload> {
  const [stored, storedPlayers] = await Promise.all([
    context.store.usage.history(serverId),
    context.store.usage.playerHistory(serverId),
  ]);
  const history = stored === undefined ? undefined : UsageHistory.fromRecord(stored);
  const now = context.now();
  const points = history?.span(hours, now) ?? [];
  // Players sampled by the game watch, on the chart's own axis; a chart of them alone has no usage lines.
  const players = storedPlayers === undefined ? [] : PlayerHistory.fromRecord(storedPlayers).span(hours, now);
  const firstAt = history?.firstAt();
  const lastAt = history?.lastAt();
  const usageShown = points.length > 0 && firstAt !== undefined && lastAt !== undefined;
  const why =
    firstAt === undefined || lastAt === undefined
      ? 'No usage chart yet: the bot samples usage only for watched servers. ' +
        'Start with `/alerts usage` on this server (or put it on a `/board`); the chart fills from then on.'
      : `No usage figures in the last ${hours} h: sampling started ${discordTime(iso(firstAt))} ` +
        `and last read ${discordTime(iso(lastAt))}.`;
  if (!usageShown && players.length === 0)
    return { embeds: [{ ...embed, description: `${embed.description ?? ''}\n${why}` }] };
  // The title is drawn into the image, where no later step could scrub it.
  const title = finalize({ content: serverName }, context.secrets).content ?? '';
  const png = await context.charts.render({ title, points, players, hours, now });
  const lines = [
    embed.description ?? '',
    usageShown
      ? `Usage over the last ${hours} h (sampled since ${discordTime(iso(firstAt))}, ` +
        `last read ${discordTime(iso(lastAt))}).`
      : why,
    ...(players.length > 0 ? [playersLine(hours)] : []),
  ];
  return {
    embeds: [{ ...embed, description: lines.join('\n'), image: { url: `attachment://${chartName}` } }],
    files: [{ name: chartName, data: png }],
  };
}

const playersLine = (hours: number) =>
  `Players online over the last ${hours} h, as the game answered the bot's checks, on the right axis.`;

export const resourcesSubcommand: Subcommand = {
  scopes: ['ops', 'community'],
  ephemeral: false,
  define: (sub) =>
    addServerOption(
      sub.setDescription('Current CPU, memory, disk, network and uptime, with a usage chart'),
    ).addIntegerOption((option) =>
      option
        .setName('hours')
        .setDescription(`The span of the usage chart in hours (1-${historyHours}, default ${defaultHours})`)
        .setMinValue(1)
        .setMaxValue(historyHours),
    ),
  async execute(interaction, context) {
    const serverId = await requireServerOption(interaction, context);
    return serverResources(context, serverId, interaction.options.getInteger('hours') ?? defaultHours);
  },
};

/** A server's resources with its usage chart; the caller has checked the guild may see it. */
export async function serverResources(
  context: BotContext,
  serverId: string,
  hours = defaultHours,
): Promise<MessagePayload> {
  const [server, usage] = await Promise.all([
    context.api.getServer(serverId),
    context.api.getResources(serverId),
  ]);
  return withChart(resourcesEmbed(server, usage, context.now()), context, server.id, server.name, hours);
}
