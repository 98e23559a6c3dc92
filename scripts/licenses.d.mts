type Metafile = { outputs: Record<string, { inputs?: Record<string, unknown> }> };
export const LICENSES_FILE: string;
/** The packages esbuild read into the outputs of the given metafiles, by name, sorted. */
export function bundledPackages(metafiles: Metafile[]): string[];
/** The text of THIRD-PARTY-LICENSES.txt: each bundled package's name, version, licence and licence file. */
export function thirdPartyLicenses(metafiles: Metafile[]): string;
