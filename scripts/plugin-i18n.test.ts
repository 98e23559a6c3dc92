// @vitest-environment node
// The plugin's translation files are what the sources make (node scripts/plugin-i18n.mjs), every
// string has its Spanish, and the .mo WordPress loads says what the .po says.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { browserMessages, placeholderNotes } from '../wordpress-plugin/messages.mjs';
import {
  extract,
  messagesFile,
  moBytes,
  moFile,
  poFile,
  poText,
  potFile,
  readMo,
  readPo,
  spanishCatalogue,
  translationFiles,
} from './plugin-i18n.mjs';

describe("the plugin's translations", () => {
  it('are up to date with the PHP, wordpress-plugin/messages.mjs and the catalogue (run node scripts/plugin-i18n.mjs)', async () => {
    const made = await translationFiles();
    for (const file of [messagesFile, potFile, poFile]) expect(readFileSync(file, 'utf8'), file).toBe(made.get(file));
    expect(Buffer.compare(readFileSync(moFile), Buffer.from(made.get(moFile)!)), moFile).toBe(0);
  });

  it('give every string of the plugin a Spanish translation, and each browser message its catalogue text word for word', async () => {
    const po = readPo(readFileSync(poFile, 'utf8'));
    expect([...po].filter(([, msgstr]) => !msgstr).map(([msgid]) => msgid)).toEqual([]);
    const spanish = await spanishCatalogue();
    for (const [key, english] of Object.entries(browserMessages)) expect(po.get(english), key).toBe(spanish[key]);
    expect(readMo(readFileSync(moFile))).toEqual(po);
  });

  it('note, for translators, what fills each placeholder, and keep the same placeholders as the Spanish', async () => {
    const spanish = await spanishCatalogue();
    const placeholders = (text: string) => (text.match(/%(?:\d+\$)?s%?/g) ?? []).sort();
    for (const [key, english] of Object.entries(browserMessages)) {
      expect(placeholders(english), key).toEqual(placeholders(spanish[key] ?? ''));
      expect(!!placeholderNotes[key], `${key}: a translators' note exactly where there is a placeholder`).toBe(
        placeholders(english).length > 0,
      );
    }
  });

  it('extracts the msgids with their translators’ notes, and writes .po and .mo files that read back', () => {
    const found = extract([
      [
        '/x/a.php',
        "<?php\n/* translators: %s: a name */\n$a = sprintf( __( 'Hello %s', 'islands' ), $n );\nesc_html_e( 'It\\'s here', 'islands' ); __( 'Other', 'woocommerce' );",
      ],
    ]);
    expect([...found.keys()]).toEqual(['Hello %s', "It's here"]);
    expect(found.get('Hello %s')?.note).toBe('%s: a name');
    const translations = new Map([
      ['Hello %s', 'Hola "%s"\n'],
      ["It's here", 'Está aquí'],
    ]);
    expect(readPo(poText(found, 'es_ES', translations))).toEqual(translations);
    expect(readMo(moBytes(translations, 'es_ES'))).toEqual(translations);
  });
});
