import type { CallTime, PlanPerson } from '@dreamweaver/contracts';
import type { DeOptional, EnOptional } from './types.ts';

// A stay in hospital in the words of each language: when ("next week", „nächste Woche“), how long
// ("five days", „eine Woche“), and the countdown a child can make of it ("five sleeps",
// „fünfmal schlafen“, a paper chain of five links). Numbers up to twenty are said in words. And when
// the child talks with someone away: "every Sunday", „jeden Sonntag“.

type Stay = NonNullable<PlanPerson['hospital']>;
type Days = NonNullable<Stay['days']>;

/**
 * The ill one's stay, when it agrees with where they are tonight: in hospital now, or at home with a
 * stay ahead (a plan changed on the plan screen may say otherwise, and then no stay is told).
 */
export function stayOf(ill: PlanPerson | undefined): Stay | undefined {
  const stay = ill?.hospital;
  if (!ill || !stay) return undefined;
  const inHospital = ill.status === 'away' && ill.away === 'hospital';
  return (stay.when === 'now' ? inHospital : ill.status === 'here') ? stay : undefined;
}

const EN_NUMBERS = [
  'no',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
];
const DE_NUMBERS = [
  'null',
  'ein',
  'zwei',
  'drei',
  'vier',
  'fünf',
  'sechs',
  'sieben',
  'acht',
  'neun',
  'zehn',
  'elf',
  'zwölf',
  'dreizehn',
  'vierzehn',
  'fünfzehn',
  'sechzehn',
  'siebzehn',
  'achtzehn',
  'neunzehn',
  'zwanzig',
];

const EN_WHEN: Record<Stay['when'], string> = { now: '', tomorrow: 'tomorrow', 'next-week': 'next week', soon: 'soon' };
const DE_WHEN: Record<Stay['when'], string> = {
  now: '',
  tomorrow: 'morgen',
  'next-week': 'nächste Woche',
  soon: 'bald',
};

export const enStay = (stay: Stay): EnOptional['stay'] => ({
  when: EN_WHEN[stay.when],
  operation: stay.operation,
  length: stay.days === null ? null : enStayDays(stay.days).length,
});
export function deStay(stay: Stay): DeOptional['stay'] {
  const days = stay.days === null ? null : deStayDays(stay.days);
  return {
    when: DE_WHEN[stay.when],
    operation: stay.operation,
    length: days?.length ?? null,
    after: days?.after ?? null,
  };
}

const EN_EVERY: Record<CallTime, string> = {
  day: 'every day',
  evening: 'every evening',
  weekend: 'every weekend',
  monday: 'every Monday',
  tuesday: 'every Tuesday',
  wednesday: 'every Wednesday',
  thursday: 'every Thursday',
  friday: 'every Friday',
  saturday: 'every Saturday',
  sunday: 'every Sunday',
};
const DE_EVERY: Record<CallTime, string> = {
  day: 'jeden Tag',
  evening: 'jeden Abend',
  weekend: 'jedes Wochenende',
  monday: 'jeden Montag',
  tuesday: 'jeden Dienstag',
  wednesday: 'jeden Mittwoch',
  thursday: 'jeden Donnerstag',
  friday: 'jeden Freitag',
  saturday: 'jeden Samstag',
  sunday: 'jeden Sonntag',
};

/** When the child talks with someone away, in words: "every Sunday", „jeden Sonntag“. */
export const enCallDay = (time: CallTime): EnOptional['callDay'] => ({ every: EN_EVERY[time] });
export const deCallDay = (time: CallTime): DeOptional['callDay'] => ({ every: DE_EVERY[time] });

const weeks = (days: number) => (days % 7 === 0 && days <= 28 ? days / 7 : null);

export function enStayDays(days: Days): EnOptional['stayDays'] {
  if (days === 'few') return { length: 'a few days', sleeps: 'a few sleeps', links: 'a few links' };
  if (days === 1) return { length: 'one night', sleeps: 'one sleep', links: 'one link' };
  const n = EN_NUMBERS[days] ?? String(days);
  const w = weeks(days);
  const length = w === 1 ? 'a week' : w ? `${EN_NUMBERS[w]} weeks` : `${n} days`;
  return { length, sleeps: `${n} sleeps`, links: `${n} links` };
}

export function deStayDays(days: Days): DeOptional['stayDays'] {
  if (days === 'few')
    return {
      length: 'ein paar Tage',
      after: 'nach ein paar Tagen',
      sleeps: 'ein paar Mal schlafen',
      rings: 'ein paar Ringen',
    };
  if (days === 1)
    return { length: 'eine Nacht', after: 'nach einer Nacht', sleeps: 'einmal schlafen', rings: 'einem Ring' };
  const n = DE_NUMBERS[days];
  const w = weeks(days);
  const [length, after] =
    w === 1
      ? ['eine Woche', 'nach einer Woche']
      : w
        ? [`${DE_NUMBERS[w]} Wochen`, `nach ${DE_NUMBERS[w]} Wochen`]
        : [`${n ?? days} Tage`, `nach ${n ?? days} Tagen`];
  return { length, after, sleeps: `${n ? `${n}mal` : `${days}-mal`} schlafen`, rings: `${n ?? days} Ringen` };
}
