import { BaseModel } from './base-model.ts';

export type GenerationJobState = 'queued' | 'running' | 'done' | 'failed';
/** 'story': the text and pictures; 'narration': a completed story's missing audio. */
export type GenerationJobPhase = 'story' | 'narration';

export class GenerationJob extends BaseModel {
  static override tableName = 'generation_jobs';

  declare id: number;
  declare storyId: string;
  declare state: GenerationJobState;
  declare attempts: number;
  declare runAfter: Date;
  declare lockedBy: string | null;
  declare lockedUntil: Date | null;
  declare characterDescription: string | null;
  declare lastError: string | null;
  declare phase: GenerationJobPhase;
  declare deadlineSeconds: number;
  declare deadlineAt: Date;
  /** How often a dead worker's job was taken over. */
  declare rescues: number;
  declare narrationAttempts: number;
  declare createdAt: Date;
}
