import type { ThemeBeats } from '../types.ts';
import { de, en } from '../types.ts';

// Themes of courage and self-belief: being brave, trying again, believing in yourself, being
// different. Each challenge puts something hard in the way (a crossing, a thing that keeps falling
// down, a task the child says they cannot do); each mastery takes it on in the child's own way and
// speaks of "it" / „es“, so that it follows any challenge of its theme.

/** Told only to children of five and over (the little ones have their own, shorter variants). */
const BIG = { ages: ['big'] } as const;

const beingBrave: ThemeBeats = {
  id: 'being-brave',
  challenge: {
    en: [
      en(
        (s) =>
          `Then the way led over a rope bridge, swinging gently above a deep, dark gap. ${s.pal} looked at the bridge, and then at ${s.name}. ${s.name} stood at the very edge with ${s.his} knees gone all wobbly. "I can't," ${s.he} whispered. "It's too wobbly, and it's too high."`,
        BIG,
      ),
      en(
        (s) =>
          `They came to a rushing stream, and the only way across was a row of round stones, each one a big step from the next, with the water swirling and splashing in between. ${s.name} looked from stone to stone and shook ${s.his} head. "What if I slip?" ${s.he} said. "I don't want to."`,
        BIG,
      ),
      en(
        (s) =>
          `A fallen tree trunk lay across a deep ditch, and there was no other way on. It was narrow, and a little bit slippery, and just looking at it made ${s.name}'s tummy turn over. "I'm not brave enough," ${s.he} whispered, and held on tight to ${s.pal}.`,
        BIG,
      ),
      en((s) => `A wobbly bridge! Wibble, wobble. Oh, ${s.name}!`, { ages: ['little'] }),
      en((s) => `Big stones across the water. Big, big steps! Oh, oh, ${s.name}.`, { ages: ['little'] }),
    ],
    de: [
      de(
        (s) =>
          `Dann führte der Weg über eine Hängebrücke, die sachte über einer tiefen, dunklen Schlucht schaukelte. ${s.pal} schaute erst die Brücke an und dann ${s.name}. ${s.name} stand ganz vorn am Rand, die Knie ganz weich. „Ich kann das nicht“, flüsterte ${s.er}. „Die wackelt so, und es ist so hoch.“`,
        BIG,
      ),
      de(
        (s) =>
          `Sie kamen an einen rauschenden Bach, und der einzige Weg hinüber war eine Reihe runder Steine, jeder einen großen Schritt vom nächsten entfernt, und dazwischen gluckerte und schäumte das Wasser. ${s.name} schaute von Stein zu Stein und schüttelte den Kopf. „Und wenn ich ausrutsche?“, sagte ${s.er}. „Ich will nicht.“`,
        BIG,
      ),
      de(
        (s) =>
          `Ein umgestürzter Baumstamm lag quer über einem tiefen Graben, und anders ging es nicht weiter. Er war schmal und ein bisschen rutschig, und schon beim Hinschauen wurde ${s.name} ganz flau im Bauch. „Dafür bin ich nicht mutig genug“, flüsterte ${s.er} und hielt sich an ${s.pal} fest.`,
        BIG,
      ),
      de((s) => `Eine wackelige Brücke! Wibbel, wabbel. Oh, ${s.name}!`, { ages: ['little'] }),
      de((s) => `Große Steine im Wasser. Große, große Schritte! Oje, ${s.name}.`, { ages: ['little'] }),
    ],
  },
  mastery: {
    en: [
      en(
        (s) =>
          `${s.name} took a deep breath. ${s.pal} came close. "Eyes on the other side," ${s.palHe} said, "and one step at a time. I'm right with you." One step. Another. Halfway there was a wobble, and ${s.name} stopped, breathed, and went on. And then ${s.his} feet were on solid ground, on the other side. "My legs were wobbly the whole way," ${s.he} said, "and I went anyway." "That," said ${s.pal}, "is exactly what brave is."`,
        BIG,
      ),
      en(
        (s) =>
          `"Just the first step," ${s.name} told ${s.himself}. "Only the first one." Then only the next one, and the next, counting them under ${s.his} breath while ${s.pal} counted too. Seven. Eight. Nine. And then there were no more steps to count, because ${s.name} was across. ${s.He} turned round and looked back, amazed at how far it was.`,
        BIG,
      ),
      en(
        (s) =>
          `"Being brave doesn't mean not being scared," said ${s.pal}. "It means being scared, and going anyway, a little bit at a time." ${s.name} held on to that, counted one, two, three, and set off. When ${s.he} reached the other side, ${s.his} heart was still thumping, but it was a proud sort of thump now.`,
        BIG,
      ),
      en((s) => `One step, two steps, three! Across! Brave, brave ${s.name}!`, { ages: ['little'] }),
      en((s) => `Hold on tight. Step, step. Wobble, wobble. Made it! Hooray, ${s.name}!`, { ages: ['little'] }),
    ],
    de: [
      de(
        (s) =>
          `${s.name} holte tief Luft. ${s.pal} kam ganz nah. „Schau nur auf die andere Seite“, sagte ${s.palEr}, „und immer ein Schritt nach dem anderen. Ich bin bei dir.“ Ein Schritt. Noch einer. In der Mitte wackelte es, und ${s.name} blieb stehen, atmete und ging weiter. Und dann standen ${s.sein('e')} Füße auf festem Boden, auf der anderen Seite. „Meine Beine haben die ganze Zeit gewackelt“, sagte ${s.er}, „und ich bin trotzdem gegangen.“ „Genau das“, sagte ${s.pal}, „ist Mut.“`,
        BIG,
      ),
      de(
        (s) =>
          `„Nur den ersten Schritt“, sagte ${s.name} leise zu sich selbst. „Nur den einen.“ Dann nur den nächsten, und den übernächsten, und ${s.er} zählte leise mit, und ${s.pal} zählte auch. Sieben. Acht. Neun. Und dann gab es nichts mehr zu zählen, denn ${s.name} war drüben. ${s.Er} drehte sich um und staunte, wie weit das gewesen war.`,
        BIG,
      ),
      de(
        (s) =>
          `„Mutig sein heißt nicht, keine Angst zu haben“, sagte ${s.pal}. „Es heißt, Angst zu haben und trotzdem zu gehen, ein kleines Stück nach dem anderen.“ Daran hielt sich ${s.name} fest, zählte eins, zwei, drei und ging los. Als ${s.er} drüben ankam, klopfte das Herz immer noch, aber jetzt klopfte es stolz.`,
        BIG,
      ),
      de((s) => `Ein Schritt, zwei Schritte, drei! Drüben! Mutig, mutig, ${s.name}!`, { ages: ['little'] }),
      de((s) => `Gut festhalten. Schritt, Schritt. Wackel, wackel. Drüben! Hurra, ${s.name}!`, { ages: ['little'] }),
    ],
  },
};

const tryingAgain: ThemeBeats = {
  id: 'trying-again',
  challenge: {
    en: [
      en(
        (s) =>
          `${s.where.creature.The} needed to get across a little trickle of water, so ${s.name} and ${s.pal} set about building a bridge of twigs. ${s.name} laid the very last twig, and the whole bridge slid sideways into the water. ${s.He} built it again. Splash, again. "It's no good," ${s.he} said, and pushed the twigs away. "I can't do it."`,
        BIG,
      ),
      en(
        (s) =>
          `${s.pal} knew a game: build a tower of pebbles, as tall as you can. ${s.name} piled up one, two, three, four, and crash, down it came. ${s.He} started again. Crash. Cross, tired tears came into ${s.his} eyes. "I'm no good at this," ${s.he} mumbled.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.name} was making a chain of little flowers, as a present, but every time it was nearly finished, it broke. And again. ${s.name} threw the flowers down. "Silly, silly chain," ${s.he} said. "I'm not doing it any more."`,
        BIG,
      ),
      en(() => `Build, build, build... crash! It falls down, down, down.`, { ages: ['little'] }),
      en((s) => `Oops! It breaks. And again! Oh, ${s.name}.`, { ages: ['little'] }),
    ],
    de: [
      de(
        (s) =>
          `${s.where.creature.Der.nom} wollte über ein kleines Rinnsal, also bauten ${s.name} und ${s.pal} eine Brücke aus Zweigen. Als ${s.name} den allerletzten Zweig darauflegte, rutschte die ganze Brücke zur Seite ins Wasser. ${s.Er} baute sie noch einmal. Platsch, schon wieder. „Das wird nie was“, sagte ${s.er} und schob die Zweige weg. „Ich kann das nicht.“`,
        BIG,
      ),
      de(
        (s) =>
          `${s.pal} kannte ein Spiel: einen Turm aus Kieselsteinen bauen, so hoch es geht. ${s.name} stapelte einen, zwei, drei, vier, und rums, fiel alles um. ${s.Er} fing von vorn an. Rums. Wütende, müde Tränen stiegen ${s.ihm} in die Augen. „Ich kann das einfach nicht“, murmelte ${s.er}.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.name} flocht eine Kette aus kleinen Blumen, als Geschenk, aber jedes Mal, wenn sie fast fertig war, riss sie. Und noch einmal. ${s.name} warf die Blumen hin. „Doofe Kette“, schimpfte ${s.er}. „Ich hör auf.“`,
        BIG,
      ),
      de(() => `Bauen, bauen, bauen … rums! Alles fällt runter, runter, runter.`, { ages: ['little'] }),
      de((s) => `Hoppla! Kaputt. Schon wieder! Oh, ${s.name}.`, { ages: ['little'] }),
    ],
  },
  mastery: {
    en: [
      en(
        (s) =>
          `A little later, ${s.name} gathered everything up again. "One more try," ${s.he} whispered. Slowly this time, carefully, with the tip of ${s.his} tongue poking out of the corner of ${s.his} mouth. It wobbled. ${s.name} held ${s.his} breath. And this time, it held. "I didn't give up!" ${s.he} said, and felt prouder than if it had worked the very first time.`,
        BIG,
      ),
      en(
        (s) =>
          `"Everybody's things go wrong while they're learning," said ${s.pal}. "Let's see why." They looked together, and ${s.name} saw it: ${s.he} had been rushing. So ${s.he} started again, slower and steadier, and did the tricky part the careful way. This time it worked. "Going wrong shows you how to get it right," said ${s.name}, surprised.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.name} stamped one foot, walked three steps away, and breathed. Then ${s.he} came back. "I'll try a different way," ${s.he} said, and did, and the different way was better. When it was done, ${s.name} looked at it for a long time. Trying again, ${s.he} thought, is a kind of magic.`,
        BIG,
      ),
      en((s) => `Try again, try again. Slowly, slowly... it stays! Hooray, ${s.name}!`, { ages: ['little'] }),
      en((s) => `One more time. Careful, careful. It works! ${s.name} did it!`, { ages: ['little'] }),
    ],
    de: [
      de(
        (s) =>
          `Ein bisschen später sammelte ${s.name} alles wieder auf. „Noch ein Versuch“, flüsterte ${s.er}. Diesmal langsam, ganz vorsichtig, die Zungenspitze im Mundwinkel. Es wackelte. ${s.name} hielt die Luft an. Und diesmal hielt es. „Ich hab nicht aufgegeben!“, rief ${s.er} und war stolzer, als wenn es gleich beim ersten Mal geklappt hätte.`,
        BIG,
      ),
      de(
        (s) =>
          `„Beim Lernen geht bei allen mal was schief“, sagte ${s.pal}. „Lass uns schauen, woran es liegt.“ Zusammen schauten sie hin, und ${s.name} merkte es: ${s.er} hatte sich zu sehr beeilt. Also fing ${s.er} noch einmal an, langsamer und ruhiger, und machte die schwierige Stelle ganz vorsichtig. Diesmal klappte es. „Wenn was schiefgeht, merkt man, wie es richtig geht“, sagte ${s.name} verblüfft.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.name} stampfte mit dem Fuß auf, ging drei Schritte weg und atmete. Dann kam ${s.er} zurück. „Ich probier’s anders“, sagte ${s.er}, und das tat ${s.er}, und anders ging es besser. Als alles fertig war, schaute ${s.name} es lange an. Noch mal versuchen, dachte ${s.er}, ist eine Art Zauberei.`,
        BIG,
      ),
      de((s) => `Noch mal, noch mal. Langsam, langsam … es hält! Hurra, ${s.name}!`, { ages: ['little'] }),
      de((s) => `Noch ein Mal. Vorsichtig, vorsichtig. Es klappt! ${s.name} kann das!`, { ages: ['little'] }),
    ],
  },
};

const believingInYourself: ThemeBeats = {
  id: 'believing-in-yourself',
  challenge: {
    en: [
      en(
        (s) =>
          `On a big flat stone lay a puzzle of glowing pieces, and a little sign beside it said: For Clever Hands Only. ${s.name} looked at it and shook ${s.his} head. "I'm no good at puzzles," ${s.he} said. "Everybody else is much better than me."`,
        BIG,
      ),
      en(
        (s) =>
          `${s.where.creature.The} had lost its way home, and somebody had to lead it back. ${s.pal} looked at ${s.name}. "You lead," ${s.palHe} said. "Me?" ${s.name} shook ${s.his} head hard. "I'll get it wrong. I always get things wrong."`,
        BIG,
      ),
      en(
        (s) =>
          `A string of tiny shining beads had got itself into a terrible knot, and somebody needed to untangle it. "Your fingers are just the right size," said ${s.pal}. But ${s.name} put ${s.his} hands behind ${s.his} back. "Not me," ${s.he} said. "Somebody who's good at things should do it."`,
        BIG,
      ),
      en((s) => `"Too hard!" says ${s.name}. "I can't, I can't."`, { ages: ['little'] }),
      en((s) => `Everyone can do it. Not ${s.name}. Oh.`, { ages: ['little'] }),
    ],
    de: [
      de(
        (s) =>
          `Auf einem großen, flachen Stein lag ein Puzzle aus leuchtenden Teilen, und auf einem kleinen Schild daneben stand: Nur für geschickte Hände. ${s.name} sah es an und schüttelte den Kopf. „Ich kann keine Puzzles“, sagte ${s.er}. „Alle anderen können das viel besser als ich.“`,
        BIG,
      ),
      de(
        (s) =>
          `${s.where.creature.Der.nom} hatte den Weg nach Hause verloren, und jemand musste vorangehen. ${s.pal} sah ${s.name} an. „Du gehst vor“, sagte ${s.palEr}. „Ich?“ ${s.name} schüttelte heftig den Kopf. „Ich mach das bestimmt falsch. Ich mach immer alles falsch.“`,
        BIG,
      ),
      de(
        (s) =>
          `Eine Schnur mit lauter winzigen leuchtenden Perlen hatte sich zu einem schrecklichen Knoten verheddert, und jemand musste ihn aufmachen. „Du hast genau die richtigen Finger dafür“, sagte ${s.pal}. Aber ${s.name} versteckte die Hände hinter dem Rücken. „Ich doch nicht“, sagte ${s.er}. „Das soll jemand machen, der so was kann.“`,
        BIG,
      ),
      de((s) => `„Zu schwer!“, sagt ${s.name}. „Ich kann das nicht, ich kann das nicht.“`, { ages: ['little'] }),
      de((s) => `Alle können das. Nur ${s.name} nicht. Oh.`, { ages: ['little'] }),
    ],
  },
  mastery: {
    en: [
      en(
        (s) =>
          `"Just the first little bit," said ${s.pal}. "Only that." So ${s.name} tried just the first little bit, and it went right. Then the next bit, and that went right too, or nearly, which was good enough. Bit by bit, without quite noticing, ${s.he} did the whole thing. "I can do more than I thought," ${s.name} said in surprise, and the thought felt warm and strong, like a small lantern lit inside ${s.him}.`,
        BIG,
      ),
      en(
        (s) =>
          `"What can you do?" asked ${s.pal}. At first ${s.name} could only think of one thing. But then came another, and another: climbing, counting, making people laugh, being kind when somebody was sad. Soon there were more than fingers to count them on. ${s.name} stood up a little taller. "All right," ${s.he} said. "I'll try." And ${s.he} tried, and ${s.he} could.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.pal} leaned close. "I believe you can," ${s.palHe} said. "Now you try believing it too." ${s.name} whispered it to ${s.himself}: "I can do hard things." Then once more, a little louder. Then ${s.he} had a go, slowly and carefully, and it worked. "I told you so," said ${s.pal}. "No," said ${s.name}, smiling, "I told me."`,
        BIG,
      ),
      en((s) => `A little try. And another. ${s.name} can! Hooray!`, { ages: ['little'] }),
      en((s) => `I can, I can, I can! Look, ${s.pal}! Look!`, { ages: ['little'] }),
    ],
    de: [
      de(
        (s) =>
          `„Nur das erste kleine Stück“, sagte ${s.pal}. „Nur das.“ Also probierte ${s.name} nur das erste kleine Stück, und es klappte. Dann das nächste, und das klappte auch, oder fast, und das war gut genug. Stück für Stück, ohne es richtig zu merken, machte ${s.er} das Ganze. „Ich kann ja viel mehr, als ich dachte“, sagte ${s.name} erstaunt, und der Gedanke fühlte sich warm und stark an, wie eine kleine Laterne im Bauch.`,
        BIG,
      ),
      de(
        (s) =>
          `„Was kannst du denn alles?“, fragte ${s.pal}. Zuerst fiel ${s.name} nur eine einzige Sache ein. Aber dann kam noch eine und noch eine: klettern, zählen, andere zum Lachen bringen, lieb sein, wenn jemand traurig ist. Bald waren es mehr, als Finger zum Zählen da waren. ${s.name} richtete sich ein Stück auf. „Na gut“, sagte ${s.er}. „Ich probier’s.“ Und ${s.er} probierte es, und ${s.er} konnte es.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.pal} beugte sich ganz nah heran. „Ich glaube, dass du das kannst“, sagte ${s.palEr}. „Jetzt glaub du es auch mal.“ ${s.name} flüsterte es vor sich hin: „Ich kann schwierige Sachen.“ Dann noch einmal, ein bisschen lauter. Dann probierte ${s.er} es, langsam und vorsichtig, und es klappte. „Hab ich doch gesagt“, meinte ${s.pal}. „Nein“, sagte ${s.name} und lächelte, „ich hab’s mir gesagt.“`,
        BIG,
      ),
      de((s) => `Ein kleiner Versuch. Und noch einer. ${s.name} kann das! Hurra!`, { ages: ['little'] }),
      de((s) => `Ich kann, ich kann, ich kann! Schau, ${s.pal}! Schau!`, { ages: ['little'] }),
    ],
  },
};

const beingDifferent: ThemeBeats = {
  id: 'being-different',
  challenge: {
    en: [
      en(
        (s) =>
          `${s.name} had a secret worry, and it came out all at once. "Sometimes I feel like I'm not like anybody else," ${s.he} whispered. "Like I'm the wrong shape for everywhere." ${s.pal} listened, and stayed close.`,
        BIG,
      ),
      en(
        (s) =>
          `Behind a stone, trying very hard not to be seen, sat ${s.where.creature.a} with one blue ear and one green ear. "The others say I look funny," it whispered. ${s.name} knew that feeling, and ${s.his} tummy went tight.`,
        BIG,
      ),
      en(
        (s) =>
          `A little way off, some of the little ones ${s.where.again} were playing together, and they all looked so alike. ${s.name} hung back. "I'm not like them," ${s.he} said quietly. "What if they think I'm strange?"`,
        BIG,
      ),
      en((s) => `${s.name} is not like the others. Oh.`, { ages: ['little'] }),
      en(() => `One blue ear, one green ear. The others laugh. Oh, oh.`, { ages: ['little'] }),
    ],
    de: [
      de(
        (s) =>
          `${s.name} hatte eine geheime Sorge, und auf einmal kam sie heraus. „Manchmal fühle ich mich, als wäre ich ganz anders als alle anderen“, flüsterte ${s.er}. „Als würde ich nirgends richtig reinpassen.“ ${s.pal} hörte zu und blieb ganz nah.`,
        BIG,
      ),
      de(
        (s) =>
          `Hinter einem Stein, ganz darauf bedacht, nicht gesehen zu werden, saß ${s.where.creature.ein.nom} mit einem blauen und einem grünen Ohr. „Die anderen sagen, ich sehe komisch aus“, flüsterte ${s.where.creature.er.nom}. ${s.name} kannte dieses Gefühl, und im Bauch wurde es ganz eng.`,
        BIG,
      ),
      de(
        (s) =>
          `Ein Stück weiter spielten ein paar Kleine ${s.where.again} zusammen, und alle sahen sich so ähnlich. ${s.name} blieb zurück. „Ich bin nicht so wie die“, sagte ${s.er} leise. „Was, wenn die mich komisch finden?“`,
        BIG,
      ),
      de((s) => `${s.name} ist nicht so wie die anderen. Oh.`, { ages: ['little'] }),
      de(() => `Ein blaues Ohr, ein grünes Ohr. Die anderen lachen. Oje.`, { ages: ['little'] }),
    ],
  },
  mastery: {
    en: [
      en(
        (s) =>
          `A little further on they came to a garden of glowing lanterns, and not one was like another: round ones and tall ones, spotty ones and stripy ones, big ones and tiny ones. "Which is the most beautiful?" asked ${s.pal}. ${s.name} looked and looked. "All of them," ${s.he} said. "Because they're all different." "Just like everybody," said ${s.pal}. "And that means you too."`,
        BIG,
      ),
      en(
        (s) =>
          `"Look around," said ${s.pal}. "There aren't two leaves here the same, or two stones, or two stars. Imagine if everything were exactly alike." ${s.name} imagined it and wrinkled ${s.his} nose. "That would be so boring." "Exactly," said ${s.pal}. "Different is what makes the world interesting. And you're part of it."`,
        BIG,
      ),
      en(
        (s) =>
          `${s.name} looked at ${s.pal}, who was not like anybody else either, with ${s.palHis} own particular way of doing everything. "You're different too," said ${s.name}. "Of course," said ${s.pal}. "Everyone is. That's what makes friends so interesting." ${s.name} thought about that, and a slow grin spread across ${s.his} face.`,
        BIG,
      ),
      en((s) => `Spots and stripes, big and small. All lovely! ${s.name} too!`, { ages: ['little'] }),
      en(() => `You are you, and I am me. Hooray!`, { ages: ['little'] }),
    ],
    de: [
      de(
        (s) =>
          `Ein Stück weiter kamen sie an einen Garten voller leuchtender Laternen, und keine war wie die andere: runde und lange, gepunktete und gestreifte, große und winzige. „Welche ist die schönste?“, fragte ${s.pal}. ${s.name} schaute und schaute. „Alle“, sagte ${s.er}. „Weil jede anders ist.“ „So ist es bei allen“, sagte ${s.pal}. „Auch bei dir.“`,
        BIG,
      ),
      de(
        (s) =>
          `„Schau dich mal um“, sagte ${s.pal}. „Hier gibt es keine zwei Blätter, die gleich sind, keine zwei Steine, keine zwei Sterne. Stell dir vor, alles wäre genau gleich.“ ${s.name} stellte es sich vor und rümpfte die Nase. „Das wär ja langweilig.“ „Eben“, sagte ${s.pal}. „Das Anderssein macht die Welt bunt. Und du gehörst dazu.“`,
        BIG,
      ),
      de(
        (s) =>
          `${s.name} sah ${s.pal} an. Auch ${s.pal} war nicht wie irgendwer sonst, mit ${s.palSein('er')} ganz eigenen Art, alles zu machen. „Du bist ja auch anders“, sagte ${s.name}. „Na klar“, sagte ${s.pal}. „Alle sind anders. Das macht Freunde ja gerade so spannend.“ ${s.name} dachte darüber nach, und langsam breitete sich ein Grinsen auf ${s.sein('em')} Gesicht aus.`,
        BIG,
      ),
      de((s) => `Punkte und Streifen, groß und klein. Alle schön! ${s.name} auch!`, { ages: ['little'] }),
      de(() => `Du bist du, und ich bin ich. Hurra!`, { ages: ['little'] }),
    ],
  },
};

export const COURAGE_THEMES: readonly ThemeBeats[] = [beingBrave, tryingAgain, believingInYourself, beingDifferent];
