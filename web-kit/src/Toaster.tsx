import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useI18n } from './i18n.ts';
import { TOAST_HOTKEY, dismissToast, isDismissingSwipe, useToasts, type ToastItem } from './toast-store.ts';
import './toaster.css';

function Toast({ item }: { item: ToastItem }) {
  const { t } = useI18n();
  const start = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);
  const destructive = item.variant === 'destructive';

  const onPointerDown = (event: PointerEvent<HTMLLIElement>) => {
    if ((event.target as HTMLElement).closest('button')) return;
    start.current = event.clientX;
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLLIElement>) => {
    if (start.current === null) return;
    setOffset(Math.max(0, event.clientX - start.current)); // swipe direction: right only
  };
  const onPointerEnd = () => {
    if (start.current === null) return;
    start.current = null;
    if (isDismissingSwipe(offset)) dismissToast(item.id);
    else setOffset(0);
  };

  return (
    // The live region is the text inside the item: an <li> with a role of its own is no list item.
    <li
      className={`dw-toast${destructive ? ' dw-toast--destructive' : ''}`}
      data-variant={item.variant}
      style={offset ? { transform: `translateX(${offset}px)`, transition: 'none' } : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      <div
        className="dw-toast__text"
        role={destructive ? 'alert' : 'status'}
        aria-live={destructive ? 'assertive' : 'polite'}
        aria-atomic="true"
      >
        {item.title ? <div className="dw-toast__title">{item.title}</div> : null}
        {item.description ? <div className="dw-toast__description">{item.description}</div> : null}
      </div>
      <button
        type="button"
        className="dw-toast__close"
        aria-label={t('toast.close')}
        onClick={() => dismissToast(item.id)}
      >
        ×
      </button>
    </li>
  );
}

/** The corner where toasts appear; F8 moves keyboard focus to it. Mounted once, by the shell. */
export function Toaster() {
  const { t } = useI18n();
  const toasts = useToasts().filter((item) => item.open);
  const viewport = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === TOAST_HOTKEY) viewport.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <section aria-label={t('toast.region', { hotkey: TOAST_HOTKEY })} className="dw-toaster">
      <ol ref={viewport} tabIndex={-1} className="dw-toaster__viewport" data-testid="toast-viewport">
        {toasts.map((item) => (
          <Toast key={item.id} item={item} />
        ))}
      </ol>
    </section>
  );
}
