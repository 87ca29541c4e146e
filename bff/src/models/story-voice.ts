import type { RelationMappings } from 'objection';
import { BaseModel } from './base-model.ts';

/** One scene of a story read aloud in a recorded voice. */
export class VoiceRecording extends BaseModel {
  static override tableName = 'voice_recordings';

  declare id: number;
  declare voiceId: number;
  declare sceneNumber: number;
  declare audioKey: string;
  /** JSON array of the second at which each sentence starts in the recording. */
  declare sentenceStarts: string;
  declare durationSeconds: number;
}

/** A voice of a story ("Mum's voice"): its scenes as recorded so far. */
export class StoryVoice extends BaseModel {
  static override tableName = 'story_voices';

  declare id: number;
  declare storyId: string;
  declare name: string;
  declare createdAt: Date;
  declare recordings?: VoiceRecording[];

  static override relationMappings = (): RelationMappings => ({
    recordings: {
      relation: BaseModel.HasManyRelation,
      modelClass: VoiceRecording,
      join: { from: 'story_voices.id', to: 'voice_recordings.voiceId' },
    },
  });
}
