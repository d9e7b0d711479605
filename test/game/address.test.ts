import { describe, expect, it } from 'vitest';
import { connectAddress, gameAddress } from '../../src/game/address.js';

describe('connectAddress', () => {
  it.each([
    [{ allocation: { ip: '203.0.113.10', port: 25565 } }, '203.0.113.10:25565', 'allocation'],
    [{ host: 'play.example.net', port: '25570' }, 'play.example.net:25570', undefined],
    [{ address: 'mc.example.net:25565' }, 'mc.example.net:25565', 'address'],
    [
      {
        allocations: [
          { ip: '10.0.0.1', port: 1 },
          { ip: '10.0.0.2', port: 2, isDefault: true },
        ],
      },
      '10.0.0.2:2',
      'allocations',
    ],
    [
      { network: { primary: { ip_alias: 'eu1.example.net', game_port: 27015 } } },
      'eu1.example.net:27015',
      'network',
    ],
  ])('finds %j', (record, address, key) => {
    expect(connectAddress(record)).toEqual({ address, key });
  });

  it('is absent when the record carries no address', () => {
    expect(connectAddress({ node: 'node-fra-01', port: 25565 })).toBeUndefined();
  });
});

describe('gameAddress', () => {
  it('splits the connect address into host and port', () => {
    expect(gameAddress({ allocation: { ip: '127.0.0.1', port: '25570' } })).toEqual({
      host: '127.0.0.1',
      port: 25570,
    });
  });

  it('is absent for a port out of range or no address', () => {
    expect(gameAddress({ address: 'mc.example.net:70000' })).toBeUndefined();
    expect(gameAddress({ allocation: { ip: '10.0.0.1', port: 0 } })).toBeUndefined();
    expect(gameAddress({ node: 'node-fra-01' })).toBeUndefined();
  });
});

describe('gameAddress reads the allocation alone', () => {
  const steering = {
    name: '169.254.169.254:80',
    externalRef: '10.0.0.7:8080',
    description: 'metadata.internal:80',
    address: '127.0.0.1:25565',
    connect: '127.0.0.1:25565',
    host: '127.0.0.1',
    port: 25565,
    node: { ip: '127.0.0.1', port: 25565 },
  };

  it('never takes an address from the name, a reference or any other field that looks like one', () => {
    expect(gameAddress(steering)).toBeUndefined();
  });

  it('takes the allocation when there is one, whatever the other fields say', () => {
    expect(gameAddress({ ...steering, allocation: { ip: '203.0.113.10', port: 25566 } })).toEqual({
      host: '203.0.113.10',
      port: 25566,
    });
    expect(
      gameAddress({ ...steering, allocations: [{ attributes: { ip: '203.0.113.11', port: 27015 } }] }),
    ).toEqual({ host: '203.0.113.11', port: 27015 });
  });
});
