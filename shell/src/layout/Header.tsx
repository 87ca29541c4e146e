import { Link } from 'react-router-dom';
import { useI18n } from '@dreamweaver/web-kit';
import { LanguageToggle } from './LanguageToggle.tsx';
import { AccountControlSlot } from './AccountControlSlot.tsx';

export function Header() {
  const { t } = useI18n();
  return (
    <header className="shell-header">
      <Link to="/" className="shell-brand" data-testid="app-title">
        <span className="shell-brand__moon" aria-hidden="true" />
        {t('app.title')}
      </Link>
      <div className="shell-header__actions">
        <LanguageToggle />
        <AccountControlSlot />
      </div>
    </header>
  );
}
