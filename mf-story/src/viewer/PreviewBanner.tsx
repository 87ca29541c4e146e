import { storyPriceLabel } from '@dreamweaver/contracts';
import { useI18n } from '@dreamweaver/web-kit';

/** Shown above an unpaid story. */
export function PreviewBanner({ onPurchase, busy }: { onPurchase: () => void; busy: boolean }) {
  const { t, language } = useI18n();
  return (
    <div className="viewer-preview" data-testid="preview-banner">
      <p>{t('viewer.preview.banner')}</p>
      <button type="button" className="viewer-button viewer-button--small" onClick={onPurchase} disabled={busy}>
        {busy ? t('viewer.lock.processing') : t('viewer.preview.unlock', { price: storyPriceLabel(language) })}
      </button>
    </div>
  );
}
