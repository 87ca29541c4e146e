import type { ThemeBeats } from '../types.ts';
import { de, en } from '../types.ts';

// Themes of big feelings: calming down, a sad feeling that is allowed, losing a game. The feeling is
// named and never scolded; the companion stays close and offers a way through (a breath, a wave
// that passes, sitting together). Sadness is not cheered away: its mastery ends quietly, with the
// feeling allowed to stay, and nothing cheers after it.

/** Told only to children of five and over (the little ones have their own, shorter variants). */
const BIG = { ages: ['big'] } as const;

const calmingDown: ThemeBeats = {
  id: 'calming-down',
  challenge: {
    en: [
      en(
        (s) =>
          `The puzzle they were doing just would not fit together, however hard ${s.name} pushed. A hot, fizzy feeling rose up inside ${s.him}, up and up and up. ${s.His} cheeks went red. Oh, how ${s.he} wanted to throw every single piece far, far away! "I'm so CROSS!" ${s.he} shouted.`,
        BIG,
      ),
      en(
        (s) =>
          `Whoosh, bump! ${s.where.creature.The} came tumbling along and knocked over the tower ${s.name} had built so carefully, stone by stone. Anger roared up in ${s.name} like a storm. ${s.He} clenched both fists and wanted to roar right back.`,
        BIG,
      ),
      en(
        (s) =>
          `There was a knot that would not come undone. ${s.name} tugged, and it only got tighter. ${s.He} tugged harder, and it got tighter still. ${s.name} stamped ${s.his} foot so hard it hurt. "Horrible knot!" ${s.he} yelled, and wanted to throw the whole thing as far as it would go.`,
        BIG,
      ),
      en((s) => `Grr! Grr! ${s.name} is cross! Stamp, stamp, stamp!`, { ages: ['little'] }),
      en((s) => `Crash! It all falls down. ${s.name} is so, so cross!`, { ages: ['little'] }),
    ],
    de: [
      de(
        (s) =>
          `Das Puzzle, an dem die beiden saßen, wollte einfach nicht passen, so fest ${s.name} auch drückte. Ein heißes, sprudelndes Gefühl stieg in ${s.ihm} auf, höher und höher. Die Wangen wurden ganz rot, und am liebsten hätte ${s.er} jedes einzelne Teil weit, weit weggeworfen. „Ich bin so WÜTEND!“, rief ${s.er}.`,
        BIG,
      ),
      de(
        (s) =>
          `Wusch, rums! ${s.where.creature.Der.nom} kam angepurzelt und stieß den Turm um, den ${s.name} so sorgfältig gebaut hatte, Stein für Stein. Da brauste in ${s.name} die Wut auf wie ein Sturm. ${s.Er} ballte die Fäuste und wollte am liebsten zurückbrüllen.`,
        BIG,
      ),
      de(
        (s) =>
          `Da war ein Knoten, der einfach nicht aufging. ${s.name} zog daran, und der Knoten zog sich nur noch fester zu. ${s.Er} zog stärker, und er wurde noch fester. ${s.name} stampfte so doll auf, dass es wehtat. „Blöder Knoten!“, schrie ${s.er} und wollte alles wegschmeißen, so weit es nur ging.`,
        BIG,
      ),
      de((s) => `Grr! Grr! ${s.name} ist wütend! Stampf, stampf, stampf!`, { ages: ['little'] }),
      de((s) => `Rums! Alles fällt um. ${s.name} ist so, so wütend!`, { ages: ['little'] }),
    ],
  },
  mastery: {
    en: [
      en(
        (s) =>
          `${s.pal} sat down close by. "Let's blow out some birthday candles," ${s.palHe} said. "Pretend ones. Big breath in, and whoosh." ${s.name} breathed in, deep, and blew. Once, twice, three times. The hot, cross feeling inside grew smaller and smaller, until ${s.name} could think again. Then, together, they put things right. "I was really cross," said ${s.name}, "and then I made it small again."`,
        BIG,
      ),
      en(
        (s) =>
          `Then ${s.name} remembered the storm trick: both hands flat on your tummy, and feel the storm go by. ${s.He} breathed in slowly and out slowly, and the storm inside grew quieter and quieter, until only a breeze was left. "I'm still a bit cross," ${s.he} said, "but now I can say it with words." And ${s.he} did.`,
        BIG,
      ),
      en(
        (s) =>
          `"Big feelings are like waves," said ${s.pal}. "They come up high, and then they go down again. We just wait for the wave." ${s.name} squeezed ${s.his} fists tight, tight, tight, and let go. Squeezed again, and let go. Then ${s.he} counted slowly to ten, and the wave went down. "I feel cross," ${s.he} said in an ordinary voice, and somehow saying it made it smaller still. After that they started again, calmly.`,
        BIG,
      ),
      en((s) => `Breathe in. Blow out. Slow, slow. Better now, ${s.name}.`, { ages: ['little'] }),
      en((s) => `Squeeze, squeeze, let go. Big feelings pass. Calm, calm, ${s.name}.`, { ages: ['little'] }),
    ],
    de: [
      de(
        (s) =>
          `${s.pal} setzte sich ganz nah dazu. „Lass uns Geburtstagskerzen auspusten“, sagte ${s.palEr}. „Ausgedachte. Tief einatmen, und dann pusten.“ ${s.name} atmete tief ein und pustete. Einmal, zweimal, dreimal. Das heiße, wütende Gefühl da drinnen wurde kleiner und kleiner, bis ${s.name} wieder denken konnte. Dann brachten die beiden zusammen alles wieder in Ordnung. „Ich war richtig wütend“, sagte ${s.name}, „und dann hab ich die Wut wieder klein gemacht.“`,
        BIG,
      ),
      de(
        (s) =>
          `Da fiel ${s.ihm} der Sturmtrick ein: beide Hände flach auf den Bauch legen und spüren, wie der Sturm vorüberzieht. ${s.Er} atmete langsam ein und langsam aus, und der Sturm da drinnen wurde leiser und leiser, bis nur noch ein Lüftchen übrig war. „Ich bin noch ein bisschen sauer“, sagte ${s.er}, „aber jetzt kann ich es sagen.“ Und das tat ${s.er}.`,
        BIG,
      ),
      de(
        (s) =>
          `„Große Gefühle sind wie Wellen“, sagte ${s.pal}. „Sie werden ganz hoch, und dann werden sie wieder kleiner. Wir warten einfach, bis die Welle vorbei ist.“ ${s.name} ballte die Fäuste, fest, fest, ganz fest, und ließ los. Noch einmal ballen, und loslassen. Dann zählte ${s.er} langsam bis zehn, und die Welle wurde kleiner. „Ich bin wütend“, sagte ${s.er} mit ganz normaler Stimme, und irgendwie machte das Sagen die Wut noch ein Stück kleiner. Danach fingen sie in aller Ruhe noch einmal an.`,
        BIG,
      ),
      de((s) => `Einatmen. Auspusten. Langsam, langsam. Schon besser, ${s.name}.`, { ages: ['little'] }),
      de((s) => `Drücken, drücken, loslassen. Große Gefühle gehen vorbei. Ruhig, ruhig, ${s.name}.`, {
        ages: ['little'],
      }),
    ],
  },
};

const sadIsOk: ThemeBeats = {
  id: 'sad-is-ok',
  hushed: true,
  challenge: {
    en: [
      en(
        (s) =>
          `Along the way, ${s.name} went very quiet. A tear rolled down ${s.his} cheek, and then another. "I shouldn't cry," ${s.he} whispered, and wiped them away quickly, before anyone could see.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.name} told ${s.pal} about a sad feeling that had been sitting inside ${s.him} all day, as heavy as a wet coat. "I don't even know why," ${s.he} said. "I just want it to go away."`,
        BIG,
      ),
      en(
        (s) =>
          `${s.name} sat down where ${s.he} ${s.was} and did not want to go on. ${s.His} chin wobbled. "I'm sad," ${s.he} said in a very small voice. "And I don't want to be sad. You're supposed to be happy on an adventure."`,
        BIG,
      ),
      en((s) => `A tear. And another tear. ${s.name} is sad.`, { ages: ['little'] }),
      en((s) => `Sad, sad, ${s.name}. Sniff, sniff.`, { ages: ['little'] }),
    ],
    de: [
      de(
        (s) =>
          `Unterwegs wurde ${s.name} ganz still. Eine Träne kullerte über ${s.sein('e')} Wange, und dann noch eine. „Ich soll doch nicht weinen“, flüsterte ${s.er} und wischte sie schnell weg, bevor es jemand sah.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.name} erzählte von einem traurigen Gefühl, das schon den ganzen Tag in ${s.ihm} saß, schwer wie ein nasser Mantel. „Ich weiß nicht mal, warum“, sagte ${s.er}. „Es soll einfach weggehen.“`,
        BIG,
      ),
      de(
        (s) =>
          `${s.name} setzte sich hin, wo ${s.er} gerade war, und wollte nicht mehr weiter. Das Kinn zitterte. „Ich bin traurig“, sagte ${s.er} ganz leise. „Und ich will nicht traurig sein. Bei einem Abenteuer ist man doch fröhlich.“`,
        BIG,
      ),
      de((s) => `Eine Träne. Und noch eine Träne. ${s.name} ist traurig.`, { ages: ['little'] }),
      de((s) => `Traurig, traurig, ${s.name}. Schnief, schnief.`, { ages: ['little'] }),
    ],
  },
  mastery: {
    en: [
      en(
        (s) =>
          `${s.pal} pointed up at a little cloud, raining softly all on its own. "Look," ${s.palHe} said. "Even the sky cries sometimes. And afterwards, things grow." So ${s.name} let the tears come, and ${s.pal} sat close and waited, for as long as it took, until the last one was cried. Afterwards ${s.name} felt a little lighter, like the air after rain. "It's all right to be sad," ${s.he} whispered, and ${s.pal} nodded.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.pal} did not try to make the sad go away. "Sad is a feeling, like happy and cross and sleepy," ${s.palHe} said softly. "It can stay as long as it needs to. And I'll stay too." So they sat together, and ${s.name} leaned against ${s.pal} and cried a little, and told ${s.palHim} all about it. The sad feeling did not go all at once. But it was not so heavy now, with somebody helping to hold it.`,
        BIG,
      ),
      en(
        (s) =>
          `"You don't have to be happy for me," said ${s.pal}, and took ${s.name}'s hand. For a while neither of them said anything. They did not need to. After a time they walked on, slowly, side by side, and the sad feeling came along too, and that was allowed.`,
        BIG,
      ),
      en((s) => `Tears can come. ${s.pal} stays close. Sad is all right.`, { ages: ['little'] }),
      en((s) => `A cuddle. Sniff, sniff. Sad is allowed, ${s.name}. Shh.`, { ages: ['little'] }),
    ],
    de: [
      de(
        (s) =>
          `${s.pal} zeigte auf eine kleine Wolke, die ganz für sich allein sachte regnete. „Schau mal“, sagte ${s.palEr}. „Sogar der Himmel weint manchmal. Und danach wächst alles.“ Also ließ ${s.name} die Tränen kommen, und ${s.pal} saß ganz nah und wartete, so lange es eben dauerte, bis auch die letzte geweint war. Danach fühlte sich ${s.name} ein bisschen leichter, wie die Luft nach dem Regen. „Traurig sein ist in Ordnung“, flüsterte ${s.er}, und ${s.pal} nickte.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.pal} versuchte gar nicht, das Traurige wegzumachen. „Traurig ist ein Gefühl, wie fröhlich und wütend und müde“, sagte ${s.palEr} leise. „Es darf so lange bleiben, wie es braucht. Und ich bleibe auch.“ Also saßen sie zusammen, und ${s.name} lehnte sich an ${s.pal}, weinte ein bisschen und erzählte alles. Das traurige Gefühl ging nicht auf einmal weg. Aber es war nicht mehr so schwer, jetzt, wo jemand half, es zu tragen.`,
        BIG,
      ),
      de(
        (s) =>
          `„Du musst nicht für mich fröhlich sein“, sagte ${s.pal} und nahm ${s.sein('e')} Hand. Eine Weile sagten sie beide nichts. Das mussten sie auch nicht. Irgendwann gingen sie weiter, langsam, Seite an Seite, und das traurige Gefühl kam mit, und das durfte es auch.`,
        BIG,
      ),
      de((s) => `Die Tränen dürfen kommen. ${s.pal} bleibt ganz nah. Traurig sein ist in Ordnung.`, {
        ages: ['little'],
      }),
      de((s) => `Kuscheln. Schnief, schnief. Traurig sein darf man, ${s.name}. Pst.`, { ages: ['little'] }),
    ],
  },
};

const losingAGame: ThemeBeats = {
  id: 'losing-a-game',
  challenge: {
    en: [
      en(
        (s) =>
          `${s.pal} knew a racing game: to the big stone and back again. ${s.pal} won. They raced again, and ${s.pal} won again. ${s.name}'s face went hot. "That's not fair!" ${s.he} cried, and stamped ${s.his} foot. "I always want to win!"`,
        BIG,
      ),
      en(
        (s) =>
          `Some of the little ones ${s.where.again} were playing a guessing game, and ${s.name} joined in. ${s.He} guessed wrong, and then wrong again, and every time somebody else got it right. "I don't want to play any more," ${s.name} grumbled, and sat down with a thump.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.where.creature.The} wanted to play a game: who could throw a pebble closest to the line? And every single time, ${s.where.creature.the} won. ${s.name} kicked ${s.his} pebble away. "This game is rubbish," ${s.he} said. "Because I'm losing."`,
        BIG,
      ),
      en((s) => `Oh no, ${s.pal} wins! ${s.name} is cross, cross, cross.`, { ages: ['little'] }),
      en((s) => `${s.pal} wins again. Not fair! Stamp, stamp!`, { ages: ['little'] }),
    ],
    de: [
      de(
        (s) =>
          `${s.pal} kannte ein Wettrennen: bis zum großen Stein und wieder zurück. ${s.pal} gewann. Sie rannten noch einmal, und wieder gewann ${s.pal}. ${s.name} wurde ganz heiß im Gesicht. „Das ist unfair!“, rief ${s.er} und stampfte auf. „Ich will immer gewinnen!“`,
        BIG,
      ),
      de(
        (s) =>
          `Ein paar Kleine spielten ${s.where.again} ein Ratespiel, und ${s.name} machte mit. ${s.Er} riet falsch und gleich noch einmal falsch, und jedes Mal wusste jemand anderes die Antwort. „Ich will nicht mehr mitspielen“, brummte ${s.name} und setzte sich mit einem Plumps hin.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.where.creature.Der.nom} wollte ein Spiel spielen: Wer wirft einen Kiesel am nächsten an den Strich? Und jedes einzelne Mal gewann ${s.where.creature.der.nom}. ${s.name} kickte ${s.sein('en')} Kiesel weg. „Doofes Spiel“, sagte ${s.er}. „Weil ich verliere.“`,
        BIG,
      ),
      de((s) => `Oh nein, ${s.pal} gewinnt! ${s.name} ist sauer, sauer, sauer.`, { ages: ['little'] }),
      de((s) => `${s.pal} gewinnt schon wieder. Unfair! Stampf, stampf!`, { ages: ['little'] }),
    ],
  },
  mastery: {
    en: [
      en(
        (s) =>
          `They played one more round, and this time it was ever so close: ${s.name} very nearly won, but only very nearly. ${s.name} took a breath, and then ${s.he} smiled. "Well played," ${s.he} said. "That was close. Again?" So they played again, and it was fun, whoever won. The fun, ${s.name} found, had been in the playing all along.`,
        BIG,
      ),
      en(
        (s) =>
          `But the game looked like so much fun that ${s.name} came back to it. This time, when ${s.he} got it wrong, ${s.he} laughed, and everybody laughed with ${s.him}. In the end somebody else won, and ${s.name} cheered loudest of all. Losing wasn't so bad after all, ${s.he} thought. Playing together was the best part.`,
        BIG,
      ),
      en(
        (s) =>
          `"Winning is nice for a minute," said ${s.pal}. "Playing is nice the whole time." ${s.name} thought about that. Then ${s.he} held out ${s.his} hand to the winner. "Good game," ${s.he} said, and meant it, very nearly all the way. "Shall we play again?"`,
        BIG,
      ),
      en((s) => `Play again, play again! Games are fun, ${s.name}!`, { ages: ['little'] }),
      en((s) => `"Good game!" says ${s.name}. Again? Again!`, { ages: ['little'] }),
    ],
    de: [
      de(
        (s) =>
          `Sie spielten noch eine Runde, und diesmal war es ganz knapp: Um ein Haar hätte ${s.name} gewonnen, aber eben nur um ein Haar. ${s.name} schluckte einmal, dann lächelte ${s.er}. „Gut gespielt“, sagte ${s.er}. „Das war knapp. Noch mal?“ Also spielten sie noch mal, und es machte Spaß, ganz egal, wer gewann. Der Spaß, merkte ${s.name}, hatte die ganze Zeit im Spielen gesteckt.`,
        BIG,
      ),
      de(
        (s) =>
          `Aber das Spiel sah so lustig aus, dass ${s.name} wieder mitmachte. Diesmal lachte ${s.er}, wenn ${s.er} danebenlag, und alle lachten mit. Am Ende gewann jemand anderes, und ${s.name} jubelte am lautesten. Verlieren war gar nicht so schlimm, dachte ${s.er}. Das Schönste war das Zusammenspielen.`,
        BIG,
      ),
      de(
        (s) =>
          `„Gewinnen ist eine Minute lang schön“, sagte ${s.pal}. „Spielen ist die ganze Zeit schön.“ ${s.name} dachte darüber nach. Dann streckte ${s.er} die Hand aus. „Gutes Spiel“, sagte ${s.er}, und das meinte ${s.er} auch, jedenfalls fast ganz. „Spielen wir noch mal?“`,
        BIG,
      ),
      de((s) => `Noch mal spielen, noch mal spielen! Spielen macht Spaß, ${s.name}!`, { ages: ['little'] }),
      de((s) => `„Gutes Spiel!“, sagt ${s.name}. Noch mal? Noch mal!`, { ages: ['little'] }),
    ],
  },
};

export const FEELING_THEMES: readonly ThemeBeats[] = [calmingDown, sadIsOk, losingAGame];
