import type { Cleanup, MountContext, WidgetModule } from './types.ts';

/**
 * A plain-TypeScript enhancer: it adds behaviour to the server markup it is given and returns the
 * function that removes it again. It never imports React.
 */
export function defineEnhancer<P = Record<string, never>>(
  enhance: (el: HTMLElement, props: P, ctx: MountContext) => Cleanup,
  parseProps: (raw: unknown, element: HTMLElement) => P = () => ({}) as P,
): WidgetModule<P> {
  return { kind: 'enhancer', parseProps, mount: enhance };
}
