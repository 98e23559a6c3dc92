// The anti-spam behaviour record (docs/site.md#anti-spam-behaviour-fields): what real keyboard,
// mouse, touch and scroll use looks like, kept small. Each handler does a few assignments; mouse
// moves, touch moves and scrolls are sampled in 500 ms bursts, so a burst costs one timer, not
// one per event. Lists keep at most 100 entries while their counts keep counting.
import { later } from '../../../runtime/core/lifetime.ts';

export const SAMPLE_MS = 500;
export const MAX_ENTRIES = 100;

/** A bounded list: the newest MAX_ENTRIES entries, and how many there were in all. */
export class Timings {
  entries: number[][] = [];
  count = 0;
  push(entry: number[]): void {
    this.count++;
    this.entries.push(entry);
    if (this.entries.length > MAX_ENTRIES) this.entries.shift();
  }
  /** "a[,b];" per entry, the format the anti-spam service reads. */
  toString(): string {
    return this.entries.map((e) => `${e.join(',')};`).join('');
  }
}

/** Per form: its keys. */
export class FormRecord {
  inputBegin: number | null = null;
  keypresses = new Timings();
  modifierKeys: number[] = [];
  correctionKeys: number[] = [];
}

const MODIFIERS = new Set(['Shift', 'CapsLock']);
const CORRECTIONS = new Set([
  'Backspace',
  'Delete',
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

/** Counts bursts of an event: a burst ends SAMPLE_MS after its last event. Its timer ends with `signal`. */
class Bursts {
  count = 0;
  private last = 0;
  private open = false;
  constructor(
    private readonly signal: AbortSignal,
    private readonly onEnd?: () => void,
  ) {}
  hit(now: number): boolean {
    this.last = now;
    if (this.open) return false;
    this.open = true;
    this.count++;
    this.arm(SAMPLE_MS);
    return true;
  }
  private arm(delay: number): void {
    later(
      this.signal,
      () => {
        const quiet = Date.now() - this.last;
        if (quiet < SAMPLE_MS) return this.arm(SAMPLE_MS - quiet);
        this.open = false;
        this.onEnd?.();
      },
      delay,
    );
  }
}

export class Collector {
  readonly forms = new WeakMap<HTMLFormElement, FormRecord>();
  readonly mouseclicks = new Timings();
  readonly mousemoves = new Timings();
  readonly touchEvents = new Timings();
  private keysDown = new Map<string, number>();
  private lastKeydown: number | null = null;
  private lastKeyup: number | null = null;
  private keydownGap = new Map<string, number>();
  private mousedownAt: number | null = null;
  private lastMouseup: number | null = null;
  private touchstartAt: number | null = null;
  private lastTouchend: number | null = null;
  private move = { startAt: 0, lastAt: 0, x0: 0, y0: 0, x: 0, y: 0 };
  private readonly moves: Bursts;
  readonly touchmoves: Bursts;
  readonly scrolls: Bursts;

  /** `signal` ends the burst timers (the island's). */
  constructor(signal: AbortSignal) {
    this.moves = new Bursts(signal, () => {
      const m = this.move;
      const distance = Math.round(Math.hypot(m.x - m.x0, m.y - m.y0));
      if (distance > 0) this.mousemoves.push([m.lastAt - m.startAt, distance]);
    });
    this.touchmoves = new Bursts(signal);
    this.scrolls = new Bursts(signal);
  }

  record(form: HTMLFormElement): FormRecord {
    let rec = this.forms.get(form);
    if (!rec) this.forms.set(form, (rec = new FormRecord()));
    return rec;
  }

  resetKeys(): void {
    this.keysDown.clear();
    this.keydownGap.clear();
    this.lastKeydown = this.lastKeyup = null;
  }

  keydown(form: HTMLFormElement, key: string, now: number): void {
    if (this.keysDown.has(key)) return; // auto-repeat
    const rec = this.record(form);
    rec.inputBegin ??= now;
    const previous = Math.max(this.lastKeydown ?? 0, this.lastKeyup ?? 0);
    this.keysDown.set(key, now);
    if (previous && now - previous) this.keydownGap.set(key, now - previous);
    this.lastKeydown = now;
  }

  keyup(form: HTMLFormElement, key: string, now: number): void {
    const down = this.keysDown.get(key);
    this.keysDown.delete(key);
    this.lastKeyup = now;
    if (down === undefined) return;
    const rec = this.record(form);
    if (MODIFIERS.has(key)) rec.modifierKeys.push(rec.keypresses.count - 1);
    else if (CORRECTIONS.has(key)) rec.correctionKeys.push(rec.keypresses.count - 1);
    else {
      const gap = this.keydownGap.get(key);
      rec.keypresses.push(gap ? [now - down, gap] : [now - down]);
    }
    if (rec.modifierKeys.length > MAX_ENTRIES) rec.modifierKeys.shift();
    if (rec.correctionKeys.length > MAX_ENTRIES) rec.correctionKeys.shift();
  }

  mousedown(now: number): void {
    this.mousedownAt = now;
  }

  mouseup(now: number): void {
    const hold = this.mousedownAt === null ? 0 : now - this.mousedownAt;
    this.mouseclicks.push(this.lastMouseup === null ? [hold] : [hold, now - this.lastMouseup]);
    this.lastMouseup = now;
    this.mousedownAt = null;
    this.resetKeys();
  }

  mousemove(x: number, y: number, now: number): void {
    const m = this.move;
    if (this.moves.hit(now)) Object.assign(m, { startAt: now, x0: x, y0: y });
    Object.assign(m, { lastAt: now, x, y });
  }

  touchstart(now: number): void {
    this.touchstartAt = now;
  }

  touchend(now: number): void {
    const held = this.touchstartAt === null ? 0 : now - this.touchstartAt;
    this.touchEvents.push(this.lastTouchend === null ? [held] : [held, now - this.lastTouchend]);
    this.lastTouchend = now;
    this.resetKeys();
  }

  /** The 14 fields, by key without prefix. */
  fields(form: HTMLFormElement, now: number): Record<string, string> {
    const rec = this.record(form);
    return {
      bib: rec.inputBegin === null ? '' : String(rec.inputBegin),
      bfs: String(now),
      bkpc: String(rec.keypresses.count),
      bkp: rec.keypresses.toString(),
      bmc: this.mouseclicks.toString(),
      bmcc: String(this.mouseclicks.count),
      bmk: rec.modifierKeys.join(';'),
      bck: rec.correctionKeys.join(';'),
      bmmc: String(this.mousemoves.count),
      btmc: String(this.touchmoves.count),
      bsc: String(this.scrolls.count),
      bte: this.touchEvents.toString(),
      btec: String(this.touchEvents.count),
      bmm: this.mousemoves.toString(),
    };
  }
}
