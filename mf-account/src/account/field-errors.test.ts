import { describe, expect, it } from 'vitest';
import { loginSchema, registerFormSchema, translator } from '@dreamweaver/contracts';
import { fieldErrors } from './field-errors.ts';

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? {} : fieldErrors(result.error!);

describe('the account forms’ field errors', () => {
  it('put the validation messages under their own fields', () => {
    expect(errorsOf(loginSchema(translator('en')).safeParse({ username: 'ab', password: '123' }))).toEqual({
      username: 'Username must be at least 3 characters',
      password: 'Password must be at least 6 characters',
    });
    const long = errorsOf(
      registerFormSchema(translator('en')).safeParse({
        username: 'x'.repeat(51),
        password: 'p'.repeat(101),
        confirmPassword: '',
      }),
    );
    expect(long.username).toBe('Username cannot exceed 50 characters');
    expect(long.password).toBe('Password is too long');
  });

  it('show a mismatched confirmation on the confirm field only, in the interface language', () => {
    const mismatch = { username: 'mia_parent', password: 'moonlight7', confirmPassword: 'moonlight8' };
    expect(errorsOf(registerFormSchema(translator('en')).safeParse(mismatch))).toEqual({
      confirmPassword: 'Passwords must match',
    });
    expect(errorsOf(registerFormSchema(translator('de')).safeParse(mismatch))).toEqual({
      confirmPassword: 'Die Passwörter müssen übereinstimmen',
    });
  });

  it('keep the first message when a field breaks two rules', () => {
    expect(
      fieldErrors({
        issues: [
          { path: ['a'], message: 'first' },
          { path: ['a'], message: 'second' },
        ],
      }),
    ).toEqual({ a: 'first' });
  });
});
