import { de, en, type Passage, type Arc } from '../types.ts';

// Weather comes to the place (its own: rain in the forest, snow in the village, a current under the
// sea, a shower of meteors in space) while the littlest ones are still out. The child gathers them,
// finds shelter, keeps them calm with stories until the weather goes, and sees them all home.

const weatherWarning: Passage = {
  en: [
    en(
      (s) =>
        `${s.where.guide} But ${s.where.guideName} had a worried frown. "Weather's coming," ${s.where.guideName} said. "I can always tell. And ${s.where.creature.a} and all the other little ones are still out, far from home." ${s.name} looked at ${s.pal}. "Then we'll bring them in," ${s.he} said.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `Everything ${s.where.in} was very still, the way things go still just before the weather changes. ${s.where.guideName}, who kept watch over every creature ${s.where.again}, came hurrying up. "Quick," ${s.where.guideName} said. "Weather's on its way, and the littlest ones are still out in the open. Will you help?"`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.sight()} But then the night changed. It grew cool and restless, and everybody began hurrying home. "Weather," said ${s.where.guideName}, looking up with a frown. "And the littlest ones are too slow to get home in time." ${s.name} pushed up ${s.his} sleeves.`,
      { ages: ['big'] },
    ),
    en((s) => `Whoosh! The weather is changing. "Quick, quick!" says ${s.pal}. "The little ones need help!"`, {
      ages: ['little'],
    }),
    en((s) => `Uh-oh. Here comes the weather. The little ones are far from home. ${s.name} will help!`, {
      ages: ['little'],
    }),
    en(
      (s) =>
        `"Can you feel that?" asked ${s.pal}. The night had changed: it smelled different and felt different, and somewhere a door banged. ${s.where.guideName} came running, as fast as ever. "Weather!" ${s.where.guideName} called. "And the little ones are still out!"`,
      { ages: ['big'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `${s.where.guide} Aber ${s.where.guideName} runzelte besorgt die Stirn. „Da kommt Wetter“, sagte ${s.where.guideName}. „Das spüre ich immer. Und ${s.where.creature.ein.nom} und all die anderen Kleinen sind noch draußen, weit weg von zu Hause.“ ${s.name} sah ${s.pal} an. „Dann holen wir sie rein“, sagte ${s.er}.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Alles ${s.where.in} war ganz still, so still, wie es nur kurz vor einem Wetterumschwung ist. ${s.where.guideName}, die gute Seele ${s.where.again}, kam angelaufen. „Schnell“, sagte ${s.where.guideName}. „Es zieht Wetter auf, und die Allerkleinsten sind noch draußen. Helft ihr mit?“`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.sight()} Doch dann veränderte sich die Nacht. Es wurde kühl und unruhig, und alle beeilten sich, nach Hause zu kommen. „Wetter“, sagte ${s.where.guideName}, den Blick zum Himmel gerichtet. „Und die Allerkleinsten sind zu langsam, um rechtzeitig heimzukommen.“ ${s.name} krempelte die Ärmel hoch.`,
      { ages: ['big'] },
    ),
    de((s) => `Huiii! Das Wetter ändert sich. „Schnell, schnell!“, sagt ${s.pal}. „Die Kleinen brauchen Hilfe!“`, {
      ages: ['little'],
    }),
    de((s) => `Oje. Da kommt das Wetter. Die Kleinen sind weit weg von zu Hause. ${s.name} hilft!`, {
      ages: ['little'],
    }),
    de(
      (s) =>
        `„Spürst du das?“, fragte ${s.pal}. Die Nacht hatte sich verändert: Sie roch anders und fühlte sich anders an, und irgendwo schlug eine Tür. ${s.where.guideName} kam angerannt, so schnell es nur ging. „Wetter!“, rief ${s.where.guideName}. „Und die Kleinen sind noch draußen!“`,
      { ages: ['big'] },
    ),
  ],
};

const weatherHere: Passage = {
  en: [
    en(
      (s) =>
        `${s.where.weatherComes} ${s.name} and ${s.pal} found the little ones huddled together, small and worried, and gathered them up, every last one.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `They were only halfway there when it began. ${s.where.weatherComes} "Stay close!" called ${s.name}, and the little ones crowded round ${s.him} like ducklings round a duck.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.where.weatherComes} ${s.pal} spotted the little ones first, not knowing which way to turn. "Over here!" called ${s.name}, and held out ${s.his} arms, and they all came tumbling in.`,
      { ages: ['big'] },
    ),
    en((s) => `Whoosh, whoosh! The weather is here. ${s.name} finds the little ones. "Come with us!"`, {
      ages: ['little'],
    }),
    en((s) => `Here are the little ones, all in a huddle. "Don't worry," says ${s.name}. "We are here."`, {
      ages: ['little'],
    }),
    en(
      (s) =>
        `It came quickly. ${s.where.weatherComes} Through it all ${s.name} and ${s.pal} went calling, "Little ones! Over here!" until a whole crowd of small, worried faces had gathered round them.`,
      { ages: ['big'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `${s.where.weatherComes} ${s.name} und ${s.pal} fanden die Kleinen, wie sie sich aneinanderdrängten, klein und verängstigt, und sammelten sie ein, jedes einzelne.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Sie waren erst auf halbem Weg, als es losging. ${s.where.weatherComes} „Bleibt dicht bei mir!“, rief ${s.name}, und die Kleinen drängten sich um ${s.ihn} wie Entenküken um die Entenmama.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.where.weatherComes} ${s.pal} entdeckte die Kleinen zuerst, die nicht wussten, wohin. „Hierher!“, rief ${s.name} und breitete die Arme aus, und alle kamen hineingepurzelt.`,
      { ages: ['big'] },
    ),
    de((s) => `Huiii, huiii! Da ist das Wetter. ${s.name} findet die Kleinen. „Kommt mit!“`, { ages: ['little'] }),
    de((s) => `Da sind die Kleinen, alle dicht zusammen. „Keine Angst“, sagt ${s.name}. „Wir sind da.“`, {
      ages: ['little'],
    }),
    de(
      (s) =>
        `Es kam schnell. ${s.where.weatherComes} Mittendrin liefen ${s.name} und ${s.pal} umher und riefen: „Ihr Kleinen! Hierher!“, bis sich eine ganze Schar kleiner, besorgter Gesichter um sie versammelt hatte.`,
      { ages: ['big'] },
    ),
  ],
};

const shelter: Passage = {
  en: [
    en(
      (s) =>
        `They needed somewhere safe to wait, and ${s.name} found it: a snug hollow just big enough for everyone, if everyone squeezed. So everyone squeezed. It was warm in there, and a bit squashed, and nobody minded at all.`,
    ),
    en(
      (s) =>
        `${s.name} and ${s.pal} made a shelter out of whatever they could find, propped up and tucked in, and everyone crept underneath. Outside, the weather did what weather does. Inside, it was calm and cosy.`,
    ),
    en(
      (s) =>
        `"Let's tell stories till it's over," said ${s.name}, once they were all tucked in somewhere safe. So they did, one after another, and the littlest ones listened with round eyes and forgot to be worried.`,
    ),
    en(
      (s) =>
        `${s.name} counted the little ones: all there. ${s.He} kept the smallest close and let the others lean on ${s.pal}, and they all waited together, snug and close, while the weather went on outside.`,
      { ages: ['big'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `Sie brauchten einen sicheren Platz zum Warten, und ${s.name} fand einen: eine gemütliche Mulde, gerade groß genug für alle, wenn alle zusammenrückten. Also rückten alle zusammen. Es war warm da drin und ein bisschen eng, und keinen störte es.`,
    ),
    de(
      (s) =>
        `${s.name} und ${s.pal} bauten einen Unterschlupf aus allem, was sie finden konnten, hier abgestützt und da festgesteckt, und alle krochen darunter. Draußen machte das Wetter, was Wetter eben macht. Drinnen war es ruhig und gemütlich.`,
    ),
    de(
      (s) =>
        `„Wir erzählen Geschichten, bis es vorbei ist“, sagte ${s.name}, als alle gut untergebracht waren. Und das taten sie, eine nach der anderen, und die Allerkleinsten hörten mit runden Augen zu und vergaßen ganz, sich Sorgen zu machen.`,
    ),
    de(
      (s) =>
        `${s.name} zählte die Kleinen: alle da. Das Kleinste durfte ganz nah bei ${s.name} sitzen, die anderen lehnten sich an ${s.pal}, und so warteten sie alle zusammen, dicht aneinander, während draußen das Wetter weiterging.`,
      { ages: ['big'] },
    ),
  ],
};

const weatherGone: Passage = {
  en: [
    en((s) => `After a while, everything went quiet. ${s.where.weatherGoes} Everyone crept out to look, blinking.`),
    en(
      (s) =>
        `And then, just as suddenly as it had come, it was over. ${s.where.weatherGoes} "Oh," said ${s.name} softly. It was one of the most beautiful things ${s.he} had ever seen.`,
    ),
    en(
      (s) =>
        `${s.pal} peeped out first. "Look," ${s.palHe} whispered. ${s.where.weatherGoes} The little ones tumbled out after ${s.palHim} and stared and stared.`,
    ),
    en(
      (s) =>
        `Little by little the weather grew tired, the way weather does. ${s.where.weatherGoes} "It's over," whispered ${s.name}, and all the little ones sighed at once.`,
      { ages: ['big'] },
    ),
  ],
  de: [
    de(
      (s) => `Nach einer Weile wurde alles still. ${s.where.weatherGoes} Alle krochen heraus, blinzelten und staunten.`,
    ),
    de(
      (s) =>
        `Und dann, so plötzlich, wie es gekommen war, war es vorbei. ${s.where.weatherGoes} „Oh“, sagte ${s.name} leise. Es war eines der schönsten Dinge, die ${s.er} je gesehen hatte.`,
    ),
    de(
      (s) =>
        `${s.pal} lugte zuerst hinaus. „Schau“, flüsterte ${s.palEr}. ${s.where.weatherGoes} Die Kleinen purzelten hinterher und staunten und staunten.`,
    ),
    de(
      (s) =>
        `Nach und nach wurde das Wetter müde, wie Wetter eben müde wird. ${s.where.weatherGoes} „Es ist vorbei“, flüsterte ${s.name}, und alle Kleinen seufzten gleichzeitig.`,
      { ages: ['big'] },
    ),
  ],
};

const safeHome: Passage = {
  en: [
    en(
      (s) =>
        `Then they took the little ones home, one by one, until every single one was tucked up safe. ${s.where.guideName} counted them twice to make sure. "Every one," ${s.where.guideName} said, and smiled at ${s.name}. "You kept them safe." ${s.where.nightfall}`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `The little ones would not let ${s.name} go without a hug each, and there were a great many of them. Then ${s.where.guideName} gave ${s.name} ${s.where.gift.a}. "For the best weather friend there ever was," ${s.where.guideName} said.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `Everything was washed clean and new, and every little one was back home, snug and sleepy. ${s.name} and ${s.pal} walked back slowly through the fresh, quiet night, not saying much, just happy.`,
      { ages: ['big'] },
    ),
    en((s) => `All gone! The weather is over. The little ones go home. "Thank you, ${s.name}!" they call.`, {
      ages: ['little'],
    }),
    en((s) => `Look! Everything sparkles. The little ones are safe at home. ${s.name} waves goodbye.`, {
      ages: ['little'],
    }),
    en(
      (s) =>
        `Every little one had to be taken home, and every home was somewhere different, so it took a while. But ${s.name} and ${s.pal} did not mind. At every door someone said thank you, and by the last door the night was soft and clear again.`,
      { ages: ['big'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `Dann brachten sie die Kleinen nach Hause, eins nach dem anderen, bis jedes einzelne sicher im Bett lag. ${s.where.guideName} zählte zweimal nach, um ganz sicher zu sein. „Alle da“, sagte ${s.where.guideName} und lächelte ${s.name} an. „Du hast gut auf sie aufgepasst.“ ${s.where.nightfall}`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Die Kleinen ließen ${s.name} nicht gehen, ohne jeder einmal zu drücken, und es waren sehr viele. Dann bekam ${s.name} von ${s.where.guideName} ${s.where.gift.ein.acc} geschenkt. „Für die beste Hilfe bei Wind und Wetter“, sagte ${s.where.guideName}.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Alles war frisch und wie neu, und jedes der Kleinen war wieder zu Hause, warm und müde. ${s.name} und ${s.pal} gingen langsam zurück durch die frische, stille Nacht, sagten nicht viel und waren einfach froh.`,
      { ages: ['big'] },
    ),
    de((s) => `Vorbei! Das Wetter ist weg. Die Kleinen gehen nach Hause. „Danke, ${s.name}!“, rufen sie.`, {
      ages: ['little'],
    }),
    de((s) => `Schau! Alles glitzert. Die Kleinen sind sicher zu Hause. ${s.name} winkt zum Abschied.`, {
      ages: ['little'],
    }),
    de(
      (s) =>
        `Jedes Kleine musste nach Hause gebracht werden, und jedes Zuhause war woanders, also dauerte es eine Weile. Aber das machte ${s.name} und ${s.pal} nichts aus. An jeder Tür sagte jemand Danke, und an der letzten Tür war die Nacht wieder weich und klar.`,
      { ages: ['big'] },
    ),
  ],
};

export const wildWeather: Arc = {
  id: 'wild-weather',
  kind: 'adventure',
  themes: [],
  ages: ['little', 'big'],
  title: {
    en: [
      en((s) => `${s.name} and the Wild Weather`),
      en(() => `Safe and Snug`),
      en((s) => `${s.name} Keeps Everyone Safe`),
    ],
    de: [
      de((s) => `${s.name} und das wilde Wetter`),
      de(() => `Sicher und geborgen`),
      de((s) => `${s.name} passt auf alle auf`),
    ],
  },
  summary: {
    en: [
      en(
        (s) =>
          `When wild weather comes ${s.where.in}, ${s.name} and ${s.pal} keep the littlest ones safe until it passes.`,
      ),
    ],
    de: [
      de(
        (s) =>
          `Als ${s.where.in} wildes Wetter aufzieht, passen ${s.name} und ${s.pal} auf die Kleinsten auf, bis es vorbei ist.`,
      ),
    ],
  },
  recap: {
    en: [
      en(
        (s) =>
          `The night before, wild weather had come ${s.where.in}, and ${s.name} and ${s.pal} had kept the littlest ones safe and snug until it had passed.`,
      ),
      en(
        (s) =>
          `Wild weather had blown in last time, and a whole crowd of little ones had sheltered with ${s.name} and ${s.pal} until it passed.`,
      ),
    ],
    de: [
      de(
        (s) =>
          `In der Nacht zuvor war ${s.where.in} wildes Wetter aufgezogen, und ${s.name} und ${s.pal} hatten die Kleinsten in Sicherheit gebracht, bis es vorüber war.`,
      ),
      de(
        (s) =>
          `Wildes Wetter war beim letzten Mal aufgezogen, und eine ganze Schar Kleiner hatte bei ${s.name} und ${s.pal} Schutz gefunden.`,
      ),
    ],
  },
  scenes: [
    {
      picture: { composition: 'interior', where: 'bedroom', cast: ['grownups', 'homePet'], things: ['toy'] },
      beats: [{ moment: 'home-evening' }, { moment: 'arrival' }],
    },
    {
      picture: { composition: 'wide', where: 'setting', cast: ['guide', 'siblings'] },
      beats: [{ moment: 'siblings-join' }, weatherWarning, { moment: 'colour' }],
    },
    {
      picture: { composition: 'journey', where: 'setting', cast: ['siblings', 'creature'] },
      ages: ['big'],
      beats: [weatherHere, { moment: 'creature' }],
    },
    {
      picture: { composition: 'journey', where: 'setting', cast: ['creature'] },
      ages: ['little'],
      beats: [weatherHere, { moment: 'theme-challenge' }, { moment: 'theme-mastery' }, { moment: 'creature' }],
    },
    {
      picture: { composition: 'close-up', where: 'setting', cast: ['siblings'], things: ['food', 'lantern'] },
      ages: ['big'],
      beats: [
        shelter,
        { moment: 'theme-challenge' },
        { moment: 'theme-mastery' },
        { moment: 'food' },
        { moment: 'memory' },
      ],
    },
    {
      picture: { composition: 'sky', where: 'setting', things: ['star', 'prop'] },
      ages: ['big'],
      beats: [weatherGone, { moment: 'activity' }, { moment: 'thing' }],
    },
    {
      picture: { composition: 'wide', where: 'setting', cast: ['guide'] },
      ages: ['big'],
      beats: [safeHome, { moment: 'friend' }, { moment: 'place' }],
    },
    {
      picture: { composition: 'wide', where: 'setting', things: ['food', 'prop'] },
      ages: ['little'],
      beats: [
        { moment: 'food' },
        safeHome,
        { moment: 'activity' },
        { moment: 'memory' },
        { moment: 'thing' },
        { moment: 'place' },
      ],
    },
    {
      picture: { composition: 'interior', where: 'bedroom', asleep: true, cast: ['homePet'], things: ['toy'] },
      beats: [{ moment: 'goodnight' }],
    },
  ],
};
