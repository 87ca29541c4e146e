// Gallery, covers and My Stories show only pictures made for the story: a story whose first
// scene has no image, or one from a stock-photo library, is left out.
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

interface WithScenes {
  scenes?: readonly { sceneNumber?: number; imageUrl?: string | null }[];
}

/** The first scene's picture when it may be shown, otherwise null. Scenes are taken by number when they carry one. */
export function coverImageUrl(story: WithScenes): string | null {
  const scenes = story.scenes ?? [];
  const numbered = scenes.some((scene) => typeof scene.sceneNumber === 'number');
  const first = numbered
    ? [...scenes].sort((a, b) => (a.sceneNumber ?? Infinity) - (b.sceneNumber ?? Infinity))[0]
    : scenes[0];
  const url = first?.imageUrl;
  if (!url?.trim() || isStockPhotoUrl(url)) return null;
  return url;
}

/** Stories that have a showable cover, paired with it, in their original order. */
export function storiesWithCovers<S extends WithScenes>(stories: readonly S[]): { story: S; imageUrl: string }[] {
  return stories.flatMap((story) => {
    const imageUrl = coverImageUrl(story);
    return imageUrl ? [{ story, imageUrl }] : [];
  });
}
