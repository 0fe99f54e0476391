/** How long each step of a shutdown waits for the postmaster to go before the next, harder one. */
export interface ShutdownPatience {
  fastMs: number;
  immediateMs: number;
  killMs: number;
}

export const POSTMASTER_PATIENCE: ShutdownPatience = {
  fastMs: 10_000,
  immediateMs: 5_000,
  killMs: 5_000,
};

/**
 * Stops a postmaster with PostgreSQL's shutdown modes, gentlest first: SIGINT (fast: open
 * transactions roll back, a checkpoint is written), SIGQUIT (immediate: the next start
 * recovers from the WAL), then SIGKILL. Answers whether it went.
 */
export async function shutDownPostmaster(
  send: (signal: NodeJS.Signals) => void,
  goneWithin: (ms: number) => Promise<boolean>,
  patience: ShutdownPatience = POSTMASTER_PATIENCE,
): Promise<boolean> {
  const steps: [NodeJS.Signals, number][] = [
    ['SIGINT', patience.fastMs],
    ['SIGQUIT', patience.immediateMs],
    ['SIGKILL', patience.killMs],
  ];
  for (const [signal, ms] of steps) {
    send(signal);
    if (await goneWithin(ms)) return true;
  }
  return false;
}
