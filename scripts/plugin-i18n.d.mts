export const pluginDir: string;
export const messagesFile: string;
export const potFile: string;
export const poFile: string;
export const moFile: string;
/** The built-in Spanish catalogue, key → text. */
export function spanishCatalogue(): Promise<Record<string, string>>;
/** includes/messages.php as the sources make it. */
export function messagesPhp(spanish: Record<string, string>): string;
/** msgid → where it is used and its translators' note, from [path, text] pairs. */
export function extract(files: Array<[string, string]>): Map<string, { refs: string[]; note: string }>;
/** msgid → msgstr of a .po file. */
export function readPo(text: string): Map<string, string>;
/** The .pot (no language), or a .po with its translations. */
export function poText(found: Map<string, { refs: string[]; note: string }>, language?: string, translations?: Map<string, string>): string;
/** A .mo file of the translations. */
export function moBytes(entries: Map<string, string>, language: string): Buffer;
/** msgid → msgstr read back from a .mo file. */
export function readMo(bytes: Buffer): Map<string, string>;
/** What the sources make: path → contents. */
export function translationFiles(): Promise<Map<string, string | Buffer>>;
