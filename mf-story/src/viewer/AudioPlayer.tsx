import { useEffect, useImperativeHandle, useRef, useState, type Ref, type RefObject, type SyntheticEvent } from 'react';
import { useI18n } from '@dreamweaver/web-kit';
import { SEEK_STEP_SECONDS, formatTime } from './time.ts';
import { narrationPreload } from './narration-preload.ts';

export type AudioStatus = 'loading' | 'ready' | 'playing' | 'paused' | 'error';

export interface AudioPlayerHandle {
  toggle: () => void;
  play: () => void;
  pause: () => void;
  /** Pauses and goes back to the scene's start. */
  stop: () => void;
}

interface Props {
  src: string | null;
  /** No audio yet and the story is still being generated: say so instead of 'No audio available'. */
  generating: boolean;
  /** Start playing as soon as the audio can play (auto play). */
  autoStart?: boolean;
  /** Fetch the narration's length at once, not when the reader turns to the player (the test audio page). */
  lengthAtOnce?: boolean;
  onEnded?: () => void;
  onProgress?: (currentTime: number, duration: number) => void;
  onStatusChange?: (status: AudioStatus) => void;
  ref?: Ref<AudioPlayerHandle>;
}

/** The scene narration: play/pause, a seek bar in 0.1 s steps, and m:ss times. Remount it per source. */
export function AudioPlayer({ src, generating, autoStart = false, lengthAtOnce = false, ...rest }: Props) {
  const { onEnded, onProgress, onStatusChange, ref } = rest;
  const { t } = useI18n();
  const { audio, preload, want, status, currentTime, duration, toggle, seek, audioEvents } = useAudioPlayback({
    src,
    autoStart,
    lengthAtOnce,
    onEnded,
    onProgress,
    onStatusChange,
    ref,
  });

  if (!src) return <NoAudio generating={generating} />;

  const playing = status === 'playing';
  // Pointing at, focusing or touching the controls fetches the narration's length (narration-preload.ts).
  const interest = { onPointerEnter: want, onFocus: want, onTouchStart: want };
  return (
    <div className="viewer-audio" data-status={status}>
      <audio ref={audio} src={src} preload={preload} {...audioEvents} />
      <button
        type="button"
        className="viewer-audio__toggle"
        onClick={toggle}
        {...interest}
        disabled={status === 'loading' || status === 'error'}
        aria-label={playing ? t('viewer.audio.pause') : t('viewer.audio.play')}
      >
        {playing ? <PauseIcon /> : <PlayIcon />}
      </button>
      <input
        type="range"
        className="viewer-audio__seek"
        min={0}
        max={Number.isFinite(duration) && duration > 0 ? duration : 0}
        step={SEEK_STEP_SECONDS}
        value={currentTime}
        {...interest}
        disabled={status === 'loading' || status === 'error'}
        aria-label={t('viewer.audio.seek')}
        onChange={(e) => seek(Number(e.currentTarget.value))}
      />
      <span className="viewer-audio__time">
        {formatTime(currentTime)} / {formatTime(duration)}
      </span>
      {status === 'loading' ? <span className="viewer-audio__note">{t('viewer.audio.loading')}</span> : null}
      {status === 'error' ? (
        <span className="viewer-audio__note viewer-audio__note--error" role="alert">
          {t('viewer.audio.failed')}
        </span>
      ) : null}
    </div>
  );
}

/** No narration: still being generated, or none at all. */
function NoAudio({ generating }: { generating: boolean }) {
  const { t } = useI18n();
  return (
    <div className="viewer-audio viewer-audio--empty" data-status="none">
      <p className="viewer-audio__message" data-generating={generating}>
        {generating ? t('viewer.audio.generating') : t('viewer.audio.none')}
      </p>
    </div>
  );
}

type AudioEvent = SyntheticEvent<HTMLAudioElement>;

/**
 * The narration's state, kept in step with its <audio> element: the status, the current time and the
 * duration; play/pause, seeking and auto play; `audioEvents` are the element's listeners.
 */
function useAudioPlayback(props: Omit<Props, 'generating'>) {
  const { src, autoStart, lengthAtOnce, onEnded, onProgress, onStatusChange, ref } = props;
  const audio = useRef<HTMLAudioElement>(null);
  const [wanted, setWanted] = useState(lengthAtOnce ?? false);
  const preload = narrationPreload(autoStart ?? false, wanted);
  // Nothing is fetched before the reader shows an interest (narration-preload.ts): play is ready
  // at once and fetches the sound itself; a source that fails says so then.
  const [status, setStatus] = useState<AudioStatus>(preload === 'none' ? 'ready' : 'loading');
  const want = () => setWanted(true);
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState(0);

  useEffect(() => onStatusChange?.(status), [status, onStatusChange]);

  // A source that loads very fast can be ready before the element's listeners saw 'canplay'.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the element this player was mounted with
  useEffect(() => {
    const element = audio.current;
    if (!element || element.readyState < HTMLMediaElement.HAVE_FUTURE_DATA) return;
    setDuration(element.duration);
    onProgress?.(element.currentTime, element.duration);
    setStatus((s) => (s === 'loading' ? 'ready' : s));
  }, []);

  const play = () => {
    // Browsers may refuse to start sound before the page was touched; the player then stays ready.
    audio.current?.play().catch((error: unknown) => console.info('[mf-story] narration did not start:', error));
  };
  const toggle = () => {
    want();
    const element = audio.current;
    if (!element || status === 'loading' || status === 'error') return;
    if (element.paused) play();
    else element.pause();
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: play() only when auto play is asked for or the audio becomes ready
  useEffect(() => {
    if (autoStart && (status === 'ready' || status === 'paused') && audio.current?.paused && !audio.current.ended)
      play();
  }, [autoStart, status === 'ready']);

  const seek = (next: number) => {
    if (audio.current) audio.current.currentTime = next;
    setCurrentTime(next);
  };
  usePlayerHandle(ref, audio, toggle, seek);
  const updateTime = (element: HTMLAudioElement) => {
    setCurrentTime(element.currentTime);
    onProgress?.(element.currentTime, element.duration);
  };
  const audioEvents = {
    onLoadedMetadata: (e: AudioEvent) => {
      setDuration(e.currentTarget.duration);
      onProgress?.(e.currentTarget.currentTime, e.currentTarget.duration);
      // Fetched lazily (narration-preload.ts), the sound may not come before the reader presses play.
      if (e.currentTarget.preload !== 'auto') setStatus((s) => (s === 'loading' ? 'ready' : s));
    },
    onDurationChange: (e: AudioEvent) => setDuration(e.currentTarget.duration),
    onCanPlay: () => setStatus((s) => (s === 'loading' ? 'ready' : s)),
    onPlay: () => setStatus('playing'),
    onPause: () => setStatus((s) => (s === 'error' ? s : 'paused')),
    onEnded: (e: AudioEvent) => {
      updateTime(e.currentTarget);
      setStatus('paused');
      onEnded?.();
    },
    onTimeUpdate: (e: AudioEvent) => updateTime(e.currentTarget),
    onSeeked: (e: AudioEvent) => updateTime(e.currentTarget),
    onError: () => {
      console.info('[mf-story] narration failed to load:', src);
      setStatus('error');
    },
  };
  return { audio, preload, want, status, currentTime, duration, toggle, seek, audioEvents };
}

/** The player's handle: Space's toggle, and the lock screen's play, pause and stop (useMediaSession), each doing one thing. */
function usePlayerHandle(
  ref: Ref<AudioPlayerHandle> | undefined,
  audio: RefObject<HTMLAudioElement | null>,
  toggle: () => void,
  seek: (to: number) => void,
) {
  useImperativeHandle(ref, () => ({
    toggle,
    play: () => {
      if (audio.current?.paused) toggle();
    },
    pause: () => audio.current?.pause(),
    stop: () => {
      audio.current?.pause();
      seek(0);
    },
  }));
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path d="M8 5v14l11-7z" fill="currentColor" />
    </svg>
  );
}

function PauseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path d="M7 5h4v14H7zM13 5h4v14h-4z" fill="currentColor" />
    </svg>
  );
}
