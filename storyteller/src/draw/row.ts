import type { PlanPerson, PlanSibling } from '@dreamweaver/contracts';
import type { Scene } from './scene.ts';

// The hero's row: the child with the companion on one side and the family on the other (the
// brothers and sisters nearest, then a friend, the grown-ups and the baby), spilling over beyond
// the companion when that side is full, and shrunk to fit when the whole row would not.

export type RowMember =
  | { kind: 'hero' }
  | { kind: 'companion' }
  | { kind: 'sibling'; sibling: PlanSibling; index: number; scale: number }
  | { kind: 'friend'; person: PlanPerson }
  | { kind: 'grownup'; person: PlanPerson; index: number }
  | { kind: 'baby'; person: PlanPerson };

export interface Placed {
  x: number;
  y: number;
  scale: number;
}

export interface Row {
  members: { member: RowMember; x: number }[];
  y: number;
  scale: number;
  /** Which way the companion stands from the hero. */
  side: 1 | -1;
  /** The span the row takes, for keeping other things clear of it. */
  busy: [number, number];
}

/** How wide each member stands, in the hero's units. */
function widthOf(member: RowMember, scene: Scene): number {
  switch (member.kind) {
    case 'hero':
      return scene.aids.wheelchair || scene.aids.walker ? 96 : scene.aids.cane ? 84 : 72;
    case 'companion':
      return scene.picture.composition === 'close-up' ? 130 : 100;
    case 'sibling':
      return 70 * member.scale;
    case 'friend':
      return 70;
    case 'grownup':
      return 78;
    case 'baby':
      return 100;
  }
}

/** A sibling's height against the hero's: older a little taller, younger a little smaller, a toddler small. */
function siblingScale(sibling: PlanSibling, heroAge: number | null): number {
  if (sibling.age !== null && sibling.age <= 2) return 0.7;
  if (sibling.age === null || heroAge === null || sibling.age === heroAge) return 1;
  return sibling.age > heroAge ? 1.1 : 0.85;
}

function familyOf(scene: Scene): RowMember[] {
  const { cast, plan } = scene;
  return [
    ...cast.siblings.map((sibling, index) => ({
      kind: 'sibling' as const,
      sibling,
      index,
      scale: siblingScale(sibling, plan.hero.age),
    })),
    ...(cast.friend ? [{ kind: 'friend' as const, person: cast.friend }] : []),
    ...cast.grownups.map((person, index) => ({ kind: 'grownup' as const, person, index })),
    ...(cast.baby ? [{ kind: 'baby' as const, person: cast.baby }] : []),
  ];
}

/** The row around the hero's spot `at`, the companion on `side`. */
export function arrangeRow(scene: Scene, at: Placed, side: 1 | -1): Row {
  const family = familyOf(scene);
  const width = (m: RowMember) => widthOf(m, scene) * at.scale;
  const room = side === 1 ? at.x - 30 : 770 - at.x;
  const away: RowMember[] = [];
  const beyond: RowMember[] = [];
  let used = width({ kind: 'hero' }) / 2;
  for (const member of family) {
    used += width(member);
    (used <= room ? away : beyond).push(member);
  }
  // Laid out in the companion's direction: the family away from it, the hero, the companion, the rest.
  const companion: RowMember[] = scene.cast.companion ? [{ kind: 'companion' }] : [];
  const order: RowMember[] = [...away.reverse(), { kind: 'hero' }, ...companion, ...beyond];
  const widths = order.map((m) => widthOf(m, scene));
  const total = widths.reduce((a, b) => a + b, 0);
  const scale = Math.min(at.scale, 740 / total);
  let offset = 0;
  const along = order.map((member, i) => {
    const centre = offset + (widths[i] * scale) / 2;
    offset += widths[i] * scale;
    return { member, centre };
  });
  const heroCentre = along.find((a) => a.member.kind === 'hero')!.centre;
  const xs = along.map((a) => at.x + side * (a.centre - heroCentre));
  const low = Math.min(...xs) - 40 * scale;
  const high = Math.max(...xs) + 40 * scale;
  const shift = low < 30 ? 30 - low : high > 770 ? 770 - high : 0;
  const members = along.map((a, i) => ({ member: a.member, x: xs[i] + shift }));
  return { members, y: at.y, scale, side, busy: [low + shift - 30 * scale, high + shift + 30 * scale] };
}
