import type { RelationMappings } from 'objection';
import { BaseModel } from './base-model.ts';
import { Story } from './story.ts';

export class User extends BaseModel {
  static override tableName = 'users';

  declare id: number;
  declare username: string;
  declare email: string | null;
  declare passwordHash: string;
  declare createdAt: Date;
  declare stories?: Story[];

  static override relationMappings = (): RelationMappings => ({
    stories: {
      relation: BaseModel.HasManyRelation,
      modelClass: Story,
      join: { from: 'users.id', to: 'stories.userId' },
    },
  });
}
