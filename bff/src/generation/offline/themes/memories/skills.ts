// Memories of a skill learned: swimming, a bike, shoelaces, dressing, reading, writing one's name.
import type { Memory } from '../types.ts';

/** The metres swum when the parent wrote them ("swam 25 metres", „25 Meter geschwommen“): no armbands for a child who swims lengths. */
const metresSwum = (folded: string) => /\b(\d{2,4}) ?(?:m|metres?|meters?|metern?)\b/.exec(folded)?.[1];

export const swim: Memory = {
  id: 'swimming',
  // A race won in the pool is the win, not the first swim without armbands.
  unless: {
    en: [/\b(?:won|win|winning|medals?|trophy|gala|races?|competition|first place|came (?:first|second|third))\b/],
    de: [/\b(?:gewonnen|gewinnt|medaille\w*|pokal|wettbewerb|rennen|platz)\b|wettkampf|wettschwimmen/],
  },
  match: {
    en: [/\bswim\w*|\bswam\b|\bswum\b/],
    de: [/\bschwimm\w*|\bgeschwommen\b|\bseepferdchen\b|\bschwimmabzeichen\b|\bfreischwimmer\b/],
  },
  en: [
    (w) => [
      `${w.name} told ${w.pal} about that first swim ${w.allBySelf}, kicking and paddling while the water splashed and sparkled.`,
      `Everyone had cheered, and ${w.name} had felt as light and free as a little fish.`,
    ],
    (w, said) => [
      metresSwum(said)
        ? `"Guess what?" ${w.name} told ${w.pal}. "I swam ${metresSwum(said)} metres, all the way to the end, without stopping!"`
        : `"Guess what?" ${w.name} told ${w.pal}. "I can swim now! All by myself, without any armbands."`,
      `${w.pal} was very impressed, and ${w.name} glowed with pride, remembering the cool water and the big splash at the end.`,
    ],
    (w, said) => [
      metresSwum(said)
        ? `${w.name} showed ${w.pal} how to swim a long, long way: kick your legs, pull with your arms, blow out bubbles and keep going all the way to the wall.`
        : `${w.name} showed ${w.pal} the way to swim without armbands: kick your legs, pull with your arms and blow out bubbles.`,
      `${w.pal} copied every move, right there ${w.where}, and ${w.name} felt proud all over again.`,
    ],
    (w) => [
      `${w.name} told ${w.pal} about the swimming pool, the splashy noise and the best moment of all, when both feet let go of the bottom and the water held ${w.him} up.`,
      `"All by myself," said ${w.name}, and ${w.pal} was so proud that ${w.pal} spun round once.`,
    ],
  ],
  de: [
    (w, said) => [
      `Als ${w.pal} wissen wollte, was ${w.name} richtig gut konnte, kam die Antwort sofort: Schwimmen, zum ersten Mal ganz allein, strampelnd und paddelnd, während das Wasser spritzte und glitzerte.`,
      said.includes('seepferdchen')
        ? `Alle hatten gejubelt, und dann hatte ${w.name} sogar das Seepferdchen bekommen!`
        : `Alle hatten gejubelt, und ${w.name} hatte sich so leicht und frei gefühlt wie ein kleiner Fisch.`,
    ],
    (w, said) => [
      metresSwum(said)
        ? `„Weißt du was?“, erzählte ${w.name} ${w.pal}. „Ich bin ${metresSwum(said)} Meter geschwommen, ganz bis zum Ende, ohne anzuhalten!“`
        : `„Weißt du was?“, erzählte ${w.name} ${w.pal}. „Ich kann jetzt schwimmen! Ganz allein, ohne Schwimmflügel.“`,
      `${w.pal} staunte, und ${w.name} strahlte vor Stolz beim Gedanken an das kühle Wasser und das große Platschen am Ende.`,
    ],
    (w, said) => [
      metresSwum(said)
        ? `${w.name} zeigte ${w.pal}, wie man ganz weit schwimmt: mit den Beinen strampeln, mit den Armen ziehen, Blubberblasen machen und immer weiter bis zum Beckenrand.`
        : `${w.name} zeigte ${w.pal}, wie Schwimmen ganz ohne Schwimmflügel geht: mit den Beinen strampeln, mit den Armen ziehen und Blubberblasen machen.`,
      `${w.pal} machte jede Bewegung nach, gleich ${w.where}, und ${w.name} war noch einmal richtig stolz.`,
    ],
    (w) => [
      `${w.name} erzählte ${w.pal} vom Schwimmbad, vom Platschen und Spritzen und von dem Moment, als die Füße den Boden losließen und das Wasser einfach trug.`,
      `„Ganz allein!“, sagte ${w.name}, und ${w.pal} drehte vor Freude eine kleine Runde.`,
    ],
  ],
};

export const bike: Memory = {
  id: 'bike',
  match: {
    en: [/\b(?:bike|bikes|bicycle|cycling|cycle|balance bike|training wheels|stabilisers|stabilizers)\b/],
    de: [/\bfahrrad\w*|\brad ?fahren\b|\bradfahren\b|\bstuetzraeder\w*|\blaufrad\w*|\bradeln\b|\bgeradelt\b/],
  },
  en: [
    (w) => [
      `${w.name} told ${w.pal} about the wobbly, wonderful moment when ${w.he} first rode a bike ${w.allBySelf}.`,
      `The wind had whooshed past, the wheels had gone round and round, and nobody was holding on any more.`,
    ],
    (w) => [
      `"I can ride my bike now," ${w.name} told ${w.pal} proudly. "Without anyone holding on, ${w.pal}!"`,
      `${w.He} remembered wobbling at first, then pedalling faster and faster, and ${w.his} heart still gave a happy little jump.`,
    ],
    (w) => [
      `${w.name} pedalled the air as if riding a bike and showed ${w.pal} how ${w.he} had learned it: push off, look ahead and keep pedalling, with nobody holding on.`,
      `${w.pal} cheered ${w.where} as if it were a real race.`,
    ],
    (w) => [
      `${w.name} told ${w.pal} all about learning to ride a bike, the wobbles, the wind and the moment ${w.name} looked back and saw that nobody was holding on.`,
      `${w.pal} gasped at the best part, and ${w.name} could almost feel the wind again.`,
    ],
  ],
  de: [
    (w) => [
      `${w.name} dachte an den wackeligen, wunderbaren Moment der allerersten Fahrradfahrt ganz allein.`,
      `Der Wind hatte gesaust, die Räder hatten sich gedreht und gedreht, und niemand hatte mehr festgehalten.`,
    ],
    (w) => [
      `„Ich kann jetzt Fahrrad fahren“, erzählte ${w.name} ${w.pal} stolz. „Und keiner muss mehr festhalten, ${w.pal}!“`,
      `${w.Er} dachte an das Wackeln am Anfang und das immer schnellere Treten danach, und das Herz machte noch immer einen fröhlichen Hüpfer.`,
    ],
    (w) => [
      `${w.name} trat in die Luft wie auf einem unsichtbaren Fahrrad und zeigte ${w.pal}, wie es geht: abstoßen, nach vorn schauen und immer weiter treten, und keiner hielt mehr fest.`,
      `${w.pal} jubelte ${w.where}, als wäre es ein echtes Rennen.`,
    ],
    (w) => [
      `${w.name} erzählte ${w.pal} alles übers Fahrradfahren, vom Wackeln, vom Fahrtwind und von dem Moment, als beim Umdrehen niemand mehr festhielt.`,
      `Beim besten Teil hielt ${w.pal} die Luft an, und ${w.name} spürte fast wieder den Wind im Gesicht.`,
    ],
  ],
};

export const shoelaces: Memory = {
  id: 'shoelaces',
  match: {
    en: [/\bshoe ?laces?\b|\blaces\b|\bti(?:e|ed|es|ing) (?:his |her |their |my )?(?:own )?shoes?\b/],
    de: [
      /\bschuhe?\b.*\b(?:binden|gebunden|zubinden|zugebunden|zugemacht)\b|\bschleife\w*|\bschnuersenkel\w*|\bschuhbaender\w*/,
    ],
  },
  en: [
    (w) => [
      `${w.name} looked down at the shoes ${w.where}, whose laces had been tied ${w.allBySelf} for the very first time not long ago: one loop, two loops, and pull.`,
      `It had taken lots of tries, but ${w.he} had done it, and ${w.he} still felt proud every single time.`,
    ],
    (w) => [
      `"I can tie my own laces now," ${w.name} told ${w.pal}, "with two bunny ears, crossed over and pulled tight."`,
      `${w.pal} was amazed, and ${w.name} grinned from ear to ear.`,
    ],
    (w) => [
      `${w.name} found a piece of string and showed ${w.pal} the bunny-ear bow ${w.he} had learned ${w.allBySelf}: one loop, two loops, cross them over and pull.`,
      `${w.pal} tried it three times ${w.where}, and the third bow held.`,
    ],
    (w) => [
      `${w.name} told ${w.pal} about the morning the laces finally worked, two bunny ears, crossed and pulled tight, and nobody had to help.`,
      `${w.pal} asked to see it twice, and ${w.name} showed it with a piece of string.`,
    ],
  ],
  de: [
    (w) => [
      `Als ${w.pal} auf die Schuhe schaute, dachte ${w.name} an den Tag, an dem die Schleife zum ersten Mal ganz allein geklappt hatte: eine Schlaufe, zwei Schlaufen und fest ziehen.`,
      `Es hatte viele Versuche gebraucht, aber ${w.er} hatte es geschafft, und jedes Mal kam der Stolz ein bisschen wieder.`,
    ],
    (w) => [
      `Stolz erzählte ${w.name} ${w.pal} vom Schuhebinden ganz allein, mit zwei Hasenohren, überkreuzt und fest gezogen.`,
      `${w.pal} staunte, und ${w.name} grinste von einem Ohr zum anderen.`,
    ],
    (w) => [
      `${w.name} fand ein Stück Schnur und zeigte ${w.pal} den ganz allein gelernten Hasenohren-Knoten: eine Schlaufe, zwei Schlaufen, überkreuzen und fest ziehen.`,
      `${w.pal} probierte es ${w.where} gleich dreimal, und beim dritten Mal hielt die Schleife.`,
    ],
    (w) => [
      `${w.name} erzählte ${w.pal} von dem Morgen, an dem die Schleife endlich hielt, zwei Hasenohren, überkreuzt und fest gezogen, und niemand musste helfen.`,
      `${w.pal} wollte es gleich zweimal sehen, und ${w.name} zeigte es mit einem Stück Schnur.`,
    ],
  ],
};

export const dressing: Memory = {
  id: 'getting-dressed',
  match: {
    en: [
      /\bdress\w* (?:him|her|them|my|your)sel\w*|\bgot dressed\b|\bget\w* dressed\b|\bput\w* on (?:his |her |their |my )?(?:own )?(?:clothes|socks|jacket|coat|trousers|pants)\b/,
    ],
    de: [
      /\b(?:allein|alleine|selbst|selber)\b.*\b(?:angezogen|anziehen|anzuziehen|zieht)\b|\banziehen\b|\bangezogen\b|\bzieht sich\b.*\ban\b/,
    ],
  },
  en: [
    (w) => [
      `${w.name} remembered the first morning of getting dressed ${w.allBySelf}, every sleeve and every sock, and even the buttons.`,
      `"Look at me!" ${w.he} had called, and everyone had looked, and ${w.he} had felt ever so proud.`,
    ],
    (w) => [
      `"I can get dressed all by myself now," ${w.name} told ${w.pal}. "Even my socks."`,
      `${w.pal} was very impressed, and ${w.name} felt big and proud.`,
    ],
  ],
  de: [
    (w) => [
      `${w.name} dachte an den Morgen, an dem das Anziehen zum ersten Mal ganz allein geklappt hatte, jeder Ärmel und jede Socke und sogar die Knöpfe.`,
      `„Schaut mal!“, hatte ${w.er} stolz gerufen, und alle hatten geschaut und gestaunt.`,
    ],
    (w) => [
      `„Ich kann mich jetzt ganz allein anziehen“, erzählte ${w.name} ${w.pal}. „Sogar die Socken.“`,
      `${w.pal} war schwer beeindruckt, und ${w.name} fühlte sich groß und stolz.`,
    ],
  ],
};

export const writing: Memory = {
  id: 'writing',
  match: {
    en: [/\bwr(?:ite|ote|iting|itten)\b|\bspell\w* (?:his |her |their |my )?(?:own )?name\b/],
    de: [/\bschreiben\b|\bgeschrieben\b|\bschreibt\b/],
  },
  en: [
    (w) => [
      `${w.name} remembered writing ${[...w.name.toUpperCase()].filter((ch) => /\p{L}/u.test(ch)).join('-')} for the very first time, every letter big and proud on the page.`,
      `${w.He} could still picture it, and ${w.he} smiled.`,
    ],
    (w) => [
      `"I can write my name now," ${w.name} told ${w.pal}, and traced the letters in the air, one by one.`,
      `${w.pal} watched in wonder, and ${w.name} felt clever and proud.`,
    ],
  ],
  de: [
    (w) => [
      `${w.name} dachte an das allererste Mal, als der eigene Name auf dem Papier stand, jeder Buchstabe groß und stolz.`,
      `${w.Er} konnte es noch genau vor sich sehen und musste lächeln.`,
    ],
    (w) => [
      `„Ich kann jetzt meinen Namen schreiben“, erzählte ${w.name} ${w.pal} und malte die Buchstaben einen nach dem anderen in die Luft.`,
      `${w.pal} staunte, und ${w.name} fühlte sich klug und stolz.`,
    ],
  ],
};

export const reading: Memory = {
  id: 'reading',
  // "won the reading competition" is the win, not the first book read alone.
  unless: {
    en: [/\b(?:won|win|winning|competition|contest|prize|challenge|award)\b/],
    de: [/\b(?:gewonnen|gewinnt|preis|urkunde)\b|wettbewerb/],
  },
  match: {
    en: [/\bread\w*\b|\bbook\b|\bletters\b|\balphabet\b/],
    de: [/\blesen\b|\bgelesen\b|\bliest\b|\bbuch\b|\bbuchstaben\b|\babc\b/],
  },
  en: [
    (w) => [
      `${w.name} remembered reading a whole book ${w.allBySelf} for the first time, page after page, word after word.`,
      `The letters had turned into words and the words into a story, like magic, and ${w.he} still felt proud of it.`,
    ],
    (w) => [
      `"I can read now," ${w.name} told ${w.pal}. "Real words in a real book!"`,
      `${w.He} remembered sounding out the very first word, and ${w.his} heart gave a proud little skip.`,
    ],
  ],
  de: [
    (w) => [
      `${w.name} dachte an den Tag mit dem ersten ganzen Buch, ganz allein gelesen, Seite für Seite, Wort für Wort.`,
      `Aus den Buchstaben waren Wörter geworden und aus den Wörtern eine Geschichte, wie durch Zauberei, und darauf war ${w.er} immer noch stolz.`,
    ],
    (w) => [
      `„Ich kann jetzt lesen“, erzählte ${w.name} ${w.pal}. „Richtige Wörter in einem richtigen Buch!“`,
      `${w.Er} dachte an das allererste selbst gelesene Wort, und das Herz machte einen stolzen kleinen Hüpfer.`,
    ],
  ],
};

export const drawing: Memory = {
  id: 'drawing',
  match: {
    en: [/\b(?:drew|drawn|drawing|draw|painted|painting|paint|coloured|colored|crayons?)\b|\bpicture\b/],
    de: [/\b(?:gemalt|malen|malt|gezeichnet|zeichnen|zeichnet|bild|bilder|bastel\w*|gebastelt)\b/],
  },
  en: [
    (w) => [
      `${w.name} remembered making that picture, with every colour in the box, and how it had been hung up for everyone to see.`,
      `Every time ${w.he} walked past it, ${w.he} felt a little glow of pride.`,
    ],
    (w) => [
      `"I made a picture, all by myself," ${w.name} told ${w.pal}, and described every swirl and every colour of it.`,
      `${w.pal} could almost see it, and ${w.name} beamed.`,
    ],
  ],
  de: [
    (w) => [
      `${w.name} dachte an das selbst gemalte Bild, mit allen Farben, die es gab, und daran, wie es aufgehängt worden war, damit alle es sehen konnten.`,
      `Jedes Mal, wenn ${w.er} daran vorbeiging, leuchtete innen drin ein kleines, stolzes Licht.`,
    ],
    (w) => [
      `„Ich habe ein Bild gemacht, ganz allein“, erzählte ${w.name} ${w.pal} und beschrieb jeden Schwung und jede Farbe.`,
      `${w.pal} konnte es fast vor sich sehen, und ${w.name} strahlte.`,
    ],
  ],
};

export const climbing: Memory = {
  id: 'climbing',
  match: {
    en: [/\bclimb\w*/],
    de: [/\bklett\w*|\bgeklettert\b/],
  },
  en: [
    (w) => [
      `${w.name} remembered climbing higher than ever before, one careful step after another, right up to the very top.`,
      `From up there everything had looked small, and ${w.name} had felt as tall as the sky.`,
    ],
    (w) => [
      `"I climbed all the way to the top," ${w.name} told ${w.pal}. "And I didn't even look down!"`,
      `${w.pal} was very impressed, and ${w.name} felt strong and proud.`,
    ],
  ],
  de: [
    (w) => [
      `${w.name} dachte an die Kletterei, höher als je zuvor, einen vorsichtigen Schritt nach dem anderen, bis ganz nach oben.`,
      `Von dort oben hatte alles ganz klein ausgesehen, und ${w.name} hatte sich so groß gefühlt wie ein Riese.`,
    ],
    (w) => [
      `„Ich bin bis ganz nach oben geklettert“, erzählte ${w.name} ${w.pal}. „Und ich habe nicht mal nach unten geschaut!“`,
      `${w.pal} war schwer beeindruckt, und ${w.name} fühlte sich stark und stolz.`,
    ],
  ],
};
