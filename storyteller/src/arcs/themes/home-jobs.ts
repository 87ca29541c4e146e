import type { ThemeBeats } from '../types.ts';
import { de, en } from '../types.ts';
import { BIG, LITTLE } from './ages.ts';

// Jobs at home: helping and tidying up, each acted out in the adventure's place; a brother or sister
// who came along and the grown-ups at home join in when the plan has them.

const helpingAtHome: ThemeBeats = {
  id: 'helping-at-home',
  challenge: {
    en: [
      en(
        (s) =>
          `${s.sight()} ${s.where.guideName} and all the folk ${s.where.again} were busy getting ready for the night: carrying, stirring, sweeping, shaking out beds. ${s.name} watched for a while with ${s.his} hands in ${s.his} pockets. "Helping is boring," ${s.he} whispered to ${s.pal}. "Can't we just play?"`,
        BIG,
      ),
      en(
        (s) =>
          `${s.pal} had a great big heap of things to carry, far too much for one, and staggered along under it, wibble, wobble. ${s.name} watched ${s.palHim} wobble and thought about running off to play instead.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.where.creature.A} was trying to drag a basket twice its own size back home, puffing and huffing and getting nowhere at all. ${s.name} was just about to skip past. There were so many more exciting things to do.`,
        BIG,
      ),
      en(
        (s) =>
          `"Come and help me carry!" called ${s.sibling.name}, arms already full of things for the folk ${s.where.again}. But ${s.name} pretended not to hear and went on playing.`,
        { needs: ['sibling'], ages: ['big'] },
      ),
      en((s) => `Help, help! Who can help? ${s.pal} has too much to carry. Oh, ${s.name}!`, LITTLE),
      en((s) => `So much to do! Carry, carry, sweep, sweep. And ${s.name}? Play, play, play.`, LITTLE),
    ],
    de: [
      de(
        (s) =>
          `${s.sight()} ${s.where.guideName} und alle anderen ${s.where.again} hatten viel zu tun, bevor die Nacht kam: Sie trugen und rührten, fegten und schüttelten die Betten auf. ${s.name} schaute eine Weile zu, die Hände in den Taschen. „Helfen ist langweilig“, flüsterte ${s.er}. „Können wir nicht einfach spielen?“`,
        BIG,
      ),
      de(
        (s) =>
          `${s.pal} hatte einen riesigen Haufen Sachen zu tragen, viel zu viel für einen allein, und wankte darunter hin und her, wackel, wackel. ${s.name} sah ${s.palIhm} beim Wanken zu und überlegte, ob ${s.er} nicht lieber spielen gehen sollte.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.where.creature.Ein.nom} versuchte, einen Korb nach Hause zu ziehen, der doppelt so groß war wie ${s.where.creature.er.nom} selbst, und schnaufte und keuchte und kam kein Stück voran. ${s.name} wollte gerade vorbeihüpfen. Es gab doch so viel Spannenderes zu tun.`,
        BIG,
      ),
      de(
        (s) =>
          `„Komm, hilf mir tragen!“, rief ${s.sibling.name}, die Arme schon voller Sachen für die anderen ${s.where.again}. Aber ${s.name} tat, als hätte ${s.er} nichts gehört, und spielte weiter.`,
        { needs: ['sibling'], ages: ['big'] },
      ),
      de((s) => `Hilfe, Hilfe! Wer hilft mit? ${s.pal} hat viel zu viel zu tragen. Oh, ${s.name}!`, LITTLE),
      de((s) => `So viel zu tun! Tragen, tragen, fegen, fegen. Und ${s.name}? Spielen, spielen, spielen.`, LITTLE),
    ],
  },
  mastery: {
    en: [
      en(
        (s) =>
          `Then ${s.name} saw how much there still was to do. ${s.He} picked up a pile of cups and carried them, very carefully, one step at a time, to where they belonged. Then a blanket. Then a basket. "Thank you!" everyone called, and somebody said, "What a wonderful helper." ${s.name} stood a little taller. Helping, ${s.he} found, makes you part of things.`,
        BIG,
      ),
      en(
        (s) =>
          `"I'll help!" said ${s.name}, and took hold of the other side of the heaviest thing, and straight away it was half as heavy and twice as much fun. Together they carried and stacked and sorted, and what would have taken ages for one took no time at all for two. "We make a good team," said ${s.pal}, and ${s.name} grinned.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.name} rolled up ${s.his} pyjama sleeves. "What can I do?" ${s.he} asked, and there was plenty: a basket to carry, a floor to sweep, a little one to walk home. ${s.He} did them all, one after another, humming. At the end everybody sat down together, and it felt better than any game, because ${s.name} had helped to make it.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.name} pitched in wherever ${s.he} could: carrying cups, shaking out blankets, stacking baskets. It was easy, and it was even fun. "Tomorrow," ${s.he} decided, "I'll help ${s.grownups.names} lay the table at home. Just because."`,
        { needs: ['grownups'], ages: ['big'] },
      ),
      en((s) => `${s.name} helps, helps, helps! Thank you, ${s.name}!`, LITTLE),
      en((s) => `One for ${s.name}, one for ${s.pal}. Carry, carry, all done!`, LITTLE),
    ],
    de: [
      de(
        (s) =>
          `Dann sah ${s.name}, wie viel noch zu tun war. ${s.Er} nahm einen Stapel Becher und trug ihn ganz vorsichtig, Schritt für Schritt, dorthin, wo er hingehörte. Dann eine Decke. Dann einen Korb. „Danke!“, riefen alle, und jemand sagte: „Was für eine wunderbare Hilfe.“ ${s.name} fühlte sich gleich ein Stück größer. Wer hilft, merkte ${s.er}, der gehört richtig dazu.`,
        BIG,
      ),
      de(
        (s) =>
          `„Ich helfe!“, sagte ${s.name} und packte das schwerste Ding auf der anderen Seite an, und sofort war es nur noch halb so schwer und doppelt so lustig. Zusammen trugen, stapelten und sortierten sie, und was für einen allein ewig gedauert hätte, ging zu zweit im Nu. „Wir sind ein gutes Team“, sagte ${s.pal}, und ${s.name} grinste.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.name} krempelte die Schlafanzugärmel hoch. „Was kann ich machen?“, fragte ${s.er}, und es gab genug: einen Korb zum Tragen, einen Boden zum Fegen, ein Kleines, das nach Hause gebracht werden wollte. ${s.name} erledigte alles, eins nach dem anderen, und summte dabei. Am Ende setzten sich alle zusammen hin, und das war schöner als jedes Spiel, weil ${s.name} mitgeholfen hatte.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.name} packte mit an, wo ${s.er} nur konnte: Becher tragen, Decken ausschütteln, Körbe stapeln. Es ging ganz leicht, und es machte sogar Spaß. „Morgen“, beschloss ${s.er}, „helfe ich ${s.grownups.dat} beim Tischdecken. Einfach so.“`,
        { needs: ['grownups'], ages: ['big'] },
      ),
      de((s) => `${s.name} hilft, hilft, hilft! Danke, ${s.name}!`, LITTLE),
      de((s) => `Eins für ${s.name}, eins für ${s.pal}. Tragen, tragen, fertig!`, LITTLE),
    ],
  },
};

const tidyingUp: ThemeBeats = {
  id: 'tidying-up',
  challenge: {
    en: [
      en(
        (s) =>
          `${s.sight()} They wanted to play a game, but they couldn't find a single piece of it. Everything lay in one big, muddled heap: pebbles and feathers, cups and balls, and things nobody had a name for. "Oh no," sighed ${s.name}. "Tidying up is so boring."`,
        BIG,
      ),
      en(
        (s) =>
          `The folk ${s.where.again} had a cosy corner, but it was so full of jumbled things that there was no room left to sit. "Who's going to tidy all this up?" asked ${s.name}, hoping very much that the answer was somebody else.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.name} tripped over something, and then over something else. ${s.pal} looked round at everything they had left lying about with all their playing: things here, things there, things everywhere. "Shall we tidy up?" ${s.palHe} asked. ${s.name} pretended to be very busy looking at something far away.`,
        BIG,
      ),
      en((s) => `Toys here, toys there, toys everywhere! Oops, ${s.name}!`, LITTLE),
      en((s) => `Where is the ball? Where, oh where? What a muddle, ${s.name}!`, LITTLE),
    ],
    de: [
      de(
        (s) =>
          `${s.sight()} Sie wollten ein Spiel spielen, aber sie fanden kein einziges Teil davon. Alles lag in einem großen, wirren Haufen: Kiesel und Federn, Becher und Bälle und Dinge, für die niemand einen Namen hatte. „Oh nein“, seufzte ${s.name}. „Aufräumen ist so langweilig.“`,
        BIG,
      ),
      de(
        (s) =>
          `Die Bewohner ${s.where.again} hatten eine gemütliche Ecke, aber die war so voller Krimskrams, dass niemand mehr Platz zum Sitzen fand. „Wer soll denn das alles aufräumen?“, fragte ${s.name} und hoffte sehr, dass es jemand anderes sein würde.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.name} stolperte über etwas und gleich darauf über noch etwas. ${s.pal} schaute sich um, was sie beim Spielen alles hatten liegen lassen: Sachen hier, Sachen da, Sachen überall. „Sollen wir aufräumen?“, fragte ${s.palEr}. ${s.name} tat, als müsste ${s.er} ganz dringend etwas in der Ferne betrachten.`,
        BIG,
      ),
      de((s) => `Spielsachen hier, Spielsachen da, Spielsachen überall! Hoppla, ${s.name}!`, LITTLE),
      de((s) => `Wo ist der Ball? Wo, wo, wo? So ein Durcheinander, ${s.name}!`, LITTLE),
    ],
  },
  mastery: {
    en: [
      en(
        (s) =>
          `${s.pal} had an idea. "Let's make it a race! Everything back in its home before I count to twenty." ${s.name} whizzed and dashed and sorted, and by the time ${s.pal} reached nineteen, every last thing was back where it belonged. "Now we can find everything," said ${s.name}, looking round. A tidy place, ${s.he} thought, feels like a big, happy breath.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.name} rolled up ${s.his} sleeves. The soft things went in one pile and the round things in another, the shiny things into a basket and the lost things back to their friends. All the while ${s.name} sang a tidying song: "Everything has a home, a home, a home." Soon there was room for everyone to snuggle in.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.pal} called out, like a game: "Everything red!" and ${s.name} dashed to find every red thing and put it away. "Everything blue!" "Everything that rolls!" "Everything soft!" Before long there was nothing left to find, and ${s.name} flopped down in the middle of all that space, laughing.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.name} and ${s.sibling.name} made it a game: one picked something up, the other said where it lived, and then they swapped. Soft things to soft things, round things to round things, cups to cups. In no time at all everything was back in its place, and the two of them stood in the middle of it, looking very pleased with themselves.`,
        { needs: ['sibling'], ages: ['big'] },
      ),
      en((s) => `In the box, in the box! All tidy, ${s.name}!`, LITTLE),
      en((s) => `Clink, clunk, one by one. ${s.pal} helps ${s.name} tidy up.`, LITTLE),
    ],
    de: [
      de(
        (s) =>
          `${s.pal} hatte eine Idee. „Wir machen ein Wettrennen! Alles muss an seinen Platz, bevor ich bis zwanzig gezählt habe.“ ${s.name} flitzte und sauste und sortierte, und als ${s.pal} bei neunzehn war, lag alles wieder da, wo es hingehörte. „Jetzt finden wir alles“, sagte ${s.name} und schaute sich um. Ein aufgeräumter Ort, dachte ${s.er}, fühlt sich an wie einmal tief und glücklich Luft holen.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.name} krempelte die Ärmel hoch. Die weichen Sachen kamen auf einen Haufen und die runden auf einen anderen, die glänzenden in einen Korb und die verlorenen zurück zu ihren Freunden, und dabei sang ${s.name} ein Aufräumlied: „Jedes Ding hat ein Zuhaus, ein Zuhaus, ein Zuhaus.“ Bald hatten alle Platz zum Kuscheln.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.pal} rief Farben wie bei einem Spiel: „Alles, was rot ist!“, und ${s.name} flitzte los, fand jedes rote Ding und räumte es weg. „Alles, was blau ist!“ „Alles, was rollt!“ „Alles, was weich ist!“ Bald gab es nichts mehr zu finden, und ${s.name} ließ sich mitten in all den freien Platz plumpsen und lachte.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.name} und ${s.sibling.name} machten ein Spiel daraus: Einer hob etwas auf, der andere sagte, wo es wohnt, und dann wurde getauscht. Weiches zu Weichem, Rundes zu Rundem, Becher zu Bechern. Im Nu war alles wieder an seinem Platz, und die beiden standen mittendrin und waren sehr zufrieden mit sich.`,
        { needs: ['sibling'], ages: ['big'] },
      ),
      de((s) => `In die Kiste, in die Kiste! Alles aufgeräumt, ${s.name}!`, LITTLE),
      de((s) => `Klick, klack, eins nach dem anderen. ${s.pal} hilft ${s.name} beim Aufräumen.`, LITTLE),
    ],
  },
};

export const HOME_JOB_THEMES: readonly ThemeBeats[] = [helpingAtHome, tidyingUp];
