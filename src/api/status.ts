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

export function statusKind(status: string): StatusKind {
  const normalized = status
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return kindByStatus.get(normalized) ?? 'unknown';
}

/**
 * Whether a status counts as up (running), down (anything else the API reports, unknown names included), or
 * neither (still being set up, which is not an outage).
 */
export function availabilityOf(status: string): 'up' | 'down' | 'provisioning' {
  const kind = statusKind(status);
  return kind === 'running' ? 'up' : kind === 'provisioning' ? 'provisioning' : 'down';
}
