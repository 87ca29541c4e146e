import { cap } from '../care/words.ts';
import { de, en, type Passage } from '../types.ts';

// What the child loves, carried along: the favourite colour worn or held (pyjamas, a blanket for a
// cape, a scarf, the companion's ribbon, a lantern, a stone found on the way), the clothes the parent
// named, and a place the child loves best at home. Every variant is calm, so a care arc tells it
// as gently as an adventure: a grieving child may wrap up in a blanket of the favourite colour.
// Each is told only while what it tells is not yet told, so the evening may have said it already.

export const colourMoment: Passage = {
  en: [
    en(
      (s) =>
        `${s.name} had on ${s.his} ${s.colour.adjective} pyjamas, the ones in ${s.his} favourite colour, and in them ${s.he} felt safe and cosy at the same time.`,
      { needs: ['colour'], untold: ['colour'], ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.pal} wore a ribbon in ${s.name}'s favourite ${s.colour.adjective}, tied in a bow round one ${s.paw}. "So you can always find me in the dark," ${s.palHe} said.`,
      { needs: ['colour'], untold: ['colour'], ages: ['big'] },
    ),
    en(
      (s) =>
        `A little lantern swung from ${s.pal}'s ${s.paw}, glowing ${s.colour.adjective}, which was ${s.name}'s favourite colour. Wherever they went, its soft light went with them.`,
      { needs: ['colour'], untold: ['colour'], ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.name} had brought ${s.his} ${s.colour.adjective} blanket and wore it round ${s.his} shoulders like a cape. It was ${s.his} favourite colour, and it smelled of home.`,
      { needs: ['colour'], untold: ['colour'], ages: ['big'] },
    ),
    en(
      (s) =>
        `Right at ${s.name}'s feet lay a smooth little stone, exactly ${s.colour.adjective}, ${s.his} favourite colour. ${s.name} picked it up and put it in ${s.his} pocket to keep.`,
      { needs: ['colour'], untold: ['colour'], ages: ['big'] },
    ),
    en(
      (s) =>
        `Before they set off, ${s.pal} had wound a scarf round ${s.name}'s neck, a soft one in ${s.his} favourite ${s.colour.adjective}. "To keep you warm all the way," ${s.palHe} said.`,
      { needs: ['colour'], untold: ['colour'], ages: ['big'] },
    ),
    en(
      (s) =>
        `The moon came out from behind a cloud and shone on ${s.name}'s slippers, the soft ${s.colour.adjective} ones, ${s.his} favourite colour. They made no sound at all on the way.`,
      { needs: ['colour'], untold: ['colour'], ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.pal} pinned a little ${s.colour.adjective} badge on ${s.name}'s pyjamas. "For the best company in the world," ${s.palHe} said, "in your favourite colour."`,
      { needs: ['colour'], untold: ['colour'], ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.name} had come in ${s.clothing.his}, of course, and ${s.pal} wore a ribbon in ${s.name}'s favourite ${s.colour.adjective}. Together they looked ready for anything.`,
      { needs: ['colour', 'clothing'], untold: ['colour', 'clothing'], ages: ['big'], unless: ['lost'] },
    ),
    en(
      (s) =>
        `${s.name} had come just as ${s.he} ${s.was}, in ${s.clothing.his}, and somehow that felt exactly right for a night like this.`,
      // In a story about a loss, clothes are the care arc's to tell (they may be a keepsake).
      { needs: ['clothing'], untold: ['clothing'], ages: ['big'], unless: ['lost'] },
    ),
    en(
      (s) =>
        `Nobody had said a word about getting changed, and so ${s.name} set off in ${s.clothing.his}, which, as it turned out, was just the thing for an adventure.`,
      { needs: ['clothing'], untold: ['clothing'], ages: ['big'], unless: ['lost'] },
    ),
    en(
      (s) =>
        `${s.pal} looked at ${s.name}'s ${s.clothing.bare} and gave a nod of approval. "Good choice," ${s.palHe} said. "You never know what a night like this will bring."`,
      { needs: ['clothing'], untold: ['clothing'], ages: ['big'], unless: ['lost'] },
    ),
    en(
      (s) =>
        `${s.name} has ${s.his} ${s.colour.adjective} pyjamas on. ${cap(s.colour.adjective)} is ${s.his} best colour!`,
      { needs: ['colour'], untold: ['colour'], ages: ['little'] },
    ),
    en(
      (s) => `${s.pal} has a little lantern. It glows ${s.colour.adjective}, ${s.name}'s favourite colour. How cosy!`,
      { needs: ['colour'], untold: ['colour'], ages: ['little'], unless: ['lost'] },
    ),
    en((s) => `${s.name} wraps up in ${s.his} ${s.colour.adjective} blanket. Snug and warm.`, {
      needs: ['colour'],
      untold: ['colour'],
      ages: ['little'],
    }),
    en((s) => `${s.name} has ${s.clothing.his} on. Just right!`, {
      needs: ['clothing'],
      untold: ['clothing'],
      ages: ['little'],
      unless: ['lost'],
    }),
  ],
  de: [
    de(
      (s) =>
        `${s.name} hatte ${s.sein('en')} Schlafanzug in ${s.colour.noun} an, der Lieblingsfarbe von ${s.name}, und darin fühlte ${s.er} sich sicher und geborgen.`,
      { needs: ['colour'], untold: ['colour'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Um ${s.paw.ein.acc} hatte ${s.pal} ein Band in ${s.colour.noun} gebunden, der Lieblingsfarbe von ${s.name}. „Damit du mich im Dunkeln immer findest“, sagte ${s.palEr}.`,
      { needs: ['colour'], untold: ['colour'], ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.pal} trug eine kleine Laterne, die in ${s.colour.noun} leuchtete, der Lieblingsfarbe von ${s.name}. Wohin sie auch gingen, ihr sanftes Licht ging mit.`,
      { needs: ['colour'], untold: ['colour'], ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.name} hatte ${s.sein('e')} Decke mitgenommen und wie einen Umhang um die Schultern gelegt. Sie war ${s.colour.stem}, so wie ${s.name} es am liebsten mochte, und roch nach Zuhause.`,
      { needs: ['colour'], untold: ['colour'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Am Wegrand lag ein glatter kleiner Stein, ganz in ${s.colour.noun}, der Lieblingsfarbe von ${s.name}. ${s.name} drehte ihn einmal in der Hand und steckte ihn zum Aufheben ein.`,
      { needs: ['colour'], untold: ['colour'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Bevor sie losgegangen waren, hatte ${s.pal} einen weichen Schal in ${s.colour.noun} um ${s.sein('en')} Hals gewickelt. „Deine Lieblingsfarbe“, sagte ${s.palEr}. „Damit dir unterwegs schön warm bleibt.“`,
      { needs: ['colour'], untold: ['colour'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Der Mond kam hinter einer Wolke hervor und schien auf ${s.sein('e')} Hausschuhe, die weichen in ${s.colour.noun}, der Lieblingsfarbe von ${s.name}. Auf dem Weg machten sie kein einziges Geräusch.`,
      { needs: ['colour'], untold: ['colour'], ages: ['big'] },
    ),
    de(
      (s) =>
        `An den Schlafanzug von ${s.name} steckte ${s.pal} einen kleinen Anstecker in ${s.colour.noun}. „Für die beste Begleitung der Welt“, sagte ${s.palEr}, „in deiner Lieblingsfarbe.“`,
      { needs: ['colour'], untold: ['colour'], ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.name} hatte natürlich ${s.clothing.sein.acc} an, und ${s.pal} trug ein Band in ${s.colour.noun}, der Lieblingsfarbe von ${s.name}. So waren die beiden für alles bereit.`,
      { needs: ['colour', 'clothing'], untold: ['colour', 'clothing'], ages: ['big'], unless: ['lost'] },
    ),
    de(
      (s) =>
        `${s.name} war gekommen, wie ${s.er} war, in ${s.clothing.sein.dat}, und das fühlte sich für so eine Nacht genau richtig an.`,
      { needs: ['clothing'], untold: ['clothing'], ages: ['big'], unless: ['lost'] },
    ),
    de(
      (s) =>
        `Umziehen? Daran hatte keiner gedacht, und so zog ${s.name} in ${s.clothing.sein.dat} los, und das war, wie sich zeigte, genau das Richtige für ein Abenteuer.`,
      { needs: ['clothing'], untold: ['clothing'], ages: ['big'], unless: ['lost'] },
    ),
    de(
      (s) =>
        `${s.pal} sah ${s.name} von oben bis unten an und nickte anerkennend. „Gute Wahl“, sagte ${s.palEr} und zeigte auf ${s.clothing.sein.acc}. „Man weiß nie, was so eine Nacht bringt.“`,
      { needs: ['clothing'], untold: ['clothing'], ages: ['big'], unless: ['lost'] },
    ),
    de((s) => `${s.name} hat den Schlafanzug in ${s.colour.noun} an. Das ist ${s.sein('e')} Lieblingsfarbe!`, {
      needs: ['colour'],
      untold: ['colour'],
      ages: ['little'],
    }),
    de(
      (s) =>
        `${s.pal} hat eine kleine Laterne. Sie leuchtet in ${s.colour.noun}, ganz wie ${s.name} es mag. Wie gemütlich!`,
      { needs: ['colour'], untold: ['colour'], ages: ['little'], unless: ['lost'] },
    ),
    de((s) => `${s.name} kuschelt sich in die weiche Decke. Die ist ganz in ${s.colour.noun}. Schön warm.`, {
      needs: ['colour'],
      untold: ['colour'],
      ages: ['little'],
    }),
    de((s) => `${s.name} hat ${s.clothing.sein.acc} an. Genau richtig!`, {
      needs: ['clothing'],
      untold: ['clothing'],
      ages: ['little'],
      unless: ['lost'],
    }),
  ],
};

/** A place the child loves at home, in the parent's words: plan-facts keeps only words that say where ("at the pond", „am Meer“). */
export const placeMoment: Passage = {
  en: [
    en(
      (s) => `It was nearly as lovely here as ${s.place.words}, ${s.name} thought, and ${s.he} smiled to ${s.himself}.`,
      {
        needs: ['place'],
        untold: ['place'],
        ages: ['big'],
      },
    ),
    en(
      (s) =>
        `${s.name} thought of the long, happy afternoons ${s.place.words} and told ${s.pal} all about them. "That sounds like the best place in the world," said ${s.pal}.`,
      { needs: ['place'], untold: ['place'], ages: ['big'] },
    ),
    en(
      (s) =>
        `"Where do you like it best, at home?" asked ${s.pal}. So ${s.name} told ${s.palHim} about the days ${s.place.words}, every single bit of them.`,
      { needs: ['place'], untold: ['place'], ages: ['big'] },
    ),
    en((s) => `${s.name} thinks of the happy days ${s.place.words}. Lovely!`, {
      needs: ['place'],
      untold: ['place'],
      ages: ['little'],
    }),
    en((s) => `${s.name} loves it ${s.place.words}. And here too!`, {
      needs: ['place'],
      untold: ['place'],
      ages: ['little'],
    }),
    en(
      (s) =>
        `Somewhere far away it was night ${s.place.words} too, ${s.name} thought, and that made this place feel a little more like home.`,
      { needs: ['place'], untold: ['place'], ages: ['big'] },
    ),
    en(
      (s) =>
        `The breeze smelled a little like the days ${s.place.words}, ${s.name} thought, and ${s.he} breathed it in deeply.`,
      { needs: ['place'], untold: ['place'], ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.pal} wanted to know everything about the days ${s.place.words}, so ${s.name} told ${s.palHim}, and the telling made the way feel shorter.`,
      { needs: ['place'], untold: ['place'], ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.name} closed ${s.his} eyes for a moment and was back ${s.place.words}, just for a heartbeat. When ${s.he} opened them again, ${s.pal} was smiling, as if ${s.palHe} had been there too.`,
      { needs: ['place'], untold: ['place'], ages: ['big'] },
    ),
    en(
      (s) =>
        `"What's your happiest place?" asked ${s.pal}. ${s.name} told ${s.palHim} about the hours ${s.place.words}, and ${s.pal} listened with both ears, the way only a good friend can.`,
      { needs: ['place'], untold: ['place'], ages: ['big'] },
    ),
    en(
      (s) =>
        `Something here reminded ${s.name} of the time ${s.place.words}: the same soft quiet, the same feeling that nothing could go wrong.`,
      { needs: ['place'], untold: ['place'], ages: ['big'] },
    ),
    en((s) => `One day, ${s.name} decided, ${s.pal} should come too, when ${s.he} was ${s.place.words} again.`, {
      needs: ['place'],
      untold: ['place'],
      ages: ['big'],
    }),
    en((s) => `${s.name} thinks of playing ${s.place.words}. Such fun!`, {
      needs: ['place'],
      untold: ['place'],
      ages: ['little'],
    }),
  ],
  de: [
    de((s) => `Fast so schön wie ${s.place.words} war es hier, dachte ${s.name}, und ${s.er} musste lächeln.`, {
      needs: ['place'],
      untold: ['place'],
      ages: ['big'],
    }),
    de(
      (s) =>
        `${s.name} dachte an die langen, glücklichen Nachmittage ${s.place.words} und erzählte ${s.pal} alles davon. „Das klingt nach dem schönsten Ort der Welt“, sagte ${s.palEr}.`,
      { needs: ['place'], untold: ['place'], ages: ['big'] },
    ),
    de(
      (s) =>
        `„Wo bist du zu Hause am allerliebsten?“, fragte ${s.pal}. Da erzählte ${s.name} von den Tagen ${s.place.words}, von jedem einzelnen.`,
      { needs: ['place'], untold: ['place'], ages: ['big'] },
    ),
    de((s) => `${s.name} denkt an die schönen Tage ${s.place.words}. Wie schön!`, {
      needs: ['place'],
      untold: ['place'],
      ages: ['little'],
    }),
    de((s) => `${s.name} ist so gern ${s.place.words}. Und hier auch!`, {
      needs: ['place'],
      untold: ['place'],
      ages: ['little'],
    }),
    de(
      (s) =>
        `Irgendwo weit weg war jetzt auch Nacht ${s.place.words}, dachte ${s.name}, und das machte diesen Ort ein bisschen heimeliger.`,
      { needs: ['place'], untold: ['place'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Die Luft roch ein bisschen wie an den Tagen ${s.place.words}, fand ${s.name}, und ${s.er} atmete tief ein.`,
      { needs: ['place'], untold: ['place'], ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.pal} wollte alles über die Tage ${s.place.words} wissen, also erzählte ${s.name} davon, und beim Erzählen kam ihnen der Weg kürzer vor.`,
      { needs: ['place'], untold: ['place'], ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.name} schloss kurz die Augen und war wieder ${s.place.words}, nur für einen Herzschlag. Als ${s.er} sie wieder öffnete, lächelte ${s.pal}, als wäre ${s.palEr} mit dort gewesen.`,
      { needs: ['place'], untold: ['place'], ages: ['big'] },
    ),
    de(
      (s) =>
        `„Wo bist du am glücklichsten?“, fragte ${s.pal}. ${s.name} erzählte von den Stunden ${s.place.words}, und ${s.pal} hörte mit beiden Ohren zu, wie nur ein guter Freund das kann.`,
      { needs: ['place'], untold: ['place'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Irgendetwas hier erinnerte ${s.name} an die Zeit ${s.place.words}: dieselbe weiche Stille, dasselbe Gefühl, dass nichts schiefgehen konnte.`,
      { needs: ['place'], untold: ['place'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Irgendwann, beschloss ${s.name}, sollte ${s.pal} mitkommen, wenn ${s.er} wieder einmal ${s.place.words} war.`,
      { needs: ['place'], untold: ['place'], ages: ['big'] },
    ),
    de((s) => `${s.name} denkt ans Spielen ${s.place.words}. Schön!`, {
      needs: ['place'],
      untold: ['place'],
      ages: ['little'],
    }),
  ],
};
