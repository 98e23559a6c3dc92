// The real site's lifecycle lives in scripts/real-site.mjs, shared with the real-site bench.
export * from '../../scripts/real-site.mjs';
