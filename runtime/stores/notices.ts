import { atom } from 'nanostores';

export interface Notice {
  id: number;
  kind: 'success' | 'error' | 'info';
  /** Plain text from the catalogue, or server HTML when `html` is true. */
  text: string;
  html: boolean;
  /** The widget that raised it. */
  source: string;
}

export const $notices = atom<readonly Notice[]>([]);

let nextId = 1;

export function addNotice(notice: Omit<Notice, 'id' | 'html'> & { html?: boolean }): number {
  const id = nextId++;
  $notices.set([...$notices.get(), { html: false, ...notice, id }]);
  return id;
}

export function dismissNotice(id: number): void {
  $notices.set($notices.get().filter((n) => n.id !== id));
}
