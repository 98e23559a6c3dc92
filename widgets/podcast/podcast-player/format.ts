// Times and speeds as the player shows and speaks them (SPEC §9, podcast player).
import { t } from '../../../runtime/i18n/parts/podcast.ts';

const pad = (n: number): string => String(n).padStart(2, '0');

/** MM:SS under an hour, HH:MM:SS from an hour on. */
export function clock(seconds: number): string {
  const s = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(s / 3600);
  const mmss = `${pad(Math.floor(s / 60) % 60)}:${pad(s % 60)}`;
  return h ? `${pad(h)}:${mmss}` : mmss;
}

/** The <time datetime> of a duration: PT1H2M3S. */
export function isoDuration(seconds: number): string {
  const s = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `PT${Math.floor(s / 3600)}H${Math.floor(s / 60) % 60}M${s % 60}S`;
}

/** "1 minuto y 5 segundos": what the seek slider says instead of a bare number. */
export function spokenTime(seconds: number): string {
  const s = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const parts: string[] = [];
  const h = Math.floor(s / 3600);
  const m = Math.floor(s / 60) % 60;
  if (h) parts.push(t(h === 1 ? 'podcastHour' : 'podcastHours', h));
  if (m) parts.push(t(m === 1 ? 'podcastMinute' : 'podcastMinutes', m));
  if (s % 60 || !parts.length) parts.push(t(s % 60 === 1 ? 'podcastSecond' : 'podcastSeconds', s % 60));
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')}${t('podcastAnd')}${parts.at(-1)}` : parts[0]!;
}

// Speeds are kept in tenths, so stepping by 0.2 never drifts (0.4 + 0.2 + … is not 2.0 in floats).
export const SLOWEST = 4;
export const FASTEST = 20;
const STEP = 2;

/** A playbackRate as tenths; anything outside 0.4–2.0, or off the 0.2 grid, becomes 1. */
export function speedTenths(rate: number): number {
  const tenths = Math.round(rate * 10);
  const onGrid = Math.abs(rate * 10 - tenths) < 1e-6 && tenths % STEP === 0;
  return onGrid && tenths >= SLOWEST && tenths <= FASTEST ? tenths : 10;
}

/** The speed button's cycle: 1 → 1.2 → … → 2.0 → 0.4 → … → 1. */
export const nextSpeed = (tenths: number): number => (tenths >= FASTEST ? SLOWEST : tenths + STEP);
export const faster = (tenths: number): number => Math.min(FASTEST, tenths + STEP);
export const slower = (tenths: number): number => Math.max(SLOWEST, tenths - STEP);

/** "1,2": Spanish decimals. */
export const speedLabel = (tenths: number): string => (tenths % 10 ? `${Math.floor(tenths / 10)},${tenths % 10}` : String(tenths / 10));
