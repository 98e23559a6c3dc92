/**
 * The runtime's own event, fired on an island's element once it has mounted (detail: { name }).
 * A file of its own: the entry (mount.ts) needs only this name, and widgets reach it through
 * events.ts; importing either file from the other would move the runtime out of the entry into a
 * chunk every page loads as one more file.
 */
export const MOUNTED_EVENT = 'islands:mounted';
