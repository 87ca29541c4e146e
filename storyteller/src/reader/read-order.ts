import {
  PLAN_PEOPLE_MAX,
  PLAN_PETS_MAX,
  type PlanAnswers,
  type PlanQuestion,
  type StoryPlan,
} from '@dreamweaver/contracts';
import { lexicon } from '../lexicon/index.ts';
import type { Order } from '../order.ts';
import { readAchievement } from './achievement.ts';
import { readBaby } from './baby.ts';
import { readDeeds } from './deeds.ts';
import { afterlifeAnswer, applyCalls, applyStatuses, isAnswered, pronounAnswer, speechAnswer } from './answers.ts';
import { type CareWords, readCare } from './care.ts';
import { chooseCompanion, type Companion, findToyCompanion } from './companion.ts';
import {
  Details,
  type Found,
  lexemeIn,
  readFavourites,
  readKeepsakes,
  readLiked,
  readOwnedThings,
  readPlaces,
} from './details.ts';
import {
  keepUnread,
  readColourWords,
  readEvents,
  readKept,
  readLikes,
  readMemories,
  readNamedThings,
} from './details-free.ts';
import { readFamily, toldApart, unnamedPair } from './family.ts';
import { settleStays } from './hospital.ts';
import { readAge, readAids, readPronoun } from './hero.ts';
import { readLook } from './looks.ts';
import { applyKnown, readSeries } from './memory.ts';
import { profileCompanion, withProfileAids, withProfileLook } from './profile-facts.ts';
import { nameFromForm, siblingsInText } from './siblings.ts';
import { findPeople, type Person } from './people.ts';
import { findPets, type Pet } from './pets.ts';
import { askQuestions } from './questions.ts';
import { Reading } from './reading.ts';
import { readRituals } from './rituals.ts';
import { readSetting, readSiblings } from './setting.ts';
import { readStatuses } from './status.ts';
import { chooseTheme, readThemes, type ThemeWords } from './theme.ts';
import { makeSource, type Source, type SourceKind } from './text.ts';

// The reader: the only place where the parent's words are matched by patterns. It reads an order
// into a plan (unsettled: no story yet, every detail unused) and the questions it must ask, and
// reads it again with the parent's answers until nothing answered is left to apply.

interface Facts {
  order: Order;
  reading: Reading;
  hero: Omit<StoryPlan['hero'], 'pronoun'> & { pronoun: StoryPlan['hero']['pronoun'] | null };
  people: Person[];
  pets: Pet[];
  themes: ThemeWords;
  care: CareWords;
  details: Found[];
  /** The achievement field, or else the child's deed the free text tells. */
  achievement: Source | undefined;
  toy: Companion | null;
}

function sourcesOf(order: Order) {
  const request = order.request;
  const child = request.recipientDetails;
  const goals = [...new Set([child.storyGoal, request.storyGoal].filter((g): g is string => Boolean(g)))];
  const typed: [SourceKind, string | undefined][] = [
    ['text', child.personalization],
    ...goals.map((goal): [SourceKind, string] => ['goal', goal]),
    ['achievement', child.recentAchievement],
    ...(order.memory?.bible ?? []).map((fact): [SourceKind, string] => ['bible', fact]),
    ['animal', child.favoriteAnimal],
    ['colour', child.favoriteColor],
    ['food', child.favoriteFood],
    ['activity', child.favoriteActivity],
    ['setting', request.storySetting ?? child.storySetting],
  ];
  return typed
    .filter((entry): entry is [SourceKind, string] => typeof entry[1] === 'string' && entry[1].trim() !== '')
    .map(([kind, text], index) => makeSource(index, kind, text, request.language));
}

function readFacts(order: Order): Facts {
  const request = order.request;
  const reading = new Reading(sourcesOf(order), request.language, request.recipientDetails.name.trim().toLowerCase());
  const found = new Details();
  const toy = findToyCompanion(reading, found);
  const people = findPeople(reading);
  nameFromForm(people, request.siblings);
  // The look before the pets: "her dinosaur pyjamas" are a look, and no pet dinosaur.
  const look = withProfileLook(readLook(reading), order.memory?.profile);
  const pets = findPets(reading);
  readStatuses(reading, people, pets);
  const themes = readThemes(reading);
  readBaby(reading, people, themes);
  applyKnown(order.memory?.known, people, pets);
  const hero = {
    name: request.recipientDetails.name,
    age: readAge(request.recipientDetails.age, reading),
    pronoun: (reading.pronoun = readPronoun(reading)),
    look,
    aids: withProfileAids(readAids(reading), order.memory?.profile),
  };
  const care = readCare(reading);
  // The order matters: what one finder reads, the next does not read again.
  for (const finder of [
    readRituals,
    readFavourites,
    readNamedThings,
    readDeeds,
    readPlaces,
    readKeepsakes,
    readOwnedThings,
    readKept,
    readMemories,
    readLiked,
    readEvents,
    readColourWords,
    readLikes,
  ]) {
    finder(reading, found);
  }
  keepUnread(reading, found);
  const told = found.achievement && makeSource(-1, 'achievement', found.achievement.words, found.achievement.language);
  const achievement = reading.sources.find((s) => s.kind === 'achievement') ?? told ?? undefined;
  return { order, reading, hero, people, pets, themes, care, details: found.list, achievement, toy };
}

/** Keepsakes first (what someone left), then the rest as the parent typed them. */
function detailsOf(found: readonly Found[]): StoryPlan['details'] {
  const keepsake = (d: Found) => d.owner !== null && ['clothing', 'toy', 'thing'].includes(d.kind);
  return [...found.filter(keepsake), ...found.filter((d) => !keepsake(d))].map((d, index) => ({
    ...d,
    id: `d${index + 1}`,
    used: false,
    where: null,
    why: null,
  }));
}

const plain = <T extends { unclear: boolean }>({ unclear: _, ...rest }: T) => rest;

function planOf(facts: Facts, given: PlanAnswers): { plan: StoryPlan; questions: PlanQuestion[] } {
  const { order, reading } = facts;
  const request = order.request;
  const known = order.memory?.known;
  const people: Person[] = structuredClone(facts.people);
  const pets: Pet[] = structuredClone(facts.pets);
  applyStatuses(given, people, pets);
  const hospitalUnclear = settleStays(people, given);
  const pair = unnamedPair(people, request.language);
  applyCalls(given, pair, request.language);
  const read = readFamily(reading, people);
  const family = known?.family
    ? { shape: known.family.shape, twoHomes: known.family.twoHomes || read.twoHomes }
    : { shape: read.shape, twoHomes: read.twoHomes };
  const chosen = chooseTheme(reading, facts.themes, { people, pets, family: read, aids: facts.hero.aids }, given.theme);
  const lost = [...people, ...pets].some((s) => s.status === 'remembered' && !s.unclear && reading.tonight(s.id));
  const loss = lost || chosen.theme.id === 'death-person' || chosen.theme.id === 'death-pet';
  const pronoun = known?.pronoun ?? pronounAnswer(given) ?? facts.hero.pronoun ?? 'they';
  const favourite = reading.sources.find((s) => s.kind === 'animal');
  const favouriteAnimal = favourite ? lexemeIn(lexicon.all.animals, favourite.lower, favourite.language) : null;
  const remembered = { known: known?.companion ?? null, previous: order.memory?.previous?.companion ?? null };
  const companion = chooseCompanion(reading, {
    profile: profileCompanion(order.memory?.profile, {
      companions: [remembered.known, remembered.previous, facts.toy],
      pets,
      favouriteAnimal,
    }),
    toy: facts.toy,
    pets,
    favouriteAnimal,
    ...remembered,
    taken: [request.recipientDetails.name, ...[...people, ...pets].map((s) => s.name ?? '')],
  });
  const plan: StoryPlan = {
    version: 1,
    language: request.language,
    hero: { ...facts.hero, pronoun },
    companion,
    setting: readSetting(request, reading),
    // A friend with no name ("she was her best friend", of a dog) is nobody the story can bring in.
    people: people
      .filter((person) => !(person.relation === 'friend' && person.name === null && person.calls === null))
      .slice(0, PLAN_PEOPLE_MAX)
      .map(({ baby: _, arrival: _arrival, stay: _read, ...person }) => plain(person)),
    pets: pets.slice(0, PLAN_PETS_MAX).map(plain),
    family,
    siblings:
      (request.siblings ?? []).length > 0
        ? readSiblings(request)
        : siblingsInText(facts.reading, people, facts.hero.age),
    theme: chosen.theme,
    care: {
      afterlife: afterlifeAnswer(given) ?? facts.care.afterlife ?? 'leave-out',
      practise: speechAnswer(given) ?? facts.care.practise ?? false,
      wishes: facts.care.wishes,
      sadIsOk: facts.care.sadAsked || loss || chosen.theme.id === 'sad-is-ok',
    },
    achievement: readAchievement(facts.achievement),
    details: detailsOf(facts.details),
    series: readSeries(order.memory),
    story: null,
  };
  const speech = chosen.theme.id === 'speech' || chosen.competing.includes('speech');
  const questions = askQuestions({
    plan,
    people,
    pets,
    competing: chosen.competing,
    afterlifeUnsaid: facts.care.afterlife === null && lost,
    speechUnsaid: speech && facts.care.practise === null,
    pronounUnknown: !known?.pronoun && facts.hero.pronoun === null,
    hospitalUnclear,
    unnamedPair:
      pair && unnamedPair(people, request.language) ? { pair, apart: toldApart(pair, family.twoHomes) } : null,
  });
  return { plan, questions };
}

/**
 * The plan of an order, and what the parent must still be asked. The answers apply only to the
 * questions the plan asks, with their choices; an answer can raise a new question (someone who
 * died raises what may be said of an afterlife), so the order is read again until all are applied.
 */
export function readOrder(order: Order, answers: PlanAnswers = {}): { plan: StoryPlan; questions: PlanQuestion[] } {
  const facts = readFacts(order);
  const applied: PlanAnswers = {};
  let read = planOf(facts, applied);
  for (let round = 0; round < 8; round += 1) {
    const fresh = read.questions.filter((q) => !(q.id in applied) && isAnswered(q, answers));
    if (fresh.length === 0) break;
    for (const question of fresh) applied[question.id] = answers[question.id];
    read = planOf(facts, applied);
  }
  return { plan: read.plan, questions: read.questions.filter((q) => !(q.id in applied)) };
}
