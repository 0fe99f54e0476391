import { Redis } from 'ioredis';
import type { OpenChannel } from './catalogue-changes-broadcast.ts';
import { describeError } from './describe-error.ts';

export const REDIS_CHANGE_CHANNEL = 'portal:catalogue-changed';

export interface RedisChannelOptions {
  url: string;
  channel?: string;
  /** Names both connections in CLIENT LIST. */
  connectionName?: string;
  log(line: string): void;
}

/**
 * Redis pub/sub: one connection subscribes, one publishes (a subscribed connection can do
 * nothing else). ioredis reconnects by itself; the channel is subscribed again by us, so
 * that the caches are cleared only once the subscription is back.
 */
export function redisChangeChannel(options: RedisChannelOptions): OpenChannel {
  const name = options.channel ?? REDIS_CHANGE_CHANNEL;
  const connectionName = options.connectionName ?? 'portal-catalogue-changes';
  return (listener) => {
    const publisher = new Redis(options.url, { maxRetriesPerRequest: 2, connectionName });
    const subscriber = new Redis(options.url, { autoResubscribe: false, connectionName });
    let lostAt: number | null = null;
    let closed = false;

    publisher.on('error', () => {});
    subscriber.on('error', () => {});
    subscriber.on('close', () => {
      if (closed || lostAt !== null) return;
      lostAt = Date.now();
      options.log('The catalogue-change listener lost its Redis connection; reconnecting.');
    });
    subscriber.on('ready', () => {
      subscriber.subscribe(name).then(
        () => {
          if (lostAt !== null)
            options.log(
              `The catalogue-change listener is connected again after ${((Date.now() - lostAt) / 1000).toFixed(1)} s; catalogue caches cleared.`,
            );
          lostAt = null;
          listener.listening();
        },
        // A connection lost meanwhile comes back 'ready' and subscribes again.
        (error: unknown) =>
          options.log(
            `The catalogue-change listener could not subscribe: ${describeError(error)}.`,
          ),
      );
    });
    subscriber.on('message', (channel: string, message: string) => {
      if (channel === name) listener.received(message);
    });

    return {
      async send(message) {
        await publisher.publish(name, message);
      },
      async close() {
        closed = true;
        subscriber.disconnect();
        // QUIT waits for replies still owed; a Redis that is away gets a second, no more.
        const timer = setTimeout(() => publisher.disconnect(), 1_000).unref();
        await publisher.quit().catch(() => {});
        clearTimeout(timer);
      },
    };
  };
}
