import type { Language } from '@dreamweaver/contracts';
import type { MediaStore } from '../media-store.ts';
import type { StoryBook } from '../story-service.ts';
import { bookAudio, type BookAudio } from './mp3.ts';

// A story's pictures and narration read once from the media store for the downloads.

export type PictureType = 'image/svg+xml' | 'image/png' | 'image/jpeg' | 'image/gif';
const pictureTypes: Record<string, PictureType> = { svg: 'image/svg+xml', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif' };

export interface BookPicture {
  data: Buffer;
  /** One of the types every EPUB reading system and the PDF builder handle; others are left out. */
  type: PictureType;
  extension: string;
}

export interface BookPage {
  sceneNumber: number;
  text: string;
  picture?: BookPicture;
  audio?: BookAudio;
  /** The narrator's own sentence starts, so the overlays match the viewer's highlighting. */
  sentenceStarts?: number[];
}

export interface LoadedBook {
  id: string;
  title: string;
  name: string;
  language: Language;
  pages: BookPage[];
}

const extensionOf = (key: string) => key.slice(key.lastIndexOf('.') + 1).toLowerCase();

/** Reads the unlocked scenes' media; `withAudio` only for the EPUB (encoding narration takes a moment). */
export async function loadBook(media: MediaStore, book: StoryBook, title: string, { withAudio }: { withAudio: boolean }): Promise<LoadedBook> {
  const pages: BookPage[] = [];
  for (const scene of book.scenes) {
    const page: BookPage = { sceneNumber: scene.sceneNumber, text: scene.text, sentenceStarts: scene.sentenceStarts };
    if (scene.imageKey) {
      const extension = extensionOf(scene.imageKey);
      const stored = pictureTypes[extension] ? await media.get(scene.imageKey) : undefined;
      if (stored) page.picture = { data: stored.data, type: pictureTypes[extension], extension: extension === 'jpeg' ? 'jpg' : extension };
    }
    if (withAudio && scene.audioKey) {
      const stored = await media.get(scene.audioKey);
      if (stored) page.audio = await bookAudio(stored.data, scene.audioKey);
    }
    pages.push(page);
  }
  return { id: book.story.id, title, name: book.name, language: book.story.language, pages };
}
