// Themes about the body and daily care: new food, brushing teeth.
import type { Theme } from '../types.ts';

export const newFood: Theme = {
  id: 'new-food',
  match: {
    en: [
      /\b(?:new|different|unfamiliar) (?:food|foods|things to eat|dishes|flavours|flavors|tastes)\b/,
      /\b(?:vegetables?|veggies|veg|broccoli|greens|carrots?|peas|salad)\b/,
      /\bpicky\b|\bfussy\b|\bfood\b|\beat(?:ing|s)?\b|\btast(?:e|es|ing)\b/,
    ],
    de: [
      /\bneue[sn]? (?:essen|gerichte|speisen|lebensmittel|sachen essen)\b/,
      /\b(?:gemuese|brokkoli|moehren?|karotten?|erbsen|salat)\b/,
      /\bmaekelig\w*|\bwaehlerisch\w*|\bkost(?:en|et)\b|\bessen\b|\bisst\b|\bprobier\w*/,
    ],
  },
  en: [
    (w) => ({
      challenge: [
        `At supper time ${w.where}, their new friends laid out a feast of strange and colourful food that ${w.name} had never seen before.`,
        `There was something green and curly, and something orange and wobbly.`,
        `${w.name} made a face. "I don't like new food," ${w.he} said.`,
      ],
      mastery: [
        `"Just one tiny bite," said ${w.pal}, "no bigger than a mouse's nibble."`,
        `So ${w.name} took a tiny bite of the green, curly thing, and then, to everyone's surprise, another one. "It's crunchy!" ${w.he} said. "And a little bit sweet!"`,
        `${w.name} felt brave, the special kind of brave that comes from trying something new.`,
      ],
    }),
    (w) => ({
      challenge: [
        `${w.pal} held out a round, funny-looking fruit with a bumpy skin. "This is the most delicious thing in the whole world," said ${w.pal}.`,
        `${w.name} looked at it suspiciously. It was new, and new food always made ${w.him} say no.`,
      ],
      mastery: [
        `When ${w.pal} offered the bumpy fruit again, ${w.name} counted to three and tasted it.`,
        `It was juicy and sweet and a tiny bit sour, all at once. "Mmm!" said ${w.name}, surprised.`,
        `"Trying new things is an adventure too," said ${w.pal}, and ${w.name} felt very proud of such a brave tongue.`,
      ],
    }),
  ],
  de: [
    (w) => ({
      challenge: [
        `Zum Abendessen tischten die neuen Freunde ${w.where} ein Festmahl auf, lauter fremde, bunte Sachen, die ${w.name} noch nie gesehen hatte.`,
        `Da gab es etwas Grünes, Krauses und etwas Oranges, Wackeliges.`,
        `${w.name} rümpfte die Nase. „Neues Essen mag ich nicht“, sagte ${w.er}.`,
      ],
      mastery: [
        `„Nur ein winziges Häppchen“, sagte ${w.pal}, „so klein wie ein Mäusebissen.“`,
        `Also biss ${w.name} ein winziges Stück von dem grünen, krausen Ding ab und dann, ganz überrascht, gleich noch eins. „Das knuspert!“, rief ${w.er}. „Und es ist ein bisschen süß!“`,
        `${w.name} fühlte sich mutig, so mutig, wie man sich nur fühlt, wenn man etwas Neues probiert hat.`,
      ],
    }),
    (w) => ({
      challenge: [
        `${w.pal} hielt ${w.ihm} eine runde, komisch aussehende Frucht mit einer huckeligen Schale hin. „Das ist das Allerleckerste auf der ganzen Welt“, sagte ${w.pal}.`,
        `${w.name} beäugte sie misstrauisch. Sie war neu, und bei neuem Essen sagte ${w.name} immer erst einmal Nein.`,
      ],
      mastery: [
        `Als ${w.pal} die huckelige Frucht noch einmal anbot, zählte ${w.name} bis drei und probierte.`,
        `Sie war saftig und süß und ein kleines bisschen sauer, alles auf einmal. „Mmh!“, machte ${w.name} überrascht.`,
        `„Etwas Neues zu probieren ist auch ein Abenteuer“, sagte ${w.pal}, und ${w.name} war richtig stolz auf ${w.sein('e', 'die eigene')} mutige Zunge.`,
      ],
    }),
  ],
};

export const teeth: Theme = {
  id: 'brushing-teeth',
  match: {
    en: [
      /\bbrush\w* (?:his |her |their |my |your |the )?teeth\b|\bteeth brush\w*/,
      /\btooth ?brush\w*|\btooth ?paste\b/,
      /\bteeth\b/,
    ],
    de: [
      /\bzaehne? ?putz\w*|\bzahnputz\w*|\bzahnbuerste\w*|\bzahnpasta\b|\bzaehneputzen\b/,
      /\bputz\w* (?:die |seine |ihre |meine |sich die )?zaehne\b/,
    ],
  },
  en: [
    (w) => ({
      challenge: [
        `${w.pal} introduced ${w.name} to a big, friendly creature with the shiniest teeth ${w.he} had ever seen. "How do you keep them so sparkly?" asked ${w.name}.`,
        `"I brush them every morning and every night," it said with a wide smile.`,
        `${w.name} looked down. "I don't like brushing my teeth," ${w.he} admitted. "It's boring, and the toothpaste tickles."`,
      ],
      mastery: [
        `Later, ${w.name} and ${w.pal} made up a brushing song: a scrub for the front teeth, a swish for the back teeth and a sparkle for the smile.`,
        `${w.name} hummed it and pretended to brush, up and down and round and round, until ${w.pal} giggled.`,
        `"Tonight I'll brush them all by myself," ${w.he} said, feeling proud and sparkly clean already.`,
      ],
    }),
    (w) => ({
      challenge: [
        `"Why do we have to brush our teeth?" asked ${w.name}, with a big, grumpy yawn.`,
        `"Because of the tiny sugar bugs," whispered ${w.pal}. "They love crumbs, and they hide between your teeth."`,
        `${w.name} pulled a face. Brushing still felt like the most boring thing in the world.`,
      ],
      mastery: [
        `When it was nearly bedtime, ${w.name} remembered the sugar bugs and decided to chase every single one of them away.`,
        `Scrub, scrub, swish, swish, went ${w.his} pretend toothbrush, while ${w.he} counted slowly to twenty.`,
        `"All gone!" said ${w.name} with a great big grin, as shiny and proud as a star.`,
      ],
    }),
  ],
  de: [
    (w) => ({
      challenge: [
        `${w.pal} stellte ${w.name} ein großes, freundliches Wesen mit blitzblanken Zähnen vor. „Wie bekommst du die so glänzend?“, fragte ${w.name}.`,
        `„Ich putze sie jeden Morgen und jeden Abend“, sagte es mit einem breiten Lächeln.`,
        `${w.name} schaute zu Boden. „Ich mag das Zähneputzen nicht“, gab ${w.er} zu. „Das ist langweilig, und die Zahnpasta kitzelt.“`,
      ],
      mastery: [
        `Später dachten sich ${w.name} und ${w.pal} ein Putzlied aus: ein bisschen Schrubben für die vorderen Zähne, ein Wusch für die hinteren und ein Glitzern fürs Lächeln.`,
        `${w.name} summte es und putzte zum Spaß schon einmal in der Luft, hoch und runter und rundherum, bis ${w.pal} kichern musste.`,
        `„Heute Abend putze ich ganz allein“, sagte ${w.er} und fühlte sich schon jetzt stolz und blitzblank.`,
      ],
    }),
    (w) => ({
      challenge: [
        `„Warum müssen wir eigentlich Zähne putzen?“, fragte ${w.name} und gähnte groß und grummelig.`,
        `„Wegen der winzigen Zuckermonster“, flüsterte ${w.pal}. „Die lieben Krümel und verstecken sich zwischen den Zähnen.“`,
        `${w.name} verzog das Gesicht. Zähneputzen war trotzdem das Langweiligste auf der Welt.`,
      ],
      mastery: [
        `Kurz vor dem Schlafengehen dachte ${w.name} an die Zuckermonster und beschloss, jedes einzelne zu verjagen.`,
        `Schrubb, schrubb, wusch, wusch, machte die Zahnbürste in Gedanken, und ${w.name} zählte langsam bis zwanzig.`,
        `„Alle weg!“, rief ${w.name} mit einem breiten Grinsen und fühlte sich so blank und stolz wie ein Stern.`,
      ],
    }),
  ],
};
