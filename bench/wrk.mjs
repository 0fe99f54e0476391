// Drives a URL with wrk (Debian's package), a load generator in C: on a 2-core machine it
// takes about a tenth of the CPU autocannon needs per request, so the figures describe the
// portal rather than the client sharing its cores.
import { execFile, execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'wrk-summary.lua');

export function hasWrk() {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (error) {
    // wrk prints its version and exits 1; only a missing binary is a failure.
    return error.code !== 'ENOENT';
  }
}

/** One run: { requests, rps, p50, p95, p99, non2xx, errors }, latencies in ms. */
export function wrk(url, { connections, seconds, headers }) {
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '-s', script];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    execFile('wrk', args, (error, stdout) => {
      if (error) return reject(error);
      const line = stdout.trim().split('\n').at(-1);
      resolve(JSON.parse(line));
    });
  });
}
