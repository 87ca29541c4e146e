import { useEffect } from 'react';
import { holdBackToasts } from '@dreamweaver/web-kit';
import { useBedtimeSettings } from './bedtime-settings.ts';

/**
 * On a viewer page with bedtime mode on, the whole page (the shell's sky too, and the page's loading
 * and error states) takes the night palette, and only purchase and error toasts show. The bff sends
 * a viewer page with the attribute already set when the mode's cookie says it is on
 * (bedtime-settings.ts); the device's own settings decide from here on, so it goes when they say off.
 */
export function useNightPalette() {
  const { on } = useBedtimeSettings();
  useEffect(() => {
    const root = document.documentElement;
    if (!on) {
      delete root.dataset.bedtime;
      return;
    }
    root.dataset.bedtime = 'on';
    const release = holdBackToasts();
    return () => {
      delete root.dataset.bedtime;
      release();
    };
  }, [on]);
}
