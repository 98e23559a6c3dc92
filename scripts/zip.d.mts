/** A zip archive (deflate) of the entries, dated `date` (now); a name ending in "/" is a folder. */
export function zip(entries: { name: string; data?: Buffer }[], date?: Date): Buffer;
