import { describe, expect, it } from 'vitest';
import { errorMessage } from './error-message.ts';

describe('errorMessage', () => {
  it("takes the bff's JSON message out of the fetcher's error", () => {
    expect(errorMessage(new Error('400: {"message":"Name is required","fieldErrors":{}}'))).toBe('Name is required');
  });

  it('keeps other texts as they are', () => {
    expect(errorMessage(new Error('502: Bad Gateway'))).toBe('502: Bad Gateway');
    expect(errorMessage(new Error('500: {"oops":1}'))).toBe('500: {"oops":1}');
    expect(errorMessage(new Error('Failed to fetch'))).toBe('Failed to fetch');
    expect(errorMessage('plain')).toBe('plain');
  });
});
