import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';

// A real S3-compatible server for the tests, started in the test process from an npm package
// (@20minutes/s3rver: it checks SigV4 signatures like S3, so wrong keys fail as they would).
// Every bff process of a test reaches it over HTTP on 127.0.0.1 like any S3 endpoint.

/** s3rver's fixed credentials. */
const S3_TEST_KEY = { id: 'S3RVER', secret: 'S3RVER' };

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** The settings that point a bff, a worker or storyctl at this bucket. */
  env: Record<string, string>;
  /** Where the server keeps its objects (to corrupt one in a test). */
  directory: string;
  close(): Promise<void>;
}

export async function startS3Server(bucket = 'dreamweaver-media'): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'dw-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    directory,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3_TEST_KEY.id,
      S3_SECRET_ACCESS_KEY: S3_TEST_KEY.secret,
      S3_FORCE_PATH_STYLE: 'on',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
