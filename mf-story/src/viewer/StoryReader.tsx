import { useEffect, useRef, useState, type RefObject } from 'react';
import type { DownloadFormat, SceneJson, StoryJson } from '@dreamweaver/contracts';
import { inertOutside, toast, useI18n } from '@dreamweaver/web-kit';
import { AudioPlayer, type AudioPlayerHandle } from './AudioPlayer.tsx';
import { SceneView } from './SceneView.tsx';
import { LockOverlay } from './LockOverlay.tsx';
import { NextSceneThumbnail } from './NextSceneThumbnail.tsx';
import { ReaderTitleBar } from './ReaderTitleBar.tsx';
import { ReaderNavigation } from './ReaderNavigation.tsx';
import { isControl, useFullscreen } from './useFullscreen.ts';
import { useTouchInput } from './useTouchInput.ts';
import { autoPlayAllowed, sceneAfterAudioEnded } from './auto-play.ts';
import { isAudioGenerating, navigationOutcome, showsLockOverlay, showsNextSceneThumbnail } from './navigation.ts';
import { useBedtime } from './bedtime/useBedtime.ts';
import { BedtimeLayer } from './bedtime/BedtimeLayer.tsx';
import { useBedtimeSettings } from './bedtime/bedtime-settings.ts';

interface Props {
  story: StoryJson;
  index: number;
  onIndexChange: (index: number) => void;
  autoPlay: boolean;
  onAutoPlayChange: (on: boolean) => void;
  onPurchase: () => void;
  purchasing: boolean;
  onDownload: (format: DownloadFormat) => void;
  downloadFormats?: readonly DownloadFormat[];
  /** Said politely by screen readers (after a payment: 'Payment successful!'). */
  announcement?: string;
  /** Each new value moves the focus to the current scene's heading (after a payment). */
  focusHeadingRequest?: number;
  /** The viewer test page's short goodnight sound, in ms (never on a real story). */
  goodnightTestMs?: number;
}

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/** The reader: title bar, the current scene, its narration, navigation and auto play. */
export function StoryReader({
  story,
  index,
  onIndexChange,
  autoPlay,
  onAutoPlayChange,
  onPurchase,
  purchasing,
  onDownload,
  downloadFormats,
  announcement = '',
  focusHeadingRequest = 0,
  goodnightTestMs,
}: Props) {
  const { t } = useI18n();
  const root = useRef<HTMLElement>(null);
  const player = useRef<AudioPlayerHandle>(null);
  const { fullscreen, toggle: toggleFullscreen } = useReaderFullscreen(root);
  const touch = useTouchInput();
  const { goTo, enterFrom, autoAdvancedTo, time, setTime } = useSceneNavigation(story, index, onIndexChange);

  const total = story.scenes.length;
  const scene = story.scenes[Math.min(index, total - 1)];
  const generating = isAudioGenerating(scene?.audioUrl, story.generationStatus, story.narrationPending);

  useInertOutsideInFullscreen(fullscreen, root);
  useAutoPlayOnlyWhereAllowed(autoPlay, index, total, story.isPaid, onAutoPlayChange);
  useReaderKeys(index, goTo, player);
  useFocusHeadingOnRequest(focusHeadingRequest, root);
  const bedtime = useBedtime({ reader: root, player, story, index, onAutoPlayChange, goTo, goodnightTestMs });

  if (!scene) return null;

  return (
    <section
      ref={root}
      className={`viewer-reader${fullscreen ? ' viewer-reader--fullscreen' : ''}`}
      data-testid="story-reader"
      data-fullscreen={fullscreen}
      lang={story.language}
    >
      <ReaderTitleBar
        title={story.title || t('viewer.untitled')}
        fullscreen={fullscreen}
        onToggleFullscreen={toggleFullscreen}
        onDownload={onDownload}
        downloadFormats={downloadFormats}
        touch={touch}
        series={story.series}
      />
      <ReaderAnnouncement text={announcement} />
      {/* In the flow under the title bar, so it never covers the scene's 'Scene N' label or text. */}
      {fullscreen ? <FullscreenHint touch={touch} /> : null}
      <ReaderStage
        scene={scene}
        index={index}
        enterFrom={enterFrom}
        time={time}
        locked={showsLockOverlay(index, story.isPaid)}
        onPurchase={onPurchase}
        purchasing={purchasing}
      />
      <ReaderControls
        story={story}
        index={index}
        scene={scene}
        generating={generating}
        fullscreen={fullscreen}
        autoPlay={autoPlay}
        autoAdvanced={autoAdvancedTo === index}
        onAutoPlayChange={onAutoPlayChange}
        goTo={goTo}
        setTime={setTime}
        player={player}
        afterNarration={bedtime.afterNarration}
      />
      <BedtimeLayer bedtime={bedtime} />
    </section>
  );
}

interface StageProps {
  scene: SceneJson;
  index: number;
  enterFrom: 'left' | 'right' | 'none';
  time: { current: number; duration: number };
  locked: boolean;
  onPurchase: () => void;
  purchasing: boolean;
}

/** The current scene, and the lock over it when the story is not bought. */
function ReaderStage({ scene, index, enterFrom, time, locked, onPurchase, purchasing }: StageProps) {
  return (
    <div className="viewer-stage">
      <SceneView key={index} scene={scene} enterFrom={enterFrom} currentTime={time.current} duration={time.duration} />
      {locked ? <LockOverlay onPurchase={onPurchase} busy={purchasing} /> : null}
    </div>
  );
}

interface ControlsProps {
  story: StoryJson;
  index: number;
  scene: SceneJson;
  generating: boolean;
  fullscreen: boolean;
  autoPlay: boolean;
  /** The narration of the scene before ended and moved here: this one plays on. */
  autoAdvanced: boolean;
  onAutoPlayChange: (on: boolean) => void;
  goTo: (to: number, auto?: boolean) => void;
  setTime: (time: { current: number; duration: number }) => void;
  player: RefObject<AudioPlayerHandle | null>;
  /** Called when a scene's narration ends, with the move to the next scene (or null to stay). */
  afterNarration: (advance: (() => void) | null) => void;
}

/** Under the stage: the scene's narration player, then previous, next and the Auto Play switch. */
function ReaderControls({
  story,
  index,
  scene,
  generating,
  fullscreen,
  autoPlay,
  autoAdvanced,
  ...rest
}: ControlsProps) {
  const { onAutoPlayChange, goTo, setTime, player, afterNarration } = rest;
  const total = story.scenes.length;
  const next = story.scenes[index + 1];
  const thumbnail =
    next && showsNextSceneThumbnail({ fullscreen, isPaid: story.isPaid, index, total, audioGenerating: generating });
  return (
    <div className="viewer-controls">
      {/* Beside the narration player, under the stage: the card never covers the picture or the text. */}
      {thumbnail ? <NextSceneThumbnail scene={next} onOpen={() => goTo(index + 1)} /> : null}
      {scene.locked ? null : (
        <AudioPlayer
          key={`${index}:${scene.audioUrl ?? ''}`}
          ref={player}
          src={scene.audioUrl}
          generating={generating}
          autoStart={autoPlay || autoAdvanced}
          onProgress={(current, duration) => setTime({ current, duration })}
          onEnded={() => {
            const to = sceneAfterAudioEnded(index, total, story.isPaid, autoPlay);
            afterNarration(to === null ? null : () => goTo(to, true));
          }}
        />
      )}
      <ReaderNavigation
        index={index}
        total={total}
        isPaid={story.isPaid}
        fullscreen={fullscreen}
        autoPlay={autoPlay}
        onAutoPlayChange={onAutoPlayChange}
        onPrevious={() => goTo(index - 1)}
        onNext={() => goTo(index + 1)}
      />
    </div>
  );
}

/**
 * Fullscreen, started by the first tap or key in the reader; at bedtime the first tap only plays, and
 * only the title bar's button goes fullscreen (a parent's first tap must not hide the page's controls).
 */
function useReaderFullscreen(root: RefObject<HTMLElement | null>) {
  const bedtime = useBedtimeSettings().on;
  return useFullscreen(root, !bedtime);
}

/** Auto play is switched off where it may not run: the last scene, and any scene of an unpaid story. */
function useAutoPlayOnlyWhereAllowed(
  autoPlay: boolean,
  index: number,
  total: number,
  isPaid: boolean,
  onAutoPlayChange: (on: boolean) => void,
) {
  useEffect(() => {
    if (autoPlay && !autoPlayAllowed(index, total, isPaid)) onAutoPlayChange(false);
  }, [autoPlay, index, total, isPaid, onAutoPlayChange]);
}

/**
 * Moving between scenes: a locked scene says so in a toast instead; the new scene slides in from the
 * side it lies on, its narration time starts at zero, and `auto` (the narration ended) lets it play on.
 */
function useSceneNavigation(story: StoryJson, index: number, onIndexChange: (index: number) => void) {
  const { t } = useI18n();
  const [enterFrom, setEnterFrom] = useState<'left' | 'right' | 'none'>('none');
  const [autoAdvancedTo, setAutoAdvancedTo] = useState<number | null>(null);
  const [time, setTime] = useState({ current: 0, duration: 0 });
  const goTo = (to: number, auto = false) => {
    const outcome = navigationOutcome(index, to, story.scenes.length, story.isPaid);
    if (outcome === 'locked') {
      toast({ title: t('viewer.locked.title'), description: t('story.errors.locked'), essential: true });
      return;
    }
    if (outcome === 'none') return;
    setEnterFrom(to > index ? 'right' : 'left');
    setAutoAdvancedTo(auto ? to : null);
    setTime({ current: 0, duration: 0 });
    onIndexChange(to);
  };
  return { goTo, enterFrom, autoAdvancedTo, time, setTime };
}

/** A new request (a number other than 0) focuses the heading of the scene shown, where reading goes on. */
function useFocusHeadingOnRequest(request: number, root: RefObject<HTMLElement | null>) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the reader's root element is mounted for the reader's life; only a new request matters
  useEffect(() => {
    if (request === 0) return;
    root.current?.querySelector<HTMLElement>('[data-testid="viewer-scene"] h2')?.focus();
  }, [request]);
}

/** In fullscreen the reader covers the page: what it covers must be out of reach of Tab and screen readers too. */
function useInertOutsideInFullscreen(fullscreen: boolean, root: RefObject<HTMLElement | null>) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the reader's root element is mounted for the reader's life; only entering or leaving fullscreen matters
  useEffect(() => {
    if (!fullscreen || !root.current) return;
    return inertOutside(root.current);
  }, [fullscreen]);
}

/**
 * ← and → move between scenes and Space plays or pauses the narration, unless the reader is typing.
 * Space on a focused control (a button, a link, the Auto Play switch, a menu item) is the control's own.
 */
function useReaderKeys(index: number, goTo: (to: number) => void, player: RefObject<AudioPlayerHandle | null>) {
  const keyHandler = useRef<(event: KeyboardEvent) => void>(() => undefined);
  keyHandler.current = (event) => {
    if (isTyping(event.target) || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'ArrowRight') goTo(index + 1);
    else if (event.key === 'ArrowLeft') goTo(index - 1);
    else if (event.key === ' ') {
      if (isControl(event.target)) return;
      event.preventDefault();
      player.current?.toggle();
    }
  };
  useEffect(() => {
    const listener = (event: KeyboardEvent) => keyHandler.current(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}

/** Said politely by screen readers; inside the reader, so it is not made inert with the page in fullscreen. */
function ReaderAnnouncement({ text }: { text: string }) {
  return (
    <p className="viewer-visually-hidden" role="status" aria-live="polite" data-testid="reader-announcement">
      {text}
    </p>
  );
}

function FullscreenHint({ touch }: { touch: boolean }) {
  const { t } = useI18n();
  return (
    <p className="viewer-hint" data-testid="fullscreen-hint">
      {touch ? t('viewer.fullscreenHintTouch') : t('viewer.fullscreenHint')}
    </p>
  );
}
