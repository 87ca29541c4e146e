import { THEME_IDS, type ThemeId } from '@dreamweaver/contracts';
import { describe, expect, it } from 'vitest';
import { planOf, questionsOf } from './reader-order.ts';

// Every theme of the catalogue is reached by a phrasing in each language: the everyday ones from the
// goal field, the hard ones from the free text; and the hard ones win.

const EVERYDAY: Record<Exclude<ThemeId, 'adventure'>, [en: string, de: string][]> = {
  'death-person': [['Grandpa died last month.', 'Opa ist letzten Monat gestorben.']],
  'death-pet': [
    ['Our dog Max died.', 'Unser Hund Bello ist tot.'],
    ['Our pet was put to sleep.', 'Unser Haustier wurde eingeschläfert.'],
  ],
  separation: [['We separated in the summer.', 'Wir haben uns im Sommer getrennt.']],
  'two-homes': [['She has two homes now.', 'Sie hat jetzt zwei Zuhause.']],
  'parent-away': [['Daddy works away on an oil rig.', 'Papa ist auf Montage.']],
  'someone-ill': [
    ['Grandma has dementia.', 'Oma hat Demenz.'],
    ['Someone in our family is ill.', 'Jemand in der Familie ist krank.'],
  ],
  'new-sibling': [
    ['Mummy is expecting twins.', 'Lena hat eine kleine Schwester bekommen.'],
    ['Mummy is having a baby.', 'Mama bekommt ein Baby.'],
    ['He will be a big brother soon.', 'Sie wird bald große Schwester.'],
    ['He is jealous about the new baby.', 'Eifersucht auf die neue Schwester Smilla'],
  ],
  'moving-house': [['We just moved house.', 'Wir sind gerade umgezogen.']],
  speech: [['He stammers.', 'Er stottert.']],
  aid: [
    ['She uses a wheelchair.', 'Sie sitzt im Rollstuhl.'],
    ['He is getting used to his new hearing aids.', 'Er hat ein neues Hörgerät.'],
  ],
  'loud-noises': [['He is scared of loud noises and fireworks.', 'Er hat Angst vor lauten Geräuschen.']],
  'big-change': [['There are big changes in our family.', 'Bei uns ist gerade alles anders.']],
  dark: [['to not be scared of the dark', 'keine Angst mehr im Dunkeln']],
  'own-bed': [['to sleep in her own bed', 'im eigenen Bett schlafen']],
  'bad-dreams': [['He has nightmares.', 'Er hat oft Albträume.']],
  bedtime: [['to go to bed without a fuss', 'abends besser einschlafen']],
  thunderstorm: [['scared of thunder', 'Angst vor Gewitter']],
  'big-dogs': [['scared of big dogs', 'Angst vor großen Hunden']],
  'bees-and-spiders': [['afraid of spiders', 'Angst vor Bienen']],
  'being-brave': [['to be braver', 'mutiger sein']],
  'trying-again': [['to not give up so quickly', 'nicht so schnell aufgeben']],
  'believing-in-yourself': [['to believe in herself', 'mehr Selbstvertrauen']],
  'being-different': [['that being different is ok', 'dass anders sein gut ist']],
  'calming-down': [['to calm down when he is angry', 'mit seiner Wut umgehen']],
  'sad-is-ok': [['that it is ok to cry', 'dass man traurig sein darf']],
  'missing-someone': [['he misses his grandma', 'sie vermisst ihre Freundin']],
  'saying-goodbye': [['saying goodbye at drop-off', 'Abschied nehmen an der Kita-Tür']],
  'losing-a-game': [['to be ok with losing a game', 'verlieren können']],
  sharing: [['to share his toys', 'teilen lernen']],
  'waiting-your-turn': [['waiting for her turn', 'warten, bis sie dran ist']],
  'sibling-patience': [['to be patient with his little sister', 'nicht mehr mit dem Bruder streiten']],
  'being-kind': [['to be kind to others', 'netter zu anderen sein']],
  'making-friends': [['to make new friends', 'Freunde finden']],
  'saying-sorry': [['to say sorry', 'sich entschuldigen']],
  'telling-the-truth': [['to tell the truth', 'ehrlich sein']],
  'please-and-thank-you': [['to say please and thank you', 'höflich sein']],
  listening: [['to listen to his parents', 'besser zuhören']],
  'letting-others-choose': [['to be less bossy', 'nicht immer bestimmen wollen']],
  'quiet-voice': [['to use her inside voice', 'leiser sein']],
  'gentle-with-animals': [['to be gentle with the cat', 'sanft mit Tieren sein']],
  gratitude: [['to be more grateful', 'dankbar sein']],
  'helping-at-home': [['to help at home', 'im Haushalt helfen']],
  'tidying-up': [['to tidy up his room', 'sein Zimmer aufräumen']],
  'doing-it-myself': [['to be more independent', 'selbstständiger werden']],
  'getting-dressed': [['to get dressed by himself', 'sich allein anziehen']],
  'brushing-teeth': [['to brush his teeth', 'Zähne putzen']],
  'new-food': [['to try new food', 'neues Essen probieren']],
  potty: [['to use the potty', 'aufs Töpfchen gehen']],
  'dry-nights': [['to be dry at night', 'nachts trocken werden']],
  'giving-up-the-dummy': [['to give up the dummy', 'den Schnuller abgeben']],
  'nail-biting': [
    ['to stop biting his nails', 'nicht mehr Nägel kauen'],
    ['to stop chewing her nails', 'nicht mehr an den Nägeln kauen'],
  ],
  'screen-time': [['less screen time', 'weniger Fernsehen']],
  'wobbly-tooth': [['his wobbly tooth', 'der erste Wackelzahn']],
  'new-glasses': [['her new glasses', 'die neue Brille']],
  'doctor-visit': [['brave at the doctor', 'mutig beim Kinderarzt']],
  'dentist-visit': [['brave at the dentist', 'keine Angst vor dem Zahnarzt']],
  hairdresser: [['brave at the hairdresser', 'mutig beim Friseur']],
  kindergarten: [['starting nursery', 'in den Kindergarten kommen']],
  school: [['starting school', 'in die Schule kommen']],
  'speaking-up': [['to speak up in class', 'sich trauen, in der Klasse etwas zu sagen']],
  'learning-to-swim': [['learning to swim', 'schwimmen lernen']],
  'learning-to-ride-a-bike': [['to ride a bike', 'Fahrrad fahren lernen']],
  reading: [['learning to read', 'lesen lernen']],
  'curious-learner': [['to learn about the planets', 'mehr über Dinosaurier wissen']],
};

describe('reader: the theme catalogue', () => {
  it('has a phrasing for every theme', () => {
    expect(Object.keys(EVERYDAY).sort()).toEqual(THEME_IDS.filter((id) => id !== 'adventure').sort());
  });

  for (const [id, phrasings] of Object.entries(EVERYDAY)) {
    for (const [en, de] of phrasings) {
      it(`reaches ${id} from "${en}" and „${de}“`, () => {
        expect(planOf(undefined, { goal: en }).theme.id).toBe(id);
        expect(planOf(undefined, { goal: de, language: 'de' }).theme.id).toBe(id);
      });
    }
  }

  it('is an adventure when nothing names a theme', () => {
    expect(planOf('He loves boats.').theme).toEqual({ id: 'adventure', sensitive: false, words: null, about: null });
  });
});

describe('reader: choosing the theme', () => {
  it('takes the parent’s own words for it', () => {
    expect(planOf(undefined, { goal: 'to not be scared of the dark' }).theme.words).toBe(
      'to not be scared of the dark',
    );
  });

  it('reads an everyday theme from the free text only where it speaks of a worry or a wish', () => {
    expect(planOf('She is scared of the dark.').theme.id).toBe('dark');
    expect(planOf('She loves swimming and reading books.').theme.id).toBe('adventure');
    expect(planOf('He sleeps with his teddy.').theme.id).toBe('adventure');
  });

  it('lets a hard thing win over an everyday one, from whatever field', () => {
    expect(planOf('His grandpa died in May.', { goal: 'to be brave at the dentist' }).theme.id).toBe('death-person');
    expect(
      planOf(undefined, { goal: 'to be brave', recentAchievement: 'He was very brave when our dog died.' }).theme.id,
    ).toBe('death-pet');
    expect(planOf('She stammers.', { goal: 'to share her toys' }).theme).toMatchObject({
      id: 'speech',
      sensitive: true,
    });
  });

  it('says whom a theme is about', () => {
    const plan = planOf('Her dad is away with the army.');
    expect(plan.theme).toMatchObject({ id: 'parent-away', about: plan.people[0].id });
    expect(planOf('Mama und Papa haben sich getrennt.', { language: 'de' }).theme.about).toBeNull();
  });

  it('is a goodbye at the nursery door only when no one died', () => {
    expect(
      planOf('Abschied nehmen von unserer Katze Minka, sie ist letzte Woche gestorben.', { language: 'de' }).theme.id,
    ).toBe('death-pet');
    expect(planOf(undefined, { goal: 'Abschied nehmen an der Kita-Tür', language: 'de' }).theme.id).toBe(
      'saying-goodbye',
    );
  });

  it('asks which hard thing when two compete and the goal does not choose', () => {
    const text = 'Grandpa died in May. Mummy is having a baby.';
    expect(questionsOf(text).find((q) => q.id === 'theme')).toMatchObject({ kind: 'theme', required: true });
    expect(
      questionsOf(text)
        .find((q) => q.id === 'theme')
        ?.choices.map((c) => c.id),
    ).toEqual(['death-person', 'new-sibling']);
    expect(planOf(text, {}, { theme: 'new-sibling' }).theme.id).toBe('new-sibling');
    expect(questionsOf(text, {}, { theme: 'new-sibling' }).some((q) => q.id === 'theme')).toBe(false);
    expect(questionsOf(text, { goal: 'help him with the new baby' }).some((q) => q.id === 'theme')).toBe(false);
    expect(planOf(text, { goal: 'help him with the new baby' }).theme.id).toBe('new-sibling');
  });

  it('does not let a friend moving away be the child’s own move', () => {
    expect(planOf(undefined, { goal: 'his best friend is moving away' }).theme.id).not.toBe('moving-house');
  });

  it('takes a child’s aid as the theme only when nothing else is named', () => {
    expect(planOf('She uses a wheelchair.').theme.id).toBe('aid');
    expect(planOf('She uses a wheelchair.', { goal: 'to be brave in the dark' }).theme.id).toBe('dark');
  });
});
