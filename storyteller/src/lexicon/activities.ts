import { LIVELY_ACTIVITIES } from './activities-lively.ts';
import { PLAY_ACTIVITIES } from './activities-play.ts';
import { QUIET_ACTIVITIES } from './activities-quiet.ts';
import type { ActivityEntry } from './types.ts';

// Things a child loves doing, with the forms a story tells them in: English "painting" / "painted" /
// "paint", German „malen“ / „malte“ / „das Malen“. Quiet ones and lively ones, each in a file.

export const ACTIVITIES: readonly ActivityEntry[] = [...QUIET_ACTIVITIES, ...LIVELY_ACTIVITIES, ...PLAY_ACTIVITIES];
