import { describe, expect, it } from 'vitest';
import { ApiError } from '@dreamweaver/web-kit';
import { clientErrorMessage, errorFields, errorMessage } from './error-message.ts';

describe('errorMessage', () => {
  it("takes the bff's JSON message out of the fetcher's error", () => {
    expect(errorMessage(new ApiError(400, '{"message":"Name is required","fieldErrors":{}}'))).toBe('Name is required');
  });

  it('keeps other texts as they are', () => {
    expect(errorMessage(new ApiError(502, '', 'Bad Gateway'))).toBe('502: Bad Gateway');
    expect(errorMessage(new ApiError(500, '{"oops":1}'))).toBe('500: {"oops":1}');
    expect(errorMessage(new Error('Failed to fetch'))).toBe('Failed to fetch');
    expect(errorMessage('plain')).toBe('plain');
  });
});

describe('errorFields', () => {
  it("reads the bff's field errors of a 400 and nothing else", () => {
    const error = new ApiError(
      400,
      '{"message":"Age must be a whole number from 0 to 18.","fieldErrors":{"recipientDetails.age":"Age must be a whole number from 0 to 18.","x":3}}',
    );
    expect(errorFields(error)).toEqual({ 'recipientDetails.age': 'Age must be a whole number from 0 to 18.' });
    expect(errorFields(new ApiError(500, '{"fieldErrors":{"a":"b"}}'))).toEqual({});
    expect(errorFields(new ApiError(400, 'not json'))).toEqual({});
    expect(errorFields('400: {}')).toEqual({});
    // Only an answer of the API counts, never a text that looks like one.
    expect(errorFields(new Error('400: {"fieldErrors":{"a":"b"}}'))).toEqual({});
  });
});

describe('clientErrorMessage', () => {
  it("is the bff's message of a 4xx answer", () => {
    expect(
      clientErrorMessage(new ApiError(409, '{"message":"This story could not be finished, so it cannot be bought."}')),
    ).toBe('This story could not be finished, so it cannot be bought.');
    expect(clientErrorMessage(new ApiError(429, '{"message":"Zu viele Versuche."}'))).toBe('Zu viele Versuche.');
  });

  it('is null for server failures, network errors and bodies without a message', () => {
    expect(clientErrorMessage(new ApiError(500, '{"message":"Internal"}'))).toBeNull();
    expect(clientErrorMessage(new ApiError(502, '', 'Bad Gateway'))).toBeNull();
    expect(clientErrorMessage(new Error('Failed to fetch'))).toBeNull();
    expect(clientErrorMessage(new ApiError(409, 'not json'))).toBeNull();
    expect(clientErrorMessage(new ApiError(409, '{"message":""}'))).toBeNull();
    expect(clientErrorMessage(new ApiError(409, 'null'))).toBeNull();
    expect(clientErrorMessage('409: {"message":"a string, not an Error"}')).toBeNull();
    expect(clientErrorMessage(new Error('409: {"message":"an Error, not an answer"}'))).toBeNull();
  });
});
