import { useEffect } from 'react';

/**
 * Holds a screen wake lock while `wanted` (the parent chose 'keep screen on' and the screen is not
 * meant to go dark yet). The browser drops the lock when the page is hidden, so it is asked for again
 * when the page comes back.
 */
export function useWakeLock(wanted: boolean) {
  useEffect(() => {
    if (!wanted || !('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let done = false;
    const request = () => {
      if (done || document.visibilityState !== 'visible' || (lock && !lock.released)) return;
      navigator.wakeLock.request('screen').then(
        (sentinel) => {
          if (done) void sentinel.release();
          else lock = sentinel;
        },
        (error: unknown) => console.info('[mf-story] the screen may still turn off:', error),
      );
    };
    request();
    document.addEventListener('visibilitychange', request);
    return () => {
      done = true;
      document.removeEventListener('visibilitychange', request);
      if (lock && !lock.released) void lock.release();
    };
  }, [wanted]);
}
