import { describe, expect, it } from 'vitest';
import { classifyActivity, type ActivityKind } from '../../src/api/activity-kind.js';

const byCode = (...codes: string[]) => classifyActivity({ codes });

describe('classifyActivity by the entry’s codes', () => {
  const spellings: [ActivityKind, string[]][] = [
    [
      'statusChanged',
      [
        'server.status_changed',
        'server.status',
        'SERVER_STATUS_CHANGED',
        'status.changed',
        'serverStatusChanged',
        'StatusChanged',
        'server.statusChanged',
        'server-status-changed',
        'Server Status Changed',
        'status',
        'state_changed',
        'server.state.transitioned',
        'status.updated',
        'SERVER_STATUS',
      ],
    ],
    [
      'provisioned',
      [
        'server.provisioned',
        'SERVER_PROVISIONED',
        'provisioning.completed',
        'serverProvisioned',
        'install.completed',
        'server.installed',
        'installation_finished',
        'setup.done',
        'server.ready',
        'server.provision.succeeded',
        'ServerProvisioningSucceeded',
      ],
    ],
    [
      'provisioningFailed',
      [
        'server.install_failed',
        'SERVER_INSTALL_FAILED',
        'provisioning.failed',
        'installationFailed',
        'server.setup.error',
        'server.creation_failed',
        'deployment.failed',
        'ServerInstallFailed',
      ],
    ],
    [
      'created',
      ['server.created', 'CREATED', 'server_create', 'server.create', 'ServerCreated', 'server.new'],
    ],
    [
      'resized',
      [
        'server.resized',
        'server.resize',
        'SERVER_RESIZED',
        'ram.updated',
        'server.disk.changed',
        'memoryChanged',
        'server.upgraded',
        'resources.updated',
        'server.ram_changed',
      ],
    ],
    ['updated', ['server.updated', 'SERVER_UPDATE', 'serverModified', 'server.edited', 'server.changed']],
    [
      'deleted',
      [
        'server.deleted',
        'DELETED',
        'server_delete',
        'server.destroyed',
        'server.terminated',
        'server.removed',
      ],
    ],
    ['suspended', ['server.suspended', 'SERVER_SUSPEND', 'suspension']],
    ['unsuspended', ['server.unsuspended', 'SERVER_UNSUSPEND', 'serverUnsuspended', 'server.reactivated']],
    ['reinstalled', ['server.reinstall', 'SERVER_REINSTALLED']],
    ['started', ['server.started', 'server.power.start', 'POWER_ON', 'server.booted']],
    ['stopped', ['server.stopped', 'server.power.stop', 'power_off', 'SERVER_SHUTDOWN', 'server.stopping']],
    ['restarted', ['server.restarted', 'server.power.restart', 'serverRebooted', 'RESTART']],
    [
      'modInstalled',
      ['mod.installed', 'server.mod.install', 'MOD_INSTALLED', 'modAdded', 'server.mods.installed'],
    ],
    ['modUpdated', ['mod.updated', 'MOD_UPGRADED', 'server.mod.update']],
    ['modRemoved', ['mod.removed', 'MOD_UNINSTALLED', 'server.mod.delete', 'modDeleted']],
    ['pluginInstalled', ['plugin.installed', 'server.plugin.install', 'PLUGIN_ADDED']],
    ['pluginUpdated', ['plugin.updated', 'PLUGIN_UPDATE']],
    ['pluginRemoved', ['plugin.removed', 'server.plugin.uninstall', 'PluginDeleted']],
    ['backupCreated', ['backup.created', 'server.backup.create', 'BACKUP_COMPLETED', 'snapshotCreated']],
    ['backupRestored', ['backup.restored', 'server.backup.restore', 'BACKUP_RESTORE', 'server.rollback']],
    ['backupDeleted', ['backup.deleted', 'BACKUP_REMOVED', 'server.backup.delete']],
    ['noteAdded', ['server.note', 'note.added', 'NOTE_CREATED', 'server.note_added', 'comment']],
  ];

  it.each(spellings.flatMap(([kind, codes]) => codes.map((code) => [code, kind] as const)))(
    '%s is %s',
    (code, kind) => {
      expect(byCode(code)).toBe(kind);
    },
  );

  it.each([
    'server.status_query',
    'server.statuses.listed',
    'status.failed',
    'database_password_rotated',
    'SubuserAdded',
    'server.api_key.used',
    'server.backup.failed',
    'mod.install_failed',
    'server.resources',
    'server.power',
    'server',
    'server.console.command',
    'server.files.uploaded',
    'mod.status',
    'server.delete_failed',
    'server.status.failed',
    '',
    '   ',
    '_._',
  ])('%j stays unknown', (code) => {
    expect(byCode(code)).toBeUndefined();
  });

  it('reads the codes together before each alone', () => {
    expect(byCode('installed', 'mod')).toBe('modInstalled');
    expect(byCode('status_changed', 'server')).toBe('statusChanged');
    // A type that is a severity says nothing: the event alone decides.
    expect(byCode('SERVER_STATUS_CHANGED', 'warning')).toBe('statusChanged');
    expect(byCode('installed')).toBe('provisioned');
    expect(byCode('subuser.invited', 'info')).toBeUndefined();
  });
});

describe('classifyActivity by the description', () => {
  it.each([
    'Status changed from RUNNING to OFFLINE',
    'running -> offline',
    'Server went from `online` to `stopped`',
    'OFFLINE → RUNNING',
    'state: Installing => Running',
    'Changed RAM, then status from running into suspended',
  ])('%j is a status change', (description) => {
    expect(classifyActivity({ codes: [], description })).toBe('statusChanged');
    expect(classifyActivity({ codes: ['server.status_query'], description })).toBe('statusChanged');
  });

  it.each([
    'Changed RAM 2 GB -> 4 GB',
    'Moved from node-a to node-b',
    'Restarting to install updates',
    'Status stays RUNNING -> RUNNING',
    'from running to',
    'Provisioning finished; the server is running',
  ])('%j is not', (description) => {
    expect(classifyActivity({ codes: [], description })).toBeUndefined();
  });

  it('a known code wins over the description', () => {
    expect(
      classifyActivity({ codes: ['server.note'], description: 'Status changed from RUNNING to OFFLINE' }),
    ).toBe('noteAdded');
  });

  it('knows the statuses the bot has seen besides the common words', () => {
    const description = 'Status changed from HIBERNATING to RUNNING';
    expect(classifyActivity({ codes: [], description })).toBeUndefined();
    const seen = new Set(['hibernating']);
    expect(
      classifyActivity(
        { codes: [], description },
        (word) => seen.has(word.toLowerCase()) || word === 'RUNNING',
      ),
    ).toBe('statusChanged');
  });
});
