import { useI18n } from '@dreamweaver/web-kit';
import { ChevronIcon } from './icons.tsx';
import { navigationDisabled } from './navigation.ts';
import { autoPlayAllowed } from './auto-play.ts';

interface Props {
  index: number;
  total: number;
  isPaid: boolean;
  fullscreen: boolean;
  autoPlay: boolean;
  onAutoPlayChange: (on: boolean) => void;
  onPrevious: () => void;
  onNext: () => void;
}

/** Previous / 'Scene N of M' / 'Auto Play' (hidden in fullscreen) / Next. */
export function ReaderNavigation({
  index,
  total,
  isPaid,
  fullscreen,
  autoPlay,
  onAutoPlayChange,
  onPrevious,
  onNext,
}: Props) {
  const { t } = useI18n();
  const disabled = navigationDisabled(index, total, isPaid);
  return (
    <nav className="viewer-nav">
      <button
        type="button"
        className="viewer-nav__step"
        onClick={onPrevious}
        disabled={disabled.previous}
        aria-label={t('viewer.previous')}
      >
        <ChevronIcon direction="left" />
        <span className="viewer-nav__word">{t('viewer.previous')}</span>
      </button>
      <div className="viewer-nav__middle">
        <span className="viewer-nav__counter" data-testid="scene-counter">
          {t('viewer.scene.counter', { current: index + 1, total })}
        </span>
        {fullscreen ? null : (
          <label className="viewer-switch">
            <input
              type="checkbox"
              // biome-ignore lint/a11y/useAriaPropsForRole: a checkbox's own checked state is its aria-checked
              role="switch"
              checked={autoPlay}
              disabled={!autoPlayAllowed(index, total, isPaid)}
              onChange={(e) => onAutoPlayChange(e.currentTarget.checked)}
            />
            <span className="viewer-switch__track" aria-hidden="true" />
            <span>{t('viewer.autoPlay')}</span>
          </label>
        )}
      </div>
      <button
        type="button"
        className="viewer-nav__step"
        onClick={onNext}
        disabled={disabled.next}
        aria-label={t('viewer.next')}
      >
        <span className="viewer-nav__word">{t('viewer.next')}</span>
        <ChevronIcon direction="right" />
      </button>
    </nav>
  );
}
