import { de, en, type Passage, type Arc } from '../types.ts';

// Every night the place sings itself to sleep, and tonight its song has gone quiet. The child and the
// companion gather the tune bit by bit from the quiet places, and the last piece turns out to be the
// very song the companion sings at bedtime (the story's lullaby). The child sings, and all sleep.

const songLost: Passage = {
  en: [
    en(
      (s) =>
        `${s.where.guide} But ${s.where.guideName} looked tired and rumpled. "Nobody here can sleep," ${s.where.guideName} said. "Every night we sing ourselves to sleep with our own song, but tonight it has gone quiet, and not one of us can remember how it goes." "Then we'll find it," said ${s.name}.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `Something was wrong ${s.where.in}. It was far too late for anyone to be awake, and yet everyone was, yawning and fidgeting and turning this way and that. "We've lost our night song," explained ${s.where.guideName}, who knew every corner ${s.where.again}. "Without it, nobody can fall asleep." A lost song? ${s.name} looked at ${s.pal}. They would find it.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.sight()} But for the middle of the night, it was strangely restless. Everyone was wide awake and a little grumpy. ${s.where.guideName}, whose job it was to keep everyone happy, explained why: the song that always sang them to sleep had gone quiet. "Where does a song go when it's lost?" wondered ${s.name}. "Let's find out," said ${s.pal}.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `Yawn! Everyone is sleepy, but nobody can sleep. "Our night song is lost," they say. "We will find it," says ${s.name}.`,
      { ages: ['little'] },
    ),
    en((s) => `Shh! Listen. No song? The night song is gone! ${s.name} and ${s.pal} go to look for it.`, {
      ages: ['little'],
    }),
    en(
      (s) =>
        `${s.name} noticed it straight away: everyone was awake, but nobody was happy. They all looked tired and cross. "It's our night song," said ${s.where.guideName}, rumpled and yawning. "It has gone, and we can't sleep without it." "Then we'll look for it," said ${s.name}, "right now."`,
      { ages: ['big'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `${s.where.guide} Aber ${s.where.guideName} sah müde und ganz zerzaust aus. „Hier kann keiner schlafen“, sagte ${s.where.guideName}. „Jede Nacht singen wir uns mit unserem eigenen Lied in den Schlaf, aber heute ist es verstummt, und keiner weiß mehr, wie es geht.“ „Dann suchen wir es“, sagte ${s.name}.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Irgendetwas stimmte nicht ${s.where.in}. Es war viel zu spät, um wach zu sein, und trotzdem waren alle wach, gähnten und zappelten und drehten sich hin und her. „Wir haben unser Nachtlied verloren“, erklärte ${s.where.guideName}, mit müder Stimme. „Ohne das Lied kann keiner einschlafen.“ Ein verlorenes Lied? ${s.name} sah ${s.pal} an. Das würden sie finden.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.sight()} Aber für mitten in der Nacht war es seltsam unruhig. Alle waren hellwach und ein bisschen brummig. ${s.where.guideName}, seit jeher für die Nacht hier zuständig, erklärte, warum: Das Lied, das sie jede Nacht in den Schlaf sang, war verstummt. „Wo geht ein Lied hin, wenn es verloren geht?“, fragte sich ${s.name}. „Finden wir es heraus“, sagte ${s.pal}.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Gähn! Alle sind müde, aber keiner kann schlafen. „Unser Nachtlied ist weg“, sagen sie. „Wir finden es“, sagt ${s.name}.`,
      { ages: ['little'] },
    ),
    de((s) => `Pst! Hör mal. Kein Lied? Das Nachtlied ist weg! ${s.name} und ${s.pal} gehen es suchen.`, {
      ages: ['little'],
    }),
    de(
      (s) =>
        `${s.name} merkte es sofort: Hier war alles wach, aber nichts war froh. Alle sahen müde und brummig aus. „Es ist unser Nachtlied“, sagte ${s.where.guideName}, zerzaust und gähnend. „Es ist fort, und ohne das Lied können wir nicht schlafen.“ „Dann suchen wir es“, sagte ${s.name}, „und zwar sofort.“`,
      { ages: ['big'] },
    ),
  ],
};

const gatheringTheTune: Passage = {
  en: [
    en(
      (s) =>
        `They listened everywhere. Far up high, something was humming the first few notes of a tune, over and over, as softly as a sigh. ${s.name} hummed them too, so as not to forget. ${s.sight()}`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `"A song never goes far," said ${s.pal}. "It hides in the quiet places." So they looked in the quiet places, under things and behind things, wherever the night was softest. In one of them the first notes of the tune lay curled up like a sleeping kitten, and ${s.name} carried them carefully along, in a hum.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `They followed every little sound. A drop of water went plink, something went hush, somebody's tiny snore went whee-oo. Slowly, bit by bit, ${s.name} noticed that all the little sounds together were making part of a tune.`,
      { ages: ['big'] },
    ),
    en((s) => `Hum, hum. What is that? A little bit of the song! ${s.name} hums it too. Hum, hum, hum.`, {
      ages: ['little'],
    }),
    en(() => `Plink! goes a drop. Hush! goes the night. That is the song! Just a little bit of it.`, {
      ages: ['little'],
    }),
    en(
      (s) =>
        `A little way off, somebody was whistling three notes over and over, not knowing what came next. ${s.name} listened carefully and whistled them back. Three notes of a song! "That's a start," said ${s.pal}.`,
      { ages: ['big'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `Sie lauschten überall. Hoch oben summte etwas die ersten Töne einer Melodie, immer wieder, so leise wie ein Seufzer. ${s.name} summte sie mit, um sie nicht zu vergessen. ${s.sight()}`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `„Ein Lied geht nie weit weg“, sagte ${s.pal}. „Es versteckt sich an den stillen Orten.“ Also suchten sie an den stillen Orten, unter allem und hinter allem, überall dort, wo die Nacht am weichsten war. An einem davon lagen die ersten Töne zusammengerollt wie ein schlafendes Kätzchen, und ${s.name} trug sie vorsichtig mit sich, in einem Summen.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Sie folgten jedem kleinen Geräusch. Ein Tropfen machte plink, irgendetwas machte sch, ein winziges Schnarchen machte hui-uh. Nach und nach merkte ${s.name}, dass all die kleinen Geräusche zusammen ein Stück von einer Melodie ergaben.`,
      { ages: ['big'] },
    ),
    de((s) => `Summ, summ. Was ist das? Ein kleines Stück vom Lied! ${s.name} summt mit. Summ, summ, summ.`, {
      ages: ['little'],
    }),
    de(() => `Plink!, macht ein Tropfen. Sch!, macht die Nacht. Das ist das Lied! Ein kleines Stückchen davon.`, {
      ages: ['little'],
    }),
    de(
      (s) =>
        `Ein Stück weiter pfiff jemand immer wieder drei Töne und wusste nicht, wie es weiterging. ${s.name} hörte genau hin und pfiff sie nach. Drei Töne von einem Lied! „Das ist schon mal ein Anfang“, sagte ${s.pal}.`,
      { ages: ['big'] },
    ),
  ],
};

const missingMiddle: Passage = {
  en: [
    en(
      (s) =>
        `Now they had the beginning and the end, but the middle was missing, and a song with a hole in the middle is no good at all. "Let's be very quiet," whispered ${s.pal}. "The shy bits only come out when it's quiet." So they sat down and waited.`,
    ),
    en(
      (s) =>
        `${s.name} tried humming the tune all the way through, but every time ${s.he} got to the middle, it wobbled and stopped. "It's like a jigsaw with a piece missing," ${s.he} said. ${s.pal} nodded. "Then we keep looking," ${s.palHe} said.`,
    ),
    en(
      (s) =>
        `The further they went, the quieter it became, until even their footsteps sounded loud. "We're close," whispered ${s.name}, though ${s.he} could not have said how ${s.he} knew. ${s.pal} stayed close beside ${s.him}.`,
    ),
    en(
      (s) =>
        `"Let's put the pieces together," said ${s.pal}. So ${s.name} hummed the beginning, and ${s.pal} hummed the end, and in between there was a gap, a silence exactly the size of a few missing notes.`,
      { ages: ['big'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `Jetzt hatten sie den Anfang und das Ende, aber die Mitte fehlte, und ein Lied mit einem Loch in der Mitte taugt gar nichts. „Wir müssen ganz leise sein“, flüsterte ${s.pal}. „Die schüchternen Töne kommen nur heraus, wenn es still ist.“ Also setzten sie sich hin und warteten.`,
    ),
    de(
      (s) =>
        `${s.name} versuchte, die Melodie ganz durchzusummen, aber jedes Mal, wenn ${s.er} zur Mitte kam, wackelte sie und brach ab. „Wie ein Puzzle, bei dem ein Teil fehlt“, sagte ${s.name}. ${s.pal} nickte. „Dann suchen wir weiter.“`,
    ),
    de(
      (s) =>
        `Je weiter sie gingen, desto stiller wurde es, bis sogar ihre Schritte laut klangen. „Wir sind nah dran“, flüsterte ${s.name}, auch wenn ${s.er} nicht hätte sagen können, woher ${s.er} das wusste. ${s.pal} blieb dicht an ${s.sein('er')} Seite.`,
    ),
    de(
      (s) =>
        `„Lass uns die Stücke zusammensetzen“, sagte ${s.pal}. Also summte ${s.name} den Anfang, und ${s.pal} summte das Ende, und dazwischen war eine Lücke, eine Stille, genau so groß wie ein paar fehlende Töne.`,
      { ages: ['big'] },
    ),
  ],
};

const songFound: Passage = {
  en: [
    en(
      (s) =>
        `And then ${s.name} realised something. The tune ${s.he} had been humming all night was one ${s.he} knew. It was the song ${s.name} knew from bedtime, the one that always came just before sleep! The words came all by themselves, and ${s.name} began to sing, softly at first.`,
    ),
    en(
      (s) =>
        `Right in the quietest spot of all, a single note was waiting, as clear as a drop of water. ${s.name} caught it and put it with the others, and suddenly the whole song was there, every note in its place, and ${s.name} knew every word.`,
    ),
    en(
      (s) =>
        `It was ${s.pal} who found the missing piece. ${s.PalHe} had been humming it all along without noticing, the way you hum something you have always known. "That's it!" whispered ${s.name}. "That's the middle!"`,
    ),
    en(
      (s) =>
        `${s.name} shut ${s.his} eyes, and in the quiet ${s.he} could hear ${s.his} own heart, steady and slow, and the missing notes were in it, keeping time. ${s.He} opened ${s.his} eyes and smiled. Now the song was whole.`,
      { ages: ['big'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `Und dann merkte ${s.name} etwas. Die Melodie, die ${s.er} die ganze Nacht gesummt hatte, kannte ${s.er} doch! Es war genau das Lied, das ${s.name} vom Zubettgehen kannte, das Lied kurz vor dem Einschlafen! Die Worte kamen ganz von allein, und ${s.name} fing an zu singen, erst ganz leise.`,
    ),
    de(
      (s) =>
        `Genau an der allerstillsten Stelle wartete ein einzelner Ton, klar wie ein Wassertropfen. ${s.name} fing ihn auf und legte ihn zu den anderen, und auf einmal war das ganze Lied da, jeder Ton an seinem Platz, und ${s.name} kannte jedes Wort.`,
    ),
    de(
      (s) =>
        `${s.pal} fand das fehlende Stück. Die ganze Zeit hatte ${s.palEr} es gesummt, ohne es zu merken, so wie man etwas summt, das man schon immer kennt. „Das ist es!“, flüsterte ${s.name}. „Das ist die Mitte!“`,
    ),
    de(
      (s) =>
        `${s.name} machte die Augen zu, und in der Stille war das eigene Herz zu hören, ruhig und langsam, und die fehlenden Töne waren darin und schlugen den Takt. Dann gingen die Augen wieder auf, und ${s.name} lächelte. Jetzt war das Lied vollständig.`,
      { ages: ['big'] },
    ),
  ],
};

const sungToSleep: Passage = {
  en: [
    en(
      (s) =>
        `"${s.lullaby}," sang ${s.name}, and the song went out ${s.where.again}, soft as a blanket. One by one, everyone who heard it stopped fidgeting, and yawned, and closed their eyes. ${s.where.nightfall}`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.name} sang it, and ${s.pal} sang it, and then everyone joined in, very softly: "${s.lullaby}." By the time the last note had faded, half of them were asleep already. "Thank you," whispered ${s.where.guideName}, with a huge, happy yawn. "We'll never forget it again."`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `The song was back. It drifted ${s.where.again} like warm mist, into every corner and every nest and every sleepy head. "${s.lullaby}," it went, and the whole place sighed, and settled, and slept. ${s.where.guideName} waved goodbye with the slowest, sleepiest wave.`,
      { ages: ['big'] },
    ),
    en((s) => `${s.name} sings the song. "${s.lullaby}." Everyone yawns. Everyone sleeps. Shh.`, {
      ages: ['little'],
    }),
    en(() => `Hum, hum, sing! The night song is back. Yawn, yawn. Everybody is sleepy now.`, {
      ages: ['little'],
    }),
    en(
      (s) =>
        `${s.name} took a breath and sang, not loudly, just loud enough: "${s.lullaby}." Everywhere ${s.where.again}, eyes grew heavy. Somebody yawned, then everybody yawned, and at last the night settled down, warm and soft and still.`,
      { ages: ['big'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `„${s.lullaby}“, sang ${s.name}, und das Lied breitete sich ${s.where.again} aus, weich wie eine Decke. Einer nach dem anderen hörte auf zu zappeln, gähnte und machte die Augen zu. ${s.where.nightfall}`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.name} sang es, und ${s.pal} sang es, und dann sangen alle mit, ganz leise: „${s.lullaby}.“ Als der letzte Ton verklungen war, schlief schon die Hälfte. „Danke“, flüsterte ${s.where.guideName} und gähnte herzhaft und glücklich. „Jetzt vergessen wir es nie wieder.“`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Das Lied war wieder da. Es zog ${s.where.again} umher wie warmer Nebel, in jeden Winkel und jedes Nest und jeden müden Kopf. „${s.lullaby}“, klang es, und alles seufzte und kam zur Ruhe und schlief ein. ${s.where.guideName} winkte zum Abschied, ganz langsam und schläfrig.`,
      { ages: ['big'] },
    ),
    de((s) => `${s.name} singt das Lied. „${s.lullaby}.“ Alle gähnen. Alle schlafen. Pst.`, {
      ages: ['little'],
    }),
    de(() => `Summ, summ, sing! Das Nachtlied ist wieder da. Gähn, gähn. Jetzt sind alle müde.`, {
      ages: ['little'],
    }),
    de(
      (s) =>
        `${s.name} holte Luft und sang, nicht laut, nur gerade laut genug: „${s.lullaby}.“ Überall ${s.where.again} wurden die Augen schwer. Einer gähnte, dann gähnten alle, und endlich kam die Nacht zur Ruhe, warm und weich und still.`,
      { ages: ['big'] },
    ),
  ],
};

export const quietSong: Arc = {
  id: 'quiet-song',
  kind: 'adventure',
  themes: [],
  ages: ['little', 'big'],
  title: {
    en: [
      en((s) => `${s.name} and the Lost Night Song`),
      en(() => `The Song That Went Quiet`),
      en((s) => `${s.name} Sings the Night to Sleep`),
    ],
    de: [
      de((s) => `${s.name} und das verlorene Nachtlied`),
      de(() => `Das Lied, das verstummt war`),
      de((s) => `${s.name} singt die Nacht in den Schlaf`),
    ],
  },
  summary: {
    en: [
      en(
        (s) =>
          `The night song ${s.where.in} has gone quiet; ${s.name} and ${s.pal} find it again and sing everyone to sleep.`,
      ),
    ],
    de: [
      de(
        (s) =>
          `Das Nachtlied ${s.where.in} ist verstummt; ${s.name} und ${s.pal} finden es wieder und singen alle in den Schlaf.`,
      ),
    ],
  },
  recap: {
    en: [
      en(
        (s) =>
          `Note by note, ${s.name} and ${s.pal} had found the lost night song ${s.where.in} the night before, and sung everyone there to sleep.`,
      ),
      en(
        (s) =>
          `A song that had gone quiet rang out again last time: ${s.name} and ${s.pal} had found it and sung a whole place to sleep.`,
      ),
    ],
    de: [
      de(
        (s) =>
          `Ton für Ton hatten ${s.name} und ${s.pal} in der Nacht zuvor ${s.where.in} das verlorene Nachtlied wiedergefunden und alle in den Schlaf gesungen.`,
      ),
      de(
        (s) =>
          `Ein verstummtes Lied hatte beim letzten Mal wieder geklungen: ${s.name} und ${s.pal} hatten es gefunden und alle in den Schlaf gesungen.`,
      ),
    ],
  },
  scenes: [
    {
      picture: { composition: 'interior', where: 'bedroom', cast: ['grownups', 'homePet'], things: ['toy'] },
      beats: [{ moment: 'home-evening' }, { moment: 'arrival' }],
    },
    {
      picture: { composition: 'wide', where: 'setting', cast: ['guide', 'siblings'] },
      beats: [songLost, { moment: 'siblings-join' }, { moment: 'colour' }],
    },
    {
      picture: { composition: 'journey', where: 'setting', cast: ['siblings', 'creature'], things: ['lantern'] },
      ages: ['big'],
      beats: [gatheringTheTune, { moment: 'creature' }, { moment: 'food' }],
    },
    {
      picture: { composition: 'journey', where: 'setting', cast: ['creature'] },
      ages: ['little'],
      beats: [gatheringTheTune, { moment: 'creature' }, { moment: 'theme-challenge' }, { moment: 'theme-mastery' }],
    },
    {
      picture: { composition: 'close-up', where: 'setting' },
      ages: ['big'],
      beats: [missingMiddle, { moment: 'theme-challenge' }, { moment: 'theme-mastery' }],
    },
    {
      picture: { composition: 'close-up', where: 'setting', things: ['prop'] },
      ages: ['big'],
      beats: [{ moment: 'activity' }, songFound, { moment: 'memory' }],
    },
    {
      picture: { composition: 'sky', where: 'setting', cast: ['guide'], things: ['star'] },
      ages: ['big'],
      beats: [sungToSleep, { moment: 'friend' }, { moment: 'thing' }, { moment: 'place' }],
    },
    {
      picture: { composition: 'sky', where: 'setting', things: ['food', 'star'] },
      ages: ['little'],
      beats: [
        { moment: 'food' },
        { moment: 'activity' },
        sungToSleep,
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
