import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminStory } from '@dreamweaver/contracts';
import { messageFromError, toast, useI18n } from '@dreamweaver/web-kit';
import { isAdminQuery, setStoryGalleryHidden } from '../api/admin.ts';

/** Where a story stands in the Recent Stories gallery, for the Title cell. */
export function GalleryBadges({ story }: { story: AdminStory }) {
  const { t } = useI18n();
  return (
    <>
      {story.isSample ? <span className="admin-badge">{t('admin.stories.sample')}</span> : null}
      {story.galleryHidden ? (
        <span className="admin-badge admin-badge--hidden" data-testid="gallery-hidden">
          {t('admin.stories.galleryHidden')}
        </span>
      ) : story.shared ? (
        <span className="admin-badge admin-badge--shown" data-testid="gallery-shown">
          {t('admin.stories.galleryShown')}
        </span>
      ) : null}
    </>
  );
}

/** Hide / Show: the admin keeps a story out of the gallery, shared or not (PUT /api/admin/stories/:id/gallery). */
export function GalleryToggle({ story }: { story: AdminStory }) {
  const { t } = useI18n();
  const client = useQueryClient();
  const change = useMutation({
    mutationFn: (hidden: boolean) => setStoryGalleryHidden(story.id, hidden),
    onSuccess: () => void client.invalidateQueries({ predicate: (query) => isAdminQuery(query.queryKey) }),
    onError: (error: unknown) =>
      toast({
        title: t('admin.stories.galleryFailed'),
        description: messageFromError(error) ?? t('admin.stories.galleryFailed'),
        variant: 'destructive',
      }),
  });
  const hide = !story.galleryHidden;
  return (
    <button
      type="button"
      className="admin-button admin-button--quiet admin-button--small"
      title={t(hide ? 'admin.stories.hideLabel' : 'admin.stories.unhideLabel')}
      disabled={change.isPending}
      onClick={() => change.mutate(hide)}
    >
      {t(hide ? 'admin.stories.hide' : 'admin.stories.unhide')}
    </button>
  );
}
