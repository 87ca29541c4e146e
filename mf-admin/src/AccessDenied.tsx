import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useI18n } from '@dreamweaver/web-kit';

/** Long enough to read the notice, short enough to feel immediate. */
const REDIRECT_DELAY_MS = 1500;

export function AccessDenied() {
  const { t } = useI18n();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate('/', { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <section className="admin-denied" role="alert" data-testid="access-denied">
      <div className="admin-denied__lock" aria-hidden="true" />
      <h1>{t('admin.denied.title')}</h1>
      <p>{t('admin.denied.text')}</p>
      <p className="admin-muted">{t('admin.denied.redirect')}</p>
    </section>
  );
}
