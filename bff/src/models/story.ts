import type { RelationMappings } from 'objection';
import {
  createStorySchema,
  stripControlCharacters,
  type CreateStoryRequest,
  type GenerationStatus,
  type Language,
  type StoryPlan,
} from '@dreamweaver/contracts';
import type { StoryVariety } from '../generation/engine.ts';
import { BaseModel } from './base-model.ts';
import { Payment } from './payment.ts';
import { Scene } from './scene.ts';
import { User } from './user.ts';

export type { GenerationStatus };

const storedRequest = createStorySchema();

/** The request a story was made from (its `details`), checked with the contract's schema; undefined if it does not pass. */
export function storyRequestOf(details: unknown): CreateStoryRequest | undefined {
  let value = details;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  const parsed = storedRequest.safeParse(withoutControls(value));
  return parsed.success ? parsed.data : undefined;
}

/**
 * A request stored before the contract refused control characters still makes its story: they
 * are dropped (tab and newline kept in the description, made spaces elsewhere) rather than the
 * story failing, or its name coming out empty.
 */
function withoutControls(value: unknown, key = '', depth = 0): unknown {
  if (typeof value === 'string') {
    const text = stripControlCharacters(value);
    return key === 'personalization' ? text : text.replace(/[\t\n]/g, ' ');
  }
  if (depth > 4 || value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutControls(v, k, depth + 1)]));
}

export class Story extends BaseModel {
  static override tableName = 'stories';
  static override jsonAttributes = ['details', 'variety', 'plan'];

  declare id: string;
  declare userId: number | null;
  declare title: string;
  declare summary: string;
  declare language: Language;
  declare audience: string;
  declare storyType: 'classic' | 'custom';
  declare details: Record<string, unknown>;
  declare generationStatus: GenerationStatus;
  declare progress: number;
  declare currentStep: number;
  declare failureReason: string | null;
  declare failureKind: 'unsuitable' | 'unavailable' | null;
  declare isPaid: boolean;
  declare paidAt: Date | null;
  /** The story's id in the public gallery; null while its creator does not share it. */
  declare galleryId: string | null;
  declare sharedAt: Date | null;
  /** Set by the admin: never in the gallery, shared or not. */
  declare galleryHidden: boolean;
  /** One of the product's own sample stories (invented names, no owner). */
  declare isSample: boolean;
  /** What the engine was told to make this story its own (services/story-variety.ts); null for stories ordered before it was kept. */
  declare variety: StoryVariety | null;
  /** The plot the engine told (WrittenStory.plot), once the text is written. */
  declare plot: string | null;
  /** Which child of the account the story was for: the name as childKeyOf compares it. */
  declare childKey: string | null;
  /** The child profile the story was made from (its owner's); null for stories typed in by hand. */
  declare childId: string | null;
  /** Its number in the profile's series; null for a story outside a series. */
  declare episode: number | null;
  declare seriesTitle: string | null;
  /** The line about the last episode that opens this one (docs/children.md). */
  declare recap: string | null;
  /**
   * The plan the story is told from (docs/storyteller.md): the order as understood, confirmed or
   * corrected by the parent, settled with its arc. Null for stories ordered before plans were kept.
   */
  declare plan: StoryPlan | null;
  /** The media key of the reference sheet its pictures were drawn from (generation/hero-sheet.ts); never served. */
  declare heroSheetKey: string | null;
  /** The fingerprint of the looks the sheet was drawn from: the child's next story with the same looks reuses it. */
  declare heroSheetLooks: string | null;
  declare createdAt: Date;
  declare scenes?: Scene[];
  declare owner?: User | null;
  declare payments?: Payment[];

  static override relationMappings = (): RelationMappings => ({
    owner: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: User,
      join: { from: 'stories.userId', to: 'users.id' },
    },
    scenes: {
      relation: BaseModel.HasManyRelation,
      modelClass: Scene,
      join: { from: 'stories.id', to: 'scenes.storyId' },
    },
    payments: {
      relation: BaseModel.HasManyRelation,
      modelClass: Payment,
      join: { from: 'stories.id', to: 'payments.storyId' },
    },
  });
}
