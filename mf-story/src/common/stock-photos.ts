// Gallery, covers and my-stories show only pictures made for the story: a story whose first
// scene has no image, or one from a stock-photo library, is left out (spec.md section 5).
const STOCK_PHOTO_HOSTS = [
  'unsplash.com',
  'pexels.com',
  'pixabay.com',
  'shutterstock.com',
  'istockphoto.com',
  'gettyimages.com',
  'stock.adobe.com',
  'depositphotos.com',
  'dreamstime.com',
  '123rf.com',
  'freepik.com',
  'picsum.photos',
  'placeholder.com',
  'placehold.co',
];

export function isStockPhotoUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url, 'http://local.invalid').hostname.toLowerCase();
  } catch {
    return false;
  }
  return STOCK_PHOTO_HOSTS.some((stock) => host === stock || host.endsWith(`.${stock}`));
}

/** The first scene's picture when it may be shown, otherwise null. */
export function coverImageUrl(story: { scenes?: readonly { imageUrl?: string | null }[] }): string | null {
  const url = story.scenes?.[0]?.imageUrl;
  if (!url || !url.trim() || isStockPhotoUrl(url)) return null;
  return url;
}

/** Stories that have a showable cover, paired with it, in their original order. */
export function storiesWithCovers<S extends { scenes?: readonly { imageUrl?: string | null }[] }>(
  stories: readonly S[],
): { story: S; imageUrl: string }[] {
  return stories.flatMap((story) => {
    const imageUrl = coverImageUrl(story);
    return imageUrl ? [{ story, imageUrl }] : [];
  });
}
