import { BaseModel } from './base-model.ts';

export type GenerationJobState = 'queued' | 'running' | 'done' | 'failed';

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
  declare createdAt: Date;
}
