import pg from 'pg';
import type { OpenChannel } from './catalogue-changes-broadcast.ts';
import { describeError } from './describe-error.ts';

export const POSTGRES_CHANGE_CHANNEL = 'catalogue_changed';
/** Names the listening session in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'portal-catalogue-changes';

const FIRST_DELAY_MS = 100;
const MAX_DELAY_MS = 5_000;
/** A connection that died without a word (a vanished host) is found by asking now and then. */
const HEARTBEAT_MS = 30_000;
const TIMEOUT_MS = 10_000;

/** Milliseconds before reconnection attempt n (1, 2, ...): 0.1 s, doubling up to 5 s. */
export const reconnectDelay = (attempt: number): number =>
  Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.max(0, attempt - 1));

export interface PostgresChannelOptions {
  /**
   * The primary, directly: LISTEN needs a session of its own, which the pool (idle clients
   * close) and a transaction-mode pooler do not keep.
   */
  connectionString: string;
  /** Sends the NOTIFY: the portal's own pool. */
  pool: pg.Pool;
  channel?: string;
  log(line: string): void;
  delay?(attempt: number): number;
}

/**
 * PostgreSQL LISTEN/NOTIFY on one dedicated connection, opened again after it is lost (a
 * restarted or killed server, the embedded one's supervisor at work, a terminated backend).
 */
export function postgresChangeChannel(options: PostgresChannelOptions): OpenChannel {
  const name = options.channel ?? POSTGRES_CHANGE_CHANNEL;
  const delay = options.delay ?? reconnectDelay;
  return (listener) => {
    let client: pg.Client | null = null;
    let closed = false;
    let attempt = 0;
    let lostAt: number | null = null;
    let retryTimer: NodeJS.Timeout | undefined;

    const retry = () => {
      if (closed || retryTimer) return;
      attempt++;
      retryTimer = setTimeout(() => {
        retryTimer = undefined;
        void connect();
      }, delay(attempt));
      retryTimer.unref();
    };

    const lose = (lost: pg.Client, why: string) => {
      if (lost !== client) return;
      client = null;
      lost.removeAllListeners('notification');
      // Not awaited: on a dead socket the end may never be confirmed.
      void lost.end().catch(() => {});
      if (closed) return;
      lostAt = Date.now();
      options.log(`The catalogue-change listener lost its connection (${why}); reconnecting.`);
      retry();
    };

    const connect = async () => {
      if (closed) return;
      const next = new pg.Client({
        connectionString: options.connectionString,
        application_name: LISTENER_APPLICATION_NAME,
        keepAlive: true,
        connectionTimeoutMillis: TIMEOUT_MS,
        query_timeout: TIMEOUT_MS,
      });
      // 'end' follows every error that ends the connection.
      next.on('error', () => {});
      next.on('end', () => lose(next, 'connection ended'));
      next.on('notification', (note) => {
        if (note.channel === name) listener.received(note.payload ?? '');
      });
      try {
        await next.connect();
        await next.query(`listen ${pg.escapeIdentifier(name)}`);
      } catch {
        void next.end().catch(() => {});
        retry();
        return;
      }
      if (closed) {
        await next.end().catch(() => {});
        return;
      }
      client = next;
      attempt = 0;
      if (lostAt !== null)
        options.log(
          `The catalogue-change listener is connected again after ${((Date.now() - lostAt) / 1000).toFixed(1)} s; catalogue caches cleared.`,
        );
      lostAt = null;
      listener.listening();
    };

    const heartbeat = setInterval(() => {
      const current = client;
      current
        ?.query('select 1')
        .catch((error: unknown) => lose(current, `no answer: ${describeError(error)}`));
    }, HEARTBEAT_MS);
    heartbeat.unref();
    void connect();

    return {
      async send(message) {
        await options.pool.query('select pg_notify($1, $2)', [name, message]);
      },
      async close() {
        closed = true;
        clearInterval(heartbeat);
        clearTimeout(retryTimer);
        const current = client;
        client = null;
        await current?.end().catch(() => {});
      },
    };
  };
}
