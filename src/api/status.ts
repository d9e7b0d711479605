export type StatusKind =
  | 'provisioning'
  | 'running'
  | 'stopped'
  | 'suspended'
  | 'failed'
  | 'deleting'
  | 'unknown';

/**
 * The spec (docs/hosting-api.md) names only PROVISIONING; the rest are the words hosting panels commonly use.
 * Statuses are matched case-insensitively with spaces and dashes read as underscores.
 */
const kinds: Record<Exclude<StatusKind, 'unknown'>, readonly string[]> = {
  provisioning: [
    'provisioning',
    'installing',
    'install',
    'pending',
    'creating',
    'created',
    'queued',
    'reinstalling',
    'setting_up',
    'setup',
  ],
  running: ['running', 'online', 'active', 'ready', 'started', 'starting', 'restarting', 'up'],
  stopped: ['stopped', 'offline', 'stopping', 'off', 'shutdown', 'inactive', 'down'],
  suspended: ['suspended', 'suspending', 'locked', 'disabled'],
  failed: [
    'install_failed',
    'installation_failed',
    'provisioning_failed',
    'failed',
    'error',
    'errored',
    'crashed',
  ],
  deleting: ['deleting', 'deleted', 'removing', 'terminating', 'terminated', 'destroying'],
};

const kindByStatus = new Map<string, StatusKind>(
  Object.entries(kinds).flatMap(([kind, statuses]) =>
    statuses.map((status) => [status, kind as StatusKind] as const),
  ),
);

/** A status word as compared: trimmed, lower case, spaces and dashes read as underscores. */
export function normalizedStatus(status: string): string {
  return status
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

export function statusKind(status: string): StatusKind {
  return kindByStatus.get(normalizedStatus(status)) ?? 'unknown';
}

/**
 * Whether a list asked for `status` answered only servers in it: an API that ignores the filter answers
 * every server, and its first page then shows other statuses.
 */
export function honoursStatusFilter(status: string, servers: readonly { status: string }[]): boolean {
  const asked = normalizedStatus(status);
  return servers.every((server) => normalizedStatus(server.status) === asked);
}

/**
 * Whether a status counts as up (running), down (anything else the API reports, unknown names included), or
 * neither (still being set up, which is not an outage).
 */
export function availabilityOf(status: string): 'up' | 'down' | 'provisioning' {
  const kind = statusKind(status);
  return kind === 'running' ? 'up' : kind === 'provisioning' ? 'provisioning' : 'down';
}
