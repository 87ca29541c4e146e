import { queryOptions } from '@tanstack/react-query';
import {
  API_ROUTES,
  apiPath,
  type StoryVoiceJson,
  type StoryVoicesJson,
  type VoiceRecordingJson,
} from '@dreamweaver/contracts';
import { apiRequest } from '@dreamweaver/web-kit';

// A story's recorded voices (contracts/src/voice.ts): listed for the owner, made, deleted, and
// each scene's recording sent as the browser recorded it.

export function storyVoicesQuery(storyId: string, enabled: boolean) {
  return queryOptions<StoryVoicesJson>({
    queryKey: [apiPath(API_ROUTES.voices.list, { id: storyId })],
    enabled,
    staleTime: 0,
  });
}

export function createVoice(storyId: string, name: string): Promise<StoryVoiceJson> {
  return apiRequest(apiPath(API_ROUTES.voices.create, { id: storyId }), { method: 'POST', data: { name } });
}

export async function deleteVoice(storyId: string, voiceId: number): Promise<void> {
  await apiRequest(apiPath(API_ROUTES.voices.remove, { id: storyId, voiceId }), { method: 'DELETE', parseJson: false });
}

/** Sends one scene's recording; the server answers where its sentences start. */
export function uploadRecording(
  storyId: string,
  voiceId: number,
  sceneNumber: number,
  recording: Blob,
): Promise<VoiceRecordingJson> {
  return apiRequest(apiPath(API_ROUTES.voices.recordScene, { id: storyId, voiceId, sceneNumber }), {
    method: 'PUT',
    body: recording,
    headers: { 'Content-Type': recording.type || 'audio/webm' },
  });
}
