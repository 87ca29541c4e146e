import { useState } from 'react';
import { isApiError, useI18n } from '@dreamweaver/web-kit';
import { SceneRecorder, type SceneToRecord } from './SceneRecorder.tsx';
import { VoiceSelect, type NamedVoice } from './VoiceSelect.tsx';
import './voice.css';

/** Where the recorder's voices are made and its takes sent: the owner's story, or an invite link. */
interface RecordingTarget {
  createVoice: (name: string) => Promise<NamedVoice>;
  upload: (voiceId: number, sceneNumber: number, recording: Blob) => Promise<unknown>;
}

interface Props {
  /** The recorder's heading, when it is the page's own (the invite page): an h1 with these words, else the h2 "Read the story in your own voice". */
  pageTitle?: string;
  /** The scenes to read, in order (the ones with text). */
  scenes: readonly SceneToRecord[];
  /** Voices to go on recording into. */
  voices: readonly NamedVoice[];
  target: RecordingTarget;
  /** What the first step says (by default: how to read, and that only the owner hears it). */
  intro?: string;
  /** What is said when every scene is done (by default: where to find the voice). */
  doneMessage?: (name: string) => string;
  /** Whether the first step offers to leave without recording (the invite page has nowhere to go back to). */
  cancellable?: boolean;
  /** The recorder is closed; `voiceId` is the voice recorded into, when one was. */
  onClose: (voiceId?: number) => void;
}

/** "Record your voice": name the voice (or pick one to go on with), then read the story scene by scene. */
export function VoiceRecorder({
  pageTitle,
  scenes: allScenes,
  voices,
  target,
  intro,
  doneMessage,
  cancellable = true,
  onClose,
}: Props) {
  const { t } = useI18n();
  const [voice, setVoice] = useState<NamedVoice | null>(null);
  const [index, setIndex] = useState(0);
  const scenes = allScenes.filter((scene) => scene.text);
  const done = voice !== null && index >= scenes.length;
  return (
    <section className="voice-recorder" data-testid="voice-recorder" aria-labelledby="voice-recorder-title">
      {pageTitle ? (
        <h1 id="voice-recorder-title" className="voice-recorder__title">
          {pageTitle}
        </h1>
      ) : (
        <h2 id="voice-recorder-title" className="voice-recorder__title">
          {t('voice.record.title')}
        </h2>
      )}
      {voice === null ? (
        <VoiceNameStep
          createVoice={target.createVoice}
          intro={intro ?? t('voice.record.intro')}
          voices={voices}
          onReady={setVoice}
          onCancel={cancellable ? () => onClose() : undefined}
        />
      ) : done ? (
        <div className="voice-recorder__done">
          <p role="status">{doneMessage ? doneMessage(voice.name) : t('voice.record.done', { name: voice.name })}</p>
          <button type="button" className="viewer-button" onClick={() => onClose(voice.id)}>
            {t('voice.record.finish')}
          </button>
        </div>
      ) : (
        <SceneRecorder
          key={scenes[index].sceneNumber}
          upload={(recording) => target.upload(voice.id, scenes[index].sceneNumber, recording)}
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
  createVoice: RecordingTarget['createVoice'];
  intro: string;
  voices: readonly NamedVoice[];
  onReady: (voice: NamedVoice) => void;
  onCancel?: () => void;
}

/** The voice to record into: a new one with the name given, or one of the story's voices to go on with. */
function VoiceNameStep({ createVoice, intro, voices, onReady, onCancel }: NameProps) {
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
      onReady(await createVoice(name));
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
      <p>{intro}</p>
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
        {onCancel ? (
          <button type="button" className="viewer-button viewer-button--quiet" onClick={onCancel}>
            {t('voice.record.finish')}
          </button>
        ) : null}
        <button type="submit" className="viewer-button" disabled={busy}>
          {t('voice.record.start')}
        </button>
      </div>
    </form>
  );
}
