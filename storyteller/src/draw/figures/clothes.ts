import type { HeroLook } from './look.ts';
import { SHADE, type Pen } from './pen.ts';
import { pyjamasPattern } from './pyjamas.ts';

// The child's clothes: pyjamas in their pattern, a dress, a skirt, dungarees, or a top and
// trousers; standing, or sitting (in a wheelchair) with the body on one pen and the legs on another.

const TIGHTS = '#3b3b4f';

/** A prosthetic lower leg on the right: a slim pylon from the ankle up to where the trouser leg ends. */
function prostheticShin({ X, Y, s }: Pen, cut: number): string {
  return `<g data-part="prosthesis"><rect x="${X(6)}" y="${Y(cut)}" width="${s(5)}" height="${s(cut - 4)}" rx="${s(2)}" fill="#9aa3b5"/><rect x="${X(3)}" y="${Y(cut + 3)}" width="${s(11)}" height="${s(7)}" rx="${s(3)}" fill="#c8ccd6"/></g>`;
}

/** Two legs (trousers or tights) from `top` down to the feet; a prosthesis shows below a rolled-up leg. */
function legs(pen: Pen, look: HeroLook, top: number, fill: string, part: string, shade = false): string {
  const { X, Y, s } = pen;
  const cut = look.prosthesis ? Math.round(top * 0.45) : 0;
  const leg = (lx: number, paint: string) => {
    const bottom = lx > 0 && cut ? cut : 4;
    return `<rect x="${X(lx)}" y="${Y(top)}" width="${s(13)}" height="${s(top - bottom)}" rx="${s(4)}" ${paint}/>`;
  };
  const both = (paint: string) => [-15, 2].map((lx) => leg(lx, paint)).join('');
  return `<g data-part="${part}">${both(`fill="${fill}"`)}${shade ? both(SHADE) : ''}</g>${cut ? prostheticShin(pen, cut) : ''}`;
}

/** Shoes, wellies in their colour, or bare feet in pyjamas. */
function feet({ X, Y, s }: Pen, look: HeroLook): string {
  if (look.clothes === 'pyjamas') {
    return [-9, 9]
      .map((sx) => `<ellipse cx="${X(sx)}" cy="${Y(3)}" rx="${s(8)}" ry="${s(4)}" fill="${look.skin}"/>`)
      .join('');
  }
  if (look.boots) {
    return `<g data-part="boots">${[-15, 2].map((lx) => `<rect x="${X(lx - 1)}" y="${Y(17)}" width="${s(15)}" height="${s(17)}" rx="${s(3)}" fill="${look.boots}" stroke="#00000033" stroke-width="${s(1.5)}"/>`).join('')}</g>`;
  }
  return [-9, 9]
    .map((sx) => `<ellipse cx="${X(sx)}" cy="${Y(3)}" rx="${s(9)}" ry="${s(4.5)}" fill="#3b3b4f"/>`)
    .join('');
}

function top({ X, Y, s }: Pen, bottom: number, fill: string): string {
  return `<path data-part="top" d="M${X(-20)} ${Y(86)} Q${X(0)} ${Y(93)} ${X(20)} ${Y(86)} L${X(21)} ${Y(bottom)} L${X(-21)} ${Y(bottom)} Z" fill="${fill}" stroke="#00000033" stroke-width="${s(2)}"/>`;
}

function collar({ X, Y, s }: Pen): string {
  return `<path d="M${X(-9)} ${Y(89)} L${X(0)} ${Y(80)} L${X(9)} ${Y(89)}" fill="none" stroke="#ffffff" stroke-width="${s(2.5)}" opacity="0.7"/>`;
}

function bib({ X, Y, s }: Pen, fill: string): string {
  return `<rect data-part="bib" x="${X(-13)}" y="${Y(78)}" width="${s(26)}" height="${s(26)}" rx="${s(3)}" fill="${fill}"/><path d="M${X(-12)} ${Y(78)} L${X(-16)} ${Y(88)} M${X(12)} ${Y(78)} L${X(16)} ${Y(88)}" stroke="${fill}" stroke-width="${s(4)}"/>`;
}

function skirtShape({ X, Y }: Pen, from: number, to: number, fill: string, part: string): string {
  const d = `M${X(-20)} ${Y(from)} L${X(20)} ${Y(from)} L${X(29)} ${Y(to)} L${X(-29)} ${Y(to)} Z`;
  return `<path data-part="${part}" d="${d}" fill="${fill}"/><path d="${d}" ${SHADE}/>`;
}

/** The body in the clothes of the look, standing. */
export function clothing(pen: Pen, look: HeroLook): string {
  const { X, Y, s } = pen;
  switch (look.clothes) {
    case 'pyjamas':
      return [
        legs(pen, look, 54, look.outfit, 'trousers'),
        top(pen, 46, look.outfit),
        pyjamasPattern(pen, look.pyjamas, { top: true, legsTop: 54 }),
        collar(pen),
        feet(pen, look),
      ].join('');
    case 'dress':
      return [
        legs(pen, look, 25, TIGHTS, 'tights'),
        `<path data-part="dress" d="M${X(-22)} ${Y(85)} Q${X(0)} ${Y(95)} ${X(22)} ${Y(85)} L${X(32)} ${Y(20)} L${X(-32)} ${Y(20)} Z" fill="${look.outfit}" stroke="#00000033" stroke-width="${s(2)}"/>`,
        feet(pen, look),
      ].join('');
    case 'skirt':
      return [
        legs(pen, look, 34, TIGHTS, 'tights'),
        top(pen, 54, look.outfit),
        skirtShape(pen, 58, 30, look.outfit, 'skirt'),
        feet(pen, look),
      ].join('');
    case 'dungarees':
      return [
        top(pen, 50, '#f4efe6'),
        legs(pen, look, 56, look.outfit, 'trousers'),
        bib(pen, look.outfit),
        feet(pen, look),
      ].join('');
    default:
      // A top in the favourite colour over trousers of a deeper shade of it.
      return [legs(pen, look, 54, look.outfit, 'trousers', true), top(pen, 46, look.outfit), feet(pen, look)].join('');
  }
}

/** The seated child's legs, on the seat (`legsPen`: knees at 30), under the lap of a dress or skirt. */
export function seatedLegs(legsPen: Pen, look: HeroLook): string {
  const bare = look.clothes === 'dress' || look.clothes === 'skirt';
  const fill = bare ? TIGHTS : look.outfit;
  const { X, Y, s } = legsPen;
  // The thighs on the seat, towards the viewer: a lap across both legs.
  const lap = `<rect data-part="lap" x="${X(-19)}" y="${Y(40)}" width="${s(38)}" height="${s(14)}" rx="${s(6)}" fill="${fill}"/><rect x="${X(-19)}" y="${Y(40)}" width="${s(38)}" height="${s(14)}" rx="${s(6)}" fill="#ffffff" opacity="0.12"/>`;
  const parts = [legs(legsPen, look, 30, fill, bare ? 'tights' : 'trousers', look.clothes === 'top-and-trousers'), lap];
  if (look.clothes === 'pyjamas') parts.push(pyjamasPattern(legsPen, look.pyjamas, { top: false, legsTop: 30 }));
  if (bare) parts.push(skirtShape(legsPen, 36, 24, look.outfit, look.clothes === 'dress' ? 'dress-lap' : 'skirt'));
  parts.push(feet(legsPen, look));
  return parts.join('');
}

/** The seated child's body above the seat, on the lowered `body` pen. */
export function seatedBody(body: Pen, look: HeroLook): string {
  const { X, Y, s } = body;
  switch (look.clothes) {
    case 'pyjamas':
      return [
        top(body, 46, look.outfit),
        pyjamasPattern(body, look.pyjamas, { top: true, legsTop: 0 }),
        collar(body),
      ].join('');
    case 'dress':
      return `<path data-part="dress" d="M${X(-22)} ${Y(85)} Q${X(0)} ${Y(95)} ${X(22)} ${Y(85)} L${X(26)} ${Y(46)} L${X(-26)} ${Y(46)} Z" fill="${look.outfit}" stroke="#00000033" stroke-width="${s(2)}"/>`;
    case 'skirt':
      return top(body, 50, look.outfit);
    case 'dungarees':
      return top(body, 46, '#f4efe6') + bib(body, look.outfit);
    default:
      return top(body, 46, look.outfit);
  }
}
