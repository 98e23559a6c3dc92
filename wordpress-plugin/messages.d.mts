/** Message key → its English source text (the plugin's msgid). */
export const browserMessages: Readonly<Record<string, string>>;
/** Message key → what the browser puts in its placeholders (the translators' note). */
export const placeholderNotes: Readonly<Record<string, string>>;
