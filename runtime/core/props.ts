import { excerpt } from './excerpt.ts';

/**
 * The raw props of an island: the data-props attribute, or a child
 * <script type="application/json" data-props>. Selector-matched markup without either gets {}.
 * Throws the JSON.parse SyntaxError together with the text that failed.
 */
export function readRawProps(el: HTMLElement): unknown {
  const attr = el.getAttribute('data-props');
  // Among the children only: a query from the body (several islands mount on it) would read the whole page.
  const text = attr ?? [...el.children].find((c) => c.matches('script[type="application/json"][data-props]'))?.textContent ?? null;
  if (text === null || text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch (cause) {
    throw new PropsJsonError(text, cause);
  }
}

// Assigned, not declared as class fields: target es2020 turns fields into defineProperty calls.
export class PropsJsonError extends Error {
  constructor(text: string, cause: unknown) {
    super(`data-props is not valid JSON: ${excerpt(text)}`);
    this.name = 'PropsJsonError';
    this.cause = cause;
  }
}
