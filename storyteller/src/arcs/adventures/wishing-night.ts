import { de, en, type Passage, type Arc } from '../types.ts';

// The one night of the year when a wish comes by (a falling star, or under the sea a glowing
// bubble: the place's own `wishOn`). Everyone goes to the wishing place and waits; the child makes a
// wish, a kind one, and keeps it secret. The waiting leaves room for the goal.

const wishingNight: Passage = {
  en: [
    en(
      (s) =>
        `${s.where.guide} "You've come on the best night of the whole year," ${s.where.guideName} said. "Tonight, if you are lucky and very patient, you may see ${s.where.wishOn}, and whoever sees it may make one wish." ${s.name}'s eyes went round. "Come," said ${s.where.guideName}. "I know the best place to watch."`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `Everyone ${s.where.in} seemed to be going the same way, quietly and in a hurry. "Where is everybody going?" asked ${s.name}. "To the wishing place," said ${s.where.guideName}, already quite excited. "Tonight is the night of ${s.where.wishOn}. One wish each, if you see it." ${s.name} and ${s.pal} hurried after them.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.sight()} "Hurry," whispered ${s.where.guideName}, eyes shining. "Any moment now ${s.where.wishOn} will come, and everyone who sees it gets one wish." ${s.name} had never made a real wish before, not a proper one, and ${s.his} heart gave a little hop.`,
      { ages: ['big'] },
    ),
    en((s) => `Look up! Tonight there is a wish. A real one! "Where?" asks ${s.name}. "Wait and see," says ${s.pal}.`, {
      ages: ['little'],
    }),
    en((s) => `Shh! Everyone is waiting. For what? For ${s.where.wishOn}! Then you can make a wish.`, {
      ages: ['little'],
    }),
    en(
      (s) =>
        `"Look up," said ${s.where.guideName}, who had seen the wish come every year, "and keep looking. Tonight is the night of ${s.where.wishOn}, and it comes only once a year." ${s.name} looked up so hard that ${s.his} neck went stiff. "What happens when it comes?" "You make a wish," said ${s.where.guideName}.`,
      { ages: ['big'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `${s.where.guide} „Ihr kommt in der schönsten Nacht des ganzen Jahres“, sagte ${s.where.guideName}. „Wer Glück hat und sehr geduldig ist, sieht heute ${s.where.wishOn}, und wer das sieht, darf sich etwas wünschen.“ ${s.name} machte große Augen. „Kommt“, sagte ${s.where.guideName}. „Ich weiß, wo man am besten schauen kann.“`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Alle ${s.where.in} schienen in dieselbe Richtung zu gehen, leise und in Eile. „Wo wollen denn alle hin?“, fragte ${s.name}. „Zum Wunschplatz“, sagte ${s.where.guideName}, schon ganz aufgeregt. „Heute ist die Nacht, in der ${s.where.wishOn} kommt. Wer das sieht, hat einen Wunsch frei.“ ${s.name} und ${s.pal} liefen hinterher.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.sight()} „Schnell“, flüsterte ${s.where.guideName}, mit leuchtenden Augen. „Gleich kommt ${s.where.wishOn}, und jeder, der das sieht, hat einen Wunsch frei.“ Noch nie hatte ${s.name} sich richtig etwas gewünscht, so ganz in echt, und das Herz machte einen kleinen Hüpfer.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Schau nach oben! Heute gibt es einen Wunsch. Einen echten! „Wo?“, fragt ${s.name}. „Warte ab“, sagt ${s.pal}.`,
      {
        ages: ['little'],
      },
    ),
    de((s) => `Pst! Alle warten. Worauf? Gleich kommt ${s.where.wishOn}! Dann darf man sich etwas wünschen.`, {
      ages: ['little'],
    }),
    de(
      (s) =>
        `„Schaut nach oben“, sagte ${s.where.guideName}, den Blick fest nach oben gerichtet, „und hört nicht auf zu schauen. Heute Nacht kommt ${s.where.wishOn}, nur ein einziges Mal im Jahr.“ ${s.name} schaute so angestrengt nach oben, dass der Nacken steif wurde. „Und was passiert dann?“ „Dann wünscht man sich etwas“, sagte ${s.where.guideName}.`,
      { ages: ['big'] },
    ),
  ],
};

const wishingPlace: Passage = {
  en: [
    en(
      (s) =>
        `The wishing place was high up and far away, and the way there was long. They passed whispering groups of little folk, all going the same way, and every one of them was thinking about what to wish for. ${s.sight()}`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `"What will you wish for?" asked ${s.pal} as they went. ${s.name} thought about it. A wish was a big thing; you couldn't use it on any old thing. "I don't know yet," ${s.he} said. "I think I'll know when it comes."`,
      { ages: ['big'] },
    ),
    en(
      () =>
        `They climbed and climbed, until the whole place lay spread out below them, twinkling. At the very top everyone had found a spot, and they were all sitting very still, looking up and hardly breathing.`,
      { ages: ['big'] },
    ),
    en((s) => `Up, up, up they go. Higher and higher. ${s.name} sits down. Everybody looks up.`, { ages: ['little'] }),
    en((s) => `Step, step, step. Here is the wishing place! ${s.name} sits down. ${s.pal} sits down too.`, {
      ages: ['little'],
    }),
    en(
      () =>
        `The best place for wishing was at the very top, where there was nothing above you but the night. They got there just in time to find a spot right at the front, and sat down, and waited.`,
      { ages: ['big'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `Der Wunschplatz lag hoch oben und weit weg, und der Weg dorthin war lang. Sie kamen an flüsternden Grüppchen vorbei, die alle in dieselbe Richtung unterwegs waren, und jeder überlegte, was er sich wünschen sollte. ${s.sight()}`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `„Was wünschst du dir?“, fragte ${s.pal} unterwegs. ${s.name} dachte nach. Ein Wunsch war etwas Großes, den konnte man nicht für irgendwas verschwenden. „Weiß ich noch nicht“, sagte ${s.name}. „Ich glaube, das weiß ich, wenn es so weit ist.“`,
      { ages: ['big'] },
    ),
    de(
      () =>
        `Sie stiegen höher und höher, bis alles glitzernd unter ihnen lag. Ganz oben hatte jeder schon ein Plätzchen gefunden, und alle saßen mucksmäuschenstill da, schauten nach oben und wagten kaum zu atmen.`,
      { ages: ['big'] },
    ),
    de((s) => `Hoch, hoch, hoch geht es. Höher und höher. ${s.name} setzt sich hin. Alle schauen nach oben.`, {
      ages: ['little'],
    }),
    de((s) => `Tapp, tapp, tapp. Da ist der Wunschplatz! ${s.name} setzt sich. ${s.pal} setzt sich dazu.`, {
      ages: ['little'],
    }),
    de(
      () =>
        `Der beste Platz zum Wünschen war ganz oben, wo über einem nichts mehr ist als die Nacht. Sie kamen gerade noch rechtzeitig, fanden ein Plätzchen ganz vorn, setzten sich und warteten.`,
      { ages: ['big'] },
    ),
  ],
};

const waiting: Passage = {
  en: [
    en(
      (s) =>
        `Waiting is the hardest part of a wish. The night was big and quiet, and nothing happened, and then nothing happened some more. ${s.name} wriggled. ${s.pal} yawned. But they kept on looking.`,
    ),
    en(
      (s) =>
        `Next to ${s.name} sat ${s.where.creature.a}, the smallest of everyone there, looking up so hard that it nearly toppled over. "I wait every year," it whispered, "and I've never once seen it. I'm always too small." ${s.name} moved over to give it the best spot.`,
    ),
    en(
      (s) =>
        `They waited a long, long time. Somewhere somebody began to hum, and somebody else began to count the stars, and ${s.name} lay back with ${s.pal} and watched the dark above them and waited.`,
    ),
    en(
      (s) =>
        `To pass the time, ${s.pal} told ${s.name} about wishes others had made: a bigger burrow, a better nose, a friend. "Did they come true?" asked ${s.name}. "The kind ones always seem to," said ${s.pal}.`,
      { ages: ['big'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `Das Warten ist das Schwerste an einem Wunsch. Die Nacht war groß und still, und nichts geschah, und dann geschah noch ein bisschen länger nichts. ${s.name} zappelte. ${s.pal} gähnte. Aber sie schauten weiter nach oben.`,
    ),
    de(
      (s) =>
        `Neben ${s.name} saß ${s.where.creature.ein.nom}, kleiner als alle anderen, und reckte den Hals, so weit es nur ging. „Jedes Jahr warte ich“, flüsterte das kleine Tier, „und noch nie habe ich etwas gesehen. Ich bin immer zu klein.“ ${s.name} rückte zur Seite und ließ ihm den besten Platz.`,
    ),
    de(
      (s) =>
        `Sie warteten lange, sehr lange. Irgendwo fing jemand an zu summen, jemand anders fing an, die Sterne zu zählen, und ${s.name} legte sich mit ${s.pal} zurück, schaute in das Dunkel über ihnen und wartete.`,
    ),
    de(
      (s) =>
        `Um sich die Zeit zu vertreiben, erzählte ${s.pal} von Wünschen, die andere gehabt hatten: einen größeren Bau, eine bessere Nase, einen Freund. „Sind sie in Erfüllung gegangen?“, fragte ${s.name}. „Die lieben scheinen es immer zu tun“, sagte ${s.pal}.`,
      { ages: ['big'] },
    ),
  ],
};

const itComes: Passage = {
  en: [
    en(
      (s) =>
        `And then it came: ${s.where.wishOn}, bright and slow and silent, right across the middle of everything. Everyone gasped, and then everyone closed their eyes to wish. ${s.name} closed ${s.his} eyes too.`,
    ),
    en(
      (s) =>
        `All at once there it was, ${s.where.wishOn}, so beautiful that for a moment nobody remembered to wish at all. Then a hundred wishes were whispered at once, with a soft rustle like leaves.`,
    ),
    en(
      (s) =>
        `"Look!" breathed ${s.pal}. It was ${s.where.wishOn}, just as they had been promised. It went by more slowly than anything ever had, as if it wanted to give everybody time.`,
    ),
    en(
      (s) =>
        `Nobody saw it coming, and then everybody saw it at once: ${s.where.wishOn}. It glided across the night so slowly and so brightly that ${s.name} forgot to breathe.`,
      { ages: ['big'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `Und dann kam ${s.where.wishOn}, hell und langsam und ganz still, mitten über alles hinweg. Alle hielten den Atem an, und dann machten alle die Augen zu, um sich etwas zu wünschen. Auch ${s.name} machte die Augen zu.`,
    ),
    de(
      (s) =>
        `Auf einmal war es so weit. Es war ${s.where.wishOn}, so wunderschön, dass einen Augenblick lang niemand ans Wünschen dachte. Dann wurden hundert Wünsche auf einmal geflüstert, mit einem leisen Rascheln wie von Blättern.`,
    ),
    de(
      (s) =>
        `„Schau!“, hauchte ${s.pal}. Es war ${s.where.wishOn}, genau wie versprochen. Langsamer als alles andere auf der Welt zog es vorüber, als wollte es jedem genug Zeit lassen.`,
    ),
    de(
      (s) =>
        `Keiner sah es kommen, und dann sahen es alle auf einmal. Durch die Nacht glitt ${s.where.wishOn}, so langsam und so hell, dass ${s.name} zu atmen vergaß.`,
      { ages: ['big'] },
    ),
  ],
};

const theWish: Passage = {
  en: [
    en(
      (s) =>
        `${s.name} knew exactly what to wish for now, and it was not for ${s.himself}. ${s.He} wished that everybody here, even the very smallest, would see the wish go by next year and every year after. Nobody knew what ${s.he} had wished, not even ${s.pal}, but the night seemed to shine a little brighter all the same.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.name} whispered a wish so quietly that only the night could hear it. Wishes are like that: say them out loud and they turn shy. When ${s.he} opened ${s.his} eyes, everybody was smiling, and ${s.where.guideName} gave ${s.him} ${s.where.gift.a}, to remember the night of the wish.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.name} wished. It was a good wish, a kind one, and ${s.he} kept it tucked away inside like a warm pebble in a pocket. Then, slowly, everybody yawned and stretched and drifted home to bed, carrying their wishes carefully, so as not to spill them. ${s.where.nightfall}`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `Look! There it is, ${s.where.wishOn}! ${s.name} closes ${s.his} eyes and makes a wish. Shh. It is a secret.`,
      {
        ages: ['little'],
      },
    ),
    en((s) => `Whoosh! There goes the wish. ${s.name} wishes a wish. What is it? A secret! Shh.`, { ages: ['little'] }),
    en(
      (s) =>
        `${s.name} squeezed ${s.his} eyes shut and wished with ${s.his} whole heart. What was the wish? That is ${s.name}'s secret, and a secret is a secret. But ${s.pal} saw ${s.him} smile, and thought it must have been a very good one.`,
      { ages: ['big'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `Jetzt wusste ${s.name} genau, was ${s.er} sich wünschen wollte, und es war nichts für ${s.sich} selbst. ${s.name} wünschte sich, dass alle hier, sogar die Allerkleinsten, den Wunsch im nächsten Jahr vorüberziehen sehen würden, und in jedem Jahr danach. Keiner wusste, was ${s.name} sich gewünscht hatte, nicht einmal ${s.pal}, aber die Nacht schien trotzdem ein bisschen heller zu leuchten.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.name} flüsterte einen Wunsch, so leise, dass nur die Nacht ihn hören konnte. So ist das mit Wünschen: Sagt man sie laut, werden sie schüchtern. Als ${s.name} die Augen wieder aufmachte, lächelten alle, und ${s.where.guideName} schenkte ${s.ihm} ${s.where.gift.ein.acc}, zur Erinnerung an die Nacht des Wunsches.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.name} wünschte sich etwas. Es war ein guter Wunsch, ein lieber, und ${s.name} bewahrte ihn tief drinnen auf wie einen warmen Kiesel in der Hosentasche. Dann gähnten alle langsam, reckten sich und machten sich auf den Heimweg ins Bett, und jeder trug seinen Wunsch ganz vorsichtig, damit nichts verschüttet wurde. ${s.where.nightfall}`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Schau! Da ist ${s.where.wishOn}! ${s.name} macht die Augen zu und wünscht sich etwas. Pst. Das ist geheim.`,
      {
        ages: ['little'],
      },
    ),
    de((s) => `Wusch! Da fliegt der Wunsch vorbei. ${s.name} wünscht sich etwas. Was denn? Geheim! Pst.`, {
      ages: ['little'],
    }),
    de(
      (s) =>
        `${s.name} kniff die Augen zu und wünschte sich etwas, von ganzem Herzen. Was es war? Das ist das Geheimnis von ${s.name}, und ein Geheimnis bleibt ein Geheimnis. Aber ${s.pal} sah ${s.ihn} lächeln und dachte, es musste ein sehr guter Wunsch gewesen sein.`,
      { ages: ['big'] },
    ),
  ],
};

export const wishingNightArc: Arc = {
  id: 'wishing-night',
  kind: 'adventure',
  themes: [],
  ages: ['little', 'big'],
  title: {
    en: [
      en((s) => `${s.name} and the Wishing Night`),
      en((s) => `One Wish for ${s.name}`),
      en(() => `The Night of the Wish`),
    ],
    de: [
      de((s) => `${s.name} und die Wunschnacht`),
      de((s) => `Ein Wunsch für ${s.name}`),
      de(() => `Die Nacht der Wünsche`),
    ],
  },
  summary: {
    en: [
      en(
        (s) =>
          `On the one night of wishes ${s.where.in}, ${s.name} and ${s.pal} wait for ${s.where.wishOn} and make a wish.`,
      ),
    ],
    de: [
      de(
        (s) =>
          `In der einen Wunschnacht ${s.where.in} warten ${s.name} und ${s.pal} auf den Wunsch und wünschen sich etwas.`,
      ),
    ],
  },
  recap: {
    en: [
      en(
        (s) =>
          `${s.name} had made a kind, secret wish the night before, waiting with ${s.pal} ${s.where.in} for ${s.where.wishOn}.`,
      ),
      en(
        (s) =>
          `A secret wish had been made last time, on the night of wishes, when ${s.name} and ${s.pal} stayed up late.`,
      ),
    ],
    de: [
      de(
        (s) =>
          `Etwas Liebes hatte sich ${s.name} in der Nacht zuvor heimlich gewünscht, als ${s.er} mit ${s.pal} ${s.where.in} auf den Wunsch gewartet hatte.`,
      ),
      de(
        (s) =>
          `In der Wunschnacht beim letzten Mal waren ${s.name} und ${s.pal} lange aufgeblieben, und ${s.name} hatte sich heimlich etwas gewünscht.`,
      ),
    ],
  },
  scenes: [
    {
      picture: { composition: 'interior', where: 'bedroom', cast: ['grownups'], things: ['toy'] },
      beats: [{ moment: 'home-evening' }, { moment: 'arrival' }],
    },
    {
      picture: { composition: 'wide', where: 'setting', cast: ['guide', 'siblings'] },
      beats: [wishingNight, { moment: 'siblings-join' }, { moment: 'colour' }],
    },
    {
      picture: {
        composition: 'journey',
        where: 'setting',
        cast: ['siblings', 'creature'],
        things: ['lantern', 'prop'],
      },
      ages: ['big'],
      beats: [wishingPlace, { moment: 'creature' }, { moment: 'activity' }],
    },
    {
      picture: { composition: 'journey', where: 'setting', cast: ['creature'] },
      ages: ['little'],
      beats: [wishingPlace, { moment: 'theme-challenge' }, { moment: 'theme-mastery' }, { moment: 'creature' }],
    },
    {
      picture: { composition: 'close-up', where: 'setting', things: ['food'] },
      ages: ['big'],
      beats: [
        waiting,
        { moment: 'theme-challenge' },
        { moment: 'theme-mastery' },
        { moment: 'food' },
        { moment: 'memory' },
      ],
    },
    {
      picture: { composition: 'sky', where: 'sky', things: ['star'] },
      ages: ['big'],
      beats: [itComes, { moment: 'friend' }, { moment: 'place' }],
    },
    {
      picture: { composition: 'wide', where: 'setting', cast: ['guide'] },
      ages: ['big'],
      beats: [theWish, { moment: 'thing' }],
    },
    {
      picture: { composition: 'sky', where: 'sky', things: ['star', 'food'] },
      ages: ['little'],
      beats: [
        { moment: 'food' },
        theWish,
        { moment: 'memory' },
        { moment: 'activity' },
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
