import { de, en, type Passage } from '../types.ts';
import { cap } from './words.ts';

// The end of the little hospital story: a countdown (a paper chain of sleeps, a star for each
// day), ways to stay close (a picture, a wave on the phone, a photo to take in), and the goodnight: with the one
// who goes in soon, or with whoever looks after the child while they are in hospital.

/** A countdown: of the sleeps, when the parent said how many; else of the days of waiting. */
export const countdownLittle: Passage = {
  en: [
    en((s) => `${s.name} makes a paper chain. ${cap(s.stayDays.links)}, one for each sleep.`, {
      needs: ['ill', 'stay', 'stayDays'],
    }),
    en((s) => `${s.name} and ${s.pal} count the sleeps. ${cap(s.stayDays.sleeps)}. Then ${s.ill.name} is home.`, {
      needs: ['ill', 'stay', 'stayDays'],
    }),
    en((s) => `Every evening, ${s.name} puts a star on the calendar. A star for every day.`, {
      needs: ['ill', 'stay'],
      unless: ['stayDays'],
    }),
    en((s) => `${s.name} puts a shiny pebble in a jar. One for every day of waiting.`, {
      needs: ['ill', 'stay'],
      unless: ['stayDays'],
    }),
  ],
  de: [
    de((s) => `${s.name} bastelt eine Papierkette. Mit ${s.stayDays.rings}, einem für jedes Mal Schlafen.`, {
      needs: ['ill', 'stay', 'stayDays'],
    }),
    de((s) => `${s.name} und ${s.pal} zählen: noch ${s.stayDays.sleeps}. Dann ist ${s.ill.name} wieder da.`, {
      needs: ['ill', 'stay', 'stayDays'],
    }),
    de((s) => `Jeden Abend klebt ${s.name} einen Stern in den Kalender. Einen Stern für jeden Tag.`, {
      needs: ['ill', 'stay'],
      unless: ['stayDays'],
    }),
    de((s) => `${s.name} legt einen glänzenden Kiesel in ein Glas. Einen für jeden Tag Warten.`, {
      needs: ['ill', 'stay'],
      unless: ['stayDays'],
    }),
  ],
};

/** Told once after the countdown: each variant stands on its own. */
export const closeLittle: Passage = {
  en: [
    en((s) => `${s.name} draws a picture for ${s.ill.name}. A sun, and a big heart.`, { needs: ['ill', 'stay'] }),
    en((s) => `On the phone, ${s.name} can see ${s.ill.name}. Wave, wave! Hello, ${s.ill.name}!`, {
      needs: ['ill', 'stay'],
      unless: ['callDay'],
    }),
    en((s) => `${cap(s.callDay.every)}, ${s.name} sees ${s.ill.name} on the phone. Wave, wave!`, {
      needs: ['ill', 'stay', 'callDay'],
      unless: ['staySoon'],
    }),
    en((s) => `${s.name} gives ${s.ill.name} a photo for the hospital. Then ${s.ill.name} can see ${s.name} too.`, {
      needs: ['ill', 'stay', 'staySoon'],
    }),
    en((s) => `${s.name} hugs ${s.toy.the}. They wait together, nice and cosy.`, { needs: ['ill', 'stay', 'toy'] }),
    en((s) => `${s.pal} snuggles up. There is a cuddle for ${s.name}, too. A big one.`, { needs: ['ill', 'stay'] }),
  ],
  de: [
    de((s) => `${s.name} malt ein Bild für ${s.ill.name}. Eine Sonne und ein großes Herz.`, { needs: ['ill', 'stay'] }),
    de((s) => `${s.name} sieht am Telefon ${s.ill.name}. Winke, winke! Hallo, ${s.ill.name}!`, {
      needs: ['ill', 'stay'],
      unless: ['callDay'],
    }),
    de((s) => `${cap(s.callDay.every)} sieht ${s.name} am Telefon ${s.ill.name}. Winke, winke!`, {
      needs: ['ill', 'stay', 'callDay'],
      unless: ['staySoon'],
    }),
    de(
      (s) => `${s.name} gibt ${s.ill.name} ein Foto mit ins Krankenhaus. So ist ${s.name} dort ein bisschen mit dabei.`,
      {
        needs: ['ill', 'stay', 'staySoon'],
      },
    ),
    de((s) => `${s.name} kuschelt mit ${s.toy.der.dat}. Zusammen wartet es sich leichter.`, {
      needs: ['ill', 'stay', 'toy'],
    }),
    de((s) => `${s.pal} kuschelt sich an. Für ${s.name} gibt es auch eine Umarmung. Eine große.`, {
      needs: ['ill', 'stay'],
    }),
  ],
};

export const goodnightLittle: Passage = {
  en: [
    en((s) => `Back in bed. ${s.ill.name} gives ${s.name} a goodnight kiss. "I love you," says ${s.ill.name}.`, {
      needs: ['ill', 'stay', 'staySoon'],
    }),
    en((s) => `${s.ill.name} tucks ${s.name} in. "After the hospital, I come back," says ${s.ill.name}. Goodnight.`, {
      needs: ['ill', 'stay', 'staySoon'],
    }),
    en(
      (s) =>
        `${cap(s.carer.names)} ${s.carer.one ? 'tucks' : 'tuck'} ${s.name} in. "Goodnight, ${s.ill.name}," whispers ${s.name}. Sleep tight.`,
      { needs: ['ill', 'stay', 'carer'], unless: ['staySoon'] },
    ),
    en(
      (s) =>
        `${cap(s.grownups.names)} ${s.grownups.one ? 'tucks' : 'tuck'} ${s.name} in. "Goodnight, ${s.ill.name}," whispers ${s.name}. Sleep tight.`,
      { needs: ['ill', 'stay', 'grownups'], unless: ['staySoon', 'carer'] },
    ),
    en(
      (s) => `Back in bed. ${s.pal} snuggles close. ${s.ill.name} is looked after, and so is ${s.name}. Sleep tight.`,
      { needs: ['ill', 'stay'], unless: ['staySoon'] },
    ),
    en(
      (s) =>
        `${s.homePet.name} curls up at the end of the bed. "Goodnight, ${s.ill.name}," whispers ${s.name}. Sleep tight.`,
      {
        needs: ['ill', 'stay', 'homePet'],
      },
    ),
    en(
      (s) =>
        `${cap(s.carer.names)} ${s.carer.one ? 'sings' : 'sing'} a little song. ${s.name} thinks of ${s.ill.name}. Eyes closed. Goodnight.`,
      { needs: ['ill', 'stay', 'carer'], unless: ['staySoon'] },
    ),
  ],
  de: [
    de((s) => `Wieder im Bett. Ein Gutenachtkuss von ${s.ill.name}. „Ich hab dich lieb“, sagt ${s.ill.name}.`, {
      needs: ['ill', 'stay', 'staySoon'],
    }),
    de((s) => `Zudecken, ganz fest. „Nach dem Krankenhaus komme ich wieder“, sagt ${s.ill.name}. Gute Nacht.`, {
      needs: ['ill', 'stay', 'staySoon'],
    }),
    de(
      (s) =>
        `Heute ${s.carer.plural ? 'kommen' : 'kommt'} ${s.carer.names} zum Zudecken. „Gute Nacht, ${s.ill.name}“, flüstert ${s.name}. Schlaf gut.`,
      { needs: ['ill', 'stay', 'carer'], unless: ['staySoon'] },
    ),
    de(
      (s) =>
        `Heute ${s.grownups.plural ? 'kommen' : 'kommt'} ${s.grownups.names} zum Zudecken. „Gute Nacht, ${s.ill.name}“, flüstert ${s.name}. Schlaf gut.`,
      { needs: ['ill', 'stay', 'grownups'], unless: ['staySoon', 'carer'] },
    ),
    de(
      (s) =>
        `Wieder im Bett. ${s.pal} kuschelt sich an. Auf ${s.ill.name} wird aufgepasst, und auf ${s.name} auch. Schlaf gut.`,
      { needs: ['ill', 'stay'], unless: ['staySoon'] },
    ),
    de(
      (s) =>
        `${s.homePet.name} rollt sich am Fußende ein. „Gute Nacht, ${s.ill.name}“, flüstert ${s.name}. Schlaf gut.`,
      {
        needs: ['ill', 'stay', 'homePet'],
      },
    ),
    de(
      (s) =>
        `${cap(s.carer.names)} ${s.carer.plural ? 'singen' : 'singt'} ein kleines Lied. ${s.name} denkt an ${s.ill.name}. Augen zu. Gute Nacht.`,
      { needs: ['ill', 'stay', 'carer'], unless: ['staySoon'] },
    ),
  ],
};
