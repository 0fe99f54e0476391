/** Times of the sandbox's history: epoch milliseconds, days in UTC. */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

export const dayStart = (at: number): number => at - (((at % DAY_MS) + DAY_MS) % DAY_MS);

/** `days` business days (Monday to Friday) after the day of `day`. */
export function addBusinessDays(day: number, days: number): number {
  let at = dayStart(day);
  const step = days < 0 ? -DAY_MS : DAY_MS;
  for (let left = Math.abs(days); left > 0;) {
    at += step;
    const weekday = new Date(at).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return at;
}
