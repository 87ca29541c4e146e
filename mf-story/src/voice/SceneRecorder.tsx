import { useMemo, useState } from 'react';
import { splitSentences } from '@dreamweaver/contracts';
import { isApiError, useI18n } from '@dreamweaver/web-kit';
import { sendAgainAfterWaits } from './send-again.ts';
import { useMediaRecorder, type RecorderState } from './useMediaRecorder.ts';

/** A scene to read aloud: its number and its text. */
export interface SceneToRecord {
  sceneNumber: number;
  text: string | null;
}

interface Props {
  /** Sends the take of this scene (the owner's route or an invite link's). */
  upload: (recording: Blob) => Promise<unknown>;
  scene: SceneToRecord;
  position: { number: number; total: number };
  onNext: () => void;
  onFinish: () => void;
}

/** One scene: its text large with the sentence to read lit up, and the controls of its take. */
export function SceneRecorder({ upload, scene, position, onNext, onFinish }: Props) {
  const { t } = useI18n();
  const sentences = useMemo(() => splitSentences(scene.text ?? ''), [scene.text]);
  const [sentence, setSentence] = useState(0);
  const [saving, setSaving] = useState(false);
  // The server was busy: the take is sent again by itself after the wait it asked for.
  const [waiting, setWaiting] = useState(false);
  const [error, setError] = useState('');
  const recorder = useMediaRecorder();
  const nextSentence = () => setSentence((current) => Math.min(current + 1, sentences.length - 1));
  const record = () => {
    setSentence(0);
    setError('');
    void recorder.start();
  };
  const save = async () => {
    if (!recorder.take) return;
    const { blob } = recorder.take;
    setSaving(true);
    setError('');
    try {
      await sendAgainAfterWaits(() => upload(blob), { onWait: () => setWaiting(true) });
      onNext();
    } catch (problem) {
      setWaiting(false);
      setError((isApiError(problem) && problem.serverMessage()) || t('voice.record.failed'));
      setSaving(false);
    }
  };
  return (
    <div className="voice-scene" data-testid="voice-scene" data-scene={scene.sceneNumber}>
      <h3 className="voice-scene__number">{t('voice.record.scene', position)}</h3>
      <p className="voice-scene__text">
        {sentences.map((text, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a sentence is its place in the text
          <span key={index} className="voice-scene__sentence" data-active={index === sentence || undefined}>
            {text}{' '}
          </span>
        ))}
      </p>
      <RecorderStatus state={recorder.state} />
      {waiting ? (
        <p role="status" className="voice-recorder__status" data-testid="take-waiting">
          {t('voice.record.waiting')}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="voice-recorder__error">
          {error}
        </p>
      ) : null}
      {recorder.take && recorder.state === 'recorded' ? (
        <audio className="voice-scene__listen" controls src={recorder.take.url} aria-label={t('voice.record.listen')} />
      ) : null}
      <TakeButtons
        state={recorder.state}
        saving={saving}
        onRecord={record}
        onStop={recorder.stop}
        onNextSentence={nextSentence}
        onSave={() => void save()}
      />
      <div className="voice-recorder__buttons voice-recorder__buttons--quiet">
        <button
          type="button"
          className="viewer-button viewer-button--quiet"
          onClick={onNext}
          title={t('voice.record.skipNote')}
        >
          {t('voice.record.skip')}
        </button>
        <button type="button" className="viewer-button viewer-button--quiet" onClick={onFinish}>
          {t('voice.record.finish')}
        </button>
      </div>
    </div>
  );
}

function RecorderStatus({ state }: { state: RecorderState }) {
  const { t } = useI18n();
  if (state === 'denied' || state === 'unsupported')
    return (
      <p role="alert" className="voice-recorder__error" data-testid="recorder-refused">
        {t(state === 'denied' ? 'voice.record.denied' : 'voice.record.unsupported')}
      </p>
    );
  const words =
    state === 'asking' ? t('voice.record.asking') : state === 'recording' ? t('voice.record.recording') : '';
  return (
    <p role="status" className="voice-recorder__status" data-state={state}>
      {words}
    </p>
  );
}

interface TakeProps {
  state: RecorderState;
  saving: boolean;
  onRecord: () => void;
  onStop: () => void;
  onNextSentence: () => void;
  onSave: () => void;
}

/** Record; while recording, the next sentence and Stop; once recorded, record again or save. */
function TakeButtons({ state, saving, onRecord, onStop, onNextSentence, onSave }: TakeProps) {
  const { t } = useI18n();
  return (
    <div className="voice-recorder__buttons">
      {state === 'recording' ? (
        <>
          <button type="button" className="viewer-button viewer-button--quiet" onClick={onNextSentence}>
            {t('voice.record.nextSentence')}
          </button>
          <button type="button" className="viewer-button voice-button--stop" onClick={onStop} data-testid="stop-take">
            {t('voice.record.stop')}
          </button>
        </>
      ) : state === 'recorded' ? (
        <>
          <button type="button" className="viewer-button viewer-button--quiet" onClick={onRecord} disabled={saving}>
            {t('voice.record.again')}
          </button>
          <button type="button" className="viewer-button" onClick={onSave} disabled={saving} data-testid="save-take">
            {saving ? t('voice.record.saving') : t('voice.record.save')}
          </button>
        </>
      ) : (
        <button
          type="button"
          className="viewer-button voice-button--record"
          onClick={onRecord}
          disabled={state === 'asking'}
          data-testid="record-take"
        >
          {t('voice.record.record')}
        </button>
      )}
    </div>
  );
}
