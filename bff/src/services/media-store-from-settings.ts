import type { Settings } from '../settings.ts';
import { type MediaStore, mediaStoreFor } from './media-store.ts';
import { createS3MediaStore, s3OptionsFrom } from './s3-media-store.ts';

/** The store the settings choose: the bucket of S3_BUCKET, otherwise the folder in DATA_DIR. */
export function mediaStoreFromSettings(settings: Settings): MediaStore {
  const s3 = s3OptionsFrom(settings);
  return s3 ? createS3MediaStore(s3) : mediaStoreFor(settings.dataDir);
}
