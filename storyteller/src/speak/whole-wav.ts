import { SpeechFailedError } from './speech-error.ts';

/**
 * Throws unless `data` is a whole RIFF/WAVE file: a speech process that dies mid-call leaves a file
 * whose header promises more bytes than it has.
 */
export function assertWholeWav(data: Buffer): void {
  const riff = data.length >= 12 && data.toString('ascii', 0, 4) === 'RIFF' && data.toString('ascii', 8, 12) === 'WAVE';
  if (!riff) throw new SpeechFailedError('speech is not a whole audio file: no RIFF/WAVE header');
  if (data.readUInt32LE(4) !== data.length - 8)
    throw new SpeechFailedError(
      `speech is not a whole audio file: the RIFF size says ${data.readUInt32LE(4) + 8} bytes, the file has ${data.length}`,
    );
}
