/**
 * A restart as an operator makes one (`npm run bench -- restart`): in a copy of the checkout, `npm start` from a
 * `.env` copied from .env.example (two values filled, Discord pointed at the emulator), five times; the first
 * builds, the others find nothing changed. Reports each start's time from spawn to the `bot ready` line.
 */
import { spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDiscordEmulator } from '../test/emulator/index.js';
import { percentile } from './support/acks.js';

const botToken = 'restart-bench-token-not-real';
const opsGuildId = '300000000000000000';
const starts = 5;

function startUntilReady(directory: string): Promise<number> {
  const spawnedAt = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: directory,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`no bot ready within 120 s:\n${output}`)), 120_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (!output.includes('bot ready')) return;
      clearTimeout(timer);
      const tookMs = performance.now() - spawnedAt;
      child.once('exit', () => resolve(tookMs));
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
  });
}

export default async function restart(): Promise<void> {
  const directory = await mkdtemp(join(tmpdir(), 'bench-restart-'));
  const emulator = await startDiscordEmulator({ botToken, guilds: [{ id: opsGuildId, name: 'Ops' }] });
  try {
    for (const entry of [
      'package.json',
      'tsconfig.json',
      'tsconfig.build.json',
      'scripts',
      'src',
      'commands',
    ])
      await cp(entry, join(directory, entry), { recursive: true });
    await symlink(join(process.cwd(), 'node_modules'), join(directory, 'node_modules'));
    const filled: Record<string, string> = {
      DISCORD_TOKEN: botToken,
      OPS_GUILD_ID: opsGuildId,
      DISCORD_API_URL: emulator.apiUrl,
      DATABASE_URL: `sqlite://${join(directory, 'bot.sqlite')}`,
      LOG_LEVEL: 'info',
    };
    const shipped = await readFile('.env.example', 'utf8');
    const env = shipped.replace(/^(\w+)=.*$/gm, (line, name: string) =>
      name in filled ? `${name}=${filled[name]}` : line,
    );
    await writeFile(join(directory, '.env'), env);
    const times: number[] = [];
    for (let index = 0; index < starts; index += 1) times.push(await startUntilReady(directory));
    const [first, ...rest] = times;
    const again = rest.sort((a, b) => a - b);
    console.log(`first start (builds): ${((first ?? 0) / 1000).toFixed(2)} s spawn to bot ready`);
    console.log(
      `restarts with nothing changed (${again.length}): ` +
        `p50 ${(percentile(again, 0.5) / 1000).toFixed(2)} s, max ${(Math.max(...again) / 1000).toFixed(2)} s`,
    );
  } finally {
    await emulator.close();
    await rm(directory, { recursive: true, force: true });
  }
}
