import { useEffect, useRef, useState } from 'react';

// One take of a scene with the browser's MediaRecorder. The microphone is asked for only when the
// parent presses Record, and let go as soon as the take ends.

export type RecorderState = 'idle' | 'asking' | 'recording' | 'recorded' | 'denied' | 'unsupported';

/** What the server takes: WebM/Opus (Chromium, Firefox) first, MP4 (Safari) otherwise. */
const TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4'];

function recordableType(): string | undefined {
  if (typeof MediaRecorder === 'undefined') return undefined;
  return TYPES.find((type) => MediaRecorder.isTypeSupported(type));
}

export function useMediaRecorder() {
  const [state, setState] = useState<RecorderState>('idle');
  const [take, setTake] = useState<{ blob: Blob; url: string } | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);

  const release = () => {
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the microphone is let go once, when the recorder goes away
  useEffect(() => () => release(), []);
  useEffect(() => () => (take ? URL.revokeObjectURL(take.url) : undefined), [take]);

  const start = async () => {
    const type = recordableType();
    if (!type || !navigator.mediaDevices?.getUserMedia) return setState('unsupported');
    setTake(null);
    setState('asking');
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      return setState('denied');
    }
    const chunks: Blob[] = [];
    const next = new MediaRecorder(stream.current, { mimeType: type });
    next.ondataavailable = (event) => chunks.push(event.data);
    next.onstop = () => {
      release();
      const blob = new Blob(chunks, { type: next.mimeType || type });
      setTake({ blob, url: URL.createObjectURL(blob) });
      setState('recorded');
    };
    recorder.current = next;
    next.start();
    setState('recording');
  };
  const stop = () => recorder.current?.state === 'recording' && recorder.current.stop();
  const reset = () => {
    setTake(null);
    setState('idle');
  };
  return { state, take, start, stop, reset };
}
