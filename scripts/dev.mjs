// `npm run dev`: what `npm start` does, rebuilt on change. esbuild watches the bundle and the
// fixture backend; the backend (dist/server.mjs, which listens on PORT, default 8080) restarts
// whenever its bundle is rewritten. Browser-side changes need only a reload of the page.
import { spawn } from 'node:child_process';
import { existsSync, watch } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from '../esbuild.config.mjs';

const rootDir = fileURLToPath(new URL('..', import.meta.url));
const serverFile = join(rootDir, 'dist/server.mjs');

const contexts = await build({ watch: true });
// esbuild's watch mode has done its first build when build() resolves.
if (!existsSync(serverFile)) {
  console.error('dist/server.mjs was not built: see the esbuild errors above.');
  process.exit(1);
}

let child = null;
let restarting = false;
function startServer() {
  child = spawn(process.execPath, [serverFile], { stdio: 'inherit', cwd: rootDir, env: process.env });
  child.on('exit', (code, signal) => {
    const wanted = restarting;
    restarting = false;
    child = null;
    if (wanted) startServer();
    else if (signal !== 'SIGTERM') console.error(`[dev] server exited (${signal ?? code}); it restarts on the next change`);
  });
}

let timer;
watch(join(rootDir, 'dist'), (_event, file) => {
  if (file !== 'server.mjs') return;
  // One rebuild writes the file in several events: restart once they stop.
  clearTimeout(timer);
  timer = setTimeout(() => {
    console.log('[dev] server rebuilt: restarting');
    if (child) {
      restarting = true;
      child.kill('SIGTERM');
    } else startServer();
  }, 150);
});

startServer();

const stop = async () => {
  clearTimeout(timer);
  child?.kill('SIGTERM');
  await Promise.all((contexts ?? []).map((c) => c.dispose()));
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
