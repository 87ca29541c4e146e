import { knowsPronoun } from './pronoun.ts';
import { capitalise as c, titleCaseEn, withArticle } from '../grammar.ts';
import type { Slot, Words } from '../types.ts';

// English: the plots' own beats (preschool and school), each with several lines per slot.

const g = (w: Words) => w.place.guideName;
/** Who gives the dream gift: the guide when the story met it, else the companion (no guide greeting anyone at the very end). */
const giver = (w: Words) => (w.metGuide ? g(w) : w.pet);
const cr = (w: Words) => w.place.creature;
const tr = (w: Words) => w.place.treasure;

export const plotsEn = {
  'lost-missing': [
    [
      // Met only once: after the guide's own scene, the guide is already there.
      (w: Words) => !w.metGuide && `Soon they met ${g(w)}, who was searching the ground and sighing.`,
      (w: Words) => !w.metGuide && `Not far along, they found ${g(w)} looking under every stone.`,
      (w: Words) => w.metGuide && `A little further on, ${g(w)} stopped and began searching the ground, sighing.`,
      (w: Words) => `Suddenly, ${g(w)} came hurrying towards ${w.name} and ${w.pet}, looking worried.`,
    ],
    [
      (w: Words) =>
        `"I have lost ${tr(w).the.acc}," said ${g(w)}. "Without it, tonight ${w.place.in} will not be the same."`,
      (w: Words) =>
        `"${c(tr(w).the.nom)} is gone," ${g(w)} said sadly. "I had it at sunset, ${w.pet}, and now I cannot find it anywhere."`,
      (w: Words) => `${c(tr(w).the.nom)} had disappeared, and ${g(w)} had already looked everywhere twice.`,
    ],
    [
      (w: Words) => `"${w.pet} and I will help you look," said ${w.name} at once.`,
      (w: Words) => `${w.name} and ${w.pet} looked at each other and nodded. They would find it.`,
      (w: Words) => `"Finding things is what we are good at," said ${w.pet}, and ${w.name} agreed.`,
    ],
  ],
  'lost-search': [
    [
      (w: Words) => `They searched high and low, behind and beneath, ${w.name} on one side and ${w.pet} on the other.`,
      (w: Words) =>
        `${w.name} looked in all the places a small thing might roll to, and ${w.pet} sniffed in all the others.`,
      (w: Words) =>
        `Round and round went ${w.name} and ${w.pet}, calling softly, lifting things up and peeking into corners.`,
    ],
    [(w: Words) => w.place.sights[2], (w: Words) => w.place.sights[4], (w: Words) => w.place.sights[1]],
    [
      (w: Words) => `But ${tr(w).the.nom} was nowhere to be seen.`,
      (w: Words) => `"Not here," sighed ${w.pet}. "And not there either."`,
      (w: Words) => `${w.name} was beginning to wonder whether ${tr(w).the.nom} had been lost for ever.`,
    ],
  ],
  'lost-clue': [
    [
      (w: Words) =>
        `Then ${w.name} noticed something that everyone else had walked straight past: a tiny trail of glitter on the ground.`,
      (w: Words) =>
        `"Wait," said ${w.name}, kneeling down. "Somebody has been here, and they were carrying something shiny."`,
    ],
    [
      (w: Words) => `They followed the trail, one clue after another, until it stopped at a very unexpected place.`,
      (w: Words) =>
        `The clues led them in a wide circle, and ${w.pet} laughed when they realised they were right back where they had started.`,
    ],
    [
      (w: Words) => `"It was not stolen," said ${w.name} slowly. "Someone borrowed it, and wanted to give it back."`,
      (w: Words) => `"So it was never really lost," said ${w.pet}. "It just went on a little adventure of its own."`,
    ],
  ],
  'lost-found': [
    [
      (w: Words) => `And there it was, glinting in the moonlight: ${tr(w).the.nom}!`,
      (w: Words) => `${w.pet} gave a squeak, and ${w.name} reached out and picked up ${tr(w).the.acc}.`,
      (w: Words) => `At last, ${w.name} spotted ${tr(w).the.acc}, tucked away where nobody had thought to look.`,
    ],
    [
      (w: Words) => `${g(w)} was so happy that ${w.name} got the biggest thank-you of the whole night.`,
      (w: Words) => `When ${w.name} gave it back, ${g(w)} smiled so widely that the whole night seemed brighter.`,
    ],
    [
      (w: Words) => `"What would I do without you two?" said ${g(w)}.`,
      (w: Words) => `${w.name} felt warm all the way down to the toes, and ${w.pet} beamed.`,
    ],
  ],
  'home-meet': [
    [
      (w: Words) => `They had not gone far when they heard a tiny sniffle.`,
      (w: Words) => `Beside ${w.place.way.replace(/,$/, '')} sat someone very small, all alone.`,
      (w: Words) =>
        // Only an animal with paws has ears to prick up; a fish, a bird or a snake stops and listens.
        w.limb.a === 'a paw'
          ? `${w.pet} stopped and pricked up ${w.petHe === 'she' ? 'her' : 'his'} ears: someone was crying softly nearby.`
          : `${w.pet} stopped and listened: someone was crying softly nearby.`,
    ],
    [
      (w: Words) => `It was ${cr(w).a.nom}, and it had lost its way home.`,
      (w: Words) => `There, shivering a little, was ${cr(w).a.nom} who could not find the way back.`,
    ],
    [
      (w: Words) => `"Don't worry," said ${w.name} gently. "We will take you home."`,
      (w: Words) => `${w.name} knelt down and said, "Where do you live? We will help you get there."`,
      (w: Words) => `${w.pet} held out ${w.limb.a}, and the little one stopped crying.`,
    ],
  ],
  'home-way': [
    [
      (w: Words) => `So off they went, ${w.name} carrying ${cr(w).the.acc} carefully, with ${w.pet} leading the way.`,
      (w: Words) => `${cr(w).the.nom} rode on ${w.poss} shoulder and pointed this way and that.`,
      (w: Words) => `They walked slowly, so that ${cr(w).the.nom} would not be frightened.`,
    ],
    [(w: Words) => w.place.sights[0], (w: Words) => w.place.sights[1], (w: Words) => w.place.sights[3]],
    [
      (w: Words) => `"Is it much further?" asked ${w.name}, and a small voice said, "Just a little."`,
      (w: Words) => `To keep everyone cheerful, ${w.name} hummed a song, and ${cr(w).the.nom} hummed along.`,
    ],
  ],
  'home-fork': [
    [
      (w: Words) => `Then the path split in two, and ${cr(w).the.nom} was not sure which way was right.`,
      (w: Words) => `At a fork in the way, they had to stop: left or right?`,
    ],
    [
      (w: Words) =>
        `${w.name} thought hard and asked, "What can you hear from home at night?" The little one listened and pointed left.`,
      (w: Words) => `${w.name} remembered that homes are where the lights are warm, and looked for the warmest glow.`,
    ],
    [
      (w: Words) => `"Clever thinking," said ${w.pet}, and they took the left-hand way.`,
      (w: Words) => `It was a good guess, and a clever one, and soon they heard familiar voices.`,
    ],
  ],
  'home-arrive': [
    [
      (w: Words) => `And at last they reached ${w.place.creatureHome}.`,
      (w: Words) => `Just as the moon rose over them, they arrived at ${w.place.creatureHome}.`,
    ],
    [
      (w: Words) => `Everyone came rushing out to hug the little one, and there were happy tears all round.`,
      (w: Words) => `The whole family was waiting, and the hugging went on for a very long time.`,
    ],
    [
      (w: Words) => `"Thank you, ${w.name}, thank you, ${w.pet}," they all said.`,
      (w: Words) => `${cr(w).the.nom} waved and waved until ${w.name} and ${w.pet} were out of sight.`,
    ],
  ],
  'fear-shadow': [
    [
      (w: Words) => `Then ${w.name} stopped so suddenly that ${w.pet} almost tumbled over.`,
      (w: Words) => `Everything was peaceful, until ${w.pet} grabbed ${w.poss} sleeve.`,
    ],
    [(w: Words) => w.place.shadow],
    [
      (w: Words) => `${w.poss} heart thumped like a drum.`,
      (w: Words) => `"What is that?" whispered ${w.name}, and held ${w.pet} very tight.`,
      (w: Words) => `${w.pet} gulped, and ${w.name} gulped too.`,
    ],
  ],
  'fear-closer': [
    [
      (w: Words) => `"Shall we have a look?" asked ${w.name}, although ${w.his} knees were wobbly.`,
      (w: Words) => `${w.name} took a deep breath. "Big things can be smaller up close," ${w.name} said.`,
    ],
    [
      (w: Words) =>
        `Step by step, they tiptoed closer, ${w.name} holding ${w.pet} by ${w.limb.a.replace(/^a /, 'one ')}.`,
      (w: Words) => `One small step, then another; ${w.pet} counted them in a whisper.`,
    ],
    [
      (w: Words) => `The closer they got, the smaller the shadow seemed to be.`,
      (w: Words) => `And the strange thing was: with every step, the shape looked a little less scary.`,
    ],
  ],
  'fear-voice': [
    [(w: Words) => `Then a small voice came out of the dark: "Please don't be scared of me. I'm scared of you!"`],
    [
      (w: Words) => `${w.name} almost laughed with surprise. Someone was more frightened than ${w.he} was!`,
      (w: Words) => `${w.name} and ${w.pet} looked at each other. Nobody had thought of that.`,
    ],
    [(w: Words) => `"We're friends," said ${w.name} kindly. "You can come out, ${w.pet} won't hurt you."`],
  ],
  'fear-small': [
    [(w: Words) => w.place.shadowTruth],
    [
      (w: Words) => `${w.name} laughed, and ${w.pet} laughed, and soon the little one was laughing too.`,
      (w: Words) => `"Is that all?" giggled ${w.pet}, and ${w.name} giggled too.`,
    ],
    [
      (w: Words) => `${w.name} learned something that night: shadows are always bigger than the things that make them.`,
      (w: Words) =>
        `From then on, whenever ${w.name} saw a big shadow, ${w.name} remembered how small it had really been.`,
    ],
  ],
  'surprise-idea': [
    [
      (w: Words) =>
        `"Psst," whispered ${w.pet}. "Do you know what? It is ${g(w)}'s birthday tomorrow, and nobody has remembered."`,
      (w: Words) => `${w.pet} had a secret, and it was a big one: ${g(w)} had been feeling a little lonely lately.`,
    ],
    // The idea and the plan in one slot: the child who has just spoken goes on without a second "said Mia".
    [
      (w: Words) =>
        `"Let's make a surprise," said ${w.name}, eyes shining. They decided to make ${w.place.gift.a.acc}, and to keep it a secret until the very last moment.`,
      (w: Words) =>
        `"Let's make a surprise," said ${w.name}, eyes shining. "We will make ${w.place.gift.a.acc}. And nobody must know!"`,
      (w: Words) =>
        `${w.name} thought for a moment and then had the best idea of the evening. They decided to make ${w.place.gift.a.acc}, and to keep it a secret until the very last moment.`,
      (w: Words) =>
        `${w.name} thought for a moment and then had the best idea of the evening. "We will make ${w.place.gift.a.acc}," said ${w.name}. "And nobody must know!"`,
    ],
  ],
  'surprise-make': [
    [
      (w: Words) => `They worked quietly and quickly, ${w.name} with both hands and ${w.pet} with ${w.limb.many}.`,
      (w: Words) => `Snip, fold, tie; ${w.name} and ${w.pet} worked side by side.`,
      (w: Words) => `It was harder than they had thought, but they kept going, giggling under their breath.`,
    ],
    [
      (w: Words) => `Others came to help, and every one of them promised to keep the secret.`,
      (w: Words) => `Once ${w.pet} dropped everything with a clatter, and they both froze, but nobody came.`,
    ],
    [
      (w: Words) => `Bit by bit, ${w.place.gift.the.nom} was getting more beautiful.`,
      (w: Words) => `By the time the moon was high, ${w.place.gift.the.nom} was ready.`,
    ],
  ],
  'surprise-almost': [
    [
      (w: Words) => `Suddenly they heard footsteps: ${g(w)} was coming!`,
      (w: Words) => `"Hide it!" hissed ${w.pet}, as ${g(w)} came round the corner.`,
    ],
    [
      (w: Words) => `${w.name} sat down on top of the surprise and tried to look very, very ordinary.`,
      (w: Words) =>
        `${w.name} quickly started talking about the weather, which was the first thing that came into ${w.poss} head.`,
    ],
    [(w: Words) => `${g(w)} looked at them a little puzzled and went on, and ${w.pet} whispered, "That was close!"`],
  ],
  'surprise-reveal': [
    [
      (w: Words) => `Then everyone gathered, and ${w.name} called ${g(w)} over. "Eyes shut, please, and no peeking!"`,
      (w: Words) => `When everything was ready, ${w.pet} fetched ${g(w)}. "Eyes shut, no peeking!" ${w.pet} said.`,
    ],
    [
      (w: Words) => `"Surprise!" they all shouted, and ${w.name} held out ${w.place.gift.the.acc}.`,
      (w: Words) => `${g(w)} opened both eyes and saw ${w.place.gift.the.acc}, and everyone shouted "Surprise!"`,
    ],
    [
      (w: Words) => `${g(w)} was so touched that there was a happy tear, and then a big hug for everyone.`,
      (w: Words) => `"Nobody has ever done anything so kind for me," said ${g(w)} softly.`,
    ],
  ],
  'rescue-call': [
    [
      (w: Words) => `Suddenly ${w.pet} heard it: a thin little voice, calling, "Help, please!"`,
      (w: Words) => `${w.pet} stopped and listened. Somewhere nearby ${w.place.in}, someone was calling for help.`,
    ],
    [
      (w: Words) => `${w.name} did not stop to think twice: "Come on, ${w.pet}!"`,
      (w: Words) => `${w.name} and ${w.pet} followed the voice as fast as they could, but carefully.`,
    ],
  ],
  'rescue-stuck': [
    [
      (w: Words) => `There was ${cr(w).a.nom}, stuck fast in ${w.place.snag} and trembling.`,
      (w: Words) =>
        `They found ${cr(w).a.acc}, caught in ${w.place.snag} and unable to move, looking up at them with big, frightened eyes.`,
    ],
    [
      (w: Words) =>
        `"Hold still, little one," said ${w.name} in the softest voice there was. "${w.pet} and I are here now."`,
      (w: Words) =>
        `"Don't be afraid," whispered ${w.pet}. "I'm ${w.pet}, and this is ${w.name}, who is very good at this."`,
    ],
  ],
  'rescue-plan': [
    [
      (w: Words) => `Pulling would hurt, so ${w.name} thought of something cleverer.`,
      (w: Words) => `"We need a plan," said ${w.name}. "A gentle one."`,
    ],
    [
      (w: Words) =>
        `${w.pet} held the little one steady with ${w.limb.many}, while ${w.name} gently worked it free, bit by bit.`,
      (w: Words) => `They built a soft little ramp, and ${w.name} talked calmly the whole time.`,
    ],
    [
      (w: Words) =>
        `It took patience, much more than ${w.name} had expected. But patience was exactly what was needed.`,
    ],
  ],
  'rescue-free': [
    [
      (w: Words) => `With one last gentle wiggle, ${cr(w).the.nom} was free!`,
      (w: Words) => `Slowly, carefully, and then all at once, ${cr(w).the.nom} was out.`,
    ],
    [
      (w: Words) => `It jumped right into ${w.poss} arms, and ${w.name} and ${w.pet} felt its little heart calm down.`,
      (w: Words) => `"You saved me," said ${cr(w).the.nom}, and snuggled against ${w.pet}.`,
    ],
    [
      (w: Words) => `They took it safely back to ${w.place.creatureHome}.`,
      (w: Words) => `Then they walked the little one all the way to ${w.place.creatureHome}.`,
    ],
  ],
  'riddle-ask': [
    [
      (w: Words) => `${g(w)} put on a very mysterious face.`,
      (w: Words) => `"Nobody passes here tonight without answering my riddle," said ${g(w)} with a twinkle.`,
    ],
    [(w: Words) => w.place.riddle.question],
    [
      (w: Words) =>
        `${w.name} frowned, ${w.pet} scratched ${w.petHe === 'she' ? 'her' : 'his'} head, and they both began to think.`,
      (w: Words) => `"Hmm," said ${w.name}, and "Hmmmm," said ${w.pet}, even longer.`,
    ],
  ],
  'riddle-think': [
    [
      (w: Words) => `${w.name} and ${w.pet} looked all around ${w.place.in} for a clue.`,
      (w: Words) => `${w.name} said the riddle again, very slowly, one line at a time.`,
    ],
    [(w: Words) => w.place.sights[0], (w: Words) => w.place.sights[2], (w: Words) => w.place.sights[3]],
    [
      (w: Words) => `"Let's think about what it can do, ${w.pet}, not what it looks like," said ${w.name}.`,
      (w: Words) => `${w.pet} whispered a guess. "Not quite," said ${w.name}.`,
    ],
  ],
  'riddle-wrong': [
    [(w: Words) => `"A dragon!" shouted ${w.pet} all of a sudden. ${g(w)} laughed and said, "Good try, but no."`],
    [
      (w: Words) =>
        `${w.pet} looked a bit embarrassed, but ${w.name} said, "Wrong guesses help. Now we know what it isn't."`,
    ],
    [(w: Words) => `They crossed out the dragon, and thought again, harder than ever.`],
  ],
  'riddle-answer': [
    [
      (w: Words) => `Then ${w.poss} face lit up: "I know, ${w.pet}! It's ${w.place.riddle.answer}!"`,
      (w: Words) =>
        `Suddenly ${w.name} had it, and ${w.pet} held ${w.petHe === 'she' ? 'her' : 'his'} breath: "${c(w.place.riddle.answer)}!"`,
    ],
    [
      (w: Words) => `"Right!" cried ${g(w)}, and the whole sky seemed to twinkle in applause.`,
      (w: Words) => `${g(w)} bowed low. "Nobody ${w.place.in} has guessed it that fast in a hundred years."`,
    ],
    [
      (w: Words) => `${w.pet} was so proud of ${w.name} that ${w.petHe} did a little dance.`,
      (w: Words) => `As a reward, ${g(w)} gave ${w.name} a tiny star to keep in a pocket.`,
    ],
  ],
  'weather-turn': [
    [(w: Words) => w.place.weatherComes],
    [
      (w: Words) => `"Oh dear," said ${w.pet}. "We need a place to wait until it's over."`,
      (w: Words) => `${w.name} held out both hands and laughed, but ${w.pet} was already looking for shelter.`,
    ],
  ],
  'weather-shelter': [
    [
      (w: Words) => `They found a snug hollow and squeezed in together, ${w.name} and ${w.pet}, nose to nose.`,
      (w: Words) => `Under a broad roof ${w.name} and ${w.pet} sat and listened to the weather outside.`,
    ],
    [
      (w: Words) => `${w.name} told ${w.pet} a story while they waited, and ${w.pet} told one back.`,
      (w: Words) => `It was cosy and snug, and ${w.pet} said it felt a little like being in bed already.`,
      (w: Words) => `"I like weather like this," said ${w.name}, "when I'm tucked up inside with a friend."`,
    ],
  ],
  'weather-help': [
    [
      (w: Words) => `Then ${w.name} saw others still out in it, trying to find somewhere to go.`,
      // Who is waved in is said first: "waved them in" alone had nobody to wave in.
      (w: Words) =>
        `Outside, others were still looking for a place to shelter. "There's room for more," said ${w.name}, and waved them in.`,
    ],
    [(w: Words) => `One by one they came, breathless and grateful, and everyone moved up a little to make space.`],
    [(w: Words) => `Soon the shelter was full of friends, and nobody minded the squeeze at all.`],
  ],
  'weather-clear': [
    [(w: Words) => w.place.weatherGoes],
    [
      (w: Words) => `${w.name} and ${w.pet} stepped out, and everything ${w.place.in} looked new and shining.`,
      (w: Words) => `"Look how beautiful it is now," breathed ${w.name}.`,
    ],
    [
      // The weather is rain, wind, a sea current, meteors or snow, by place: nothing here that only rain or air could do.
      (w: Words) => `${w.pet} did a little spin of joy, and ${w.name} laughed.`,
      (w: Words) => `Everything was calm again, and ${w.name} let out a long, slow, happy breath.`,
    ],
  ],
  'visit-invite': [
    [
      (w: Words) => `"I want you to meet a friend of mine," said ${w.pet}. "We're invited for the evening, ${w.name}."`,
      (w: Words) => `${w.pet} had a little invitation card, and it had ${w.poss} name on it.`,
    ],
    [
      (w: Words) => `So they set off along ${w.place.way.replace(/,$/, '')}, carrying a small present.`,
      (w: Words) => `On the way, ${w.name} practised a polite hello, and ${w.pet} practised a very polite bow.`,
    ],
    [(w: Words) => w.place.sights[1], (w: Words) => w.place.sights[4]],
  ],
  'visit-door': [
    [
      (w: Words) =>
        `At last they came to a tiny round door, and ${w.name} knocked three times, with ${w.pet} peeping over ${w.his} shoulder.`,
      (w: Words) =>
        `The door was so small that ${w.name} had to kneel down to knock, and ${w.pet} did not have to at all.`,
    ],
    [
      (w: Words) => `It opened, and out peeped ${cr(w).a.nom}, looking delighted.`,
      (w: Words) => `${c(cr(w).a.nom)} opened the door and clapped with joy.`,
    ],
    [
      (w: Words) =>
        `"Come in, come in, ${w.name} and ${w.pet}!" it said. "I've been looking forward to this all day, ${w.pet}."`,
    ],
  ],
  'visit-muddle': [
    [
      (w: Words) => `But inside, everything was a muddle: the table was set for three, but there were only two chairs.`,
      (w: Words) => `Oh dear: the soup had boiled over, and there was steam everywhere.`,
    ],
    [
      (w: Words) =>
        `${w.name} helped at once, ${w.pet} fetched what was needed, and soon they were all laughing about it.`,
    ],
    [(w: Words) => `"The best visits always have a little muddle in them," said ${w.pet}.`],
  ],
  'visit-inside': [
    [
      (w: Words) => `Inside, it was warm and small and smelled of honey, and ${w.pet} sniffed happily.`,
      (w: Words) => `They sat round a little ${w.colour} lamp and drank something warm out of thimble-sized cups.`,
    ],
    [
      (w: Words) => `They played a game, told jokes and shared a plate of biscuits, and ${w.pet} won twice.`,
      (w: Words) =>
        `${w.name} looked around at the tiny pictures on the walls and the tiny bed in the corner, and thought it was the cosiest home ever.`,
    ],
    [
      (w: Words) => `When it was time to go, ${w.name} and ${w.pet} promised to visit again soon.`,
      (w: Words) => `"Come back any time, ${w.pet}," said their host at the door.`,
    ],
  ],
  'parade-hear': [
    [
      (w: Words) =>
        `Far away, music began to play, and ${w.pet} listened: a drum, a flute, and something that jingled.`,
      (w: Words) => `Suddenly, lights came bobbing through the dark, and there was music with them.`,
    ],
    [
      (w: Words) => `"It's the night parade!" said ${w.pet}. "It only happens once in a blue moon."`,
      (w: Words) => `${w.name} and ${w.pet} hurried towards the music.`,
    ],
  ],
  'parade-join': [
    [(w: Words) => `Here came ${w.place.parade}.`, (w: Words) => `In the parade marched ${w.place.parade}.`],
    [
      (w: Words) => `Someone handed ${w.name} a lantern, and ${w.name} and ${w.pet} fell into step.`,
      (w: Words) => `"Join us!" they called, and ${w.name} and ${w.pet} did.`,
    ],
    [
      (w: Words) => `Left, right, left, right, they marched, and ${w.pet} bounced along in time.`,
      (w: Words) => `They marched past everything, all lit up and singing.`,
    ],
  ],
  'parade-stop': [
    [(w: Words) => `Then the music stopped: the big lantern at the front had gone out, and nobody could see the way.`],
    // Not "the little lantern from home": in the parade someone may just have handed the child one.
    [
      (w: Words) =>
        `${w.name} thought quickly and held ${knowsPronoun(w) ? `${w.his} own` : 'a'} little lantern up high.`,
    ],
    [(w: Words) => `"Follow me!" called ${w.name}, and to ${knowsPronoun(w) ? w.his : w.poss} surprise, everyone did.`],
  ],
  'parade-lead': [
    [
      (w: Words) => `Before long, ${w.name} was right at the front of the parade, with ${w.pet} beside ${w.him}.`,
      (w: Words) => `The leader of the parade gave ${w.name} the biggest lantern of all to carry.`,
    ],
    [
      (w: Words) => `They went round one last time, and everyone waved and cheered.`,
      (w: Words) => `When the parade ended, they all sang one last song together, softly, so as not to wake anyone.`,
    ],
  ],
  'dream-float': [
    [
      (w: Words) => `The bed turned into a soft cloud and floated out through the window, high above the rooftops.`,
      (w: Words) => `Up, up they floated, ${w.name} and ${w.pet}, past the chimneys and the sleeping birds.`,
    ],
    [
      (w: Words) => `Below, the town was tiny and twinkling, like a toy town.`,
      (w: Words) => `The wind was warm and gentle, and the stars were close enough to touch.`,
    ],
  ],
  'dream-land': [
    [
      (w: Words) => `The cloud came down softly ${w.place.in}.`,
      (w: Words) => `With a gentle bump, they landed ${w.place.in}.`,
    ],
    [(w: Words) => w.place.sights[0], (w: Words) => w.place.sights[1], (w: Words) => w.place.sights[4]],
    [
      (w: Words) => `In dreams, everything is possible, and ${w.name} knew it.`,
      (w: Words) => `Everything here felt soft, like walking on pillows.`,
    ],
  ],
  'dream-door': [
    [(w: Words) => `Then they found a little door standing all by itself, with no wall around it.`],
    [
      (w: Words) =>
        `${w.name} opened it, and behind it was a room that looked exactly like the bedroom at home, only tiny.`,
    ],
    [(w: Words) => `"That's where you will wake up," said ${w.pet}. "But not yet."`],
  ],
  'dream-gift': [
    [
      (w: Words) =>
        `Before they left, someone gave ${w.name} a dream gift: a tiny glowing pebble that felt warm in the hand.`,
      (w: Words) => `${giver(w)} gave ${w.name} a little jar with a piece of this dream inside.`,
    ],
    [
      (w: Words) => `"Keep it under your pillow," said ${giver(w)}, "and you can come back any night."`,
      (w: Words) => `"Whenever you want to come back, just close your eyes," said ${giver(w)}.`,
    ],
  ],
  'count-one': [
    [(w: Words) => `It was time for a goodnight walk, to say goodnight to everyone ${w.place.in}.`],
    [(w: Words) => `First they found ${w.place.count[0]}. "Goodnight, ${w.place.count[0]}," whispered ${w.name}.`],
    [(w: Words) => `${w.pet} counted on ${w.limb.many}: one.`],
  ],
  'count-two': [
    [
      (w: Words) =>
        `Then they found ${w.place.count[1]}, side by side. "Goodnight, ${w.place.count[1]}," whispered ${w.name}.`,
    ],
    [(w: Words) => `One and two, ${w.pet} counted, and yawned.`],
  ],
  'count-three': [
    [(w: Words) => `And last of all, ${w.place.count[2]}. "Goodnight, ${w.place.count[2]}," whispered ${w.name}.`],
    [(w: Words) => `One, two, three: everyone ${w.place.in} had been wished goodnight, and ${w.pet} yawned.`],
    [(w: Words) => `"Now it's our turn," said ${w.pet}.`],
  ],
  wish: [
    [
      (w: Words) =>
        w.place.wishOn?.appears(w.pet) ??
        `A falling star streaked across the sky, and ${w.pet} said, "Quick, make a wish!"`,
      (w: Words) =>
        w.place.wishOn?.comesLoose(w.name, w.pet) ??
        `Right above ${w.name} and ${w.pet}, a star came loose and tumbled slowly down the sky.`,
    ],
    [
      (w: Words) =>
        `${w.name} closed both eyes and wished, very quietly, so that only ${w.place.wishOn?.hears ?? 'the star'} could hear.`,
      (w: Words) => `${w.name} whispered a wish, and it was such a good one that ${w.pet} sighed with happiness.`,
    ],
    [(w: Words) => `But nothing happened, not straight away, and ${w.pet} frowned a little.`],
  ],
  'wish-wait': [
    [
      (w: Words) => `"Wishes take their time," said ${g(w)}. "Like seeds, ${w.pet}."`,
      (w: Words) => `${w.name} waited, and waited, and ${w.pet} waited too, and still nothing happened.`,
    ],
    [(w: Words) => w.place.sights[1], (w: Words) => w.place.sights[3]],
    [(w: Words) => `Waiting was hard, but ${w.name} did not give up on the wish, and neither did ${w.pet}.`],
  ],
  'wish-seed': [
    [(w: Words) => `${g(w)} gave ${w.name} a tiny seed that glowed like a star. "Plant your wish," ${g(w)} said.`],
    [(w: Words) => `${w.name} dug a little hole, planted the seed and gave it a drop of water and a goodnight.`],
    [(w: Words) => `"Now we look after it," said ${w.pet}, "and it looks after the wish."`],
  ],
  'wish-come': [
    [
      (w: Words) => `And then, little by little, with ${w.pet} watching, ${w.poss} wish began to come true.`,
      (w: Words) =>
        `First there was a glimmer, then ${withArticle(`${w.colour} glow`)}, and then ${w.name} could feel the wish coming true.`,
    ],
    [
      (w: Words) => `It did not come with a bang, but quietly, like the morning comes, and ${w.pet} smiled.`,
      (w: Words) => `It was warm and certain, like a little ${w.colour} light inside.`,
    ],
    [(w: Words) => `"Good things are worth waiting for," said ${w.pet}.`],
  ],
} satisfies Record<string, Slot[]>;

export const titlesEn = {
  'lost-and-found': [
    (w: Words) => `${w.name} and the Lost ${titleCaseEn(w.place.treasure.the.nom.replace(/^the /, ''))}`,
    (w: Words) => `${w.poss} Great Search`,
    (w: Words) => `${w.name}, ${w.pet} and the Missing Treasure`,
    (w: Words) => `The Great Treasure Hunt of ${w.name} and ${w.pet}`,
    (w: Words) => `Where Did the ${titleCaseEn(w.place.treasure.the.nom.replace(/^the /, ''))} Go, ${w.name}?`,
    (w: Words) => `${w.name} Finds What Was Lost`,
  ],
  'creature-home': [
    (w: Words) => `${w.name} Shows the Way Home`,
    (w: Words) => `The Little One ${w.name} Brought Home`,
    (w: Words) => `${w.name}, ${w.pet} and the Long Way Home`,
  ],
  'fear-shrunk': [
    (w: Words) => `${w.name} and the Big Shadow`,
    (w: Words) => `The Night ${w.name} Was Brave`,
    (w: Words) => `${w.name}, ${w.pet} and the Shrinking Shadow`,
  ],
  surprise: [
    (w: Words) => `${w.poss} Secret Surprise`,
    (w: Words) => `${w.poss} Surprise for ${w.place.guideName}`,
    (w: Words) => `${w.name}, ${w.pet} and the Best Surprise`,
  ],
  'gentle-rescue': [
    (w: Words) => `${w.name} to the Rescue`,
    (w: Words) => `${w.poss} Gentle Rescue`,
    (w: Words) => `${w.name}, ${w.pet} and the Little Cry for Help`,
  ],
  riddle: [
    (w: Words) => `${w.name} and the Riddle of the Night`,
    (w: Words) => `${w.poss} Clever Answer`,
    (w: Words) => `${w.pet} and ${w.name} Solve a Riddle`,
  ],
  'weather-change': [
    (w: Words) => `${w.name} and the Sudden Weather`,
    (w: Words) => `${w.poss} Cosy Shelter`,
    (w: Words) => `${w.name}, ${w.pet} and the Night the Weather Changed`,
  ],
  'friend-visit': [
    (w: Words) => `${w.name} Pays a Visit`,
    (w: Words) => `${w.poss} Evening at a Friend's`,
    (w: Words) => `${w.name}, ${w.pet} and the Little Round Door`,
  ],
  'night-parade': [
    (w: Words) => `${w.name} and the Night Parade`,
    (w: Words) => `${w.poss} Lantern Parade`,
    (w: Words) => `${w.name} Leads the Parade`,
  ],
  'dream-journey': [
    (w: Words) => `${w.poss} Dream Journey`,
    (w: Words) => `${w.name} and the Cloud Bed`,
    (w: Words) => `Where ${w.name} Went in a Dream`,
  ],
  'counting-walk': [
    (w: Words) => `${w.name} Counts to Three`,
    (w: Words) => `One, Two, Three, Goodnight, ${w.name}`,
    (w: Words) => `${w.poss} Goodnight Walk`,
  ],
  'slow-wish': [
    (w: Words) => `${w.poss} Slow Wish`,
    (w: Words) => `${w.name} and the ${w.place.wishOn ? 'Wishing Bubble' : 'Wishing Star'}`,
    (w: Words) => `${w.name} and the Wish That Took Its Time`,
  ],
};
