import { de, en, type Passage } from '../types.ts';

// The night song gone quiet, and the first notes of it gathered from the quiet places.

export const songLost: Passage = {
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
    en(
      (s) =>
        `${s.where.guide} Everything ${s.where.again} that should have been asleep was awake, and everything was a little too quiet. "Can you hear it?" asked ${s.where.guideName}. "I can't hear anything," said ${s.name}. "Exactly," said ${s.where.guideName} sadly. "Our night song is missing. Not one note of it is left." "Songs leave tracks," said ${s.pal}. "We'll follow them."`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.sight()} And yet nobody was sleeping. Everyone sat about in twos and threes, blinking, as if they had forgotten how. "It's our song," said ${s.where.guideName}, "the one that tucks us in every night. It has slipped away, and nobody knows where to." ${s.pal} leaned against ${s.name}. A lost song was just the kind of thing two friends could find.`,
      { ages: ['big'] },
    ),
    en(
      (s) => `${s.where.guide} "Our sleepy song is lost," says ${s.where.guideName}. "We can find it!" says ${s.name}.`,
      { ages: ['little'] },
    ),
    en((s) => `Listen. It is quiet. Too quiet! The night song has gone. "Let's find it," says ${s.pal}.`, {
      ages: ['little'],
    }),
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
    de(
      (s) =>
        `${s.where.guide} Alles ${s.where.again}, was längst hätte schlafen sollen, war wach, und alles war ein bisschen zu still. „Hörst du es?“, fragte ${s.where.guideName}. „Ich höre gar nichts“, sagte ${s.name}. „Eben“, sagte ${s.where.guideName} traurig. „Unser Nachtlied fehlt. Kein einziger Ton ist mehr übrig.“ „Lieder hinterlassen Spuren“, sagte ${s.pal}. „Denen gehen wir nach.“`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.sight()} Und doch schlief niemand. Alle saßen zu zweit und zu dritt herum und blinzelten, als hätten sie vergessen, wie Schlafen geht. „Es ist unser Lied“, sagte ${s.where.guideName}, „das Lied, das uns jede Nacht zudeckt. Es ist uns entwischt, und keiner weiß, wohin.“ ${s.pal} lehnte sich an ${s.name}. Ein verlorenes Lied, das war genau das Richtige für zwei Freunde.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.where.guide} „Unser Schlaflied ist weg“, sagt ${s.where.guideName}. „Wir finden es!“, ruft ${s.name}.`,
      { ages: ['little'] },
    ),
    de((s) => `Hör mal. Es ist still. Viel zu still! Das Nachtlied ist fort. „Komm, wir suchen es“, sagt ${s.pal}.`, {
      ages: ['little'],
    }),
  ],
};

export const gatheringTheTune: Passage = {
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
    en(
      (s) =>
        `They followed a trail of tiny sounds. ${s.sight()} Close by, something was tapping out a rhythm, tap-tap, tap-tap-tap, as if it remembered how the song should walk but not how it should sound. ${s.name} tapped it too, on ${s.his} knee, so as to keep it.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `"Shh," said ${s.pal}, and they stood so still they could hear the night breathing. And there, so faint it was almost nothing, floated a handful of notes, high and sweet. ${s.name} caught them the way you catch a moth, in cupped hands, gently, gently, and kept them safe.`,
      { ages: ['big'] },
    ),
    en((s) => `Tap, tap, tap. What is that? A bit of the song! ${s.name} taps too.`, { ages: ['little'] }),
    en((s) => `La, la, la. A tiny voice is singing. ${s.name} sings it back. La, la!`, { ages: ['little'] }),
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
    de(
      (s) =>
        `Sie folgten einer Spur aus winzigen Geräuschen. ${s.sight()} Ganz in der Nähe klopfte etwas einen Takt, tapp-tapp, tapp-tapp-tapp, als wüsste es noch, wie das Lied geht, aber nicht mehr, wie es klingt. ${s.name} klopfte mit, auf dem Knie, um den Takt nicht zu verlieren.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `„Pst“, machte ${s.pal}, und sie standen so still, dass sie die Nacht atmen hörten. Und da schwebten ein paar Töne vorbei, so zart, dass sie fast nichts waren, hoch und süß. ${s.name} fing sie ein, so wie man einen Nachtfalter fängt, mit hohlen Händen, ganz sacht, und hielt sie gut fest.`,
      { ages: ['big'] },
    ),
    de((s) => `Tapp, tapp, tapp. Was ist das? Ein Stück vom Lied! ${s.name} klopft mit.`, { ages: ['little'] }),
    de((s) => `La, la, la. Ein winziges Stimmchen singt. ${s.name} singt es nach. La, la!`, { ages: ['little'] }),
  ],
};
