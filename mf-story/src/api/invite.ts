import {
  API_ROUTES,
  INVITE_TOKEN_HEADER,
  apiPath,
  type InviteStoryJson,
  type InviteVoiceJson,
} from '@dreamweaver/contracts';
import { apiRequest } from '@dreamweaver/web-kit';

// What an invite link opens (contracts' API_ROUTES.invite): the token goes in a header, never in
// a URL. The recordings are the same as the owner's (api/voices.ts); only who may send them differs.

const linkHeaders = (token: string) => ({ [INVITE_TOKEN_HEADER]: token });

export function openInvite(token: string): Promise<InviteStoryJson> {
  return apiRequest(API_ROUTES.invite.story.path, { headers: linkHeaders(token) });
}

export function createInviteVoice(token: string, name: string): Promise<InviteVoiceJson> {
  return apiRequest(API_ROUTES.invite.createVoice.path, {
    method: 'POST',
    data: { name },
    headers: linkHeaders(token),
  });
}

export function uploadInviteRecording(token: string, voiceId: number, sceneNumber: number, recording: Blob) {
  return apiRequest(apiPath(API_ROUTES.invite.recordScene, { voiceId, sceneNumber }), {
    method: 'PUT',
    body: recording,
    headers: { 'Content-Type': recording.type || 'audio/webm', ...linkHeaders(token) },
  });
}
