import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_ROUTES, apiPath, type StoryJson, type StorySharingJson } from '@dreamweaver/contracts';
import { apiRequest, toast, useI18n } from '@dreamweaver/web-kit';
import { storyQuery } from '../api/stories.ts';

interface Props {
  storyId: string;
  sharing: StorySharingJson;
  /** The title as the gallery shows it (it often carries the child's name). */
  title: string;
  /** Scene 1's picture: the gallery card's cover. */
  coverUrl: string | null;
}

/**
 * 'Show in the gallery': only for whoever may change it (the story JSON carries `sharing` for the
 * owner or the browser session that made the story, never for others). Off by default. Before it
 * is switched on, the parent sees exactly what becomes public: the title and the first picture.
 */
export function GallerySwitch({ storyId, sharing, title, coverUrl }: Props) {
  const { t } = useI18n();
  const hintId = useId();
  const queryClient = useQueryClient();
  // Set in the change handler itself: a controlled checkbox whose `checked` does not change in the
  // same event snaps back, and the mutation's pending state only renders a tick later.
  const [requested, setRequested] = useState<boolean | null>(null);
  const change = useMutation({
    // A poll of the story already on its way (one while a picture develops) would answer the old
    // state after this change and set the switch back: it is called off first.
    onMutate: () => queryClient.cancelQueries({ queryKey: storyQuery(storyId).queryKey }),
    mutationFn: (shared: boolean) =>
      apiRequest<StorySharingJson>(apiPath(API_ROUTES.stories.sharing, { id: storyId }), {
        method: 'PUT',
        data: { shared },
      }),
    onSuccess: (next) => {
      queryClient.setQueryData<StoryJson>(storyQuery(storyId).queryKey, (old) =>
        old ? { ...old, sharing: next } : old,
      );
      // This browser's own gallery shows the change at once; others within the list's cache time.
      void queryClient.invalidateQueries({ queryKey: [API_ROUTES.stories.recent.path] });
    },
    onSettled: () => setRequested(null),
    onError: (error: unknown) => {
      console.info('[mf-story] sharing change failed:', error);
      toast({ title: t('payment.toast.errorTitle'), description: t('viewer.sharing.failed'), variant: 'destructive' });
    },
  });
  if (!sharing.canChange) return null;
  const shared = requested ?? sharing.shared;
  return (
    <div className="viewer-sharing" data-testid="gallery-switch">
      <label className="viewer-switch">
        <input
          type="checkbox"
          // biome-ignore lint/a11y/useAriaPropsForRole: a checkbox's own checked state is its aria-checked
          role="switch"
          checked={shared}
          disabled={change.isPending}
          aria-describedby={hintId}
          onChange={(event) => {
            const next = event.currentTarget.checked;
            setRequested(next);
            change.mutate(next);
          }}
        />
        <span className="viewer-switch__track" aria-hidden="true" />
        <span>{t('viewer.sharing.label')}</span>
      </label>
      <p id={hintId} className="viewer-sharing__hint">
        {t('viewer.sharing.hint', { title })}
      </p>
      <figure className="viewer-sharing__preview" data-testid="gallery-preview">
        {coverUrl ? <img src={coverUrl} alt="" className="viewer-sharing__cover" /> : null}
        <figcaption>
          <span className="viewer-sharing__preview-label">{t('viewer.sharing.preview')}</span>
          <span className="viewer-sharing__preview-title">{title}</span>
        </figcaption>
      </figure>
    </div>
  );
}
