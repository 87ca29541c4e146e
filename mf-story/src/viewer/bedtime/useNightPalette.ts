import { useEffect } from 'react';
import { holdBackToasts } from '@dreamweaver/web-kit';
import { useBedtimeSettings } from './bedtime-settings.ts';

/**
 * On a viewer page with bedtime mode on, the whole page (the shell's sky too, and the page's loading
 * and error states) takes the night palette, and only purchase and error toasts show.
 */
export function useNightPalette() {
  const { on } = useBedtimeSettings();
  useEffect(() => {
    if (!on) return;
    const root = document.documentElement;
    root.dataset.bedtime = 'on';
    const release = holdBackToasts();
    return () => {
      delete root.dataset.bedtime;
      release();
    };
  }, [on]);
}
