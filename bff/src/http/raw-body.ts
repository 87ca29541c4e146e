import type { ParameterizedContext } from 'koa';
import { AppError } from '../errors.ts';

/** Reads the request body unparsed (for signatures and the sandbox's form posts), up to `limitBytes`. */
export async function readRawBody(ctx: ParameterizedContext, limitBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    size += (chunk as Buffer).length;
    if (size > limitBytes) throw new AppError(413, 'errors.bodyTooLarge');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
