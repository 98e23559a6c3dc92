// The popup rules' own use of the visitor's storage (runtime/stores/visitor.ts keeps the counters):
// apart from visitor.ts, which every page loads with the entry, so that only pages with a popup
// fetch these.
import { area } from './visitor.ts';

/**
 * Whether the storage object can be kept at all (private mode, a sandboxed frame or a full quota
 * say no): the popup rules that need the visitor's history are then left out.
 */
export function storageWorks(session = false): boolean {
  try {
    const store = area(session);
    if (!store) return false;
    const text = store.getItem('elementor');
    store.setItem('elementor', text ?? '{}');
    if (text === null) store.removeItem('elementor');
    return true;
  } catch {
    return false;
  }
}

/** A sessionStorage key of its own, outside the object (the per-session popup impression count). */
export function readSessionKey(key: string): string | null {
  try {
    return area(true)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeSessionKey(key: string, value: string): void {
  try {
    area(true)?.setItem(key, value);
  } catch {
    /* quota or disabled storage, as visitor.ts writes */
  }
}
