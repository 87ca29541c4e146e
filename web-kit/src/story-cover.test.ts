import { describe, expect, it } from 'vitest';
import { coverImageUrl, isStockPhotoUrl, storiesWithCovers } from './story-cover.ts';

describe('isStockPhotoUrl', () => {
  it('recognises stock-photo hosts and their subdomains', () => {
    expect(isStockPhotoUrl('https://images.unsplash.com/photo-1?w=400')).toBe(true);
    expect(isStockPhotoUrl('https://www.pexels.com/photo/2.jpg')).toBe(true);
    expect(isStockPhotoUrl('https://cdn.pixabay.com/x.png')).toBe(true);
    expect(isStockPhotoUrl('HTTPS://MEDIA.ISTOCKPHOTO.COM/id/1.jpg')).toBe(true);
  });

  it('keeps our own media and look-alike hosts', () => {
    expect(isStockPhotoUrl('/media/stories/abc/scene-1.svg')).toBe(false);
    expect(isStockPhotoUrl('https://dreamweaver.example/media/a.png')).toBe(false);
    expect(isStockPhotoUrl('https://notunsplash.com/a.png')).toBe(false);
    expect(isStockPhotoUrl('https://unsplash.com.evil.example/a.png')).toBe(false);
  });
});

describe('coverImageUrl and storiesWithCovers', () => {
  const own = { id: 'a', scenes: [{ imageUrl: '/media/a.svg' }, { imageUrl: 'https://unsplash.com/x.jpg' }] };
  const stock = { id: 'b', scenes: [{ imageUrl: 'https://images.unsplash.com/x.jpg' }] };
  const none = { id: 'c', scenes: [{ imageUrl: null }] };
  const empty = { id: 'd', scenes: [] };
  const blank = { id: 'e', scenes: [{ imageUrl: '  ' }] };

  it('uses only the first scene and drops stories without a showable picture', () => {
    expect(coverImageUrl(own)).toBe('/media/a.svg');
    expect(coverImageUrl(stock)).toBeNull();
    expect(coverImageUrl(none)).toBeNull();
    expect(coverImageUrl(empty)).toBeNull();
    expect(coverImageUrl(blank)).toBeNull();
    expect(
      storiesWithCovers([stock, own, none, empty, blank]).map(({ story, imageUrl }) => [story.id, imageUrl]),
    ).toEqual([['a', '/media/a.svg']]);
  });
});

describe('the first scene by number', () => {
  const numbered = (scenes: { sceneNumber: number; imageUrl: string | null }[]) => ({ scenes });

  it('uses the first scene by number, and only its image', () => {
    expect(
      coverImageUrl(
        numbered([
          { sceneNumber: 1, imageUrl: null },
          { sceneNumber: 2, imageUrl: '/media/2.svg' },
        ]),
      ),
    ).toBeNull();
    expect(
      coverImageUrl(
        numbered(
          [
            { sceneNumber: 1, imageUrl: '/media/1.svg' },
            { sceneNumber: 0.5, imageUrl: null },
          ].reverse(),
        ),
      ),
    ).toBeNull();
    expect(
      coverImageUrl(
        numbered([
          { sceneNumber: 2, imageUrl: '/media/2.svg' },
          { sceneNumber: 1, imageUrl: '/media/1.svg' },
        ]),
      ),
    ).toBe('/media/1.svg');
  });

  it('recognises the stock-photo hosts My Stories filtered, not our own media', () => {
    expect(isStockPhotoUrl('https://images.pexels.com/photos/1/a.jpg')).toBe(true);
    expect(isStockPhotoUrl('https://cdn.pixabay.com/photo/a.jpg')).toBe(true);
    expect(isStockPhotoUrl('/media/stories/abc/scene-1.svg')).toBe(false);
    expect(isStockPhotoUrl('https://notunsplash.com/a.jpg')).toBe(false);
  });
});
