import type { BuildContext, BuildOptions } from 'esbuild';
export declare const browser: BuildOptions;
export declare const server: BuildOptions;
export declare function build(options?: { watch?: boolean }): Promise<BuildContext[] | null>;
