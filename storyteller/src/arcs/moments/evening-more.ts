import { de, type DeVariant, en, type EnVariant } from '../types.ts';

// More evenings at home before an adventure, the quiet house and a child not yet sleepy: enough of
// them that children told in one week seldom hear the same opening.

export const moreEvenings: { en: EnVariant[]; de: DeVariant[] } = {
  en: [
    en((s) => `The stars are out. ${s.name} is tucked in tight. Shh! What was that?`, { ages: ['little'] }),
    en((s) => `Pyjamas on. Night-light on. ${s.name} wiggles ${s.his} toes. Not sleepy yet!`, { ages: ['little'] }),
    en((s) => `Yawn goes the moon. Yawn goes the big old tree. But not ${s.name}!`, { ages: ['little'] }),
    en(
      (s) =>
        `A car went by outside, and its lights swept slowly across the ceiling and away again. ${s.name} watched them go and counted to ten, and then to ten again, not a bit sleepy.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `Somewhere a dog barked once, far away, and then the whole street was quiet. ${s.name} lay with ${s.his} hands behind ${s.his} head, looking at the ceiling and waiting for something.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `The pillow had a cool side and a warm side, and ${s.name} had turned it over twice already. Sleep was somewhere close, but not here yet.`,
      { ages: ['big'] },
    ),
  ],
  de: [
    de((s) => `Die Sterne sind da. ${s.name} ist gut zugedeckt. Pst! Was war das?`, { ages: ['little'] }),
    de((s) => `Schlafanzug an. Nachtlicht an. ${s.name} wackelt mit den Zehen. Noch nicht müde!`, { ages: ['little'] }),
    de((s) => `Der Mond gähnt. Der große alte Baum gähnt. Aber ${s.name} nicht!`, { ages: ['little'] }),
    de(
      (s) =>
        `Draußen fuhr ein Auto vorbei, und seine Lichter wanderten langsam über die Zimmerdecke und wieder fort. ${s.name} sah ihnen nach und zählte bis zehn, und dann noch einmal, kein bisschen müde.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Irgendwo bellte ein Hund, ein einziges Mal, weit weg, und dann war die ganze Straße still. ${s.name} lag mit den Händen hinter dem Kopf da, schaute zur Decke und wartete auf etwas.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Das Kissen hatte eine kühle und eine warme Seite, und ${s.name} hatte es schon zweimal umgedreht. Der Schlaf war irgendwo in der Nähe, aber noch nicht hier.`,
      { ages: ['big'] },
    ),
  ],
};
