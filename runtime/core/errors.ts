// The runtime's error values: what a bad island is called and how its element is named in the log.
import { shorten } from './excerpt.ts';

/** A bad data-props, unknown widget or props that fail parseProps. */
export class IslandError extends Error {
  constructor(widget: string, message: string) {
    super(`[islands:${widget}] ${message}`);
    this.name = 'IslandError';
  }
}

/** A short description of an element for error messages: tag, id, classes. */
export function describe(el: Element): string {
  const id = el.id ? `#${el.id}` : '';
  const cls = typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
  return `<${el.tagName.toLowerCase()}${shorten(id + cls)}>`;
}
