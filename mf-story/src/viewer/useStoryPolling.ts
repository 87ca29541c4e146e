import { useEffect, useRef } from 'react';
import type { StoryJson } from '@dreamweaver/contracts';
import { toast, useI18n } from '@dreamweaver/web-kit';
import { nextPollDelay, pollNews } from './polling.ts';

/**
 * Refetches the story on the schedule of viewer/polling.ts and announces what the polls
 * bring. `postPaymentPolls` is null until a payment is verified, then counts the polls.
 */
export function useStoryPolling(options: {
  story: StoryJson | undefined;
  dataUpdatedAt: number;
  refetch: () => unknown;
  postPaymentPolls: number | null;
  countPostPaymentPoll: () => void;
  currentIndex: number;
}) {
  const { story, dataUpdatedAt, refetch, postPaymentPolls, countPostPaymentPoll, currentIndex } = options;
  const { t } = useI18n();
  const previous = useRef<StoryJson | undefined>(undefined);
  const latest = useRef({ refetch, countPostPaymentPoll, postPaymentPolls });
  latest.current = { refetch, countPostPaymentPoll, postPaymentPolls };

  useEffect(() => {
    const before = previous.current;
    previous.current = story;
    if (!before || !story || before.id !== story.id) return;
    const news = pollNews(before, story, currentIndex);
    if (news?.kind === 'audio') {
      toast({ title: t('viewer.poll.audioTitle'), description: t('viewer.poll.audioDescription', { number: news.sceneNumber }) });
    } else if (news?.kind === 'completed') {
      toast({ title: t('viewer.poll.completeTitle'), description: t('viewer.poll.completeDescription') });
    }
    // only a new response is news
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dataUpdatedAt]);

  useEffect(() => {
    if (!story) return;
    const delay = nextPollDelay(story, postPaymentPolls);
    if (delay === null) return;
    const timer = setTimeout(() => {
      if (latest.current.postPaymentPolls !== null) latest.current.countPostPaymentPoll();
      void latest.current.refetch();
    }, delay);
    return () => clearTimeout(timer);
  }, [story, dataUpdatedAt, postPaymentPolls === null]);
}
