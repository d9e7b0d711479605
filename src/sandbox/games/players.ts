/**
 * Who plays on a sandbox game server: players come and go minute by minute, the same for the same seed and
 * server at the same time, so tests can predict them and a newcomer sees a lively server. A test may pin the
 * list instead.
 */

const names = [
  'Alex',
  'Steve',
  'Notch_Fan',
  'CreeperHugger',
  'xX_Builder_Xx',
  'RedstoneRita',
  'Miner49er',
  'Skylar',
  'PixelPaul',
  'EnderElla',
  'Blocky',
  'NetherNed',
  'Gravel_Gus',
  'Lumi',
  'Torchbearer',
  'Quartz',
  'Kai',
  'Nova',
  'Juniper',
  'Ravi',
  'Mika',
  'Oskar',
  'Zoe',
  'Hugo',
];

const minuteMs = 60_000;

/** A small deterministic hash (FNV-1a) of the seed, server and minute: the same inputs, the same players. */
function hash(...parts: Array<string | number>): number {
  let value = 0x811c9dc5;
  for (const char of parts.join('|')) {
    value ^= char.charCodeAt(0);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

export type Roster = { online: number; max: number; names: string[] };

export class PlayerSimulation {
  private pinned: Roster | undefined;

  constructor(
    private readonly seed: number,
    private readonly serverId: string,
    private readonly max: number,
  ) {}

  /** Pins the players (names may be fewer than `online`); undefined returns to the simulation. */
  pin(roster: { names: string[]; online?: number; max?: number } | undefined): void {
    this.pinned =
      roster === undefined
        ? undefined
        : {
            names: [...roster.names],
            online: roster.online ?? roster.names.length,
            max: roster.max ?? Math.max(this.max, roster.names.length),
          };
  }

  at(now: number): Roster {
    if (this.pinned !== undefined) return this.pinned;
    const minute = Math.floor(now / minuteMs);
    const online = hash(this.seed, this.serverId, minute) % Math.min(this.max + 1, names.length);
    const start = hash(this.seed, this.serverId) % names.length;
    // A window sliding one name a minute: some players stay, one leaves and one joins.
    const present = Array.from(
      { length: online },
      (_, index) => names[(start + minute + index) % names.length],
    );
    return { online, max: this.max, names: present.filter((name): name is string => name !== undefined) };
  }
}
