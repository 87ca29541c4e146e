import { TableModel } from './table-model.ts';

/** Keeps `updatedAt` current; the database fills `createdAt`. */
export class BaseModel extends TableModel {
  declare updatedAt?: Date;

  override $beforeUpdate() {
    // A patch that sets it to an SQL expression (the database's now(), as the queue's statements do) keeps it.
    if (this.updatedAt === undefined || this.updatedAt instanceof Date) this.updatedAt = new Date();
  }
}
