import type { QueryContext, RelationMappings } from 'objection';
import { usernameKey } from '@dreamweaver/contracts';
import { BaseModel } from './base-model.ts';
import { Story } from './story.ts';

export class User extends BaseModel {
  static override tableName = 'users';

  declare id: number;
  declare username: string;
  /** usernameKey(username): what lookups and the unique index use; kept in step here. */
  declare usernameKey: string;
  declare email: string | null;
  declare passwordHash: string;
  /** The admin role: granted and taken away only through storyctl (never by the name alone). */
  declare isAdmin: boolean;
  /** Set while the password is a temporary one the admin made: refused after this time, and must be changed. */
  declare temporaryPasswordExpiresAt: Date | null;
  declare createdAt: Date;
  declare stories?: Story[];

  override $beforeInsert(context: QueryContext) {
    super.$beforeInsert(context);
    if (this.username !== undefined) this.usernameKey = usernameKey(this.username);
  }

  override $beforeUpdate() {
    super.$beforeUpdate();
    if (this.username !== undefined) this.usernameKey = usernameKey(this.username);
  }

  static override relationMappings = (): RelationMappings => ({
    stories: {
      relation: BaseModel.HasManyRelation,
      modelClass: Story,
      join: { from: 'users.id', to: 'stories.userId' },
    },
  });
}
