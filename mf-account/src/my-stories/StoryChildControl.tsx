import { useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { API_ROUTES, type StoryJson } from '@dreamweaver/contracts';
import { toast, useI18n } from '@dreamweaver/web-kit';
import { childrenQuery, setStoryChild } from '../api/children.ts';
import { serverProblem } from '../children/child-form.ts';

/**
 * On a My Stories card: which child's stories the story is with, or a way to add it to one (a story
 * made signed out and accepted at sign-in has none). An episode shows its series instead and stays
 * with it (docs/children.md).
 */
export function StoryChildControl({ story }: { story: StoryJson }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const children = useQuery(childrenQuery());
  const selectId = useId();
  const [busy, setBusy] = useState(false);
  const profiles = children.data ?? [];
  if (story.series || story.childId === undefined || profiles.length === 0) return null;

  const change = async (childId: string | null) => {
    setBusy(true);
    try {
      await setStoryChild(story.id, childId);
      await queryClient.invalidateQueries({ queryKey: childrenQuery().queryKey });
      await queryClient.invalidateQueries({ queryKey: [API_ROUTES.stories.mine.path] });
    } catch (error) {
      const message = serverProblem(error).message ?? t('errors.internal');
      toast({ variant: 'destructive', title: t('children.failed', { message }) });
    } finally {
      setBusy(false);
    }
  };

  const current = profiles.find((profile) => profile.id === story.childId);
  if (current) {
    return (
      <p className="account-card__child" data-testid="story-child">
        {t('children.story.with', { name: current.name })}
        <button
          type="button"
          className="account-link-button"
          disabled={busy}
          aria-label={t('children.story.removeLabel', { name: current.name })}
          onClick={() => void change(null)}
        >
          {t('children.story.remove')}
        </button>
      </p>
    );
  }
  if (story.childId !== null) return null;
  if (profiles.length === 1) {
    const [only] = profiles;
    return (
      <button
        type="button"
        className="account-link-button account-card__add-child"
        data-testid="story-add-child"
        disabled={busy}
        onClick={() => void change(only.id)}
      >
        {t('children.story.add', { name: only.name })}
      </button>
    );
  }
  return (
    <div className="account-card__child-choice">
      <label htmlFor={selectId}>{t('children.story.choose')}</label>
      <select
        id={selectId}
        data-testid="story-add-child"
        value=""
        disabled={busy}
        onChange={(event) => void change(event.target.value)}
      >
        <option value="" disabled>
          {t('children.story.chooseHint')}
        </option>
        {profiles.map((profile) => (
          <option key={profile.id} value={profile.id}>
            {profile.name}
          </option>
        ))}
      </select>
    </div>
  );
}
