import { describe, expect, it } from 'vitest';
import { createGameQuery } from '../../src/game/engine.js';
import { ipv6Bytes, isPublicAddress, vetHost } from '../../src/game/vetting.js';

describe('isPublicAddress', () => {
  it.each([
    '0.0.0.0',
    '0.1.2.3',
    '10.0.0.1',
    '10.255.255.255',
    '100.64.0.1',
    '100.127.255.254',
    '127.0.0.1',
    '127.8.9.10',
    '169.254.0.1',
    '169.254.169.254',
    '172.16.0.1',
    '172.31.255.255',
    '192.0.0.8',
    '192.0.2.1',
    '192.88.99.1',
    '192.168.1.1',
    '198.18.0.1',
    '198.19.255.255',
    '198.51.100.7',
    '203.0.113.9',
    '224.0.0.1',
    '239.255.255.250',
    '240.0.0.1',
    '255.255.255.255',
  ])('refuses the IPv4 special address %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '1.1.1.1',
    '8.8.8.8',
    '100.63.255.255',
    '100.128.0.0',
    '172.15.255.255',
    '172.32.0.0',
    '169.253.255.255',
    '192.169.0.1',
    '198.20.0.1',
    '223.255.255.255',
  ])('lets the public IPv4 address %s through, however near a refused range', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each([
    '::',
    '::1',
    'fe80::1',
    'fe80::1%eth0',
    'febf:ffff::1',
    'fec0::1',
    'fc00::1',
    'fd00:ec2::254',
    'fdff:ffff::1',
    'ff02::1',
    '2001:db8::1',
    '2001::1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    '100::1',
    '3fff::1',
    '[::1]',
  ])('refuses the IPv6 special address %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '::ffff:a9fe:a9fe',
    '::127.0.0.1',
    '64:ff9b::10.1.2.3',
    '64:ff9b::a9fe:a9fe',
    '2002:a00:1::',
    '2002:7f00:1::1',
    '0:0:0:0:0:ffff:192.168.0.1',
  ])('refuses %s, which carries a special IPv4 address', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '2606:4700:4700::1111',
    '2a00:1450:4001:80b::200e',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:808:808::1',
  ])('lets the public IPv6 address %s through', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('refuses what is no IP address at all', () => {
    for (const text of ['', 'localhost', '1.2.3', '1.2.3.4.5', '::g', 'example.com'])
      expect(isPublicAddress(text)).toBe(false);
  });
});

describe('ipv6Bytes', () => {
  it('expands :: and a dotted tail into sixteen bytes', () => {
    expect(ipv6Bytes('::1')).toEqual([...Array(15).fill(0), 1]);
    expect(ipv6Bytes('::ffff:1.2.3.4')).toEqual([...Array(10).fill(0), 0xff, 0xff, 1, 2, 3, 4]);
    expect(ipv6Bytes('fd00:ec2::254')?.slice(0, 4)).toEqual([0xfd, 0x00, 0x0e, 0xc2]);
    expect(ipv6Bytes('1:2:3:4:5:6:7:8')).toEqual([0, 1, 0, 2, 0, 3, 0, 4, 0, 5, 0, 6, 0, 7, 0, 8]);
    expect(ipv6Bytes('1.2.3.4')).toBeUndefined();
  });
});

describe('vetHost', () => {
  const resolving =
    (table: Record<string, string[]>) =>
    async (host: string): Promise<string[]> => {
      const found = table[host];
      if (found === undefined)
        throw Object.assign(new Error(`queryA ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
      return found;
    };

  it('takes a public IP as it is, resolving nothing', async () => {
    const resolve = async () => {
      throw new Error('must not resolve an IP');
    };
    await expect(vetHost('8.8.8.8', { allowPrivate: false, resolve })).resolves.toEqual({
      address: '8.8.8.8',
    });
    await expect(vetHost('[2606:4700::1]', { allowPrivate: false, resolve })).resolves.toEqual({
      address: '2606:4700::1',
    });
  });

  it('refuses a name that resolves to a private address, even among public ones', async () => {
    const resolve = resolving({
      'metadata.example': ['169.254.169.254'],
      'mixed.example': ['8.8.8.8', '10.0.0.7'],
      'mapped.example': ['::ffff:127.0.0.1'],
      'v6.example': ['fd00:ec2::254'],
    });
    for (const host of ['metadata.example', 'mixed.example', 'mapped.example', 'v6.example'])
      await expect(vetHost(host, { allowPrivate: false, resolve })).resolves.toEqual({
        refused: 'private-address',
      });
  });

  it('gives the vetted address, IPv4 first, for a name that resolves to public ones only', async () => {
    const resolve = resolving({ 'play.example': ['2606:4700::1', '1.1.1.1'] });
    await expect(vetHost('play.example', { allowPrivate: false, resolve })).resolves.toEqual({
      address: '1.1.1.1',
    });
  });

  it('refuses a name that does not resolve, or resolves to nothing', async () => {
    const resolve = resolving({ 'empty.example': [] });
    await expect(vetHost('gone.example', { allowPrivate: false, resolve })).resolves.toEqual({
      refused: 'unresolvable',
    });
    await expect(vetHost('empty.example', { allowPrivate: false, resolve })).resolves.toEqual({
      refused: 'unresolvable',
    });
  });

  it('lets private addresses through when the operator allows them (the sandbox, tests)', async () => {
    const resolve = resolving({ 'lan.example': ['192.168.1.20'] });
    await expect(vetHost('127.0.0.1', { allowPrivate: true, resolve })).resolves.toEqual({
      address: '127.0.0.1',
    });
    await expect(vetHost('lan.example', { allowPrivate: true, resolve })).resolves.toEqual({
      address: '192.168.1.20',
    });
  });
});

describe('the engine asks only vetted addresses', () => {
  it('answers a refusal as its reason and sends nothing (the loopback guard would record a send)', async () => {
    const resolve = async (host: string) =>
      host === 'metadata.example' ? ['169.254.169.254'] : ['10.1.2.3'];
    const engine = createGameQuery({ enabled: true, concurrency: 2, timeoutMs: 300, resolve });
    const server = (id: string, ip: string, game = 'minecraft') => ({
      id,
      game,
      allocation: { ip, port: 25565 },
    });
    await expect(engine.query(server('a', '127.0.0.1'))).resolves.toEqual({
      state: 'not-queried',
      reason: 'private-address',
    });
    await expect(engine.query(server('b', 'metadata.example', 'rust'))).resolves.toEqual({
      state: 'not-queried',
      reason: 'private-address',
    });
    await expect(engine.query(server('c', '::ffff:169.254.169.254'))).resolves.toEqual({
      state: 'not-queried',
      reason: 'private-address',
    });
    await engine.close();
  });

  it('connects gamedig to the vetted address, never to the name', async () => {
    // A name the system resolver has never heard of: only the engine's vetting may turn it into 127.0.0.1.
    const { startSandbox } = await import('../../src/sandbox/index.js');
    const sandbox = await startSandbox({ seed: false, gameSeed: 3 });
    const key = sandbox.apiKeys[0] ?? '';
    const { id } = sandbox.addServer(key, { name: 'Named', game: 'minecraft' });
    await sandbox.gamesReady();
    const port = sandbox.game(id)?.port ?? 0;
    const asked: string[] = [];
    const resolve = async (host: string) => {
      asked.push(host);
      return ['127.0.0.1'];
    };
    const engine = createGameQuery({
      enabled: true,
      allowPrivate: true,
      concurrency: 2,
      timeoutMs: 1000,
      resolve,
    });
    const result = await engine.query({
      id,
      game: 'minecraft',
      allocation: { ip: 'game.invalid', port },
    });
    expect(result.state).toBe('answering');
    expect(asked).toEqual(['game.invalid']);
    await engine.close();
    await sandbox.close();
  });
});
