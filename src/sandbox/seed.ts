import type { UsageSimulation } from './resources.js';
import type { SandboxState } from './state.js';

const minuteMs = 60_000;
const dayMs = 24 * 60 * minuteMs;

const iso = (epochMs: number) => new Date(epochMs).toISOString();

/**
 * A reseller's starting servers, one per situation a client meets: a running premium server with a mod, a
 * running budget server without the mods addon, a suspended one, and one still installing whose status is
 * lowercase (statuses other than PROVISIONING are unspecified, so clients must tolerate any case). The
 * installing one stays so until a test completes it. The premium server is busy (CPU high for minutes, then
 * low) and the budget one's disk fills past 90 % within 10 minutes, so usage alerts can be seen firing.
 */
export function seedReseller(state: SandboxState, usage: UsageSimulation, apiKey: string, now: number): void {
  const survivalCreated = now - 30 * dayMs;
  const survival = state.add(apiKey, {
    name: 'Survival SMP',
    status: 'RUNNING',
    ramGb: 8,
    diskGb: 80,
    diskUsedGb: 23.5,
    planTier: 'premium',
    externalReference: 'order-1001',
    createdAt: iso(survivalCreated),
    version: 4,
    installedMods: [
      {
        provider: 'curseforge',
        modId: '310001',
        fileId: '4100011',
        type: 'mods',
        name: 'Ore Compass',
        fileName: 'ore-compass-forge-1.4.0.jar',
        installedAt: iso(now - 12 * dayMs),
      },
    ],
  });
  usage.setProfile(survival.id, 'busy');
  state.addActivity(survival.id, {
    action: 'server.provisioned',
    actor: 'system',
    description: 'Provisioning finished; the server is running',
    at: survivalCreated + 4 * minuteMs,
  });
  state.addActivity(survival.id, {
    action: 'mod.installed',
    actor: 'reseller-api',
    description: 'Installed Ore Compass 1.4.0 from curseforge into mods',
    at: now - 12 * dayMs,
  });
  state.addActivity(survival.id, {
    action: 'server.resized',
    actor: 'reseller-api',
    description: 'Changed RAM 6 GB -> 8 GB',
    at: now - 5 * dayMs,
  });

  const budgetCreated = now - 20 * dayMs;
  const budget = state.add(apiKey, {
    name: 'Creative Budget',
    status: 'RUNNING',
    ramGb: 4,
    diskGb: 40,
    diskUsedGb: 6,
    planTier: 'budget',
    // Present but not selected: only a selected addon opens the mods feature.
    addons: [{ addon: 'mods', selected: false }],
    createdAt: iso(budgetCreated),
    version: 2,
  });
  usage.setProfile(budget.id, 'filling');
  state.addActivity(budget.id, {
    action: 'server.provisioned',
    actor: 'system',
    description: 'Provisioning finished; the server is running',
    at: budgetCreated + 3 * minuteMs,
  });

  const hardcoreCreated = now - 60 * dayMs;
  const hardcore = state.add(apiKey, {
    name: 'Old Hardcore',
    status: 'SUSPENDED',
    ramGb: 4,
    diskGb: 40,
    diskUsedGb: 12,
    planTier: 'premium',
    createdAt: iso(hardcoreCreated),
    version: 3,
  });
  state.addActivity(hardcore.id, {
    action: 'server.provisioned',
    actor: 'system',
    description: 'Provisioning finished; the server is running',
    at: hardcoreCreated + 5 * minuteMs,
  });
  state.addActivity(hardcore.id, {
    action: 'server.suspended',
    actor: 'billing',
    description: 'Suspended for an unpaid invoice',
    at: now - 2 * dayMs,
  });

  state.add(apiKey, {
    name: 'Skyblock Setup',
    status: 'installing',
    ramGb: 6,
    planTier: 'premium',
    createdAt: iso(now - 2 * minuteMs),
  });
}
