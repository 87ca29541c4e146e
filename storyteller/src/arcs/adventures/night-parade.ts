import { de, en, type Passage, type Arc } from '../types.ts';

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
  ],
};

const beforeTheStart: Passage = {
  en: [
    en(
      (s) =>
        `When everything was ready, a hush fell. Everyone took their places and waited for the moon to climb a little higher. ${s.name} stood very still, with ${s.pal} close beside ${s.him}, and listened to ${s.his} own heart going thump, thump, thump, like a tiny drum.`,
    ),
    en(
      (s) =>
        `At last there was nothing left to do but wait. ${s.where.guideName} went along the line, straightening a hat here and a ribbon there, and stopped in front of ${s.name}. "Somebody has to carry the big lantern," ${s.where.guideName} said. "Will you?" ${s.name} swallowed. "I'll try," ${s.he} whispered.`,
    ),
    en(
      (s) =>
        `Just before the start, the biggest lantern of all went out with a small, sad fizz. Everyone gasped. But ${s.name} remembered how ${s.he} had coaxed the little ones alight, cupped ${s.his} hands round it and blew, once, twice, and the flame came back, bright and brave.`,
    ),
    en(
      (s) =>
        `Somebody had to give the signal for the start, and everybody turned to look at ${s.name}. Inside, ${s.he} felt a flutter, like a moth at a window. ${s.pal} came close. "Only when you're ready," ${s.palHe} whispered.`,
      { ages: ['big'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `Als alles fertig war, wurde es still. Alle stellten sich auf und warteten, bis der Mond noch ein Stück höher geklettert war. ${s.name} stand ganz ruhig da, ${s.pal} dicht daneben, und hörte das eigene Herz klopfen, bumm, bumm, bumm, wie eine winzige Trommel.`,
    ),
    de(
      (s) =>
        `Endlich gab es nichts mehr zu tun als zu warten. ${s.where.guideName} ging die Reihe entlang, rückte hier einen Hut zurecht und da ein Band und blieb schließlich vor ${s.name} stehen. „Jemand muss die große Laterne tragen“, sagte ${s.where.guideName}. „Machst du das?“ ${s.name} schluckte. „Ich versuch’s“, flüsterte ${s.er}.`,
    ),
    de(
      (s) =>
        `Kurz vor dem Start ging die größte Laterne von allen mit einem kleinen, traurigen Zischen aus. Alle hielten den Atem an. Aber ${s.name} wusste noch, wie die kleinen Laternen wieder angegangen waren, legte die Hände darum und pustete, einmal, zweimal, und die Flamme kam zurück, hell und tapfer.`,
    ),
    de(
      (s) =>
        `Jemand musste das Zeichen zum Start geben, und alle drehten sich zu ${s.name} um. Innen drin flatterte es, wie ein Nachtfalter am Fenster. ${s.pal} rückte ganz nah heran. „Erst, wenn du so weit bist“, flüsterte ${s.palEr}.`,
      { ages: ['big'] },
    ),
  ],
};

const parade: Passage = {
  en: [
    en(
      (s) =>
        `And then the parade began. First came ${s.where.parade}. Right behind them walked ${s.name} and ${s.pal}, lantern held high, keeping time with the drum, and everyone who was not marching came out to watch and wave.`,
    ),
    en(
      (s) =>
        `Off went the parade, slow and shining, winding ${s.where.again} like a river of little lights. There were ${s.where.parade}. And there in the middle were ${s.name} and ${s.pal}, marching in step and grinning at each other.`,
    ),
    en(
      (s) =>
        `The drum went boom and the lanterns swayed. Off went the whole parade: ${s.where.parade}. ${s.name} walked near the front, and every time ${s.he} looked back, the line of lights behind ${s.him} had grown longer.`,
    ),
    en(
      (s) =>
        `Then ${s.name} lifted the big lantern and gave the signal. Behind ${s.him}, the whole parade moved off: ${s.where.parade}. It was slow and shining and wonderful, and all along the way, faces smiled out of the dark.`,
      { ages: ['big'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `Und dann ging der Umzug los. Vorneweg kamen ${s.where.parade}. Gleich dahinter gingen ${s.name} und ${s.pal}, die Laterne hoch erhoben, immer im Takt der Trommel, und alle, die nicht mitliefen, kamen heraus, um zu schauen und zu winken.`,
    ),
    de(
      (s) =>
        `Langsam und leuchtend zog der Umzug los und schlängelte sich ${s.where.again} dahin wie ein Fluss aus kleinen Lichtern. Da waren ${s.where.parade}. Und mittendrin gingen ${s.name} und ${s.pal} im Gleichschritt und grinsten sich an.`,
    ),
    de(
      (s) =>
        `Die Trommel machte bumm, die Laternen schaukelten. Dann setzte sich der ganze Zug in Bewegung: ${s.where.parade}. ${s.name} ging weit vorne, und jedes Mal, wenn ${s.er} sich umdrehte, war die Lichterschlange dahinter ein Stück länger geworden.`,
    ),
    de(
      (s) =>
        `Dann hob ${s.name} die große Laterne und gab das Zeichen. Hinter ${s.ihm} setzte sich der ganze Zug in Bewegung: ${s.where.parade}. Langsam und leuchtend war es und wunderschön, und überall am Weg lächelten Gesichter aus der Dunkelheit.`,
      { ages: ['big'] },
    ),
  ],
};

const afterTheParade: Passage = {
  en: [
    en(
      (s) =>
        `The parade wound all the way round and came back to where it had started, and there it stopped, under the biggest, brightest lantern. ${s.where.guideName} stepped forward and gave ${s.name} ${s.where.gift.a}. "For the best helper we have ever had," ${s.where.guideName} said.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `When the last drumbeat had faded, everyone sat down in a circle, tired and happy. "We could never have done it without you," said ${s.where.guideName} softly, and put ${s.where.gift.a} into ${s.name}'s hands. One by one the lanterns burned low, and the little folk yawned and went home to bed.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `Slowly the parade came to its end, and one by one the marchers drifted off to bed, still humming the tune. Only the lanterns were left, glowing along the way like a path home. ${s.where.nightfall} "Thank you," said ${s.where.guideName}, and gave ${s.name} ${s.where.gift.a} to remember it by.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `Boom, boom, goes the drum. Here comes the parade! ${s.name} and ${s.pal} march at the front. Left, right, left, right.`,
      {
        ages: ['little'],
      },
    ),
    en(
      (s) =>
        `What a parade! Lights and drums and happy faces. "Thank you!" they all call. ${s.name} gets ${s.where.gift.a}.`,
      {
        ages: ['little'],
      },
    ),
    en(
      (s) =>
        `At the end everyone stood together in one big circle, and ${s.where.guideName} thanked every single helper, one by one. ${s.name} came last. "And this," said ${s.where.guideName}, "is for the one who made it all happen," and gave ${s.name} ${s.where.gift.a}.`,
      { ages: ['big'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `Der Umzug zog einmal ganz herum und kam wieder dort an, wo er begonnen hatte, und da blieb er stehen, unter der größten, hellsten Laterne. ${s.where.guideName} trat vor und schenkte ${s.name} ${s.where.gift.ein.acc}. „Für die beste Hilfe, die wir je hatten“, sagte ${s.where.guideName}.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Als der letzte Trommelschlag verklungen war, setzten sich alle im Kreis zusammen, müde und glücklich. „Ohne dich hätten wir das nie geschafft“, sagte ${s.where.guideName} leise und legte ${s.name} ${s.where.gift.ein.acc} in die Hände. Eine Laterne nach der anderen brannte herunter, und das kleine Volk gähnte und ging nach Hause ins Bett.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Langsam ging der Umzug zu Ende, und einer nach dem anderen zog sich zum Schlafen zurück, die Melodie noch im Ohr. Nur die Laternen blieben und leuchteten am Weg wie ein Pfad nach Hause. ${s.where.nightfall} „Danke“, sagte ${s.where.guideName} und schenkte ${s.name} ${s.where.gift.ein.acc} zur Erinnerung.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Bumm, bumm, macht die Trommel. Da kommt der Umzug! ${s.name} und ${s.pal} marschieren vorneweg. Links, rechts, links, rechts.`,
      {
        ages: ['little'],
      },
    ),
    de(
      (s) =>
        `Was für ein Umzug! Lichter und Trommeln und fröhliche Gesichter. „Danke!“, rufen alle. ${s.name} bekommt ${s.where.gift.ein.acc}.`,
      {
        ages: ['little'],
      },
    ),
    de(
      (s) =>
        `Zum Schluss stellten sich alle in einen großen Kreis, und ${s.where.guideName} bedankte sich bei jedem einzelnen Helfer, einem nach dem anderen. ${s.name} kam zuletzt dran. „Und das hier“, sagte ${s.where.guideName}, „ist für die Hilfe, ohne die nichts gegangen wäre.“ Dann bekam ${s.name} ${s.where.gift.ein.acc} geschenkt.`,
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
