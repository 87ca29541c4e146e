import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { INVITE_DAYS } from '@dreamweaver/contracts';
import { isApiError, useI18n } from '@dreamweaver/web-kit';
import { createInviteVoice, openInvite, uploadInviteRecording } from '../api/invite.ts';
import { VoiceRecorder } from '../voice/VoiceRecorder.tsx';
import '../viewer/viewer.css';
import '../voice/voice.css';

/** The link's token: after the `#`, so the browser never sends it in a URL (no log, no referrer keeps it). */
const tokenOfPage = () => window.location.hash.replace(/^#/, '');

/**
 * `/invite#<token>`: a grandparent reads a story aloud from a private link, without an account.
 * The page shows the story's scenes' text and the recorder, nothing else; what is recorded waits
 * for the owner's approval.
 */
export function InvitePage() {
  const { t } = useI18n();
  const [token] = useState(tokenOfPage);
  const [finished, setFinished] = useState(false);
  const query = useQuery({
    queryKey: ['invite', token],
    queryFn: () => openInvite(token),
    enabled: token !== '',
    retry: (count, error) => !isApiError(error) && count < 2,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (token !== '' && query.isPending) {
    return (
      <section className="viewer-page viewer-message" aria-busy="true">
        <p role="status">{t('voice.invitePage.loading')}</p>
      </section>
    );
  }
  if (!query.data) {
    const message =
      isApiError(query.error) && query.error.status === 429
        ? query.error.serverMessage() || t('voice.invite.failed')
        : t('voice.invitePage.notFound', { days: INVITE_DAYS });
    return (
      <section className="viewer-page viewer-message" role="alert" data-testid="invite-closed">
        <h1>{t('voice.invitePage.title')}</h1>
        <p>{message}</p>
      </section>
    );
  }
  if (finished) {
    return (
      <section className="viewer-page viewer-message" data-testid="invite-finished">
        <h1>{t('voice.invitePage.title')}</h1>
        <p role="status">{t('voice.invitePage.done')}</p>
      </section>
    );
  }
  return (
    <div className="viewer-page invite-page" data-testid="invite-page">
      <VoiceRecorder
        pageTitle={t('voice.invitePage.title')}
        intro={t('voice.invitePage.intro')}
        scenes={query.data.scenes}
        voices={query.data.voices}
        target={{
          createVoice: (name) => createInviteVoice(token, name),
          upload: (voiceId, sceneNumber, recording) => uploadInviteRecording(token, voiceId, sceneNumber, recording),
        }}
        doneMessage={() => t('voice.invitePage.done')}
        cancellable={false}
        onClose={(voiceId) => setFinished(voiceId !== undefined)}
      />
    </div>
  );
}
