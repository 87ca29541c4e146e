import type { Beat, StoryPlan } from './story-plan.ts';

// English story text: whole-sentence templates, one function per beat.

const numberWords = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function withArticle(noun: string): string {
  return /^(uni|use|eu|one)/i.test(noun) || !/^[aeiou]/i.test(noun) ? `a ${noun}` : `an ${noun}`;
}

export function possessive(name: string): string {
  return /s$/i.test(name) ? `${name}'` : `${name}'s`;
}

function ageSentence(name: string, age: number | undefined): string[] {
  if (age === undefined || age < 1) return [];
  const words = numberWords[age] ?? String(age);
  return [age === 1 ? `${name} was just one year old and curious about everything.` : `${name} was ${words} years old and had a heart full of wonder.`];
}

function toneLines(plan: StoryPlan): string[] {
  const { name, petName: pet, colour } = plan.facts;
  const classic = [
    'Everything moved slowly here, as if the whole world were getting ready for bed.',
    `A soft breeze hummed a lullaby, and ${name} gave a small, happy yawn.`,
    'The moon smiled down, round and kind, like a night light in the sky.',
    `${pet} yawned a big, sleepy yawn, and ${name} could not help yawning too.`,
    'All around, the night was quiet and warm, like a freshly made bed.',
    'The stars blinked slowly, one by one, as if they were getting sleepy too.',
    'Every step felt lighter and calmer, like floating on a cloud.',
  ];
  const custom = [
    'Tiny sparks of magic danced in the air like golden fireflies.',
    `Wherever ${name} stepped, little flowers of light bloomed and softly chimed.`,
    `${pet} began to shimmer with stardust, and both friends giggled with wonder.`,
    'A rainbow of moonlight arched overhead, brighter than any dream.',
    'Somewhere a wishing bell rang, and the air smelled of cinnamon and starlight.',
    `The night sky shimmered in ${colour.en}, ${possessive(name)} very favourite colour, as if the magic knew.`,
    'Everything sparkled, as if the whole world had been dusted with sugar and stars.',
  ];
  return plan.random.fork('tone-en').shuffle(plan.facts.storyType === 'classic' ? classic : custom);
}

function beatText(beat: Beat, plan: StoryPlan, variant: number): string[] {
  const f = plan.facts;
  const { name, petName: pet } = f;
  const place = f.place.en;
  const magic = f.storyType === 'custom';
  switch (beat) {
    case 'opening':
      return [
        variant === 0
          ? `When the sun had slipped behind the rooftops, ${name} sat by the window in cosy ${f.colour.en} pyjamas.`
          : `It was the quiet hour between dusk and dreams, and ${name} was wrapped in a soft ${f.colour.en} blanket.`,
        ...ageSentence(name, f.age),
        `Curled up close by was ${possessive(name)} best friend, ${withArticle(`little ${f.animal.en}`)} called ${pet}.`,
        magic
          ? `"Tonight feels magical," whispered ${name}, and outside, a single star winked.`
          : `Outside, the crickets were singing softly, and the whole house was calm and still.`,
      ];
    case 'departure':
      return [
        variant === 0 ? 'Then something wonderful happened.' : `${pet} gave ${name} a gentle nudge.`,
        `Behind the garden gate waited ${place.way.replace(/,$/, '')}, ready to carry ${name} and ${pet} ${place.into}.`,
        magic
          ? 'With a whoosh of silver sparkles, off they went.'
          : 'Slowly and softly, hand in paw, off they went.',
      ];
    case 'guide':
      return [place.guide, place.greeting(name), '"We have been waiting for you."'];
    case 'sight-0':
    case 'sight-1':
    case 'sight-2': {
      const sight = f.place.en.sights[Number(beat.slice(-1))](name);
      return [
        sight,
        variant === 0 ? `${name} held ${pet} close and looked and looked.` : `"Look, ${pet}!" whispered ${name}.`,
      ];
    }
    case 'activity':
      return f.activity
        ? [
            `Then it was time for ${possessive(name)} favourite thing in the whole world: ${f.activity}.`,
            `${pet} joined in, and soon all the new friends ${place.in} were joining in too.`,
          ]
        : [
            `Then everyone played a slow, quiet game of hide and seek ${place.in}.`,
            `${pet} always hid in the very same spot, and ${name} always found ${pet} there, giggling.`,
          ];
    case 'food':
      return [
        'Before long, everyone sat down for a moonlight picnic, and guess what was on the blanket?',
        `${capitalise(f.food!)}, ${possessive(name)} favourite!`,
        `${pet} got a little piece too.`,
      ];
    case 'achievement':
      return [
        `While they rested, ${name} proudly told everyone about a recent big moment: ${f.achievement}.`,
        `All the friends ${place.in} cheered, and ${pet} did a happy little dance.`,
      ];
    case 'wish':
      return [
        `As the night grew deeper, ${pet} asked what ${name} wished for most.`,
        `${name} thought for a moment and answered: "${capitalise(f.goal ?? 'to always feel safe and loved')}."`,
        magic
          ? `A shower of golden sparkles fell from the sky, and the wish began to come true: ${name} could feel it, warm and bright, like a little light inside.`
          : `And right there, ${place.in}, the wish began to come true: ${name} could feel it, warm and certain, like a little light inside.`,
      ];
    case 'homecoming':
      return [
        'At last the moon climbed high, and it was time to go home.',
        `${capitalise(place.way)} carried ${name} and ${pet} back, gently and slowly, past sleeping trees and twinkling stars.`,
      ];
    case 'sleep':
      return [
        `Back home, ${name} snuggled deep under the soft ${f.colour.en} blanket, with ${pet} curled up close.`,
        `"Goodnight, ${pet}," whispered ${name}. "Goodnight, ${name}," came the sleepy answer.`,
        `${possessive(name)} eyes grew heavy, the breathing grew slow, and soon ${name} was fast asleep, dreaming ${place.dreamOf}.`,
        magic
          ? 'One last golden sparkle settled on the pillow, keeping the magic safe until morning.'
          : 'Sweet dreams, little one. Sleep tight.',
      ];
  }
}

export function writeEnglish(plan: StoryPlan): { title: string; summary: string; scenes: string[] } {
  const f = plan.facts;
  const tones = toneLines(plan);
  const quietBeats: Beat[] = ['opening', 'departure', 'wish', 'sleep'];
  let toneIndex = 0;
  const scenes = plan.beats.map((beat, i) => {
    const sentences = beatText(beat, plan, plan.variants[i]);
    if (!quietBeats.includes(beat) && toneIndex < tones.length) sentences.push(tones[toneIndex++]);
    return sentences.join(' ');
  });
  const titles =
    f.storyType === 'classic'
      ? [`${possessive(f.name)} Gentle Night ${f.place.en.in}`, `${f.name}, ${f.petName} and the Quiet Moon`]
      : [`${possessive(f.name)} Magical Dream ${f.place.en.in}`, `${f.name}, ${f.petName} and the Wishing Star`];
  const title = titles[plan.variants[0]];
  const summary = `${f.name} and ${f.petName} the little ${f.animal.en} travel ${f.place.en.into}, ${
    f.storyType === 'classic' ? 'share a calm and cosy adventure' : 'discover a world full of magic and wonder'
  } and drift off to sleep.`;
  return { title, summary, scenes };
}
