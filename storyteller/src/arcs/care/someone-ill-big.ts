import { de, en, type Arc, type Passage } from '../types.ts';
import { illDe, illEn } from './ill-words.ts';
import { guideAnswers, tellTheGuide, whatHelps, whatStays } from './someone-ill-big-night.ts';

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
        `${s.grownups.names} had been busy all day, ${s.ill.hospital ? 'going back and forth to the hospital' : 'carrying cups of tea and warm blankets'}. ${s.ill.name} ${illEn(s.ill, 'past')}. Nobody had much time for stories tonight, and ${s.name} had noticed.`,
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
      { needs: ['ill', 'dementia'] },
    ),
    en(
      (s) =>
        `${s.ill.name} had an illness in ${s.ill.hisOwn} brain. The grown-ups called it dementia. It made ${s.ill.him} forget things: where the biscuits were kept, what day it was, and sometimes even ${s.name}'s name. Tonight ${s.name} could not stop thinking about that.`,
      { needs: ['ill', 'dementia'] },
    ),
    en(
      (s) =>
        `"Why doesn't ${s.ill.name} remember me?" ${s.name} had asked at bath time. ${s.grownups.names} had gone quiet for a moment, and then said, "${s.ill.name}'s brain is ill, and the illness makes ${s.ill.him} forget. It isn't because of you. Not one bit."`,
      { needs: ['ill', 'dementia', 'grownups'] },
    ),
    en(
      (s) =>
        `The house was quieter than usual tonight. Somebody in the family was ill, and everybody was talking in soft voices. ${s.name} sat on the bed and listened to all that quiet.`,
      { unless: ['ill'] },
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
      { needs: ['ill', 'dementia'] },
    ),
    de(
      (s) =>
        `${s.ill.name} hatte eine Krankheit im Gehirn. Demenz nannten die Großen das. Sie machte, dass ${s.ill.name} Dinge vergaß: wo die Kekse standen, welcher Tag heute war und manchmal sogar, wie ${s.name} hieß. Heute Abend ging ${s.name} das nicht mehr aus dem Kopf.`,
      { needs: ['ill', 'dementia'] },
    ),
    de(
      (s) =>
        `„Warum weiß ${s.ill.name} nicht mehr, wer ich bin?“, hatte ${s.name} in der Badewanne gefragt. ${s.grownups.names} ${s.grownups.plural ? 'waren' : 'war'} einen Moment still gewesen und ${s.grownups.plural ? 'hatten' : 'hatte'} dann gesagt: „${s.ill.genitive} Gehirn ist krank, und die Krankheit macht, dass ${s.ill.er.nom} vergisst. Das liegt nicht an dir. Kein bisschen.“`,
      { needs: ['ill', 'dementia', 'grownups'] },
    ),
    de(
      (s) =>
        `Heute Abend war es stiller im Haus als sonst. Jemand in der Familie war krank, und alle sprachen mit leisen Stimmen. ${s.name} saß auf dem Bett und horchte in die Stille.`,
      { unless: ['ill'] },
    ),
  ],
};

const palComes: Passage = {
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
  ],
};

const quietWay: Passage = {
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
  ],
};

const worryStone: Passage = {
  en: [
    en(
      (s) =>
        `Before they left, ${s.where.guideName} pressed something into ${s.name}'s hand: a smooth, cool stone, just the right size for a pocket. "For when the worry gets big," said ${s.where.guideName}. "Hold it tight and tell it. Stones are very good at keeping worries, so you don't have to carry them all by yourself."`,
    ),
    en(
      (s) =>
        `${s.pal} had found a pebble by the path, round and smooth and still a little warm. "Here," ${s.palHe} said. "A worry stone. When you feel worried, you rub it with your thumb, like this, and you tell a grown-up what the worry is. That's the whole trick."`,
    ),
    en(
      (s) =>
        `On the way back, ${s.name} picked up a flat grey pebble that shone in the moonlight. "I'm going to keep this," ${s.name} said. "It can be my worry stone. When I'm worried, I'll hold it, and then I'll say it out loud." "That," said ${s.pal}, "is a very wise plan."`,
    ),
  ],
  de: [
    de(
      (s) =>
        `Bevor sie gingen, legte ${s.where.guideName} ${s.name} etwas in die Hand: einen glatten, kühlen Stein, genau groß genug für die Hosentasche. „Für die Zeiten, wenn die Sorgen groß werden“, sagte ${s.where.guideName}. „Halt ihn fest und erzähl ihm davon. Steine können Sorgen gut aufbewahren. Dann musst du sie nicht allein tragen.“`,
    ),
    de(
      (s) =>
        `${s.pal} hatte am Wegrand einen Kiesel gefunden, rund und glatt und noch ein bisschen warm. „Hier“, sagte ${s.palEr}. „Ein Sorgenstein. Wenn du dir Sorgen machst, reibst du mit dem Daumen darüber, so, und dann erzählst du einem Großen, was dich bedrückt. Das ist der ganze Trick.“`,
    ),
    de(
      (s) =>
        `Auf dem Rückweg hob ${s.name} einen flachen grauen Kiesel auf, der im Mondlicht schimmerte. „Den behalte ich“, sagte ${s.name}. „Das ist jetzt mein Sorgenstein. Wenn ich mir Sorgen mache, halte ich ihn fest, und dann sage ich es laut.“ „Das“, sagte ${s.pal}, „ist ein sehr kluger Plan.“`,
    ),
  ],
};

const goodnight: Passage = {
  en: [
    en(
      (s) =>
        `Back home, ${s.grownups.names} came to sit on the edge of the bed, and this time there was time for a cuddle, a long one. "In this family, everyone is looked after," came the whisper. "${s.ill.name}, and you." ${s.name} held the stone in one hand and ${s.pal} in the other, and slowly ${s.his} eyes closed. Goodnight, ${s.name}.`,
      { needs: ['grownups', 'ill'] },
    ),
    en(
      (s) =>
        `The way home was short and soft. ${s.name} slipped the stone under the pillow, where it would be close by all night. ${s.pal} curled up warm. And ${s.ill.name} was being looked after too, all through the night. ${s.name} breathed slow and deep, and slept.`,
      { needs: ['ill'] },
    ),
    en(
      (s) =>
        `Home again, ${s.name} snuggled down beside ${s.toy.the}, with the worry stone close by. The house was quiet, a sleepy sort of quiet. ${s.pal} hummed a little tune, and ${s.name}'s eyes closed. Goodnight, ${s.name}.`,
      { needs: ['toy'] },
    ),
    en(
      (s) =>
        `Back in bed, with the worry stone tucked under the pillow and ${s.pal} close beside ${s.him}, ${s.name} listened to the quiet house. It did not feel so strange now. Slowly, slowly, ${s.name} fell asleep.`,
    ),
  ],
  de: [
    de(
      (s) =>
        `Zu Hause ${s.grownups.plural ? 'setzten' : 'setzte'} sich ${s.grownups.names} auf die Bettkante, und diesmal war Zeit zum Kuscheln, für ein ganz langes Kuscheln. „In unserer Familie wird auf alle aufgepasst“, flüsterte es. „Auf ${s.ill.name} und auf dich.“ In der einen Hand hielt ${s.name} den Stein, in der anderen ${s.pal}, und langsam fielen die Augen zu. Gute Nacht, ${s.name}.`,
      { needs: ['grownups', 'ill'] },
    ),
    de(
      (s) =>
        `Leise kamen sie wieder nach Hause. ${s.name} schob den Stein unters Kopfkissen, da war er die ganze Nacht ganz nah. ${s.pal} rollte sich warm zusammen. Und auch auf ${s.ill.name} passte heute Nacht jemand gut auf. Dann schlief ${s.name} ein.`,
      { needs: ['ill'] },
    ),
    de(
      (s) =>
        `Wieder zu Hause kuschelte ${s.name} sich neben ${s.toy.der.acc}, den Sorgenstein ganz in der Nähe. Im Haus war es still, eine müde, schläfrige Stille. ${s.pal} summte ein kleines Lied, und ${s.name} fielen die Augen zu. Gute Nacht, ${s.name}.`,
      { needs: ['toy'] },
    ),
    de(
      (s) =>
        `Wieder im Bett, den Sorgenstein unter dem Kissen und ${s.pal} dicht daneben, lauschte ${s.name} in das stille Haus. So seltsam fühlte es sich gar nicht mehr an. Langsam, ganz langsam schlief ${s.name} ein.`,
    ),
  ],
};

export const someoneIllBig: Arc = {
  id: 'someone-ill-big',
  kind: 'care',
  themes: ['someone-ill'],
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
      beats: [quietWay, tellTheGuide, { moment: 'colour' }],
    },
    { picture: { composition: 'close-up', where: 'setting', cast: ['guide'] }, beats: [guideAnswers, whatStays] },
    { picture: { composition: 'wide', where: 'setting', things: ['food', 'toy'] }, beats: [whatHelps, whatHelps] },
    { picture: { composition: 'close-up', where: 'setting', cast: ['guide'] }, beats: [worryStone] },
    {
      picture: { composition: 'interior', where: 'bedroom', asleep: true, cast: ['grownups'], things: ['toy'] },
      beats: [goodnight],
    },
  ],
};
