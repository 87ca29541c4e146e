import { de, type DeVariant, en, type EnVariant } from '../types.ts';
import { cap } from '../care/words.ts';

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
    en(
      (s) =>
        `${s.sibling.baby ? `Through the wall came a tiny hiccup, then a sigh, then nothing at all: ${s.sibling.name} was dreaming.` : `"Are you asleep?" ${s.sibling.name} whispered from the doorway. "Nearly," said ${s.name}, which was not true at all, and ${s.sibling.he} padded back to bed.`} The landing light clicked off, and the house held its breath.`,
      { needs: ['sibling'], ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.sibling.baby ? `${s.sibling.name} had cried a little at bedtime and then, all at once, stopped, the way babies do.` : `${s.sibling.name} had wanted one more story, then one more drink of water, and had fallen asleep at last.`} Now it was quiet upstairs, except for ${s.name}, who lay counting the stripes of light on the ceiling.`,
      { needs: ['sibling'], ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.name} could hear ${s.sibling.name} ${s.sibling.baby ? 'breathing in little puffs' : 'turning over in bed and mumbling something about biscuits'}, and smiled into ${s.his} pillow. The whole house seemed to be asleep, all except ${s.name}.`,
      { needs: ['sibling'], ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.siblings.names} had whispered and giggled and been told to hush, twice. Now their room was quiet, and only ${s.name} was still awake, watching the curtain stir.`,
      { needs: ['siblings'], unless: ['sibling'], ages: ['big'] },
    ),
    en(
      (s) =>
        `One by one the lights went out: first in the room where ${s.siblings.names} slept, then on the landing, then downstairs. ${s.name}'s eyes stayed open.`,
      { needs: ['siblings'], unless: ['sibling'], ages: ['big'] },
    ),
    en(
      (s) =>
        `${cap(s.grownups.names)} had left the door open just wide enough for a cat, the way ${s.name} liked it. Through the gap came the smell of toast and the rustle of a newspaper. Tired? Not in the least.`,
      { needs: ['grownups'], ages: ['big'] },
    ),
    en(
      (s) =>
        `"One more song," ${s.name} had begged, and ${s.grownups.names} had sung it, very softly, twice. The song was over now, but it went on and on in ${s.name}'s head, round and round, and sleep would not come.`,
      { needs: ['grownups'], ages: ['big'] },
    ),
    en(
      (s) =>
        `The door opened a crack, and ${s.grownups.names} peeped in. ${s.name} squeezed ${s.his} eyes shut and breathed long, slow breaths, just like sleeping. The door closed softly. Then one eye opened, and then the other.`,
      { needs: ['grownups'], ages: ['big'] },
    ),
    en(
      (s) =>
        `${cap(s.grownups.names)} tuck${s.grownups.one ? 's' : ''} ${s.name} in. Snug as a bug! But pop! Two eyes open again.`,
      { needs: ['grownups'], ages: ['little'] },
    ),
    en(
      (s) =>
        `${cap(s.grownups.names)} give${s.grownups.one ? 's' : ''} one more hug. Lights out! ${s.name} peeks. Who is still awake? Me!`,
      { needs: ['grownups'], ages: ['little'] },
    ),
    en(
      (s) =>
        `${s.sibling.baby ? `Shh! ${s.sibling.name} is asleep.` : `${s.sibling.name} is asleep next door. Snore, snore!`} But ${s.name} is wide awake.`,
      { needs: ['sibling'], ages: ['little'] },
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
    de(
      (s) =>
        `${s.sibling.baby ? `Durch die Wand kam ein winziger Schluckauf, dann ein Seufzer, dann gar nichts mehr: ${s.sibling.name} träumte schon.` : `„Schläfst du schon?“, flüsterte ${s.sibling.name} von der Tür her. „Fast“, sagte ${s.name}, was kein bisschen stimmte, und ${s.sibling.er.nom} tapste zurück ins Bett.`} Im Flur ging das Licht aus, und das Haus hielt den Atem an.`,
      { needs: ['sibling'], ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.sibling.baby ? `${s.sibling.name} hatte beim Zubettbringen ein bisschen geweint und dann auf einmal aufgehört, wie Babys das eben machen.` : `${s.sibling.name} hatte noch eine Geschichte gewollt und dann noch einen Schluck Wasser und war am Ende doch eingeschlafen.`} Jetzt war es oben ganz still, nur ${s.name} lag noch wach und zählte die Lichtstreifen an der Decke.`,
      { needs: ['sibling'], ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.name} hörte, wie ${s.sibling.name} ${s.sibling.baby ? 'in kleinen Stößen atmete' : 'sich im Bett umdrehte und etwas von Keksen murmelte'}, und lächelte ins Kissen. Das ganze Haus schien schon zu schlafen, nur ${s.name} nicht.`,
      { needs: ['sibling'], ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.siblings.names} hatten geflüstert und gekichert, und zweimal hatte es geheißen: „Jetzt aber Ruhe!“ Nun war es drüben still, und nur ${s.name} war noch wach und sah zu, wie sich der Vorhang bewegte.`,
      { needs: ['siblings'], unless: ['sibling'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Ein Licht nach dem anderen ging aus: erst im Zimmer von ${s.siblings.names}, dann im Flur, dann unten in der Küche. Nur die Augen von ${s.name} blieben offen.`,
      { needs: ['siblings'], unless: ['sibling'], ages: ['big'] },
    ),
    de(
      (s) =>
        `${cap(s.grownups.names)} ${s.grownups.plural ? 'hatten' : 'hatte'} die Tür einen Spalt offen gelassen, gerade so weit, dass eine Katze durchgepasst hätte, so wie ${s.name} es mochte. Durch den Spalt kamen Toastduft und das Rascheln einer Zeitung. Müde? Nicht die Spur.`,
      { needs: ['grownups'], ages: ['big'] },
    ),
    de(
      (s) =>
        `„Noch ein Lied“, hatte ${s.name} gebettelt, und ${s.grownups.names} ${s.grownups.plural ? 'hatten' : 'hatte'} es gesungen, ganz leise, sogar zweimal. Jetzt war das Lied vorbei, aber im Kopf ging es immer weiter, rundherum, und an Schlaf war nicht zu denken.`,
      { needs: ['grownups'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Die Tür ging einen Spalt auf, und ${s.grownups.names} ${s.grownups.plural ? 'lugten' : 'lugte'} herein. ${s.name} kniff die Augen zu und atmete lang und langsam, ganz wie im Schlaf. Leise ging die Tür zu. Dann ging ein Auge auf, und dann das andere.`,
      { needs: ['grownups'], ages: ['big'] },
    ),
    de(
      (s) =>
        `${cap(s.grownups.names)} ${s.grownups.plural ? 'decken' : 'deckt'} ${s.name} zu. Schön warm! Aber plopp! Die Augen gehen wieder auf.`,
      { needs: ['grownups'], ages: ['little'] },
    ),
    de(
      (s) =>
        `${cap(s.grownups.names)} ${s.grownups.plural ? 'drücken' : 'drückt'} ${s.name} noch einmal. Licht aus! ${s.name} blinzelt. Wer ist noch wach? Ich!`,
      { needs: ['grownups'], ages: ['little'] },
    ),
    de(
      (s) =>
        `${s.sibling.baby ? `Pst! ${s.sibling.name} schläft schon.` : `Nebenan schläft ${s.sibling.name}. Schnarch, schnarch!`} Aber ${s.name} ist hellwach.`,
      { needs: ['sibling'], ages: ['little'] },
    ),
  ],
};
