import { queryOptions } from '@tanstack/react-query';
import {
  API_ROUTES,
  apiPath,
  type CreatedVoiceInviteJson,
  type StoryVoiceJson,
  type StoryVoicesJson,
  type VoiceInviteJson,
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

/** The owner approves a voice recorded from an invite link: it becomes a voice of the story. */
export function approveVoice(storyId: string, voiceId: number): Promise<StoryVoiceJson> {
  return apiRequest(apiPath(API_ROUTES.voices.approve, { id: storyId, voiceId }), { method: 'POST' });
}

export function storyInvitesQuery(storyId: string, enabled: boolean) {
  return queryOptions<VoiceInviteJson[]>({
    queryKey: [apiPath(API_ROUTES.voices.invites, { id: storyId })],
    enabled,
    staleTime: 0,
  });
}

export function createInvite(storyId: string): Promise<CreatedVoiceInviteJson> {
  return apiRequest(apiPath(API_ROUTES.voices.createInvite, { id: storyId }), { method: 'POST' });
}

export async function revokeInvite(storyId: string, inviteId: number): Promise<void> {
  await apiRequest(apiPath(API_ROUTES.voices.revokeInvite, { id: storyId, inviteId }), {
    method: 'DELETE',
    parseJson: false,
  });
}
