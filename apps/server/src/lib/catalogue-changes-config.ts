import type pg from 'pg';
import type { Config } from '../config.ts';
import {
  broadcastCatalogueChanges,
  type BroadcastCatalogueChanges,
} from './catalogue-changes-broadcast.ts';
import { postgresChangeChannel } from './catalogue-changes-postgres.ts';
import { redisChangeChannel } from './catalogue-changes-redis.ts';
import type { CacheRegistry } from './named-cache.ts';

/**
 * Catalogue changes told to every instance: over Redis pub/sub when REDIS_URL is set, else
 * over LISTEN/NOTIFY on the portal's database (the embedded one too).
 */
export function catalogueChangesFromConfig(
  config: Pick<Config, 'REDIS_URL'>,
  database: { url: string; pool: pg.Pool },
  caches: CacheRegistry,
  log: (line: string) => void,
): BroadcastCatalogueChanges {
  const channel = config.REDIS_URL
    ? redisChangeChannel({ url: config.REDIS_URL, log })
    : postgresChangeChannel({ connectionString: database.url, pool: database.pool, log });
  return broadcastCatalogueChanges(caches, channel, log);
}
