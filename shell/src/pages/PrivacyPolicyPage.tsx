import { Link } from 'react-router-dom';
import { useI18n } from '@dreamweaver/web-kit';
import type { MessageKey } from '@dreamweaver/contracts';

const SECTIONS: { title: MessageKey; text: MessageKey }[] = [
  { title: 'privacy.page.stories.title', text: 'privacy.page.stories.text' },
  { title: 'privacy.page.accounts.title', text: 'privacy.page.accounts.text' },
  { title: 'privacy.page.payments.title', text: 'privacy.page.payments.text' },
  { title: 'privacy.page.browser.title', text: 'privacy.page.browser.text' },
];

export function PrivacyPolicyPage() {
  const { t } = useI18n();
  return (
    <article className="shell-card shell-privacy" data-testid="privacy-page">
      <h1>{t('privacy.policy')}</h1>
      <p className="shell-lead">{t('privacy.page.intro')}</p>
      {SECTIONS.map((section) => (
        <section key={section.title}>
          <h2>{t(section.title)}</h2>
          <p>{t(section.text)}</p>
        </section>
      ))}
      <Link to="/" className="shell-button">
        ← {t('shell.backHome')}
      </Link>
    </article>
  );
}
