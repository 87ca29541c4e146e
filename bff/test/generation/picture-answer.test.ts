import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pictureOfAnswer } from '../../src/generation/openai/picture-answer.ts';
import { ProviderRequestError } from '../../src/generation/openai/provider-errors.ts';

// A picture answered as a URL is fetched from the image server's own origin only; a redirect whose
// Location is no URL at all is refused like one to another server, never an unexpected TypeError.

let server: Server;
let baseURL: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/files/bad-location.png') {
      res.writeHead(302, { location: 'http://[not-a-host' });
      return res.end();
    }
    res.writeHead(404);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const request = () => ({ signal: AbortSignal.timeout(5000), timeout: 5000 });

describe('a picture answered as a URL', () => {
  it('is refused when its redirect names no URL', async () => {
    const answer = { created: 1, data: [{ url: '/files/bad-location.png' }] };
    await expect(pictureOfAnswer(answer, { baseURL }, request())).rejects.toBeInstanceOf(ProviderRequestError);
  });

  it('is refused when its own address is no URL', async () => {
    const answer = { created: 1, data: [{ url: 'http://[not-a-host' }] };
    await expect(pictureOfAnswer(answer, { baseURL }, request())).rejects.toBeInstanceOf(ProviderRequestError);
  });
});
