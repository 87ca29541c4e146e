import { knowsPronoun, own } from './pronoun.ts';
import { capitalise as c, opensWithTime, possessiveEn, withArticle } from '../grammar.ts';
import { cross, otherInterest, quietActivity, ridesCompanion } from '../mix.ts';
import type { Slot, Words } from '../types.ts';
import { crumbly, manyOf, warm } from '../food.ts';
import { numberWord } from '../../number-words.ts';
import {
  companionLeadsIn,
  feared,
  goalPerson,
  walker,
  carried,
  is,
  keptQuiet,
  masteryTells,
  inward,
  memoryInWords,
  memoryThought,
  toldAloud,
  masterySpoke,
  spoke,
  sharesWith,
  tender,
  cheers,
} from '../goal-beats.ts';

// English: the beats around every plot (the start, the guide, the favourite things, the goal,
// the way home and sleep), for preschool and school children. Past tense, many lines per slot.

const way = (w: Words) => w.place.way.replace(/,$/, '');
/** The place itself, for "the very edge of …" and "this was …": "the Magical Forest", "the island", "the world under the sea". */
const placeItself = (w: Words) =>
  /^(?:in|on|up among) /.test(w.place.in)
    ? w.place.in.replace(/^(?:in|on|up among) /, '')
    : w.place.into.replace(/^(?:into|to) /, '');
const WIDE_PLACE =
  /\b(?:land|kingdom|forest|woods|wood|village|jungle|sea|ocean|desert|meadows?|fields?|farm|island|world|space|stars|sky|mountains?|valley|lake|countryside|savann?ah?|arctic)\b/i;
/** The goal's challenge already says where it happens ("At supper time in the Magical Forest, …"). */
const placed = (w: Words) => (w.goal?.challenge.join(' ') ?? '').includes(w.place.in);
/** The challenge itself says the child went quiet, or has the child call out ("Me! Me!"): the opener does not say the child went quiet. */
const hushed = (w: Words) =>
  /\b(?:quiet|still|cried|shouted|yelled|roared|stamped)\b|!"/i.test(w.goal?.challenge.join(' ') ?? '');
/** The lead-in may name the companion (not when the child must make up with it), and tells no action the mastery tells. */
const leadsIn = (w: Words, action: RegExp) =>
  companionLeadsIn(w.goal, w.pet) && !masteryTells(w.goal, action) && !contrasts(w);
/** The mastery opens against the challenge ("But …"): it follows the challenge, with no lead-in between. */
const contrasts = (w: Words) => /^But\b/.test(w.goal?.mastery[0] ?? '');

/** How the companion is first named: the child's own pet, a toy come alive, or a new friend. */
const companionIntro: Slot = [
  (w) =>
    w.companionKind === 'pet' &&
    `Curled up close by was ${w.pet}, ${w.his} very own ${w.speciesWord}, with one eye open.`,
  (w) =>
    w.companionKind === 'pet' &&
    `${w.pet}, the family ${w.speciesWord}, was already waiting, as if ${w.petHe} knew something was about to happen.`,
  (w) =>
    w.companionKind === 'toy' &&
    `${c(w.his)} toy ${w.speciesWord} ${w.pet} sat on the pillow, and tonight ${w.pet} blinked, stretched and climbed down all by ${w.petHe === 'she' ? 'herself' : 'himself'}.`,
  (w) =>
    w.companionKind === 'toy' &&
    `Then ${w.pet}, ${w.his} toy ${w.speciesWord}, gave a tiny yawn and came to life, just for tonight.`,
  (w) =>
    w.companionKind === 'friend' &&
    `On the windowsill sat ${w.species.a.nom} called ${w.pet}, who had come to fetch ${w.name}.`,
  (w) =>
    w.companionKind === 'friend' &&
    `A soft voice said "Psst!", and there was ${w.pet}, ${w.species.a.nom} with a lantern as small as a thimble.`,
  (w) =>
    w.companionKind === 'friend' &&
    `${w.pet}, ${w.species.a.nom} and ${w.poss} best friend, was never far away, not even at bedtime.`,
];

/** The companion met away from the bedroom (in the garden, at the edge of the land): no windowsill, no pillow. */
const companionIntroAway: Slot = [
  (w) =>
    w.companionKind === 'pet' &&
    `${w.pet}, ${w.his} very own ${w.speciesWord}, was right there too, sniffing the evening air.`,
  (w) =>
    w.companionKind === 'pet' &&
    `${w.pet}, the family ${w.speciesWord}, was already waiting, as if ${w.petHe} knew something was about to happen.`,
  (w) =>
    w.companionKind === 'toy' &&
    `Then ${w.pet}, ${w.his} toy ${w.speciesWord}, gave a tiny yawn and came to life, just for tonight.`,
  (w) =>
    w.companionKind === 'toy' &&
    `${w.pet}, ${w.his} toy ${w.speciesWord}, wriggled out of ${w.poss} arms, stretched, and stood there all by ${w.petHe === 'she' ? 'herself' : 'himself'}.`,
  (w) =>
    w.companionKind === 'friend' &&
    `From behind a stone peeped ${w.species.a.nom} called ${w.pet}, who had been waiting for ${w.name}.`,
  (w) =>
    w.companionKind === 'friend' &&
    `A soft voice said "Psst!", and there was ${w.pet}, ${w.species.a.nom} with a lantern as small as a thimble.`,
  (w) =>
    w.companionKind === 'friend' &&
    `${w.pet}, ${w.species.a.nom} and ${w.poss} best friend, was never far away, not even at bedtime.`,
];

const colourLine: Slot = [
  (w) => `${w.name} was already in ${own(w)}${w.colour} pyjamas, the soft ones with the little stars.`,
  ...cross(
    [
      (w) => `${w.name} pulled the ${w.colour} blanket up to the chin`,
      (w) => `${w.name} had just put on ${own(w)}${w.colour} socks, the warm ones for bedtime`,
      (w) => `The ${w.colour} nightlight glowed by the bed`,
      (w) => `${w.name} wriggled deeper into ${own(w)}${w.colour} pyjamas`,
      (w) => `${c(withArticle(`${w.colour} glow`))} from the nightlight fell across the floor`,
    ],
    [
      (w) => ` and listened to the evening.`,
      (w) => `, and ${w.name} was wide awake.`,
      (w) => `, but sleep was nowhere to be found.`,
      (w) => `, and somewhere out there the night was full of whispers.`,
      (w) => `, and ${w.name} wondered about ${w.place.dreamOf.replace(/^of /, '')}.`,
      (w) => `, and the house had gone quiet around ${w.him}.`,
    ],
  ).map((line) => (w: Words) => {
    const text = line(w);
    // "and listened to the evening" needs the child as the subject: never after the nightlight or a glow.
    if (typeof text === 'string' && text.endsWith(' and listened to the evening.') && !text.startsWith(w.name))
      return undefined;
    // The child already opens the sentence: "Nora pulled the blanket up to the chin and was wide awake", never "…, and Nora was".
    const again = `, and ${w.name} `;
    if (typeof text !== 'string' || !text.startsWith(w.name) || !text.includes(again)) return text;
    // After a clause with its own comma ("…socks, the warm ones for bedtime") the pronoun, when known.
    if (!text.split(again)[0].includes(',')) return text.replace(again, ' and ');
    return knowsPronoun(w) ? text.replace(again, `, and ${w.he} `) : text;
  }),
];

const aged = (w: Words) => w.age !== undefined && w.age > 0 && w.age < 13;
const ageHeads: Slot = [
  (w) => aged(w) && `${w.name} was ${numberWord(w.age!, 'en')} and`,
  (w) => aged(w) && `At ${numberWord(w.age!, 'en')}, ${w.name}`,
  (w) => aged(w) && `${w.name}, who was ${numberWord(w.age!, 'en')},`,
];
const ageTails: Slot = [
  (w) => ` had a head full of questions, most of them about the night ${w.place.in}.`,
  (w) => ` knew that the best things often happen after dark, especially ${w.place.in}.`,
  (w) => ` badly wanted to know what was going on ${w.place.in} tonight.`,
  (w) => ` was quite sure that ${w.colour} things glow best in the dark.`,
  (w) => ` had ${own(w)}${w.colour} socks on and a thousand questions to ask.`,
  (w) => ` had heard all sorts of stories about ${w.place.dreamOf.replace(/^of /, '')}, and believed every one.`,
  (w) =>
    ` thought that bedtime was far too early for somebody so big, and wiggled all ten toes in ${w.colour} socks to say so.`,
  (w) => ` had been waiting all day for the night to come, and with it ${w.place.dreamOf.replace(/^of /, '')}.`,
  (w) => ` wanted to see everything ${w.place.in} up close, just once.`,
  (w) => ` liked ${w.colour} best of all, and adventures second best.`,
  (w) => ` was not a bit tired, whatever the clock said, and was daydreaming ${w.place.dreamOf}.`,
];
const ageLine: Slot = cross(ageHeads, [
  ...ageTails,
  (w) => ` was counting the ${w.colour} stars on the ceiling and waiting for the night.`,
]);
/** Away from the bedroom (the garden, the edge of the land): no stars on the ceiling. */
const ageLineAway: Slot = cross(ageHeads, ageTails);

const homeLine: Slot = [
  (w) => w.home && `${w.name} lived ${w.home}, and tonight everything there was still.`,
  (w) => w.home && `Outside the little house ${w.home}, the wind was humming.`,
  (w) => w.home && `At home ${w.home}, the ${w.colour} curtains were drawn, but ${w.name} was peeping out.`,
  (w) => w.home && `${w.name} lived ${w.home}, where the nights were long and full of ${w.colour} dreams.`,
];

const toyLine: Slot = [
  (w) => w.toy && `${c(w.toy)} was tucked under ${w.his} arm, as always.`,
  (w) => w.toy && `${c(w.toy)} came along too, of course.`,
];

/** The child's own pet that is not the companion stays at home: named in the opening. */
const petAtHomeLine: Slot = [
  (w) => w.homePet && `${c(w.homePet)} was already fast asleep, and would hear all about it tomorrow.`,
  (w) => w.homePet && `${c(w.homePet)} was already dozing, with one sleepy eye on ${w.name}.`,
];

const fearLine: Slot = [
  (w) =>
    w.fear &&
    `${w.name} was sometimes a little afraid of ${w.fear}, but with ${w.pet} close by, it was easier to be brave.`,
  (w) =>
    w.fear &&
    `${w.name} thought of ${w.fear} and felt a tiny wobble inside, but ${w.pet} touched ${w.his} hand with ${w.limb.a}, and the wobble grew smaller.`,
];

const setOff: Slot = [
  // The promise a later line may call back to ("…, just as Pip had said"): only a story that meets the guide makes it.
  (w) =>
    w.metGuide &&
    `"Tonight you'll see wonderful things and meet someone special," ${w.pet} promised, and off they went.`,
  (w) => w.magic && `With a whoosh of silver sparkles, off went ${w.name} and ${w.pet}.`,
  (w) => w.magic && `A ribbon of starlight wrapped around ${w.name} and ${w.pet}, and off they flew.`,
  (w) => w.magic && `The air fizzed like lemonade around ${w.name} and ${w.pet}, and away they went.`,
  (w) => w.magic && `${w.pet} counted to three, ${withArticle(`${w.colour} spark`)} leapt up, and off they went.`,
  (w) => !w.magic && `${w.pet} went first, ${w.name} followed, and the ${w.colour} nightlight stayed behind.`,
  (w) => !w.magic && `Slowly and softly, side by side, ${w.name} and ${w.pet} set off.`,
  (w) => !w.magic && `Step by quiet step, ${w.name} and ${w.pet} set off.`,
  (w) => !w.magic && `They tiptoed out together, as quiet as two mice, ${w.name} first and ${w.pet} close behind.`,
  (w) =>
    w.magic &&
    `${w.pet} whispered a word that sounded like a bell, and ${w.name} and ${w.pet} floated off ${w.place.into}.`,
  (w) =>
    w.magic && `A puff of ${w.colour} glitter, a giggle from ${w.pet}, and they were on their way ${w.place.into}.`,
  (w) => w.magic && `${w.name} shut both eyes, and when ${w.he} opened them, they were halfway ${w.place.into}.`,
  (w) => !w.magic && `${w.pet} led the way ${w.place.into}, and ${w.name} followed, one careful step at a time.`,
  (w) =>
    !w.magic &&
    /^an? /.test(w.limb.a) &&
    `Hand in ${w.limb.a.replace(/^an? /, '')}, ${w.name} and ${w.pet} walked off ${w.place.into}.`,
  (w) => !w.magic && `Quietly, so as not to wake anyone, ${w.name} and ${w.pet} set off ${w.place.into}.`,
];

export const frameEn = {
  'start-home': [
    [
      (w: Words) => `Just after bedtime, a tiny ${w.colour} light knocked three times on ${w.poss} window.`,
      (w: Words) =>
        `When the sun had slipped behind the rooftops, ${w.name} sat by the window in ${own(w)}${w.colour} pyjamas and watched the first star come out.`,
      (w: Words) => `Teeth were brushed, and ${w.name} lay in the ${w.colour} glow of the nightlight, listening.`,
      // The evening, then what the child was doing: many openings from a few parts.
      ...cross(
        [
          (w) => `It was the quiet hour between dusk and dreams`,
          (w) => `The house was humming its evening hum`,
          (w) => `Night was tiptoeing across the garden`,
          (w) => `The moon was just peeping over the chimneys`,
          (w) => `The last bird had gone quiet`,
        ],
        [
          (w) => `, and ${w.name} was not sleepy at all, not one ${w.colour} bit.`,
          (w) => `, and ${w.name} was choosing a book with a ${w.colour} cover from the shelf.`,
          (w) => `, and ${w.name} heard a tap at the window, just by the ${w.colour} curtains.`,
          (w) => `, and ${w.name} was watching ${w.colour} shadows dance on the ceiling.`,
          (w) => `, and ${w.name} climbed into bed with ${own(w)}${w.colour} socks still on.`,
          (w) => `, and ${w.name} lay listening in the ${w.colour} glow of the nightlight.`,
        ],
      ),
    ],
    colourLine,
    homeLine,
    ageLine,
    companionIntro,
    toyLine,
    petAtHomeLine,
    [
      (w: Words) => `Outside, ${way(w)} was glowing, leading all the way ${w.place.into}.`,
      (w: Words) => `Behind the garden gate waited ${way(w)}, ready to carry them ${w.place.into}.`,
      (w: Words) => `"Look," whispered ${w.pet}, and pointed out at ${way(w)}.`,
      (w: Words) =>
        `Just beyond the window, ${way(w)} was waiting, and ${w.pet} said it went all the way ${w.place.into}.`,
      (w: Words) => `${w.pet} pulled back the curtain, and there was ${way(w)}, waiting for ${w.name}.`,
    ],
    fearLine,
    setOff,
  ],
  'start-garden': [
    cross(
      [
        (w: Words) => `The evening was warm`,
        (w: Words) => `Bath time could wait five minutes`,
        (w: Words) => `The garden smelled of cut grass and warm stones`,
        (w: Words) => `Dusk was settling over the garden`,
        (w: Words) => `The first bats were out`,
      ],
      [
        (w: Words) => `, and ${w.name} was still out in the garden in ${w.colour} wellies.`,
        (w: Words) => `, and ${w.name} was hunting for the first star, ${withArticle(`${w.colour} torch`)} in hand.`,
        (w: Words) => `, and ${w.name} was counting fireflies in ${own(w)}${w.colour} pyjamas.`,
        (w: Words) =>
          `, and at the bottom of the garden ${w.name} found something ${w.colour} that had not been there at lunchtime.`,
        (w: Words) => `, and the ${w.colour} swing at the end of the garden was still swinging, all by itself.`,
      ],
    ),
    homeLine,
    ageLineAway,
    companionIntroAway,
    [
      // Not "was glowing": the way may glow already ("a path of glowing mushrooms was glowing").
      (w: Words) => `Right where the hedge ended, there was ${way(w)}, and it would take them ${w.place.into}.`,
      (w: Words) =>
        `Between the flowerbeds, ${way(w)} had appeared, quiet and bright, as if it had been waiting for ${w.name}.`,
      (w: Words) => `Right by the garden shed, ${way(w)} was waiting, ready to take them ${w.place.into}.`,
      (w: Words) => `Behind the ${w.colour} watering can, ${way(w)} began, and ${w.pet} was already standing on it.`,
      (w: Words) =>
        `${w.pet} sniffed the air and trotted to the garden gate, where ${way(w)} led ${w.place.into}.`.replace(
          'trotted',
          w.limb.many === 'paws' || w.limb.many === 'hooves' ? 'trotted' : 'hurried',
        ),
    ],
    toyLine,
    petAtHomeLine,
    fearLine,
    setOff,
  ],
  'start-edge': [
    [
      (w: Words) =>
        `The first thing ${w.name} noticed was the smell of the evening air, and the second was that the bedroom with its ${w.colour} curtains was gone.`,
      (w: Words) => `${w.name} looked down: ${own(w) || 'the '}${w.colour} slippers were standing on ${way(w)}.`,
      (w: Words) =>
        `${w.name} blinked once, and the bedroom with its ${w.colour} curtains was gone: here was ${way(w)}, leading ${w.place.into}.`,
      // Where the child arrived, then the evening there: many openings from a few parts.
      ...cross(
        [
          // A land has an edge; a treehouse or a bedroom has none to begin at.
          (w) =>
            WIDE_PLACE.test(w.place.in)
              ? `This story begins at the very edge of ${placeItself(w)}`
              : `This story begins ${w.place.in}`,
          (w) =>
            `Nobody quite knew how ${w.name} had got there, but there was no doubt about it: this was ${w.place.in.startsWith('up ') ? w.place.in.slice(3) : placeItself(w)}`,
          (w) =>
            `${w.name} had been yawning at home one moment, and the very next was standing at the end of ${way(w)}`,
        ],
        [
          (w) => `, just as the sun went down.`,
          (w) => `, and it was almost night.`,
          (w) => `, with the evening all around.`,
          (w) => `, where the evening glowed ${w.colour} and gold.`,
          (w) => `, and the whole night felt full of adventure.`,
        ],
      ),
    ],
    companionIntroAway,
    ageLineAway,
    homeLine,
    toyLine,
    [(w: Words) => w.place.sights[0], (w: Words) => w.place.sights[3] ?? w.place.sights[1]],
    fearLine,
  ],
  'start-dream': [
    [
      (w: Words) =>
        `${w.name} was tucked up in bed, warm and heavy-eyed, when the ceiling began to fill with ${w.colour} stars.`,
      (w: Words) =>
        `Somewhere between awake and asleep, ${w.name} felt the bed give a gentle little rock, like a boat.`,
      (w: Words) =>
        `The last page of the bedtime book was read, the light was out, and ${w.name} was nearly, nearly asleep.`,
    ],
    colourLine,
    ageLine,
    companionIntro,
    toyLine,
    petAtHomeLine,
    fearLine,
  ],
  guide: [
    [
      (w: Words) => !/\.$/.test(w.place.guide) && w.place.guide,
      (w: Words) =>
        /\.$/.test(w.place.guide) && w.place.guide.replace(/\.$/, `, and ${w.name} waved, and so did ${w.pet}.`),
      (w: Words) => /\.$/.test(w.place.guide) && w.place.guide.replace(/\.$/, `, just as ${w.pet} had said.`),
      (w: Words) => /\.$/.test(w.place.guide) && w.place.guide.replace(/\.$/, `, and ${w.pet} waved back.`),
    ],
    [
      (w: Words) => !/\.$/.test(w.place.greeting(w.name)) && w.place.greeting(w.name),
      (w: Words) =>
        /\.$/.test(w.place.greeting(w.name)) && w.place.greeting(w.name).replace(/\.$/, `, and ${w.pet} beamed.`),
      (w: Words) =>
        /\.$/.test(w.place.greeting(w.name)) &&
        w.place.greeting(w.name).replace(/\.$/, `, and ${w.pet} gave a shy little bow.`),
      (w: Words) =>
        /\.$/.test(w.place.greeting(w.name)) &&
        w.place.greeting(w.name).replace(/\.$/, `, and then, "Welcome, ${w.pet}!"`),
      (w: Words) =>
        /\.$/.test(w.place.greeting(w.name)) &&
        w.place.greeting(w.name).replace(/\.$/, `, and ${w.name} and ${w.pet} said hello together.`),
      (w: Words) =>
        /\.$/.test(w.place.greeting(w.name)) &&
        w.place.greeting(w.name).replace(/\.$/, `, and ${w.pet} whispered, "Didn't I tell you?"`),
      (w: Words) =>
        /\.$/.test(w.place.greeting(w.name)) &&
        w.place
          .greeting(w.name)
          .replace(/\.$/, `, and ${w.pet} squeezed in close to ${w.name}, shy and happy at once.`),
      (w: Words) =>
        /\.$/.test(w.place.greeting(w.name)) &&
        w.place.greeting(w.name).replace(/\.$/, `, and ${w.pet} gave a happy little hop.`),
    ],
    [
      (w: Words) => `"We have been waiting for you, and for ${w.pet} too."`,
      (w: Words) => `"Any friend of ${w.pet} is a friend of ours," ${w.place.guideName} went on.`,
      (w: Words) => `"Come along, ${w.name} and ${w.pet}, there is so much to see tonight."`,
      (w: Words) => `"Everyone ${w.place.in} is waiting for you two," ${w.place.guideName} told ${w.pet}.`,
      (w: Words) => `"I like your ${w.colour} socks," ${w.place.guideName} said to ${w.name}, and ${w.pet} giggled.`,
      (w: Words) => `"So you are the famous ${w.pet}," said ${w.place.guideName}, and ${w.pet} looked very pleased.`,
    ],
  ],
  activity: [
    [
      (w: Words) =>
        w.activity && `On the way, ${w.pet} asked what ${w.name} liked doing best, and the answer was ${w.activity}.`,
      (w: Words) =>
        w.activity &&
        `"Shall we try ${w.activity}?" asked ${w.name}, and ${w.pet} said that was exactly what ${w.petHe} had hoped.`,
      (w: Words) =>
        !w.activity &&
        w.interests[0] &&
        `Along the way, ${w.name} told ${w.pet} all about ${w.interestsTold[0]}, and ${w.pet} wanted to know everything.`,
      (w: Words) =>
        !w.activity &&
        w.interests[0] &&
        `"Do you know what I love, ${w.pet}?" asked ${w.name}, and then it was all about ${w.interestsTold[0]}. And ${w.pet} listened with wide eyes.`,
      (w: Words) =>
        w.activity && `"What do you like best?" asked ${w.pet}, and ${w.name} said at once, "${c(w.activity)}!"`,
      (w: Words) => w.activity && `Nothing was better than ${w.activity}, ${w.name} told ${w.pet}.`,
      (w: Words) =>
        !w.activity &&
        w.interests[0] &&
        `${w.pet} asked what ${w.name} liked best in the whole world, and ${w.name} said ${w.interestsTold[0]}, of course.`,
      (w: Words) =>
        !w.activity &&
        w.interests[0] &&
        `${w.name} could talk about ${w.interestsTold[0]} for hours, and ${w.pet} loved to listen.`,
    ],
    [
      (w: Words) =>
        ridesCompanion(w) &&
        `So ${w.name} climbed onto ${possessiveEn(w.pet)} back, and off they trotted ${w.place.in}, clip-clop, clip-clop.`,
      (w: Words) =>
        w.activity &&
        !ridesCompanion(w) &&
        `So ${w.name} started right there ${w.place.in}, and soon ${w.pet} was joining in too.`,
      (w: Words) =>
        w.activity &&
        !ridesCompanion(w) &&
        `${w.pet} tried it too, a bit clumsily at first, and they both laughed, ${w.pet} loudest of all.`,
      (w: Words) =>
        !w.activity &&
        `Soon they were playing a game all about ${w.interestsTold[0]}, and ${w.name} knew all the best parts.`,
      (w: Words) =>
        !w.activity && `Nobody knew as much about ${w.interestsTold[0]} as ${w.name}; ${w.pet} was quite sure of that.`,
      (w: Words) =>
        w.activity &&
        !ridesCompanion(w) &&
        `So there, ${w.place.in}, ${w.name} showed ${w.pet} how it was done, and ${w.pet} copied every move.`,
      (w: Words) =>
        w.activity && !ridesCompanion(w) && `${w.name} and ${w.pet} tried it together, and it was more fun than ever.`,
      (w: Words) =>
        !w.activity &&
        `${w.pet} asked question after question about ${w.interestsTold[0]}, and ${w.name} had an answer for every one.`,
      (w: Words) => !w.activity && `By the end, even ${w.pet} knew a thing or two about ${w.interestsTold[0]}.`,
    ],
    [
      (w: Words) => otherInterest(w) && `Afterwards ${w.name} told ${w.pet} about ${otherInterest(w)} as well.`,
      // Not "And then there were …": an interest may be one thing ("dancing", "building dens").
      (w: Words) => otherInterest(w) && `And then ${w.pet} wanted to hear about ${otherInterest(w)}, too.`,
      (w: Words) =>
        otherInterest(w) &&
        `All the rest of the way, ${w.name} told ${w.pet} about ${otherInterest(w)}, bit by bit, and ${w.pet} listened, wide-eyed.`,
      // Nothing else to tell about: the favourite activity goes on.
      (w: Words) =>
        w.activity &&
        !otherInterest(w) &&
        (quietActivity(w)
          ? `They kept at it ${w.place.in} for a long, happy while, and ${w.pet} never once got bored.`
          : `They kept at it ${w.place.in} until ${w.pet} was quite out of breath.`),
      (w: Words) => w.activity && !otherInterest(w) && `"Again!" cried ${w.pet}, and so they did it all over again.`,
      (w: Words) =>
        w.activity &&
        !otherInterest(w) &&
        `By the end, ${w.pet} was nearly as good at it as ${w.name}, and they were both very proud.`,
    ],
  ],
  food: [
    [
      (w: Words) =>
        `When their tummies began to rumble, a little table appeared with ${withArticle(`${w.colour} cloth`)} and a covered plate.`,
      (w: Words) => `They sat down on a soft spot for a moonlight picnic, and ${w.pet} lifted the lid of the basket.`,
      (w: Words) =>
        `Just then, something delicious smelled nearby, and ${w.pet} followed the smell with a twitching nose, all the way to a little basket.`,
      (w: Words) =>
        `${w.poss} tummy gave a rumble so loud that ${w.pet} jumped; they both laughed, and right in front of them stood a covered plate.`,
      (w: Words) =>
        `Someone had left a basket with ${withArticle(`${w.colour} ribbon`)} and a note: For ${w.name} and ${w.pet}.`,
    ],
    [
      (w: Words) => `${c(w.food!)}, ${w.poss} favourite, right here ${w.place.in}!`,
      (w: Words) =>
        `${manyOf(w.food) ? 'There were' : 'It was'} ${w.food}, and ${w.name} and ${w.pet} could hardly believe it.`,
      (w: Words) => `Out came ${w.food}${warm(w.food) ? ', still warm,' : ','} and ${w.pet} sniffed twice to be sure.`,
      (w: Words) =>
        `"${c(w.food!)}!" cried ${w.name}, and ${w.pet} wanted to know if ${manyOf(w.food) ? 'they' : 'it'} tasted as good ${w.place.in} as at home.`,
    ],
    [
      (w: Words) =>
        crumbly(w.food)
          ? `${w.pet} had a small piece too and licked every last crumb.`
          : `${w.pet} had a little taste too and wanted more straight away.`,
      (w: Words) =>
        `They shared ${manyOf(w.food) ? 'them' : 'it'} fairly, one bite for ${w.name}, one bite for ${w.pet}.`,
      (w: Words) =>
        `${manyOf(w.food) ? 'They' : 'It'} tasted even better ${w.place.in}, ${w.name} decided, and ${w.pet} agreed with a full mouth.`,
      (w: Words) =>
        crumbly(w.food) && `${w.pet} ate so fast that there were crumbs on ${w.petHe === 'she' ? 'her' : 'his'} nose.`,
      (w: Words) => !crumbly(w.food) && `${c(w.place.in)}, ${w.pet} tried a tiny bit and made big, happy eyes.`,
    ],
  ],
  achievement: [
    [
      (w: Words) => `While they rested, ${w.pet} looked at ${w.name} and smiled.`,
      (w: Words) =>
        w.metGuide &&
        !memoryThought(w) &&
        `${w.place.guideName} asked ${w.name} what the best thing about this week had been.`,
      (w: Words) => `Sitting quietly beside ${w.pet} for a moment, ${w.name} remembered something.`,
      (w: Words) =>
        !memoryThought(w) &&
        `They sat down for a rest ${w.place.in}, and ${w.pet} asked ${w.name} for a story, a true one.`,
      (w: Words) => `${w.pet} leaned against ${w.name}, and a happy memory came back, one that brought a smile.`,
      (w: Words) => `${w.pet} gave a small yawn, and all at once something lovely came back to ${w.name}.`,
    ],
    [(w: Words) => w.memory?.[0]],
    [
      // The memory is told, not seen here: nobody in the story's place cheers it.
      (w: Words) => memoryInWords(w) && `${w.pet} listened to every word and did a happy little dance.`,
      (w: Words) =>
        !memoryThought(w) && !w.memoryHappened && `"That was brave and clever," said ${w.pet}, and meant every word.`,
      (w: Words) =>
        !memoryThought(w) && !w.memoryHappened && `"I knew you could," said ${w.pet}, and ${w.name} glowed with pride.`,
      (w: Words) =>
        !memoryThought(w) &&
        w.memoryHappened &&
        `"What a big day that was," said ${w.pet}, and ${w.name} glowed with pride.`,
      (w: Words) => memoryInWords(w) && `${w.pet} wanted to hear it all again, and ${w.name} told it twice.`,
      (w: Words) =>
        !memoryInWords(w) &&
        !memoryThought(w) &&
        `"Again!" said ${w.pet}, and ${w.name} laughed and began once more, even more softly.`,
      (w: Words) => !memoryThought(w) && `"Tell everyone ${w.place.in}," said ${w.pet}, and ${w.name} laughed.`,
      // A memory only thought of is kept, smiling.
      ...cross(
        [
          (w: Words) => memoryThought(w) && `The thought made ${w.name} warm inside`,
          (w: Words) => memoryThought(w) && `The memory made ${w.name} glad all over`,
          (w: Words) => memoryThought(w) && `${w.name} held the thought close`,
        ],
        [
          (w: Words) => `, and ${w.pet} snuggled a little closer.`,
          (w: Words) => `, and ${w.pet} stayed close by.`,
          (w: Words) => `, and ${w.pet} hummed softly.`,
        ],
      ),
      (w: Words) =>
        memoryThought(w) && `It was a good thing to remember, and ${w.name} held on to it like a warm pebble.`,
      (w: Words) =>
        memoryThought(w) &&
        `${w.pet} could tell it was something lovely, even without a single word, and stayed close.`,
      (w: Words) => memoryThought(w) && `${w.name} kept the memory close, warm as a little ${w.colour} lantern.`,
    ],
  ],
  challenge: [
    [
      // The challenge happens here, in the story's place: a line without it only when the challenge names it.
      (w: Words) => inward(w) && !hushed(w) && placed(w) && `Then ${w.name} went quiet, and ${w.pet} waited.`,
      (w: Words) => !inward(w) && `Right then, ${w.place.in}, something happened that ${w.name} had not expected.`,
      (w: Words) => inward(w) && placed(w) && `${w.pet} noticed that ${w.name} had stopped smiling.`,
      (w: Words) => `Even ${w.place.in}, not everything was easy, and ${w.pet} saw it first.`,
      // Before something that happens: the night's turn, not the child's mood.
      (w: Words) => !inward(w) && `But ${w.place.in} the night was not quite finished with ${w.name} yet.`,
      (w: Words) => !inward(w) && `Then, ${w.place.in}, came a moment that was not so easy.`,
      (w: Words) =>
        inward(w) &&
        !hushed(w) &&
        placed(w) &&
        `${w.pet} tilted ${w.petHe === 'she' ? 'her' : 'his'} head, because ${w.name} had gone very still.`,
      (w: Words) => inward(w) && !hushed(w) && `Then, ${w.place.in}, ${w.name} went quiet, and ${w.pet} waited.`,
      (w: Words) => inward(w) && `${c(w.place.in)}, ${w.pet} noticed that ${w.name} had stopped smiling.`,
      (w: Words) =>
        inward(w) &&
        !hushed(w) &&
        `${c(w.place.in)}, ${w.pet} tilted ${w.petHe === 'she' ? 'her' : 'his'} head, because ${w.name} had gone very still.`,
    ],
    // The person the goal names is there ("sharing toys with her cousin": the cousin came along).
    [
      (w: Words) => walker(w) && `${c(goalPerson(w) ?? '')} had come along too and stayed close to ${w.name}.`,
      (w: Words) => walker(w) && `${c(goalPerson(w) ?? '')} was there too, right beside ${w.name}.`,
      (w: Words) =>
        walker(w) && `${c(goalPerson(w) ?? '')} was there as well, watching ${w.name} and ${w.pet} with big eyes.`,
      (w: Words) =>
        walker(w) &&
        `${c(goalPerson(w) ?? '')} had tagged along with ${w.name} and ${w.pet} and was standing close by.`,
      // A baby is carried along, in a basket close by.
      (w: Words) =>
        carried(w) &&
        `${c(goalPerson(w) ?? '')} had come along too, tucked up warm in a little basket close to ${w.name}.`,
      (w: Words) =>
        carried(w) &&
        `${c(goalPerson(w) ?? '')} was there too, snug in a basket right beside ${w.name}, blinking at everything.`,
      (w: Words) =>
        carried(w) &&
        `${c(goalPerson(w) ?? '')} had come along too, wrapped in a soft blanket in a basket beside ${w.name}.`,
      (w: Words) =>
        carried(w) && `A little basket stood close to ${w.name}, and in it lay ${goalPerson(w)}, wide awake.`,
    ],
    [(w: Words) => w.goal?.challenge[0]],
    // The rest of the challenge together: its last sentence is often the hard moment itself ("It's mine," Mia said).
    [(w: Words) => w.goal?.challenge.slice(1).join(' ')],
    [
      (w: Words) => `${w.pet} did not laugh and did not hurry; ${w.petHe} just stayed close.`,
      (w: Words) => keptQuiet(w) && `${w.pet} put ${w.limb.a} on ${w.poss} hand and said nothing.`,
      (w: Words) =>
        feared(w) && spoke(w) && `"I'm right here," said ${w.pet}. "And I'm not going anywhere without you."`,
      (w: Words) =>
        feared(w) && spoke(w) && `"Even the bravest ${w.speciesWord} feels like that sometimes," ${w.pet} whispered.`,
      (w: Words) =>
        feared(w) &&
        `${w.pet} pressed close against ${w.name}, warm and steady, until every breath came slow and calm again.`,
      (w: Words) =>
        feared(w) &&
        spoke(w) &&
        toldAloud(w) &&
        `"Hard things get smaller when you tell a friend," whispered ${w.pet}.`,
      (w: Words) =>
        is(w, 'try') &&
        spoke(w) &&
        `${w.pet} sat down close and said, "We can try together, one small step at a time."`,
      (w: Words) =>
        is(w, 'try') &&
        spoke(w) &&
        `"Nobody gets it right the very first time, ${w.name}, not even ${w.species.a.nom}," said ${w.pet}.`,
      (w: Words) => is(w, 'try') && spoke(w) && `"One tiny try is plenty for tonight," whispered ${w.pet}.`,
      (w: Words) => is(w, 'kind') && spoke(w) && `"The kind thing is often the hard thing," whispered ${w.pet}.`,
      (w: Words) =>
        is(w, 'kind') &&
        spoke(w) &&
        `"Think of how the others feel, ${w.name}," ${w.pet} whispered, "and you'll know."`,
      (w: Words) => is(w, 'feeling') && spoke(w) && `"Big feelings pass like clouds, ${w.name}," whispered ${w.pet}.`,
      (w: Words) => is(w, 'feeling') && spoke(w) && `"Breathe with me, ${w.name}. In, and out," said ${w.pet}.`,
      (w: Words) =>
        !feared(w) &&
        `${w.pet} waited quietly beside ${w.name}, the way good friends wait, to see what would happen next.`,
      (w: Words) =>
        !feared(w) && spoke(w) && `"Take your time, ${w.name}," said ${w.pet}. "I'll wait right here ${w.place.in}."`,
      (w: Words) =>
        !feared(w) &&
        keptQuiet(w) &&
        `${w.pet} said nothing at all and only looked at ${w.name} with kind, patient eyes, as if there were all the time in the world.`,
    ],
  ],
  mastery: [
    [
      (w: Words) =>
        !opensWithTime(w.goal?.mastery[0], 'en') &&
        !contrasts(w) &&
        // "Again" only where something was tried and did not work yet (new food, the potty), not after a fear or a sadness.
        (is(w, 'try')
          ? `And then, ${w.place.in}, the moment came to try again.`
          : `And then, ${w.place.in}, the right moment came.`),
      (w: Words) => leadsIn(w, /\bbreath|\bbreathed\b/i) && `${w.name} took a deep breath, the way ${w.pet} had shown.`,
      (w: Words) => leadsIn(w, /\bsqueez/i) && `${w.name} squeezed ${w.pet} once, for courage.`,
      (w: Words) =>
        leadsIn(w, /\bnod/i) && `${w.pet} gave a little nod, and ${w.name} felt that the right moment had come.`,
      (w: Words) =>
        !opensWithTime(w.goal?.mastery[0], 'en') &&
        !contrasts(w) &&
        companionLeadsIn(w.goal, w.pet) &&
        (is(w, 'try')
          ? `A little later, with ${w.pet} close by, came the chance to try once more.`
          : `A little later, with ${w.pet} close by, ${w.name} felt ready.`),
    ],
    [(w: Words) => w.goal?.mastery[0]],
    [(w: Words) => w.goal?.mastery.slice(1).join(' ')],
    [
      (w: Words) =>
        goalPerson(w) &&
        (sharesWith(w)
          ? `And ${goalPerson(w)} got a ${sharesWith(w)} too, and ${w.name} did not mind one bit.`
          : carried(w)
            ? `From the basket, ${goalPerson(w)} gave ${w.name} a big, gummy smile.`
            : `${c(goalPerson(w) ?? '')} had seen it all and beamed at ${w.name}.`),
      (w: Words) =>
        goalPerson(w) &&
        (sharesWith(w)
          ? `${c(goalPerson(w) ?? '')} got a ${sharesWith(w)} too, and ${w.pet} looked very pleased about it.`
          : carried(w)
            ? `${c(goalPerson(w) ?? '')} cooed from the basket, as if ${w.name} had done something wonderful.`
            : `${c(goalPerson(w) ?? '')} had watched it all and smiled at ${w.name} and ${w.pet}, very proud.`),
    ],
    [
      (w: Words) => cheers(w) && `${w.pet} clapped happily, and ${w.name} felt taller than the tallest tower.`,
      (w: Words) =>
        cheers(w) && !masterySpoke(w) && `"You did it!" cried ${w.pet}, and ${w.name} grinned from ear to ear.`,
      (w: Words) => cheers(w) && `${w.pet} did a somersault of joy, and ${w.name} laughed out loud ${w.place.in}.`,
      (w: Words) =>
        cheers(w) &&
        !masterySpoke(w) &&
        !masteryTells(w.goal, /glow|shin|bright|lamp/i) &&
        `"I knew it," whispered ${w.pet}, and ${w.name} felt as bright as ${withArticle(`${w.colour} lantern`)} inside.`,
      (w: Words) => cheers(w) && `${w.name} and ${w.pet} did a little dance, right there ${w.place.in}.`,
      // After missing someone or a loss the ache is softer, not gone: a quiet moment, no celebration.
      (w: Words) => tender(w) && `${w.pet} leaned close, and for a while neither of them said anything at all.`,
      (w: Words) => tender(w) && `${w.name} felt a little lighter, and ${w.pet} stayed close, just in case.`,
      (w: Words) => tender(w) && `"I'm glad you told me," said ${w.pet} softly, and ${w.name} nodded.`,
      (w: Words) =>
        tender(w) && `Side by side, ${w.name} and ${w.pet} watched the night for a while, and it felt kind.`,
    ],
  ],
  homecoming: [
    [
      (w: Words) => `By now the moon had climbed high, and it was time for ${w.name} and ${w.pet} to go home.`,
      (w: Words) => `"Time to go home," said ${w.pet} with a yawn as big as a cave.`,
      (w: Words) => `The stars began to dim, one by one, and ${w.name} and ${w.pet} turned for home.`,
      (w: Words) => `${w.pet} yawned, ${w.name} yawned, and they both knew what that meant: home.`,
    ],
    [
      (w: Words) =>
        `${c(way(w))} carried ${w.name} and ${w.pet} back, gently and slowly, past everything they had seen.`,
      (w: Words) =>
        // Not "waved goodbye to everyone": in some stories nobody was met.
        `${w.name} and ${w.pet} waved one last goodbye over their shoulders and followed ${way(w)} all the way home.`,
    ],
  ],
  // The closing beat winds down (issue 28): short sentences, a yawn, back in bed, the story's soft
  // song once more (the assembler adds it), and sleep.
  sleep: [
    cross(
      [
        (w: Words) => `Back home, ${w.name} snuggled into bed and yawned`,
        (w: Words) => `Soon ${w.name} was back in bed, yawning`,
        (w: Words) => `Home again, ${w.name} climbed into bed with a yawn`,
        (w: Words) => `Snug as a bug, ${w.name} lay in bed, yawning`,
        (w: Words) => `${w.name} crept into the warm bed, yawning`,
        (w: Words) => `${w.name} yawned all the way to bed`,
      ],
      [
        (w: Words) => `, with ${w.pet} close by.`,
        (w: Words) => ` under the ${w.colour} blanket.`,
        (w: Words) => `, and ${w.pet} yawned too.`,
        (w: Words) => `, and ${w.pet} curled up close.`,
        (w: Words) => `, warm and safe beside ${w.pet}.`,
        (w: Words) => `, and ${w.pet} hopped up too.`,
      ],
    ),
    [
      (w: Words) => w.toy && `${c(w.toy)} was tucked in too.`,
      (w: Words) => w.toyAcc && `${w.name} gave ${w.toyAcc} a sleepy hug.`,
    ],
    [
      (w: Words) =>
        w.homePetSighs && `${c(w.homePet ?? '')} was already fast asleep nearby, snoring the softest little snore.`,
      (w: Words) => w.homePetSighs && `Nearby, ${w.homePet} gave one sleepy sigh, glad to have ${w.name} home again.`,
    ],
    cross(
      [
        (w: Words) => `"Goodnight, ${w.pet}," whispered ${w.name}`,
        (w: Words) => `"Thank you for tonight, ${w.pet}," ${w.name} whispered`,
        (w: Words) => `"Come again tomorrow, ${w.pet}?" mumbled ${w.name}`,
        (w: Words) => `"That was lovely, ${w.pet}," ${w.name} murmured`,
        (w: Words) => `"See you in the morning, ${w.pet}," said ${w.name}`,
      ],
      [
        (w: Words) => ` into the pillow.`,
        (w: Words) => `, and ${w.pet} sighed a sleepy sigh.`,
        (w: Words) => `, and ${w.pet} snuggled closer.`,
        (w: Words) => `, and ${w.pet} blinked slowly.`,
        (w: Words) => `, and ${w.pet} nodded sleepily.`,
        (w: Words) => `, eyes half closed.`,
      ],
    ),
    cross(
      [
        (w: Words) => `Slowly, slowly, ${w.name} fell asleep`,
        (w: Words) => `Breath by breath, ${w.name} fell asleep`,
        (w: Words) => `The house grew still, and ${w.name} fell asleep`,
        (w: Words) => `Soon ${w.name} was fast asleep`,
        (w: Words) => `Slow and soft, ${w.name} fell asleep`,
      ],
      [
        (w: Words) => `, dreaming ${w.place.dreamOf} with ${w.pet}.`,
        (w: Words) => `, right next to ${w.pet}.`,
        (w: Words) => `, one hand on ${w.pet}.`,
      ],
    ),
    [
      (w: Words) => w.magic && `One last ${w.colour} sparkle settled between ${w.name} and ${w.pet}.`,
      (w: Words) => `Outside, the moon kept watch over ${w.name} and ${w.pet}.`,
      (w: Words) => `Sleep tight, ${w.name}, and you too, ${w.pet}.`,
      (w: Words) => `Sweet dreams, ${w.name}, and sweet dreams, ${w.pet}.`,
      (w: Words) => `Goodnight, ${w.name}; goodnight, ${w.pet}.`,
      (w: Words) => `The ${w.colour} nightlight glowed for ${w.pet}, soft and low.`,
      (w: Words) => `And the night kept ${w.poss} dreams safe, and ${possessiveEn(w.pet)} too.`,
    ],
  ],
} satisfies Record<string, Slot[]>;
