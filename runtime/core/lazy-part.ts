/**
 * The loader of a part of an island that comes when first wanted (a dynamic import, and what is
 * made of it): asked for once and shared by every caller meanwhile; a load that failed (offline)
 * is forgotten, so the next use asks again.
 */
export function lazyPart<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
}
