// @vitest-environment node
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { App } from './app.ts';
import { Shopper, testApp } from './testing.ts';

let app: App;
let shopper: Shopper;
beforeEach(() => {
  app = testApp();
  shopper = new Shopper(app);
});
afterEach(() => app.close());

const EPISODE_1 = '/wp-content/uploads/2026/11/episodio-1.wav';

it('serves each episode as a WAV as long as the catalogue says (3 kHz, 8-bit mono)', async () => {
  const res = await shopper.get(EPISODE_1);
  const wav = new Uint8Array(await res.arrayBuffer());
  expect([res.status, res.headers.get('content-type'), res.headers.get('accept-ranges')]).toEqual([200, 'audio/wav', 'bytes']);
  expect(new TextDecoder().decode(wav.slice(0, 4))).toBe('RIFF');
  expect(wav.length).toBe(44 + 3000 * 95);
  expect((await shopper.get('/wp-content/uploads/2026/11/episodio-2.wav')).headers.get('content-length')).toBe(String(44 + 3000 * 2));
  expect((await shopper.get('/wp-content/uploads/2026/11/episodio-8.wav')).status).toBe(404);
});

it('answers byte ranges, so the browser can seek', async () => {
  const part = await shopper.get(EPISODE_1, { Range: 'bytes=100-199' });
  expect([part.status, part.headers.get('content-range'), (await part.arrayBuffer()).byteLength]).toEqual([
    206,
    'bytes 100-199/285044',
    100,
  ]);
  const tail = await shopper.get(EPISODE_1, { Range: 'bytes=285000-' });
  expect([tail.status, tail.headers.get('content-range')]).toEqual([206, 'bytes 285000-285043/285044']);
  const last = await shopper.get(EPISODE_1, { Range: 'bytes=-10' });
  expect(last.headers.get('content-range')).toBe('bytes 285034-285043/285044');
  expect((await shopper.get(EPISODE_1, { Range: 'bytes=999999-' })).status).toBe(416);
});
