import { de, en, type Passage, type Arc } from '../types.ts';
import { beforeTheStart, parade, afterTheParade } from './night-parade-march.ts';

// Once a year the place walks together in its Night Parade, and tonight nothing is ready: the child
// helps light the lanterns and untie the knots, carries the big lantern, and walks in the parade.
// The getting ready leaves room for the goal and the favourite things; the end is a tired, happy hush.

const nothingReady: Passage = {
  en: [
    en(
      (s) =>
        `${s.where.guide} "Oh, you've come just in time," ${s.where.guideName} said, quite out of breath. "Tonight is the Night Parade, and nothing is ready. The lanterns aren't lit, the ribbons are in knots, and everyone is running in circles." ${s.name} pushed up ${s.his} pyjama sleeves. "Then let's get ready," ${s.he} said.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `Everywhere ${s.where.again}, somebody was hurrying. Somebody was carrying a drum, somebody was dropping ribbons, and somebody was calling, "Has anyone seen the lanterns?" In the middle of it all stood ${s.where.guideName}, who was in charge and looked quite worn out. "The Night Parade starts when the moon is highest," ${s.where.guideName} sighed, "and we'll never be ready." "Yes, you will," said ${s.name}. "We'll help."`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.sight()} Then they heard a little tune on a pipe, stopping and starting, as if someone were practising. "That's for the Night Parade," said ${s.where.guideName}, who was in charge of the whole thing. "Once a year, when the night is at its softest, we all walk together. If we are ever ready, that is. Would you help?" ${s.name} and ${s.pal} nodded at once.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `Bang, bang! Toot, toot! What is that? It is a parade! But nothing is ready. "We can help!" says ${s.name}.`,
      {
        ages: ['little'],
      },
    ),
    en(
      (s) =>
        `Tonight is the parade! Lanterns, ribbons, drums. Oh dear, what a muddle! ${s.name} and ${s.pal} will help.`,
      { ages: ['little'] },
    ),
    en(
      (s) =>
        `There was a great clatter coming from somewhere ${s.where.again}. Round the corner sat ${s.where.guideName}, looking rather frazzled, in the middle of a heap of lanterns, drums and ribbons. "The Night Parade is tonight," ${s.where.guideName} said, "and look at it all!" ${s.name} sat down too. "Where shall we start?" ${s.he} asked.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `They had hardly arrived when a drum came rolling towards them all by itself, with ${s.where.guideName} running after it. "Stop it!" ${s.name} put out a foot, and the drum stopped. "Thank you," puffed ${s.where.guideName}. "It's the Night Parade tonight, and everything is going wrong. The drums roll away, the lanterns are out, and nobody knows where the ribbons are." "We'll help you look," said ${s.pal}.`,
      { ages: ['big'] },
    ),
    en((s) => `The parade is tonight. But where are the lanterns? Gone! ${s.pal} looks. ${s.name} looks too.`, {
      ages: ['little'],
    }),
    en(
      (s) =>
        `${s.where.guideName} was holding a long list, reading it from top to bottom and sighing. "The Night Parade is tonight," ${s.where.guideName} explained, "when the moon is at the very top. And there isn't a single tick on my list." ${s.pal} read it out loud: light the lanterns, untangle the ribbons, find the drums. "Then let's start ticking," said ${s.name}.`,
      { ages: ['big'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `${s.where.guide} „Ihr kommt genau richtig“, sagte ${s.where.guideName} ganz außer Atem. „Heute Nacht ist der Nachtumzug, und nichts ist fertig. Die Laternen brennen nicht, die Bänder sind verknotet, und alle rennen im Kreis.“ ${s.name} krempelte die Schlafanzugärmel hoch. „Dann machen wir eben alles fertig“, sagte ${s.er}.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Überall ${s.where.again} hatte es jemand eilig. Einer schleppte eine Trommel, einer verlor Bänder, und einer rief: „Hat jemand die Laternen gesehen?“ Mittendrin stand ${s.where.guideName}, ganz erschöpft, denn ${s.where.guideName} hatte hier das Sagen. „Der Nachtumzug beginnt, wenn der Mond am höchsten steht“, seufzte ${s.where.guideName}, „und wir werden nie rechtzeitig fertig.“ „Doch“, sagte ${s.name}. „Wir helfen.“`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.sight()} Dann hörten sie eine kleine Melodie auf einer Flöte, die immer wieder abbrach, als übte jemand. „Die ist für den Nachtumzug“, erklärte ${s.where.guideName}, die gute Seele ${s.where.again}. „Einmal im Jahr, wenn die Nacht am weichsten ist, ziehen wir alle zusammen einmal rundherum. Wenn wir nur fertig würden! Helft ihr uns?“ ${s.name} und ${s.pal} nickten sofort.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Bumm, bumm! Tröt, tröt! Was ist das für ein Lärm? Ein Umzug! Aber nichts ist fertig. „Wir helfen!“, sagt ${s.name}.`,
      { ages: ['little'] },
    ),
    de(
      (s) =>
        `Heute ist der Umzug! Laternen, Bänder, Trommeln. Oje, was für ein Durcheinander! ${s.name} und ${s.pal} helfen mit.`,
      { ages: ['little'] },
    ),
    de(
      (s) =>
        `Irgendwo ${s.where.again} schepperte und klapperte es gewaltig. Hinter der nächsten Ecke saß ${s.where.guideName}, das Gesicht voller Sorgenfalten, mitten in einem Berg aus Laternen, Trommeln und Bändern. „Heute Nacht ist der Nachtumzug“, sagte ${s.where.guideName}, „und schaut euch das an!“ ${s.name} setzte sich dazu. „Womit fangen wir an?“`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Kaum waren sie angekommen, da rollte ihnen eine Trommel entgegen, ganz von allein, und hinterher rannte ${s.where.guideName}. „Haltet sie auf!“ ${s.name} stellte den Fuß davor, und die Trommel blieb liegen. „Danke“, keuchte ${s.where.guideName}. „Heute Nacht ist der Nachtumzug, und alles geht schief. Die Trommeln rollen weg, die Laternen sind aus, und keiner weiß, wo die Bänder sind.“ „Wir helfen suchen“, sagte ${s.pal}.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.where.guideName} hielt eine lange Liste in der Hand, las sie von oben nach unten und seufzte. „Heute Nacht ist der Nachtumzug“, erklärte ${s.where.guideName}, „wenn der Mond ganz oben steht. Und auf meiner Liste ist noch kein einziger Haken.“ ${s.pal} las laut vor: Laternen anzünden. Bänder entknoten. Trommeln suchen. „Dann machen wir jetzt Haken“, sagte ${s.name}.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Ein Knäuel aus Bändern, so groß wie ${s.pal}, lag mitten im Weg, und daneben saß ${s.where.guideName} und zog ratlos an einem Ende. „Das ist für den Nachtumzug heute Nacht“, sagte ${s.where.guideName}. „Jedes Jahr verknoten sie sich, und jedes Jahr sitze ich allein davor.“ „Dieses Jahr nicht“, sagte ${s.name} und griff nach dem nächsten Ende.`,
      { ages: ['big'] },
    ),
    de((s) => `Heute Nacht ist ein Umzug. Aber wo sind die Laternen? Weg! ${s.pal} sucht. ${s.name} sucht auch.`, {
      ages: ['little'],
    }),
    de((s) => `${s.where.guideName} ruft: „Oje, oje! Nichts ist fertig!“ Da sagt ${s.name}: „Wir helfen dir.“`, {
      ages: ['little'],
    }),
    de(
      (s) =>
        `„Hat jemand meine Trommel gesehen?“ „Wo sind die Laternen?“ „Wer hat die Bänder verknotet?“ So ging es hin und her, und mittendrin stand ${s.where.guideName} und hielt sich die Ohren zu. „Heute Nacht ist der Nachtumzug“, rief ${s.where.guideName}, „und nichts, gar nichts ist fertig!“ ${s.name} schaute ${s.pal} an, und ${s.pal} schaute zurück. Dann legten die beiden los.`,
      { ages: ['big'] },
    ),
  ],
};

const gettingReady: Passage = {
  en: [
    en(
      (s) =>
        `There was so much to do. ${s.name} untangled ribbons, one knot at a time, while ${s.pal} held the ends. They hung lanterns wherever they could reach, and when one would not light, ${s.name} cupped it in ${s.his} hands and blew on it very gently, until it glowed.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.pal} was in charge of the drums, which mostly meant finding them. ${s.name} was in charge of the lanterns and lit them one by one, until a long line of little lights wound away ${s.where.again} like a string of beads. "It's a necklace for the night," said ${s.name}, and everybody stopped to look.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `Everybody had a job. Somebody polished the trumpets and somebody brushed the banners. ${s.name} and ${s.pal} went up and down the line tying bows, until there were so many that even the bows had bows. ${s.sight()}`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `Light the lanterns, one, two, three! Tie the ribbons, big and bright. ${s.name} helps. ${s.pal} helps too.`,
      {
        ages: ['little'],
      },
    ),
    en((s) => `Here is a drum. Boom! Here is a lantern. Glow! ${s.name} ties a bow. Nearly ready now.`, {
      ages: ['little'],
    }),
    en(
      (s) =>
        `${s.name} found out that ${s.he} ${s.was} very good at knots, the undoing kind. ${s.pal} found out that ${s.palHe} was very good at holding things. Between them they sorted the ribbons, lined up the drums and counted the lanterns twice.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `The lanterns were the hardest part, because each one wanted lighting differently: one quickly, one slowly, and one very small one only if you sang to it first. So ${s.name} sang to it, very softly, and it glowed at once. ${s.sight()}`,
      { ages: ['big'] },
    ),
    en((s) => `The ribbons are all in knots. Pull, pull. ${s.name} undoes them. There! Now they look lovely.`, {
      ages: ['little'],
    }),
    en(
      (s) =>
        `${s.pal} held the ladder, and ${s.name} climbed up and hung lantern after lantern on the long string. Up there the night was very close. Down below the little ones called, "A bit more to the left!" and then, "Just like that!" When the last one was hung, the dark path had become a path of light.`,
      { ages: ['big'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `Es gab so viel zu tun. ${s.name} entknotete Bänder, einen Knoten nach dem anderen, während ${s.pal} die Enden festhielt. Sie hängten Laternen auf, wo immer sie hinreichten, und wenn eine nicht brennen wollte, nahm ${s.name} sie in beide Hände und pustete ganz sacht hinein, bis sie leuchtete.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.pal} war für die Trommeln zuständig, was vor allem hieß, sie erst einmal zu finden. ${s.name} war für die Laternen zuständig und zündete eine nach der anderen an, bis sich eine lange Reihe kleiner Lichter ${s.where.again} entlangschlängelte wie eine Perlenkette. „Eine Halskette für die Nacht“, sagte ${s.name}, und alle blieben stehen und staunten.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Jeder hatte eine Aufgabe. Einer putzte die Trompeten, einer bürstete die Fahnen. ${s.name} und ${s.pal} liefen die Reihe auf und ab und banden Schleifen, bis es so viele waren, dass sogar die Schleifen Schleifen hatten. ${s.sight()}`,
      { ages: ['big'] },
    ),
    de((s) => `Laternen an, eins, zwei, drei! Bänder binden, bunt und fein. ${s.name} hilft. ${s.pal} hilft auch.`, {
      ages: ['little'],
    }),
    de(
      (s) =>
        `Hier ist eine Trommel. Bumm! Hier ist eine Laterne. Leuchte! ${s.name} bindet eine Schleife. Fast fertig.`,
      {
        ages: ['little'],
      },
    ),
    de(
      (s) =>
        `${s.name} merkte, dass Knotenaufmachen genau das Richtige war. ${s.pal} merkte, dass ${s.palEr} ganz besonders gut Sachen festhalten konnte. Zusammen sortierten sie die Bänder, stellten die Trommeln in eine Reihe und zählten die Laternen, zweimal.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Die Laternen waren das Schwierigste, denn jede wollte anders angezündet werden: die eine schnell, die andere langsam, und eine ganz kleine nur, wenn man ihr vorher etwas vorsang. ${s.name} sang ihr etwas vor, ganz leise. Sie leuchtete sofort. ${s.sight()}`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Es gab Bänder in allen Farben, aber ${s.name} suchte so lange, bis ${s.er} eins in ${s.colour.noun} gefunden hatte, und band es an die allererste Laterne. „Damit man sieht, wo wir sind“, sagte ${s.name}. Dann halfen die beiden überall mit: Trommeln stimmen, Fahnen glätten, Knoten lösen.`,
      { ages: ['big'], needs: ['colour'] },
    ),
    de(
      (s) =>
        `${s.pal} hielt die Leiter, und ${s.name} kletterte hinauf und hängte Laterne um Laterne an die lange Schnur. Oben war die Nacht ganz nah. Unten riefen die Kleinen: „Ein bisschen weiter nach links!“ und dann: „Genau so!“ Als die letzte hing, war aus dem dunklen Weg ein Weg aus Licht geworden.`,
      { ages: ['big'] },
    ),
    de((s) => `Laterne auf, Licht hinein. Hell! ${s.pal} trägt die Trommel. Bumm, bumm. Das macht Spaß.`, {
      ages: ['little'],
    }),
    de((s) => `Die Bänder sind verknotet. Zupf, zupf. ${s.name} macht sie auf. Fertig! Jetzt sind sie schön.`, {
      ages: ['little'],
    }),
    de(
      (s) =>
        `${s.name} bekam die Aufgabe mit den Glöckchen. Jedes musste an ein Band, und jedes Band an eine Laterne, und als alle hingen, klingelte es bei jedem Windhauch ganz leise. ${s.pal} fand, es klang, als würde die Nacht kichern. ${s.sight()}`,
      { ages: ['big'] },
    ),
  ],
};

export const nightParade: Arc = {
  id: 'night-parade',
  kind: 'adventure',
  themes: [],
  ages: ['little', 'big'],
  title: {
    en: [
      en((s) => `${s.name} and the Night Parade`),
      en(() => `Lanterns for the Night Parade`),
      en((s) => `${s.name} Carries the Big Lantern`),
    ],
    de: [
      de((s) => `${s.name} und der Nachtumzug`),
      de(() => `Laternen für den Nachtumzug`),
      de((s) => `${s.name} trägt die große Laterne`),
    ],
  },
  summary: {
    en: [
      en((s) => `${s.name} and ${s.pal} help everyone ${s.where.in} get ready for the Night Parade, and walk in it.`),
    ],
    de: [
      de((s) => `${s.name} und ${s.pal} helfen ${s.where.in}, den Nachtumzug vorzubereiten, und laufen selbst mit.`),
    ],
  },
  recap: {
    en: [
      en(
        (s) =>
          `The Night Parade ${s.where.in} had needed helpers the night before, and ${s.name} and ${s.pal} had lit the lanterns and walked in it themselves.`,
      ),
      en(
        (s) =>
          `${s.name} and ${s.pal} still remembered the hundred lanterns of last time, and walking in the night parade.`,
      ),
    ],
    de: [
      de(
        (s) =>
          `Beim Nachtumzug ${s.where.in} hatten ${s.name} und ${s.pal} in der Nacht zuvor geholfen, die Laternen angezündet und waren selbst mitgelaufen.`,
      ),
      de(
        (s) =>
          `Hundert Laternen hatten beim letzten Mal geleuchtet, und ${s.name} und ${s.pal} waren beim Nachtumzug mitgelaufen.`,
      ),
    ],
  },
  scenes: [
    {
      picture: { composition: 'interior', where: 'bedroom', cast: ['grownups', 'siblings'], things: ['toy'] },
      beats: [{ moment: 'home-evening' }, { moment: 'arrival' }],
    },
    {
      picture: { composition: 'wide', where: 'setting', cast: ['guide', 'siblings'], things: ['lantern'] },
      beats: [{ moment: 'siblings-join' }, nothingReady, { moment: 'colour' }],
    },
    {
      picture: { composition: 'close-up', where: 'setting', things: ['lantern', 'prop'] },
      ages: ['big'],
      beats: [gettingReady, { moment: 'activity' }, { moment: 'creature' }],
    },
    {
      picture: { composition: 'close-up', where: 'setting', cast: ['creature'], things: ['lantern'] },
      ages: ['little'],
      beats: [gettingReady, { moment: 'theme-challenge' }, { moment: 'theme-mastery' }, { moment: 'creature' }],
    },
    {
      picture: { composition: 'close-up', where: 'setting', cast: ['guide'], things: ['lantern', 'food'] },
      ages: ['big'],
      beats: [{ moment: 'food' }, beforeTheStart, { moment: 'theme-challenge' }, { moment: 'theme-mastery' }],
    },
    {
      picture: { composition: 'journey', where: 'setting', cast: ['siblings', 'creature'], things: ['lantern'] },
      ages: ['big'],
      beats: [parade, { moment: 'friend' }, { moment: 'place' }],
    },
    {
      picture: { composition: 'sky', where: 'setting', cast: ['guide'], things: ['star'] },
      ages: ['big'],
      beats: [afterTheParade, { moment: 'memory' }, { moment: 'thing' }],
    },
    {
      picture: { composition: 'journey', where: 'setting', things: ['lantern', 'food'] },
      ages: ['little'],
      beats: [
        afterTheParade,
        { moment: 'food' },
        { moment: 'activity' },
        { moment: 'memory' },
        { moment: 'thing' },
        { moment: 'place' },
      ],
    },
    {
      picture: { composition: 'interior', where: 'bedroom', asleep: true, cast: ['homePet'], things: ['toy'] },
      beats: [{ moment: 'goodnight' }],
    },
  ],
};
