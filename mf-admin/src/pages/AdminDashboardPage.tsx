import { useState } from 'react';
import { Tabs, useI18n, useSession } from '@dreamweaver/web-kit';
import { AccessDenied } from '../AccessDenied.tsx';
import { UsersTab } from '../users/UsersTab.tsx';
import { StoriesTab } from '../stories/StoriesTab.tsx';
import { Loading } from '../ui/LoadFailure.tsx';
import { BudgetNotice } from '../budget/BudgetNotice.tsx';
import '../admin.css';

type Tab = 'users' | 'stories';
const TABS: { id: Tab; label: 'admin.tabs.users' | 'admin.tabs.stories' }[] = [
  { id: 'users', label: 'admin.tabs.users' },
  { id: 'stories', label: 'admin.tabs.stories' },
];

function Dashboard() {
  const { t } = useI18n();
  const [tab, setTab] = useState<Tab>('users');
  return (
    <section className="admin-page" data-testid="remote-page">
      <header className="admin-page__header">
        <h1>{t('admin.title')}</h1>
        <p className="admin-muted">{t('admin.subtitle')}</p>
      </header>
      <BudgetNotice />
      <Tabs
        classPrefix="admin"
        label={t('admin.title')}
        tabs={TABS.map(({ id, label }) => ({ id, label: t(label) }))}
        selected={tab}
        onSelect={setTab}
        panelClassName="admin-panel"
      >
        {tab === 'users' ? <UsersTab /> : <StoriesTab />}
      </Tabs>
    </section>
  );
}

export function AdminDashboardPage() {
  const { isLoading, isAdmin } = useSession();
  if (isLoading) return <Loading />;
  if (!isAdmin) return <AccessDenied />;
  return <Dashboard />;
}
