import { de, en, type Passage } from '../types.ts';

// The wild-weather story's first half: the guide's warning that weather is coming while the littlest
// ones are still out, and the weather arriving as the child gathers them.

export const weatherWarning: Passage = {
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

export const weatherHere: Passage = {
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
