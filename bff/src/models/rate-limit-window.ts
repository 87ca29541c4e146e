import { TableModel } from './table-model.ts';

/** The current window of one rate-limit key (services/rate-limit.ts), shared by every bff process. */
export class RateLimitWindow extends TableModel {
  static override tableName = 'rate_limits';
  static override idColumn = 'key';

  declare key: string;
  declare events: number;
  declare windowStartedAt: Date;
  declare blockedUntil: Date | null;
}
