import { de, en, type Passage } from '../types.ts';

// The people of the child's life in an adventure: brothers and sisters who come along (one goes
// ahead, one spots things, one keeps everyone calm; a baby rides in a sling and coos), a friend
// thought of but never there, and a thing the parent named that the lexicon does not know, said
// in the parent's words only where no grammar is asked of them.

export const siblingsJoin: Passage = {
  en: [
    en(
      (s) =>
        s.sibling.baby
          ? `${s.sibling.name} came too, snug in a soft sling that ${s.pal} wore, and cooed at everything there was to see.`
          : s.sibling.role === 'finder'
            ? `${s.sibling.name} had come along too, with eyes so sharp that ${s.sibling.he} spotted things nobody else saw, a glimmer here, a footprint there.`
            : s.sibling.role === 'comforter'
              ? `${s.sibling.name} had come along too, and whenever the way grew tricky, ${s.sibling.he} took somebody's hand and said, "Nearly there," in a voice that made everything calmer.`
              : `${s.sibling.name} had come along too, of course, and went a few steps ahead to make sure the way was safe, ${s.sibling.big ? 'as big sisters and brothers do' : 'as brave as anything'}.`,
      { needs: ['sibling'], ages: ['big'] },
    ),
    en(
      (s) =>
        s.sibling.baby
          ? `Tucked in a sling against ${s.pal} rode ${s.sibling.name}, far too little to walk but not too little to look. Every now and then came a happy coo.`
          : s.sibling.role === 'finder'
            ? `${s.sibling.name} had woken up too and came pattering after them. "I'm good at finding things," ${s.sibling.he} said, and it was true.`
            : s.sibling.role === 'comforter'
              ? `${s.sibling.name} came too, and held ${s.name}'s hand. "We'll stay together," ${s.sibling.he} said, and somehow that made the whole night feel cosier.`
              : `Right behind them came ${s.sibling.name}, who was not going to be left behind. "I'll go first," ${s.sibling.he} said, and marched ahead to see what was round the bend.`,
      { needs: ['sibling'], ages: ['big'] },
    ),
    en((s) => `${s.siblings.names} had come along too, of course, and nobody was going to miss a thing.`, {
      needs: ['siblings'],
      unless: ['sibling'],
      ages: ['big'],
    }),
    en(
      (s) =>
        `${s.siblings.names} came too, close behind, whispering and wide-eyed, and the night felt all the friendlier for it.`,
      { needs: ['siblings'], unless: ['sibling'], ages: ['big'] },
    ),
    en(
      (s) =>
        s.sibling.baby
          ? `${s.pal} had room for one more: ${s.sibling.name}, bundled up warm in a sling and blinking at everything with big round eyes.`
          : `${s.sibling.name} was not going to miss this. On went ${s.sibling.hisOwn} slippers, and ${s.sibling.he} came too, ${s.sibling.role === 'finder' ? 'already pointing at things in the dark' : s.sibling.role === 'comforter' ? 'and took the hand of whoever was nearest' : 'and hurried to the front'}.`,
      { needs: ['sibling'], ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.siblings.names} tiptoed after them in their pyjamas. "We're coming too," they whispered, and nobody said no.`,
      { needs: ['siblings'], unless: ['sibling'], ages: ['big'] },
    ),
    en(
      (s) =>
        s.sibling.baby
          ? `${s.sibling.name} comes too, in a cosy sling. Coo, coo!`
          : `${s.sibling.name} comes too! ${s.sibling.role === 'finder' ? 'Such good eyes!' : s.sibling.role === 'comforter' ? 'Holding hands, tight.' : 'Off in front!'}`,
      { needs: ['sibling'], ages: ['little'] },
    ),
    en((s) => `${s.siblings.names} come too! All together now.`, {
      needs: ['siblings'],
      unless: ['sibling'],
      ages: ['little'],
    }),
  ],
  de: [
    de(
      (s) =>
        s.sibling.baby
          ? `${s.sibling.name} kam auch mit, warm eingekuschelt in einem Tragetuch, das ${s.pal} trug, und gluckste über alles, was es zu sehen gab.`
          : s.sibling.role === 'finder'
            ? `Natürlich war auch ${s.sibling.name} mitgekommen, mit so scharfen Augen, dass ${s.sibling.er.nom} Dinge entdeckte, die sonst keiner sah, hier ein Glitzern, dort eine Spur.`
            : s.sibling.role === 'comforter'
              ? `Natürlich war auch ${s.sibling.name} mitgekommen, und immer wenn es schwierig wurde, nahm ${s.sibling.er.nom} jemanden an der Hand und sagte „Gleich geschafft“, so ruhig, dass alles gleich leichter wurde.`
              : `Natürlich war auch ${s.sibling.name} mitgekommen und ging ein paar Schritte voraus, um nachzusehen, ob der Weg sicher war, ${s.sibling.big ? 'wie große Geschwister das eben machen' : 'mutig wie sonst was'}.`,
      { needs: ['sibling'], ages: ['big'] },
    ),
    de(
      (s) =>
        s.sibling.baby
          ? `Im Tragetuch bei ${s.pal} schaukelte ${s.sibling.name} mit, viel zu klein zum Laufen, aber nicht zu klein zum Schauen. Ab und zu gluckste es fröhlich.`
          : s.sibling.role === 'finder'
            ? `Auch ${s.sibling.name} war aufgewacht und kam hinterhergetrippelt. „Ich kann gut Sachen finden“, sagte ${s.sibling.er.nom}, und das stimmte.`
            : s.sibling.role === 'comforter'
              ? `Auch ${s.sibling.name} kam mit und nahm ${s.name} an der Hand. „Wir bleiben zusammen“, sagte ${s.sibling.er.nom}, und auf einmal fühlte sich die ganze Nacht noch gemütlicher an.`
              : `Gleich hinterher kam ${s.sibling.name}, denn zurückbleiben wollte ${s.sibling.er.nom} auf keinen Fall. „Ich geh vor“, sagte ${s.sibling.er.nom} und marschierte los, um nachzusehen, was hinter der nächsten Biegung lag.`,
      { needs: ['sibling'], ages: ['big'] },
    ),
    de(
      (s) => `Natürlich waren auch ${s.siblings.names} mitgekommen, und keiner wollte auch nur das Kleinste verpassen.`,
      { needs: ['siblings'], unless: ['sibling'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Auch ${s.siblings.names} kamen mit, dicht dahinter, flüsternd und mit großen Augen, und die Nacht war gleich noch ein bisschen freundlicher.`,
      { needs: ['siblings'], unless: ['sibling'], ages: ['big'] },
    ),
    de(
      (s) =>
        s.sibling.baby
          ? `Warm eingepackt und mit großen runden Augen kam auch ${s.sibling.name} mit, sicher im Tragetuch vor dem Bauch von ${s.pal}.`
          : `Das wollte ${s.sibling.name} auf keinen Fall verpassen. Schnell in die Hausschuhe, und schon war ${s.sibling.er.nom} dabei ${s.sibling.role === 'finder' ? 'und zeigte auf Dinge im Dunkeln, die sonst keiner bemerkte' : s.sibling.role === 'comforter' ? 'und nahm die Hand, die am nächsten war' : 'und lief gleich nach vorn'}.`,
      { needs: ['sibling'], ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.siblings.names} schlichen im Schlafanzug hinterher. „Wir kommen mit“, flüsterten sie, und keiner sagte Nein.`,
      { needs: ['siblings'], unless: ['sibling'], ages: ['big'] },
    ),
    de(
      (s) =>
        s.sibling.baby
          ? `${s.sibling.name} kommt auch mit, im kuscheligen Tragetuch. Gluck, gluck!`
          : `${s.sibling.name} kommt auch mit! ${s.sibling.role === 'finder' ? 'Was für gute Augen!' : s.sibling.role === 'comforter' ? 'Hand in Hand, ganz fest.' : 'Immer vorneweg!'}`,
      { needs: ['sibling'], ages: ['little'] },
    ),
    de((s) => `${s.siblings.names} kommen auch mit! Alle zusammen.`, {
      needs: ['siblings'],
      unless: ['sibling'],
      ages: ['little'],
    }),
  ],
};

export const friend: Passage = {
  en: [
    en(
      (s) =>
        `"${s.friend.name} would love this," said ${s.name}, and decided to tell ${s.friend.him} all about it tomorrow.`,
      { needs: ['friend'], ages: ['big'] },
    ),
    en(
      (s) =>
        `For a moment ${s.name} wished ${s.friend.name} could see all this too. "I'll tell ${s.friend.him} everything tomorrow," ${s.he} decided, "every single bit."`,
      { needs: ['friend'], ages: ['big'] },
    ),
    en(
      (s) =>
        `"Who do you play with at home?" asked ${s.pal}. "${s.friend.name}," said ${s.name} at once, and told ${s.palHim} all about ${s.friend.him}, and ${s.pal} said that sounded like exactly the right sort of friend to have.`,
      { needs: ['friend'], ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.name} found a shiny little stone and slipped it into ${s.his} pocket. "That one's for ${s.friend.name}," ${s.he} said, "so ${s.friend.he} can have a bit of tonight too."`,
      { needs: ['friend'], ages: ['big'] },
    ),
    en(
      (s) =>
        `"If ${s.friend.name} were here," said ${s.name}, "we'd be racing each other right to the top." "Then you'll just have to tell ${s.friend.him} about it," said ${s.pal}.`,
      { needs: ['friend'], ages: ['big'] },
    ),
    en((s) => `${s.name} thinks of ${s.friend.name}. ${s.friend.name} would love this!`, {
      needs: ['friend'],
      ages: ['little'],
    }),
  ],
  de: [
    de(
      (s) =>
        `„Das würde ${s.friend.name} gefallen“, sagte ${s.name} und nahm sich vor, morgen alles davon zu erzählen.`,
      { needs: ['friend'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Einen Moment lang wünschte sich ${s.name}, ${s.friend.name} könnte das alles auch sehen. „Morgen erzähle ich alles“, beschloss ${s.er}, „jedes kleine bisschen.“`,
      { needs: ['friend'], ages: ['big'] },
    ),
    de(
      (s) =>
        `„Mit wem spielst du zu Hause am liebsten?“, wollte ${s.pal} wissen. „Mit ${s.friend.name}“, sagte ${s.name} sofort und erzählte und erzählte, und ${s.pal} fand, das klang nach einer ganz wunderbaren Freundschaft.`,
      { needs: ['friend'], ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.name} fand einen kleinen glänzenden Stein und steckte ihn ein. „Der ist für ${s.friend.name}“, erklärte ${s.er}, „als kleines Stückchen von heute Nacht.“`,
      { needs: ['friend'], ages: ['big'] },
    ),
    de(
      (s) =>
        `„Wenn ${s.friend.name} jetzt hier wäre“, sagte ${s.name}, „dann würden wir um die Wette bis ganz nach oben rennen.“ „Dann musst du eben morgen alles erzählen“, meinte ${s.pal}.`,
      { needs: ['friend'], ages: ['big'] },
    ),
    de((s) => `${s.name} denkt an ${s.friend.name}. Das würde ${s.friend.name} gefallen!`, {
      needs: ['friend'],
      ages: ['little'],
    }),
  ],
};

/**
 * A thing the lexicon does not know, in the parent's words (plan-facts keeps only words these frames
 * can hold: in German a noun phrase with its own nominative article, said only where a nominative
 * stands). Never in quotation marks or after a colon: the words are the parent's, not a character's.
 */
export const thing: Passage = {
  en: [
    en(
      (s) =>
        `For a moment ${s.name} thought of ${s.thing.words}, and smiled a secret smile. That was something to tell ${s.pal} about on another night.`,
      { needs: ['thing'], ages: ['big'] },
    ),
    en(
      (s) =>
        `"What do you love best, at home?" asked ${s.pal}. So ${s.name} told ${s.palHim} all about ${s.thing.words}, and ${s.pal} listened with ${s.palHis} head on one side.`,
      { needs: ['thing'], ages: ['big'] },
    ),
    en((s) => `This was nearly as exciting as ${s.thing.words}, ${s.name} thought, and that was saying something.`, {
      needs: ['thing'],
      ages: ['big'],
    }),
    en(
      (s) =>
        `A little later, something reminded ${s.name} of ${s.thing.words}. ${s.He} tucked the thought away like a pebble in a pocket, to take out again at home.`,
      { needs: ['thing'], ages: ['big'] },
    ),
    en(
      (s) =>
        `"Is there anything you miss, out here?" asked ${s.pal}. ${s.name} thought about it. "Only ${s.thing.words}," ${s.he} said, "a tiny bit." ${s.pal} nodded, as if that made perfect sense.`,
      { needs: ['thing'], ages: ['big'] },
    ),
    en((s) => `${s.name} thinks of ${s.thing.words}. What a happy thought!`, { needs: ['thing'], ages: ['little'] }),
    en(
      (s) =>
        `For a moment ${s.name} thought of ${s.thing.words}, and of ${s.alsoThing.words} too, and smiled a secret smile. Those were things to tell ${s.pal} about on another night.`,
      { needs: ['thing', 'alsoThing'], ages: ['big'] },
    ),
    en((s) => `${s.name} thinks of ${s.thing.words}. And ${s.alsoThing.words}! Happy thoughts.`, {
      needs: ['thing', 'alsoThing'],
      ages: ['little'],
    }),
  ],
  de: [
    de(
      (s) =>
        `Ein Schatten im Mondlicht sah für einen Augenblick genauso aus wie ${s.thing.words}, und ${s.name} musste lächeln.`,
      { needs: ['thing'], ages: ['big'] },
    ),
    de((s) => `Das hier war fast so aufregend wie ${s.thing.words}, fand ${s.name}, und das wollte etwas heißen.`, {
      needs: ['thing'],
      ages: ['big'],
    }),
    de(
      (s) =>
        `„Was hast du zu Hause am allerliebsten?“, fragte ${s.pal}. ${s.name} überlegte, und dann lächelte ${s.er}, denn nichts war so schön wie ${s.thing.words}.`,
      { needs: ['thing'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Hoch oben zog eine Wolke vorbei, und ${s.name} hätte schwören können, dass sie genauso aussah wie ${s.thing.words}.`,
      { needs: ['thing'], ages: ['big'] },
    ),
    de((s) => `Der Mond leuchtete heute so schön, beinahe so schön wie ${s.thing.words}, dachte ${s.name} bei sich.`, {
      needs: ['thing'],
      ages: ['big'],
    }),
    de((s) => `${s.name} lacht. Der Schatten da sieht ja aus wie ${s.thing.words}!`, {
      needs: ['thing'],
      ages: ['little'],
    }),
    de(
      (s) =>
        `Ein Schatten im Mondlicht sah für einen Augenblick aus wie ${s.thing.words}, ein anderer wie ${s.alsoThing.words}, und ${s.name} musste lächeln.`,
      { needs: ['thing', 'alsoThing'], ages: ['big'] },
    ),
    de((s) => `${s.name} lacht. Da sieht ein Schatten aus wie ${s.thing.words}. Und der da wie ${s.alsoThing.words}!`, {
      needs: ['thing', 'alsoThing'],
      ages: ['little'],
    }),
  ],
};
