// Themes about starting something new: kindergarten, school.
import type { Theme } from '../types.ts';

export const kindergarten: Theme = {
  id: 'kindergarten',
  match: {
    en: [
      /\b(?:kindergarten|kinder garten|nursery|preschool|pre school|pre k|daycare|day care|playgroup|play group|creche|kita)\b/,
    ],
    de: [/\b(?:kindergarten\w*|kita\w*|krippe|kindi|kiga|tagesmutter|spielgruppe)\b/],
  },
  // "making friends at nursery" is about friends, not about starting there.
  unless: { en: [/\bfriend/], de: [/\bfreund/] },
  en: [
    (w) => ({
      challenge: [
        `"Soon I'll be starting kindergarten," ${w.name} told ${w.pal}. "What if I don't know anyone there?"`,
        `${w.pal} thought for a moment. "New places always feel a bit strange at first," ${w.pal} said.`,
        `${w.name} nodded, but ${w.his} tummy still felt full of fluttery butterflies.`,
      ],
      mastery: [
        `A little later they met someone new, a shy little creature peeping out from behind a corner.`,
        `${w.name} remembered how it felt to be new, so ${w.he} smiled and said, "Hello! Do you want to play with us?"`,
        `The little creature smiled back, and soon they were all playing together. "You see?" said ${w.pal}. "You're good at new places." And ${w.name} felt ready for kindergarten, brave and happy.`,
      ],
    }),
    (w) => ({
      challenge: [
        `${w.pal} asked what ${w.name} was looking forward to. "Kindergarten," said ${w.name}. "But I'm a bit scared of it, too."`,
        `"What's the scary part?" asked ${w.pal}. "When the grown-ups go home," ${w.name} whispered, "and I have to stay."`,
      ],
      mastery: [
        `Later, ${w.pal} showed ${w.name} a secret trick. "When you miss someone, put your hand on your heart and count to three. Then you can feel them right there."`,
        `${w.name} tried it. One, two, three. It was true: ${w.he} could feel all the love tucked away inside.`,
        `"I can do kindergarten," ${w.he} said, and ${w.he} said it like someone who really meant it.`,
      ],
    }),
    (w) => ({
      challenge: [
        `${w.name} told ${w.pal} that kindergarten was starting soon. "I don't know where anything is," ${w.he} said, "or what we do all day."`,
        `"Shall we pretend?" asked ${w.pal}.`,
      ],
      mastery: [
        `So they played kindergarten: hanging up a coat, singing a morning song, building with blocks, having a snack and a little rest.`,
        `First ${w.name} was in charge, and then it was ${w.pal}'s turn.`,
        `"Now I know what it's like," said ${w.name}, and the butterflies in ${w.his} tummy turned into happy ones.`,
      ],
    }),
  ],
  de: [
    (w) => ({
      challenge: [
        `„Bald komme ich in den Kindergarten“, erzählte ${w.name}. „Und wenn ich da niemanden kenne?“`,
        `${w.pal} überlegte einen Moment. „Neue Orte sind am Anfang immer ein bisschen fremd“, sagte ${w.pal}.`,
        `${w.name} nickte, aber im Bauch kribbelte es noch immer wie von lauter Schmetterlingen.`,
      ],
      mastery: [
        `Ein bisschen später trafen sie jemand Neues, ein schüchternes kleines Wesen, das hinter einer Ecke hervorlugte.`,
        `${w.name} wusste noch genau, wie es sich anfühlt, neu zu sein. Also lächelte ${w.er} und sagte: „Hallo! Willst du mit uns spielen?“`,
        `Das kleine Wesen lächelte zurück, und bald spielten alle zusammen. „Siehst du?“, sagte ${w.pal}. „Neue Orte kannst du richtig gut.“ Und ${w.name} fühlte sich bereit für den Kindergarten, mutig und froh.`,
      ],
    }),
    (w) => ({
      challenge: [
        `${w.pal} fragte, worauf sich ${w.name} freute. „Auf den Kindergarten“, sagte ${w.name}. „Aber ein bisschen Angst habe ich auch.“`,
        `„Was ist denn das Schwierige daran?“, fragte ${w.pal}. „Wenn die Großen nach Hause gehen“, flüsterte ${w.name}, „und ich dableiben muss.“`,
      ],
      mastery: [
        `Später zeigte ${w.pal} ${w.name} einen geheimen Trick. „Wenn du jemanden vermisst, leg die Hand aufs Herz und zähl bis drei. Dann spürst du ihn ganz nah.“`,
        `${w.name} probierte es aus. Eins, zwei, drei. Es stimmte, ${w.er} konnte die ganze Liebe spüren, die dort drinnen aufgehoben war.`,
        `„Ich schaffe das mit dem Kindergarten“, sagte ${w.er}, und das war ganz ernst gemeint.`,
      ],
    }),
    (w) => ({
      challenge: [
        `${w.name} erzählte ${w.pal}, dass bald der Kindergarten losging. „Ich weiß gar nicht, wo da alles ist“, sagte ${w.er}, „und was man da den ganzen Tag macht.“`,
        `„Sollen wir es einfach mal spielen?“, fragte ${w.pal}.`,
      ],
      mastery: [
        `Also spielten die beiden Kindergarten: die Jacke aufhängen, ein Morgenlied singen, mit Klötzen bauen, etwas essen und ein bisschen ausruhen.`,
        `Erst durfte ${w.name} bestimmen, dann war ${w.pal} an der Reihe.`,
        `„Jetzt weiß ich, wie das ist“, sagte ${w.name}, und aus den Schmetterlingen im Bauch wurden fröhliche.`,
      ],
    }),
  ],
};

export const school: Theme = {
  id: 'school',
  match: {
    en: [
      /\bschool\b|\bfirst grade\b|\breception\b|\byear (?:one|1)\b|\bkindergarten class\b|\bclassroom\b|\bteacher\b|\bschool bag\b/,
    ],
    de: [
      /\b(?:schule|schulbeginn|einschulung|schulanfang|schultag|schulkind|erste klasse|ersten klasse|schulranzen|grundschule|lehrerin|lehrer)\b/,
    ],
  },
  // "making new friends at school" is about friends: the child may have gone to school for months.
  unless: { en: [/\bfriend/], de: [/\bfreund/] },
  en: [
    (w) => ({
      challenge: [
        `"Soon I'm starting school," said ${w.name}. "A real school, with a backpack and everything."`,
        `Then ${w.his} voice went small. "But what if it's too hard? What if I can't find my way around?"`,
      ],
      mastery: [
        `Later they came across a little sign covered in squiggly letters, and ${w.name} found a letter that was already an old friend.`,
        `"Look, I can read that one!" ${w.he} said. "You see?" said ${w.pal}. "You already know lots of things, and at school you'll learn even more."`,
        `${w.name} pictured the new backpack and the new classroom, and instead of feeling worried, felt excited and tall.`,
      ],
    }),
    (w) => ({
      challenge: [
        `${w.pal} asked about school, and ${w.name} fiddled with a button. "Everyone will be new," ${w.he} said. "Even the teachers."`,
        `"New is a big word," said ${w.pal} gently.`,
      ],
      mastery: [
        `Again and again, ${w.name} practised saying "Good morning!" in a big, clear voice, and ${w.pal} cheered every time.`,
        `"That's what I'll say on my first day," ${w.he} decided. "And then I'll find a friend."`,
        `${w.name} felt a proud, brave flutter inside. School was going to be an adventure too.`,
      ],
    }),
  ],
  de: [
    (w) => ({
      challenge: [
        `„Bald komme ich in die Schule“, sagte ${w.name}. „In eine richtige Schule, mit Schulranzen und allem.“`,
        `Dann wurde ${w.sein('e', w.nameGen)} Stimme ganz leise. „Aber wenn es zu schwer ist? Wenn ich mich nicht zurechtfinde?“`,
      ],
      mastery: [
        `Später kamen sie an einem kleinen Schild voller krakeliger Buchstaben vorbei, und ${w.name} entdeckte einen, der schon ganz vertraut war.`,
        `„Schau, den kann ich lesen!“, rief ${w.er}. „Siehst du?“, sagte ${w.pal}. „Du weißt schon so viel, und in der Schule lernst du noch viel mehr.“`,
        `${w.name} dachte an den neuen Schulranzen und das neue Klassenzimmer, und aus den Sorgen wurde Vorfreude.`,
      ],
    }),
    (w) => ({
      challenge: [
        `${w.pal} fragte nach der Schule, und ${w.name} knetete die Finger. „Da ist alles neu“, sagte ${w.er}. „Sogar die Lehrer.“`,
        `„Neu ist ein großes Wort“, sagte ${w.pal} sanft.`,
      ],
      mastery: [
        `Immer wieder übte ${w.name}, mit lauter, klarer Stimme „Guten Morgen!“ zu sagen, und ${w.pal} jubelte jedes Mal.`,
        `„Das sage ich am ersten Schultag“, beschloss ${w.er}. „Und dann finde ich einen Freund.“`,
        `${w.name} spürte ein stolzes, mutiges Kribbeln. Die Schule würde auch ein Abenteuer werden.`,
      ],
    }),
  ],
};
