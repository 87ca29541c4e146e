import { assembleScenes, capitalise, Picker, wordCount } from './compose.ts';
import { moreSights } from './more-sights.ts';
import type { Beat, StoryPlan } from './story-plan.ts';

// English story text: whole-sentence templates, several variants for every slot, picked from the
// seed without ever telling the same sentence twice. Three registers follow the child's age:
// toddlers get short, sing-song sentences with sound words; school children longer, richer ones.

const numberWords = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

function withArticle(noun: string): string {
  return /^(uni|use|eu|one)/i.test(noun) || !/^[aeiou]/i.test(noun) ? `a ${noun}` : `an ${noun}`;
}

export function possessive(name: string): string {
  return /s$/i.test(name) ? `${name}'` : `${name}'s`;
}

interface Words {
  name: string;
  /** The parent named the colour (see StoryFacts.colourGiven). */
  colourGiven: boolean;
  pet: string;
  /** "a little fox" */
  aPet: string;
  animal: string;
  colour: string;
  his: string;
  place: StoryPlan['facts']['place']['en'];
  magic: boolean;
  /** "Teddy Mo", "the doll" */
  toy?: string;
  interests: string[];
  fear?: string;
  achievement?: string;
  home?: string;
}

/** A quick-form achievement written about the child ("has learned to tie her shoes"): it follows the name as a sentence, never inside the child's own "I …". */
function isPredicateEn(achievement: string): boolean {
  return /^(?:has|had|is|was|can|could|learned|learnt|lost|won|got|rode|swam|tied|started|finished|did|made|built|scored|passed|read|went|climbed)\s/u.test(achievement);
}

function wordsOf(plan: StoryPlan): Words {
  const f = plan.facts;
  const toy = f.personal.toys[0];
  const achievement = f.personal.achievements[0];
  return {
    colourGiven: f.colourGiven,
    name: f.name,
    pet: f.petName,
    aPet: withArticle(`little ${f.animal.en}`),
    animal: f.animal.en,
    colour: f.colour.en,
    his: possessive(f.name),
    place: f.place.en,
    magic: f.storyType === 'custom',
    toy: toy ? (toy.name ? `${capitalise(toy.en)} ${toy.name}` : `the ${toy.en}`) : undefined,
    interests: f.personal.interests.map((i) => i.en),
    fear: f.personal.fears[0],
    achievement,
    home: f.personal.home,
  };
}

// ---------------------------------------------------------------- titles and openings

function titles(w: Words, plan: StoryPlan): string[] {
  const { name, pet, his, place } = w;
  const topic = w.interests[0];
  if (w.magic) {
    return [
      `${his} Magical Dream ${place.in}`,
      `${name}, ${pet} and the Wishing Star`,
      `${name} and the Silver Key`,
      `The Night ${name} Found the Magic`,
      `${name}, ${pet} and the Sparkling Secret`,
      `${his} Wish ${place.in}`,
      `How ${name} and ${pet} Caught a Moonbeam`,
      `${name} and the Door of Dreams`,
      `${his} Enchanted Journey`,
      `${name} and the Lantern of Wishes`,
      ...(topic ? [`${name}, ${capitalise(topic)} and a Little Magic`] : []),
    ];
  }
  return [
    `${his} Gentle Night ${place.in}`,
    `${name}, ${pet} and the Quiet Moon`,
    `Goodnight, ${name}`,
    `${name} and ${pet} Under the Stars`,
    `A Sleepy Adventure for ${name}`,
    `${his} Starlit Journey`,
    `${name} and the Lullaby Path`,
    `When ${name} Could Not Sleep`,
    `${name}, ${pet} and the Soft Night Wind`,
    `The Little Night Walk of ${name}`,
    ...(topic && plan.facts.ageGroup !== 'toddler' ? [`${name} Dreams of ${capitalise(topic)}`] : []),
  ];
}

function openings(w: Words, toddler: boolean): string[] {
  const { name, colour, his } = w;
  if (toddler) {
    return w.magic
      ? [
          `Twinkle, twinkle! A ${colour} star is at the window.`,
          `Ding, ding! A tiny bell rings for ${name}.`,
          `Look, ${name}! The nightlight glows ${colour}.`,
          `Sparkle, sparkle! ${name} sees magic.`,
          `Tap, tap, tap! Who is at the window?`,
          `Shh! A ${colour} moonbeam comes in.`,
          `Oh! ${possessive(name)} slippers twinkle.`,
          `Whoo! A magic wind says hello to ${name}.`,
        ]
      : [
          `It is night, and ${name} is sleepy.`,
          `Yawn, yawn! ${name} is tired.`,
          `The sun goes down, down, down.`,
          `Bath time is over. Splish, splash!`,
          `${name} puts on ${colour} pyjamas.`,
          `Tick, tock, it is bedtime for ${name}.`,
          `The moon comes up, up, up.`,
          `Hush, hush, the house is quiet.`,
        ];
  }
  return w.magic
    ? [
        `On a night when the stars seemed to hum, ${name} found a ${colour} feather glowing on the windowsill.`,
        `Just after bedtime, a tiny ${colour} light knocked three times on ${his} window.`,
        `Once upon a sparkling night, ${name} noticed that the ${colour} nightlight was glowing brighter than ever.`,
        `It all began when a ${colour} moonbeam slid under the door and curled up at the foot of ${his} bed.`,
        `That evening, the stars outside ${his} window were whispering, and one of them was ${colour}.`,
        `When the clock struck eight, ${his} ${colour} slippers began to twinkle all by themselves.`,
        `Once upon a time, on the most magical night of the year, ${name} heard a tiny silver bell ring.`,
        `A dream map drawn in ${colour} ink was waiting on ${his} pillow when ${name} came up to bed.`,
        `Somewhere between awake and asleep, ${name} saw the ceiling fill with ${colour} stars.`,
      ]
    : [
        `When the sun had slipped behind the rooftops, ${name} sat by the window in cosy ${colour} pyjamas.`,
        `It was the quiet hour between dusk and dreams, and ${name} was wrapped in a soft ${colour} blanket.`,
        `The last bird had sung its goodnight song, and ${name} was brushing teeth with a ${colour} toothbrush.`,
        `One calm evening, when the sky turned the colour of peaches, ${name} padded to bed in ${colour} socks.`,
        `The house was humming its quiet evening hum, and ${name} was choosing a book from the ${colour} shelf.`,
        `Night was tiptoeing across the garden when ${name} climbed into bed under a ${colour} quilt.`,
        `The moon was just peeping over the chimneys as ${name} put on ${colour} pyjamas with little stars on them.`,
        `Bath time was over, the towels were warm, and ${name} was snug in a ${colour} dressing gown.`,
        `Outside, the street lamps blinked on one by one, and ${name} was ready for bed in ${colour} pyjamas.`,
      ];
}

// ---------------------------------------------------------------- preschool and school register

function moreSightsOf(plan: StoryPlan, language: 'en' | 'de'): (string | undefined)[] {
  const landscape = plan.facts.place.landscape;
  return landscape === 'dreamland' ? [] : moreSights[landscape][language];
}

function ageSentence(w: Words, age: number | undefined, school: boolean): (string | undefined)[] {
  if (age === undefined || age < 1) return [];
  const years = age === 1 ? 'one year old' : `${numberWords[age] ?? String(age)} years old`;
  return school
    ? [`${w.name} was ${years}, old enough to ask a thousand questions about the world and young enough to believe that every one of them had a wonderful answer.`]
    : [`${w.name} was ${years} and had a heart full of wonder.`, `${w.name} was ${years} and curious about everything.`, `${w.name} was ${years}, and today had been a busy day.`];
}

function companionLines(w: Words, isPet: boolean): string[] {
  const { name, pet, aPet, animal, his } = w;
  return isPet
    ? [
        `Curled up close by was ${pet}, ${his} very own ${animal}.`,
        `${pet}, ${his} own ${animal}, was already waiting on the bed.`,
        `At the foot of the bed lay ${pet}, the family ${animal}, snoring softly.`,
      ]
    : [
        `Curled up close by was ${his} best friend, ${aPet} called ${pet}.`,
        `At the foot of the bed snoozed ${pet}, ${aPet} and ${his} very best friend.`,
        `Next to ${name} sat ${pet}, ${aPet} with the softest ears and the kindest eyes.`,
        `${pet}, ${aPet}, was never far from ${name}, not even at bedtime.`,
      ];
}

function middleBeat(beat: Beat, plan: StoryPlan, w: Words, p: Picker, school: boolean): (string | undefined | false)[] {
  const f = plan.facts;
  const { name, pet, his, place, magic } = w;
  const into = place.into;
  switch (beat) {
    case 'opening':
      return [
        p.one(openings(w, false)),
        w.home && p.one([`${name} lived in a little house ${w.home}.`, `Home for ${name} was a cosy house ${w.home}.`, `${name} lived ${w.home}, and tonight everything there was still.`]),
        ...ageSentence(w, f.age, school).slice(0, 1).map((s) => s && p.fixed(s)),
        p.one(companionLines(w, f.companionIsPet)),
        w.toy && p.one([`${w.toy} was tucked under ${his} arm, as always.`, `${w.toy} sat on the pillow, ready for the night.`]),
        p.one(
          magic
            ? [`"Tonight feels magical," whispered ${name}, and outside, a single star winked.`, `"Something wonderful is going to happen," whispered ${pet}.`, 'Outside, the wind was humming a secret tune.']
            : ['Outside, the crickets were singing softly, and the whole house was calm and still.', 'Downstairs, someone was humming, and the kettle gave a sleepy sigh.', 'The curtains swayed gently, and the night smelled of cut grass and rain.'],
        ),
      ];
    case 'departure':
      return [
        p.one(
          school
            ? [`Just as ${name} was about to close both eyes, something wonderful and quite unexpected happened outside the window.`, `${pet} sat up very straight, ears twitching, and gave ${name} a gentle but rather determined nudge.`, 'Just then, the curtains began to flutter and billow, although every window in the house was firmly shut.']
            : ['Then something wonderful happened.', `${pet} gave ${name} a gentle nudge.`, 'Suddenly, there was a soft tap at the window.', `"Shall we go?" whispered ${pet}.`, 'Just then, the curtains fluttered, although no window was open.'],
        ),
        p.one([
          `Behind the garden gate waited ${place.way.replace(/,$/, '')}, ready to carry ${name} and ${pet} ${into}.`,
          `Outside the window shimmered ${place.way.replace(/,$/, '')}, leading all the way ${into}.`,
          `Right where the garden ended began ${place.way.replace(/,$/, '')}, and it led ${into}.`,
        ]),
        w.fear && p.one([`${name} was sometimes a little afraid of ${w.fear}, but with ${pet} close by, it was easier to be brave.`, `${name} thought of ${w.fear} and felt a tiny wobble inside, but ${pet} squeezed a paw, and the wobble grew smaller.`]),
        p.one(
          magic
            ? ['With a whoosh of silver sparkles, off they went.', 'A ribbon of starlight wrapped around them, and off they flew.', 'The air fizzed like lemonade, and away they went.']
            : ['Slowly and softly, hand in paw, off they went.', 'Step by quiet step, the two friends set off.', 'They tiptoed out together, as quiet as two mice.'],
        ),
      ];
    case 'guide':
      return [
        p.fixed(place.guide),
        p.fixed(place.greeting(name)),
        p.one([school && `"We have been waiting for you, and for ${pet} too, ever since the first star came out tonight."`, '"We have been waiting for you."', '"We hoped you would come tonight."', `"Any friend of ${pet} is a friend of ours."`, '"Come along, there is so much to see."']),
      ];
    case 'sight-0':
    case 'sight-1':
    case 'sight-2': {
      const second = w.interests[2] ?? w.interests[1] ?? w.interests[0];
      return [
        p.one([place.sights[Number(beat.slice(-1))](name), moreSightsOf(plan, 'en')[Number(beat.slice(-1))]]),
        p.one(school ? [
          `${name} stood perfectly still beside ${pet}, trying to take in every detail at once, and felt a shiver of pure delight.`,
          `"I never imagined anything like this could be real," whispered ${name}, and ${pet} nodded solemnly.`,
          `${name} and ${pet} sat down on a smooth, cool stone and simply watched for a long while, without saying a single word.`,
          `${pet} nudged ${name} and pointed out a tiny detail that nobody else had noticed, and both of them smiled.`,
          `It was even more beautiful than ${name} had imagined, and ${name} had imagined a great deal on the way here.`,
        ] : [
          `${name} held ${pet} close and looked and looked.`,
          `"Look, ${pet}!" whispered ${name}.`,
          `${name} and ${pet} stood very still, so as not to miss a thing.`,
          `"Oh!" breathed ${name}, eyes wide with wonder.`,
          `${pet} pointed with a little paw, and ${name} smiled.`,
          `"I will remember this forever," said ${name} softly.`,
          `It was even more beautiful than ${name} had imagined.`,
        ]),
        second && beat === 'sight-1' ? p.one([`Even here, ${name} thought of ${second} and smiled.`, `"It would be even better with ${second}," said ${name}, and ${pet} giggled.`]) : undefined,
      ];
    }
    case 'activity': {
      // An interest from the free text that the favourite activity does not already name.
      const extra = w.interests.find((i) => !f.activity?.toLowerCase().includes(i.toLowerCase()));
      if (f.activity) {
        return [
          p.one([`Then it was time for ${his} favourite thing in the whole world: ${f.activity}.`, `"Can we do ${f.activity}?" asked ${name}, and everyone said yes.`]),
          p.one([`${pet} joined in, and soon all the new friends ${place.in} were joining in too.`, `${pet} tried it too, and everyone laughed and clapped.`]),
          extra && p.one([`"And do you know what else I love?" asked ${name}. "${capitalise(extra)}!"`, `Afterwards, ${name} told ${pet} all about ${extra}.`]),
        ];
      }
      if (w.interests.length > 0) {
        const topic = w.interests[0];
        return [
          p.one([
            `The friends ${place.in} had heard that ${name} loves ${topic}, so they had a surprise ready.`,
            `"We know what you love," said ${pet} with a wink. "${capitalise(topic)}!"`,
            `Then ${name} told everyone ${place.in} all about ${topic}.`,
          ]),
          p.one([
            `Soon everyone was playing a game all about ${topic}, and ${name} knew all the best parts.`,
            `They listened with big, round eyes, because nobody knew as much about ${topic} as ${name}.`,
            `Together they made up a story about ${topic}, and ${pet} laughed so much that ${name} had to laugh too.`,
          ]),
          w.interests[1] &&
            p.one([
              `After that, ${name} told ${pet} all about ${w.interests[1]}, and ${pet} wanted to know everything.`,
              `"And do you know what else I love?" asked ${name}. "${capitalise(w.interests[1])}!"`,
            ]),
        ];
      }
      return [
        p.one([`Then everyone played a slow, quiet game of hide and seek ${place.in}.`, `Then the new friends ${place.in} taught ${name} a clapping song.`]),
        p.one([`${pet} always hid in the very same spot, and ${name} always found ${pet} there, giggling.`, `${pet} clapped along, always one beat too late, and everyone giggled.`]),
      ];
    }
    case 'food':
      return [
        p.one(['Before long, everyone sat down for a moonlight picnic, and guess what was on the blanket?', 'Then a little table appeared, covered with a cloth and something that smelled delicious.']),
        p.fixed(`${capitalise(f.food!)}, ${his} favourite!`),
        p.one([`${pet} got a little piece too.`, `${pet} licked every last crumb from a tiny plate.`]),
      ];
    case 'achievement': {
      const proud = !w.achievement && isPredicateEn(f.achievement!)
        ? p.one([`While they rested, ${pet} proudly told everyone: ${name} ${f.achievement}.`, `"Guess what?" said ${pet} proudly. "${name} ${f.achievement}!"`])
        : !w.achievement
        ? p.one([`While they rested, ${name} proudly told everyone about a recent big moment: ${f.achievement}.`, `"Guess what?" said ${name}. "Something big happened to me: ${f.achievement}!"`])
        : p.one([`While they rested, ${name} said proudly, "I ${w.achievement}!"`, `"Guess what?" said ${name}. "I ${w.achievement}!"`]);
      return [proud, p.one([`All the friends ${place.in} cheered, and ${pet} did a happy little dance.`, `Everyone clapped, and ${pet} turned a somersault for joy.`])];
    }
    case 'wish':
      return [
        p.one([`As the night grew deeper, ${pet} asked what ${name} wished for most.`, `"What is your biggest wish?" asked ${pet} quietly.`, `Under a falling star, ${pet} whispered, "Make a wish, ${name}."`]),
        p.fixed(`${name} thought for a moment and answered: "${capitalise(f.goal ?? (w.fear ? `To be brave, even about ${w.fear}` : 'To always feel safe and loved'))}."`),
        w.fear && p.one([`And ${w.fear}? Tonight ${name} knew how brave a heart can be, and it did not seem scary at all.`, `${name} thought of ${w.fear} once more, and this time there was no wobble inside, only a warm, brave glow.`]),
        p.one(
          magic
            ? [`A shower of golden sparkles fell from the sky, and the wish began to come true: ${name} could feel it, warm and bright, like a little light inside.`, 'The star glowed brighter and brighter, and the wish settled softly in their hearts.']
            : [`And right there, ${place.in}, the wish began to come true: ${name} could feel it, warm and certain, like a little light inside.`, `The wish floated up like a soap bubble, and ${name} felt warm all over.`],
        ),
      ];
    case 'homecoming':
      return [
        p.one(['At last the moon climbed high, and it was time to go home.', `"Time to go home," said ${pet} with a yawn.`, 'The stars began to dim, one by one, and the friends turned for home.']),
        p.one([
          `${capitalise(place.way.replace(/,$/, ''))} carried ${name} and ${pet} back, gently and slowly, past sleeping trees and twinkling stars.`,
          `They waved goodbye to everyone ${place.in} and followed ${place.way.replace(/,$/, '')} all the way home.`,
        ]),
      ];
    case 'sleep':
      return [
        p.one([
          `Back home, ${name} snuggled deep under the soft ${w.colour} blanket, with ${pet} curled up close.`,
          `Soon ${name} was back in bed, warm and safe, with ${pet} snoring softly on the pillow.`,
          `The bed was just as warm as they had left it, and ${name} and ${pet} slipped under the covers.`,
        ]),
        w.toy && p.one([`${w.toy} was tucked in too.`, `${name} gave ${w.toy} a sleepy hug.`]),
        p.one([`"Goodnight, ${pet}," whispered ${name}. "Goodnight, ${name}," came the sleepy answer.`, `"Thank you for tonight," whispered ${name}, and ${pet} gave one last sleepy sigh.`]),
        p.one([
          `${possessive(name)} eyes grew heavy, the breathing grew slow, and soon ${name} was fast asleep, dreaming ${place.dreamOf}.`,
          `One slow breath, then another, and ${name} was fast asleep, dreaming ${place.dreamOf}.`,
        ]),
        p.one(magic ? ['One last golden sparkle settled on the pillow, keeping the magic safe until morning.', 'And the little star outside kept watch all night long.'] : ['Sweet dreams, little one. Sleep tight.', 'The house was quiet, and the moon kept watch until morning.']),
      ];
  }
}

function toneLines(w: Words): string[] {
  const { name, pet, colour, his } = w;
  return w.magic
    ? [
        'Tiny sparks of magic danced in the air like golden fireflies.',
        `Wherever ${name} stepped, little flowers of light bloomed and softly chimed.`,
        `${pet} began to shimmer with stardust, and both friends giggled with wonder.`,
        'A rainbow of moonlight arched overhead, brighter than any dream.',
        'Somewhere a wishing bell rang, and the air smelled of cinnamon and starlight.',
        w.colourGiven ? `The night sky shimmered in ${colour}, ${his} very favourite colour, as if the magic knew.` : `The night sky shimmered in soft ${colour}, as if the magic had painted it.`,
        'Everything sparkled, as if the whole world had been dusted with sugar and stars.',
        'A little cloud floated by and rained down tiny, harmless snowflakes of light.',
        'The moon hummed a tune that only friends could hear.',
      ]
    : [
        'Everything moved slowly here, as if the whole world were getting ready for bed.',
        `A soft breeze hummed a lullaby, and ${name} gave a small, happy yawn.`,
        'The moon smiled down, round and kind, like a night light in the sky.',
        `${pet} yawned a big, sleepy yawn, and ${name} could not help yawning too.`,
        'All around, the night was quiet and warm, like a freshly made bed.',
        'The stars blinked slowly, one by one, as if they were getting sleepy too.',
        'Every step felt lighter and calmer, like floating on a cloud.',
        'Somewhere far away, an owl called softly, and the leaves whispered back.',
        'The air was cool and sweet, and everything felt safe.',
      ];
}

/** Longer, richer sentences for school-age children, one added to most scenes. */
function richLines(w: Words): string[] {
  const { name, pet } = w;
  return [
    `${name} noticed how the shadows stretched and shifted, as though the night itself were slowly breathing in and out, calm and enormous and not the least bit frightening.`,
    `It occurred to ${name} that every single star up there was a sun of its own, unimaginably far away, and that some of them might be shining on other children falling asleep right now.`,
    `${pet} explained, in a very serious whisper, that the quietest places in the world are often the ones where the most remarkable things happen, if you only take the time to notice them.`,
    `The air carried a curious mixture of smells, warm earth and cool dew and something sweet that ${name} could not quite name, like a memory of a summer afternoon.`,
    `${name} tried to memorise every detail, the colours and the sounds and the gentle rhythm of ${possessive(pet)} footsteps, so that it could all be told again tomorrow at breakfast.`,
    `Somewhere in the distance a clock chimed, although nobody could say where it was, and each chime seemed to make the night a little softer and a little more mysterious.`,
    `${name} realised that being brave does not mean never feeling nervous; it means feeling nervous and taking the next small step anyway, with a friend close by.`,
    `Everything here seemed to follow its own slow and peaceful rhythm, as if time itself had decided to take off its shoes and rest for a while.`,
    `${pet} pointed out a constellation shaped like a sleeping cat, and together they invented a long and rather silly story about how it had ended up in the sky.`,
    `The moonlight painted everything in silver and pale blue, turning ordinary stones and leaves into treasures that glittered like the contents of a pirate's chest.`,
    `${name} wondered whether animals dream, and if so, whether ${pet} was dreaming of adventures like this one on all the nights when they were both fast asleep at home.`,
    `Far above them, a pale wisp of cloud drifted across the moon, and for a moment the whole landscape held its breath, silver and silent and utterly still.`,
    `${name} decided that this was exactly the kind of place an explorer would write about in a leather notebook, with careful drawings and a great many exclamation marks.`,
    `A gentle wind arrived from somewhere beyond the hills, carrying the faint sound of music, as if an orchestra of crickets and frogs were rehearsing a lullaby just for them.`,
  ];
}

// ---------------------------------------------------------------- toddler register

function toddlerBeat(beat: Beat, plan: StoryPlan, w: Words, p: Picker): (string | undefined | false)[] {
  const f = plan.facts;
  const { name, pet, animal, place, magic } = w;
  switch (beat) {
    case 'opening':
      return [
        p.one(openings(w, true)),
        w.home && p.fixed(`${name} lives ${w.home}.`),
        f.age !== undefined && f.age >= 1 ? p.fixed(`${name} is ${numberWords[f.age]}.`) : undefined,
        p.one([`Here is ${pet}. ${pet} is ${withArticle(animal)}.`, `Hello, ${pet} the ${animal}!`, `${pet} the ${animal} is here too.`]),
        w.toy && p.fixed(`And here is ${w.toy}. Hug, hug!`),
      ];
    case 'departure':
      return [
        p.one([`Look, ${name}! Look!`, `${pet} says, "Come, come!"`, 'Tap, tap! What is that?']),
        p.one([`There is ${place.way.replace(/,$/, '')}.`, `Off they go ${place.into}.`, `Look! ${capitalise(place.way.replace(/,$/, ''))}!`]),
        w.fear && p.fixed(`${name} is a bit afraid of ${w.fear}. But ${pet} is here.`),
        p.one(magic ? ['Whoosh, whoosh! Up and away!', 'Zoom, zoom, zoom!', 'Fly, fly, fly away!'] : ['Step, step, step.', 'Tip, tap, tip, tap.', 'Pitter, patter, little feet.']),
      ];
    case 'guide':
      return [p.one(['Who is that? A friend!', 'Knock, knock! Who is there?', 'Oh, oh! Someone is coming!']), p.one([`"Hello, ${name}! Hello, ${pet}!"`, `"Hi, ${name}! Come and play!"`, `"Welcome, welcome, ${name}!"`])];
    case 'sight-0':
    case 'sight-1':
    case 'sight-2':
      return [
        p.one([`So much to see ${place.in}!`, 'Look up, look up high!', 'The stars go twinkle, twinkle.', 'What a big, big tree!', 'Splish, splash, a little stream!', 'Oh, a tiny, tiny light!']),
        p.one([`"Ooh!" says ${name}.`, `"Wow!" says ${pet}.`, `${name} claps. Clap, clap, clap!`, `${pet} jumps. Hop, hop, hop!`, `"Look!" says ${name}.`]),
      ];
    case 'activity': {
      const topic = f.activity ?? w.interests[0];
      return topic
        ? [
            p.one([`${name} loves ${topic}!`, `Look, ${topic}! ${name} loves ${topic}!`, `Hooray for ${topic}! ${name} loves ${topic} so much.`]),
            p.one([`${pet} loves ${topic} too.`, `"Me too!" says ${pet}.`, `${pet} likes ${topic} too.`]),
            w.interests[1] && !f.activity ? p.fixed(`And ${w.interests[1]}! Yay!`) : undefined,
            p.one(['Yay, yay, yay!', 'Again, again!']),
          ]
        : [p.one(['Peekaboo! Where is everyone?', 'Hide and seek! One, two, three!', 'Round and round they dance.']), p.one([`There is ${pet}! Hee, hee!`, `Found you, ${pet}! Ha, ha!`, `${pet} spins. Wheee!`])];
    }
    case 'food':
      return [p.one([`Yum, yum! ${capitalise(f.food!)}!`, `${capitalise(f.food!)}! Yum, yum, yum!`]), p.one([`${pet} has some too. Munch, munch.`, `Crunch, crunch, goes ${pet}.`])];
    case 'achievement':
      return [!w.achievement ? p.fixed(isPredicateEn(f.achievement!) ? `${name} ${f.achievement}! So proud!` : `${name} is proud: ${f.achievement}!`) : p.fixed(`"I ${w.achievement}!" says ${name}.`), p.one(['Hooray! Clap, clap, clap!', 'Yay! Well done, well done!', 'Hip, hip, hooray!'])];
    case 'wish':
      return [
        p.one([`A star! ${name} makes a wish.`, `Look, a falling star! Make a wish, ${name}.`, 'Twinkle, twinkle, wishing star.']),
        f.goal ? p.fixed(`"${capitalise(f.goal)}," says ${name}.`) : p.one(['Shh, it is a secret wish.', 'The wish is a secret. Shh!', 'What a big, big wish!']),
        w.fear && p.one([`${name} is brave now. Brave, brave ${name}!`, `No more afraid! Brave, brave ${name}!`]),
      ];
    case 'homecoming':
      return [p.one(['Time to go home.', 'Now it is time to go home.', `"Home now," says ${pet}.`]), p.one(['Home again, home again.', 'Back, back, back they go.', 'Whoosh, back home!'])];
    case 'sleep':
      return [
        p.one([`Into bed, ${name}. Snuggle, snuggle.`, `Snuggle up, ${name}. Cosy, cosy.`, `Back in bed, ${name}. Warm, warm bed.`]),
        w.toy && p.fixed(`${w.toy} is in bed too.`),
        p.one([`"Night-night, ${pet}." "Night-night, ${name}."`, `"Sleep well, ${pet}." "Sleep well, ${name}."`, `Kiss, kiss. Night-night, ${pet}.`]),
        p.one([`Now ${name} is fast asleep.`, `${name} is fast asleep now.`, `Soon ${name} is fast asleep.`]),
        p.one(['Shh. Sleep tight.', 'Zzz, zzz, zzz.']),
      ];
  }
}

function toddlerTones(w: Words): string[] {
  return w.magic
    ? ['Sparkle, sparkle!', 'Twinkle, twinkle, little lights.', 'Ding, ding, ding!', 'Glitter, glitter, everywhere.', 'Pop, pop! Magic bubbles.']
    : ['Yawn, yawn.', 'Hush, hush, the wind says.', 'Shh, shh, the trees say.', 'Soft, soft, soft.', 'The moon says hello.'];
}

export function writeEnglish(plan: StoryPlan): { title: string; summary: string; scenes: string[] } {
  const f = plan.facts;
  const w = wordsOf(plan);
  const p = new Picker(plan.random.fork('text-en'));
  const quietBeats: Beat[] = ['opening', 'departure', 'wish', 'sleep'];
  const toddler = f.ageGroup === 'toddler';
  const school = f.ageGroup === 'school';
  const tones = toddler ? toddlerTones(w) : toneLines(w);
  const rich = richLines(w);
  // What the parent told us is never dropped for being short.
  const facts = [f.place.en.guide, f.place.en.greeting(f.name), w.home, w.toy, w.fear, w.achievement, ...w.interests, f.food && capitalise(f.food), f.goal && capitalise(f.goal), f.activity].filter((x): x is string => Boolean(x));
  const scenes = plan.beats.map((beat) => {
    let sentences = toddler ? toddlerBeat(beat, plan, w, p) : middleBeat(beat, plan, w, p, school);
    // School children get the longer sentences only (but always the line that carries the scene).
    if (school) sentences = sentences.filter((s, i) => !s || i === 0 || wordCount(s) >= 10 || facts.some((fact) => s.toLowerCase().includes(fact.toLowerCase())));
    if (!quietBeats.includes(beat)) sentences.push(p.one(tones));
    if (school && beat !== 'sleep') sentences.push(p.one(rich));
    if (school && beat.startsWith('sight')) sentences.push(p.one(rich));
    return sentences;
  });
  const title = plan.random.fork('title-en').pick(titles(w, plan));
  const summary = `${f.name} and ${f.petName} the little ${f.animal.en} travel ${f.place.en.into}, ${
    f.storyType === 'classic' ? 'share a calm and cosy adventure' : 'discover a world full of magic and wonder'
  } and drift off to sleep.`;
  return { title, summary, scenes: assembleScenes(scenes) };
}
