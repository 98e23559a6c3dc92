import type { BuildContext, BuildOptions } from 'esbuild';
/** Where the build writes: dist/ unless ISLANDS_DIST says otherwise. */
export declare const outRoot: string;
/** The browser bundle's own folder (islands.js and chunks/), served as /islands/. */
export declare const bundleDir: string;
/** Modules that share one chunk per group (scripts/chunk-groups.mjs). */
export declare const sharedChunks: Record<string, string[]>;
export declare const browser: BuildOptions;
/** The field data's two files, vitals.js and vitals-reporter.js (docs/vitals.md). */
export declare const standalone: BuildOptions;
export declare const server: BuildOptions;
export declare function build(options?: { watch?: boolean }): Promise<BuildContext[] | null>;
