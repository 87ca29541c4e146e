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

export type VoiceStatus = 'approved' | 'pending';

/** A voice of a story ("Mum's voice"): its scenes as recorded so far. */
export class StoryVoice extends BaseModel {
  static override tableName = 'story_voices';

  declare id: number;
  declare storyId: string;
  declare name: string;
  /** 'pending' while a voice recorded from an invite link waits for the owner's approval. */
  declare status: VoiceStatus;
  declare inviteId: number | null;
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

/** A private link to record the story: only the hash of its token is kept. */
export class VoiceInvite extends BaseModel {
  static override tableName = 'voice_invites';

  declare id: number;
  declare storyId: string;
  declare tokenHash: string;
  declare createdAt: Date;
  declare expiresAt: Date;
  declare revokedAt: Date | null;
}

/** An e-book built with a voice's recordings, kept in the media store under `mediaKey`. */
export class VoiceBook extends BaseModel {
  static override tableName = 'voice_books';
  static override get idColumn() {
    return ['voiceId', 'mediaKey'];
  }

  declare voiceId: number;
  declare mediaKey: string;
}
