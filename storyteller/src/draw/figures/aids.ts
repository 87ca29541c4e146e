import { type Arms, hero, seatedHero } from './child.ts';
import type { HeroLook } from './look.ts';
import { penAt, type Pen } from './pen.ts';

// The child's aids as part of the child, in every picture the child is in: a wheelchair they sit
// in (parked by the bed at night, never left behind), a white cane in the hand, a walking frame
// to hold. Glasses, a hearing aid and a prosthesis are drawn on the child (child.ts, clothes.ts).

export interface Aids {
  wheelchair: boolean;
  cane: boolean;
  walker: boolean;
}

/** How high the seated child's feet rest above the ground, on the footrest. */
const FOOT_LIFT = 6;
const TYRE = '#3a3440';

/** A big wheel beside the seat, seen a little from the front: tyre, hand rim, spokes and hub. */
function wheel({ X, Y, s }: Pen, side: -1 | 1, frame: string): string {
  const cx = X(32 * side);
  const spokes = `M${X(32 * side)} ${Y(57)} L${X(32 * side)} ${Y(3)} M${X(32 * side - 9)} ${Y(30)} L${X(32 * side + 9)} ${Y(30)}`;
  return `<ellipse cx="${cx}" cy="${Y(30)}" rx="${s(12)}" ry="${s(28)}" fill="none" stroke="${TYRE}" stroke-width="${s(5.5)}"/><path d="${spokes}" stroke="#b0a8c0" stroke-width="${s(1.2)}"/><ellipse cx="${cx}" cy="${Y(30)}" rx="${s(8)}" ry="${s(22)}" fill="none" stroke="${frame}" stroke-width="${s(2.2)}"/><circle cx="${cx}" cy="${Y(30)}" r="${s(3.2)}" fill="#d8d4e0"/>`;
}

/** The chair behind the child: push handles, backrest, seat and the big wheels. */
function chairBack(pen: Pen, frame: string): string {
  const { X, Y, s } = pen;
  return [
    `<path d="M${X(-22)} ${Y(80)} L${X(-22)} ${Y(86)} L${X(-32)} ${Y(90)} M${X(22)} ${Y(80)} L${X(22)} ${Y(86)} L${X(32)} ${Y(90)}" fill="none" stroke="${TYRE}" stroke-width="${s(4)}" stroke-linecap="round"/>`,
    `<rect x="${X(-24)}" y="${Y(84)}" width="${s(48)}" height="${s(52)}" rx="${s(5)}" fill="${frame}"/>`,
    `<rect x="${X(-21)}" y="${Y(80)}" width="${s(42)}" height="${s(44)}" rx="${s(4)}" fill="#2f2a3a" opacity="0.75"/>`,
    `<rect x="${X(-25)}" y="${Y(36)}" width="${s(50)}" height="${s(7)}" rx="${s(3)}" fill="#2f2a3a"/>`,
    wheel(pen, -1, frame),
    wheel(pen, 1, frame),
  ].join('');
}

/** The chair in front of the child: the frame down to the casters, and the footrest. */
function chairFront({ X, Y, s }: Pen, frame: string): string {
  return [
    `<path d="M${X(-22)} ${Y(30)} L${X(-20)} ${Y(8)} M${X(22)} ${Y(30)} L${X(20)} ${Y(8)}" stroke="${frame}" stroke-width="${s(3.5)}" stroke-linecap="round"/>`,
    `<rect x="${X(-19)}" y="${Y(6)}" width="${s(38)}" height="${s(3.5)}" rx="${s(1.5)}" fill="#8a93a8"/>`,
    `<circle cx="${X(-21)}" cy="${Y(4)}" r="${s(4)}" fill="${TYRE}"/><circle cx="${X(21)}" cy="${Y(4)}" r="${s(4)}" fill="${TYRE}"/>`,
  ].join('');
}

/** An empty wheelchair standing at (x, y), ready by the bed. */
export function parkedWheelchair(x: number, y: number, scale: number, frame: string): string {
  const pen = penAt(x, y, scale);
  return `<g data-aid="wheelchair">${chairBack(pen, frame)}${chairFront(pen, frame)}</g>`;
}

/** A white cane in the hand on `side` (1: the right), its red tip on the ground. */
function cane({ X, Y, s }: Pen, side: -1 | 1): string {
  return `<g data-aid="cane"><path d="M${X(35 * side)} ${Y(42)} L${X(50 * side)} ${Y(1)}" stroke="#f7f5f0" stroke-width="${s(3.5)}" stroke-linecap="round"/><path d="M${X(47.8 * side)} ${Y(7)} L${X(50 * side)} ${Y(1)}" stroke="#d8433b" stroke-width="${s(3.8)}" stroke-linecap="round"/></g>`;
}

function walker({ X, Y, s }: Pen): string {
  const tubes = [-30, 30].map((wx) => `M${X(wx)} ${Y(58)} L${X(wx * 1.1)} ${Y(3)}`).join(' ');
  return `<g data-aid="walker"><path d="${tubes} M${X(-31)} ${Y(40)} L${X(31)} ${Y(40)}" stroke="#8a93a8" stroke-width="${s(4)}" stroke-linecap="round" fill="none"/><rect x="${X(-35)}" y="${Y(62)}" width="${s(11)}" height="${s(7)}" rx="${s(3)}" fill="${TYRE}"/><rect x="${X(24)}" y="${Y(62)}" width="${s(11)}" height="${s(7)}" rx="${s(3)}" fill="${TYRE}"/><circle cx="${X(-33)}" cy="${Y(3)}" r="${s(3.5)}" fill="${TYRE}"/><circle cx="${X(33)}" cy="${Y(3)}" r="${s(3.5)}" fill="${TYRE}"/></g>`;
}

/**
 * The child at (x, y) with their aids: sitting in the wheelchair (hands on the rims unless raised),
 * holding the walking frame, or with the cane in hand; else standing as they are.
 */
export function childWithAids(
  x: number,
  y: number,
  scale: number,
  look: HeroLook,
  arms: Arms,
  aids: Aids,
  frame: string,
): string {
  const pen = penAt(x, y, scale);
  if (aids.wheelchair) {
    const hands: Arms = arms === 'up' || arms === 'wave' ? arms : 'rims';
    return `<g data-aid="wheelchair">${chairBack(pen, frame)}${seatedHero(x, y - FOOT_LIFT * scale, scale, look, hands)}${chairFront(pen, frame)}</g>`;
  }
  if (aids.walker) return hero(x, y, scale, look, 'hold') + walker(pen);
  // A waving child keeps the cane in the other hand.
  if (aids.cane) {
    const waving = arms === 'up' || arms === 'wave';
    return hero(x, y, scale, look, waving ? 'wave' : 'down') + cane(pen, waving ? -1 : 1);
  }
  return hero(x, y, scale, look, arms);
}
