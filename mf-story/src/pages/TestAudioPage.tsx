import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useI18n } from '@dreamweaver/web-kit';
import { AudioPlayer, type AudioStatus } from '../viewer/AudioPlayer.tsx';
import { toneWavDataUrl } from '../viewer/test-tone.ts';
import { formatTime } from '../viewer/time.ts';
import '../viewer/viewer.css';

/** The test page gives the audio 5 s to load. */
const TEST_AUDIO_TIMEOUT_MS = 5000;

/** `/test-audio`: the narration player on a built-in tone or any audio address. */
export function TestAudioPage() {
  const { t } = useI18n();
  const tone = useMemo(() => toneWavDataUrl(4, 392), []);
  const [draft, setDraft] = useState('');
  const [src, setSrc] = useState(tone);
  const [status, setStatus] = useState<AudioStatus>('loading');
  const [duration, setDuration] = useState(0);
  const [timedOut, setTimedOut] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new source restarts the timeout
  useEffect(() => {
    setTimedOut(false);
    setStatus('loading');
    const timer = setTimeout(() => setTimedOut(true), TEST_AUDIO_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [src]);
  const loaded = status !== 'loading' && status !== 'error';

  const load = (event: FormEvent) => {
    event.preventDefault();
    setSrc(draft.trim() || tone);
  };

  return (
    <div className="viewer-page">
      <section className="viewer-test-details">
        <h1>{t('testAudio.title')}</h1>
        <p>{t('testAudio.description')}</p>
        <form className="viewer-email__row" onSubmit={load} style={{ marginTop: 12 }}>
          <input
            type="url"
            value={draft}
            placeholder={t('testAudio.source')}
            aria-label={t('testAudio.source')}
            onChange={(e) => setDraft(e.currentTarget.value)}
          />
          <button type="submit" className="viewer-button">
            {t('testAudio.load')}
          </button>
        </form>
      </section>
      <div className="viewer-reader">
        <div className="viewer-controls">
          <AudioPlayer
            key={src}
            src={src}
            generating={false}
            lengthAtOnce
            onStatusChange={setStatus}
            onProgress={(_, d) => setDuration(d)}
          />
          <p className="viewer-audio__message" role="status" data-testid="test-audio-result">
            {loaded
              ? t('testAudio.loaded', { duration: formatTime(duration) })
              : timedOut
                ? t('testAudio.timeout')
                : null}
          </p>
        </div>
      </div>
    </div>
  );
}
