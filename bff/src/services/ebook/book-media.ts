import type { Language } from '@dreamweaver/contracts';
import { extensionOf, isPictureType, mediaTypeOfExtension, type PictureType } from '../../media-types.ts';
import type { MediaStore } from '../media-store.ts';
import type { StoryBook } from '../story-book.ts';
import type { BookAudio } from './mp3.ts';

// A story's pictures and narration for the books. The server reads them from the media store (I/O
// only: readBookSource); the book thread turns them into what a book can hold (book-build.ts:
// narration as MP3, a WebP picture with a PNG beside it) and builds the file.

export interface BookPicture {
  data: Buffer;
  type: PictureType;
  extension: string;
  /**
   * The same picture as a PNG, for a picture in a type a reader or the PDF may not show (WebP):
   * the PDF draws it, the EPUB lists it as the picture's manifest fallback.
   */
  fallback?: { data: Buffer; type: 'image/png'; extension: 'png' };
}

export interface BookPage {
  sceneNumber: number;
  text: string;
  picture?: BookPicture;
  /** What the picture shows (its alt text), when it was described; else "Illustration for scene N". */
  pictureDescription?: string;
  audio?: BookAudio;
  /** The narrator's own sentence starts, so the overlays match the viewer's highlighting. */
  sentenceStarts?: number[];
}

/** A book ready to be written: what the builders (epub.ts, pdf.ts) take. */
export interface LoadedBook {
  id: string;
  title: string;
  name: string;
  language: Language;
  pages: BookPage[];
  /** The free preview's link to the whole story: the book ends with a page that says so. A paid book has none. */
  previewLink?: string;
}

/** A stored file as the media store gave it, with its extension. */
interface SourceFile {
  data: Uint8Array;
  extension: string;
}

/** What the server hands to a book thread: the story's text and its media files as stored. */
export interface BookSource extends Omit<LoadedBook, 'pages'> {
  pages: (Omit<BookPage, 'picture' | 'audio'> & { picture?: SourceFile & { type: PictureType }; audio?: SourceFile })[];
}

/** Reads the unlocked scenes' media; `withAudio` only for the EPUB. Pictures of a type the bff does not know are left out. */
export async function readBookSource(
  media: MediaStore,
  book: StoryBook,
  title: string,
  { withAudio, previewLink }: { withAudio: boolean; previewLink?: string },
): Promise<BookSource> {
  const pages: BookSource['pages'] = [];
  for (const scene of book.scenes) {
    const page: BookSource['pages'][number] = {
      sceneNumber: scene.sceneNumber,
      text: scene.text,
      sentenceStarts: scene.sentenceStarts,
      pictureDescription: scene.imageDescription,
    };
    if (scene.imageKey) {
      const extension = extensionOf(scene.imageKey);
      const type = mediaTypeOfExtension(extension);
      const stored = isPictureType(type) ? await media.get(scene.imageKey) : undefined;
      if (stored && isPictureType(type))
        page.picture = { data: stored.data, type, extension: extension === 'jpeg' ? 'jpg' : extension };
    }
    if (withAudio && scene.audioKey) {
      const stored = await media.get(scene.audioKey);
      if (stored) page.audio = { data: stored.data, extension: extensionOf(scene.audioKey) };
    }
    pages.push(page);
  }
  return { id: book.story.id, title, name: book.name, language: book.story.language, pages, previewLink };
}
