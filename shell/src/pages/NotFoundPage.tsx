import { Link } from 'react-router-dom';
import { useI18n } from '@dreamweaver/web-kit';

export function NotFoundPage() {
  const { t } = useI18n();
  return (
    <section className="shell-card shell-not-found" data-testid="not-found-page">
      <p className="shell-not-found__code" aria-hidden="true">
        {t('shell.notFound.code')}
      </p>
      <h1>{t('shell.notFound.title')}</h1>
      <p>{t('shell.notFound.text')}</p>
      <Link to="/" className="shell-button">
        {t('shell.backHome')}
      </Link>
    </section>
  );
}
