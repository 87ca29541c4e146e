/**
 * Speech failed in a way worth trying again: the speech process died, timed out or wrote a cut-off
 * file. The process that made it has been replaced, so the next call runs in a fresh one.
 */
export class SpeechFailedError extends Error {
  override name = 'SpeechFailedError';
}
