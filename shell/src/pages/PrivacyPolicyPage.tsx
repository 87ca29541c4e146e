import { Link } from 'react-router-dom';
import { useI18n } from '@dreamweaver/web-kit';
import type { MessageKey } from '@dreamweaver/contracts';
import { readSiteInfo } from '../site-info.ts';

function sections(aiServices: boolean): { title: MessageKey; text: MessageKey }[] {
  return [
    // With no AI service set up, the offline engine makes everything on this server: nothing goes
    // to a third party. When the page cannot tell (no site information), it promises nothing it cannot know.
    {
      title: 'privacy.page.stories.title',
      text: aiServices ? 'privacy.page.stories.text' : 'privacy.page.stories.offlineText',
    },
    { title: 'privacy.page.accounts.title', text: 'privacy.page.accounts.text' },
    { title: 'privacy.page.payments.title', text: 'privacy.page.payments.text' },
    { title: 'privacy.page.purchaseEmail.title', text: 'privacy.page.purchaseEmail.text' },
    { title: 'privacy.page.recordings.title', text: 'privacy.page.recordings.text' },
    { title: 'privacy.page.yourData.title', text: 'privacy.page.yourData.text' },
    { title: 'privacy.page.browser.title', text: 'privacy.page.browser.text' },
  ];
}

export function PrivacyPolicyPage() {
  const { t } = useI18n();
  const aiServices = readSiteInfo()?.aiServices ?? true;
  return (
    <article className="shell-card shell-privacy" data-testid="privacy-page">
      <h1>{t('privacy.policy')}</h1>
      <p className="shell-lead">{t('privacy.page.intro')}</p>
      {sections(aiServices).map((section) => (
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
