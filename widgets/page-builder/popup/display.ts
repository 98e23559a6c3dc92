// The dialog's display settings (docs/popups.md#the-dialog), resolved for the current device when
// the popup shows.
import { deviceMode } from './environment.ts';
import { num, on, str } from './values.ts';

export interface DialogProps {
  id: string;
  classes: string;
  /** Seconds before the close button appears. */
  closeDelay: number;
  closeOutside: boolean;
  entrance: string;
  exit: string;
  /** entrance_animation_duration.size, used both ways. */
  seconds: number;
  preventScroll: boolean;
  /** close_automatically, seconds; 0 never. */
  autoClose: number;
  escCloses: boolean;
  backgroundCloses: boolean;
}

/** Smallest first: a responsive setting falls back to the next larger device's, then desktop's. */
const DEVICES = ['mobile', 'mobile_extra', 'tablet', 'tablet_extra', 'laptop'];

export function dialogProps(id: string, raw: Record<string, unknown>, win: Window): DialogProps {
  const responsive = Object.keys(raw).some((key) => /_animation_[a-z_]+$/.test(key) && !key.endsWith('_duration'));
  const device = responsive ? deviceMode(win) : 'desktop';
  const forDevice = (key: string) => {
    const from = DEVICES.indexOf(device);
    const keys = device === 'widescreen' ? [`${key}_widescreen`] : from < 0 ? [] : DEVICES.slice(from).map((d) => `${key}_${d}`);
    return str([...keys, key].map((k) => raw[k]).find((v) => v !== undefined && v !== '') ?? '');
  };
  return {
    id,
    classes: str(raw.classes).trim(),
    closeDelay: num(raw.close_button_delay, 0),
    closeOutside: raw.close_button_position === 'outside',
    entrance: forDevice('entrance_animation'),
    exit: forDevice('exit_animation'),
    seconds: num((raw.entrance_animation_duration as { size?: unknown } | undefined)?.size, 1.2),
    preventScroll: on(raw.prevent_scroll),
    autoClose: num(raw.close_automatically, 0),
    escCloses: !on(raw.prevent_close_on_esc_key),
    backgroundCloses: !on(raw.prevent_close_on_background_click),
  };
}
