export interface FixturePage {
  path: string;
  label: string;
  /** Visited first in the same browser context when the page needs state. */
  setup?: string;
}
export const fixturePages: readonly FixturePage[];
