import { API_ROUTES } from '@dreamweaver/contracts';
import type { ParameterizedContext } from 'koa';

// A scene's recording is the one API body that is not JSON: the browser sends the sound as it
// recorded it. Its route checks the type itself (415 for anything but WebM or MP4 audio); the
// cross-site guard still requires the request to come from this site.

const recordScenePath = new RegExp(`^${API_ROUTES.voices.recordScene.path.replace(/:[A-Za-z]+/g, '[^/]+')}$`);

/** Whether the request is a PUT of a scene's recording. */
export function isRecordingUpload(ctx: ParameterizedContext): boolean {
  return ctx.method === 'PUT' && recordScenePath.test(ctx.path);
}
