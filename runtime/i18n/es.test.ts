// @vitest-environment node
// The one catalogue stays the catalogue of what is shown: every message is used by the bundle or
// the fixture backend (a key is named as a string literal where it is looked up).
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { es } from './es.ts';

const root = join(import.meta.dirname, '..', '..');

function sources(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && path !== join('runtime', 'i18n', 'es.ts') ? [path] : [];
  });
}

describe('the Spanish catalogue', () => {
  it('has no message that nothing shows', () => {
    const code = ['runtime', 'widgets', 'server'].flatMap(sources).map((f) => readFileSync(join(root, f), 'utf8')).join('\n');
    const unused = Object.keys(es).filter((key) => !code.includes(`'${key}'`));
    expect(unused).toEqual([]);
  });

  it('gives every message as non-empty text', () => {
    expect(Object.entries(es).filter(([, text]) => typeof text !== 'string' || !text.trim())).toEqual([]);
  });
});
