// `npm start`: the fixture shop on PORT (default 8080), state in data/islands.sqlite, the bundle
// from dist/islands/. Bundled by esbuild to dist/server.mjs, so every path comes from process.cwd().
import { defaultPaths } from './app.ts';
import { startServer } from './http.ts';

const port = Number(process.env.PORT ?? 8080);
const server = await startServer({ port, host: process.env.HOST ?? '127.0.0.1', ...defaultPaths(process.cwd()) });
console.log(`Tienda de demostración de islands: ${server.url}/`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
