import { describe, expect, it } from 'vitest';
import { coverImageUrl, isStockPhotoUrl, storiesWithCovers } from './stock-photos.ts';

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
    expect(storiesWithCovers([stock, own, none, empty, blank]).map(({ story, imageUrl }) => [story.id, imageUrl])).toEqual([
      ['a', '/media/a.svg'],
    ]);
  });
});
