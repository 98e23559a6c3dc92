import type { Metafile, Plugin } from 'esbuild';
/** esbuild plugin: each group's modules share one chunk (see the .mjs). */
export declare function chunkGroups(root: string, groups: Record<string, string[]>): Plugin;
/** What went wrong with the groups in a build's metafile (empty when every group is one chunk). */
export declare function checkGroups(root: string, groups: Record<string, string[]>, metafile: Metafile): string[];
