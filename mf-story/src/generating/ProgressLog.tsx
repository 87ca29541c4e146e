import type { StoryProgressJson } from '@dreamweaver/contracts';
import { useI18n } from '@dreamweaver/web-kit';
import { progressLines } from './progress-rules.ts';

/** The real steps as the worker reports them ('Scene 2 of 6 drawn'); screen readers hear each new one. */
export function ProgressLog({ progress }: { progress: StoryProgressJson | undefined }) {
  const { t } = useI18n();
  return (
    <div className="story-progress-log" role="log" aria-label={t('generating.live.title')} data-testid="progress-log">
      <ul>
        {progressLines(progress).map((line) => (
          <li key={line.key} data-done={line.done} data-testid={`progress-line-${line.key.split('.').pop()}`}>
            <span aria-hidden="true">{line.done ? '✓' : '…'}</span> {t(line.key, line.params)}
          </li>
        ))}
      </ul>
    </div>
  );
}
