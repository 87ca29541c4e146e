import { de, type DeVariant, en, type EnVariant } from '../types.ts';

// More ways home and to sleep (goodnight.ts): the dent in the pillow, counting what to remember,
// the night going on outside, the child's own cuddly toy a toy again, said by its name and what it
// is. Calm, nothing cheers, nobody else is in the room.

export const moreGoodnights: { en: EnVariant[]; de: DeVariant[] } = {
  en: [
    en(
      (s) =>
        `The window closed behind them with the softest click. ${s.name}'s pillow still had a dent where ${s.his} head had been, and ${s.he} fitted back into it exactly. ${s.pal} yawned, and ${s.name} yawned, and afterwards nobody could say who had yawned last.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `Back under the blanket, ${s.name} counted the things ${s.he} wanted to remember tomorrow. One, two, three. Somewhere around four, the counting turned into breathing, slow and even, and ${s.pal} pulled the blanket up to ${s.his} chin.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `Outside, the night went on being the night, big and kind and full of stars. Inside, under the warm blanket, ${s.name} was already dreaming, and ${s.pal} was in the dream too.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `Back in bed, ${s.pal} was just ${s.his} ${s.palKind} again, soft and still in ${s.name}'s arms, the way ${s.palHe} was every night. "Goodnight, ${s.pal}," whispered ${s.name}. Nobody answered, but ${s.name} was quite sure ${s.pal} had heard.`,
      { needs: ['toyPal'], ages: ['big'] },
    ),
    en((s) => `Back in bed. ${s.pal} is a cuddly toy again, soft and still. "Night, night, ${s.pal}." Eyes close.`, {
      needs: ['toyPal'],
      ages: ['little'],
    }),
    en((s) => `Home! Into bed. One yawn. Two yawns. Three yawns. Asleep! Night, night, ${s.name}.`, {
      ages: ['little'],
    }),
  ],
  de: [
    de(
      (s) =>
        `Hinter ihnen schloss sich das Fenster mit dem leisesten Klick der Welt. Im Kissen war noch die Kuhle, wo ${s.sein('')} Kopf gelegen hatte, und ${s.name} passte genau wieder hinein. ${s.pal} gähnte, ${s.name} gähnte, und wer zuletzt gegähnt hatte, wusste hinterher keiner mehr.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Zurück unter der Decke zählte ${s.name} alles, was morgen erzählt werden sollte. Eins, zwei, drei. Irgendwo bei vier wurde aus dem Zählen ein Atmen, langsam und gleichmäßig, und ${s.pal} zog die Decke noch ein Stück höher.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Draußen blieb die Nacht einfach die Nacht, groß und freundlich und voller Sterne. Drinnen, unter der warmen Decke, träumte ${s.name} schon, und im Traum war ${s.pal} auch dabei.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Wieder im Bett lag ${s.pal} ganz still in ${s.sein('en')} Armen, nur noch ${s.palKind.sein.nom}, so wie jeden Abend. „Gute Nacht, ${s.pal}“, flüsterte ${s.name}. Niemand antwortete, aber ${s.name} war ganz sicher, dass ${s.pal} es gehört hatte.`,
      { needs: ['toyPal'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Wieder im Bett. ${s.pal} ist wieder ein Kuscheltier, ganz weich und still. „Gute Nacht, ${s.pal}.“ Augen zu.`,
      {
        needs: ['toyPal'],
        ages: ['little'],
      },
    ),
    de((s) => `Zu Hause! Ab ins Bett. Einmal gähnen. Zweimal gähnen. Dreimal. Eingeschlafen! Gute Nacht, ${s.name}.`, {
      ages: ['little'],
    }),
  ],
};
