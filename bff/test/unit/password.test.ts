import { describe, expect, it } from 'vitest';
import { generateTemporaryPassword, hashPassword, verifyPassword } from '../../src/services/password.ts';

describe('password hashing', () => {
  it('stores scrypt with its parameters and a random salt, never the password', async () => {
    const first = await hashPassword('moonbeam', 12);
    const second = await hashPassword('moonbeam', 12);
    expect(first).toMatch(/^scrypt\$12\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(first).not.toContain('moonbeam');
    expect(first).not.toBe(second);
  });

  it('verifies the right password and rejects others', async () => {
    const stored = await hashPassword('moonbeam', 12);
    expect(await verifyPassword('moonbeam', stored)).toBe(true);
    expect(await verifyPassword('moonbeaM', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
    expect(await verifyPassword('moonbeam', 'not-a-hash')).toBe(false);
  });

  it('uses OWASP cost by default (N=2^17) and still verifies it', async () => {
    const stored = await hashPassword('moonbeam');
    expect(stored.startsWith('scrypt$17$8$1$')).toBe(true);
    expect(await verifyPassword('moonbeam', stored)).toBe(true);
  });

  it('treats visually identical Unicode spellings as the same password', async () => {
    const stored = await hashPassword('Mädchen', 12);
    expect(await verifyPassword('Ma\u0308dchen', stored)).toBe(true);
  });

  it('generates temporary passwords that are long, varied and unambiguous', () => {
    const passwords = new Set(Array.from({ length: 200 }, () => generateTemporaryPassword()));
    expect(passwords.size).toBe(200);
    for (const password of passwords) expect(password).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{16}$/);
  });
});
