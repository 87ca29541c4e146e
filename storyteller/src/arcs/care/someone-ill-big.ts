import { de, en, type Arc, type Passage } from '../types.ts';
import { illDe, illEn } from './ill-words.ts';
import { whatHelps } from './someone-ill-big-helps.ts';
import { guideAnswers, tellTheGuide, whatStays } from './someone-ill-big-night.ts';
import { illGoodnight, worryStone } from './someone-ill-big-stone.ts';
import { cap } from './words.ts';
import { careSiblings } from './siblings-along.ts';

// Someone in the family is ill (a brother or sister, a grandparent, a parent), for children of five
// and over. The evening names the illness gently; the companion and a listener let worry, and for
// an ill sibling being cross about the attention, be; the ill one is still themselves and still
// loves the child; for dementia, the forgetting is the illness, never less love, and some things
// stay (a song, a hand, an old photo). A smooth stone to hold when the worry is big, and sleep.
// Nobody ill is told as dead, or as going away for good.

const evening: Passage = {
  en: [
    en(
      (s) =>
        `The house was quieter than usual tonight. ${s.ill.name} ${illEn(s.ill, 'past')}, and everybody seemed to be talking in soft voices. ${s.name} sat on the bed and listened to all that quiet.`,
      { needs: ['ill'], unless: ['dementia'] },
    ),
    en(
      (s) =>
        `${cap(s.grownups.names)} had been busy all day, ${s.ill.hospital ? 'going back and forth to the hospital' : 'carrying cups of tea and warm blankets'}. ${s.ill.name} ${illEn(s.ill, 'past')}. Nobody had much time for stories tonight, and ${s.name} had noticed.`,
      { needs: ['ill', 'grownups'], unless: ['dementia'] },
    ),
    en(
      (s) =>
        `There was a question that kept coming back to ${s.name}, like a hiccup: "When will ${s.ill.name} be better?" ${s.ill.name} ${illEn(s.ill, 'past')}. And the answer was always the same: "We don't know yet. Everyone is helping."`,
      { needs: ['ill'], unless: ['dementia'] },
    ),
    en(
      (s) =>
        `It had been a strange sort of day. ${s.ill.name} ${illEn(s.ill, 'past')}. The whole house felt different, the way a house does when somebody in the family is poorly. Even ${s.toy.the} on the pillow looked a little worried.`,
      { needs: ['ill', 'toy'], unless: ['dementia'] },
    ),
    en(
      (s) =>
        `That afternoon they had visited ${s.ill.name}. ${s.ill.name} had smiled and held ${s.name}'s hand, but then called ${s.name} by somebody else's name, and asked the same question three times. All evening, ${s.name} kept thinking about it.`,
      { needs: ['ill', 'dementia'], unless: ['noVisits'] },
    ),
    en(
      (s) =>
        `${s.ill.name} had an illness in ${s.ill.hisOwn} brain. The grown-ups called it dementia. It made ${s.ill.him} forget things: where the biscuits were kept, what day it was, and sometimes even ${s.name}'s name. Tonight ${s.name} could not stop thinking about that.`,
      { needs: ['ill', 'dementia'] },
    ),
    en(
      (s) =>
        `"Why doesn't ${s.ill.name} remember me?" ${s.name} had asked at bath time. ${cap(s.grownups.names)} had gone quiet for a moment, and then said, "${s.ill.name}'s brain is ill, and the illness makes ${s.ill.him} forget. It isn't because of you. Not one bit."`,
      { needs: ['ill', 'dementia', 'grownups'] },
    ),
    en(
      (s) =>
        `The house was quieter than usual tonight. Somebody in the family was ill, and everybody was talking in soft voices. ${s.name} sat on the bed and listened to all that quiet.`,
      { unless: ['ill'] },
    ),
    en(
      (s) =>
        `${s.ill.name}'s place at the table had been empty again at supper. ${s.ill.name} ${illEn(s.ill, 'past')}. ${s.name} had eaten ${s.his} peas one at a time, very slowly, looking across at the empty chair.`,
      { needs: ['ill'], unless: ['dementia'] },
    ),
    en(
      (s) =>
        `That afternoon ${s.name} had made a get-well card, with a big round sun on the front. ${s.ill.name} ${illEn(s.ill, 'past')}, and the card was waiting by the door to be given. Now it was dark, and the card was finished, but the worrying was not.`,
      { needs: ['ill'], unless: ['dementia'] },
    ),
    en(
      (s) =>
        `Today ${s.ill.name} had pointed at a photo on the wall and asked, "Who is that little one?" It was ${s.name}, as a baby. The grown-ups had explained that ${s.ill.name}'s brain was ill, and that the illness, called dementia, muddled up the remembering. Still, at bedtime, the question sat heavy on ${s.name}'s chest.`,
      { needs: ['ill', 'dementia'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `Heute Abend war es stiller im Haus als sonst. ${s.ill.name} ${illDe(s.ill, 'past')}, und alle sprachen irgendwie leiser als sonst. ${s.name} saß auf dem Bett und horchte in die Stille.`,
      { needs: ['ill'], unless: ['dementia'] },
    ),
    de(
      (s) =>
        `Den ganzen Tag ${s.grownups.plural ? 'waren' : 'war'} ${s.grownups.names} beschäftigt gewesen, ${s.ill.hospital ? 'immer hin und her zwischen Zuhause und Krankenhaus' : 'mit Teetassen und Wärmflaschen und Decken'}. ${s.ill.name} ${illDe(s.ill, 'past')}. Für Geschichten hatte heute keiner so richtig Zeit, und das hatte ${s.name} gemerkt.`,
      { needs: ['ill', 'grownups'], unless: ['dementia'] },
    ),
    de(
      (s) =>
        `Eine Frage kam bei ${s.name} immer wieder, wie ein Schluckauf: „Wann ist ${s.ill.name} wieder gesund?“ ${s.ill.name} ${illDe(s.ill, 'past')}. Und die Antwort war jedes Mal dieselbe: „Das wissen wir noch nicht. Aber alle helfen.“`,
      { needs: ['ill'], unless: ['dementia'] },
    ),
    de(
      (s) =>
        `Es war ein seltsamer Tag gewesen. ${s.ill.name} ${illDe(s.ill, 'past')}. Das ganze Haus fühlte sich anders an, so wie ein Haus sich anfühlt, wenn jemand aus der Familie krank ist. Sogar ${s.toy.der.nom} auf dem Kopfkissen sah ein bisschen besorgt aus.`,
      { needs: ['ill', 'toy'], unless: ['dementia'] },
    ),
    de(
      (s) =>
        `Am Nachmittag hatten sie ${s.ill.name} besucht. ${s.ill.name} hatte gelächelt und ${s.name} die Hand gehalten, aber dann hatte ${s.ill.er.nom} ${s.name} mit einem falschen Namen gerufen und dreimal hintereinander dieselbe Frage gestellt. Den ganzen Abend musste ${s.name} daran denken.`,
      { needs: ['ill', 'dementia'], unless: ['noVisits'] },
    ),
    de(
      (s) =>
        `${s.ill.name} hatte eine Krankheit im Gehirn. Demenz nannten die Großen das. Sie machte, dass ${s.ill.name} Dinge vergaß: wo die Kekse standen, welcher Tag heute war und manchmal sogar, wie ${s.name} hieß. Heute Abend ging ${s.name} das nicht mehr aus dem Kopf.`,
      { needs: ['ill', 'dementia'] },
    ),
    de(
      (s) =>
        `„Warum weiß ${s.ill.name} nicht mehr, wer ich bin?“, hatte ${s.name} in der Badewanne gefragt. ${cap(s.grownups.names)} ${s.grownups.plural ? 'waren' : 'war'} einen Moment still gewesen und ${s.grownups.plural ? 'hatten' : 'hatte'} dann gesagt: „${s.ill.genitive} Gehirn ist krank, und die Krankheit macht, dass ${s.ill.er.nom} vergisst. Das liegt nicht an dir. Kein bisschen.“`,
      { needs: ['ill', 'dementia', 'grownups'] },
    ),
    de(
      (s) =>
        `Heute Abend war es stiller im Haus als sonst. Jemand in der Familie war krank, und alle sprachen mit leisen Stimmen. ${s.name} saß auf dem Bett und horchte in die Stille.`,
      { unless: ['ill'] },
    ),
    de(
      (s) =>
        `Beim Abendessen war ${s.ill.genitive} Platz am Tisch wieder leer geblieben. ${s.ill.name} ${illDe(s.ill, 'past')}. ${s.name} hatte die Erbsen eine nach der anderen gegessen, ganz langsam, und immer wieder zu dem leeren Stuhl hinübergeschaut.`,
      { needs: ['ill'], unless: ['dementia'] },
    ),
    de(
      (s) =>
        `Am Nachmittag hatte ${s.name} eine Gute-Besserung-Karte gemalt, mit einer großen runden Sonne vorne drauf. ${s.ill.name} ${illDe(s.ill, 'past')}, und die Karte lag an der Tür bereit. Jetzt war es dunkel, und die Karte war fertig, aber mit dem Sorgen war ${s.name} noch lange nicht fertig.`,
      { needs: ['ill'], unless: ['dementia'] },
    ),
    de(
      (s) =>
        `Heute hatte ${s.ill.name} auf ein Foto an der Wand gezeigt und gefragt: „Wer ist denn das Kleine da?“ Das war ${s.name}, als Baby. Die Großen hatten erklärt, dass ${s.ill.genitive} Gehirn krank ist und dass die Krankheit, sie heißt Demenz, das Erinnern durcheinanderbringt. Trotzdem lag die Frage zur Schlafenszeit ganz schwer auf dem Herzen.`,
      { needs: ['ill', 'dementia'] },
    ),
  ],
};

export const palComes: Passage = {
  en: [
    en(
      (s) =>
        `${s.pal} wriggled out from under the covers, where ${s.palHe} had been keeping ${s.name}'s feet warm. "You're thinking so loudly I can hear it," ${s.pal} said. "Come on. Let's take those thoughts for a walk."`,
      { needs: ['toyPal'] },
    ),
    en(
      (s) =>
        `A soft shape slipped in through the window and landed on the rug without a sound. It was ${s.pal}, the ${s.palKind}. "I had a feeling you'd be awake," ${s.palHe} said. "Some nights need a friend in them."`,
      { unless: ['toyPal'] },
    ),
    en(
      (s) =>
        `${s.pal} climbed up beside ${s.name} and pressed close, warm and steady. For a while neither of them said a word. Then ${s.pal} tilted ${s.palHis} head towards the window. "Shall we?" ${s.palHe} asked.`,
    ),
    en(
      (s) =>
        `"Psst," came a whisper from the end of the bed. There sat ${s.pal}, eyes shining in the dark. "There's a quiet place I know," ${s.pal} said, "where big worries can sit down and rest for a bit. Want to see it?"`,
    ),
    en(
      (s) =>
        `${s.name} had counted sheep, and counted them again, and by now every last sheep was tucked up in bed, but ${s.name} was still awake. "Right," said ${s.pal}, from somewhere very close. "No more sheep. How about a walk instead?"`,
    ),
  ],
  de: [
    de(
      (s) =>
        `Unter der Bettdecke, wo ${s.palEr} ${s.name} die Füße gewärmt hatte, kam ${s.pal} hervorgekrabbelt. „Du denkst so laut, dass ich es hören kann“, sagte ${s.palEr}. „Komm. Wir nehmen deine Gedanken mit auf einen Spaziergang.“`,
      { needs: ['toyPal'] },
    ),
    de(
      (s) =>
        `Lautlos huschte etwas durchs Fenster herein und landete auf dem Teppich. Es war ${s.pal}, ${s.palKind.der.nom}. „Ich hatte so ein Gefühl, dass du noch wach bist“, sagte ${s.palEr}. „In manche Nächte gehört einfach ein Freund.“`,
      { unless: ['toyPal'] },
    ),
    de(
      (s) =>
        `${s.pal} kletterte zu ${s.name} aufs Bett und kuschelte sich an, warm und ruhig. Eine Weile sagte keiner von beiden ein Wort. Dann nickte ${s.pal} zum Fenster hin. „Wollen wir?“`,
    ),
    de(
      (s) =>
        `„Psst“, flüsterte es vom Fußende her. Da saß ${s.pal}, und die Augen glänzten im Dunkeln. „Ich kenne einen stillen Ort“, sagte ${s.pal}, „da können große Sorgen sich ein bisschen hinsetzen und ausruhen. Willst du ihn sehen?“`,
    ),
    de(
      (s) =>
        `${s.name} hatte Schäfchen gezählt und noch einmal gezählt, und längst lagen alle Schäfchen im Bett, nur ${s.name} war immer noch wach. „Na gut“, sagte ${s.pal}, irgendwo ganz nah. „Schluss mit den Schäfchen. Wie wäre es mit einem Spaziergang?“`,
    ),
  ],
};

export const quietWay: Passage = {
  en: [
    en(
      (s) =>
        `They went softly, the two of them, along ${s.where.way} and ${s.where.into}. ${s.sight()} ${s.name}'s worries came along too, of course, but out here under the night sky they seemed to walk a little more slowly.`,
    ),
    en(
      (s) =>
        `Step by step, ${s.where.way} led them ${s.where.into}. ${s.sight()} The air smelled of night and of green things, and ${s.name} took a long, slow breath of it without even meaning to.`,
    ),
    en(
      (s) =>
        `Before long the house was far behind them and they were ${s.where.in}, where everything was hushed and kind. ${s.sight()} ${s.pal} walked so close that their shoulders bumped, and that was exactly right.`,
    ),
    en(
      (s) =>
        `They followed ${s.where.way} ${s.where.into}, and with every step the house and its hushed voices seemed further away. ${s.sight()} ${s.name} stopped to look, and for a moment thought about nothing else at all.`,
    ),
    en(
      (s) =>
        `The night was full of small sounds: a rustle here, a drip there, a sleepy chirp somewhere far off. ${s.name} listened to each one. ${s.sight()} "Everything here is getting ready to rest," whispered ${s.pal}. "You can too, in a little while."`,
    ),
  ],
  de: [
    de(
      (s) =>
        `Leise gingen die beiden los, ${s.where.into}. Vor ihnen lag ${s.where.way}. ${s.sight()} Die Sorgen kamen natürlich mit, aber hier draußen unter dem Nachthimmel schienen sie ein bisschen langsamer zu gehen.`,
    ),
    de(
      (s) =>
        `Schritt für Schritt ging es ${s.where.into}. ${s.sight()} Die Luft roch nach Nacht und nach Grünem, und ${s.name} holte tief Luft, ganz von allein.`,
    ),
    de(
      (s) =>
        `Bald lag das Haus weit hinter ihnen, und sie waren ${s.where.in}, wo alles still und freundlich war. ${s.sight()} ${s.pal} ging so dicht neben ${s.name}, dass sie immer wieder aneinanderstießen, und genau so war es richtig.`,
    ),
    de(
      (s) =>
        `${cap(s.where.way)} führte die beiden ${s.where.into}, und mit jedem Schritt rückten das Haus und seine leisen Stimmen ein Stück weiter weg. ${s.sight()} ${s.name} blieb stehen und schaute, und einen Augenblick lang dachte ${s.name} an gar nichts anderes.`,
    ),
    de(
      (s) =>
        `Die Nacht war voller kleiner Geräusche: hier ein Rascheln, da ein Tropfen, irgendwo weit weg ein verschlafenes Piepsen. ${s.name} lauschte jedem einzelnen. ${s.sight()} „Hier macht sich alles bereit zum Ausruhen“, flüsterte ${s.pal}. „Du darfst das auch, gleich.“`,
    ),
  ],
};

export const someoneIllBig: Arc = {
  id: 'someone-ill-big',
  kind: 'care',
  themes: ['someone-ill'],
  // A stay in hospital the parent told of is told whole by its own arc (someone-ill-hospital-*).
  unless: ['stay'],
  ages: ['big'],
  title: {
    en: [
      en((s) => `${s.name} and the Worry Stone`),
      en((s) => `${s.ill.name} Is Still ${s.ill.name}`, { needs: ['ill'] }),
      en((s) => `A Quiet Night for ${s.name}`),
      en((s) => `${s.name}, ${s.pal} and What Stays`, { needs: ['ill', 'dementia'] }),
      en((s) => `A Stone in ${s.name}'s Pocket`, { unless: ['ill'] }),
    ],
    de: [
      de((s) => `${s.name} und der Sorgenstein`),
      de((s) => `${s.ill.name} bleibt ${s.ill.name}`, { needs: ['ill'] }),
      de((s) => `Eine stille Nacht für ${s.name}`),
      de((s) => `Was bleibt, ${s.name}`, { needs: ['ill', 'dementia'] }),
      de((s) => `Ein Stein in der Tasche, ${s.name}`, { unless: ['ill'] }),
    ],
  },
  summary: {
    en: [
      en(
        (s) =>
          `${s.ill.name} is ill, and ${s.name} is worried${s.ill.role === 'sibling' ? ', and sometimes cross' : ''}. With ${s.pal}, ${s.name} finds out that every feeling is allowed, and that ${s.ill.name} is still ${s.ill.name}.`,
        { needs: ['ill'], unless: ['dementia'] },
      ),
      en(
        (s) =>
          `${s.ill.name} forgets things, because ${s.ill.hisOwn} brain is ill. With ${s.pal}, ${s.name} finds out what stays, and that ${s.ill.name}'s love is one of those things.`,
        { needs: ['ill', 'dementia'] },
      ),
      en((s) => `Someone in the family is ill. With ${s.pal}, ${s.name} finds a stone to hold when worry gets big.`, {
        unless: ['ill'],
      }),
    ],
    de: [
      de(
        (s) =>
          `${s.ill.name} ist krank, und ${s.name} macht sich Sorgen${s.ill.role === 'sibling' ? ' und ist manchmal auch wütend' : ''}. Mit ${s.pal} merkt ${s.name}: Alle Gefühle sind erlaubt, und ${s.ill.name} bleibt ${s.ill.name}.`,
        { needs: ['ill'], unless: ['dementia'] },
      ),
      de(
        (s) =>
          `${s.ill.name} vergisst Dinge, weil ${s.ill.seinOwn('')} Gehirn krank ist. Mit ${s.pal} findet ${s.name} heraus, was bleibt, und dass ${s.ill.genitive} Liebe dazugehört.`,
        { needs: ['ill', 'dementia'] },
      ),
      de(
        (s) =>
          `Jemand in der Familie ist krank. Mit ${s.pal} findet ${s.name} einen Stein zum Festhalten, wenn die Sorgen groß werden.`,
        { unless: ['ill'] },
      ),
    ],
  },
  recap: {
    en: [
      en(
        (s) =>
          `The night before, ${s.name} had told ${s.pal} all about ${s.ill.name}, and had found a smooth stone to hold when the worry got big.`,
        { needs: ['ill'] },
      ),
      en((s) => `Last time, ${s.name} and ${s.pal} had found a worry stone on a quiet night walk.`),
    ],
    de: [
      de(
        (s) =>
          `In der Nacht zuvor hatte ${s.name} ${s.pal} alles von ${s.ill.name} erzählt und einen glatten Stein gefunden, den man festhalten kann, wenn die Sorgen groß werden.`,
        { needs: ['ill'] },
      ),
      de(
        (s) =>
          `Beim letzten Mal hatten ${s.name} und ${s.pal} auf einem stillen Nachtspaziergang einen Sorgenstein gefunden.`,
      ),
    ],
  },
  scenes: [
    {
      picture: { composition: 'interior', where: 'bedroom', cast: ['grownups', 'homePet'], things: ['toy'] },
      beats: [evening, palComes],
    },
    {
      picture: { composition: 'journey', where: 'setting', cast: ['guide'] },
      beats: [careSiblings, quietWay, tellTheGuide, { moment: 'colour' }],
    },
    { picture: { composition: 'close-up', where: 'setting', cast: ['guide'] }, beats: [guideAnswers, whatStays] },
    { picture: { composition: 'wide', where: 'setting', things: ['food', 'toy'] }, beats: [whatHelps, whatHelps] },
    { picture: { composition: 'close-up', where: 'setting', cast: ['guide'] }, beats: [worryStone] },
    {
      picture: { composition: 'interior', where: 'bedroom', asleep: true, cast: ['grownups'], things: ['toy'] },
      beats: [illGoodnight],
    },
  ],
};
