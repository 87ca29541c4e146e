import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { INVITE_DAYS, type StoryVoiceJson } from '@dreamweaver/contracts';
import { formatShortDate, isApiError, toast, useI18n } from '@dreamweaver/web-kit';
import { approveVoice, createInvite, deleteVoice, revokeInvite, storyInvitesQuery } from '../api/voices.ts';
import './voice.css';

interface Props {
  storyId: string;
  /** Whether the owner may make links (a paid story). */
  canInvite: boolean;
  /** Voices recorded from a link, waiting for the owner. */
  pending: readonly StoryVoiceJson[];
  onChanged: () => void;
}

/** Under the voice picker, for the story's owner: voices recorded from a link to approve, and the links. */
export function VoiceInvites({ storyId, canInvite, pending, onChanged }: Props) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <section className="voice-invites" data-testid="voice-invites" aria-label={t('voice.invite.title')}>
      {pending.map((voice) => (
        <PendingVoice key={voice.id} storyId={storyId} voice={voice} onDecided={onChanged} />
      ))}
      {canInvite && !open ? (
        <div className="voice-recorder__buttons">
          <button
            type="button"
            className="viewer-button viewer-button--quiet"
            onClick={() => setOpen(true)}
            data-testid="open-invites"
          >
            {t('voice.invite.open')}
          </button>
        </div>
      ) : null}
      {canInvite && open ? <InviteLinks storyId={storyId} /> : null}
    </section>
  );
}

/** A voice recorded from a link: its scenes to listen to, and keep or delete. */
function PendingVoice({
  storyId,
  voice,
  onDecided,
}: {
  storyId: string;
  voice: StoryVoiceJson;
  onDecided: () => void;
}) {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  const decide = async (keep: boolean) => {
    setBusy(true);
    try {
      if (keep) await approveVoice(storyId, voice.id);
      else await deleteVoice(storyId, voice.id);
      toast({ title: keep ? t('voice.invite.approved', { name: voice.name }) : t('voice.invite.rejected') });
      onDecided();
    } catch (problem) {
      toast({ title: (isApiError(problem) && problem.serverMessage()) || t('voice.invite.failed') });
      setBusy(false);
    }
  };
  return (
    <div className="voice-invites__pending" data-testid="pending-voice">
      <h3 className="voice-invites__title">{t('voice.invite.pending')}</h3>
      <p>{t('voice.invite.pendingIntro', { name: voice.name })}</p>
      <ul className="voice-invites__takes">
        {voice.recordings.map((recording) => (
          <li key={recording.sceneNumber}>
            <span>{t('voice.invite.listenScene', { number: recording.sceneNumber })}</span>
            <audio
              controls
              preload="none"
              src={recording.audioUrl}
              aria-label={t('voice.invite.listenScene', { number: recording.sceneNumber })}
            />
          </li>
        ))}
      </ul>
      <div className="voice-recorder__buttons">
        <button
          type="button"
          className="viewer-button viewer-button--quiet"
          disabled={busy}
          onClick={() => void decide(false)}
          data-testid="reject-voice"
        >
          {t('voice.invite.reject')}
        </button>
        <button
          type="button"
          className="viewer-button"
          disabled={busy}
          onClick={() => void decide(true)}
          data-testid="approve-voice"
        >
          {t('voice.invite.approve')}
        </button>
      </div>
    </div>
  );
}

/** Making a link (shown once), and the story's open links with the way to close each. */
function InviteLinks({ storyId }: { storyId: string }) {
  const { t, language } = useI18n();
  const links = useQuery(storyInvitesQuery(storyId, true));
  const [made, setMade] = useState<string | null>(null);
  const [error, setError] = useState('');
  const run = async (work: () => Promise<void>) => {
    setError('');
    try {
      await work();
      await links.refetch();
    } catch (problem) {
      setError((isApiError(problem) && problem.serverMessage()) || t('voice.invite.failed'));
    }
  };
  const make = () =>
    run(async () => {
      const { token } = await createInvite(storyId);
      setMade(`${window.location.origin}/invite#${token}`);
    });
  const revoke = (inviteId: number) =>
    run(async () => {
      await revokeInvite(storyId, inviteId);
      toast({ title: t('voice.invite.revoked') });
    });
  return (
    <div className="voice-invites__links">
      <h3 className="voice-invites__title">{t('voice.invite.title')}</h3>
      <p>{t('voice.invite.intro', { days: INVITE_DAYS })}</p>
      {made ? <MadeLink url={made} /> : null}
      {error ? (
        <p role="alert" className="voice-recorder__error">
          {error}
        </p>
      ) : null}
      <div className="voice-recorder__buttons">
        <button type="button" className="viewer-button" onClick={() => void make()} data-testid="make-invite">
          {t('voice.invite.create')}
        </button>
      </div>
      <h4 className="voice-invites__subtitle">{t('voice.invite.list')}</h4>
      {links.data && links.data.length === 0 ? <p>{t('voice.invite.none')}</p> : null}
      <ul className="voice-invites__open" data-testid="open-links">
        {(links.data ?? []).map((link) => (
          <li key={link.id}>
            <span>
              {t('voice.invite.expires', {
                created: formatShortDate(link.createdAt, language),
                expires: formatShortDate(link.expiresAt, language),
              })}
            </span>
            <button
              type="button"
              className="viewer-button viewer-button--quiet"
              onClick={() => void revoke(link.id)}
              data-testid="revoke-invite"
            >
              {t('voice.invite.revoke')}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The new link, to copy now: it is never shown again. */
function MadeLink({ url }: { url: string }) {
  const { t } = useI18n();
  const copy = async () => {
    await navigator.clipboard?.writeText(url);
    toast({ title: t('voice.invite.copied') });
  };
  return (
    <div className="voice-invites__made" role="status">
      <p>{t('voice.invite.created')}</p>
      <label className="voice-recorder__field voice-invites__url">
        {t('voice.invite.linkLabel')}
        <input readOnly value={url} onFocus={(event) => event.currentTarget.select()} data-testid="invite-url" />
      </label>
      <button type="button" className="viewer-button viewer-button--quiet" onClick={() => void copy()}>
        {t('voice.invite.copy')}
      </button>
    </div>
  );
}
