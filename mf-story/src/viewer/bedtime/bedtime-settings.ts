import { useSyncExternalStore } from 'react';
import { DEFAULT_SLEEP_TIMER, isSleepTimerMinutes, type SleepTimerMinutes } from './sleep-timer.ts';

// Bedtime mode's choices, kept on this device only (a phone by the bed, not the account).
const STORAGE_KEY = 'dreamweaver.bedtime';
// Whether the mode is on, mirrored for the bff, which then sends a viewer page already in the night
// palette (<html data-bedtime="on">), so its first frame is not a day one (bff/src/frontend/index.ts).
const COOKIE = 'dreamweaver.bedtime';

export interface BedtimeSettings {
  on: boolean;
  sleepTimer: SleepTimerMinutes;
  /** Hold a screen wake lock while the story plays (off: the phone may dim and lock as usual). */
  keepScreenOn: boolean;
}

const DEFAULTS: BedtimeSettings = { on: false, sleepTimer: DEFAULT_SLEEP_TIMER, keepScreenOn: false };

/** The stored settings; anything missing or malformed falls back to the defaults. */
export function parseBedtimeSettings(stored: string | null): BedtimeSettings {
  let value: Record<string, unknown> = {};
  try {
    const parsed: unknown = stored ? JSON.parse(stored) : {};
    if (parsed && typeof parsed === 'object') value = parsed as Record<string, unknown>;
  } catch {
    // a broken entry is as good as none
  }
  return {
    on: value.on === true,
    sleepTimer: isSleepTimerMinutes(value.sleepTimer) ? value.sleepTimer : DEFAULTS.sleepTimer,
    keepScreenOn: value.keepScreenOn === true,
  };
}

function readSettings(): BedtimeSettings {
  try {
    return parseBedtimeSettings(window.localStorage.getItem(STORAGE_KEY));
  } catch {
    return DEFAULTS; // storage blocked (private mode): the mode still works for this visit
  }
}

/** The cookie says 'on' exactly while the mode is on; set or dropped only when it says otherwise. */
function mirrorIntoCookie(on: boolean) {
  const said = document.cookie.split('; ').includes(`${COOKIE}=on`);
  if (said === on) return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const lifetime = on ? 'Max-Age=31536000' : 'Max-Age=0';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers the site supports
  document.cookie = `${COOKIE}=on; Path=/; ${lifetime}; SameSite=Lax${secure}`;
}

// One copy for the page, so the viewer page's palette and the reader's switch always agree.
let current: BedtimeSettings | null = null;
const listeners = new Set<() => void>();
const snapshot = () => {
  if (!current) {
    current = readSettings();
    // A choice made before the cookie existed (or with the cookie cleared) reaches the bff from the next page on.
    mirrorIntoCookie(current.on);
  }
  return current;
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Changes the settings and remembers them on the device. */
export function changeBedtimeSettings(changes: Partial<BedtimeSettings>) {
  current = { ...snapshot(), ...changes };
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(current));
  } catch {
    // not remembered, still applied
  }
  mirrorIntoCookie(current.on);
  for (const listener of listeners) listener();
}

/** The bedtime settings as stored on this device (the page's copy of them). */
export function useBedtimeSettings(): BedtimeSettings {
  return useSyncExternalStore(subscribe, snapshot, () => DEFAULTS);
}
