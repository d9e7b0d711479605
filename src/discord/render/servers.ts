import type { APIEmbed, APIEmbedField } from 'discord.js';
import type { ActivityEntry, Pagination, ResourceUsage, Server } from '../../api/index.js';
import { joinLinesWithin } from '../limits.js';
import {
  discordTime,
  escapeApiText,
  formatBytes,
  formatDuration,
  formatGb,
  formatUnknown,
  gauge,
  inlineCode,
  statusLabel,
  statusStyle,
} from './format.js';

/** Server fields the embeds present by name; every other field is listed as the API gave it. */
const knownServerFields = new Set([
  'id',
  'name',
  'status',
  'ramGb',
  'diskGb',
  'game',
  'gameType',
  'gameVersion',
  'planTier',
  'addons',
  'externalReference',
  'createdAt',
  'version',
  'limits',
]);

function field(name: string, value: string | undefined, inline = true): APIEmbedField[] {
  return value === undefined || value === '' ? [] : [{ name, value, inline }];
}

function gameLine(server: Server): string | undefined {
  const parts = [server.game, server.gameType, server.gameVersion].filter((part): part is string =>
    Boolean(part),
  );
  return parts.length > 0 ? parts.map(escapeApiText).join(' · ') : undefined;
}

function addonsLine(server: Server): string | undefined {
  if (!server.addons || server.addons.length === 0) return undefined;
  return server.addons
    .map((addon) => `${addon.selected ? '✅' : '❌'} ${escapeApiText(addon.addon)}`)
    .join('\n');
}

function limitsLine(server: Server): string | undefined {
  if (!server.limits || Object.keys(server.limits).length === 0) return undefined;
  return Object.entries(server.limits)
    .map(([name, value]) => `${escapeApiText(name)}: ${escapeApiText(formatUnknown(value))}`)
    .join('\n');
}

function otherFields(server: Server): APIEmbedField[] {
  return Object.entries(server)
    .filter(([name, value]) => !knownServerFields.has(name) && value !== undefined)
    .map(([name, value]) => ({
      name: escapeApiText(name),
      value: escapeApiText(formatUnknown(value)),
      inline: true,
    }));
}

/** The whole server at a glance: `/server info`, and the outcome of create and update. */
export function serverEmbed(server: Server, title?: string): APIEmbed {
  return {
    title: title ?? `${statusStyle(server.status).symbol} ${server.name}`,
    description: inlineCode(server.id),
    color: statusStyle(server.status).colour,
    fields: [
      ...field('Status', escapeApiText(statusLabel(server.status))),
      ...field('Plan', server.planTier && escapeApiText(server.planTier)),
      ...field('RAM', server.ramGb === undefined ? undefined : formatGb(server.ramGb)),
      ...field('Disk', server.diskGb === undefined ? undefined : formatGb(server.diskGb)),
      ...field('Game', gameLine(server)),
      ...field('Version', server.version === undefined ? undefined : String(server.version)),
      ...field('External reference', server.externalReference && escapeApiText(server.externalReference)),
      ...field('Created', discordTime(server.createdAt)),
      ...field('Addons', addonsLine(server)),
      ...field('Limits', limitsLine(server)),
      ...otherFields(server),
    ],
  };
}

export function serverListEmbed(
  servers: readonly Server[],
  pagination: Pagination | undefined,
  page: number,
  filters: string,
): APIEmbed {
  const lines = servers.map((server) => {
    const details = [
      statusLabel(server.status),
      server.ramGb === undefined ? undefined : formatGb(server.ramGb),
      server.game,
      server.planTier,
    ]
      .filter((part): part is string => Boolean(part))
      .map(escapeApiText);
    return `**${escapeApiText(server.name)}** ${inlineCode(server.id)}\n${details.join(' · ')}`;
  });
  const pages = pagination
    ? `Page ${pagination.page} of ${Math.max(1, pagination.totalPages)} · ${pagination.total} servers`
    : `Page ${page}`;
  return {
    title: 'Servers',
    description: lines.length > 0 ? lines.join('\n\n') : 'No servers match.',
    color: 0x5865f2,
    footer: { text: filters ? `${pages} · ${filters}` : pages },
  };
}

export function provisioningStartedEmbed(input: {
  id: string | undefined;
  name: string;
  planTier: string;
  ramGb: number;
  game?: string;
}): APIEmbed {
  return {
    title: `🟡 Provisioning started: ${input.name}`,
    description:
      'The server is being set up. This message updates when it is ready or if provisioning fails.',
    color: statusStyle('PROVISIONING').colour,
    fields: [
      ...field('Server id', input.id ? inlineCode(input.id) : 'assigned shortly'),
      ...field('Plan', escapeApiText(input.planTier)),
      ...field('RAM', formatGb(input.ramGb)),
      ...field('Game', input.game && escapeApiText(input.game)),
    ],
  };
}

function usageLine(
  used: number | undefined,
  limit: number | undefined,
  format: (value: number) => string,
): string | undefined {
  if (used === undefined) return undefined;
  if (limit === undefined || limit <= 0) return format(used);
  const share = used / limit;
  return `${gauge(share)} ${Math.round(share * 100)} %\n${format(used)} of ${format(limit)}`;
}

export function resourcesEmbed(server: Pick<Server, 'id' | 'name'>, usage: ResourceUsage): APIEmbed {
  const bytesOrDash = (bytes: number | undefined) => (bytes === undefined ? '—' : formatBytes(bytes));
  const network =
    usage.networkRxBytes === undefined && usage.networkTxBytes === undefined
      ? undefined
      : `↓ ${bytesOrDash(usage.networkRxBytes)}  ↑ ${bytesOrDash(usage.networkTxBytes)}`;
  const fields = [
    ...field('State', usage.state && escapeApiText(statusLabel(usage.state))),
    ...field(
      'CPU',
      usage.cpuPercent === undefined
        ? undefined
        : `${gauge(usage.cpuPercent / 100)} ${usage.cpuPercent.toFixed(1)} %`,
    ),
    ...field('Memory', usageLine(usage.memoryBytes, usage.memoryLimitBytes, formatBytes)),
    ...field('Disk', usageLine(usage.diskBytes, usage.diskLimitBytes, formatBytes)),
    ...field('Network', network),
    ...field('Uptime', usage.uptimeSeconds === undefined ? undefined : formatDuration(usage.uptimeSeconds)),
    ...usage.other.map((entry) => ({
      name: escapeApiText(entry.label),
      value: escapeApiText(entry.value),
      inline: true,
    })),
  ];
  return {
    title: `Resources · ${server.name}`,
    description: inlineCode(server.id),
    color: 0x5865f2,
    fields,
    ...(fields.length === 0 ? { footer: { text: 'The API reported no usage figures.' } } : {}),
  };
}

/** One timeline line per entry: when, what, who, and the rest of what the entry says. */
export function activityLine(entry: ActivityEntry): string {
  const when = discordTime(entry.timestamp) ?? 'time unknown';
  const what = entry.action ? `**${escapeApiText(entry.action)}**` : '**activity**';
  const who = entry.actor ? ` by ${escapeApiText(entry.actor)}` : '';
  const description = entry.description ? ` — ${escapeApiText(entry.description)}` : '';
  return `${when} ${what}${who}${description}`;
}

export function activityEmbed(
  server: Pick<Server, 'id' | 'name'>,
  entries: readonly ActivityEntry[],
  total: number | undefined,
): APIEmbed {
  return {
    title: `Activity · ${server.name}`,
    description:
      entries.length > 0 ? joinLinesWithin(entries.map(activityLine)) : 'No activity recorded yet.',
    color: 0x5865f2,
    footer: {
      text:
        total !== undefined && total > entries.length
          ? `Latest ${entries.length} of ${total} entries`
          : `${entries.length} entries`,
    },
  };
}
