import { useEffect, useRef } from 'react';
import { storyPriceLabel } from '@dreamweaver/contracts';
import { useI18n } from '@dreamweaver/web-kit';

/** Covers the scenes after the first while the story is unpaid. */
export function LockOverlay({ onPurchase, busy }: { onPurchase: () => void; busy: boolean }) {
  const { t, language } = useI18n();
  const overlay = useRef<HTMLDivElement>(null);
  // Reaching the locked scene disables 'Next': rather than dropping focus on the page, it moves
  // here, so a screen reader announces the overlay (not onto the button: Enter would buy).
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body || (active as HTMLButtonElement).disabled)
      overlay.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div
      ref={overlay}
      className="viewer-lock"
      role="dialog"
      aria-labelledby="viewer-lock-title"
      aria-describedby="viewer-lock-description"
      tabIndex={-1}
      style={{ outline: 'none' }}
      data-testid="lock-overlay"
    >
      <div className="viewer-lock__card">
        <LockIcon />
        <h2 id="viewer-lock-title">{t('viewer.lock.title')}</h2>
        <p id="viewer-lock-description">{t('viewer.lock.description')}</p>
        <button type="button" className="viewer-button" onClick={onPurchase} disabled={busy}>
          {busy ? t('viewer.lock.processing') : t('viewer.lock.purchase', { price: storyPriceLabel(language) })}
        </button>
      </div>
    </div>
  );
}

function LockIcon() {
  return (
    <svg className="viewer-lock__icon" viewBox="0 0 24 24" width="40" height="40" aria-hidden="true">
      <path
        d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5zm-3 8V7a3 3 0 0 1 6 0v3H9z"
        fill="currentColor"
      />
    </svg>
  );
}
