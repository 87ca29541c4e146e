// Themes about learning a skill: swimming, riding a bike, reading.
import type { Theme } from '../types.ts';

export const swimming: Theme = {
  id: 'learning-to-swim',
  match: {
    en: [/\bswim\w*|\bswam\b|\bswimming pool\b|\barmbands\b|\bface in the water\b|\bwater\b/],
    de: [/\bschwimm\w*|\bseepferdchen\b|\bwasser\w*|\btauchen\b/],
  },
  en: [
    (w) => ({
      challenge: [
        `${w.pal} asked what ${w.name} wanted to learn most of all. "Swimming," said ${w.name}. "But the water is so deep, and I'm scared to let go of the edge."`,
        `"Hmm," said ${w.pal}. "Shall I show you my favourite swimming trick?"`,
      ],
      mastery: [
        `Later ${w.pal} showed ${w.name} how to be a starfish: arms and legs stretched out wide, everything loose and floppy, letting the water carry you.`,
        `${w.name} tried it, just pretending, and felt as light as a feather.`,
        `"Next time I'm in the water, I'll be a starfish," ${w.he} said, "and then I'll kick like a frog." ${w.He} could hardly wait.`,
      ],
    }),
    (w) => ({
      challenge: [
        `"Everyone in my swimming class can put their face in the water," ${w.name} told ${w.pal}. "Everyone except me."`,
        `${w.He} looked down at the water and did not move.`,
      ],
      mastery: [
        `${w.pal} taught ${w.name} a bubble game: take a big breath, then blow bubbles, blub, blub, blub, like a happy fish.`,
        `${w.name} practised the bubble breath again and again, and laughed every single time.`,
        `"Next time I'll blow bubbles in the water," ${w.he} said, "face and all!" And ${w.he} felt brave and ready.`,
      ],
    }),
  ],
  de: [
    (w) => ({
      challenge: [
        `${w.pal} fragte, was ${w.name} am allerliebsten lernen wollte. „Schwimmen“, sagte ${w.name}. „Aber das Wasser ist so tief, und ich traue mich nicht, den Rand loszulassen.“`,
        `„Hm“, sagte ${w.pal}. „Soll ich dir meinen liebsten Schwimmtrick zeigen?“`,
      ],
      mastery: [
        `Später zeigte ${w.pal} ${w.name}, wie man ein Seestern ist: Arme und Beine weit ausstrecken, ganz locker lassen und sich vom Wasser tragen lassen.`,
        `${w.name} probierte es zum Spaß aus und fühlte sich federleicht.`,
        `„Wenn ich das nächste Mal im Wasser bin, bin ich ein Seestern“, sagte ${w.er}, „und dann strample ich wie ein Frosch.“ ${w.name} konnte es kaum erwarten.`,
      ],
    }),
    (w) => ({
      challenge: [
        `„In meinem Schwimmkurs können alle das Gesicht ins Wasser tauchen“, erzählte ${w.name} ${w.pal}. „Alle außer mir.“`,
        `${w.Er} schaute auf ${w.sein('e', 'die')} Zehen.`,
      ],
      mastery: [
        `${w.pal} brachte ${w.name} ein Blubberspiel bei: tief Luft holen und dann Blasen pusten, blubb, blubb, blubb, wie ein fröhlicher Fisch.`,
        `${w.name} übte den Blubberatem wieder und wieder und musste jedes Mal lachen.`,
        `„Nächstes Mal blubbere ich im Wasser“, sagte ${w.er}, „mit dem ganzen Gesicht!“ Und ${w.er} fühlte sich mutig und bereit.`,
      ],
    }),
  ],
};

export const cycling: Theme = {
  id: 'learning-to-ride-a-bike',
  match: {
    en: [
      /\b(?:ride|riding|rides|cycle|cycling) (?:a |his |her |their |my |the )?(?:bike|bicycle)\b|\bbikes?\b|\bbicycles?\b|\btraining wheels\b|\bstabili[sz]ers\b|\bscooter\b|\bcycling\b/,
    ],
    de: [/\bfahrrad\w*|\brad ?fahren\b|\bradfahren\b|\bstuetzraeder\w*|\blaufrad\w*|\broller\b|\bradeln\b/],
  },
  en: [
    (w) => ({
      challenge: [
        `${w.name} told ${w.pal} about the bike at home. "I want to ride without anyone holding on," ${w.he} said, "but I always wobble and have to stop."`,
        `"Wobbling is part of it," said ${w.pal}. "Everybody wobbles at first."`,
      ],
      mastery: [
        `Later ${w.pal} told ${w.name} the secret of bikes. "Look far ahead, not down at your feet, and keep on pedalling. Then the bike balances all by itself."`,
        `${w.name} pretended to ride, looking far ahead and pedalling in the air, and laughed.`,
        `"Next time I'll look far ahead and keep on pedalling," ${w.he} said, already feeling the wind rush past.`,
      ],
    }),
    (w) => ({
      challenge: [
        `"My friends can all ride without stabilisers," said ${w.name} quietly. "I'm scared I'll fall off."`,
        `"Falling off is scary," said ${w.pal}. "But you know how to get up again."`,
      ],
      mastery: [
        `${w.pal} and ${w.name} practised balancing, first on one foot, then on the other, arms out like wings, wobbling and giggling.`,
        `"Balance is the secret," said ${w.pal}. "And you're getting really good at it."`,
        `${w.name} stood up tall. "Next time I'll ride my bike without the stabilisers," ${w.he} said, and ${w.he} felt brave and excited.`,
      ],
    }),
  ],
  de: [
    (w) => ({
      challenge: [
        `${w.name} erzählte ${w.pal} von ${w.sein('em', 'dem')} Fahrrad. „Ich will fahren, ohne dass jemand festhält“, sagte ${w.er}, „aber ich wackle immer und muss anhalten.“`,
        `„Wackeln gehört dazu“, sagte ${w.pal}. „Am Anfang wackelt jeder.“`,
      ],
      mastery: [
        `Später verriet ${w.pal} ${w.name} das Geheimnis des Fahrradfahrens. „Schau weit nach vorn, nicht auf die Füße, und tritt immer weiter in die Pedale. Dann hält das Rad das Gleichgewicht ganz von allein.“`,
        `${w.name} fuhr zum Spaß auf einem Luftfahrrad, schaute weit nach vorn, trat in die Luft und musste lachen.`,
        `„Nächstes Mal schaue ich weit nach vorn und trete immer weiter“, sagte ${w.er} und spürte schon den Fahrtwind im Gesicht.`,
      ],
    }),
    (w) => ({
      challenge: [
        `„Meine Freunde können alle ohne Stützräder fahren“, sagte ${w.name} leise. „Ich habe Angst, dass ich hinfalle.“`,
        `„Hinfallen ist unheimlich“, sagte ${w.pal}. „Aber du weißt ja, wie man wieder aufsteht.“`,
      ],
      mastery: [
        `${w.pal} und ${w.name} übten Gleichgewicht, erst auf einem Bein, dann auf dem anderen, die Arme ausgebreitet wie Flügel, wackelnd und kichernd.`,
        `„Gleichgewicht ist das Geheimnis“, sagte ${w.pal}. „Und darin wirst du richtig gut.“`,
        `${w.name} richtete sich auf. „Nächstes Mal probiere ich es ohne Stützräder“, sagte ${w.er} und fühlte sich mutig und voller Vorfreude.`,
      ],
    }),
  ],
};

export const readingTheme: Theme = {
  id: 'reading',
  match: {
    en: [/\bread(?:ing|s)?\b|\bbooks?\b|\bletters\b|\balphabet\b|\bphonics\b|\bspelling\b/],
    de: [/\blesen\w*|\bliest\b|\bbuch\b|\bbuecher\w*|\bbuchstaben\b|\babc\b/],
  },
  // Reading the clock is telling the time, not letters: „die Uhr lesen lernen“.
  unless: { en: [/\bclocks?\b/], de: [/\buhr\w*/] },
  en: [
    (w) => ({
      challenge: [
        `They found a little sign with words on it, and ${w.pal} asked ${w.name} what it said.`,
        `${w.name} looked at the letters. They jumbled and wiggled, and ${w.his} cheeks went hot. "I can't read it," ${w.he} mumbled.`,
      ],
      mastery: [
        `"Let's do it one letter at a time," said ${w.pal}. So ${w.name} sounded out each letter slowly, one after the other.`,
        `And suddenly the letters clicked together into a word. "It says hello!" ${w.he} cried.`,
        `A rush of pride filled ${w.name}. Reading, ${w.he} decided, is like unlocking a tiny door.`,
      ],
    }),
    (w) => ({
      challenge: [
        `${w.name} told ${w.pal} that reading was hard. "The words are so long, and the letters keep swapping places," ${w.he} sighed.`,
        `"Words are like puzzles," said ${w.pal}. "And you love puzzles."`,
      ],
      mastery: [
        `Later they played a word game, finding something for every letter: b for bright, s for sleepy, m for magic.`,
        `${w.name} found more and more, and every letter felt friendlier than the one before.`,
        `"I'm getting better at this," ${w.he} said, and ${w.his} smile was as wide as an open book.`,
      ],
    }),
  ],
  de: [
    (w) => ({
      challenge: [
        `Sie fanden ein kleines Schild mit Wörtern darauf, und ${w.pal} fragte ${w.name}, was darauf stand.`,
        `${w.name} schaute auf die Buchstaben. Sie purzelten und wackelten durcheinander, und ${w.name} wurde ganz rot. „Ich kann das nicht lesen“, murmelte ${w.er}.`,
      ],
      mastery: [
        `„Lass es uns Buchstabe für Buchstabe machen“, sagte ${w.pal}. Also las ${w.name} ganz langsam einen Buchstaben nach dem anderen.`,
        `Und plötzlich fügten sich die Buchstaben zu einem Wort zusammen. „Da steht Hallo!“, rief ${w.er}.`,
        `${w.name} spürte, wie der Stolz aufstieg. Lesen, fand ${w.er}, ist wie eine winzige Tür aufschließen.`,
      ],
    }),
    (w) => ({
      challenge: [
        `${w.name} erzählte ${w.pal}, dass Lesen ganz schön schwer war. „Die Wörter sind so lang, und die Buchstaben tauschen immer die Plätze“, seufzte ${w.er}.`,
        `„Wörter sind wie Rätsel“, sagte ${w.pal}. „Und du magst doch Rätsel.“`,
      ],
      mastery: [
        `Später spielten die beiden ein Wörterspiel und suchten zu jedem Buchstaben etwas: H wie hell, S wie schläfrig, Z wie Zauber.`,
        `${w.name} fand immer mehr, und jeder Buchstabe sah freundlicher aus als der davor.`,
        `„Ich werde immer besser“, sagte ${w.er}, mit einem Lächeln so breit wie ein aufgeschlagenes Buch.`,
      ],
    }),
  ],
};
