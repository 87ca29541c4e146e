import { describe, expect, it } from 'vitest';
import { clientErrorMessage, errorFields, errorMessage } from './error-message.ts';

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

describe('errorFields', () => {
  it("reads the bff's field errors of a 400 and nothing else", () => {
    const error = new Error('400: {"message":"Age must be a whole number from 0 to 18.","fieldErrors":{"recipientDetails.age":"Age must be a whole number from 0 to 18.","x":3}}');
    expect(errorFields(error)).toEqual({ 'recipientDetails.age': 'Age must be a whole number from 0 to 18.' });
    expect(errorFields(new Error('500: {"fieldErrors":{"a":"b"}}'))).toEqual({});
    expect(errorFields(new Error('400: not json'))).toEqual({});
    expect(errorFields('400: {}')).toEqual({});
  });
});

describe('clientErrorMessage', () => {
  it("is the bff's message of a 4xx answer", () => {
    expect(clientErrorMessage(new Error('409: {"message":"This story could not be finished, so it cannot be bought."}'))).toBe(
      'This story could not be finished, so it cannot be bought.',
    );
    expect(clientErrorMessage(new Error('429: {"message":"Zu viele Versuche."}'))).toBe('Zu viele Versuche.');
  });

  it('is null for server failures, network errors and bodies without a message', () => {
    expect(clientErrorMessage(new Error('500: {"message":"Internal"}'))).toBeNull();
    expect(clientErrorMessage(new Error('502: Bad Gateway'))).toBeNull();
    expect(clientErrorMessage(new Error('Failed to fetch'))).toBeNull();
    expect(clientErrorMessage(new Error('409: not json'))).toBeNull();
    expect(clientErrorMessage(new Error('409: {"message":""}'))).toBeNull();
    expect(clientErrorMessage(new Error('409: null'))).toBeNull();
    expect(clientErrorMessage('409: {"message":"a string, not an Error"}')).toBeNull();
  });
});
