import { API_ROUTES } from '@dreamweaver/contracts';
import { downloadPreparedFile } from '@dreamweaver/web-kit';

// "Download my data": GET /api/auth/account/export answers 202 with Retry-After while the server
// builds the ZIP, then the ZIP itself; this asks again until it comes and saves it.

export interface ExportWaiting {
  /** Called once, at the first 202: the ZIP is being built. */
  onPreparing?: () => void;
  sleep?: (ms: number) => Promise<void>;
  /** Gives up after this long in all. Default 10 minutes. */
  maxWaitMs?: number;
  /** Stops asking (the dialog was closed). */
  signal?: AbortSignal;
}

/** Asks for the account's ZIP until it is ready, and saves it; rejects when the server says no. */
export function downloadMyData({
  onPreparing,
  sleep,
  maxWaitMs = 10 * 60_000,
  signal,
}: ExportWaiting = {}): Promise<void> {
  return downloadPreparedFile(API_ROUTES.auth.accountExport.path, 'dreamweaver-data.zip', {
    onPreparing,
    sleep,
    maxWaitMs,
    signal,
  });
}
