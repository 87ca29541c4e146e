import { TableModel } from './table-model.ts';

/** A media folder of a deleted story, emptied until nothing can write to it any more (services/story-media-purge.ts). */
export class MediaPurge extends TableModel {
  static override tableName = 'media_purges';
  static override idColumn = 'folder';

  declare folder: string;
  declare requestedAt: Date;
  declare purgedAt: Date | null;
}
