/** A quick-form story for Mia (6, a fox, purple), the request most API tests post; any part can be changed,
 * also to something invalid. */
export function quickStoryRequest(overrides: Record<string, unknown> = {}, details: Record<string, unknown> = {}) {
  return {
    audience: 'child',
    storyType: 'classic',
    storyGoal: '',
    storySetting: 'magical-forest',
    language: 'en',
    ...overrides,
    recipientDetails: {
      name: 'Mia',
      age: '6',
      favoriteAnimal: 'fox',
      favoriteColor: 'purple',
      favoriteFood: '',
      ...details,
    },
  };
}
