import { useCallback, useState } from 'react';
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

/** The bedtime settings and a setter that remembers them on the device. */
export function useBedtimeSettings(): [BedtimeSettings, (changes: Partial<BedtimeSettings>) => void] {
  const [settings, setSettings] = useState(readSettings);
  const change = useCallback((changes: Partial<BedtimeSettings>) => {
    setSettings((current) => {
      const next = { ...current, ...changes };
      try {
        window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
      } catch {
        // not remembered, still applied
      }
      return next;
    });
  }, []);
  return [settings, change];
}
