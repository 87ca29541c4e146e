import { useState } from 'react';
import type { StoryJson, StoryVoiceJson } from '@dreamweaver/contracts';
import { isApiError, useI18n } from '@dreamweaver/web-kit';
import { createVoice } from '../api/voices.ts';
import { SceneRecorder } from './SceneRecorder.tsx';
import { VoiceSelect } from './VoiceSelect.tsx';
import './voice.css';

interface Props {
  story: StoryJson;
  voices: readonly StoryVoiceJson[];
  /** The recorder is closed; `voiceId` is the voice recorded into, when one was. */
  onClose: (voiceId?: number) => void;
}

/** "Record your voice": name the voice (or pick one to go on with), then read the story scene by scene. */
export function VoiceRecorder({ story, voices, onClose }: Props) {
  const { t } = useI18n();
  const [voice, setVoice] = useState<{ id: number; name: string } | null>(null);
  const [index, setIndex] = useState(0);
  const scenes = story.scenes.filter((scene) => !scene.locked && scene.text);
  const done = voice !== null && index >= scenes.length;
  return (
    <section className="voice-recorder" data-testid="voice-recorder" aria-labelledby="voice-recorder-title">
      <h2 id="voice-recorder-title" className="voice-recorder__title">
        {t('voice.record.title')}
      </h2>
      {voice === null ? (
        <VoiceNameStep storyId={story.id} voices={voices} onReady={setVoice} onCancel={() => onClose()} />
      ) : done ? (
        <div className="voice-recorder__done">
          <p role="status">{t('voice.record.done', { name: voice.name })}</p>
          <button type="button" className="viewer-button" onClick={() => onClose(voice.id)}>
            {t('voice.record.finish')}
          </button>
        </div>
      ) : (
        <SceneRecorder
          key={scenes[index].sceneNumber}
          storyId={story.id}
          voiceId={voice.id}
          scene={scenes[index]}
          position={{ number: index + 1, total: scenes.length }}
          onNext={() => setIndex(index + 1)}
          onFinish={() => onClose(voice.id)}
        />
      )}
    </section>
  );
}

interface NameProps {
  storyId: string;
  voices: readonly StoryVoiceJson[];
  onReady: (voice: { id: number; name: string }) => void;
  onCancel: () => void;
}

/** The voice to record into: a new one with the name given, or one of the story's voices to go on with. */
function VoiceNameStep({ storyId, voices, onReady, onCancel }: NameProps) {
  const { t } = useI18n();
  const [existing, setExisting] = useState(0);
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const start = async () => {
    const chosen = voices.find((voice) => voice.id === existing);
    if (chosen) return onReady(chosen);
    setBusy(true);
    try {
      onReady(await createVoice(storyId, name));
    } catch (problem) {
      setError((isApiError(problem) && problem.serverMessage()) || t('voice.record.failed'));
      setBusy(false);
    }
  };
  return (
    <form
      className="voice-recorder__name"
      onSubmit={(event) => {
        event.preventDefault();
        void start();
      }}
    >
      <p>{t('voice.record.intro')}</p>
      {voices.length > 0 ? (
        <VoiceSelect
          label={t('voice.record.existing')}
          className="voice-recorder__field"
          voices={voices}
          value={existing}
          noneLabel={t('voice.record.newVoice')}
          onChange={setExisting}
        />
      ) : null}
      {existing === 0 ? (
        <label className="voice-recorder__field">
          {t('voice.record.nameLabel')}
          <input
            value={name}
            maxLength={40}
            placeholder={t('voice.record.namePlaceholder')}
            onChange={(event) => setName(event.currentTarget.value)}
            data-testid="voice-name"
          />
        </label>
      ) : null}
      {error ? (
        <p role="alert" className="voice-recorder__error">
          {error}
        </p>
      ) : null}
      <div className="voice-recorder__buttons">
        <button type="button" className="viewer-button viewer-button--quiet" onClick={onCancel}>
          {t('voice.record.finish')}
        </button>
        <button type="submit" className="viewer-button" disabled={busy}>
          {t('voice.record.start')}
        </button>
      </div>
    </form>
  );
}
