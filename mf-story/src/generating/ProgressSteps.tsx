import { useI18n } from '@dreamweaver/web-kit';
import { PROGRESS_STEPS, stepState } from './progress-rules.ts';

/** The four numbered steps: story, magical moments, pictures, voices. */
export function ProgressSteps({ currentStep }: { currentStep: number | undefined }) {
  const { t } = useI18n();
  return (
    <ol className="story-progress-steps">
      {PROGRESS_STEPS.map((step) => {
        const state = stepState(step, currentStep);
        return (
          <li
            key={step}
            className="story-progress-steps__step"
            data-state={state}
            data-testid={`progress-step-${step}`}
          >
            <span className="story-progress-steps__number" aria-hidden="true">
              {state === 'complete' ? '✓' : step}
            </span>
            <span className="story-progress-steps__label">{t(`generating.step.${step}` as const)}</span>
            <span className="story-visually-hidden"> ({t(`generating.step.${state}` as const)})</span>
          </li>
        );
      })}
    </ol>
  );
}
