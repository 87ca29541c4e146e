import { useI18n } from '@dreamweaver/web-kit';
import type { BedtimeSettings } from './bedtime-settings.ts';
import { SLEEP_TIMER_MINUTES, isSleepTimerMinutes } from './sleep-timer.ts';

interface Props {
  settings: BedtimeSettings;
  onChange: (changes: Partial<BedtimeSettings>) => void;
}

/** The Bedtime switch (a moon) and, while it is on, the sleep sound's timer and 'Keep screen on'. */
export function BedtimeControls({ settings, onChange }: Props) {
  const { t } = useI18n();
  return (
    <div className="viewer-bedtime" role="group" aria-label={t('bedtime.settings')} data-testid="bedtime-controls">
      <label className="viewer-switch viewer-bedtime__switch">
        <input
          type="checkbox"
          // biome-ignore lint/a11y/useAriaPropsForRole: a checkbox's own checked state is its aria-checked
          role="switch"
          checked={settings.on}
          onChange={(e) => onChange({ on: e.currentTarget.checked })}
        />
        <span className="viewer-switch__track" aria-hidden="true" />
        <MoonIcon />
        <span>{t('bedtime.switch')}</span>
      </label>
      {settings.on ? (
        <>
          <label className="viewer-bedtime__field">
            <span>{t('bedtime.sleepTimer')}</span>
            <select
              value={settings.sleepTimer}
              onChange={(e) => {
                const minutes = Number(e.currentTarget.value);
                if (isSleepTimerMinutes(minutes)) onChange({ sleepTimer: minutes });
              }}
            >
              {SLEEP_TIMER_MINUTES.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {minutes === 0 ? t('bedtime.sleepTimer.off') : t('bedtime.sleepTimer.minutes', { minutes })}
                </option>
              ))}
            </select>
          </label>
          <label className="viewer-bedtime__field">
            <input
              type="checkbox"
              checked={settings.keepScreenOn}
              onChange={(e) => onChange({ keepScreenOn: e.currentTarget.checked })}
            />
            <span>{t('bedtime.keepScreenOn')}</span>
          </label>
        </>
      ) : null}
    </div>
  );
}

function MoonIcon() {
  return (
    <svg className="viewer-bedtime__moon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path d="M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5z" fill="currentColor" />
    </svg>
  );
}
