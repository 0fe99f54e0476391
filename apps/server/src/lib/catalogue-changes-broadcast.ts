import { randomUUID } from 'node:crypto';
import {
  clearCatalogueCaches,
  type CatalogueChange,
  type CatalogueChanges,
} from './catalogue-changes.ts';
import { describeError } from './describe-error.ts';
import type { CacheRegistry } from './named-cache.ts';

/** How a change travels between instances: PostgreSQL LISTEN/NOTIFY or Redis pub/sub. */
export interface ChangeChannel {
  /** Sends a message to every instance listening, this one included. */
  send(message: string): Promise<void>;
  /** Stops listening and reconnecting; nothing of it keeps the process alive afterwards. */
  close(): Promise<void>;
}

export interface ChannelListener {
  received(message: string): void;
  /** Listening, first or again after a lost connection: messages sent meanwhile were missed. */
  listening(): void;
}

export type OpenChannel = (listener: ChannelListener) => ChangeChannel;

/** What travels: who sent it (for anyone watching the channel) and what changed. */
export interface ChangeMessage extends CatalogueChange {
  origin: string;
}

export interface BroadcastCatalogueChanges extends CatalogueChanges {
  /** This process's id in the messages it sends. */
  readonly instanceId: string;
  /** Resolves when the channel first listens (tests publish after it). */
  listening(): Promise<void>;
}

/**
 * Catalogue changes for several instances (decision 168): the publisher clears its own
 * caches at once and sends the change; every instance, the publisher too, clears its caches
 * on each message and after each (re)connection of its listener.
 */
export function broadcastCatalogueChanges(
  caches: CacheRegistry,
  open: OpenChannel,
  log: (line: string) => void,
): BroadcastCatalogueChanges {
  const instanceId = randomUUID();
  let heard = () => {};
  const firstListen = new Promise<void>((resolve) => (heard = resolve));
  // Every message means the catalogue changed somewhere: its content is not needed to act.
  const channel = open({
    received: () => clearCatalogueCaches(caches),
    listening: () => {
      clearCatalogueCaches(caches);
      heard();
    },
  });
  return {
    instanceId,
    listening: () => firstListen,
    async published(change) {
      clearCatalogueCaches(caches);
      const message: ChangeMessage = {
        origin: instanceId,
        entityName: change.entityName,
        id: change.id,
      };
      try {
        await channel.send(JSON.stringify(message));
      } catch (error) {
        // The change is committed: the editor must not see a failure. Other instances catch
        // up when their entries expire (decision 006).
        log(
          `Could not tell the other instances of a catalogue change (${change.entityName} ${change.id}): ${describeError(error)}.`,
        );
      }
    },
    close: () => channel.close(),
  };
}
