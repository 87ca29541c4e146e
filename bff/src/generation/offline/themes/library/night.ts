// Themes about the night: the dark, one's own bed.
import type { Theme } from '../types.ts';

export const dark: Theme = {
  id: 'dark',
  match: {
    en: [
      /\bdark(?:ness)?\b/,
      /\bnight ?lights?\b/,
      /\bsafe (?:at night|in (?:the )?(?:night|bed|his bed|her bed|their bed|bedroom|room))\b/,
      /\blights? (?:(?:go|goes|went|are|is|get|gets|got|turned|switched) )?(?:off|out)\b/,
    ],
    de: [
      /\bdunk(?:el|le|len|eln|elheit|ler|les|lem)\b/,
      /\bfinster\w*/,
      /\bnachts sicher\b|\bsicher (?:in der nacht|im bett|im zimmer)\b/,
      /\bnachtlicht\w*/,
      /\blicht (?:aus|ausmachen|auszumachen)\b/,
    ],
  },
  en: [
    (w) => ({
      challenge: [
        `Then, all at once, every light went out, and it was dark, very dark.`,
        `${w.name}'s heart thumped. "I don't like the dark," ${w.he} whispered, holding on tight to ${w.pal}.`,
        `${w.pal} snuggled close. "I'm right here," ${w.pal} said softly. "Let's keep still and look."`,
      ],
      mastery: [
        `Slowly ${w.name}'s eyes got used to the dark, and ${w.he} began to see things: a soft silver glow, a gentle shimmer, a tiny twinkle here and there.`,
        `"The dark isn't empty," ${w.he} said in wonder. "It's just quiet, and full of sleepy things."`,
        `${w.name} wasn't scared any more. ${w.He} felt calm and brave, as if the dark were a soft blanket tucked all around ${w.him}.`,
      ],
    }),
    (w) => ({
      challenge: [
        `They came to a place where the light did not reach, a deep, shadowy passage.`,
        `${w.name} stopped. The darkness looked so big, and ${w.he} felt so small.`,
        `"What if something is in there?" ${w.he} whispered.`,
      ],
      mastery: [
        `${w.name} held on to ${w.pal} and took one brave step into the shadows, and then another.`,
        `Inside there was nothing scary at all, only soft shadows and a hush, and somewhere a quiet, friendly glow.`,
        `"I did it," ${w.name} whispered, and ${w.his} heart glowed brighter than any lamp.`,
      ],
    }),
    (w) => ({
      challenge: [
        `${w.name} and ${w.pal} found a little lantern, but its light was so tiny that it made only one small, round glow.`,
        `All around that glow everything was dark, and ${w.name} held the lantern very tight. "What's out there?" ${w.he} whispered.`,
      ],
      mastery: [
        `"Let's find out," said ${w.pal}. Together they lifted the lantern a little higher, and the dark turned out to be full of friendly things: a little creature curled up asleep, shadows as soft as a blanket, a quiet, smiling shimmer.`,
        `Every time they looked, the dark was kinder than ${w.name} had thought.`,
        `Later ${w.name} set the lantern down and found that ${w.he} didn't need it any more. The dark was just the night, tucking everyone in.`,
      ],
    }),
  ],
  de: [
    (w) => ({
      challenge: [
        `Plötzlich gingen alle Lichter aus, und es wurde dunkel, ganz dunkel.`,
        `${w.nameGen} Herz klopfte wild. „Ich mag das Dunkle nicht“, flüsterte ${w.er} und hielt sich an ${w.pal} fest.`,
        `${w.pal} kuschelte sich ganz nah heran. „Ich bin doch da“, sagte ${w.pal} leise. „Lass uns ganz still sein und schauen.“`,
      ],
      mastery: [
        `Langsam gewöhnten sich ${w.nameGen} Augen an die Dunkelheit, und nach und nach war etwas zu erkennen: einen sanften, silbernen Schimmer, ein leises Glitzern, hier und da ein winziges Funkeln.`,
        `„Die Dunkelheit ist gar nicht leer“, staunte ${w.name}. „Sie ist nur still und voller schläfriger Dinge.“`,
        `${w.name} hatte keine Angst mehr. Alles fühlte sich mutig und ruhig an, als wäre die Dunkelheit eine weiche Decke, die sich sanft um alles legte.`,
      ],
    }),
    (w) => ({
      challenge: [
        `Sie kamen an eine Stelle, an die kein Licht mehr reichte, einen tiefen, dunklen Gang.`,
        `${w.name} blieb stehen. Die Dunkelheit sah so groß aus, und ${w.er} fühlte sich so klein.`,
        `„Und wenn da drin etwas ist?“, flüsterte ${w.er}.`,
      ],
      mastery: [
        `${w.name} hielt sich an ${w.pal} fest und machte einen mutigen Schritt in die Schatten hinein, und dann noch einen.`,
        `Drinnen war gar nichts Unheimliches, nur weiche Schatten und Stille und irgendwo ein leises, freundliches Leuchten.`,
        `„Ich hab’s geschafft“, flüsterte ${w.name}, und im Herzen leuchtete es heller als jede Lampe.`,
      ],
    }),
    (w) => ({
      challenge: [
        `${w.name} und ${w.pal} fanden eine kleine Laterne, aber ihr Licht war so winzig, dass es nur einen kleinen, runden Schein machte.`,
        `Rundherum war alles dunkel, und ${w.name} hielt die Laterne ganz fest. „Was ist da draußen?“, flüsterte ${w.er}.`,
      ],
      mastery: [
        `„Lass es uns herausfinden“, sagte ${w.pal}. Gemeinsam hoben die beiden die Laterne ein Stück höher, und die Dunkelheit war voller freundlicher Dinge: ein kleines Wesen, das zusammengerollt schlief, Schatten, weich wie eine Decke, ein leises, lächelndes Schimmern.`,
        `Jedes Mal, wenn sie hinsahen, war die Dunkelheit freundlicher, als ${w.name} gedacht hatte.`,
        `Später stellte ${w.name} die Laterne ab, denn sie wurde gar nicht mehr gebraucht. Die Dunkelheit war einfach die Nacht, die alle zudeckte.`,
      ],
    }),
  ],
};

export const ownBed: Theme = {
  id: 'own-bed',
  match: {
    en: [
      /\bown (?:bed|room|bedroom)\b/,
      /\bsleep\w* (?:alone|by (?:him|her|them|my|your)sel\w+|on (?:his|her|their|my) own|all night|through the night)\b/,
      /\bstay\w* in (?:his |her |their |my |own |the )?bed\b|\b(?:getting|gets|get) out of (?:his |her |their |my |the )?bed\b/,
      /\bfall\w* asleep (?:alone|by (?:him|her|them|my)sel\w+|on (?:his|her|their|my) own)\b/,
      /\b(?:co ?sleep\w*|our bed|parents bed|big bed)\b/,
    ],
    de: [
      /\beigene[nms]? (?:bett|zimmer|kinderzimmer)\b/,
      /\b(?:allein|alleine) (?:im bett |in seinem bett |in ihrem bett )?(?:schlafen|einschlafen|einzuschlafen|schlaeft|durchschlafen)\b/,
      /\bdurch(?:zu)?schlafen\b|\bschlaeft durch\b/,
      /\b(?:allein|alleine)\b.*\b(?:schlafen|einschlafen|einzuschlafen|schlaeft)\b/,
      /\bim (?:eigenen )?bett (?:zu )?bleiben\b/,
      /\b(?:elternbett|familienbett|bei (?:mama|papa|uns|den eltern) (?:im bett|schlafen))\b/,
    ],
  },
  en: [
    (w) => ({
      challenge: [
        `"Where do you sleep at night?" asked ${w.pal}.`,
        `${w.name} went a little quiet. "In my own bed," ${w.he} said. "But when I wake up in the night, it feels so big and far away, and I creep into the grown-ups' bed."`,
        `${w.pal} thought about that for a long moment.`,
      ],
      mastery: [
        `Before they said goodnight, ${w.pal} gave ${w.name} a tiny glowing charm. "Keep this by your pillow," ${w.pal} said. "Then a little bit of me will watch over your bed."`,
        `${w.name} tucked it away and smiled. ${w.His} own bed did not feel far away any more; it felt like a cosy nest, just the right size.`,
        `"Tonight I'll sleep in my own bed, all night long," ${w.he} said proudly.`,
      ],
    }),
    (w) => ({
      challenge: [
        `Everyone they met had a special place to sleep: a nook, a nest, a snug little corner all of their own.`,
        `"I have my own bed too," said ${w.name}, "but at night I feel lonely in it."`,
        `${w.pal} looked at ${w.him} kindly. "Maybe your bed just needs to get to know you better."`,
      ],
      mastery: [
        `Together, ${w.name} and ${w.pal} made up a goodnight rhyme just for ${w.name}'s bed.`,
        `${w.name} whispered it softly: "My bed, my nest, the place I rest."`,
        `And suddenly ${w.his} own bed seemed like the best place in the whole world to sleep. ${w.name} felt proud and grown-up and ready.`,
      ],
    }),
    (w) => ({
      challenge: [
        `${w.pal} told ${w.name} about a little creature who was afraid to sleep in its own nest.`,
        `"It always wanted to squeeze in with its grown-ups," said ${w.pal}. "Like me sometimes," said ${w.name} quietly.`,
      ],
      mastery: [
        `Later the two of them helped the little creature make its nest extra cosy, with something soft to cuddle and a tiny light that glowed.`,
        `The little creature snuggled in and sighed happily. "My very own place," it whispered.`,
        `${w.name} smiled. "I'll make my bed cosy like that too," ${w.he} said, "and then I'll sleep in it all night long." ${w.He} felt proud and ready.`,
      ],
    }),
  ],
  de: [
    (w) => ({
      challenge: [
        `„Wo schläfst du eigentlich nachts?“, fragte ${w.pal}.`,
        `${w.name} wurde ein bisschen still. „In meinem eigenen Bett“, sagte ${w.er}. „Aber wenn ich nachts aufwache, kommt es mir so groß und weit weg vor, und dann schleiche ich zu den Großen ins Bett.“`,
        `${w.pal} dachte lange darüber nach.`,
      ],
      mastery: [
        `Bevor sie sich Gute Nacht sagten, schenkte ${w.pal} ${w.name} einen winzigen, leuchtenden Glücksbringer. „Leg ihn neben dein Kopfkissen“, sagte ${w.pal}. „Dann passt ein kleines Stück von mir auf dein Bett auf.“`,
        `${w.name} steckte ihn ein und lächelte. Das eigene Bett war gar nicht mehr weit weg, es war ein kuscheliges Nest, ganz für ${w.ihn} allein.`,
        `„Heute Nacht schlafe ich in meinem eigenen Bett, die ganze Nacht lang“, sagte ${w.er} stolz.`,
      ],
    }),
    (w) => ({
      challenge: [
        `Alle, denen sie begegneten, hatten einen besonderen Schlafplatz: ein Nest, eine Nische, ein gemütliches Eckchen ganz für sich allein.`,
        `„Ich habe auch ein eigenes Bett“, sagte ${w.name}, „aber nachts fühle ich mich darin so allein.“`,
        `${w.pal} sah ${w.ihn} freundlich an. „Vielleicht muss dein Bett dich nur noch ein bisschen besser kennenlernen.“`,
      ],
      mastery: [
        `Zusammen dachten sich ${w.name} und ${w.pal} einen Gute-Nacht-Reim nur für das eigene Bett aus.`,
        `${w.name} flüsterte ihn leise vor sich hin: „Mein Bett, mein Nest, da schlaf ich fest.“`,
        `Und plötzlich war das eigene Bett der schönste Schlafplatz der Welt. ${w.name} fühlte sich stolz und groß und bereit.`,
      ],
    }),
    (w) => ({
      challenge: [
        `${w.pal} erzählte ${w.name} von einem kleinen Wesen, das sich nicht traute, im eigenen Nest zu schlafen.`,
        `„Es wollte immer zu den Großen kriechen“, sagte ${w.pal}. „So wie ich manchmal“, sagte ${w.name} leise.`,
      ],
      mastery: [
        `Später halfen die beiden dem kleinen Wesen, sein Nest extra gemütlich zu machen, mit etwas Weichem zum Kuscheln und einem winzigen Licht, das leuchtete.`,
        `Das kleine Wesen kuschelte sich hinein und seufzte glücklich. „Mein ganz eigener Platz“, flüsterte es.`,
        `${w.name} lächelte. „Mein Bett mache ich auch so gemütlich“, sagte ${w.er}, „und dann schlafe ich die ganze Nacht darin.“ ${w.Er} fühlte sich stolz und bereit.`,
      ],
    }),
  ],
};
