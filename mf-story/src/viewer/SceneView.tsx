import { useId } from 'react';
import type { SceneJson } from '@dreamweaver/contracts';
import { useI18n } from '@dreamweaver/web-kit';
import { SceneImage } from './SceneImage.tsx';
import { NarrationText } from './NarrationText.tsx';

interface Props {
  scene: SceneJson;
  /** Where the scene slides in from: after "next" from the right, after "previous" from the left. */
  enterFrom: 'left' | 'right' | 'none';
  currentTime: number;
  duration: number;
}

/** One scene: the picture on one half, the scene number and text on the other. */
export function SceneView({ scene, enterFrom, currentTime, duration }: Props) {
  const { t } = useI18n();
  const locked = scene.locked || scene.text === null;
  const numberId = useId();
  return (
    <article className={`viewer-scene viewer-scene--from-${enterFrom}`} data-testid="viewer-scene" data-scene={scene.sceneNumber}>
      <div className="viewer-scene__picture">
        {locked ? (
          <div className="viewer-image viewer-image--locked" aria-hidden="true" />
        ) : (
          <SceneImage src={scene.imageUrl} alt={t('viewer.scene.imageAlt', { number: scene.sceneNumber })} />
        )}
      </div>
      {/* Scrolls when the text is longer than the space (phones): focusable, so the keyboard can scroll it too
          (not when locked: the lock overlay covers it). */}
      <div className="viewer-scene__words" tabIndex={locked ? undefined : 0} role="region" aria-labelledby={numberId}>
        <h2 id={numberId} className="viewer-scene__number">{t('viewer.scene.number', { number: scene.sceneNumber })}</h2>
        {locked ? (
          <p className="viewer-scene__text viewer-scene__text--locked">{t('viewer.scene.lockedText')}</p>
        ) : (
          <NarrationText text={scene.text ?? ''} currentTime={currentTime} duration={duration} />
        )}
      </div>
    </article>
  );
}
