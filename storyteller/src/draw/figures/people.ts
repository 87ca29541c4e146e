import type { PlanRelation } from '@dreamweaver/contracts';
import { mix } from '../svg-kit.ts';
import type { HeroLook } from './look.ts';
import { penAt, SHADE, type Pen } from './pen.ts';

// The people beside the child: a grown-up of the family (taller, in their own clothes, grey hair
// for a grandparent), a baby in a basket, and the child asleep on the pillow.

type GrownUpHair = 'long' | 'short' | 'bun' | 'receding';

export interface GrownUpLook {
  skin: string;
  hair: string;
  hairStyle: GrownUpHair;
  top: string;
  trousers: string;
  glasses: boolean;
}

const TOPS = ['#6c8fbf', '#c7785a', '#7a9e7e', '#b5739d', '#d4a44a', '#8a7ab8'];
const GREY = '#cfcac4';
const OTHER_HAIR = ['#2a211c', '#8a5a3c', '#c9a66b', '#5a3a28'];

const HAIR_BY_RELATION: Partial<Record<PlanRelation, GrownUpHair>> = {
  mum: 'long',
  aunt: 'long',
  grandma: 'bun',
  grandpa: 'receding',
  dad: 'short',
  uncle: 'short',
};

/** A grown-up of the family: skin like the child's, hair by who they are, each in their own colours. */
export function grownUpLook(relation: PlanRelation, index: number, child: HeroLook): GrownUpLook {
  const old = relation === 'grandma' || relation === 'grandpa';
  const top = TOPS[index % TOPS.length];
  return {
    skin: child.skin,
    hair: old ? GREY : index === 0 ? child.hair : OTHER_HAIR[index % OTHER_HAIR.length],
    hairStyle: HAIR_BY_RELATION[relation] ?? 'short',
    top,
    trousers: mix(top, '#1d1b2e', 0.55),
    glasses: old,
  };
}

function grownUpHairBack({ X, Y, s }: Pen, look: GrownUpLook): string {
  if (look.hairStyle === 'long') {
    return `<path d="M${X(-23)} ${Y(178)} Q${X(-27)} ${Y(146)} ${X(-21)} ${Y(138)} L${X(21)} ${Y(138)} Q${X(27)} ${Y(146)} ${X(23)} ${Y(178)} Z" fill="${look.hair}"/>`;
  }
  if (look.hairStyle === 'bun') return `<circle cx="${X(0)}" cy="${Y(200)}" r="${s(10)}" fill="${look.hair}"/>`;
  return '';
}

function grownUpHair({ X, Y }: Pen, look: GrownUpLook): string {
  if (look.hairStyle === 'receding') {
    return `<path d="M${X(-21)} ${Y(172)} Q${X(-22)} ${Y(186)} ${X(-14)} ${Y(188)} L${X(-12)} ${Y(178)} Z M${X(21)} ${Y(172)} Q${X(22)} ${Y(186)} ${X(14)} ${Y(188)} L${X(12)} ${Y(178)} Z" fill="${look.hair}"/>`;
  }
  return `<path d="M${X(-21)} ${Y(176)} Q${X(-19)} ${Y(198)} ${X(0)} ${Y(196)} Q${X(19)} ${Y(198)} ${X(21)} ${Y(176)} Q${X(4)} ${Y(188)} ${X(-21)} ${Y(176)} Z" fill="${look.hair}"/>`;
}

function grownUpFace({ X, Y, s }: Pen, look: GrownUpLook): string {
  const parts = [
    `<circle cx="${X(-7)}" cy="${Y(176)}" r="${s(2.6)}" fill="#2a2230"/><circle cx="${X(7)}" cy="${Y(176)}" r="${s(2.6)}" fill="#2a2230"/>`,
    `<path d="M${X(-7)} ${Y(166)} Q${X(0)} ${Y(160)} ${X(7)} ${Y(166)}" fill="none" stroke="#8a3b3b" stroke-width="${s(2.2)}" stroke-linecap="round"/>`,
  ];
  if (look.glasses) {
    parts.push(
      `<g fill="none" stroke="#2a2230" stroke-width="${s(1.6)}"><circle cx="${X(-7)}" cy="${Y(176)}" r="${s(5.5)}"/><circle cx="${X(7)}" cy="${Y(176)}" r="${s(5.5)}"/><path d="M${X(-1.5)} ${Y(176)} L${X(1.5)} ${Y(176)}"/></g>`,
    );
  }
  return parts.join('');
}

/** A grown-up standing at (x, y), about one and a half times the child's height; `arms` down or reaching out to the child. */
export function grownUp(x: number, y: number, scale: number, look: GrownUpLook, reach: -1 | 0 | 1 = 0): string {
  const pen = penAt(x, y, scale);
  const { X, Y, s } = pen;
  const hand = reach === 0 ? [30, 82] : [44 * reach, 96];
  const arms = `M${X(-24)} ${Y(144)} L${X(-30)} ${Y(82)} M${X(24)} ${Y(144)} L${X(hand[0])} ${Y(hand[1])}`;
  return [
    `<g data-figure="grown-up">`,
    grownUpHairBack(pen, look),
    `<path d="${arms}" stroke="${look.top}" stroke-width="${s(12)}" stroke-linecap="round" fill="none"/>`,
    `<circle cx="${X(-30)}" cy="${Y(82)}" r="${s(6)}" fill="${look.skin}"/><circle cx="${X(hand[0])}" cy="${Y(hand[1])}" r="${s(6)}" fill="${look.skin}"/>`,
    [-17, 3]
      .map(
        (lx) =>
          `<rect x="${X(lx)}" y="${Y(92)}" width="${s(14)}" height="${s(88)}" rx="${s(5)}" fill="${look.trousers}"/>`,
      )
      .join(''),
    [-10, 10].map((sx) => `<ellipse cx="${X(sx)}" cy="${Y(3)}" rx="${s(10)}" ry="${s(4.5)}" fill="#3b3b4f"/>`).join(''),
    `<path d="M${X(-25)} ${Y(148)} Q${X(0)} ${Y(156)} ${X(25)} ${Y(148)} L${X(24)} ${Y(86)} L${X(-24)} ${Y(86)} Z" fill="${look.top}" stroke="#00000033" stroke-width="${s(2)}"/>`,
    `<rect x="${X(-5)}" y="${Y(158)}" width="${s(10)}" height="${s(8)}" fill="${look.skin}"/>`,
    `<circle cx="${X(0)}" cy="${Y(176)}" r="${s(21)}" fill="${look.skin}"/>`,
    grownUpHair(pen, look),
    grownUpFace(pen, look),
    `</g>`,
  ].join('');
}

/** A baby asleep in a basket at (x, y), wrapped in a blanket of `blanket`. */
export function babyInBasket(x: number, y: number, scale: number, skin: string, blanket: string): string {
  const { X, Y, s } = penAt(x, y, scale);
  return [
    `<g data-figure="baby">`,
    `<path d="M${X(-46)} ${Y(30)} Q${X(-44)} ${Y(0)} ${X(0)} ${Y(0)} Q${X(44)} ${Y(0)} ${X(46)} ${Y(30)} Z" fill="#d9b27a"/>`,
    `<path d="M${X(-46)} ${Y(30)} Q${X(-44)} ${Y(0)} ${X(0)} ${Y(0)} Q${X(44)} ${Y(0)} ${X(46)} ${Y(30)} Z" ${SHADE}/>`,
    `<ellipse cx="${X(6)}" cy="${Y(32)}" rx="${s(34)}" ry="${s(12)}" fill="${blanket}"/>`,
    `<circle cx="${X(-26)}" cy="${Y(38)}" r="${s(13)}" fill="${skin}"/>`,
    `<path d="M${X(-32)} ${Y(38)} Q${X(-29)} ${Y(35)} ${X(-26)} ${Y(38)} M${X(-22)} ${Y(38)} Q${X(-19)} ${Y(35)} ${X(-16)} ${Y(38)}" fill="none" stroke="#2a2230" stroke-width="${s(1.5)}" stroke-linecap="round"/>`,
    `<path d="M${X(-46)} ${Y(30)} L${X(46)} ${Y(30)}" stroke="#b88a52" stroke-width="${s(4)}" stroke-linecap="round"/>`,
    `</g>`,
  ].join('');
}

/** The child asleep on the pillow: face, hair and closed eyes. */
export function sleepingHead([px, py]: readonly number[], look: HeroLook): string {
  return `<circle cx="${px}" cy="${py}" r="30" fill="${look.skin}"/><path d="M${px - 30} ${py - 6} Q${px - 22} ${py - 34} ${px + 3} ${py - 30} Q${px + 29} ${py - 34} ${px + 31} ${py - 6} Q${px + 17} ${py - 18} ${px - 30} ${py - 6} Z" fill="${look.hair}"/><path d="M${px - 15} ${py + 2} Q${px - 9} ${py + 7} ${px - 3} ${py + 2} M${px + 7} ${py + 2} Q${px + 13} ${py + 7} ${px + 19} ${py + 2}" fill="none" stroke="#2a2230" stroke-width="2.5" stroke-linecap="round"/>`;
}
