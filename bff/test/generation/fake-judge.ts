// What the fake OpenAI server answers a story eval's judge (a request for the `story_rubric` format,
// bench/eval/judge.ts): a fixed rubric, German scored whatever the language (the eval keeps it only for a German story).
export const FAKE_RUBRIC = {
  ageFit: 4,
  warmth: 5,
  goalActedOut: 3,
  detailsUsed: 2,
  faithful: 4,
  german: 3,
  comment: 'The same fixed draft for every order: the details are missing.',
};
