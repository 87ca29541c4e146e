import { de, en, type Passage, type Arc } from '../types.ts';
import { whispering, theShadow } from './big-shadow-first.ts';

// A great big shadow has everyone hiding, and the child and the companion go to look, step by step,
// and find what it really is (the place's `shadowTruth`): something small and ordinary. Gentle, never
// frightening: the shadow never moves or growls, and the looking is done together.

const closer: Passage = {
  en: [
    en(
      (s) =>
        `They went one step at a time. At every step ${s.name} said "Hello?" very quietly, and at every step the shadow seemed to shrink a little, the way shadows do when you come closer.`,
    ),
    en(
      (s) =>
        `${s.name} stopped to take a big, slow breath, the kind that makes you feel taller inside. ${s.pal} took one too. Then, together, they went right up to the edge of the shadow, where it was darkest.`,
    ),
    en(
      (s) =>
        `"Hello," called ${s.name}, as kindly as ${s.he} could. "We've only come to look." For a long moment nothing happened. Then, somewhere behind the shadow, something rustled, very softly, as if it were shy.`,
    ),
    en(
      (s) =>
        `"Let's count," said ${s.pal}. "One step for every number." One, and a step. Two, and a step. By ten they were so close that ${s.name} could have touched the shadow, if shadows could be touched.`,
      { ages: ['big'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `Sie gingen Schritt für Schritt. Bei jedem Schritt sagte ${s.name} ganz leise „Hallo?“, und bei jedem Schritt schien der Schatten ein kleines bisschen zu schrumpfen, so wie Schatten es tun, wenn man näher kommt.`,
    ),
    de(
      (s) =>
        `${s.name} blieb stehen und holte tief und langsam Luft, so wie man Luft holt, wenn man innen ein Stück größer werden will. ${s.pal} machte es genauso. Dann gingen sie gemeinsam bis an den Rand des Schattens, dorthin, wo er am dunkelsten war.`,
    ),
    de(
      (s) =>
        `„Hallo“, rief ${s.name}, so freundlich ${s.er} nur konnte. „Wir wollen nur schauen.“ Einen langen Augenblick lang geschah gar nichts. Dann raschelte es hinter dem Schatten, ganz leise, als wäre da etwas schüchtern.`,
    ),
    de(
      (s) =>
        `„Lass uns zählen“, sagte ${s.pal}. „Bei jeder Zahl ein Schritt.“ Eins, und ein Schritt. Zwei, und ein Schritt. Bei zehn waren sie so nah, dass ${s.name} den Schatten hätte anfassen können, wenn man Schatten anfassen könnte.`,
      { ages: ['big'] },
    ),
  ],
};

const theTruth: Passage = {
  en: [
    en(
      (s) =>
        `${s.name} peeped round, and there was the answer. ${s.where.shadowTruth} "Well!" said ${s.pal}. "Who would have thought it?" And they both laughed until they had to sit down.`,
    ),
    en(
      (s) =>
        `${s.where.shadowTruth} ${s.name} laughed out loud, a warm, surprised laugh, and all at once the night did not feel strange at all.`,
    ),
    en(
      (s) =>
        `${s.name} held ${s.his} breath and looked. ${s.where.shadowTruth} All that worry, for that! ${s.name} felt the last of the fear slide away, like a coat taken off at the end of a long day.`,
    ),
    en(
      (s) =>
        `And then ${s.name} saw what was making the shadow, and ${s.his} face changed from careful to delighted. ${s.where.shadowTruth} "Is that all?" said ${s.pal}. ${s.name} nodded, giggling. That was all.`,
      { ages: ['big'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `${s.name} spähte um die Ecke, und da war die Antwort. ${s.where.shadowTruth} „Na so was!“, sagte ${s.pal}. „Wer hätte das gedacht?“ Und dann lachten die beiden, bis sie sich hinsetzen mussten.`,
    ),
    de(
      (s) =>
        `${s.where.shadowTruth} ${s.name} musste laut lachen, ein warmes, überraschtes Lachen, und auf einmal fühlte sich die Nacht gar nicht mehr seltsam an.`,
    ),
    de(
      (s) =>
        `${s.name} hielt den Atem an und schaute. ${s.where.shadowTruth} Die ganze Aufregung, und dann das! ${s.name} spürte, wie der letzte Rest Angst herunterrutschte, wie eine Jacke, die man nach einem langen Tag auszieht.`,
    ),
    de(
      (s) =>
        `Und dann sah ${s.name}, was den Schatten machte, und aus dem vorsichtigen Gesicht wurde ein vergnügtes. ${s.where.shadowTruth} „Das ist alles?“, fragte ${s.pal}, und ${s.name} nickte kichernd. Das war alles.`,
      { ages: ['big'] },
    ),
  ],
};

const allClear: Passage = {
  en: [
    en(
      (s) =>
        `${s.name} ran back to tell everyone, and one by one they came out of their hiding places to see for themselves. Soon they were all laughing about the great big shadow, and ${s.where.guideName} laughed loudest of all. "It takes someone brave and kind to go and look," ${s.where.guideName} said.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `"It's all right!" called ${s.name}. "Come and see!" Out came everyone, a little shy at first, and when they saw what the shadow really was, they laughed and laughed. ${s.where.guideName} gave ${s.name} ${s.where.gift.a}. "For the bravest looker we have ever had," ${s.where.guideName} said.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `After that, nobody minded the shadow any more. In fact they gave it a name, and said goodnight to it, and the littlest ones even waved to it. ${s.where.nightfall} "Thank you," said ${s.where.guideName} softly. "Now we can all sleep."`,
      { ages: ['big'] },
    ),
    en((s) => `Peek! Oh, it is nothing scary at all. Just a funny shadow! ${s.name} laughs. ${s.pal} laughs too.`, {
      ages: ['little'],
    }),
    en(
      (s) =>
        `"It's all right!" says ${s.name}. "Come out!" Out come all the little ones. "Goodnight, shadow!" they call.`,
      {
        ages: ['little'],
      },
    ),
    en(
      (s) =>
        `The news went round faster than a breeze: the big shadow was nothing to worry about at all. Doors opened, lights came on, and everybody came out to thank ${s.name} and ${s.pal}, and ${s.where.guideName} hugged them both.`,
      { ages: ['big'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `${s.name} lief zurück, um es allen zu erzählen, und einer nach dem anderen kam aus seinem Versteck, um selbst nachzusehen. Bald lachten alle über den riesengroßen Schatten, und ${s.where.guideName} lachte am lautesten. „Man muss mutig und lieb sein, um nachzuschauen“, sagte ${s.where.guideName}.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `„Alles in Ordnung!“, rief ${s.name}. „Kommt und seht selbst!“ Alle kamen heraus, erst ein bisschen schüchtern, und als sie sahen, was der Schatten in Wirklichkeit war, lachten sie und lachten. ${s.where.guideName} schenkte ${s.name} ${s.where.gift.ein.acc}. „Für jemanden, der sich getraut hat, nachzuschauen“, sagte ${s.where.guideName}.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Danach machte der Schatten keinem mehr etwas aus. Sie gaben ihm sogar einen Namen und sagten ihm Gute Nacht, und die Allerkleinsten winkten ihm zu. ${s.where.nightfall} „Danke“, sagte ${s.where.guideName} leise. „Jetzt können wir alle schlafen.“`,
      { ages: ['big'] },
    ),
    de(
      (s) => `Guck! Oh, das ist gar nicht gruselig. Nur ein lustiger Schatten! ${s.name} lacht. ${s.pal} lacht auch.`,
      {
        ages: ['little'],
      },
    ),
    de(
      (s) =>
        `„Alles gut!“, sagt ${s.name}. „Kommt raus!“ Da kommen alle Kleinen heraus. „Gute Nacht, Schatten!“, rufen sie.`,
      {
        ages: ['little'],
      },
    ),
    de(
      (s) =>
        `Die Nachricht ging schneller herum als ein Windhauch: Der große Schatten war ganz harmlos. Türen gingen auf, Lichter gingen an, und alle kamen heraus, um sich bei ${s.name} und ${s.pal} zu bedanken, und ${s.where.guideName} drückte die beiden ganz fest.`,
      { ages: ['big'] },
    ),
  ],
};

export const bigShadow: Arc = {
  id: 'big-shadow',
  kind: 'adventure',
  themes: [],
  ages: ['little', 'big'],
  title: {
    en: [
      en((s) => `${s.name} and the Great Big Shadow`),
      en(() => `Who Is That Shadow?`),
      en((s) => `${s.name} Goes to Look`),
    ],
    de: [
      de((s) => `${s.name} und der riesengroße Schatten`),
      de(() => `Wer steckt hinter dem Schatten?`),
      de((s) => `${s.name} schaut nach`),
    ],
  },
  summary: {
    en: [
      en(
        (s) =>
          `A big shadow has everyone ${s.where.in} hiding, until ${s.name} and ${s.pal} go to look and find out what it really is.`,
      ),
    ],
    de: [
      de(
        (s) =>
          `Ein riesiger Schatten ${s.where.in} macht allen Angst, bis ${s.name} und ${s.pal} nachschauen, was wirklich dahintersteckt.`,
      ),
    ],
  },
  recap: {
    en: [
      en(
        (s) =>
          `Everyone ${s.where.in} had been hiding from a great big shadow the night before, until ${s.name} and ${s.pal} went to look. It had turned out to be nothing to worry about at all.`,
      ),
      en(
        (s) =>
          `A great big shadow had given everyone a fright last time, until ${s.name} and ${s.pal} found out what was behind it.`,
      ),
    ],
    de: [
      de(
        (s) =>
          `Vor einem riesengroßen Schatten hatten sich in der Nacht zuvor alle ${s.where.in} versteckt, bis ${s.name} und ${s.pal} nachsahen. Er war ganz harmlos gewesen.`,
      ),
      de(
        (s) =>
          `Ein riesengroßer Schatten hatte beim letzten Mal allen Angst gemacht, bis ${s.name} und ${s.pal} herausfanden, was dahintersteckte.`,
      ),
    ],
  },
  scenes: [
    {
      picture: { composition: 'interior', where: 'bedroom', cast: ['grownups', 'siblings'], things: ['toy'] },
      beats: [{ moment: 'home-evening' }, { moment: 'arrival' }],
    },
    {
      picture: { composition: 'wide', where: 'setting', cast: ['guide', 'siblings'] },
      beats: [whispering, { moment: 'siblings-join' }, { moment: 'colour' }],
    },
    {
      picture: { composition: 'journey', where: 'setting', cast: ['siblings'], things: ['lantern', 'food'] },
      ages: ['big'],
      beats: [{ moment: 'food' }, { moment: 'memory' }, theShadow],
    },
    {
      picture: { composition: 'journey', where: 'setting', things: ['lantern'] },
      ages: ['little'],
      beats: [theShadow, { moment: 'theme-challenge' }, { moment: 'theme-mastery' }, { moment: 'place' }],
    },
    {
      picture: { composition: 'close-up', where: 'setting', things: ['lantern'] },
      ages: ['big'],
      beats: [closer, { moment: 'theme-challenge' }, { moment: 'theme-mastery' }],
    },
    {
      picture: { composition: 'close-up', where: 'setting', cast: ['creature'], things: ['prop'] },
      ages: ['big'],
      beats: [theTruth, { moment: 'creature' }, { moment: 'activity' }],
    },
    {
      picture: { composition: 'sky', where: 'setting', cast: ['guide'], things: ['star'] },
      ages: ['big'],
      beats: [allClear, { moment: 'friend' }, { moment: 'thing' }, { moment: 'place' }],
    },
    {
      picture: { composition: 'wide', where: 'setting', cast: ['creature'], things: ['food', 'prop'] },
      ages: ['little'],
      beats: [
        allClear,
        { moment: 'creature' },
        { moment: 'food' },
        { moment: 'activity' },
        { moment: 'memory' },
        { moment: 'thing' },
      ],
    },
    {
      picture: { composition: 'interior', where: 'bedroom', asleep: true, cast: ['homePet'], things: ['toy'] },
      beats: [{ moment: 'goodnight' }],
    },
  ],
};
