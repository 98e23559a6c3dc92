// The plugin's translations: `node scripts/plugin-i18n.mjs` writes, from the sources,
//   wordpress-plugin/islands/includes/messages.php   the browser messages through __() (from
//       wordpress-plugin/messages.mjs, the English, and runtime/i18n/, the built-in Spanish)
//   wordpress-plugin/islands/languages/islands.pot     every translatable string of the plugin's PHP
//   wordpress-plugin/islands/languages/islands-es_ES.po/.mo   the Spanish: a browser message's is the
//       built-in catalogue's, word for word; the others are kept from the .po (edit them there)
// `--check` writes nothing and fails when a file is not what the sources make (scripts/plugin-i18n.test.ts
// runs the same check in npm test). No gettext tools needed.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { browserMessages, placeholderNotes } from '../wordpress-plugin/messages.mjs';

const rootDir = fileURLToPath(new URL('..', import.meta.url));
export const pluginDir = join(rootDir, 'wordpress-plugin/islands');
export const messagesFile = join(pluginDir, 'includes/messages.php');
export const potFile = join(pluginDir, 'languages/islands.pot');
export const poFile = join(pluginDir, 'languages/islands-es_ES.po');
export const moFile = join(pluginDir, 'languages/islands-es_ES.mo');
/** The PHP the plugin's zip carries besides its own folder (scripts/wordpress-plugin.mjs). */
const sharedPhp = ['templates/islands-config-data.php', 'templates/site-menu-css.php'].map((p) => join(rootDir, p));

/** The modules of the catalogue: es.ts, what every page shows, and the part of each island (parts/). */
const catalogueModules = [
  'es.ts',
  ...readdirSync(join(rootDir, 'runtime/i18n/parts'))
    .filter((f) => f.endsWith('.ts'))
    .map((f) => `parts/${f}`),
];

/** The built-in Spanish catalogue (runtime/i18n/es.ts and its parts), key → text. */
export async function spanishCatalogue() {
  const out = await build({
    // Each module under its own name: every part exports its `messages`.
    stdin: {
      contents: catalogueModules.map((m, i) => `export * as m${i} from './runtime/i18n/${m}';`).join('\n'),
      resolveDir: rootDir,
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'error',
  });
  const module = await import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString('base64')}`);
  return Object.assign({}, ...Object.values(module).flatMap((m) => Object.values(m).filter((v) => v && typeof v === 'object')));
}

/** A PHP single-quoted string literal. */
const php = (text) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** includes/messages.php: every browser message, translated, beside its built-in Spanish. */
export function messagesPhp(spanish) {
  const keys = Object.keys(browserMessages);
  const width = Math.max(...keys.map((k) => php(k).length));
  const items = keys.map((key) => {
    const name = php(key).padEnd(width);
    const english = `__( ${php(browserMessages[key])}, 'islands' )`;
    if (!placeholderNotes[key]) return `\t\t${name} => array( ${english}, ${php(spanish[key])} ),`;
    return [
      `\t\t${name} => array(`,
      `\t\t\t/* translators: ${placeholderNotes[key]} */`,
      `\t\t\t${english},`,
      `\t\t\t${php(spanish[key])},`,
      '\t\t),',
    ].join('\n');
  });
  return `<?php
/**
 * The messages the islands show in the browser, through WordPress's translation functions, so a
 * shop in another language translates them with a .po file (text domain islands). Each comes with
 * the bundle's built-in Spanish: the plugin prints in #islands-config only the ones whose
 * translation differs from it (includes/head.php).
 *
 * Made by scripts/plugin-i18n.mjs from wordpress-plugin/messages.mjs and runtime/i18n/: edit those.
 *
 * @package Islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Every browser message: key → array( its text in the site's language, the built-in Spanish ).
 *
 * @return array<string, array{0: string, 1: string}>
 */
function islands_browser_messages() {
	return array(
${items.join('\n')}
	);
}
`;
}

/** Every PHP file of the plugin, and the shared ones it carries. */
function pluginPhpFiles() {
  const own = readdirSync(pluginDir, { recursive: true })
    .map(String)
    .filter((p) => p.endsWith('.php') && statSync(join(pluginDir, p)).isFile())
    .map((p) => join(pluginDir, p));
  return [...own, ...sharedPhp].sort();
}

/** Where a file is inside the plugin's folder (the shared partials go to templates/). */
const pluginPath = (file) =>
  (file.startsWith(pluginDir) ? relative(pluginDir, file) : join('templates', relative(join(rootDir, 'templates'), file)))
    .split(sep)
    .join('/');

const CALL = /\b(?:__|_e|esc_html__|esc_html_e|esc_attr__|esc_attr_e)\(\s*'((?:[^'\\]|\\.)*)'\s*,\s*'([^']*)'\s*\)/g;
const TRANSLATORS = /\/\*\s*translators:\s*([\s\S]*?)\s*\*\/|\/\/\s*translators:\s*(.*)/g;

/** The translators' note of a call: a comment on its line, before it, or on the line above. */
function noteBefore(before) {
  const last = [...before.matchAll(TRANSLATORS)].pop();
  if (!last) return '';
  const between = before.slice(last.index + last[0].length);
  return (between.match(/\n/g) ?? []).length <= 1 ? (last[1] ?? last[2] ?? '').trim() : '';
}

/**
 * The plugin's msgids in order of first use: text, where (file:line), and the translators' note
 * written just before the call. `files` maps a path to its text (the check gives messages.php as made).
 */
export function extract(files) {
  /** @type {Map<string, { refs: string[], note: string }>} */
  const found = new Map();
  for (const [file, text] of files) {
    // The plugin header's description, which WordPress translates in the plugin list.
    const description = /^\s*\*\s*Description:\s*(.+)$/m.exec(text);
    if (description && /^\s*\*\s*Text Domain:\s*islands\s*$/m.test(text)) {
      found.set(description[1].trim(), {
        refs: [`${pluginPath(file)}:${text.slice(0, description.index).split('\n').length + 1}`],
        note: 'The plugin’s description (its header)',
      });
    }
    for (const match of text.matchAll(CALL)) {
      if (match[2] !== 'islands') continue;
      const msgid = match[1].replace(/\\(['\\])/g, '$1');
      const before = text.slice(Math.max(0, match.index - 300), match.index);
      const line = text.slice(0, match.index).split('\n').length;
      const entry = found.get(msgid) ?? { refs: [], note: '' };
      entry.refs.push(`${pluginPath(file)}:${line}`);
      entry.note ||= noteBefore(before);
      found.set(msgid, entry);
    }
  }
  return found;
}

/** A PO string: quoted, escaped. */
const po = (text) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\t/g, '\\t')}"`;
/** A PO string read back: its escapes (\n, \t, \", \\) are those of JSON. */
const unpo = (quoted) => JSON.parse(quoted);

/** msgid → msgstr of a .po file (the header's empty msgid left out). */
export function readPo(text) {
  /** @type {Map<string, string>} */
  const entries = new Map();
  for (const block of text.split(/\n\s*\n/)) {
    const part = (name) => {
      const m = new RegExp(`^${name} ((?:".*"\\n?)+)`, 'm').exec(`${block}\n`);
      return m ? m[1].trim().split('\n').map(unpo).join('') : null;
    };
    const msgid = part('msgid');
    const msgstr = part('msgstr');
    if (msgid) entries.set(msgid, msgstr ?? '');
  }
  return entries;
}

const header = (language) =>
  [
    '# Islands: translations of the plugin and of the messages its islands show in the browser.',
    '# This file is distributed under the same license as the Islands plugin (GPL-2.0-or-later).',
    '# Made by scripts/plugin-i18n.mjs.',
    'msgid ""',
    'msgstr ""',
    '"Project-Id-Version: Islands 0.1.0\\n"',
    '"MIME-Version: 1.0\\n"',
    '"Content-Type: text/plain; charset=UTF-8\\n"',
    '"Content-Transfer-Encoding: 8bit\\n"',
    `"Language: ${language}\\n"`,
    language ? '"Plural-Forms: nplurals=2; plural=(n != 1);\\n"' : '"Plural-Forms: nplurals=INTEGER; plural=EXPRESSION;\\n"',
    '"X-Domain: islands\\n"',
  ].join('\n');

/** The .pot, or the .po of `language` with `translations` (msgid → msgstr). */
export function poText(found, language = '', translations = new Map()) {
  const blocks = [...found].map(([msgid, { refs, note }]) =>
    [note ? `#. translators: ${note}` : null, `#: ${refs.join(' ')}`, `msgid ${po(msgid)}`, `msgstr ${po(translations.get(msgid) ?? '')}`]
      .filter(Boolean)
      .join('\n'),
  );
  return `${header(language)}\n\n${blocks.join('\n\n')}\n`;
}

/** A GNU .mo file of the entries (msgid → msgstr), with the header WordPress reads. */
export function moBytes(entries, language) {
  const headerText = `Project-Id-Version: Islands 0.1.0\nMIME-Version: 1.0\nContent-Type: text/plain; charset=UTF-8\nContent-Transfer-Encoding: 8bit\nLanguage: ${language}\nPlural-Forms: nplurals=2; plural=(n != 1);\nX-Domain: islands\n`;
  const all = [['', headerText], ...[...entries].filter(([, s]) => s !== '')].sort(([a], [b]) =>
    Buffer.compare(Buffer.from(a), Buffer.from(b)),
  );
  const ids = all.map(([id]) => Buffer.from(id, 'utf8'));
  const strs = all.map(([, s]) => Buffer.from(s, 'utf8'));
  const n = all.length;
  const tableStart = 28;
  let offset = tableStart + n * 16;
  const head = Buffer.alloc(offset);
  head.writeUInt32LE(0x950412de, 0);
  head.writeUInt32LE(0, 4);
  head.writeUInt32LE(n, 8);
  head.writeUInt32LE(tableStart, 12);
  head.writeUInt32LE(tableStart + n * 8, 16);
  head.writeUInt32LE(0, 20);
  head.writeUInt32LE(offset, 24);
  const data = [];
  for (const [list, table] of [
    [ids, tableStart],
    [strs, tableStart + n * 8],
  ]) {
    list.forEach((bytes, i) => {
      head.writeUInt32LE(bytes.length, table + i * 8);
      head.writeUInt32LE(offset, table + i * 8 + 4);
      data.push(bytes, Buffer.from([0]));
      offset += bytes.length + 1;
    });
  }
  return Buffer.concat([head, ...data]);
}

/** msgid → msgstr read back from a .mo file (what WordPress will find in it). */
export function readMo(bytes) {
  const n = bytes.readUInt32LE(8);
  const ids = bytes.readUInt32LE(12);
  const strs = bytes.readUInt32LE(16);
  const at = (table, i) =>
    bytes
      .subarray(bytes.readUInt32LE(table + i * 8 + 4), bytes.readUInt32LE(table + i * 8 + 4) + bytes.readUInt32LE(table + i * 8))
      .toString('utf8');
  return new Map(Array.from({ length: n }, (_, i) => [at(ids, i), at(strs, i)]).filter(([id]) => id !== ''));
}

/** What the sources make: path → contents. */
export async function translationFiles() {
  const spanish = await spanishCatalogue();
  const missing = Object.keys(spanish).filter((k) => !(k in browserMessages));
  const extra = Object.keys(browserMessages).filter((k) => !(k in spanish));
  if (missing.length || extra.length) {
    throw new Error(
      `plugin-i18n: wordpress-plugin/messages.mjs and the catalogue differ: no English for ${missing.join(', ') || '—'}; no Spanish for ${extra.join(', ') || '—'}`,
    );
  }
  const messages = messagesPhp(spanish);
  const files = pluginPhpFiles().map((f) => [f, f === messagesFile ? messages : readFileSync(f, 'utf8')]);
  if (!files.some(([f]) => f === messagesFile)) files.push([messagesFile, messages]);
  const found = extract(files);
  let kept = new Map();
  try {
    kept = readPo(readFileSync(poFile, 'utf8'));
  } catch {
    // No .po yet: every translation that is not a browser message starts empty.
  }
  const translations = new Map();
  for (const msgid of found.keys()) {
    const keys = Object.keys(browserMessages).filter((k) => browserMessages[k] === msgid);
    // One msgid has one translation: two messages with the same English must agree in Spanish.
    if (new Set(keys.map((k) => spanish[k])).size > 1)
      throw new Error(`plugin-i18n: "${msgid}" (${keys.join(', ')}) has different Spanish texts`);
    translations.set(msgid, keys.length ? spanish[keys[0]] : (kept.get(msgid) ?? ''));
  }
  return new Map([
    [messagesFile, messages],
    [potFile, poText(found)],
    [poFile, poText(found, 'es_ES', translations)],
    [moFile, moBytes(translations, 'es_ES')],
  ]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  const stale = [];
  for (const [file, contents] of await translationFiles()) {
    const now = (() => {
      try {
        return readFileSync(file);
      } catch {
        return null;
      }
    })();
    const same = now !== null && Buffer.compare(now, Buffer.from(contents)) === 0;
    if (same) continue;
    if (check) stale.push(relative(rootDir, file));
    else writeFileSync(file, contents);
  }
  if (stale.length) {
    console.error(`plugin-i18n: out of date: ${stale.join(', ')} (run node scripts/plugin-i18n.mjs)`);
    process.exit(1);
  }
  const untranslated = [...readPo(readFileSync(poFile, 'utf8'))].filter(([, s]) => !s).map(([id]) => id);
  if (untranslated.length)
    console.warn(
      `plugin-i18n: no Spanish yet for ${untranslated.length} strings in ${relative(rootDir, poFile)}:\n  ${untranslated.join('\n  ')}`,
    );
}
