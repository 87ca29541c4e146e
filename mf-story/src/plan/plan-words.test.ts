import { describe, expect, it } from 'vitest';
import { translator } from '@dreamweaver/contracts';
import { theosPlan } from './plan-fixture.ts';
import { companionWords, detailWords, planSummary, possessive } from './plan-words.ts';

const english = {
  t: translator('en'),
  language: 'en' as const,
  kinds: { fox: { noun: 'fox', gender: null }, cat: { noun: 'cat', gender: null } },
};
const german = {
  t: translator('de'),
  language: 'de' as const,
  kinds: { fox: { noun: 'Fuchs', gender: 'm' as const }, cat: { noun: 'Katze', gender: 'f' as const } },
};

describe('the plan in plain words', () => {
  it('says tonight, who goes along, where, who is here and which details are told or not, in English', () => {
    const words = planSummary(theosPlan(), english);
    expect(words.tonight).toBe('Tonight: Theo remembers Grandpa, who died.');
    expect(words.with).toBe('With Theo: his fox Pip.');
    expect(words.place).toBe('Where: the magical forest.');
    expect(words.people).toEqual(['Mama is at home or nearby.', "Theo's cat is at home or nearby."]);
    expect(words.details).toBe("In the story: Grandpa's green fishing hat.");
    expect(words.notUsed).toEqual(["the red bike: It did not find a natural place in tonight's story."]);

    // Mum's status still asked about: the plan says nothing of her yet.
    expect(planSummary(theosPlan(), english, new Set(['p2'])).people).toEqual(["Theo's cat is at home or nearby."]);
  });

  it('says a new baby is on the way and not born yet, in both languages', () => {
    const baby = {
      id: 'p3',
      name: null,
      relation: 'baby' as const,
      calls: null,
      status: 'expected' as const,
      away: null,
      health: 'well' as const,
      livesWithChild: false,
    };
    const plan = theosPlan({
      people: [baby],
      pets: [],
      theme: { id: 'new-sibling', sensitive: true, words: null, about: 'p3' },
    });
    expect(planSummary(plan, english).people).toEqual([
      "Theo's new baby brother or sister is on the way and not born yet.",
    ]);
    expect(planSummary({ ...plan, language: 'de' }, german).people).toEqual([
      'Theos Geschwisterchen ist unterwegs und noch nicht geboren.',
    ]);
  });

  it("tells a habit of the one who died with whose it is, as a sentence: the parent's words after the name", () => {
    const habit = (words: string) => ({
      id: 'd3',
      kind: 'habit' as const,
      words,
      lexeme: null,
      colour: null,
      owner: 'p1',
      wanted: true,
      used: true,
      where: 'In scene 4.',
      why: null,
    });
    const plan = theosPlan();
    expect(planSummary({ ...plan, details: [habit('used to hum in the garden')] }, english).details).toBe(
      'In the story: Grandpa used to hum in the garden.',
    );
    const german = theosPlan({ language: 'de' });
    expect(
      planSummary(
        { ...german, details: [habit('hat immer im Garten gesummt')] },
        { ...english, t: translator('de'), language: 'de' },
      ).details,
    ).toBe('In der Geschichte: Opa hat immer im Garten gesummt.');
  });

  it('speaks German with the right relative pronoun, and two sentences when the gender is unknown', () => {
    const plan = theosPlan({ language: 'de' });
    expect(planSummary(plan, german).tonight).toBe('Heute Abend: Theo erinnert sich an Opa, der gestorben ist.');
    const friend = theosPlan({
      language: 'de',
      people: [{ ...theosPlan().people[0], relation: 'friend', name: 'Lea' }],
    });
    expect(planSummary(friend, german).tonight).toBe('Heute Abend: Theo erinnert sich an Lea. Lea ist gestorben.');
    const cat = theosPlan({
      language: 'de',
      theme: { id: 'death-pet', sensitive: true, words: null, about: 'q1' },
      pets: [{ id: 'q1', name: 'Minka', kind: 'cat', status: 'remembered' }],
    });
    expect(planSummary(cat, german).tonight).toBe('Heute Abend: Theo erinnert sich an Minka, die gestorben ist.');
    expect(planSummary(plan, german).with).toBe('Mit Theo unterwegs: sein Fuchs Pip.');
    expect(planSummary(plan, german).place).toBe('Wo: im Zauberwald.');
  });

  it('says two homes, not "lives with Mum and Dad", when Mum and Dad live apart', () => {
    const apart = { ...theosPlan(), family: { shape: 'mum-and-dad' as const, twoHomes: true } };
    expect(planSummary(apart, english).family).toEqual(['Theo has two homes.']);
    const together = { ...theosPlan(), family: { shape: 'mum-and-dad' as const, twoHomes: false } };
    expect(planSummary(together, english).family).toEqual(['Theo lives with Mum and Dad.']);
  });

  it('names the brothers and sisters who come along beside the companion', () => {
    const siblings = [
      { id: 's1', name: 'Mats', age: 3, pronoun: 'he' as const, role: 'helper' as const },
      { id: 's2', name: 'Ava', age: 9, pronoun: 'she' as const, role: 'finder' as const },
    ];
    expect(planSummary({ ...theosPlan(), siblings }, english).with).toBe('With Theo: his fox Pip, Mats, and Ava.');
    expect(planSummary({ ...theosPlan(), language: 'de', siblings }, german).with).toBe(
      'Mit Theo unterwegs: sein Fuchs Pip, Mats und Ava.',
    );
  });

  it('names a theme that is about nobody by its catalogue name, and says the family when told', () => {
    const words = planSummary(
      theosPlan({
        theme: { id: 'dark', sensitive: false, words: null, about: null },
        family: { shape: 'two-mums', twoHomes: true },
      }),
      english,
    );
    expect(words.tonight).toBe('Tonight: Not being scared of the dark.');
    expect(words.people[0]).toBe('Grandpa has died.');
    expect(words.family).toEqual(['Theo has two mums.', 'Theo has two homes.']);
  });

  it('names the companion as its own, a cuddly toy, or a new friend', () => {
    const plan = theosPlan();
    expect(companionWords({ ...plan, companion: { name: 'Bobo', kind: 'fox', toy: true, own: true } }, german)).toBe(
      'sein Kuschelfuchs Bobo',
    );
    expect(companionWords({ ...plan, companion: { ...plan.companion, own: false } }, english)).toBe('Pip the fox');
    expect(companionWords({ ...plan, companion: { ...plan.companion, own: false } }, german)).toBe('Fuchs Pip');
    const she = { ...plan, hero: { ...plan.hero, pronoun: 'she' as const } };
    expect(companionWords({ ...she, companion: { name: 'Minka', kind: 'cat', toy: false, own: true } }, german)).toBe(
      'ihre Katze Minka',
    );
    expect(companionWords({ ...plan, companion: { ...plan.companion, kind: 'unknown-beast' } }, english)).toBe('Pip');
  });

  it('says whom the child may not visit yet, and a ritual as the child does it, for whom', () => {
    const base = theosPlan();
    const plan = {
      ...base,
      people: base.people.map((p) =>
        p.id === 'p2'
          ? { ...p, status: 'away' as const, away: 'hospital' as const, health: 'ill' as const, noVisits: true }
          : p,
      ),
    };
    expect(planSummary(plan, english).people).toContain(
      'Theo cannot visit Mama yet: the story sends a drawing or a message instead.',
    );
    expect(planSummary(plan, german).people).toContain(
      'Theo darf Mama noch nicht besuchen: Die Geschichte schickt stattdessen ein Bild oder eine Nachricht.',
    );
    const ritual = {
      id: 'd9',
      kind: 'ritual' as const,
      words: 'malt ihr jeden Abend ein Bild',
      lexeme: 'painting',
      colour: null,
      owner: 'p2',
      wanted: true,
      used: true,
      where: 'In Szene 6.',
      why: null,
    };
    expect(detailWords(ritual, plan, german)).toBe('Theo malt ihr jeden Abend ein Bild (für Mama)');
    expect(detailWords({ ...ritual, owner: null }, plan, german)).toBe('Theo malt ihr jeden Abend ein Bild');
  });

  it('makes possessives as each language does', () => {
    expect(possessive('Theo', 'en')).toBe("Theo's");
    expect(possessive('Theo', 'de')).toBe('Theos');
    expect(possessive('Jonas', 'de')).toBe("Jonas'");
  });

  it('says a stay in hospital as the parent told it, its days, and who looks after the child', () => {
    const stayed = (language: 'en' | 'de') => {
      const plan = theosPlan({ language });
      const mum = {
        ...plan.people[1],
        health: 'ill' as const,
        hospital: { when: 'next-week', days: 5, operation: true } as const,
      };
      const jo = {
        ...plan.people[1],
        id: 'p3',
        relation: 'aunt' as const,
        calls: null,
        name: 'Jo',
        livesWithChild: false,
        looksAfterChild: true,
      };
      return { ...plan, people: [plan.people[0], mum, jo] };
    };
    expect(planSummary(stayed('en'), english).people).toEqual(
      expect.arrayContaining([
        'Mama goes into hospital next week, for an operation.',
        'In hospital for 5 days, then home again.',
        'Jo looks after Theo meanwhile.',
      ]),
    );
    expect(planSummary(stayed('de'), german).people).toEqual(
      expect.arrayContaining([
        'Mama kommt nächste Woche ins Krankenhaus, für eine Operation.',
        '5 Tage im Krankenhaus, dann wieder nach Hause.',
        'Jo passt so lange auf Theo auf.',
      ]),
    );
    const now = theosPlan();
    const inHospital = {
      ...now.people[1],
      status: 'away' as const,
      away: 'hospital' as const,
      hospital: { when: 'now', days: 'few', operation: false } as const,
    };
    expect(planSummary({ ...now, people: [now.people[0], inHospital] }, english).people).toEqual(
      expect.arrayContaining(['Mama is in hospital now.', 'In hospital for a few days, then home again.']),
    );
  });

  it('says when the child talks with someone away on the phone, as the parent said it', () => {
    const called = (language: 'en' | 'de') => {
      const plan = theosPlan({ language });
      const papa = {
        ...plan.people[1],
        relation: 'dad' as const,
        calls: 'Papa',
        status: 'away' as const,
        away: 'forces' as const,
        callsEvery: 'sunday' as const,
      };
      return { ...plan, people: [plan.people[0], papa] };
    };
    expect(planSummary(called('en'), english).people).toContain('Papa and Theo talk on the phone every Sunday.');
    expect(planSummary(called('de'), german).people).toContain('Papa und Theo telefonieren jeden Sonntag.');
  });
});
