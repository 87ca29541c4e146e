import http from 'node:http';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  body: any;
  /** The body's bytes as sent (compressed ones too). */
  bytes: Buffer;
}

/**
 * One HTTP request with exactly the headers given (fetch will not send a forged Host), the way
 * curl or an attacker's script would.
 */
export function rawRequest(
  baseUrl: string,
  method: string,
  path: string,
  { headers = {}, json, body }: { headers?: Record<string, string>; json?: unknown; body?: string } = {},
): Promise<RawResponse> {
  const url = new URL(baseUrl);
  const payload = json !== undefined ? JSON.stringify(json) : body;
  const allHeaders: Record<string, string> = { ...headers };
  if (json !== undefined) allHeaders['content-type'] ??= 'application/json';
  if (payload !== undefined) allHeaders['content-length'] = String(Buffer.byteLength(payload));
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: url.hostname, port: url.port, method, path, headers: allHeaders },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const bytes = Buffer.concat(chunks);
          const text = bytes.toString('utf8');
          let parsed: unknown = text;
          try {
            parsed = text ? JSON.parse(text) : undefined;
          } catch {
            /* not JSON */
          }
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text, body: parsed, bytes });
        });
      },
    );
    request.on('error', reject);
    if (payload !== undefined) request.write(payload);
    request.end();
  });
}
