// The npm packages whose code the bundle carries, and their licences. The bundle keeps no legal
// comments (esbuild's legalComments: 'none': no page downloads them), so their notices ship in one
// file beside it, bundle/THIRD-PARTY-LICENSES.txt: in the folder a theme copies and in the plugin's zip.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const rootDir = fileURLToPath(new URL('..', import.meta.url));
export const LICENSES_FILE = 'THIRD-PARTY-LICENSES.txt';

/**
 * The packages esbuild read into the outputs of the given metafiles, by name, sorted.
 * @param {{ outputs: Record<string, { inputs?: Record<string, unknown> }> }[]} metafiles
 * @returns {string[]}
 */
export function bundledPackages(metafiles) {
  const names = new Set();
  for (const meta of metafiles) {
    for (const output of Object.values(meta.outputs)) {
      for (const input of Object.keys(output.inputs ?? {})) {
        const name = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input)?.[1];
        if (name) names.add(name);
      }
    }
  }
  return [...names].sort();
}

/**
 * The text of THIRD-PARTY-LICENSES.txt: each bundled package's name, version, licence and its own
 * licence file. A package without one is an error: its notice could not be shipped.
 * @param {{ outputs: Record<string, { inputs?: Record<string, unknown> }> }[]} metafiles
 * @returns {string}
 */
export function thirdPartyLicenses(metafiles) {
  const sections = bundledPackages(metafiles).map((name) => {
    const dir = join(rootDir, 'node_modules', name);
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    const file = readdirSync(dir).find((f) => /^licen[cs]e(\.(md|txt))?$/i.test(f));
    if (!file) throw new Error(`licenses: ${name} has no licence file to ship`);
    return `${name} ${pkg.version} (${pkg.license})\n${'='.repeat(72)}\n\n${readFileSync(join(dir, file), 'utf8').trim()}\n`;
  });
  return `The Islands bundle carries code of these packages, each under its own licence.\n\n${sections.join('\n\n')}`;
}
