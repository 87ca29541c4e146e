import { Model } from 'objection';

/** Every model of ours: `first()` asks the database for one row (`limit 1`), as knex's own `first()` does. */
export class TableModel extends Model {
  static override useLimitInFirst = true;
}
