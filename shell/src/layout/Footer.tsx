import { Link } from 'react-router-dom';
import { useI18n } from '@dreamweaver/web-kit';

export function Footer() {
  const { t } = useI18n();
  return (
    <footer className="shell-footer">
      <Link to="/privacy-policy" className="shell-footer__link">
        {t('privacy.policy')}
      </Link>
      <span className="shell-footer__brand" aria-hidden="true">
        ✦ {t('app.title')} ✦
      </span>
    </footer>
  );
}
