import type { ReactNode } from 'react';
import { useI18n } from '@dreamweaver/web-kit';
import type { MessageKey } from '@dreamweaver/contracts';
import './account.css';

/** The frame of a page whose real content arrives in a later issue: its title and a short note. */
export function AccountPlaceholder({ title, children }: { title: MessageKey; children?: ReactNode }) {
  const { t } = useI18n();
  return (
    <section className="account-page" data-testid="remote-page">
      <h1>{t(title)}</h1>
      <p className="account-page__note">{t('placeholder.comingSoon')}</p>
      {children ? <div className="account-page__actions">{children}</div> : null}
    </section>
  );
}
