// Memories of a milestone: a lost tooth, the first day at school or kindergarten, one's own bed,
// the toilet, becoming a big sibling, a brave visit to the doctor or dentist.
import type { Memory } from '../types.ts';

export const lostTooth: Memory = {
  id: 'lost-tooth',
  happened: true,
  match: {
    en: [
      /\b(?:lost|losing|lose|wobbly|loose|pulled out|fell out|came out)\b.*\btooth\b|\btooth\b.*\b(?:fell out|came out|out)\b|\btooth fairy\b|\bfirst tooth\b/,
    ],
    de: [
      /\bzahn\b.*\b(?:verloren|ausgefallen|raus|rausgefallen|gezogen|draussen)\b|\bwackelzahn\w*|\bzahnfee\b|\bzahnluecke\b|\bersten zahn\b/,
    ],
  },
  en: [
    (w) => [
      `A little gap sat in ${w.his} smile now, where the wobbly tooth had been, and the tip of a tongue kept finding it.`,
      `${w.He} remembered how it had wiggled and wobbled until one day it came out, and how grown-up ${w.he} had felt.`,
    ],
    (w) => [
      `"Look," said ${w.name}, showing ${w.pal} ${w.his} gap-toothed grin. "I lost a tooth! A new one is already growing."`,
      `${w.pal} peered at the gap in wonder, and ${w.name} felt very proud and very big.`,
    ],
  ],
  de: [
    (w) => [
      `${w.name} tastete mit der Zunge nach der kleinen Lücke, wo der Wackelzahn gewesen war.`,
      `${w.Er} dachte daran, wie der Zahn gewackelt und gewackelt hatte, bis er eines Tages herausfiel, und was für ein großer Moment das gewesen war.`,
    ],
    (w) => [
      `„Schau mal“, sagte ${w.name} und zeigte ${w.pal} ${w.sein('e', 'die')} Zahnlücke. „Ich habe einen Zahn verloren! Da wächst schon ein neuer.“`,
      `${w.pal} bestaunte die Lücke, und ${w.name} fühlte sich sehr stolz und sehr groß.`,
    ],
  ],
};

export const firstSchoolDay: Memory = {
  id: 'school',
  match: {
    en: [
      /\b(?:start\w*|began|begun|first day|first week|goes to|going to|go to|went to)\b.*\bschool\b|\bfirst grade\b|\breception\b|\bschool ?child\b/,
    ],
    de: [
      /\beinschulung\b|\beingeschult\b|\bschultag\b|\berste klasse\b|\bschulkind\b|\bin die schule\b|\bschulanfang\b|\bschule\b.*\bangefangen\b/,
    ],
  },
  en: [
    (w) => [
      `${w.name} remembered that very first day at school: the big new backpack, the bright new classroom and the teacher's friendly smile.`,
      `${w.He} had been a little nervous, but ${w.he} had walked in bravely, and ${w.he} still felt proud of that.`,
    ],
    (w) => [
      `"I go to school now," ${w.name} told ${w.pal}, standing up extra tall. "I'm a real schoolchild."`,
      `${w.He} told ${w.pal} about the first day, the new faces and the new letters, and ${w.pal} listened with wide eyes.`,
    ],
  ],
  de: [
    (w) => [
      `${w.name} dachte an ${w.sein('en', 'den')} allerersten Schultag, an den großen, neuen Schulranzen, das Klassenzimmer und das freundliche Lächeln der Lehrerin.`,
      `${w.Er} war ein bisschen aufgeregt gewesen, aber trotzdem mutig hineingegangen, und dieser Mut fühlte sich noch immer gut an.`,
    ],
    (w) => [
      `„Ich bin jetzt ein Schulkind“, erzählte ${w.name} ${w.pal} und machte sich extra groß.`,
      `${w.Er} erzählte vom ersten Tag, von den neuen Gesichtern und den neuen Buchstaben, und ${w.pal} hörte mit großen Augen zu.`,
    ],
  ],
};

export const firstKindergartenDay: Memory = {
  id: 'kindergarten',
  match: {
    en: [/\b(?:kindergarten|nursery|preschool|pre school|daycare|day care|playgroup|creche)\b/],
    de: [/\b(?:kindergarten|kita|krippe|kindi|kiga)\b/],
  },
  en: [
    (w) => [
      `${w.name} remembered that first day at kindergarten, the peg with a little name card on it and the new friends waiting to play.`,
      `Saying goodbye had been hard, but ${w.he} had been brave, and the day had turned out to be wonderful.`,
    ],
    (w) => [
      `"I go to kindergarten now," ${w.name} told ${w.pal}. "I even have my own peg for my coat."`,
      `${w.He} told ${w.pal} about all the games and songs, and felt very proud and big.`,
    ],
  ],
  de: [
    (w) => [
      `${w.name} dachte an ${w.sein('en', 'den')} ersten Tag im Kindergarten, an den Haken mit ${w.sein('em', 'dem eigenen')} Namen und an die neuen Freunde, die schon zum Spielen gewartet hatten.`,
      `Das Tschüss-Sagen war schwer gewesen, aber ${w.name} war mutig gewesen, und der Tag war wunderschön geworden.`,
    ],
    (w) => [
      `„Ich gehe jetzt in den Kindergarten“, erzählte ${w.name} ${w.pal}. „Ich habe sogar einen eigenen Haken für meine Jacke.“`,
      `${w.Er} erzählte von all den Spielen und Liedern und fühlte sich sehr stolz und groß.`,
    ],
  ],
};

export const sleptAlone: Memory = {
  id: 'own-bed',
  match: {
    en: [/\bown bed\b|\bown room\b|\bslept\b.*\b(?:alone|own|all night|through)\b|\bsleeps? (?:alone|through)\b/],
    de: [
      /\beigene[nm]? (?:bett|zimmer)\b|\bdurchgeschlafen\b|\b(?:allein|alleine)\b.*\b(?:geschlafen|eingeschlafen)\b/,
    ],
  },
  en: [
    (w) => [
      `${w.name} remembered the first night of sleeping alone in that big bed at home, all night long, from the goodnight kiss to the morning light.`,
      `In the morning everyone had been so proud, and ${w.name} had been proudest of all.`,
    ],
    (w) => [
      `"I sleep in my own bed now," ${w.name} told ${w.pal}. "All night long!"`,
      `${w.pal} was very impressed, and ${w.name} felt snug and proud.`,
    ],
  ],
  de: [
    (w) => [
      `${w.name} dachte an die erste Nacht ganz allein im eigenen Bett, vom Gute-Nacht-Kuss bis zum Morgenlicht.`,
      `Am Morgen waren alle so stolz gewesen, und ${w.name} war am allerstolzesten.`,
    ],
    (w) => [
      `„Ich schlafe jetzt in meinem eigenen Bett“, erzählte ${w.name} ${w.pal}. „Die ganze Nacht!“`,
      `${w.pal} war schwer beeindruckt, und ${w.name} fühlte sich kuschelig und stolz.`,
    ],
  ],
};

export const potty: Memory = {
  id: 'potty',
  match: {
    en: [/\bpott(?:y|ies)\b|\btoilet\b|\bloo\b|\bnapp(?:y|ies)\b|\bdiapers?\b|\bdry (?:at night|all night)\b/],
    de: [/\btoepfchen\b|\btoilette\b|\bklo\b|\bwindel\w*|\btrocken\b/],
  },
  en: [
    (w) => [
      `${w.name} remembered learning to use the toilet ${w.allBySelf}, and how everyone had cheered.`,
      `No more nappies! ${w.He} felt so big and so proud.`,
    ],
    (w) => [
      `"I don't need nappies any more," ${w.name} told ${w.pal}. "I go to the toilet all by myself."`,
      `${w.pal} gave a happy little cheer, and ${w.name} felt proud from top to toe.`,
    ],
  ],
  de: [
    (w) => [
      `${w.name} dachte an das erste Mal ganz allein auf dem Klo und daran, wie alle gejubelt hatten.`,
      `Keine Windeln mehr! ${w.Er} fühlte sich so groß und so stolz.`,
    ],
    (w) => [
      `„Ich brauche keine Windel mehr“, erzählte ${w.name} ${w.pal}. „Ich gehe ganz allein aufs Klo.“`,
      `${w.pal} jubelte, und ${w.name} war stolz von Kopf bis Fuß.`,
    ],
  ],
};

export const becameBigSibling: Memory = {
  id: 'new-sibling',
  happened: true,
  match: {
    en: [/\bbig (?:brother|sister|sibling)\b|\bnew baby\b|\bbaby (?:brother|sister)\b|\bwas born\b/],
    de: [/\bgrosse[rs]? (?:bruder|schwester|geschwister\w*)\b|\bgeschwisterchen\b|\bbaby\b|\bgeboren\b/],
  },
  en: [
    (w) => [
      `${w.name} thought of the tiny new baby at home, and of being a big ${w.sibling} now.`,
      `${w.He} remembered the first time the baby had curled its little fingers around one big finger, and ${w.his} heart felt full to the brim.`,
    ],
    (w) => [
      `"I'm a big ${w.sibling} now," ${w.name} told ${w.pal} proudly. "I help with the baby, and I'm very good at making it laugh."`,
      `${w.pal} was very impressed, and ${w.name} felt warm and important.`,
    ],
  ],
  de: [
    (w) => [
      `${w.name} dachte an das winzige Baby zu Hause. Jetzt war ${w.er} ${w.grosses}!`,
      `${w.Er} erinnerte sich, wie das Baby zum ersten Mal mit den winzigen Fingern zugegriffen hatte, und wie voll das Herz da gewesen war.`,
    ],
    (w) => [
      `„Ich bin jetzt ${w.grosses}“, erzählte ${w.name} ${w.pal} stolz. „Ich helfe beim Baby, und ich kann es ganz toll zum Lachen bringen.“`,
      `${w.pal} war schwer beeindruckt, und ${w.name} fühlte sich warm und wichtig.`,
    ],
  ],
};

export const braveCheckUp: Memory = {
  id: 'doctor',
  match: {
    en: [/\bdentist\b|\bdoctor\b|\bdoctors\b|\bvaccin\w*|\binjection\b|\bshots?\b|\bjab\b|\bhospital\b|\bcheck ?up\b/],
    de: [
      /\bzahnarzt\w*|\barzt\b|\baerztin\b|\bkinderarzt\w*|\bimpfung\b|\bgeimpft\b|\bspritze\b|\bkrankenhaus\b|\bblut abgenommen\b/,
    ],
  },
  en: [
    (w, said) => [
      `${w.name} remembered the visit to the ${/dentist/.test(said) ? 'dentist' : 'doctor'}, sitting still and brave while everything was checked.`,
      `Afterwards there had been a sticker and a big, warm hug, and ${w.name} still felt ${w.proudOfSelf}.`,
    ],
    (w, said) => [
      `"I was really brave at the ${/dentist/.test(said) ? 'dentist' : 'doctor'}'s," ${w.name} told ${w.pal}. "I took a deep breath and counted to three."`,
      `${w.pal} looked at ${w.him} with great respect, and ${w.name} felt tall and strong.`,
    ],
  ],
  de: [
    (w, said) => [
      `${w.name} dachte an den Besuch beim ${/zahnarzt/.test(said) ? 'Zahnarzt' : 'Arzt'} und ans tapfere Stillhalten, während alles untersucht wurde.`,
      `Danach hatte es einen Sticker und eine große, warme Umarmung gegeben, und ${w.name} war noch immer stolz auf sich.`,
    ],
    (w, said) => [
      `„Beim ${/zahnarzt/.test(said) ? 'Zahnarzt' : 'Arzt'} war ich richtig tapfer“, erzählte ${w.name} ${w.pal}. „Ich habe tief Luft geholt und bis drei gezählt.“`,
      `${w.pal} staunte voller Bewunderung, und ${w.name} fühlte sich groß und stark.`,
    ],
  ],
};
