import { Model } from 'objection';

/** A signed-in (or anonymous) browser session, kept in the database so every bff process shares it. */
export class SessionRecord extends Model {
  static override tableName = 'sessions';
  static override jsonAttributes = ['data'];

  declare id: string;
  declare data: Record<string, unknown>;
  declare expiresAt: Date;
}
