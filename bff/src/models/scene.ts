import type { RelationMappings } from 'objection';
import { BaseModel } from './base-model.ts';
import { Story } from './story.ts';

export class Scene extends BaseModel {
  static override tableName = 'scenes';

  declare id: number;
  declare storyId: string;
  declare sceneNumber: number;
  declare text: string;
  declare imagePrompt: string | null;
  declare imageKey: string | null;
  declare audioKey: string | null;
  /** The latest partial picture streamed while the final one is drawn (generation/partial-pictures.ts); null once it is there. */
  declare partialImageKey: string | null;
  /** JSON array of the second at which each sentence starts in the narration, when known. */
  declare sentenceStarts: string | null;
  /** One sentence saying what the picture shows, in the story's language (the alt text); null for older pictures. */
  declare imageDescription: string | null;
  /** JSON array of the widths of a raster picture's smaller copies and its own, narrowest first (services/picture-copies.ts); null for SVG. */
  declare imageWidths: string | null;
  declare story?: Story;

  static override relationMappings = (): RelationMappings => ({
    story: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: Story,
      join: { from: 'scenes.storyId', to: 'stories.id' },
    },
  });
}
