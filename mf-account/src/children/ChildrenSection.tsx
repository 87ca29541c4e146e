import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import type { ChildProfileJson } from '@dreamweaver/contracts';
import { useI18n } from '@dreamweaver/web-kit';
import { childExportUrl, childrenQuery } from '../api/children.ts';
import { ChildProfileDialog } from './ChildProfileDialog.tsx';
import { DeleteChildDialog } from './DeleteChildDialog.tsx';
import './children.css';

type Open = { kind: 'create' } | { kind: 'edit' | 'delete'; profile: ChildProfileJson } | null;

/** My Stories' "Children": the parent's profiles, each with tonight's story, edit, export and delete. */
export function ChildrenSection() {
  const { t } = useI18n();
  const children = useQuery(childrenQuery());
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  return (
    <section className="children" aria-labelledby="children-title" data-testid="children-section">
      <div className="children__header">
        <div>
          <h2 id="children-title">{t('children.section.title')}</h2>
          <p className="children__subtitle">{t('children.section.subtitle')}</p>
        </div>
        <button
          type="button"
          className="account-button account-button--small"
          onClick={() => setOpen({ kind: 'create' })}
        >
          {t('children.add')}
        </button>
      </div>
      {children.isError ? <p role="alert">{t('children.loadError')}</p> : null}
      {children.data?.length === 0 ? <p className="children__empty">{t('children.empty')}</p> : null}
      <ul className="children__list">
        {children.data?.map((profile) => (
          <ChildCard key={profile.id} profile={profile} onOpen={setOpen} />
        ))}
      </ul>
      {open?.kind === 'create' ? <ChildProfileDialog onClose={close} /> : null}
      {open?.kind === 'edit' ? <ChildProfileDialog profile={open.profile} onClose={close} /> : null}
      {open?.kind === 'delete' ? <DeleteChildDialog profile={open.profile} onClose={close} /> : null}
    </section>
  );
}

function ChildCard({ profile, onOpen }: { profile: ChildProfileJson; onOpen: (open: Open) => void }) {
  const { t } = useI18n();
  return (
    <li className="children__card" data-testid="child-card">
      <div className="children__card-heading">
        <h3>{profile.name}</h3>
        <p>
          {profile.age === null ? null : `${t('children.card.age', { age: profile.age })} · `}
          {t('children.card.stories', { count: profile.storyCount })}
        </p>
      </div>
      <div className="children__card-actions">
        <Link
          to={`/personalize?child=${encodeURIComponent(profile.id)}`}
          className="account-button account-button--small"
          data-testid="tonights-story"
        >
          {t('children.tonight')}
        </Link>
        <button type="button" className="account-link-button" onClick={() => onOpen({ kind: 'edit', profile })}>
          {t('children.edit')}
        </button>
        <a className="account-link-button" href={childExportUrl(profile.id)} download>
          {t('children.export')}
        </a>
        <button type="button" className="account-link-button" onClick={() => onOpen({ kind: 'delete', profile })}>
          {t('children.delete')}
        </button>
      </div>
    </li>
  );
}
