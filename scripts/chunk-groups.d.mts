import type { Metafile, Plugin } from 'esbuild';
/** esbuild plugin: each group's modules share one chunk (see the .mjs). */
export declare function chunkGroups(root: string, groups: Record<string, string[]>): Plugin;
/** The groups a build spread over more than one chunk, described (empty when each is one chunk). */
export declare function spreadGroups(root: string, groups: Record<string, string[]>, metafile: Metafile): string[];
/** The member modules nothing but the group's hub imports in a build. */
export declare function unusedMembers(root: string, groups: Record<string, string[]>, metafile: Metafile): string[];
