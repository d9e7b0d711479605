import type { BackendKind } from './errors.js';

const schemes: Record<string, BackendKind> = {
  sqlite: 'sqlite',
  memory: 'memory',
  redis: 'redis',
  rediss: 'redis',
  postgres: 'postgres',
  postgresql: 'postgres',
};

export const supportedSchemes = Object.keys(schemes);

/** The backend a DATABASE_URL names, or undefined for a scheme the bot does not know. */
export function backendOf(url: string): BackendKind | undefined {
  const end = url.indexOf('://');
  return end > 0 ? schemes[url.slice(0, end).toLowerCase()] : undefined;
}
