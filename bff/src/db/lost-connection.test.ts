import { describe, expect, it } from 'vitest';
import { isLostDatabaseConnection } from './lost-connection.ts';

describe('a lost database connection', () => {
  it('is told apart from the errors a story can have', () => {
    const reset = Object.assign(new Error('update "scenes" set "image_key" = $1 where "id" = $2 - read ECONNRESET'), {
      code: 'ECONNRESET',
    });
    expect(isLostDatabaseConnection(reset)).toBe(true);
    expect(isLostDatabaseConnection(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(
      isLostDatabaseConnection(
        Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      ),
    ).toBe(true);
    expect(isLostDatabaseConnection(new Error('wrapped', { cause: reset }))).toBe(true);
    expect(isLostDatabaseConnection(new Error('Client has encountered a connection error and is not queryable'))).toBe(
      true,
    );

    expect(isLostDatabaseConnection(new Error('The model returned malformed JSON'))).toBe(false);
    expect(
      isLostDatabaseConnection(
        Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }),
      ),
    ).toBe(false);
    expect(isLostDatabaseConnection(undefined)).toBe(false);
    expect(isLostDatabaseConnection('ECONNRESET?')).toBe(false);
  });
});
