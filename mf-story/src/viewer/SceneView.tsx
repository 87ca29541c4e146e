import { useEffect, useId, useRef, useState } from 'react';
import { sceneImageAlt, type SceneJson } from '@dreamweaver/contracts';
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

/**
 * Whether the scene text runs on below the visible part of its column. On phones the stage grows
 * with the text, so this only happens in the fixed 450 px stage of wider screens (or fullscreen).
 */
function useTextBelow(column: React.RefObject<HTMLDivElement | null>): boolean {
  const [below, setBelow] = useState(false);
  useEffect(() => {
    const element = column.current;
    if (!element) return;
    const update = () => setBelow(element.scrollHeight - element.clientHeight - element.scrollTop > 2);
    update();
    element.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    const text = element.querySelector('.viewer-scene__text');
    if (text) observer?.observe(text);
    return () => {
      element.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [column]);
  return below;
}

/** One scene: the picture on one half, the scene number and text on the other. */
export function SceneView({ scene, enterFrom, currentTime, duration }: Props) {
  const { t } = useI18n();
  const words = useRef<HTMLDivElement>(null);
  const textBelow = useTextBelow(words);
  const locked = scene.locked || scene.text === null;

  const readMore = () => {
    const element = words.current;
    if (!element) return;
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    element.scrollBy({ top: Math.max(element.clientHeight * 0.75, 40), behavior: smooth ? 'smooth' : 'auto' });
  };

  const numberId = useId();
  return (
    <article
      className={`viewer-scene viewer-scene--from-${enterFrom}`}
      data-testid="viewer-scene"
      data-scene={scene.sceneNumber}
    >
      <div className="viewer-scene__picture">
        {locked ? (
          <div className="viewer-image viewer-image--locked" aria-hidden="true" />
        ) : (
          <SceneImage
            src={scene.imageUrl}
            srcset={scene.imageSrcset}
            alt={sceneImageAlt(scene, t)}
            priority={scene.sceneNumber === 1}
            developing={scene.imagePartial}
          />
        )}
      </div>
      {/* May scroll when the text is longer than the space: focusable, so the keyboard can scroll it too
          (not when locked: the lock overlay covers it). */}
      <div
        ref={words}
        className="viewer-scene__words"
        data-testid="scene-words"
        tabIndex={locked ? undefined : 0}
        role="region"
        aria-labelledby={numberId}
      >
        <h2 id={numberId} className="viewer-scene__number" tabIndex={-1}>
          {t('viewer.scene.number', { number: scene.sceneNumber })}
        </h2>
        {locked ? (
          <p className="viewer-scene__text viewer-scene__text--locked">{t('viewer.scene.lockedText')}</p>
        ) : (
          <NarrationText
            text={scene.text ?? ''}
            currentTime={currentTime}
            duration={duration}
            sentenceStarts={scene.sentenceStarts}
          />
        )}
      </div>
      {textBelow ? (
        <div className="viewer-more">
          <button type="button" className="viewer-more__button" data-testid="scene-more" onClick={readMore}>
            {t('viewer.scene.more')} <span aria-hidden="true">↓</span>
          </button>
        </div>
      ) : null}
    </article>
  );
}
