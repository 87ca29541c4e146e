import { describe, expect, it } from 'vitest';
import { assignedTo, choiceFromUserId, userIdFromChoice } from './story-table.ts';

describe('assigned to', () => {
  it("is 'Not assigned', 'Unknown user' or the username", () => {
    expect(assignedTo({ userId: null, username: null })).toEqual({ kind: 'none' });
    expect(assignedTo({ userId: 4, username: null })).toEqual({ kind: 'unknown' });
    expect(assignedTo({ userId: 4, username: 'mia' })).toEqual({ kind: 'user', username: 'mia' });
  });

  it("sends null for 'unassigned' and an integer otherwise", () => {
    expect(userIdFromChoice('unassigned')).toBeNull();
    expect(userIdFromChoice('12')).toBe(12);
    expect(choiceFromUserId(null)).toBe('unassigned');
    expect(choiceFromUserId(12)).toBe('12');
  });
});

describe('the recovery of failed stories', () => {
  it('offers Retry for a failed story and Refund only while a refund is owed', async () => {
    const { recoveryActions, storyHealth } = await import('./story-table.ts');
    expect(recoveryActions({ generationStatus: 'failed', refundStatus: null })).toEqual({ retry: true, refund: false });
    expect(recoveryActions({ generationStatus: 'failed', refundStatus: 'needed' })).toEqual({
      retry: true,
      refund: true,
    });
    expect(recoveryActions({ generationStatus: 'failed', refundStatus: 'refunded' })).toEqual({
      retry: true,
      refund: false,
    });
    expect(recoveryActions({ generationStatus: 'completed', refundStatus: null })).toEqual({
      retry: false,
      refund: false,
    });
    expect(recoveryActions({ generationStatus: 'preview_ready', refundStatus: null })).toEqual({
      retry: false,
      refund: false,
    });
    expect(storyHealth({ generationStatus: 'failed' })).toBe('failed');
    expect(storyHealth({ generationStatus: 'completed' })).toBe('completed');
    expect(storyHealth({ generationStatus: 'creating_narration' })).toBe('inProgress');
  });
});
