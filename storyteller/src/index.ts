// The storyteller's public face: read an order into a plan, settle the plan (its arc, and where
// each detail goes), tell a plan in its language, draw a scene of a plan, speak a text.

export type { Order } from './order.ts';
export { readOrder } from './reader/read-order.ts';
export { settlePlan } from './teller/settle.ts';
export { planKinds } from './teller/plan-kinds.ts';
export { openingPicture, tellStory } from './teller/tell.ts';
export type { EarlierStory, ScenePicture, ToldStory } from './teller/told.ts';
export { describePicture, describeScene } from './draw/describe.ts';
export { drawScene } from './draw/draw-scene.ts';
export { describeHeroForPictures } from './draw/describe-en.ts';
