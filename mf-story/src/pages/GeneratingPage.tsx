import { useI18n } from '@dreamweaver/web-kit';
import '../story.css';

export function GeneratingPage() {
  const { t } = useI18n();
  return (
    <section className="story-page" data-testid="remote-page">
      <h1>{t('loading.title')}</h1>
      <p className="story-page__subtitle">{t('loading.subtitle')}</p>
    </section>
  );
}
