// Where the machine's CPU went during a measurement (Linux /proc): the portal's process, the
// PostgreSQL backends of the benchmark's database, this load generator and everything else.
import fs from 'node:fs';

// /proc counts CPU time in ticks of 1/100 s (USER_HZ) on Linux.
const TICK_MS = 10;
const readable = fs.existsSync('/proc/stat');

function read(file) {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** utime + stime of a process in clock ticks, 0 when it is gone. */
function processTicks(pid) {
  const stat = read(`/proc/${pid}/stat`);
  if (!stat) return 0;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/** CPU ticks of the backends serving `database` (their title names it). */
function backendTicks(database) {
  let ticks = 0;
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid) || !read(`/proc/${pid}/comm`).startsWith('postgres')) continue;
    if (read(`/proc/${pid}/cmdline`).includes(` ${database} `)) ticks += processTicks(pid);
  }
  return ticks;
}

function snapshot(portalPid, database) {
  const cpu = read('/proc/stat').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const all = cpu.slice(0, 8).reduce((a, b) => a + b, 0);
  return {
    all,
    busy: all - cpu[3] - cpu[4],
    postgres: backendTicks(database),
    portal: portalPid ? processTicks(portalPid) : 0,
    self: process.cpuUsage(),
  };
}

/**
 * Starts counting; the returned function gives the shares of all cores since then and the
 * CPU milliseconds per request of the portal and of PostgreSQL. Backends that exit in
 * between are missed: the portal keeps its pool open.
 */
export function startCpuShare(portalPid, database) {
  if (!readable) return () => ({});
  const before = snapshot(portalPid, database);
  return (requests) => {
    const after = snapshot(portalPid, database);
    const all = after.all - before.all;
    const pct = (ticks) => Math.round((100 * ticks) / all);
    const perRequest = (ticks) => ((ticks * TICK_MS) / Math.max(1, requests)).toFixed(2);
    const busy = after.busy - before.busy;
    const postgres = after.postgres - before.postgres;
    const portal = after.portal - before.portal;
    const selfUs = after.self.user - before.self.user + after.self.system - before.self.system;
    const generator = selfUs / 1000 / TICK_MS;
    return {
      'cpu busy %': pct(busy),
      'portal %': portalPid ? pct(portal) : '?',
      'postgres %': pct(postgres),
      'generator %': pct(generator),
      'other %': portalPid ? pct(busy - portal - postgres - generator) : '?',
      'portal ms/req': portalPid ? perRequest(portal) : '?',
      'postgres ms/req': perRequest(postgres),
    };
  };
}
