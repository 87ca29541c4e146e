import { useI18n } from '@dreamweaver/web-kit';
import type { MessageKey } from '@dreamweaver/contracts';

const STEPS: readonly MessageKey[] = ['steps.audience', 'steps.story_type', 'steps.personalize'];

/** The wizard's three steps: done ones ticked, the current one lit. */
export function StepIndicator({ current }: { current: 1 | 2 | 3 }) {
  const { t } = useI18n();
  return (
    <nav className="story-steps" aria-label={t('wizard.progress', { step: current, total: STEPS.length })}>
      <ol>
        {STEPS.map((label, index) => {
          const step = index + 1;
          const state = step < current ? 'complete' : step === current ? 'active' : 'pending';
          return (
            <li
              key={label}
              className="story-steps__item"
              data-state={state}
              aria-current={state === 'active' ? 'step' : undefined}
            >
              <span className="story-steps__number" aria-hidden="true">
                {state === 'complete' ? '✓' : step}
              </span>
              <span className="story-steps__label">{t(label)}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
