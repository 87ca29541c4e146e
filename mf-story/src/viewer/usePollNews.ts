import { useEffect, useRef } from 'react';
import type { StoryJson } from '@dreamweaver/contracts';
import { toast, useI18n } from '@dreamweaver/web-kit';
import { pollNews } from './polling.ts';

/**
 * Announces what the story's polls bring (viewer/polling.ts): the next scene's narration, or the
 * finished story. The polling itself is the story query's refetchInterval (api/stories.ts).
 */
export function usePollNews(story: StoryJson | undefined, answeredAt: number, currentIndex: number) {
  const { t } = useI18n();
  const previous = useRef<StoryJson | undefined>(undefined);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new response is news, so the effect runs per answer
  useEffect(() => {
    const before = previous.current;
    previous.current = story;
    if (!before || !story || before.id !== story.id) return;
    const news = pollNews(before, story, currentIndex);
    if (news?.kind === 'audio') {
      toast({
        title: t('viewer.poll.audioTitle'),
        description: t('viewer.poll.audioDescription', { number: news.sceneNumber }),
      });
    } else if (news?.kind === 'completed') {
      toast({ title: t('viewer.poll.completeTitle'), description: t('viewer.poll.completeDescription') });
    }
  }, [answeredAt]);
}
