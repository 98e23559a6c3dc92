/** Island name → the WordPress script handles it stands in for. */
export const replacedHandles: Readonly<Record<string, readonly string[]>>;
/** Scripts with nothing to do unless another script builds on them → why. */
export const baseHandles: Readonly<Record<string, string>>;
/** Replaced script handle → stylesheet handles that go with it. */
export const replacedStyles: Readonly<Record<string, readonly string[]>>;
/** Handle → the islands that replace it. */
export function handlesToWidgets(): Record<string, string[]>;
/** Handle enqueued on every page → the action its plugin fires when it renders its markup. */
export const renderedWhen: Readonly<Record<string, string>>;
/** Island → where its markup is: `body.<class>` the body has, or a hook WordPress has run (its modulepreload hint). */
export const preloadWhere: Readonly<Record<string, readonly string[]>>;
/** The page builder's scripts: replaced only where every Elementor element is covered. */
export const builderHandles: readonly string[];
/** Elementor element name → front-end setting → allowed values (null: any). */
export const builderElements: Readonly<Record<string, Readonly<Record<string, readonly string[] | null>>>>;
/** Front-end settings any element may carry → allowed values. */
export const builderSettings: Readonly<Record<string, readonly string[] | null>>;
