import { describe, expect, it } from 'vitest';
import { assignedTo, choiceFromUserId, filterStories, pageOf, userIdFromChoice } from './story-table.ts';

const stories = [
  { id: 'AbC123xyz', title: 'Luna and the Moon Dragon' },
  { id: 'def456', title: 'Der kleine Drache' },
  { id: 'ghi789', title: 'Ocean Lullaby' },
];

describe('the stories search', () => {
  it('matches the title or the id, ignoring case and surrounding spaces', () => {
    expect(filterStories(stories, 'DRAGON').map((s) => s.id)).toEqual(['AbC123xyz']);
    expect(filterStories(stories, 'drache').map((s) => s.id)).toEqual(['def456']);
    expect(filterStories(stories, ' abc123 ').map((s) => s.id)).toEqual(['AbC123xyz']);
    expect(filterStories(stories, 'GHI7').map((s) => s.id)).toEqual(['ghi789']);
    expect(filterStories(stories, 'nothing like this')).toEqual([]);
    expect(filterStories(stories, '   ')).toHaveLength(3);
  });

  it('searches 1,000 stories, not just the page shown', () => {
    const many = Array.from({ length: 1000 }, (_, i) => ({ id: `id${i}`, title: `Story number ${i}` }));
    expect(filterStories(many, 'number 999').map((s) => s.id)).toEqual(['id999']);
  });
});

describe('paging', () => {
  const items = Array.from({ length: 1000 }, (_, i) => i);
  it('cuts 50 per page and clamps the page number', () => {
    expect(pageOf(items, 1)).toMatchObject({ page: 1, pages: 20 });
    expect(pageOf(items, 1).items).toHaveLength(50);
    expect(pageOf(items, 20).items.at(-1)).toBe(999);
    expect(pageOf(items, 99).page).toBe(20);
    expect(pageOf(items, 0).page).toBe(1);
    expect(pageOf([], 3)).toEqual({ items: [], page: 1, pages: 1 });
    expect(pageOf(items.slice(0, 51), 2).items).toEqual([50]);
  });
});

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
