import { useSyncExternalStore } from 'react';
import { DEFAULT_SLEEP_TIMER, isSleepTimerMinutes, type SleepTimerMinutes } from './sleep-timer.ts';

// Bedtime mode's choices, kept on this device only (a phone by the bed, not the account).
const STORAGE_KEY = 'dreamweaver.bedtime';

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

// One copy for the page, so the viewer page's palette and the reader's switch always agree.
let current: BedtimeSettings | null = null;
const listeners = new Set<() => void>();
const snapshot = () => {
  current ??= readSettings();
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
  for (const listener of listeners) listener();
}

/** The bedtime settings as stored on this device (the page's copy of them). */
export function useBedtimeSettings(): BedtimeSettings {
  return useSyncExternalStore(subscribe, snapshot, () => DEFAULTS);
}
