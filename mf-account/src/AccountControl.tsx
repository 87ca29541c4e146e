import { Link } from 'react-router-dom';
import { useI18n } from '@dreamweaver/web-kit';
import './account.css';

// Exposed as `mf_account/AccountControl`, mounted in the shell's header.
export default function AccountControl() {
  const { t } = useI18n();
  return (
    <Link to="/my-stories" className="account-control" data-testid="account-control">
      {t('placeholder.account.signIn')}
    </Link>
  );
}
