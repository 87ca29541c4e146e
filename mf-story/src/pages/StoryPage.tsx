import { useCallback, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DownloadFormat, StoryJson } from '@dreamweaver/contracts';
import { isApiError, toast, useI18n } from '@dreamweaver/web-kit';
import { answerCount, storyQuery } from '../api/stories.ts';
import { StoryReader } from '../viewer/StoryReader.tsx';
import { PreviewBanner } from '../viewer/PreviewBanner.tsx';
import { ViewerMessage } from '../viewer/ViewerMessage.tsx';
import { GallerySwitch } from '../viewer/GallerySwitch.tsx';
import { PrivacyReceipt } from '../viewer/PrivacyReceipt.tsx';
import { usePollNews } from '../viewer/usePollNews.ts';
import { useAutoPlayAfterPayment } from '../viewer/useAutoPlayAfterPayment.ts';
import { downloadStoryFile } from '../viewer/download-story.ts';
import { DownloadMenu } from '../viewer/DownloadMenu.tsx';
import { usePurchase } from '../payment/usePurchase.ts';
import { usePaymentReturn } from '../payment/usePaymentReturn.ts';
import { EmailForm } from '../payment/EmailForm.tsx';
import { useNightPalette } from '../viewer/bedtime/useNightPalette.ts';
import { useStoryVoices } from '../voice/useStoryVoices.ts';
import { VoicePicker } from '../voice/VoicePicker.tsx';
import { VoiceRecorder } from '../voice/VoiceRecorder.tsx';
import { VoiceInvites } from '../voice/VoiceInvites.tsx';
import { createVoice, uploadRecording } from '../api/voices.ts';
import '../viewer/viewer.css';

/** `/story/:id`: the story viewer, and where the checkout returns to. */
export function StoryPage() {
  const { id = '' } = useParams();
  const { t } = useI18n();
  const [answersAtPayment, setAnswersAtPayment] = useState<number | null>(null);
  const query = useQuery(storyQuery(id, answersAtPayment));
  const story = query.data;
  const [index, setIndex] = useState(0);
  const { autoPlay, setAutoPlay, startAfterPayment } = useAutoPlayAfterPayment(story?.isPaid);
  const { purchase, busy: purchasing } = usePurchase(id);
  const { paidNotice, paidShown } = usePaidNotice();
  useNightPalette();

  usePollNews(story, Math.max(query.dataUpdatedAt, query.errorUpdatedAt), index);
  const { emailSessionId, emailProvided } = useCheckoutReturn(id, story, {
    setAnswersAtPayment,
    setIndex,
    startAfterPayment,
    paidShown,
  });
  const voiced = useStoryVoices(story);
  const [recording, setRecording] = useState(false);
  const download = useStoryDownload(story, voiced.chosenId);

  if (query.isPending) return <StoryLoading />;
  if (!story || story.scenes.length === 0) {
    return <StoryUnavailable error={story ? null : query.error} />;
  }

  const sceneIndex = Math.min(index, story.scenes.length - 1);
  if (recording) return <StoryRecorder story={story} voiced={voiced} onClose={() => setRecording(false)} />;
  return (
    <div className="viewer-page">
      {story.isPaid ? null : <PreviewBanner onPurchase={purchase} busy={purchasing} />}
      {emailSessionId && story.isPaid ? <EmailForm sessionId={emailSessionId} onDone={emailProvided} /> : null}
      <StoryReader
        story={voiced.story ?? story}
        index={sceneIndex}
        onIndexChange={setIndex}
        autoPlay={autoPlay}
        onAutoPlayChange={setAutoPlay}
        onPurchase={purchase}
        purchasing={purchasing}
        onDownload={download}
        announcement={paidNotice?.message ?? ''}
        focusHeadingRequest={paidNotice?.count ?? 0}
      />
      <StoryVoiceControls storyId={story.id} voiced={voiced} onRecord={() => setRecording(true)} />
      {story.sharing?.canChange ? (
        <GallerySwitch
          storyId={story.id}
          sharing={story.sharing}
          title={story.title || t('home.gallery.untitled')}
          coverUrl={story.scenes[0]?.imageUrl ?? null}
        />
      ) : null}
      {story.sharing?.canChange ? (
        <PrivacyReceipt storyId={story.id} shared={story.sharing.shared} paid={story.isPaid} />
      ) : null}
      <ViewerActions onDownload={download} />
    </div>
  );
}

type StoryVoices = ReturnType<typeof useStoryVoices>;

/** "Record your voice" in place of the reader: the owner's own recorder for the story's unlocked scenes. */
function StoryRecorder({ story, voiced, onClose }: { story: StoryJson; voiced: StoryVoices; onClose: () => void }) {
  const closeRecorder = (voiceId?: number) => {
    onClose();
    void voiced.refresh();
    if (voiceId) voiced.choose(voiceId);
  };
  return (
    <div className="viewer-page">
      <VoiceRecorder
        scenes={story.scenes.filter((scene) => !scene.locked)}
        voices={voiced.voices}
        target={{
          createVoice: (name) => createVoice(story.id, name),
          upload: (voiceId, sceneNumber, recording) => uploadRecording(story.id, voiceId, sceneNumber, recording),
        }}
        onClose={closeRecorder}
      />
    </div>
  );
}

/** Under the reader, for the owner: the voice picker, and the invite links with the voices recorded from them. */
function StoryVoiceControls({
  storyId,
  voiced,
  onRecord,
}: {
  storyId: string;
  voiced: StoryVoices;
  onRecord: () => void;
}) {
  return (
    <>
      <VoicePicker
        storyId={storyId}
        voices={voiced.voices}
        chosenId={voiced.chosenId}
        onChoose={voiced.choose}
        canRecord={voiced.canRecord}
        onRecord={onRecord}
        onDeleted={() => void voiced.refresh()}
      />
      {voiced.canRecord || voiced.pending.length > 0 ? (
        <VoiceInvites
          storyId={storyId}
          canInvite={voiced.canRecord}
          pending={voiced.pending}
          onChanged={() => void voiced.refresh()}
        />
      ) : null}
    </>
  );
}

/** Back from the checkout: the reader says so politely and puts the focus on the new scene's heading. */
function usePaidNotice() {
  const { t } = useI18n();
  const [paidNotice, setPaidNotice] = useState<{ message: string; count: number } | null>(null);
  const paidShown = useCallback(
    () => setPaidNotice((notice) => ({ message: t('payment.toast.successTitle'), count: (notice?.count ?? 0) + 1 })),
    [t],
  );
  return { paidNotice, paidShown };
}

/** A story that cannot be shown: not found (or without scenes), or the request failed. */
function StoryUnavailable({ error }: { error: unknown }) {
  const { t } = useI18n();
  if (error && !isApiError(error, 404)) {
    return (
      <ViewerMessage
        title={t('viewer.error.title')}
        description={t('viewer.error.description')}
        action={t('viewer.error.startOver')}
        to="/select-audience"
      />
    );
  }
  return (
    <ViewerMessage
      title={t('viewer.notFound.title')}
      description={t('story.errors.notFound')}
      action={t('viewer.createNew')}
      to="/select-audience"
    />
  );
}

/** Under the reader: start a new story, or download this one. */
function ViewerActions({ onDownload }: { onDownload: (format: DownloadFormat) => void }) {
  const { t } = useI18n();
  return (
    <div className="viewer-actions">
      <Link to="/select-audience" className="viewer-button viewer-button--quiet">
        {t('viewer.createNew')}
      </Link>
      <DownloadMenu
        onDownload={onDownload}
        buttonClassName="viewer-button"
        buttonLabel={t('viewer.download')}
        buttonContent={t('viewer.download')}
        testId="download-menu"
      />
    </div>
  );
}

function StoryLoading() {
  const { t } = useI18n();
  return (
    <section className="viewer-page viewer-page--loading" aria-busy="true" data-testid="viewer-loading">
      <div className="viewer-spinner" aria-hidden="true" />
      <p>{t('viewer.loading')}</p>
    </section>
  );
}

interface AfterPayment {
  setAnswersAtPayment: (answers: number | null) => void;
  setIndex: (update: (current: number) => number) => void;
  startAfterPayment: () => void;
  /** The story shows as paid: announce it and focus the scene's heading. */
  paidShown: () => void;
}

/**
 * Coming back from the checkout: once the payment is verified the story is fetched again (shown as paid
 * at once), the reader moves past the free scene, says 'Payment successful!' and focuses that scene's heading,
 * and auto play starts; `session_id` leaves the address.
 */
function useCheckoutReturn(
  id: string,
  story: StoryJson | undefined,
  { setAnswersAtPayment, setIndex, startAfterPayment, paidShown }: AfterPayment,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const onPaid = useCallback(async () => {
    const { queryKey } = storyQuery(id);
    await queryClient.refetchQueries({ queryKey, exact: true });
    // The server unlocks on verification; should the refetch lag behind, polling catches up.
    queryClient.setQueryData<StoryJson>(queryKey, (old) => (old ? { ...old, isPaid: true } : old));
    // The post-payment polls are the answers from here on.
    setAnswersAtPayment(answerCount(queryClient.getQueryState(queryKey)));
    setIndex((current) => (current === 0 ? 1 : current));
    startAfterPayment();
    paidShown();
  }, [id, queryClient, startAfterPayment, setAnswersAtPayment, setIndex, paidShown]);
  // A handled return drops session_id from the address, so a reload or a shared link does not verify again.
  const onHandled = useCallback(() => {
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.delete('session_id');
        return next;
      },
      { replace: true },
    );
  }, [setSearchParams]);
  return usePaymentReturn({ story, sessionId: searchParams.get('session_id'), onPaid, onHandled });
}

/** Downloading the story as a file, with a toast that it started (and another if a book takes a moment). */
function useStoryDownload(story: StoryJson | undefined, voiceId: number) {
  const { t } = useI18n();
  return useCallback(
    (format: DownloadFormat) => {
      if (!story) return;
      toast({ title: t('viewer.download.toastTitle'), description: t('viewer.download.toastDescription') });
      // A book may take a moment to build: a second toast says so, and the file comes by itself when ready.
      const onPreparing = () =>
        toast({ title: t('viewer.download.preparingTitle'), description: t('viewer.download.preparingDescription') });
      downloadStoryFile(story, format, { onPreparing, voiceId }).catch((error: unknown) => {
        console.info('[mf-story] download failed:', error);
        toast({
          title: t('payment.toast.errorTitle'),
          description: t('viewer.download.failed'),
          variant: 'destructive',
        });
      });
    },
    [story, t, voiceId],
  );
}
