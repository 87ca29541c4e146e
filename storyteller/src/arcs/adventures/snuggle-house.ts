import { de, en, type Arc, type Passage } from '../types.ts';
import { flop, building, movingIn } from './snuggle-house-build.ts';

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
    en(
      (s) =>
        `In one corner, the littlest ones were squashed together so tight that nobody else could fit, and still a few small feet at the edges were cold. ${s.where.guideName} stood beside them, quietly counting. "What they need is a house," ${s.where.guideName} said. "One that everybody fits in." ${s.name} counted too, right down to the last cold foot. "Then we'll build one," ${s.he} said.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.where.guideName} came to meet them with a piece of paper. On it was a house, round and a little lopsided, with a great many windows. "It's for the littlest ones," ${s.where.guideName} said. "They have nowhere to sleep warm together at night." ${s.name} thought of home, where even ${s.toy.his} had a proper place. "Then the little ones should have one too," ${s.he} said.`,
      { ages: ['big'], needs: ['toy'], untold: ['toy'] },
    ),
    en(
      (s) => `Brrr, it is cold! The little ones are shivering. They need a house. "We can build it!" says ${s.name}.`,
      {
        ages: ['little'],
      },
    ),
    en(
      (s) =>
        `"Are you the builder?" asked a small voice from somewhere near ${s.name}'s knees. One of the littlest ones stood there, no bigger than a teacup, and behind it waited a great many more. ${s.where.guideName} laughed softly. "Not yet," ${s.where.guideName} said. "But maybe tonight. The little ones need a house to sleep in, and all I have is this plan and no idea where to begin." ${s.name} took the plan and looked at it for a long time. "Count me in."`,
      { ages: ['big'] },
    ),
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
    de(
      (s) =>
        `In einer Ecke drängten sich die Allerkleinsten zusammen, so eng, dass keins mehr dazupasste, und an den Rändern froren trotzdem ein paar kleine Füße. ${s.where.guideName} stand daneben und zählte sie leise. „Ein Haus bräuchten sie“, sagte ${s.where.guideName}. „Eins, in das alle hineinpassen.“ ${s.name} zählte mit, bis zum letzten kalten Fuß. Dann sagte ${s.er}: „Das bauen wir.“`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.where.guideName} kam ihnen mit einem Zettel entgegen. Darauf war ein Haus gemalt, rund und ein bisschen schief, mit sehr vielen Fenstern. „Für die Allerkleinsten“, sagte ${s.where.guideName}. „Sie haben keinen Ort, an dem sie nachts zusammen warm liegen können.“ ${s.name} musste an zu Hause denken. Da gab es sogar für ${s.toy.sein.acc} einen festen Platz. „Dann bekommen die Kleinen auch einen“, sagte ${s.name}.`,
      { ages: ['big'], needs: ['toy'], untold: ['toy'] },
    ),
    de(
      (s) =>
        `„Bist du der Baumeister?“, fragte ein Stimmchen von unten. Vor ${s.name} stand eins der Allerkleinsten, nicht größer als eine Tasse, und dahinter warteten noch viele mehr. ${s.where.guideName} lachte leise. „Noch nicht“, sagte ${s.where.guideName}. „Aber vielleicht heute Nacht. Die Kleinen brauchen ein Haus zum Schlafen, und ich habe nur diesen Plan und keine Ahnung, wo man anfängt.“ ${s.name} nahm den Plan und schaute ihn lange an. „Ich bin dabei.“`,
      { ages: ['big'] },
    ),
    de((s) => `Brrr, ist das kalt! Die Kleinen frieren. Sie brauchen ein Haus. ${s.name} nickt. „Wir bauen es!“`, {
      ages: ['little'],
    }),
    de(
      (s) =>
        `${s.where.guideName} malt ein Haus. Rund ist es, mit einer Tür. „Für die Kleinen“, sagt ${s.where.guideName}. ${s.pal} hilft. ${s.name} hilft auch.`,
      { ages: ['little'] },
    ),
    de(
      (s) =>
        `Mitten auf dem Weg lag ein Haufen aus Stöcken und Moos, und obendrauf saß ${s.where.guideName} und kratzte sich am Kopf. „Das soll mal ein Haus werden“, sagte ${s.where.guideName}. „Für die Allerkleinsten, zum Schlafen. Aber dafür reicht das hier noch lange nicht, und allein komme ich nicht weiter.“ ${s.name} ging einmal um den Haufen herum. „Vielleicht braucht es nur mehr Hände“, sagte ${s.name}.`,
      { ages: ['big'] },
    ),
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
    en(
      (s) =>
        `It was ${s.pal}'s idea to take a basket. They went from one to the next, asking, "Have you got anything a house could use?" Soon the basket held two smooth stones, a feather, three crooked sticks and a button that nobody could remember losing. ${s.sight()}`,
      { ages: ['big'] },
    ),
    en((s) => `A stick here. A stone there. ${s.pal} finds a feather. Into the basket!`, { ages: ['little'] }),
    en(
      (s) =>
        `"What does a house actually need?" asked ${s.pal}. ${s.name} counted on ${s.his} fingers: "Something for the walls. Something for the roof. And something soft, so nobody gets cold." So off they went, each in a different direction, and came back three times, arms full every time. ${s.sight()}`,
      { ages: ['big'] },
    ),
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
    de(
      (s) =>
        `${s.pal} hatte die Idee mit dem Korb. Sie gingen von einem zum anderen und fragten: „Hast du etwas, das ein Haus gebrauchen kann?“ Bald lagen im Korb zwei glatte Steine, eine Feder, drei krumme Stöcke und ein Knopf, von dem keiner wusste, wem er gehörte. ${s.sight()}`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Sie sammelten wie Eichhörnchen vor dem Winter: Stöcke unter den einen Arm, Moos unter den anderen, und in die Taschen alles, was klein und nützlich aussah. „Und etwas in ${s.colour.noun}“, sagte ${s.name}, „damit das Haus fröhlich aussieht.“ ${s.pal} suchte so lange, bis ${s.palEr} etwas fand.`,
      { ages: ['big'], needs: ['colour'] },
    ),
    de(
      (s) =>
        `Es fing mit einem einzigen Stock an. Dann kam ein zweiter dazu, dann ein ganzes Bündel, das ${s.pal} hinter sich herzog wie einen Schlitten. ${s.name} brachte Moos, beide Hände voll, und passte auf, dass unterwegs nichts herunterfiel. ${s.sight()} Am Ende lag da ein Haufen, der fast schon von allein wie ein Haus aussah.`,
      { ages: ['big'] },
    ),
    de((s) => `Hier ein Stock. Da ein Stein. ${s.pal} findet eine Feder. Hinein in den Korb!`, { ages: ['little'] }),
    de((s) => `Tapp, tapp, tapp. ${s.name} trägt Moos. Weich ist es, ganz weich. Auf den Haufen damit!`, {
      ages: ['little'],
    }),
    de(
      (s) =>
        `„Was braucht man eigentlich für ein Haus?“, fragte ${s.pal}. ${s.name} zählte an den Fingern ab: „Etwas für die Wände. Etwas fürs Dach. Und etwas Weiches, damit keiner friert.“ Also zogen sie los, jeder in eine andere Richtung, und kamen dreimal zurück, jedes Mal mit vollen Armen. ${s.sight()}`,
      { ages: ['big'] },
    ),
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
