import { useEffect } from 'react';
import { useI18n } from '@dreamweaver/web-kit';
import type { GoodnightPhase } from './useGoodnight.ts';

interface Props {
  phase: GoodnightPhase;
  /** How long the screen takes to go dark. */
  fadeMs: number;
  onWake: () => void;
}

/** After the last scene the screen slowly goes black; a tap (or a key) brings the story back. */
export function Goodnight({ phase, fadeMs, onWake }: Props) {
  const { t } = useI18n();
  const shown = phase === 'dimming' || phase === 'dark';
  useEffect(() => {
    if (!shown) return;
    // First and only: the key wakes the screen, it does not also replay the narration or go fullscreen.
    const wake = (event: KeyboardEvent) => {
      event.preventDefault();
      event.stopPropagation();
      onWake();
    };
    window.addEventListener('keydown', wake, true);
    return () => window.removeEventListener('keydown', wake, true);
  }, [shown, onWake]);
  if (!shown) return null;
  return (
    <button
      type="button"
      className="viewer-goodnight"
      data-testid="goodnight"
      data-phase={phase}
      style={{ animationDuration: `${fadeMs}ms` }}
      onClick={onWake}
    >
      <span className="viewer-visually-hidden">
        {t('bedtime.goodnight')}. {t('bedtime.wake')}
      </span>
    </button>
  );
}
