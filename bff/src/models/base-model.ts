import { Model } from 'objection';

/** Keeps `updatedAt` current; the database fills `createdAt`. */
export class BaseModel extends Model {
  declare updatedAt?: Date;

  override $beforeUpdate() {
    this.updatedAt = new Date();
  }
}
