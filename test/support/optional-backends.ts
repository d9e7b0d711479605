/**
 * The store servers the tests cover only when a variable names one. Without them `npm test` still passes:
 * the global setup says which were skipped, and each file keeps at least one test (test/collection.test.ts).
 */
const optionalBackends = [
  { name: 'redis', label: 'Redis', variable: 'TEST_REDIS_URL' },
  { name: 'postgres', label: 'Postgres', variable: 'TEST_POSTGRES_URL' },
] as const;

/** Each optional backend with the URL the environment names for it, '' when none. */
export function optionalBackendUrls(env: NodeJS.ProcessEnv = process.env) {
  return optionalBackends.map((backend) => ({ ...backend, url: env[backend.variable]?.trim() ?? '' }));
}
