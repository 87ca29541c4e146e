import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useI18n, useSession } from '@dreamweaver/web-kit';
import { AccessDenied } from '../AccessDenied.tsx';
import { UsersTab } from '../users/UsersTab.tsx';
import { StoriesTab } from '../stories/StoriesTab.tsx';
import { Loading } from '../ui/LoadFailure.tsx';
import '../admin.css';

type Tab = 'users' | 'stories';
const TABS: { id: Tab; label: 'admin.tabs.users' | 'admin.tabs.stories' }[] = [
  { id: 'users', label: 'admin.tabs.users' },
  { id: 'stories', label: 'admin.tabs.stories' },
];

function Dashboard() {
  const { t } = useI18n();
  const [tab, setTab] = useState<Tab>('users');
  const baseId = useId();
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const onKeyDown = (event: KeyboardEvent) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const next: Tab = event.key === 'Home' ? 'users' : event.key === 'End' ? 'stories' : tab === 'users' ? 'stories' : 'users';
    setTab(next);
    refs.current[next]?.focus();
  };

  return (
    <section className="admin-page" data-testid="remote-page">
      <header className="admin-page__header">
        <h1>{t('admin.title')}</h1>
        <p className="admin-muted">{t('admin.subtitle')}</p>
      </header>
      <div className="admin-tabs" role="tablist" aria-label={t('admin.title')}>
        {TABS.map(({ id, label }) => (
          <button
            key={id}
            ref={(el) => {
              refs.current[id] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-${id}-tab`}
            aria-selected={tab === id}
            aria-controls={`${baseId}-${id}-panel`}
            tabIndex={tab === id ? 0 : -1}
            className="admin-tabs__tab"
            onClick={() => setTab(id)}
            onKeyDown={onKeyDown}
          >
            {t(label)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-${tab}-panel`} aria-labelledby={`${baseId}-${tab}-tab`} className="admin-panel">
        {tab === 'users' ? <UsersTab /> : <StoriesTab />}
      </div>
    </section>
  );
}

export function AdminDashboardPage() {
  const { isLoading, isAdmin } = useSession();
  if (isLoading) return <Loading />;
  if (!isAdmin) return <AccessDenied />;
  return <Dashboard />;
}
