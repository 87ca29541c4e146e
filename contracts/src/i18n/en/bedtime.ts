// Bedtime mode in the story viewer.
export const bedtime = {
  'bedtime.switch': 'Bedtime',
  'bedtime.settings': 'Bedtime settings',
  'bedtime.sleepTimer': 'Sleep sound',
  'bedtime.sleepTimer.off': 'Off',
  'bedtime.sleepTimer.minutes': '{minutes} min',
  'bedtime.keepScreenOn': 'Keep screen on',
  'bedtime.goodnight': 'Sleep well',
  'bedtime.wake': 'Tap to see the story again',
} as const;
