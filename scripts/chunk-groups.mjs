// Shared chunks by design, for esbuild's code splitting (esbuild.config.mjs).
//
// esbuild gives every set of entry points (the entry islands.ts, each widget's lazy chunk) that
// shares a module a chunk of its own. A module the entry and some widgets share is never put in
// the entry, and two runtime modules used by slightly different sets of widgets land in two
// files, even where every page loads both: left alone, each small runtime module (lifetime,
// errors, excerpt, busy, cart-write, …) cost every page one more request.
//
// A group names modules that are to share one chunk. Every import of a member from outside the
// group goes to a proxy module that re-exports the member and imports the group's hub; the hub
// re-exports every member's proxy. Whoever reaches one member thus reaches them all, they have
// the same set of entry points, and esbuild emits them as one chunk. The code is esbuild's own,
// unused exports still left out; each member still imports what it needs directly, so modules
// run in the order their imports say. The build fails if a member is missing or a group ends up
// in more than one chunk, so a group never quietly stops working; unusedMembers() finds a member
// nothing imports any more (scripts/architecture.test.ts asks it of the bundle).
import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';

const NS = 'chunk-group';
/** A project module (a path ending in .ts or .tsx), as opposed to a package name. */
const isModule = (m) => /\.tsx?$/.test(m);
const hasDefault = (file) => /^export\s+(default\b|\{[^}]*\bas\s+default\b)/m.test(readFileSync(file, 'utf8'));

/**
 * @param {string} root the project folder (paths in `groups` are relative to it)
 * @param {Record<string, string[]>} groups group name → project-relative modules, or package names
 * @returns {import('esbuild').Plugin}
 */
export function chunkGroups(root, groups) {
  /** Absolute path of each member module → its group; members that are packages stay in `groups`. */
  const groupOf = new Map();
  for (const [name, members] of Object.entries(groups)) for (const m of members) if (isModule(m)) groupOf.set(resolve(root, m), name);
  const proxy = (path) => ({ path, namespace: NS });
  return {
    name: 'chunk-groups',
    setup(build) {
      // An import of a member from outside its group goes to the member's proxy.
      build.onResolve({ filter: /^[./]/, namespace: 'file' }, (args) => {
        if (args.kind !== 'import-statement' || args.pluginData?.[NS]) return undefined;
        const target = resolve(args.resolveDir, args.path);
        const group = groupOf.get(target);
        return group && groupOf.get(args.importer) !== group ? proxy(target) : undefined;
      });
      // What the hub and the proxies name: a proxy, the hub, or (as esbuild would resolve it) a
      // member itself or a package.
      build.onResolve({ filter: /.*/, namespace: NS }, async (args) => {
        if (args.path.startsWith('proxy:')) return proxy(args.path.slice('proxy:'.length));
        if (args.path.startsWith('hub:')) return proxy(args.path);
        const { path, errors } = await build.resolve(args.path, { kind: args.kind, resolveDir: root, pluginData: { [NS]: true } });
        return errors.length ? { errors } : { path };
      });
      build.onLoad({ filter: /.*/, namespace: NS }, (args) => {
        if (args.path.startsWith('hub:')) {
          const group = args.path.slice('hub:'.length);
          const missing = groups[group].filter((m) => isModule(m) && !existsSync(resolve(root, m)));
          if (missing.length) return { errors: missing.map((m) => ({ text: `chunk-groups: ${m} (group ${group}) does not exist` })) };
          const lines = groups[group].map((m) => `export * from ${JSON.stringify(isModule(m) ? `proxy:${resolve(root, m)}` : m)};`);
          return { contents: lines.join('\n'), loader: 'js', resolveDir: root };
        }
        const file = JSON.stringify(args.path);
        const reexport = `export * from ${file};\n${hasDefault(args.path) ? `export { default } from ${file};\n` : ''}`;
        return { contents: `import "hub:${groupOf.get(args.path)}";\n${reexport}`, loader: 'js', resolveDir: root };
      });
      build.onEnd((result) => {
        if (!result.metafile || result.errors.length) return undefined;
        return { errors: spreadGroups(root, groups, result.metafile).map((text) => ({ text: `chunk-groups: ${text}` })) };
      });
    },
  };
}

/**
 * The groups a build spread over more than one chunk (a member reached some way other than an
 * import statement from a file, such as a lazy import of the member itself).
 * @param {string} root
 * @param {Record<string, string[]>} groups
 * @param {import('esbuild').Metafile} metafile
 * @returns {string[]}
 */
export function spreadGroups(root, groups, metafile) {
  const problems = [];
  for (const [name, members] of Object.entries(groups)) {
    const outputs = new Set();
    for (const m of members) {
      const inPackage = isModule(m) ? null : `node_modules/${m}/`;
      for (const [out, o] of Object.entries(metafile.outputs)) {
        if (Object.keys(o.inputs).some((i) => (inPackage ? rel(root, i).includes(inPackage) : rel(root, i) === rel(root, m))))
          outputs.add(out);
      }
    }
    if (outputs.size > 1) problems.push(`group ${name} is spread over ${outputs.size} chunks (${[...outputs].join(', ')})`);
  }
  return problems;
}

/**
 * The member modules nothing but the group's hub imports in a build: the hub alone would bundle
 * them for nothing. Meaningful for the whole bundle only (a test build of one module uses few).
 * @param {string} root
 * @param {Record<string, string[]>} groups
 * @param {import('esbuild').Metafile} metafile
 * @returns {string[]}
 */
export function unusedMembers(root, groups, metafile) {
  /** What the bundle's own modules import (an import of a proxy counts for its member). */
  const imported = new Set();
  for (const [input, { imports }] of Object.entries(metafile.inputs)) {
    if (input.startsWith(`${NS}:`)) continue;
    for (const i of imports) imported.add(rel(root, i.path.startsWith(`${NS}:`) ? i.path.slice(NS.length + 1) : i.path));
  }
  return Object.values(groups).flatMap((members) => members.filter((m) => isModule(m) && !imported.has(rel(root, m))));
}

/** A metafile path (or an absolute one) relative to the project, with / separators; the plugin's own as they are. */
const rel = (root, p) => (p.startsWith(`${NS}:`) ? p : relative(root, resolve(root, p)).split(sep).join('/'));
