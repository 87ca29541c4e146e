import { de, en, type Passage, titleCase, type Arc } from '../types.ts';
import { freed, wayHome, home } from './little-lost-one-home.ts';

// A little creature of the place is lost and stuck far from home: the child hears it, frees it with
// patient hands and carries it all the way back. The way home leaves room for the goal and the
// favourite things; the homecoming is a quiet, full-hearted joy.

const heard: Passage = {
  en: [
    en(
      (s) =>
        `${s.where.guide} But ${s.where.guideName} was not smiling. "One of our littlest ones is missing," ${s.where.guideName} said. "${s.where.creature.A} went exploring at sunset and never came home, and everyone is worried." ${s.name} looked at ${s.pal}. "Then we'll find it," ${s.he} said.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `They had hardly gone ten steps when ${s.pal} stopped still. "Did you hear that?" There it was again: a tiny, unhappy sound somewhere off the path, like a whistle that had lost its tune. Out of the dark came ${s.where.guideName}, the keeper of the night ${s.where.again}. "One of our little ones is lost," ${s.where.guideName} said. "Will you help us?"`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.sight()} Then, under all the other night sounds, ${s.name} heard a thin little voice, calling and calling and getting no answer. "Somebody can't find the way home," said ${s.where.guideName}, who knew every corner ${s.where.again} and had come to meet them. Nobody should be lost at night, thought ${s.name}. "We'll help," ${s.he} said.`,
      { ages: ['big'] },
    ),
    en((s) => `Listen! A tiny voice. Peep, peep! Someone small is lost. "We can help," says ${s.name}.`, {
      ages: ['little'],
    }),
    en((s) => `Sniff, sniff. Somebody is crying. Somebody very small. ${s.name} and ${s.pal} tiptoe closer.`, {
      ages: ['little'],
    }),
    en(
      (s) =>
        `${s.pal} stopped so suddenly that ${s.name} nearly bumped into ${s.palHim}. "Shh," ${s.palHe} breathed. Somewhere ${s.where.again}, something very small was crying, the way you cry when you have been brave for too long. Just then ${s.where.guideName}, with a worried face, came hurrying up. "You've heard it too," ${s.where.guideName} said. "Will you help us find it?"`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.sight()} Right into the quiet came a squeak, very small, and then it stopped, as if it were afraid of being too loud. ${s.where.guideName} came hurrying along the path. "One of our little ones is missing," ${s.where.guideName} said. "I think you just heard it." ${s.name} held ${s.his} breath and listened. There it was again.`,
      { ages: ['big'] },
    ),
    en((s) => `What is that? A tiny squeak. Squeak, squeak. Someone is calling. ${s.pal} listens.`, {
      ages: ['little'],
    }),
    en(
      (s) =>
        `${s.pal} spotted the trail first: tiny prints going round in circles, this way and that and back again, the way someone walks who has forgotten the way. Just then ${s.where.guideName} came by and looked at the trail too. "Somebody is looking for home," ${s.where.guideName} said. "One of our little ones." ${s.name} crouched down and followed the prints with ${s.his} eyes. "Then we'll follow them."`,
      { ages: ['big'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `${s.where.guide} Aber ${s.where.guideName} lächelte nicht. „Einer unserer Allerkleinsten ist verschwunden“, sagte ${s.where.guideName}. „${s.where.creature.Ein.nom} ist bei Sonnenuntergang auf Entdeckungsreise gegangen und nicht mehr heimgekommen. Alle machen sich Sorgen.“ ${s.name} schaute ${s.pal} an. „Dann suchen wir“, sagte ${s.er}.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Sie waren kaum zehn Schritte gegangen, da blieb ${s.pal} stehen. „Hörst du das?“ Da war es wieder: ein feines, trauriges Geräusch, irgendwo abseits des Weges, wie ein Pfeifen, das seine Melodie verloren hat. Gleich darauf stand ${s.where.guideName} vor ihnen, ganz außer Atem vom Suchen. „Eins unserer Kleinen ist verschwunden. Helft ihr uns?“`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.sight()} Doch unter all den Geräuschen der Nacht hörte ${s.name} plötzlich ein dünnes Stimmchen, das rief und rief und keine Antwort bekam. Da kam ihnen jemand entgegen, der hier jeden Winkel kannte, ${s.where.guideName}. „Eins unserer Kleinen findet den Heimweg nicht mehr“, sagte ${s.where.guideName}. Niemand sollte sich nachts verlaufen, dachte ${s.name}. „Wir helfen“, sagte ${s.er}.`,
      { ages: ['big'] },
    ),
    de((s) => `Horch! Ein feines Stimmchen. Piep, piep! Da hat sich jemand verlaufen. „Wir helfen“, sagt ${s.name}.`, {
      ages: ['little'],
    }),
    de((s) => `Schnief, schnief. Da weint jemand. Jemand ganz Kleines. ${s.name} und ${s.pal} schleichen näher.`, {
      ages: ['little'],
    }),
    de(
      (s) =>
        `${s.pal} blieb so plötzlich stehen, dass ${s.name} beinahe gegen ${s.palIhn} gestoßen wäre. „Pst“, hauchte ${s.palEr}. Irgendwo ${s.where.again} weinte etwas ganz Kleines, so wie man weint, wenn man zu lange tapfer gewesen ist. Da kam ${s.where.guideName}, mit besorgtem Gesicht, herbeigeeilt. „Ihr habt es auch gehört“, sagte ${s.where.guideName}. „Helft ihr uns suchen?“`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Am Wegrand saß ${s.where.guideName} und hielt Ausschau, so wie man Ausschau hält, wenn jemand zu spät nach Hause kommt. „Habt ihr unterwegs ${s.where.creature.ein.acc} gesehen?“, fragte ${s.where.guideName}. „Ungefähr so groß. Es ist heute Abend nicht heimgekommen.“ ${s.name} schüttelte den Kopf. Aber die Nacht war groß, und ${s.pal} hatte gute Ohren. „Wir suchen mit“, sagte ${s.name}.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.sight()} Mitten in die Stille hinein fiepte etwas, ganz leise, und hörte gleich wieder auf, als hätte es Angst, zu laut zu sein. Eilig kam ${s.where.guideName} den Weg entlang. „Eins unserer Kleinen fehlt“, sagte ${s.where.guideName}. „Ich glaube, ihr habt es eben gehört.“ ${s.name} hielt die Luft an und lauschte. Da war es wieder.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Zuerst dachte ${s.name}, es sei ein Vogel. Aber Vögel schlafen nachts, und dieses Stimmchen schlief nicht: Es rief und rief, immer dasselbe kleine Wort. Auf einmal stand ${s.where.guideName} neben ihnen. „Das ist ein Kleines, das seine Familie sucht“, flüsterte ${s.where.guideName}. „Schon seit dem Abend.“ ${s.name} schaute in die Dunkelheit. „Dann soll es nicht länger allein suchen.“`,
      { ages: ['big'] },
    ),
    de((s) => `Was ist das? Ein ganz leises Fiepen. Fiep, fiep. Da ruft jemand. ${s.pal} horcht.`, {
      ages: ['little'],
    }),
    de((s) => `${s.where.guideName} sucht und sucht. „Unser Kleines ist weg!“ Da ruft ${s.name}: „Wir suchen mit!“`, {
      ages: ['little'],
    }),
    de(
      (s) =>
        `Auf einmal war es still, zu still. Kein Rascheln mehr, kein Wispern. Nur ganz weit hinten rief etwas Kleines, immer wieder, und niemand antwortete. ${s.where.guide} „Ihr hört es auch, nicht wahr?“, fragte ${s.where.guideName} leise. „Eins unserer Kleinen hat sich verlaufen, und wir finden es nicht.“ ${s.name} nickte. „Dann finden wir es.“`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.pal} entdeckte die Spur zuerst: winzige Abdrücke, die im Kreis liefen, hierhin und dorthin und wieder zurück, so wie jemand läuft, der den Weg nicht mehr weiß. Gerade da kam ${s.where.guideName} dazu und schaute sich die Spur an. „Da sucht jemand sein Zuhause“, sagte ${s.where.guideName}. „Eins von unseren Kleinen.“ ${s.name} ging in die Hocke und folgte den Abdrücken mit den Augen. „Dann gehen wir hinterher.“`,
      { ages: ['big'] },
    ),
  ],
};

const found: Passage = {
  en: [
    en(
      (s) =>
        `They followed the sound ${s.where.again}, this way and that, until it was right beside them. There, stuck fast in ${s.where.snag}, was ${s.where.creature.a}, trembling all over. "Hello," said ${s.name} softly. "Don't be frightened. We've come to help."`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `It took a long time. They looked behind and beneath and in between, and ${s.pal} checked every shadow twice. At last ${s.name} knelt down and peered into ${s.where.snag}, and two frightened eyes looked back. It was ${s.where.creature.a}, caught and tired and very far from home.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `"Over here!" called ${s.pal}. Caught in ${s.where.snag}, much too tired to wriggle free, was ${s.where.creature.a}. When it saw them, it gave one small, hopeful sound, as if it had been waiting for exactly them.`,
      { ages: ['big'] },
    ),
    en((s) => `Look high, look low. There! ${s.where.creature.A}, stuck tight. "Hello, little one," says ${s.name}.`, {
      ages: ['little'],
    }),
    en((s) => `Here? No. There? No. Here! It is ${s.where.creature.a}. It is stuck! Poor little thing.`, {
      ages: ['little'],
    }),
    en(
      (s) =>
        `${s.name} followed the crying, step by careful step, and ${s.pal} followed ${s.name}. The sound led them round and down and under, until at last they found ${s.where.creature.a}. It was stuck tight in ${s.where.snag}, with big, tired eyes.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.name} lay flat on ${s.his} tummy to see better. Right at the back, something moved, and two small eyes shone in the dark. Then ${s.name} saw it all: ${s.where.creature.a}, caught in ${s.where.snag}, so tired that it had stopped wriggling. "We're here," ${s.name} whispered. "You're not on your own any more."`,
      { ages: ['big'] },
    ),
    en((s) => `Quiet, quiet. Where are you? There! Two little eyes. It is ${s.where.creature.a}.`, {
      ages: ['little'],
    }),
    en(
      (s) =>
        `The calling came from down low, from very close by. ${s.name} bent down, moved something gently aside, and there it was: ${s.where.creature.a}, caught in ${s.where.snag}, with eyes as big as buttons. "Well, hello, you," said ${s.name} very softly. "There you are."`,
      { ages: ['big'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `Sie folgten dem Stimmchen ${s.where.again}, mal hierhin, mal dorthin, bis es ganz nah war. Und da steckte ${s.where.snag} ${s.where.creature.ein.nom} fest und zitterte am ganzen Leib. „Hallo“, sagte ${s.name} leise. „Hab keine Angst. Wir helfen dir.“`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Es dauerte lange. Sie schauten hinter alles und unter alles und zwischen alles, und ${s.pal} sah in jedem Schatten zweimal nach. Endlich kniete ${s.name} sich hin, und da, ${s.where.snag}, blinzelten zwei ängstliche Augen. Es war ${s.where.creature.ein.nom}, müde und weit weg von zu Hause.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `„Hier drüben!“, rief ${s.pal}. Dort steckte ${s.where.creature.ein.nom} ${s.where.snag} fest, viel zu müde, um sich allein zu befreien. Als das kleine Tier die beiden sah, gab es einen winzigen, hoffnungsvollen Laut von sich, als hätte es genau auf sie gewartet.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Oben schauen, unten schauen. Da! ${s.where.creature.Ein.nom} steckt fest. „Hallo, du Kleines“, sagt ${s.name}.`,
      {
        ages: ['little'],
      },
    ),
    de((s) => `Hier? Nein. Da? Nein. Hier! Es ist ${s.where.creature.ein.nom}. Und das kleine Tier steckt fest!`, {
      ages: ['little'],
    }),
    de(
      (s) =>
        `Schritt für vorsichtigen Schritt folgte ${s.name} dem Weinen, und ${s.pal} folgte ${s.name}. Das Geräusch führte sie herum und hinunter und hindurch, bis sie endlich ${s.where.creature.ein.acc} fanden. Das kleine Tier steckte ${s.where.snag} fest und schaute sie mit großen, müden Augen an.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.pal} lief vorneweg, blieb stehen, horchte und lief wieder weiter. Bei jedem Halt war das Stimmchen ein bisschen lauter. Und dann hörte es auf zu rufen, denn es musste nicht mehr rufen. Da saß es fest, ${s.where.snag}: ${s.where.creature.ein.nom}, so klein, dass ${s.where.creature.er.nom} in zwei hohle Hände gepasst hätte.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.name} legte sich flach auf den Bauch, um besser sehen zu können. Ganz hinten bewegte sich etwas, und zwei kleine Augen glänzten im Dunkeln. Dann sah ${s.name} alles: ${s.where.creature.ein.acc}, ${s.where.snag} eingeklemmt und so müde, dass ${s.where.creature.er.nom} nicht einmal mehr zappelte. „Wir sind da“, flüsterte ${s.name}. „Jetzt bist du nicht mehr allein.“`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Sie riefen leise, und jedes Mal rief es zurück, ein kleines bisschen näher. Dann hatte ${s.pal} die Idee, einen Bogen zu gehen. Von der anderen Seite fanden sie es endlich: ${s.where.creature.ein.acc}, ${s.where.snag} gefangen und ganz still vor Müdigkeit.`,
      { ages: ['big'] },
    ),
    de((s) => `Leise, leise. Wo bist du? Da! Zwei kleine Augen. Es ist ${s.where.creature.ein.nom}.`, {
      ages: ['little'],
    }),
    de((s) => `${s.pal} zeigt: Hier lang! Da sitzt es fest, ganz klein und müde. „Wir sind da“, sagt ${s.name}.`, {
      ages: ['little'],
    }),
    de(
      (s) =>
        `Das Rufen kam von unten, von ganz nah. ${s.name} bückte sich, schob vorsichtig etwas zur Seite, und da war es: ${s.where.creature.ein.nom}, ${s.where.snag} gefangen, mit Augen so groß wie Knöpfe. „Na, du“, sagte ${s.name} ganz leise. „Da haben wir dich ja.“`,
      { ages: ['big'] },
    ),
  ],
};

export const littleLostOne: Arc = {
  id: 'little-lost-one',
  kind: 'adventure',
  themes: [],
  ages: ['little', 'big'],
  title: {
    en: [
      en((s) => `${s.name} and the Little Lost ${titleCase(s.where.creature.noun)}`),
      en((s) => `${s.name}, ${s.pal} and the Long Way Home`),
      en(() => `A Way Home for a Little One`),
    ],
    de: [
      de((s) => `${s.name} bringt ${s.where.creature.ein.acc} nach Hause`),
      de((s) => `${s.name}, ${s.pal} und der lange Heimweg`),
      de(() => `Ein Zuhause für ein kleines Tier`),
    ],
  },
  summary: {
    en: [en((s) => `${s.name} and ${s.pal} find ${s.where.creature.a} lost ${s.where.in} and bring it safely home.`)],
    de: [
      de(
        (s) =>
          `${s.name} und ${s.pal} finden ${s.where.in} ${s.where.creature.ein.acc}, weit weg von zu Hause, und bringen das kleine Tier sicher heim.`,
      ),
    ],
  },
  recap: {
    en: [
      en(
        (s) =>
          `Gentle hands had set ${s.where.creature.a} free the night before: ${s.name} and ${s.pal} had found it lost ${s.where.in} and taken it all the way home.`,
      ),
      en((s) => `A little lost creature had found its way home last time, because ${s.name} and ${s.pal} had helped.`),
    ],
    de: [
      de(
        (s) =>
          `Ganz behutsam hatten ${s.name} und ${s.pal} in der Nacht zuvor ${s.where.in} ${s.where.creature.ein.acc} befreit und bis nach Hause gebracht.`,
      ),
      de(
        (s) =>
          `Ein kleines Tier hatte beim letzten Mal wieder nach Hause gefunden, weil ${s.name} und ${s.pal} geholfen hatten.`,
      ),
    ],
  },
  scenes: [
    {
      picture: { composition: 'interior', where: 'bedroom', cast: ['grownups', 'homePet'], things: ['toy'] },
      beats: [{ moment: 'home-evening' }, { moment: 'arrival' }],
    },
    {
      picture: { composition: 'journey', where: 'setting', cast: ['guide', 'siblings'], things: ['lantern'] },
      beats: [{ moment: 'siblings-join' }, heard, { moment: 'colour' }],
    },
    {
      picture: { composition: 'close-up', where: 'setting', cast: ['creature'] },
      ages: ['big'],
      beats: [found, { moment: 'creature' }],
    },
    {
      picture: { composition: 'close-up', where: 'setting', cast: ['creature'] },
      ages: ['little'],
      beats: [found, { moment: 'theme-challenge' }, { moment: 'theme-mastery' }, { moment: 'creature' }],
    },
    {
      picture: { composition: 'wide', where: 'setting', things: ['prop'] },
      ages: ['big'],
      beats: [freed, { moment: 'theme-challenge' }, { moment: 'theme-mastery' }],
    },
    {
      picture: { composition: 'journey', where: 'setting', cast: ['siblings'], things: ['food', 'lantern'] },
      ages: ['big'],
      beats: [{ moment: 'food' }, wayHome],
    },
    {
      picture: { composition: 'sky', where: 'setting', cast: ['creature'], things: ['star'] },
      ages: ['big'],
      beats: [
        home,
        { moment: 'activity' },
        { moment: 'memory' },
        { moment: 'friend' },
        { moment: 'thing' },
        { moment: 'place' },
      ],
    },
    {
      picture: { composition: 'wide', where: 'setting', things: ['food'] },
      ages: ['little'],
      beats: [
        { moment: 'food' },
        { moment: 'activity' },
        home,
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
