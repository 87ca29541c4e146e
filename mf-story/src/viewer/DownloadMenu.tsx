import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { DOWNLOAD_FORMATS, type DownloadFormat } from '@dreamweaver/contracts';
import { useI18n } from '@dreamweaver/web-kit';

// The download choices, as a menu button (WAI-ARIA menu pattern): Enter, Space or the arrow keys
// open it on the first (last) item, the arrows move, Home/End jump, Escape closes it and gives the
// focus back to the button, Tab closes it and goes on; a click outside closes it too. Keys used
// here go no further: the reader's own keys (Space plays, the first key goes fullscreen, Escape
// leaves it) must not act on them.

const labels: Record<DownloadFormat, 'viewer.download.html' | 'viewer.download.epub' | 'viewer.download.pdf'> = {
  html: 'viewer.download.html',
  epub: 'viewer.download.epub',
  pdf: 'viewer.download.pdf',
};

interface Props {
  onDownload: (format: DownloadFormat) => void;
  /** The formats offered; all by default (the viewer's test page has no server: web page only). */
  formats?: readonly DownloadFormat[];
  /** The button's look: its class, content and accessible name. */
  buttonClassName: string;
  buttonLabel: string;
  buttonContent: ReactNode;
  /** Where the menu opens, relative to the button. */
  align?: 'start' | 'end';
  testId?: string;
}

export function DownloadMenu({
  onDownload,
  formats = DOWNLOAD_FORMATS,
  buttonClassName,
  buttonLabel,
  buttonContent,
  align = 'start',
  testId,
}: Props) {
  const { t } = useI18n();
  const menuId = useId();
  const { open, focusIndex, root, button, items, openAt, close, choose, onButtonKey, onMenuKey } = useMenuButton(
    formats,
    onDownload,
  );

  return (
    <div className="viewer-download" ref={root} data-testid={testId}>
      <button
        ref={button}
        type="button"
        className={buttonClassName}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={buttonLabel}
        title={buttonLabel}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKey}
      >
        {buttonContent}
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-label={t('viewer.download.menuLabel')}
          className={`viewer-download__menu viewer-download__menu--${align}`}
          onKeyDown={onMenuKey}
        >
          {formats.map((format, index) => (
            <button
              key={format}
              ref={(element) => {
                items.current[index] = element;
              }}
              type="button"
              role="menuitem"
              tabIndex={index === focusIndex ? 0 : -1}
              className="viewer-download__item"
              onClick={() => choose(format)}
            >
              {t(labels[format])}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** The menu button's state and keys, as described at the top of this file. */
function useMenuButton(formats: readonly DownloadFormat[], onDownload: (format: DownloadFormat) => void) {
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (open) items.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const openAt = (index: number) => {
    setFocusIndex(index);
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const choose = (format: DownloadFormat) => {
    close(true);
    onDownload(format);
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      event.stopPropagation();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      event.stopPropagation();
      openAt(formats.length - 1);
    }
  };
  const onMenuKey = (event: KeyboardEvent) => {
    event.stopPropagation();
    const last = formats.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: focusIndex === last ? 0 : focusIndex + 1,
      ArrowUp: focusIndex === 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setFocusIndex(moves[event.key]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return { open, focusIndex, root, button, items, openAt, close, choose, onButtonKey, onMenuKey };
}
