import type { bedtime as en } from '../en/bedtime.ts';

// Der Schlafenszeit-Modus im Story-Viewer.
export const bedtime: Record<keyof typeof en, string> = {
  'bedtime.switch': 'Schlafenszeit',
  'bedtime.settings': 'Einstellungen für die Schlafenszeit',
  'bedtime.sleepTimer': 'Einschlafklang',
  'bedtime.sleepTimer.off': 'Aus',
  'bedtime.sleepTimer.minutes': '{minutes} Min.',
  'bedtime.keepScreenOn': 'Bildschirm anlassen',
  'bedtime.goodnight': 'Schlaf gut',
  'bedtime.wake': 'Tippen, um die Geschichte wieder zu sehen',
};
