import { de, en, type Arc, type Passage } from '../types.ts';

// Building something together: the littlest ones of the place need a snug house to sleep in, and
// the child helps gather, build, fall down, try again a better way, and finish it with a round
// window for the moon. The little ones move in and fall asleep; the house gets the child's name.

const thePlan: Passage = {
  en: [
    en(
      (s) =>
        `${s.where.guide} ${s.where.guideName} was holding a drawing of a little house, round and snug, with a door at the front. "It's for the littlest ones," ${s.where.guideName} said. "When the nights are cold, they have nowhere warm to sleep together. But building is a big job for small paws." ${s.name} looked at the drawing. "We can help," ${s.he} said.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `A whole crowd of little ones was standing round a bare, flat patch of ground, looking sorry for themselves. "This is where our house should be," explained ${s.where.guideName}, who had drawn the plan. "A house where all the littlest ones can sleep, snug together. Only we don't know how to begin." ${s.name} rubbed ${s.his} hands. "At the beginning," ${s.he} said.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.sight()} Not far off, somebody was trying to stand three sticks up against each other, and every time, they fell down. It was ${s.where.guideName}. "I'm trying to build a house for the littlest ones," ${s.where.guideName} sighed, "so they can sleep warm when it's cold. But I can't do it on my own." "You don't have to," said ${s.name}.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `"A house!" said ${s.where.guideName}, unrolling a plan that was almost as big as ${s.name}. "A sleeping house for the littlest ones, with room for everybody and a door that shuts out the cold. Will you help us build it?" ${s.name} and ${s.pal} were already rolling up their sleeves.`,
      { ages: ['big'] },
    ),
    en((s) => `The littlest ones have no house to sleep in. "Let's build one!" says ${s.name}. ${s.pal} claps.`, {
      ages: ['little'],
    }),
    en(() => `Look, a drawing of a little house. "It is for the little ones," they say. "Will you help?" "Yes!"`, {
      ages: ['little'],
    }),
  ],
  de: [
    de(
      (s) =>
        `${s.where.guide} ${s.where.guideName} hielt eine Zeichnung in der Hand: ein kleines Haus, rund und gemütlich, mit einer Tür vorn. „Das ist für die Allerkleinsten“, sagte ${s.where.guideName}. „Wenn die Nächte kalt sind, haben sie keinen warmen Platz, wo sie zusammen schlafen können. Aber Bauen ist eine große Arbeit für kleine Pfoten.“ ${s.name} schaute sich die Zeichnung an. „Wir helfen“, sagte ${s.name}.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Eine ganze Schar Kleiner stand um ein leeres, flaches Stück Boden herum und machte lange Gesichter. „Hier soll unser Haus hin“, erklärte ${s.where.guideName}, den Plan in der Hand. „Ein Haus, in dem alle Allerkleinsten zusammen schlafen können. Nur wissen wir nicht, wie man anfängt.“ ${s.name} rieb sich die Hände. „Am Anfang“, sagte ${s.name}.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.sight()} Nicht weit davon versuchte jemand, drei Stöcke gegeneinanderzulehnen, und jedes Mal fielen sie um. Es war ${s.where.guideName}. „Ich will ein Haus für die Allerkleinsten bauen“, seufzte ${s.where.guideName}, „damit sie warm schlafen können, wenn es kalt ist. Aber allein schaffe ich das nicht.“ „Musst du ja auch nicht“, sagte ${s.name}.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `„Ein Haus!“, sagte ${s.where.guideName} und rollte einen Plan aus, der fast so groß war wie ${s.name}. „Ein Schlafhaus für die Allerkleinsten, mit Platz für alle und einer Tür, die die Kälte draußen lässt. Helft ihr uns beim Bauen?“ ${s.name} und ${s.pal} krempelten schon die Ärmel hoch.`,
      { ages: ['big'] },
    ),
    de(
      (s) => `Die Allerkleinsten haben kein Haus zum Schlafen. „Wir bauen eins!“, sagt ${s.name}. ${s.pal} klatscht.`,
      {
        ages: ['little'],
      },
    ),
    de(() => `Schau, ein gemaltes kleines Haus. „Das ist für die Kleinen“, sagen sie. „Hilfst du mit?“ „Ja!“`, {
      ages: ['little'],
    }),
  ],
};

const gathering: Passage = {
  en: [
    en(
      (s) =>
        `First they needed things to build with. ${s.name} and ${s.pal} went all over the place collecting whatever nobody needed any more: smooth sticks, flat stones, soft moss, a piece of string. ${s.sight()} Soon there was a pile as tall as ${s.name}.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `Everybody brought something. One brought a stick, one brought a stone, one brought a single leaf, held up very proudly. ${s.name} thanked every one of them and put each thing carefully on the pile, because every bit would be needed.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `"We need something strong for the walls," said ${s.name}, "and something soft for inside." ${s.pal} went off looking for strong things, ${s.name} went looking for soft things, and they met again in the middle with their arms full.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `They made a game of it: ${s.pal} found something, then ${s.name} found something better, then ${s.pal} found something better still. By the time they stopped, laughing, they had everything a small house could possibly need.`,
      { ages: ['big'] },
    ),
    en((s) => `A stick! A stone! Some soft moss! ${s.name} and ${s.pal} carry it all. Heave, ho!`, {
      ages: ['little'],
    }),
    en(() => `Everybody brings something. Big things, small things, soft things. What a lot!`, { ages: ['little'] }),
  ],
  de: [
    de(
      (s) =>
        `Zuerst brauchten sie etwas zum Bauen. ${s.name} und ${s.pal} liefen überall herum und sammelten, was keiner mehr brauchte: glatte Stöcke, flache Steine, weiches Moos, ein Stück Schnur. ${s.sight()} Bald war der Haufen so hoch wie ${s.name}.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Jeder brachte etwas mit. Einer brachte einen Stock, einer einen Stein, einer ein einziges Blatt, ganz stolz hochgehalten. ${s.name} bedankte sich bei jedem und legte alles vorsichtig auf den Haufen, denn jedes Stück würde gebraucht werden.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `„Für die Wände brauchen wir etwas Festes“, sagte ${s.name}, „und für drinnen etwas Weiches.“ ${s.pal} zog los, um Festes zu suchen, ${s.name} suchte Weiches, und in der Mitte trafen sie sich wieder, die Arme voll.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Sie machten ein Spiel daraus: ${s.pal} fand etwas, dann fand ${s.name} etwas Besseres, dann fand ${s.pal} etwas noch Besseres. Als sie lachend aufhörten, hatten sie alles, was ein kleines Haus nur brauchen kann.`,
      { ages: ['big'] },
    ),
    de((s) => `Ein Stock! Ein Stein! Weiches Moos! ${s.name} und ${s.pal} tragen alles. Hau ruck!`, {
      ages: ['little'],
    }),
    de(() => `Jeder bringt etwas mit. Große Sachen, kleine Sachen, weiche Sachen. So viel!`, { ages: ['little'] }),
  ],
};

const flop: Passage = {
  en: [
    en(
      (s) =>
        `They built the first wall, and the second, and leaned them together, and then, very slowly, with a sort of sigh, the whole thing fell over. Flump. Nobody was hurt. Everybody looked at ${s.name}. ${s.name} looked at the heap, and then ${s.he} laughed. "Again," ${s.he} said. "But better."`,
    ),
    en(
      (s) =>
        `The house was halfway up when it began to wobble. It wobbled left. It wobbled right. Then it sat down in a heap. "Oh," said ${s.pal}, in a small voice. ${s.name} took a deep breath. Houses that fall down can be built up again. That is the good thing about houses.`,
    ),
    en(
      (s) =>
        `It did not work the first time. The sticks slid, the stones rolled, and the moss blew away. ${s.name} sat down on the pile and thought hard, chin in ${s.his} hands, while everyone waited. "I know," ${s.he} said at last. "We'll make it round, so it holds itself up."`,
    ),
    en(
      (s) =>
        `"Hold this," said ${s.name}, "and this," and ${s.pal} held on as tight as ${s.palHe} could. But there were not enough ${s.paws} in the world to hold up a house that did not want to stand, and down it came. They looked at each other and burst out laughing.`,
    ),
  ],
  de: [
    de(
      (s) =>
        `Sie bauten die erste Wand und die zweite, lehnten sie aneinander, und dann kippte das Ganze ganz langsam und mit einer Art Seufzer um. Plumps. Keinem war etwas passiert. Alle schauten ${s.name} an. ${s.name} schaute den Haufen an und lachte. „Noch mal“, sagte ${s.name}. „Aber besser.“`,
    ),
    de(
      (s) =>
        `Das Haus war halb fertig, da fing es an zu wackeln. Es wackelte nach links. Es wackelte nach rechts. Dann setzte es sich hin, als Haufen. „Oh“, sagte ${s.pal} mit ganz kleiner Stimme. ${s.name} holte tief Luft. Ein Haus, das umfällt, kann man wieder aufbauen. Das ist das Gute an Häusern.`,
    ),
    de(
      (s) =>
        `Beim ersten Mal klappte es nicht. Die Stöcke rutschten, die Steine rollten, und das Moos wehte davon. ${s.name} setzte sich auf den Haufen und dachte angestrengt nach, das Kinn in die Hände gestützt, und alle warteten. „Ich hab’s“, sagte ${s.name} schließlich. „Wir bauen es rund, dann hält es sich selbst.“`,
    ),
    de(
      (s) =>
        `„Halt das mal“, sagte ${s.name}, „und das hier“, und ${s.pal} hielt fest, so gut ${s.palEr} nur konnte. Aber es gab nicht genug ${s.paws} auf der Welt, um ein Haus festzuhalten, das nicht stehen wollte, und es fiel zusammen. Die beiden schauten sich an und prusteten los.`,
    ),
  ],
};

const building: Passage = {
  en: [
    en(
      (s) =>
        `The second time, they built it round, each stick leaning on the next, like friends holding hands. It stood. It stayed standing. Then came the roof, and the moss for a soft floor. At the very end ${s.name} had an idea: a little round window at the top, so that the littlest ones could see the moon from their beds.`,
    ),
    en(
      (s) =>
        `This time everybody helped at once. Big ones held, small ones passed things up, ${s.pal} tied knots, and ${s.name} said where everything should go. Bit by bit the little house grew, until it had walls and a roof and a door, and a round window for the moon.`,
    ),
    en(
      (s) =>
        `${s.name} showed everyone how to weave the sticks in and out, like a basket, so that the walls held each other up. It was slow work, and good work. When the last stick was in place, ${s.name} stood back, and there it was: a real little house, round and snug, with a window shaped like the moon.`,
    ),
    en(
      (s) =>
        `Stone by stone and stick by stick, the house went up again, slower this time, and stronger. ${s.pal} patted the walls, and they did not wobble at all. "It needs one more thing," said ${s.name}, and made a little round window, just right for looking at the moon.`,
    ),
  ],
  de: [
    de(
      (s) =>
        `Beim zweiten Mal bauten sie es rund, jeder Stock an den nächsten gelehnt, wie Freunde, die sich an den Händen halten. Es stand. Es blieb stehen. Dann kam das Dach, dann das Moos als weicher Boden. Ganz zum Schluss hatte ${s.name} eine Idee: ein kleines rundes Fenster oben, damit die Allerkleinsten vom Bett aus den Mond sehen konnten.`,
    ),
    de(
      (s) =>
        `Diesmal halfen alle gleichzeitig. Die Großen hielten fest, die Kleinen reichten Sachen hoch, ${s.pal} knotete, und ${s.name} sagte, wohin alles gehörte. Stück für Stück wuchs das kleine Haus, bis es Wände hatte und ein Dach und eine Tür und ein rundes Fenster für den Mond.`,
    ),
    de(
      (s) =>
        `${s.name} zeigte allen, wie man die Stöcke hinein- und herausflicht, wie bei einem Korb, damit die Wände sich gegenseitig halten. Es war langsame Arbeit und gute Arbeit. Als der letzte Stock an seinem Platz war, trat ${s.name} einen Schritt zurück, und da stand es: ein richtiges kleines Haus, rund und gemütlich, mit einem Fenster in Mondform.`,
    ),
    de(
      (s) =>
        `Stein für Stein und Stock für Stock wuchs das Haus wieder in die Höhe, diesmal langsamer und fester. ${s.pal} klopfte gegen die Wände, und nichts wackelte mehr. „Eins fehlt noch“, sagte ${s.name} und machte ein kleines rundes Fenster, genau richtig, um den Mond anzuschauen.`,
    ),
  ],
};

const movingIn: Passage = {
  en: [
    en(
      (s) =>
        `One by one the littlest ones crept inside, and curled up on the moss, and fitted together like pieces of a puzzle. Through the round window, the moon looked in. "What shall we call it?" asked ${s.where.guideName}. And everyone said at once, "${s.name}'s House." ${s.where.nightfall}`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `The littlest ones did not need to be asked twice. In they went, yawning, and in no time at all there was a small heap of sleepers in the middle of the floor, breathing slow and soft. "Thank you," whispered ${s.where.guideName}, and gave ${s.name} ${s.where.gift.a}, so that ${s.he} would always remember the night ${s.he} built a house.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `When it was finished, everybody stood and looked at it for a long, quiet moment. Then the littlest ones tiptoed in, one after another, and found their places, and the little house was full and warm and still. ${s.name} peeped through the round window. Every one of them was already asleep.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `The house was small, but it was exactly big enough. The littlest ones snuggled in, and ${s.pal} tucked the moss round the very smallest. "It's the best house in the whole place," said ${s.where.guideName}. ${s.name} thought so too, though ${s.he} was far too pleased to say so.`,
      { ages: ['big'] },
    ),
    en(
      () =>
        `Here is the house! In go the little ones. Snuggle, snuggle. Through the round window, the moon says goodnight.`,
      {
        ages: ['little'],
      },
    ),
    en((s) => `The little house is ready. The little ones creep in. Yawn! "Thank you, ${s.name}," they whisper.`, {
      ages: ['little'],
    }),
  ],
  de: [
    de(
      (s) =>
        `Eins nach dem anderen krochen die Allerkleinsten hinein, rollten sich auf dem Moos zusammen und passten aneinander wie Puzzleteile. Durch das runde Fenster schaute der Mond herein. „Wie soll es heißen?“, fragte ${s.where.guideName}. Und alle sagten wie aus einem Mund: „Das ${s.name}-Haus!“ ${s.where.nightfall}`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Das ließen sich die Allerkleinsten nicht zweimal sagen. Gähnend gingen sie hinein, und im Nu lag ein kleiner Haufen Schläfer mitten auf dem Boden und atmete langsam und leise. „Danke“, flüsterte ${s.where.guideName}, und ${s.name} bekam ${s.where.gift.ein.acc} geschenkt, zur Erinnerung an die Nacht, in der ein Haus gebaut wurde.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Als es fertig war, standen alle davor und schauten es einen langen, stillen Augenblick lang an. Dann schlichen die Allerkleinsten hinein, eins nach dem anderen, fanden ihren Platz, und das kleine Haus war voll und warm und still. ${s.name} lugte durch das runde Fenster. Alle schliefen schon.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Das Haus war klein, aber genau groß genug. Die Allerkleinsten kuschelten sich hinein, und ${s.pal} stopfte das Moos um das allerkleinste Kleine fest. „Das ist das schönste Haus weit und breit“, sagte ${s.where.guideName}. Das fand ${s.name} auch, war aber viel zu froh, um es zu sagen.`,
      { ages: ['big'] },
    ),
    de(
      () =>
        `Da ist das Haus! Hinein mit den Kleinen. Kuscheln, kuscheln. Durchs runde Fenster sagt der Mond Gute Nacht.`,
      {
        ages: ['little'],
      },
    ),
    de((s) => `Das kleine Haus ist fertig. Die Kleinen krabbeln hinein. Gähn! „Danke, ${s.name}“, flüstern sie.`, {
      ages: ['little'],
    }),
  ],
};

export const snuggleHouse: Arc = {
  id: 'snuggle-house',
  kind: 'adventure',
  themes: [],
  ages: ['little', 'big'],
  title: {
    en: [
      en((s) => `${s.name} Builds a Little House`),
      en(() => `The Snuggle House`),
      en((s) => `${s.name}, ${s.pal} and the House for the Littlest Ones`),
    ],
    de: [
      de((s) => `${s.name} baut ein kleines Haus`),
      de(() => `Das Kuschelhaus`),
      de((s) => `${s.name}, ${s.pal} und das Haus für die Allerkleinsten`),
    ],
  },
  summary: {
    en: [en((s) => `${s.name} and ${s.pal} help build a snug sleeping house for the littlest ones ${s.where.in}.`)],
    de: [
      de(
        (s) =>
          `${s.name} und ${s.pal} helfen ${s.where.in}, ein gemütliches Schlafhaus für die Allerkleinsten zu bauen.`,
      ),
    ],
  },
  recap: {
    en: [
      en(
        (s) =>
          `A little round house had gone up ${s.where.in} the night before, built by ${s.name} and ${s.pal} so that the littlest ones could sleep snug together. It had fallen down once and stood the second time.`,
      ),
      en(
        (s) =>
          `The littlest ones had slept snug last time, in a little house that ${s.name} and ${s.pal} had built, with a round window for the moon.`,
      ),
    ],
    de: [
      de(
        (s) =>
          `Ein kleines rundes Haus hatten ${s.name} und ${s.pal} in der Nacht zuvor ${s.where.in} gebaut, damit die Allerkleinsten zusammen warm schlafen konnten. Einmal war es umgefallen, beim zweiten Mal stand es.`,
      ),
      de(
        (s) =>
          `Die Allerkleinsten hatten beim letzten Mal warm geschlafen, in einem kleinen Haus mit einem runden Fenster für den Mond, das ${s.name} und ${s.pal} gebaut hatten.`,
      ),
    ],
  },
  scenes: [
    {
      picture: { composition: 'interior', where: 'bedroom', cast: ['grownups', 'homePet'], things: ['toy'] },
      beats: [{ moment: 'home-evening' }, { moment: 'arrival' }],
    },
    {
      picture: { composition: 'close-up', where: 'setting', cast: ['guide', 'siblings'] },
      beats: [thePlan, { moment: 'siblings-join' }, { moment: 'colour' }],
    },
    {
      picture: { composition: 'journey', where: 'setting', cast: ['siblings', 'creature'] },
      ages: ['big'],
      beats: [gathering, { moment: 'creature' }, { moment: 'thing' }],
    },
    {
      picture: { composition: 'journey', where: 'setting', cast: ['creature'] },
      ages: ['little'],
      beats: [gathering, { moment: 'creature' }, { moment: 'theme-challenge' }, { moment: 'theme-mastery' }],
    },
    {
      picture: { composition: 'close-up', where: 'setting', cast: ['siblings'] },
      ages: ['big'],
      beats: [flop, { moment: 'theme-challenge' }, { moment: 'theme-mastery' }],
    },
    {
      picture: { composition: 'wide', where: 'setting', cast: ['guide'], things: ['food', 'prop'] },
      ages: ['big'],
      beats: [{ moment: 'food' }, building, { moment: 'activity' }, { moment: 'memory' }],
    },
    {
      picture: { composition: 'sky', where: 'setting', cast: ['guide'], things: ['star'] },
      ages: ['big'],
      beats: [movingIn, { moment: 'friend' }, { moment: 'place' }],
    },
    {
      picture: { composition: 'wide', where: 'setting', things: ['food', 'star'] },
      ages: ['little'],
      beats: [
        { moment: 'food' },
        { moment: 'activity' },
        movingIn,
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
