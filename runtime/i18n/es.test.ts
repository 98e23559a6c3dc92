// @vitest-environment node
// The one catalogue stays the catalogue of what is shown: every message is used by the bundle or
// the fixture backend (a key is named as a string literal where it is looked up). Its modules
// (es.ts, and the parts only some islands' chunks carry) share no key.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { es } from './es.ts';
import { t as tPodcast } from './parts/podcast.ts';
import { t as tSideCart } from './parts/side-cart.ts';
import { t } from './index.ts';

const root = join(import.meta.dirname, '..', '..');
const partFiles = readdirSync(join(root, 'runtime/i18n/parts'))
  .filter((f) => f.endsWith('.ts'))
  .map((f) => join('runtime', 'i18n', 'parts', f));
const catalogueFiles = [join('runtime', 'i18n', 'es.ts'), ...partFiles];
const parts: Record<string, Readonly<Record<string, string>>> = Object.fromEntries(
  await Promise.all(partFiles.map(async (f) => [f, ((await import(join(root, f))) as { messages: Record<string, string> }).messages])),
);

function sources(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !catalogueFiles.includes(path) ? [path] : [];
  });
}

describe('the Spanish catalogue', () => {
  it('has no message that nothing shows', () => {
    const code = ['runtime', 'widgets', 'server']
      .flatMap(sources)
      .map((f) => readFileSync(join(root, f), 'utf8'))
      .join('\n');
    const unused = [es, ...Object.values(parts)].flatMap(Object.keys).filter((key) => !code.includes(`'${key}'`));
    expect(unused).toEqual([]);
  });

  it('gives every message as non-empty text', () => {
    expect(
      Object.entries(Object.assign({}, es, ...Object.values(parts))).filter(([, text]) => typeof text !== 'string' || !text.trim()),
    ).toEqual([]);
  });

  it('names each message once across its modules', () => {
    const keys = [es, ...Object.values(parts)].flatMap(Object.keys);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it('is what the plugin translates: each part is in the catalogue scripts/plugin-i18n.mjs reads', async () => {
    const { spanishCatalogue } = await import('../../scripts/plugin-i18n.mjs');
    expect(Object.keys(await spanishCatalogue()).sort()).toEqual([es, ...Object.values(parts)].flatMap(Object.keys).sort());
  });

  it("fills each %s in order, and the player's t() finds its own messages and the shared ones", () => {
    expect(t('httpError', 503)).toBe('El servidor ha respondido con un error (503). Por favor, inténtalo de nuevo.');
    expect(tSideCart('belowMinimumStep', 2, 3)).toBe('La cantidad mínima es 2, en múltiplos de 3');
    expect(tPodcast('podcastPosition', '1:05', '2:30')).toBe('1:05 de 2:30');
    expect(tPodcast('retry')).toBe('Volver a intentarlo');
    expect(tPodcast('podcastMoreFailed', t('fetchError'))).toBe('No se han podido cargar más episodios. Probablemente estás desconectado.');
  });
});
