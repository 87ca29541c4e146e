import { de, en, type Passage } from '../types.ts';

// The child's favourite things, each told where an arc makes room for it: a food shared, a game
// played, a favourite animal met. A variant names the thing in the story's own words.

export const food: Passage = {
  en: [
    en(
      (s) =>
        `They sat down on a soft spot to rest, and ${s.pal} opened a little bundle wrapped in a leaf. Inside ${s.food.plural ? 'were' : 'was'} ${s.food.a}, ${s.name}'s favourite, ${s.food.warm ? `still warm, as if ${s.food.plural ? 'they had' : 'it had'} only just been made` : `as if somebody had known exactly what ${s.he} liked best`}. They shared ${s.food.it} bite for bite${s.food.crumbs ? ', and the crumbs went to a hopeful little mouse' : ''}.`,
      { needs: ['food'], ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.where.guideName} had laid out a picnic for them on a flat stone: a cup of warm milk each, and ${s.food.a}. "How did you know?" laughed ${s.name}, because ${s.food.noun} ${s.food.plural ? 'were' : 'was'} ${s.his} very favourite, and ${s.pal} tried ${s.food.it} too and licked ${s.palHis} whiskers.`,
      { needs: ['food'], ages: ['big'] },
    ),
    en((s) => `Look! ${s.food.A}! Yum, yum. ${s.name} shares with ${s.pal}. One for you, one for me.`, {
      needs: ['food'],
      ages: ['little'],
    }),
  ],
  de: [
    de(
      (s) =>
        `Sie setzten sich an ein weiches Plätzchen, um auszuruhen, und ${s.pal} wickelte ein kleines Päckchen aus einem Blatt. Darin war${s.food.plural ? 'en' : ''} ${s.food.ein.nom}, das Lieblingsessen von ${s.name}, ${s.food.warm ? 'noch warm, als wäre es gerade erst gemacht worden' : 'als hätte jemand genau gewusst, was ' + s.er + ' am liebsten mag'}. Sie teilten sich alles, Bissen für Bissen${s.food.crumbs ? ', und die Krümel bekam eine kleine Maus, die schon hoffnungsvoll wartete' : ''}.`,
      { needs: ['food'], ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.where.guideName} hatte ihnen auf einem flachen Stein ein Picknick gedeckt: für jeden eine Tasse warme Milch und dazu ${s.food.ein.acc}. „Woher wusstest du das?“, lachte ${s.name}, denn genau das aß ${s.er} am allerliebsten, und auch ${s.pal} probierte und leckte sich zufrieden die Schnauze.`,
      { needs: ['food'], ages: ['big'] },
    ),
    de(
      (s) => `Schau mal! ${s.food.Ein.nom}! Mmm, lecker. ${s.name} teilt mit ${s.pal}. Eins für dich, eins für mich.`,
      {
        needs: ['food'],
        ages: ['little'],
      },
    ),
  ],
};

export const activity: Passage = {
  en: [
    en(
      (s) =>
        `In a wide, moonlit clearing, ${s.name} showed ${s.pal} what ${s.he} loved best: ${s.activity.ing}. ${s.pal} had a go as well, a bit clumsily at first, and ${s.activity.quiet ? 'they kept at it for a long, happy while, heads close together' : 'soon they were both laughing and out of breath'}.`,
      { needs: ['activity'], ages: ['big'] },
    ),
    en(
      (s) =>
        `"Do you know what I like doing more than anything?" asked ${s.name}, and then ${s.he} ${s.activity.past} right there, ${s.where.again}, with ${s.pal} joining in. Even ${s.where.guideName} came to watch.`,
      { needs: ['activity'], ages: ['big'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `Auf einer weiten, mondhellen Lichtung durfte ${s.pal} sehen, was ${s.name} am allerliebsten tat: ${s.activity.infinitive}. ${s.pal} versuchte es auch, zuerst noch etwas ungeschickt, und ${s.activity.quiet ? 'eine lange, glückliche Weile blieben die beiden dabei, die Köpfe dicht beieinander' : 'bald lachten die beiden und waren ganz außer Puste'}.`,
      { needs: ['activity'], ages: ['big'] },
    ),
    de(
      (s) =>
        `„Weißt du, was ich am liebsten mache?“, fragte ${s.name}, und dann ${s.activity.pastAfter(s.er)} gleich dort, ${s.where.again}, und ${s.pal} machte mit. Sogar ${s.where.guideName} kam, um zuzuschauen.`,
      { needs: ['activity'], ages: ['big'] },
    ),
  ],
};

export const creature: Passage = {
  en: [
    en(
      (s) =>
        `On the way they met ${s.creature.a}, ${s.name}'s favourite animal in the whole world. It blinked at them shyly, then trotted along beside them for a while, as if it had always known the way.`,
      { needs: ['creature'], ages: ['big'] },
    ),
    en((s) => `Who is this? It is ${s.creature.a}! Hello! ${s.name} waves.`, { needs: ['creature'], ages: ['little'] }),
  ],
  de: [
    de(
      (s) =>
        `Unterwegs begegneten sie ${s.creature.ein.dat}, dem Lieblingstier von ${s.name}. Das kleine Tier blinzelte sie scheu an und lief dann ein Stück neben ihnen her, als hätte es den Weg schon immer gekannt.`,
      { needs: ['creature'], ages: ['big'] },
    ),
    de((s) => `Wer ist denn das? ${s.creature.ein.nom}! Hallo! ${s.name} winkt.`, {
      needs: ['creature'],
      ages: ['little'],
    }),
  ],
};
