import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';

const valid = {
  DISCORD_TOKEN: 'test-token',
  OPS_GUILD_ID: '100000000000000001',
  HOSTING_API_URL: 'https://hosting.example/api/v1',
  HOSTING_API_KEY: 'rsk_test_key',
};

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  const result = loadConfig(env);
  return result.ok ? [] : result.problems;
}

describe('loadConfig', () => {
  it('accepts a complete environment and applies defaults', () => {
    const result = loadConfig(valid);
    expect(result).toEqual({
      ok: true,
      config: {
        discordToken: 'test-token',
        opsGuildId: '100000000000000001',
        hostingApiUrl: 'https://hosting.example/api/v1',
        hostingApiKey: 'rsk_test_key',
        sandboxDialect: 'classic',
        databaseUrl: 'sqlite://data/bot.sqlite',
        discordApiUrl: undefined,
        pollIntervalSeconds: 30,
        pollerBudgetShare: 0.5,
        logLevel: 'info',
        logFormat: 'json',
        httpPort: undefined,
        shards: undefined,
        auditRetentionDays: 90,
        deliveryMaxAgeHours: 24,
        storeFailureGraceSeconds: 30,
        modUpdateCheckSeconds: 21_600,
        quotas: { subscriptions: 25, boards: 5, usage_watches: 10, silences: 10 },
        alertGroupWindowSeconds: 30,
        gameQuery: {
          enabled: true,
          intervalSeconds: 30,
          concurrency: 50,
          timeoutMs: 4000,
          silence: { checks: 3, seconds: 60 },
          allowPrivate: false,
          allowHttp: false,
        },
      },
    });
  });

  it('takes the QUOTA_* variables as whole numbers of at least 1, and refuses anything else by name', () => {
    const custom = loadConfig({
      ...valid,
      QUOTA_SUBSCRIPTIONS: '3',
      QUOTA_BOARDS: ' ',
      QUOTA_USAGE_WATCHES: '1',
      QUOTA_SILENCES: '2',
    });
    expect(custom.ok && custom.config.quotas).toEqual({
      subscriptions: 3,
      boards: 5,
      usage_watches: 1,
      silences: 2,
    });
    expect(problemsOf({ ...valid, QUOTA_BOARDS: '0' })).toEqual([
      'QUOTA_BOARDS is invalid: expected how many status boards a community guild may have, ' +
        'a whole number of at least 1',
    ]);
  });

  it('reads HTTP_PORT, LOG_FORMAT and the shard selection', () => {
    const result = loadConfig({
      ...valid,
      HTTP_PORT: '0',
      LOG_FORMAT: 'pretty',
      SHARD_COUNT: '4',
      SHARD_IDS: '3, 1',
    });
    expect(result.ok && result.config).toMatchObject({
      httpPort: 0,
      logFormat: 'pretty',
      shards: { count: 4, ids: [3, 1] },
    });
    const allShards = loadConfig({ ...valid, SHARD_COUNT: '2' });
    expect(allShards.ok && allShards.config.shards).toEqual({ count: 2, ids: [0, 1] });
  });

  it.each([
    [{ HTTP_PORT: '70000' }, 'HTTP_PORT is invalid: expected a port number from 0 to 65535'],
    [{ HTTP_PORT: 'http' }, 'HTTP_PORT is invalid'],
    [{ LOG_FORMAT: 'yaml' }, 'LOG_FORMAT is invalid: expected one of json, pretty'],
    [{ SHARD_COUNT: '0' }, 'SHARD_COUNT is invalid: expected the total number of gateway shards'],
    [{ SHARD_COUNT: '2', SHARD_IDS: '0,2' }, 'SHARD_IDS is invalid: expected comma-separated shard numbers'],
    [{ SHARD_COUNT: '4', SHARD_IDS: '1,1' }, 'SHARD_IDS is invalid'],
    [{ SHARD_IDS: '0' }, 'SHARD_IDS is invalid'],
    [{ SHARD_COUNT: '4', SHARD_IDS: 'one' }, 'SHARD_IDS is invalid'],
  ])('refuses %o in one line naming the variable', (bad, line) => {
    const problems = problemsOf({ ...valid, ...bad });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(line);
  });

  it('takes AUDIT_RETENTION_DAYS as whole days, and refuses anything else by name', () => {
    const custom = loadConfig({ ...valid, AUDIT_RETENTION_DAYS: '30' });
    expect(custom.ok && custom.config.auditRetentionDays).toBe(30);
    for (const bad of ['0', '1.5', 'ninety'])
      expect(problemsOf({ ...valid, AUDIT_RETENTION_DAYS: bad })).toEqual([
        'AUDIT_RETENTION_DAYS is invalid: expected a whole number of days to keep audit records, at least 1',
      ]);
  });

  it('takes DELIVERY_MAX_AGE_HOURS as hours above 0, and refuses anything else by name', () => {
    const custom = loadConfig({ ...valid, DELIVERY_MAX_AGE_HOURS: '1.5' });
    expect(custom.ok && custom.config.deliveryMaxAgeHours).toBe(1.5);
    for (const bad of ['0', '-2', 'a day'])
      expect(problemsOf({ ...valid, DELIVERY_MAX_AGE_HOURS: bad })).toEqual([
        'DELIVERY_MAX_AGE_HOURS is invalid: expected how many hours a post is retried before it is given up, ' +
          'a number above 0',
      ]);
  });

  it('takes STORE_FAILURE_GRACE_SECONDS as whole seconds, and refuses anything else by name', () => {
    const custom = loadConfig({ ...valid, STORE_FAILURE_GRACE_SECONDS: '5' });
    expect(custom.ok && custom.config.storeFailureGraceSeconds).toBe(5);
    for (const bad of ['0', '2.5', 'soon'])
      expect(problemsOf({ ...valid, STORE_FAILURE_GRACE_SECONDS: bad })).toEqual([
        'STORE_FAILURE_GRACE_SECONDS is invalid: expected a whole number of seconds, at least 1, ' +
          'the store may fail before the process exits',
      ]);
  });

  it('reads the game query settings, the interval defaulting to the poll interval', () => {
    const custom = loadConfig({
      ...valid,
      POLL_INTERVAL_SECONDS: '45',
      GAME_QUERY_ENABLED: 'false',
      GAME_QUERY_CONCURRENCY: '200',
      GAME_QUERY_TIMEOUT_MS: '1500',
      GAME_SILENCE_CHECKS: '5',
      GAME_SILENCE_SECONDS: '300',
      GAME_QUERY_ALLOW_PRIVATE: 'true',
      GAME_QUERY_ALLOW_HTTP: 'true',
    });
    expect(custom.ok && custom.config.gameQuery).toEqual({
      enabled: false,
      intervalSeconds: 45,
      concurrency: 200,
      timeoutMs: 1500,
      silence: { checks: 5, seconds: 300 },
      allowPrivate: true,
      allowHttp: true,
    });
    const interval = loadConfig({ ...valid, GAME_QUERY_INTERVAL_SECONDS: '120' });
    expect(interval.ok && interval.config.gameQuery.intervalSeconds).toBe(120);
    expect(problemsOf({ ...valid, GAME_QUERY_ENABLED: 'yes', GAME_QUERY_TIMEOUT_MS: '50' })).toEqual([
      "GAME_QUERY_ENABLED is invalid: expected true or false: whether the bot asks each server's game " +
        'whether it answers',
      'GAME_QUERY_TIMEOUT_MS is invalid: expected a whole number of milliseconds from 100 to 10000 one game ' +
        'query attempt may take',
    ]);
    // One check is no rule: a single lost packet would be news.
    expect(
      problemsOf({
        ...valid,
        GAME_SILENCE_CHECKS: '1',
        GAME_SILENCE_SECONDS: '5',
        GAME_QUERY_ALLOW_PRIVATE: 'yes',
      }),
    ).toEqual([
      'GAME_SILENCE_CHECKS is invalid: expected a whole number from 2 to 100 of unanswered game checks in a ' +
        'row before "not answering"',
      'GAME_SILENCE_SECONDS is invalid: expected a whole number of seconds from 10 to 86400 a game must stay ' +
        'silent before "not answering"',
      'GAME_QUERY_ALLOW_PRIVATE is invalid: expected true or false: whether game queries may reach private ' +
        'and special addresses',
    ]);
  });

  it('takes ALERT_GROUP_WINDOW_SECONDS from 0 (no grouping) to 600 whole seconds, refusing the rest', () => {
    for (const [given, seconds] of [
      ['0', 0],
      ['600', 600],
    ] as const) {
      const custom = loadConfig({ ...valid, ALERT_GROUP_WINDOW_SECONDS: given });
      expect(custom.ok && custom.config.alertGroupWindowSeconds).toBe(seconds);
    }
    for (const bad of ['-1', '601', '2.5', 'soon'])
      expect(problemsOf({ ...valid, ALERT_GROUP_WINDOW_SECONDS: bad })).toEqual([
        'ALERT_GROUP_WINDOW_SECONDS is invalid: expected a whole number of seconds from 0 to 600 during ' +
          'which changes reaching a channel are one post',
      ]);
  });

  it('takes MOD_UPDATE_CHECK_SECONDS as whole seconds of at least 10, and refuses anything else by name', () => {
    const custom = loadConfig({ ...valid, MOD_UPDATE_CHECK_SECONDS: '10' });
    expect(custom.ok && custom.config.modUpdateCheckSeconds).toBe(10);
    for (const bad of ['9', '60.5', 'hourly'])
      expect(problemsOf({ ...valid, MOD_UPDATE_CHECK_SECONDS: bad })).toEqual([
        'MOD_UPDATE_CHECK_SECONDS is invalid: expected a whole number of seconds between update checks ' +
          'of installed mods, at least 10',
      ]);
  });

  it.each([
    ['DISCORD_TOKEN', 'DISCORD_TOKEN is missing: expected the bot token'],
    ['OPS_GUILD_ID', 'OPS_GUILD_ID is missing: expected the ops guild id'],
    [
      'HOSTING_API_URL',
      'HOSTING_API_URL is missing: expected a http(s) URL ending in /api/v1, or the word sandbox',
    ],
    [
      'HOSTING_API_KEY',
      'HOSTING_API_KEY is missing: expected the reseller API key, which must start with rsk_',
    ],
  ])('names the missing variable %s', (name, message) => {
    const env: NodeJS.ProcessEnv = { ...valid };
    delete env[name];
    const problems = problemsOf(env);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(message);
  });

  it.each([
    ['OPS_GUILD_ID', 'not-a-snowflake', 'OPS_GUILD_ID is invalid'],
    ['HOSTING_API_URL', 'https://hosting.example/v2', 'HOSTING_API_URL is invalid'],
    ['HOSTING_API_URL', 'ftp://hosting.example/api/v1', 'HOSTING_API_URL is invalid'],
    [
      'HOSTING_API_KEY',
      'sk_live_abcdef',
      'HOSTING_API_KEY is invalid: expected the reseller API key, which must start with rsk_',
    ],
    ['DATABASE_URL', 'data/bot.sqlite', 'DATABASE_URL is invalid'],
    ['DISCORD_API_URL', 'not a url', 'DISCORD_API_URL is invalid'],
    ['POLL_INTERVAL_SECONDS', '0', 'POLL_INTERVAL_SECONDS is invalid'],
    ['POLL_INTERVAL_SECONDS', 'soon', 'POLL_INTERVAL_SECONDS is invalid'],
    ['POLLER_BUDGET_SHARE', '1.5', 'POLLER_BUDGET_SHARE is invalid'],
    [
      'LOG_LEVEL',
      'loud',
      'LOG_LEVEL is invalid: expected one of fatal, error, warn, info, debug, trace, silent',
    ],
  ])('names the malformed variable %s=%s', (name, value, message) => {
    const problems = problemsOf({ ...valid, [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(message);
  });

  it('reports every problem at once', () => {
    expect(problemsOf({ LOG_LEVEL: 'loud' })).toHaveLength(5);
  });

  it('never echoes the offending value, which may be a secret', () => {
    const problems = problemsOf({ ...valid, HOSTING_API_KEY: 'sk_live_secret_value' });
    expect(problems.join('\n')).not.toContain('sk_live_secret_value');
  });

  it('needs no API key for the sandbox', () => {
    const result = loadConfig({ ...valid, HOSTING_API_URL: 'sandbox', HOSTING_API_KEY: undefined });
    expect(result.ok).toBe(true);
  });

  it('treats blank values as missing', () => {
    expect(problemsOf({ ...valid, DISCORD_TOKEN: '  ' })[0]).toContain('DISCORD_TOKEN is missing');
  });
});
