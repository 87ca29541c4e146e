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
    window.addEventListener('keydown', onWake);
    return () => window.removeEventListener('keydown', onWake);
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
