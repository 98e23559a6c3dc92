// `npm run dev`: what `npm start` does, rebuilt on change. esbuild watches the bundle and the
// fixture backend; the backend (dist/server.mjs, which listens on PORT, default 8080) restarts
// whenever its bundle is rewritten. Browser-side changes need only a reload of the page.
import { spawn } from 'node:child_process';
import { existsSync, watch } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from '../esbuild.config.mjs';

const rootDir = fileURLToPath(new URL('..', import.meta.url));
const distDir = join(rootDir, 'dist');
const serverFile = join(distDir, 'server.mjs');

let child = null;
let restarting = false;
let stopping = false;

function startServer() {
  if (child || stopping) return;
  if (!existsSync(serverFile)) {
    console.error('[dev] dist/server.mjs is not built yet: see the esbuild errors above; waiting for a change');
    return;
  }
  child = spawn(process.execPath, [serverFile], { stdio: 'inherit', cwd: rootDir, env: process.env });
  child.on('exit', (code, signal) => {
    child = null;
    if (restarting) {
      restarting = false;
      startServer();
    } else if (!stopping) console.error(`[dev] server exited (${signal ?? code}); it restarts on the next change`);
  });
}

function restartServer() {
  if (!child) return startServer();
  console.log('[dev] server rebuilt: restarting');
  restarting = true;
  child.kill('SIGTERM');
}

// esbuild's watch mode starts with a build of its own, after build() has returned, and one build
// writes server.mjs in several events: act once the writes have stopped. The first write starts
// the server; when esbuild writes nothing (no change since the last build), the fallback does.
await mkdir(distDir, { recursive: true });
let timer;
watch(distDir, (_event, file) => {
  if (file !== 'server.mjs') return;
  clearTimeout(timer);
  timer = setTimeout(restartServer, 200);
});
const contexts = await build({ watch: true });
const fallback = setTimeout(startServer, 3000);

const stop = async () => {
  stopping = true;
  clearTimeout(timer);
  clearTimeout(fallback);
  child?.kill('SIGTERM');
  await Promise.all((contexts ?? []).map((c) => c.dispose()));
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
