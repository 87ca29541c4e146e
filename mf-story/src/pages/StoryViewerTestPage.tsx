import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast, useI18n } from '@dreamweaver/web-kit';
import { StoryReader } from '../viewer/StoryReader.tsx';
import { buildTestStory } from '../viewer/test-story.ts';
import { downloadStory } from '../viewer/download-story.ts';
import { bedtimeProbe } from '../viewer/bedtime/audio-graph.ts';
import { useNightPalette } from '../viewer/bedtime/useNightPalette.ts';
import '../viewer/viewer.css';

/** The longest goodnight a test may ask for with `?goodnightSeconds=`. */
const MAX_TEST_GOODNIGHT_SECONDS = 120;

/**
 * `/story-viewer-test`: the reader on 10 local test scenes, no server involved. For browser tests,
 * `?goodnightSeconds=N` shortens bedtime's goodnight, and `window.__dreamweaverBedtime` shows its audio.
 */
export function StoryViewerTestPage() {
  const { t, language } = useI18n();
  const [searchParams] = useSearchParams();
  const goodnightSeconds = Number(searchParams.get('goodnightSeconds'));
  const goodnightTestMs =
    goodnightSeconds > 0 && goodnightSeconds <= MAX_TEST_GOODNIGHT_SECONDS ? goodnightSeconds * 1000 : undefined;
  useEffect(() => {
    const page = window as { __dreamweaverBedtime?: typeof bedtimeProbe };
    page.__dreamweaverBedtime = bedtimeProbe;
    return () => {
      page.__dreamweaverBedtime = undefined;
    };
  }, []);
  const story = useMemo(() => buildTestStory(t, language), [t, language]);
  const [index, setIndex] = useState(0);
  const [autoPlay, setAutoPlay] = useState(false);
  useNightPalette();
  const { recipientDetails, storyType } = story.generationDetails;

  const download = () => {
    toast({ title: t('viewer.download.toastTitle'), description: t('viewer.download.toastDescription') });
    void downloadStory(story);
  };

  return (
    <div className="viewer-page">
      <section className="viewer-test-details" data-testid="viewer-test-details">
        <h1>{t('viewerTest.title')}</h1>
        <p>{t('viewerTest.description')}</p>
        <p>
          {t('viewerTest.details', {
            name: recipientDetails.name,
            age: recipientDetails.age,
            color: recipientDetails.favoriteColor,
            storyType,
            language: story.generationDetails.language,
          })}
        </p>
      </section>
      <StoryReader
        story={story}
        index={index}
        onIndexChange={setIndex}
        autoPlay={autoPlay}
        onAutoPlayChange={setAutoPlay}
        onPurchase={() => undefined}
        purchasing={false}
        onDownload={download}
        downloadFormats={['html']}
        goodnightTestMs={goodnightTestMs}
      />
    </div>
  );
}
