/** A zip archive (deflate, fixed dates) of the entries; a name ending in "/" is a folder. */
export function zip(entries: { name: string; data?: Buffer }[]): Buffer;
