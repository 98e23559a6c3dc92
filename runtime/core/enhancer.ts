import type { Cleanup, EnhancerModule, MountContext } from './types.ts';

/**
 * A plain-TypeScript enhancer: it adds behaviour to the server markup it is given. Listeners,
 * timers and requests end with ctx.signal; it returns a cleanup only for what they cannot undo.
 * It never imports React.
 */
export function defineEnhancer<P = Record<string, never>>(
  enhance: (el: HTMLElement, props: P, ctx: MountContext) => Cleanup | void,
  parseProps: (raw: unknown, element: HTMLElement) => P = () => ({}) as P,
): EnhancerModule<P> {
  return { parseProps, mount: enhance };
}
