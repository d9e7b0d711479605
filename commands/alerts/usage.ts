import type { ChatInputCommandInteraction } from 'discord.js';
import type { BotContext } from '../../src/discord/context.js';
import { requirePosting } from '../../src/delivery/permissions.js';
import { UserError } from '../../src/render/errors.js';
import type { MessagePayload } from '../../src/render/message.js';
import { formatDuration } from '../../src/render/format.js';
import { usageWatchId, type AuditInputs, type UsageWatch } from '../../src/store/index.js';
import { usageMetricLabel, usageMetrics } from '../../src/usage/figures.js';
import type { Subcommand } from '../../src/discord/command.js';
import { postingChannel, type PostingChannel } from '../../src/discord/channel-option.js';
import { serverIdOption, watchedServer, withChannelAndServer, alertLine } from './options.js';
import { phrase } from '../../src/i18n/index.js';
import { untranslated } from '../../src/i18n/index.js';

const defaultUsageMinutes = 5;

function thresholdsText(watch: Pick<UsageWatch, 'cpu' | 'ram' | 'disk' | 'minutes'>): string {
  const parts = usageMetrics.flatMap((metric) =>
    watch[metric] === undefined ? [] : [`${usageMetricLabel(metric, untranslated)} above ${watch[metric]} %`],
  );
  return `${parts.join(', ')} for ${watch.minutes} min`;
}

export function usageWatchLine(
  watch: UsageWatch,
  linked: readonly string[] | undefined,
  serverName: string | undefined,
): string {
  return alertLine(watch, linked, serverName, {
    resumeWith: '/alerts usage',
    detail: `usage: ${thresholdsText(watch)}`,
  });
}

/** Watches a server's usage from the channel; `/alerts usage` records its outcome around this. */
async function watchUsage(
  interaction: ChatInputCommandInteraction<'cached'>,
  context: BotContext,
  channel: PostingChannel,
  serverId: string | null,
): Promise<MessagePayload> {
  const thresholds = Object.fromEntries(
    usageMetrics.flatMap((metric) => {
      const value = interaction.options.getInteger(metric);
      return value === null ? [] : [[metric, value]];
    }),
  );
  if (Object.keys(thresholds).length === 0) throw new UserError(phrase('alerts.usage.noThreshold'));
  const minutes = interaction.options.getInteger('minutes') ?? defaultUsageMinutes;
  const { what, serverName } = await watchedServer(interaction, context, serverId);
  await requirePosting(channel);
  const watch: UsageWatch = {
    guildId: interaction.guildId,
    guildName: interaction.guild.name,
    channelId: channel.id,
    serverId,
    ...(serverName === undefined ? {} : { serverName }),
    ...thresholds,
    minutes,
    createdAt: new Date(context.now()).toISOString(),
  };
  const servers = serverId === null ? 0 : 1;
  await context.quotas.require('usage_watches', interaction.guildId, usageWatchId(watch));
  await context.store.usage.putWatch(watch);
  const pace = context.usage.samplingPace(minutes, servers);
  const every = formatDuration(pace.intervalMs / 1000, untranslated);
  return {
    content: [
      `📈 ${channel} now gets usage alerts for ${what}: ${thresholdsText(watch)}, ` +
        'once when it starts and once when it is back under.',
      pace.clamped
        ? `⚠️ The API budget lets the bot read each watched server's usage only about every ${every}, ` +
          `too seldom for a ${minutes}-minute window: alerts may come up to ${every} late.`
        : `Each watched server's usage is read about every ${every}.`,
      'Use `/alerts unsubscribe kind:usage` to stop them.',
    ].join('\n'),
  };
}

/** The watch as the audit trail keeps it: the channel as a mention, thresholds in percent, the window. */
function usageAuditInputs(
  interaction: ChatInputCommandInteraction<'cached'>,
  channelId: string,
): AuditInputs {
  const inputs: AuditInputs = { channel: { kind: 'channel', id: channelId }, kind: 'usage' };
  for (const metric of usageMetrics) {
    const value = interaction.options.getInteger(metric);
    if (value !== null) inputs[metric] = { kind: 'percent', value };
  }
  const minutes = interaction.options.getInteger('minutes') ?? defaultUsageMinutes;
  inputs.minutes = { kind: 'duration', seconds: minutes * 60 };
  return inputs;
}

export const usageSubcommand: Subcommand = {
  scopes: ['ops', 'community'],
  ephemeral: false,
  audits: 'alerts.subscribe',
  define: (sub) => {
    const withTarget = withChannelAndServer(
      sub.setDescription('Alert in a channel when a server stays above a CPU, RAM or disk threshold'),
      'Only this server (omit for every server you may see)',
    );
    for (const metric of usageMetrics)
      withTarget.addIntegerOption((option) =>
        option
          .setName(metric)
          .setDescription(
            `Alert when ${usageMetricLabel(metric, untranslated)} stays above this percentage (1-100)`,
          )
          .setMinValue(1)
          .setMaxValue(100),
      );
    return withTarget.addIntegerOption((option) =>
      option
        .setName('minutes')
        .setDescription(`How long a figure must stay above before the alert (default ${defaultUsageMinutes})`)
        .setMinValue(1)
        .setMaxValue(120),
    );
  },
  async execute(interaction, context, audit) {
    const channel = postingChannel(interaction);
    const serverId = serverIdOption(interaction);
    return audit.track(
      {
        inputs: usageAuditInputs(interaction, channel.id),
        ...(serverId === null ? {} : { server: { id: serverId } }),
      },
      () => watchUsage(interaction, context, channel, serverId),
    );
  },
};
