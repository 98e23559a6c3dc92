/** Absolute path of wordpress-plugin/islands/ (the plugin's own PHP). */
export const pluginSource: string;
/** File name of the package the build writes beside the bundle: islands-wordpress-plugin.zip. */
export const zipName: string;
export interface PluginManifest {
  version: string;
  entry: string;
  preload: { entry: string[]; widgets: Record<string, string[]> };
  handles: Record<string, string[]>;
  base: Record<string, string>;
  renderedWhen: Record<string, string>;
  preloadWhere: Record<string, string[]>;
  styles: Record<string, string[]>;
  builder: {
    handles: readonly string[];
    elements: Readonly<Record<string, Readonly<Record<string, readonly string[] | null>>>>;
    settings: Readonly<Record<string, readonly string[] | null>>;
  };
}
/** What build.json holds, from $outRoot/meta.json and the bundle in bundleDir. */
export function buildManifest(dirs: { outRoot: string; bundleDir: string }): PluginManifest;
/** Writes $outRoot/islands-wordpress-plugin.zip; returns its path. */
export function packagePlugin(dirs: { outRoot: string; bundleDir: string }): string;
/** The groups' registries (widgets/<group>/registry.ts), which widgets/registry.ts composes. */
export function groupRegistries(): string[];
/** Each island's default strategy, read from the groups' registries. */
export function registryStrategies(): Record<string, string>;
/** The entry's static imports and the chunks of each island that mounts at load, relative to bundleDir, from esbuild's metafile. */
export function preloads(
  meta: { outputs: Record<string, { entryPoint?: string; imports: { path: string; kind: string }[] }> },
  bundleDir: string,
  strategies?: Record<string, string>,
): { entry: string[]; widgets: Record<string, string[]> };
