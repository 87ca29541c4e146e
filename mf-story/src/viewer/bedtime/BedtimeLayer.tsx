import type { useBedtime } from './useBedtime.ts';
import { BedtimeControls } from './BedtimeControls.tsx';
import { Goodnight } from './Goodnight.tsx';
import './bedtime.css';

interface Props {
  bedtime: ReturnType<typeof useBedtime>;
}

/**
 * What bedtime mode adds to the reader: its switch row (in fullscreen too: it is inside the reader,
 * so a parent can still change the mode and its options there), and goodnight's black screen after the last scene.
 */
export function BedtimeLayer({ bedtime }: Props) {
  const { settings, change, goodnight, goodnightFadeMs } = bedtime;
  return (
    <>
      <BedtimeControls settings={settings} onChange={change} />
      <Goodnight phase={goodnight.phase} fadeMs={goodnightFadeMs} onWake={goodnight.wake} />
    </>
  );
}
