import type { APIEmbed, APIEmbedField } from 'discord.js';
import type { ActivityEntry, Pagination, ResourceUsage, Server } from '../api/index.js';
import type { JsonRecord } from '../api/shape.js';
import { joinLinesWithin } from './limits.js';
import { discordLength, truncateMiddle } from './text.js';
import { activitySentence } from './activity-text.js';
import { connectAddress } from '../game/address.js';
import { labelledValues, type LabelledValue } from './fields.js';
import {
  discordTime,
  escapeApiText,
  formatBytes,
  formatDuration,
  formatGb,
  gauge,
  inlineCode,
  plainApiText,
  statusLabel,
  statusStyle,
} from './format.js';
import { untranslated } from '../i18n/index.js';

/** Server fields the embeds present by name; every other field goes through the generic renderer. */
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

function asLines(values: readonly LabelledValue[]): string | undefined {
  return values.length > 0 ? values.map(({ label, value }) => `${label} ${value}`).join('\n') : undefined;
}

/** The connect line that leads every message about a server, so it is the first thing to copy. */
export function connectLine(address: string): string {
  return `🔌 Connect ${inlineCode(address)}`;
}

function otherFields(server: Server, addressKey: string | undefined): APIEmbedField[] {
  const others = Object.fromEntries(
    Object.entries(server).filter(([name]) => !knownServerFields.has(name) && name !== addressKey),
  );
  return labelledValues(others, { shown: [server.id, server.name] }).map(({ label, value }) => ({
    name: label,
    value,
    inline: true,
  }));
}

/**
 * The whole server at a glance (`/server info`). The connect address leads; limits read in the words and
 * units of `/server resources`. The version, the API's optimistic-lock counter, is nobody's to read.
 */
export function serverEmbed(server: Server): APIEmbed {
  const address = connectAddress(server);
  return {
    title: `${statusStyle(server.status).symbol} ${escapeApiText(server.name)}`,
    description: [address && connectLine(address.address), `ID ${inlineCode(server.id)}`]
      .filter((line) => Boolean(line))
      .join('\n'),
    color: statusStyle(server.status).colour,
    fields: [
      ...field('Status', escapeApiText(statusLabel(server.status))),
      ...field('Plan', server.planTier && escapeApiText(server.planTier)),
      ...field('RAM', server.ramGb === undefined ? undefined : formatGb(server.ramGb, untranslated)),
      ...field('Disk', server.diskGb === undefined ? undefined : formatGb(server.diskGb, untranslated)),
      ...field('Game', gameLine(server)),
      ...field('External reference', server.externalReference && escapeApiText(server.externalReference)),
      ...field('Created', discordTime(server.createdAt)),
      ...field('Addons', addonsLine(server)),
      ...field('Limits', server.limits && asLines(labelledValues(server.limits))),
      ...otherFields(server, address?.key),
    ],
  };
}

/** Wide enough for most names whole; longer ones lose their middle, so similar names stay told apart. */
const listNameWidth = 32;

function padEnd(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - discordLength(text)));
}

/**
 * One aligned line per server, in a code block so the columns line up: status mark, name, id (to paste into
 * a command), status as the API gives it, RAM, game and plan. Text in a code block is shown literally, so
 * names need no escaping; bidi and invisible characters still act there, so they go.
 */
export function serverListLines(servers: readonly Server[]): string[] {
  const names = servers.map((server) =>
    truncateMiddle(plainApiText(server.name).replace(/`/g, 'ˋ'), listNameWidth),
  );
  const ids = servers.map((server) => plainApiText(server.id).replace(/`/g, 'ˋ'));
  const nameWidth = Math.max(0, ...names.map(discordLength));
  const idWidth = Math.max(0, ...ids.map(discordLength));
  const statuses = servers.map((server) => plainApiText(server.status));
  const statusWidth = Math.max(0, ...statuses.map(discordLength));
  return servers.map((server, index) => {
    const ram = server.ramGb === undefined ? '—' : formatGb(server.ramGb, untranslated);
    const details = [server.game, server.planTier].filter((part): part is string => Boolean(part));
    const columns = [
      padEnd(names[index] ?? '', nameWidth),
      padEnd(ids[index] ?? '', idWidth),
      padEnd(statuses[index] ?? '', statusWidth),
      ram.padStart(7),
      plainApiText(details.join(' · ')).replace(/`/g, 'ˋ'),
    ];
    return `${statusStyle(server.status).symbol} ${columns.join('  ')}`.trimEnd();
  });
}

export function serverListEmbed(
  servers: readonly Server[],
  pagination: Pagination | undefined,
  page: number,
  filters: string,
): APIEmbed {
  const pages = pagination
    ? `Page ${pagination.page} of ${Math.max(1, pagination.totalPages)} · ${pagination.total} servers`
    : `Page ${page}`;
  const fence = '```';
  return {
    title: 'Servers',
    description:
      servers.length > 0
        ? `${fence}\n${joinLinesWithin(serverListLines(servers), 4096 - 2 * fence.length - 2)}\n${fence}`
        : 'No servers match.',
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
    title: `${statusStyle('PROVISIONING').symbol} Provisioning started: ${escapeApiText(input.name)}`,
    description:
      'The server is being set up. This message updates when it is ready or if provisioning fails.',
    color: statusStyle('PROVISIONING').colour,
    fields: [
      ...field('Server id', input.id ? inlineCode(input.id) : 'assigned shortly'),
      ...field('Plan', escapeApiText(input.planTier)),
      ...field('RAM', formatGb(input.ramGb, untranslated)),
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

function percentText(value: number): string {
  return `${Number(value.toFixed(1))} %`;
}

const bytesOrDash = (bytes: number | undefined) =>
  bytes === undefined ? '—' : formatBytes(bytes, untranslated);

function cpuLine(usage: ResourceUsage): string | undefined {
  if (usage.cpuPercent === undefined) return undefined;
  const limit = usage.cpuLimitPercent;
  if (limit === undefined || limit <= 0)
    return `${gauge(usage.cpuPercent / 100)} ${percentText(usage.cpuPercent)}`;
  const share = usage.cpuPercent / limit;
  return (
    `${gauge(share)} ${Math.round(share * 100)} %\n` +
    `${percentText(usage.cpuPercent)} of ${percentText(limit)}`
  );
}

/** The unrecognised leaves put back into their nesting, so the generic renderer reads them as a whole. */
function nestedRecord(leaves: ResourceUsage['other']): JsonRecord {
  const root: JsonRecord = {};
  for (const { path, value } of leaves) {
    let node = root;
    for (const key of path.slice(0, -1)) {
      const child = node[key];
      const next: JsonRecord = typeof child === 'object' && child !== null ? (child as JsonRecord) : {};
      node[key] = next;
      node = next;
    }
    node[path.at(-1) ?? ''] = value;
  }
  return root;
}

/** Usage beside the limits, in the words and units `/server info` uses, with when it was measured. */
export function resourcesEmbed(
  server: Pick<Server, 'id' | 'name'>,
  usage: ResourceUsage,
  readAt: number,
): APIEmbed {
  const network =
    usage.networkRxBytes === undefined && usage.networkTxBytes === undefined
      ? undefined
      : `↓ ${bytesOrDash(usage.networkRxBytes)}  ↑ ${bytesOrDash(usage.networkTxBytes)}`;
  const fields = [
    ...field('State', usage.state && escapeApiText(statusLabel(usage.state))),
    ...field('CPU', cpuLine(usage)),
    ...field(
      'Memory',
      usageLine(usage.memoryBytes, usage.memoryLimitBytes, (value) => formatBytes(value, untranslated)),
    ),
    ...field(
      'Disk',
      usageLine(usage.diskBytes, usage.diskLimitBytes, (value) => formatBytes(value, untranslated)),
    ),
    ...field('Network', network),
    ...field(
      'Uptime',
      usage.uptimeSeconds === undefined ? undefined : formatDuration(usage.uptimeSeconds, untranslated),
    ),
    ...labelledValues(nestedRecord(usage.other)).map(({ label, value }) => ({
      name: label,
      value,
      inline: true,
    })),
  ];
  const sampled = discordTime(usage.sampledAt ?? new Date(readAt).toISOString());
  return {
    title: `Resources · ${escapeApiText(server.name)}`,
    description: `ID ${inlineCode(server.id)} · sampled ${sampled}`,
    color: 0x5865f2,
    fields,
    ...(fields.length === 0 ? { footer: { text: 'The API reported no usage figures.' } } : {}),
  };
}

export function activityEmbed(
  server: Pick<Server, 'id' | 'name'>,
  entries: readonly ActivityEntry[],
  total: number | undefined,
): APIEmbed {
  return {
    title: `Activity · ${escapeApiText(server.name)}`,
    description:
      entries.length > 0
        ? joinLinesWithin(entries.map((entry) => activitySentence(entry, untranslated)))
        : 'No activity recorded yet.',
    color: 0x5865f2,
    footer: {
      text:
        total !== undefined && total > entries.length
          ? `Latest ${entries.length} of ${total} entries`
          : `${entries.length} entries`,
    },
  };
}
