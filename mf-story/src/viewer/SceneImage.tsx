import { useCallback, useEffect, useState } from 'react';
import { SCENE_PICTURE_SIZES } from '@dreamweaver/contracts';
import { useI18n } from '@dreamweaver/web-kit';
import { imageAttemptUrl, imageRetryDelay } from './image-retry.ts';

type Status = 'loading' | 'success' | 'error';

interface Props {
  src: string | null;
  alt: string;
  /** A raster picture's smaller copies and itself (SceneJson.imageSrcset), shown at SCENE_PICTURE_SIZES. */
  srcset?: string;
  /** The story page's first picture, most often its largest paint: fetched before anything else the page still needs. */
  priority?: boolean;
  /** The picture is a partial one (SceneJson.imagePartial): the next one develops over it. */
  developing?: boolean;
}

/**
 * Whether the page already shows this very picture, loaded: the pre-rendered story page's (shell/scripts/prerender.ts),
 * still in the page while the app first renders. The picture then starts as shown, not faded in over the copy it replaces.
 */
function shownAlready(src: string | null): boolean {
  const img = src ? document.querySelector<HTMLImageElement>('[data-prerendered] img.viewer-image__img') : null;
  return Boolean(img && img.getAttribute('src') === src && img.complete && img.naturalWidth > 0);
}

/**
 * A picture that develops (partial pictures, then the final one) keeps the one it showed beneath
 * the next until that has loaded and faded in, instead of going back to the shimmer. Called while
 * rendering: `nextPicture` when the picture's address changes, with the address shown until then.
 */
function useDevelopingPicture(developing: boolean, status: Status) {
  const [beneath, setBeneath] = useState<string | null>(null);
  const [wasDeveloping, setWasDeveloping] = useState(developing);
  if (wasDeveloping !== developing) setWasDeveloping(developing);
  // The picture beneath goes once the next one has faded in (viewer.css: 0.4 s).
  useEffect(() => {
    if (status !== 'success' || !beneath) return;
    const timer = setTimeout(() => setBeneath(null), 450);
    return () => clearTimeout(timer);
  }, [status, beneath]);
  return {
    beneath,
    nextPicture(shownBefore: string) {
      if (wasDeveloping && status === 'success') setBeneath(shownBefore);
    },
  };
}

/** A scene picture: loading, success or error, retried with cache-busting before 'Image failed to load'. */
export function SceneImage({ src, alt, srcset, priority = false, developing = false }: Props) {
  const { t } = useI18n();
  const [retry, setRetry] = useState(0);
  const [status, setStatus] = useState<Status>(() => (shownAlready(src) ? 'success' : src ? 'loading' : 'error'));
  const [attemptSrc, setAttemptSrc] = useState(src ?? '');
  const [shownSrc, setShownSrc] = useState(src);
  const picture = useDevelopingPicture(developing, status);

  // A new picture starts over. This is done while rendering, not in an effect: an effect runs
  // after the <img> is in the page, and a data: URL or a cached picture has often fired its
  // `load` by then, so resetting to 'loading' there left the picture at opacity 0 for good
  // (the story-viewer test page's inline pictures).
  if (shownSrc !== src) {
    if (src) picture.nextPicture(attemptSrc);
    setShownSrc(src);
    setRetry(0);
    setStatus(src ? 'loading' : 'error');
    setAttemptSrc(src ?? '');
  }

  useEffect(() => {
    if (status !== 'error' || !src) return;
    const delay = imageRetryDelay(retry + 1);
    if (delay === null) return;
    const timer = setTimeout(() => {
      setRetry(retry + 1);
      setAttemptSrc(imageAttemptUrl(src, retry + 1));
      setStatus('loading');
    }, delay);
    return () => clearTimeout(timer);
  }, [status, retry, src]);

  // A picture that finished loading before React listened (complete on insertion) counts as loaded.
  const mounted = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth > 0) setStatus('success');
  }, []);

  const gaveUp = status === 'error' && imageRetryDelay(retry + 1) === null;
  const stillShown = gaveUp ? null : picture.beneath;
  return (
    <div className="viewer-image" data-status={gaveUp ? 'failed' : status} data-retries={retry}>
      {status === 'loading' && !stillShown ? <div className="viewer-image__shimmer" aria-hidden="true" /> : null}
      {stillShown ? (
        <img
          src={stillShown}
          alt=""
          aria-hidden="true"
          className="viewer-image__img viewer-image__img--before"
          data-visible
        />
      ) : null}
      {src && !gaveUp ? (
        <img
          key={attemptSrc}
          ref={mounted}
          // The browser should know the sizes before the address, so it fetches only the copy it shows.
          // A retry asks for the cache-busting address itself: a srcset would pick its copy again.
          srcSet={srcset && retry === 0 ? srcset : undefined}
          sizes={srcset && retry === 0 ? SCENE_PICTURE_SIZES : undefined}
          fetchPriority={priority ? 'high' : undefined}
          src={attemptSrc}
          alt={alt}
          className="viewer-image__img"
          data-visible={status === 'success'}
          onLoad={() => setStatus('success')}
          onError={() => {
            console.info('[mf-story] scene image failed to load:', attemptSrc);
            setStatus('error');
          }}
        />
      ) : null}
      {gaveUp ? (
        <p className="viewer-image__failed" role="status">
          {t('viewer.scene.imageFailed')}
        </p>
      ) : null}
    </div>
  );
}
