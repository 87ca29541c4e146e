import { figure } from './animals/index.ts';
import { frameColour, siblingLook } from './family.ts';
import { parkedWheelchair } from './figures/aids.ts';
import { babyInBasket, grownUp, grownUpLook, sleepingHead } from './figures/people.ts';
import { thing, thingLayer } from './objects/index.ts';
import type { Scene } from './scene.ts';
import { bed, type Room } from './scenery/index.ts';

// The last picture: the child asleep in bed under a blanket in the favourite colour, the brothers
// and sisters asleep beside them, the companion curled up at the foot. By the bed stand the
// wheelchair (never left behind) and the grown-ups who tuck them in; the baby sleeps in a basket,
// the pet on the floor; the cuddly toy lies by the pillow, other things on the floor, a star in
// the window.

export function bedtime(scene: Scene, home: Room, parts: string[]): void {
  const { cast, look, accent } = scene;
  const b = bed(home.bedX, accent);
  const [px, py] = b.pillow;
  parts.push(b.back, `<g data-cast="hero" data-pose="asleep">${sleepingHead(b.pillow, look)}</g>`);
  cast.siblings.forEach((sibling, i) => {
    const at = [px + 64 * (i + 1), py + 4];
    parts.push(`<g data-sibling="${sibling.id}">${sleepingHead(at, siblingLook(sibling, i, look))}</g>`);
  });
  const toy = cast.things.find((t) => t.species);
  if (toy) parts.push(figure(toy.key, px + 64 * cast.siblings.length + 78, 448, 0.42, -1, undefined, toy.role));
  parts.push(b.front);
  if (cast.companion) parts.push(figure(cast.companion.drawing, b.foot[0], b.foot[1], 0.7, -1, undefined, 'companion'));
  parts.push(
    `<text x="${px + 40}" y="${py - 50}" font-family="serif" font-size="30" fill="#fffbe6" opacity="0.9">z z z</text>`,
  );
  // Beside the bed, on its free side, outwards from it.
  const right = home.bedX < 200;
  const beside = (i: number) => (right ? home.bedX + 450 + i * 105 : home.bedX - 55 - i * 105);
  let next = 0;
  if (scene.aids.wheelchair) parts.push(parkedWheelchair(beside(next++), 560, 1.1, frameColour(scene)));
  cast.grownups.forEach((person, i) => {
    const x = beside(next++);
    parts.push(
      `<g data-cast="grownup" data-person="${person.id}" data-relation="${person.relation}">${grownUp(x, 566, 1, grownUpLook(person.relation, i, look), right ? -1 : 1)}</g>`,
    );
  });
  // In front of the bed, along the floor.
  let floor = 0;
  const onFloor = () => ({ x: home.bedX + 90 + 95 * floor++, y: 594 });
  if (cast.baby) {
    const at = onFloor();
    parts.push(
      `<g data-cast="baby" data-person="${cast.baby.id}">${babyInBasket(at.x, at.y, 0.8, look.skin, '#f7e6f0')}</g>`,
    );
  }
  if (cast.homePet) {
    const at = onFloor();
    parts.push(figure(cast.homePet.drawing, at.x, at.y, 0.55, 1, undefined, 'homePet'));
  }
  for (const item of cast.things) {
    if (item === toy) continue;
    if (item.species) {
      const at = onFloor();
      parts.push(figure(item.key, at.x, at.y, 0.45, 1, undefined, item.role));
      continue;
    }
    if (thingLayer(item.key) === 'sky') {
      const { wx, top } = home.window;
      parts.push(`<g data-thing="${item.role}">${thing(item.key, wx + 40, top + 90, 0.6, item.colour ?? accent)}</g>`);
      continue;
    }
    const at = onFloor();
    parts.push(`<g data-thing="${item.role}">${thing(item.key, at.x, at.y, 0.6, item.colour ?? accent)}</g>`);
  }
}
