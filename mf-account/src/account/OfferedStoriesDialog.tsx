import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { OfferedStoryJson } from '@dreamweaver/contracts';
import { Modal, toast, useAccountDialog, useI18n } from '@dreamweaver/web-kit';
import { acceptOfferedStories, declineOfferedStories, myStoriesQuery, offeredStoriesQuery } from '../api/stories.ts';

/**
 * After sign-in or registration: the stories this browser made while signed out (bought ones too)
 * are offered to the account, each chosen by default. Asked once; 'Not now' and Esc leave them out.
 */
export function OfferedStoriesDialog() {
  const { data: offered = [] } = useQuery(offeredStoriesQuery());
  const [answered, setAnswered] = useState(false);
  // One dialog at a time: the offer waits until 'Account Access' has closed.
  const { open: signingIn } = useAccountDialog();
  if (answered || signingIn || offered.length === 0) return null;
  return <OfferedStoriesChoice offered={offered} onAnswered={() => setAnswered(true)} />;
}

function OfferedStoriesChoice({ offered, onAnswered }: { offered: OfferedStoryJson[]; onAnswered: () => void }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState(() => new Set(offered.map((story) => story.id)));
  const [busy, setBusy] = useState(false);

  const answer = async (accept: boolean) => {
    setBusy(true);
    try {
      if (accept) {
        await acceptOfferedStories([...chosen]);
        toast({ title: t('account.offered.added') });
      } else await declineOfferedStories();
      onAnswered();
      await queryClient.invalidateQueries({ queryKey: myStoriesQuery().queryKey });
    } catch (error) {
      console.info('[mf-account] offered stories:', error);
      toast({ title: t('account.offered.failed'), variant: 'destructive' });
      setBusy(false);
    }
  };
  const toggle = (id: string, on: boolean) =>
    setChosen((before) => {
      const next = new Set(before);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <Modal
      classPrefix="account"
      title={t('account.offered.title')}
      description={t('account.offered.description')}
      closeLabel={t('account.dialog.close')}
      onClose={() => !busy && answer(false)}
      testId="offered-stories"
    >
      <ul className="account-offered">
        {offered.map((story) => (
          <li key={story.id}>
            <label className="account-offered__story" data-testid="offered-story" data-story-id={story.id}>
              <input
                type="checkbox"
                checked={chosen.has(story.id)}
                disabled={busy}
                onChange={(event) => toggle(story.id, event.currentTarget.checked)}
              />
              <span>{story.title || t('account.myStories.untitled')}</span>
              <span className="account-offered__paid">
                {story.isPaid ? t('account.offered.paid') : t('account.offered.preview')}
              </span>
            </label>
          </li>
        ))}
      </ul>
      <div className="account-offered__actions">
        <button
          type="button"
          className="account-button account-button--quiet"
          disabled={busy}
          onClick={() => answer(false)}
        >
          {t('account.offered.decline')}
        </button>
        <button
          type="button"
          className="account-button"
          disabled={busy || chosen.size === 0}
          onClick={() => answer(true)}
        >
          {t('account.offered.accept')}
        </button>
      </div>
    </Modal>
  );
}
