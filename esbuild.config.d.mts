import type { BuildContext, BuildOptions } from 'esbuild';
/** Where the build writes: dist/ unless ISLANDS_DIST says otherwise. */
export declare const outRoot: string;
/** The browser bundle's own folder (islands.js and chunks/), served as /islands/. */
export declare const bundleDir: string;
/** Modules that share one chunk per group (scripts/chunk-groups.mjs). */
export declare const sharedChunks: Record<string, string[]>;
export declare const browser: BuildOptions;
export declare const server: BuildOptions;
export declare function build(options?: { watch?: boolean }): Promise<BuildContext[] | null>;
