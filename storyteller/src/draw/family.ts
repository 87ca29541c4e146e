import type { PlanSibling } from '@dreamweaver/contracts';
import { figure } from './animals/index.ts';
import { childWithAids } from './figures/aids.ts';
import { type Arms, hero } from './figures/child.ts';
import type { HeroHairStyle, HeroLook } from './figures/look.ts';
import { babyInBasket, grownUp, grownUpLook } from './figures/people.ts';
import type { Row, RowMember } from './row.ts';
import type { Scene } from './scene.ts';
import { mix } from './svg-kit.ts';

// Drawing the hero's row: the child with their aids, the companion turned towards them, the
// brothers and sisters (like the child, each in their own colour), a friend, the grown-ups and
// the baby; each in a group that names who it is for tests and for readers of the SVG.

/** Each sibling's own colour, in order: the favourite colour stays the hero's. */
const SIBLING_OUTFITS = ['#e8a33d', '#5fb3a1'];
const HAIR_BY_PRONOUN: Record<PlanSibling['pronoun'], HeroHairStyle> = { she: 'long', he: 'short', they: 'cap' };

/** A brother or sister: the child's skin and hair colour, their own cut and colour. */
export function siblingLook(sibling: PlanSibling, index: number, child: HeroLook): HeroLook {
  return {
    ...child,
    outfit: SIBLING_OUTFITS[index % SIBLING_OUTFITS.length],
    hairStyle: HAIR_BY_PRONOUN[sibling.pronoun],
    glasses: false,
    freckles: false,
    pyjamas: 'plain',
    clothes: child.clothes === 'pyjamas' ? 'pyjamas' : 'top-and-trousers',
    boots: undefined,
    hearingAid: false,
    prosthesis: false,
  };
}

const FRIEND_LOOK: Omit<HeroLook, 'clothes' | 'skin'> = {
  outfit: '#c77dba',
  hair: '#2a211c',
  hairStyle: 'curly',
  glasses: false,
  freckles: false,
  pyjamas: 'plain',
};

/** The wheelchair's frame: a deeper shade of the favourite colour. */
export const frameColour = (scene: Scene) => mix(scene.accent, '#1d1b2e', 0.25);

/** Arms up to a star, a wave to the guide, else down. */
function heroArms(scene: Scene): Arms {
  if (scene.cast.things.some((t) => t.role === 'star')) return 'up';
  return scene.cast.guide ? 'wave' : 'down';
}

function drawMember(scene: Scene, row: Row, member: RowMember, x: number): string {
  const { look, cast } = scene;
  const s = row.scale;
  const y = row.y;
  const heroX = row.members.find((m) => m.member.kind === 'hero')!.x;
  switch (member.kind) {
    case 'hero':
      return `<g data-cast="hero">${childWithAids(x, y, s, look, heroArms(scene), scene.aids, frameColour(scene))}</g>`;
    case 'companion':
      return figure(cast.companion!.drawing, x, y, s * 0.95, x > heroX ? -1 : 1, undefined, 'companion');
    case 'sibling':
      return `<g data-sibling="${member.sibling.id}">${hero(x, y, s * member.scale, siblingLook(member.sibling, member.index, look), member.index === 0 ? 'wave' : 'down')}</g>`;
    case 'friend':
      return `<g data-cast="friend" data-person="${member.person.id}">${hero(x, y, s, { ...FRIEND_LOOK, skin: '#c8996c', clothes: look.clothes === 'pyjamas' ? 'pyjamas' : 'top-and-trousers' }, 'wave')}</g>`;
    case 'grownup': {
      const reach = x < heroX ? 1 : -1;
      return `<g data-cast="grownup" data-person="${member.person.id}" data-relation="${member.person.relation}">${grownUp(x, y - 6 * s, s, grownUpLook(member.person.relation, member.index, look), reach)}</g>`;
    }
    case 'baby':
      return `<g data-cast="baby" data-person="${member.person.id}">${babyInBasket(x, y, s * 0.9, look.skin, '#f7e6f0')}</g>`;
  }
}

/** The row drawn back to front: grown-ups behind the children, the baby's basket in front. */
export function drawRow(scene: Scene, row: Row): string[] {
  const depth = (m: RowMember) => (m.kind === 'grownup' ? 0 : m.kind === 'baby' ? 2 : 1);
  return [...row.members]
    .sort((a, b) => depth(a.member) - depth(b.member))
    .map(({ member, x }) => drawMember(scene, row, member, x));
}
