// `npm start`: build what is missing or older than its sources, then run the server in
// this process so SIGINT/SIGTERM reach it directly.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

const mtime = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);
const sharedSources = newestMtime(at('packages/domain/src'));

const targets = [
  {
    name: 'web app',
    // Its last step: the server entry (dist-ssr) is built after the browser's bundle.
    output: at('apps/web/dist-ssr/entry-server.js'),
    sources: [at('apps/web/src'), at('apps/web/index.html'), at('apps/web/public')],
    command: 'npm run build -w @portal/web',
  },
  {
    name: 'server',
    output: at('apps/server/dist/main.js'),
    sources: [at('apps/server/src')],
    command: 'npm run build -w @portal/server',
  },
];

for (const target of targets) {
  const sources = Math.max(
    sharedSources,
    ...target.sources
      .filter((s) => fs.existsSync(s))
      .map((s) => (fs.statSync(s).isDirectory() ? newestMtime(s) : mtime(s))),
  );
  if (mtime(target.output) < sources) {
    process.stdout.write(`Building the ${target.name}...\n`);
    execSync(target.command, { cwd: root, stdio: 'inherit' });
  }
}

await import(path.join(root, 'apps/server/dist/main.js'));
