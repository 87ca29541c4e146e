import type { useBedtime } from './useBedtime.ts';
import { BedtimeControls } from './BedtimeControls.tsx';
import { Goodnight } from './Goodnight.tsx';
import './bedtime.css';

interface Props {
  bedtime: ReturnType<typeof useBedtime>;
  /** Hidden in fullscreen, as Auto Play is: the reader is then for reading only. */
  fullscreen: boolean;
}

/** What bedtime mode adds to the reader: its switch row, and goodnight's black screen after the last scene. */
export function BedtimeLayer({ bedtime, fullscreen }: Props) {
  const { settings, change, goodnight, goodnightFadeMs } = bedtime;
  return (
    <>
      {fullscreen ? null : <BedtimeControls settings={settings} onChange={change} />}
      <Goodnight phase={goodnight.phase} fadeMs={goodnightFadeMs} onWake={goodnight.wake} />
    </>
  );
}
