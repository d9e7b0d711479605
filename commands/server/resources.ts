import type { APIEmbed } from 'discord.js';
import type { Subcommand } from '../../src/discord/command.js';
import type { BotContext } from '../../src/discord/context.js';
import { finalize, type MessagePayload } from '../../src/render/message.js';
import { discordTime } from '../../src/render/format.js';
import { resourcesEmbed } from '../../src/render/servers.js';
import { addServerOption, requireServerOption } from '../../src/discord/server-option.js';
import { historyHours, UsageHistory } from '../../src/usage/history.js';
import { PlayerHistory } from '../../src/usage/players.js';
import { chartTexts } from '../../src/render/chart-texts.js';
import { translatorFor, type Translator } from '../../src/i18n/index.js';
import { describe } from '../../src/discord/command-text.js';

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
  t: Translator,
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
      ? t.t('resources.noChartYet')
      : t.t('resources.noFiguresInSpan', {
          hours,
          first: discordTime(iso(firstAt)) ?? '',
          last: discordTime(iso(lastAt)) ?? '',
        });
  if (!usageShown && players.length === 0)
    return { embeds: [{ ...embed, description: `${embed.description ?? ''}\n${why}` }] };
  // The title is drawn into the image, where no later step could scrub it.
  const title = finalize({ content: serverName }, context.secrets, t).content ?? '';
  const texts = chartTexts(t, { title, hours, now });
  const png = await context.charts.render({ texts, points, players, hours, now });
  const lines = [
    embed.description ?? '',
    usageShown
      ? t.t('resources.usageOver', {
          hours,
          first: discordTime(iso(firstAt)) ?? '',
          last: discordTime(iso(lastAt)) ?? '',
        })
      : why,
    ...(players.length > 0 ? [t.t('resources.playersLine', { hours })] : []),
  ];
  return {
    embeds: [{ ...embed, description: lines.join('\n'), image: { url: `attachment://${chartName}` } }],
    files: [{ name: chartName, data: png }],
  };
}

export const resourcesSubcommand: Subcommand = {
  scopes: ['ops', 'community'],
  level: 'read',
  ephemeral: false,
  define: (sub) =>
    addServerOption(sub.setDescription(describe('command.server.resources'))).addIntegerOption((option) =>
      option
        .setName('hours')
        // The catalogue's text names the span's bounds: 1 to `historyHours`, `defaultHours` by default.
        .setDescription(describe('command.server.resources.hours'))
        .setMinValue(1)
        .setMaxValue(historyHours),
    ),
  async execute(interaction, context) {
    const serverId = await requireServerOption(interaction, context);
    const hours = interaction.options.getInteger('hours') ?? defaultHours;
    return serverResources(context, serverId, translatorFor(interaction.locale), hours);
  },
};

/** A server's resources with its usage chart; the caller has checked the guild may see it. */
export async function serverResources(
  context: BotContext,
  serverId: string,
  t: Translator,
  hours = defaultHours,
): Promise<MessagePayload> {
  const [server, usage] = await Promise.all([
    context.api.getServer(serverId),
    context.api.getResources(serverId),
  ]);
  const embed = resourcesEmbed(server, usage, context.now(), t);
  return withChart(embed, context, server.id, server.name, hours, t);
}
