import type { DownloadFormat, StoryJson } from '@dreamweaver/contracts';
import { useI18n } from '@dreamweaver/web-kit';
import { DownloadMenu } from './DownloadMenu.tsx';
import { CloseIcon, DownloadIcon, FullscreenIcon, ShareIcon } from './icons.tsx';
import { shareStory } from './share-story.ts';

interface Props {
  title: string;
  fullscreen: boolean;
  onToggleFullscreen: () => void;
  onDownload: (format: DownloadFormat) => void;
  /** The download formats offered (all unless the page has no server). */
  downloadFormats?: readonly DownloadFormat[];
  /** Used by touch: in fullscreen the toggle becomes a large ✕ (there is no Esc key to press). */
  touch?: boolean;
  /** "Episode N · series" for an episode of a child profile's series. */
  series?: StoryJson['series'];
}

export function ReaderTitleBar({
  title,
  fullscreen,
  onToggleFullscreen,
  onDownload,
  downloadFormats,
  touch = false,
  series,
}: Props) {
  const { t } = useI18n();
  const fullscreenLabel = fullscreen ? t('viewer.toolbar.exitFullscreen') : t('viewer.toolbar.fullscreen');
  return (
    <header className="viewer-titlebar">
      <div className="viewer-titlebar__heading">
        <h1 className="viewer-titlebar__title">{title}</h1>
        {series ? (
          <p className="viewer-titlebar__series" data-testid="story-series">
            {t('children.series.episode', { episode: series.episode })} · {series.title}
          </p>
        ) : null}
      </div>
      <div className="viewer-titlebar__icons">
        {fullscreen && touch ? (
          <button
            type="button"
            className="viewer-icon viewer-icon--close"
            onClick={onToggleFullscreen}
            aria-label={fullscreenLabel}
            title={fullscreenLabel}
            data-testid="exit-fullscreen"
          >
            <CloseIcon />
          </button>
        ) : (
          <button
            type="button"
            className="viewer-icon"
            onClick={onToggleFullscreen}
            aria-label={fullscreenLabel}
            title={fullscreenLabel}
          >
            <FullscreenIcon exit={fullscreen} />
          </button>
        )}
        <DownloadMenu
          onDownload={onDownload}
          formats={downloadFormats}
          buttonClassName="viewer-icon"
          buttonLabel={t('viewer.toolbar.download')}
          buttonContent={<DownloadIcon />}
          align="end"
        />
        <button
          type="button"
          className="viewer-icon"
          onClick={() => void shareStory(title, window.location.href.split('?')[0], t)}
          aria-label={t('viewer.toolbar.share')}
          title={t('viewer.toolbar.share')}
        >
          <ShareIcon />
        </button>
      </div>
    </header>
  );
}
