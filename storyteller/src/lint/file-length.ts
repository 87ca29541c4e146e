import type { Finding } from './types.ts';

// The storyteller's files stay small enough to read whole: at most 400 lines each, data literals
// (arcs, lexicon entries) counted too. A longer file is split where its parts are (a passage's
// English and German, a lexicon's kinds), so a writer finds a scene by its file.

export const FILE_LINES_MAX = 400;

/** A finding for each storyteller source file over the limit. */
export function fileLengthFindings(files: readonly { path: string; text: string }[]): Finding[] {
  return files
    .filter((file) => file.path.startsWith('storyteller/'))
    .map((file) => ({ file, lines: file.text.split('\n').length - (file.text.endsWith('\n') ? 1 : 0) }))
    .filter(({ lines }) => lines > FILE_LINES_MAX)
    .map(({ file, lines }) => ({
      rule: 'file-length',
      story: file.path,
      scene: null,
      sentence: '',
      message: `${lines} lines, more than ${FILE_LINES_MAX}: split it where its parts are`,
    }));
}
