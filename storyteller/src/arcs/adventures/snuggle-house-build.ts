import { de, en, type Passage } from '../types.ts';

// The snuggle house's building: the first try falls down, the second, built round, stands, and the
// littlest ones move in. Told in snuggle-house.ts.

export const flop: Passage = {
  en: [
    en(
      (s) =>
        `They built the first wall, and the second, and leaned them together, and then, very slowly, with a sort of sigh, the whole thing fell over. Flump. Nobody was hurt. Everybody looked at ${s.name}. ${s.name} looked at the heap, and then ${s.he} laughed. "Again," ${s.he} said. "But better."`,
    ),
    en(
      (s) =>
        `The house was halfway up when it began to wobble. It wobbled left. It wobbled right. Then it sat down in a heap. "Oh," said ${s.pal}, in a small voice. ${s.name} took a deep breath. Houses that fall down can be built up again. That is the good thing about houses.`,
    ),
    en(
      (s) =>
        `It did not work the first time. The sticks slid, the stones rolled, and the moss blew away. ${s.name} sat down on the pile and thought hard, chin in ${s.his} hands, while everyone waited. "I know," ${s.he} said at last. "We'll make it round, so it holds itself up."`,
    ),
    en(
      (s) =>
        `"Hold this," said ${s.name}, "and this," and ${s.pal} held on as tight as ${s.palHe} could. But there were not enough ${s.paws} in the world to hold up a house that did not want to stand, and down it came. They looked at each other and burst out laughing.`,
    ),
    en(
      (s) =>
        `At first it looked good. Three walls were standing, and ${s.pal} was just putting on the first piece of roof. Then there was a small crack, and one whole corner gave way. Everything slid into a heap, with one lonely tuft of moss sitting on top. ${s.name} had to laugh, and then everyone laughed. "Another way, then," ${s.he} said.`,
    ),
    en(
      (s) =>
        `"Finished!" cried ${s.pal}, and leaned proudly against the wall. That was a mistake. The wall leaned too, a little, then a little more, and then it was lying flat on the ground. ${s.pal}'s eyes went very wide. ${s.name} burst out laughing. "Well, now we know you mustn't lean on half a house."`,
    ),
  ],
  de: [
    de(
      (s) =>
        `Sie bauten die erste Wand und die zweite, lehnten sie aneinander, und dann kippte das Ganze ganz langsam und mit einer Art Seufzer um. Plumps. Keinem war etwas passiert. Alle schauten ${s.name} an. ${s.name} schaute den Haufen an und lachte. „Noch mal“, sagte ${s.name}. „Aber besser.“`,
    ),
    de(
      (s) =>
        `Das Haus war halb fertig, da fing es an zu wackeln. Es wackelte nach links. Es wackelte nach rechts. Dann setzte es sich hin, als Haufen. „Oh“, sagte ${s.pal} mit ganz kleiner Stimme. ${s.name} holte tief Luft. Ein Haus, das umfällt, kann man wieder aufbauen. Das ist das Gute an Häusern.`,
    ),
    de(
      (s) =>
        `Beim ersten Mal klappte es nicht. Die Stöcke rutschten, die Steine rollten, und das Moos wehte davon. ${s.name} setzte sich auf den Haufen und dachte angestrengt nach, das Kinn in die Hände gestützt, und alle warteten. „Ich hab’s“, sagte ${s.name} schließlich. „Wir bauen es rund, dann hält es sich selbst.“`,
    ),
    de(
      (s) =>
        `„Halt das mal“, sagte ${s.name}, „und das hier“, und ${s.pal} hielt fest, so gut ${s.palEr} nur konnte. Aber es gab nicht genug ${s.paws} auf der Welt, um ein Haus festzuhalten, das nicht stehen wollte, und es fiel zusammen. Die beiden schauten sich an und prusteten los.`,
    ),
    de(
      (s) =>
        `Zuerst sah es gut aus. Drei Wände standen schon, und ${s.pal} legte gerade das erste Stück Dach darauf. Da machte es leise knack, und die ganze Ecke gab nach. Alles rutschte zu einem Haufen zusammen, und obendrauf saß ein einsames Büschel Moos. ${s.name} musste lachen, und dann lachten alle. „Dann eben anders“, sagte ${s.name}.`,
    ),
    de(
      (s) =>
        `Ein Windstoß kam, nicht einmal ein großer, und pustete einmal gegen die Wand. Mehr brauchte es nicht. Die Stöcke kippten wie Dominosteine, einer nach dem anderen, klack, klack, klack. Einen Augenblick war es ganz still. Dann sagte ${s.name}: „Gut, dass das jetzt passiert ist und nicht heute Nacht, wenn alle drin schlafen.“`,
    ),
    de(
      (s) =>
        `${s.name} hatte die Stöcke ganz gerade hingestellt, schön ordentlich nebeneinander. Aber gerade Stöcke halten sich nicht gegenseitig fest, und als ${s.pal} den letzten dazustellte, fielen sie alle auf einmal um. ${s.pal} machte ein betrübtes Gesicht. ${s.name} hob einen Stock auf und drehte ihn in der Hand. „Vielleicht müssen sie sich aneinanderlehnen“, sagte ${s.er} langsam.`,
    ),
    de(
      (s) =>
        `„Fertig!“, rief ${s.pal} und lehnte sich stolz gegen die Wand. Das hätte ${s.palEr} lieber nicht tun sollen. Die Wand gab nämlich nach, erst ein bisschen, dann ein bisschen mehr, und dann lag sie flach auf dem Boden. ${s.pal} machte ganz große Augen. ${s.name} prustete los. „Jetzt wissen wir wenigstens, dass man sich an ein halbes Haus nicht anlehnen darf.“`,
    ),
  ],
};

export const building: Passage = {
  en: [
    en(
      (s) =>
        `The second time, they built it round, each stick leaning on the next, like friends holding hands. It stood. It stayed standing. Then came the roof, and the moss for a soft floor. At the very end ${s.name} had an idea: a little round window at the top, so that the littlest ones could see the moon from their beds.`,
    ),
    en(
      (s) =>
        `This time everybody helped at once. Big ones held, small ones passed things up, ${s.pal} tied knots, and ${s.name} said where everything should go. Bit by bit the little house grew, until it had walls and a roof and a door, and a round window for the moon.`,
    ),
    en(
      (s) =>
        `${s.name} showed everyone how to weave the sticks in and out, like a basket, so that the walls held each other up. It was slow work, and good work. When the last stick was in place, ${s.name} stood back, and there it was: a real little house, round and snug, with a window shaped like the moon.`,
    ),
    en(
      (s) =>
        `Stone by stone and stick by stick, the house went up again, slower this time, and stronger. ${s.pal} patted the walls, and they did not wobble at all. "It needs one more thing," said ${s.name}, and made a little round window, just right for looking at the moon.`,
    ),
    en(
      (s) =>
        `This time they began at the bottom, with the fattest stones, laid in a ring. On top went the sticks, leaning inwards, until they met in the middle like the fingers of two hands making a roof. ${s.pal} stuffed moss into every gap. Last of all, ${s.name} made a careful round hole in the wall, just big enough for a piece of the moon.`,
    ),
    en(
      (s) =>
        `This time they did it the way birds build a nest: round and round, layer by layer, each new layer holding the one below. It took a while, but nobody was in a hurry. At the end there stood a small, round, sturdy house, and high up, where the moon could look in, ${s.name} had left a window.`,
    ),
  ],
  de: [
    de(
      (s) =>
        `Beim zweiten Mal bauten sie es rund, jeder Stock an den nächsten gelehnt, wie Freunde, die sich an den Händen halten. Es stand. Es blieb stehen. Dann kam das Dach, dann das Moos als weicher Boden. Ganz zum Schluss hatte ${s.name} eine Idee: ein kleines rundes Fenster oben, damit die Allerkleinsten vom Bett aus den Mond sehen konnten.`,
    ),
    de(
      (s) =>
        `Diesmal halfen alle gleichzeitig. Die Großen hielten fest, die Kleinen reichten Sachen hoch, ${s.pal} knotete, und ${s.name} sagte, wohin alles gehörte. Stück für Stück wuchs das kleine Haus, bis es Wände hatte und ein Dach und eine Tür und ein rundes Fenster für den Mond.`,
    ),
    de(
      (s) =>
        `${s.name} zeigte allen, wie man die Stöcke hinein- und herausflicht, wie bei einem Korb, damit die Wände sich gegenseitig halten. Es war langsame Arbeit und gute Arbeit. Als der letzte Stock an seinem Platz war, trat ${s.name} einen Schritt zurück, und da stand es: ein richtiges kleines Haus, rund und gemütlich, mit einem Fenster in Mondform.`,
    ),
    de(
      (s) =>
        `Stein für Stein und Stock für Stock wuchs das Haus wieder in die Höhe, diesmal langsamer und fester. ${s.pal} klopfte gegen die Wände, und nichts wackelte mehr. „Eins fehlt noch“, sagte ${s.name} und machte ein kleines rundes Fenster, genau richtig, um den Mond anzuschauen.`,
    ),
    de(
      (s) =>
        `Diesmal fingen sie unten an, mit den dicksten Steinen, und legten sie im Kreis. Darauf kamen die Stöcke, schräg nach innen, bis sie sich oben in der Mitte trafen wie die Finger von zwei Händen, die ein Dach machen. ${s.pal} stopfte Moos in jede Lücke. Zum Schluss machte ${s.name} vorsichtig ein rundes Loch in die Wand, gerade groß genug für ein Stück Mond.`,
    ),
    de(
      (s) =>
        `Jetzt wusste jeder, was zu tun war. Es wurde gereicht und gehalten, gebunden und geklopft, und keiner sagte viel, denn beim Bauen braucht man seinen Atem. Das Haus wuchs, bis ${s.name} sich auf die Zehenspitzen stellen musste, um ans Dach zu kommen. Ganz oben blieb eine runde Öffnung frei. „Für den Mond“, erklärte ${s.name}.`,
    ),
    de(
      (s) =>
        `Langsam, ganz langsam ging es diesmal. ${s.pal} hielt jeden Stock fest, bis der nächste daneben lehnte, und erst dann ließ ${s.palEr} los. So wurde aus vielen wackeligen Stöcken eine feste runde Wand. Obendrauf kam ein Dach aus Moos, und hoch oben in der Wand ein rundes Fenster, damit der Mond hineinschauen konnte.`,
    ),
    de(
      (s) =>
        `Diesmal machten sie es wie die Vögel beim Nestbau: immer rundherum, Schicht für Schicht, und jede neue Schicht hielt die darunter fest. Es dauerte, aber keiner hatte es eilig. Zum Schluss stand da ein kleines, rundes, festes Haus, und oben, wo der Mond hinschaute, hatte ${s.name} ein Fenster frei gelassen.`,
    ),
  ],
};

export const movingIn: Passage = {
  en: [
    en(
      (s) =>
        `One by one the littlest ones crept inside, and curled up on the moss, and fitted together like pieces of a puzzle. Through the round window, the moon looked in. "What shall we call it?" asked ${s.where.guideName}. And everyone said at once, "${s.name}'s House." ${s.where.nightfall}`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `The littlest ones did not need to be asked twice. In they went, yawning, and in no time at all there was a small heap of sleepers in the middle of the floor, breathing slow and soft. "Thank you," whispered ${s.where.guideName}, and gave ${s.name} ${s.where.gift.a}, so that ${s.he} would always remember the night ${s.he} built a house.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `When it was finished, everybody stood and looked at it for a long, quiet moment. Then the littlest ones tiptoed in, one after another, and found their places, and the little house was full and warm and still. ${s.name} peeped through the round window. Every one of them was already asleep.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `The house was small, but it was exactly big enough. The littlest ones snuggled in, and ${s.pal} tucked the moss round the very smallest. "It's the best house in the whole place," said ${s.where.guideName}. ${s.name} thought so too, though ${s.he} was far too pleased to say so.`,
      { ages: ['big'] },
    ),
    en(
      () =>
        `Here is the house! In go the little ones. Snuggle, snuggle. Through the round window, the moon says goodnight.`,
      {
        ages: ['little'],
      },
    ),
    en((s) => `The little house is ready. The little ones creep in. Yawn! "Thank you, ${s.name}," they whisper.`, {
      ages: ['little'],
    }),
    en(
      (s) =>
        `Only the very smallest one stayed at the door and did not dare go in. It was dark inside, and it had never been in a house before. ${s.name} crouched down beside it. "Look up," ${s.he} whispered. Through the round window the moonlight fell in, right onto an empty spot in the moss. The little one scurried in and curled up there, in the middle of the light.`,
      { ages: ['big'] },
    ),
    en(() => `Who lives in the round house? The little ones! They snuggle into the moss. The moon looks in.`, {
      ages: ['little'],
    }),
    en(
      (s) =>
        `Inside it smelled of moss and of night. The littlest ones turned round three times, the way little ones do before they lie down, and then they lay down. A small snore came out, then another. The two builders sat down outside the door and listened to a whole house falling asleep. ${s.where.nightfall}`,
      { ages: ['big'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `Eins nach dem anderen krochen die Allerkleinsten hinein, rollten sich auf dem Moos zusammen und passten aneinander wie Puzzleteile. Durch das runde Fenster schaute der Mond herein. „Wie soll es heißen?“, fragte ${s.where.guideName}. Und alle sagten wie aus einem Mund: „Das ${s.name}-Haus!“ ${s.where.nightfall}`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Das ließen sich die Allerkleinsten nicht zweimal sagen. Gähnend gingen sie hinein, und im Nu lag ein kleiner Haufen Schläfer mitten auf dem Boden und atmete langsam und leise. „Danke“, flüsterte ${s.where.guideName}, und ${s.name} bekam ${s.where.gift.ein.acc} geschenkt, zur Erinnerung an die Nacht, in der ein Haus gebaut wurde.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Als es fertig war, standen alle davor und schauten es einen langen, stillen Augenblick lang an. Dann schlichen die Allerkleinsten hinein, eins nach dem anderen, fanden ihren Platz, und das kleine Haus war voll und warm und still. ${s.name} lugte durch das runde Fenster. Alle schliefen schon.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Das Haus war klein, aber genau groß genug. Die Allerkleinsten kuschelten sich hinein, und ${s.pal} stopfte das Moos um das allerkleinste Kleine fest. „Das ist das schönste Haus weit und breit“, sagte ${s.where.guideName}. Das fand ${s.name} auch, war aber viel zu froh, um es zu sagen.`,
      { ages: ['big'] },
    ),
    de(
      () =>
        `Da ist das Haus! Hinein mit den Kleinen. Kuscheln, kuscheln. Durchs runde Fenster sagt der Mond Gute Nacht.`,
      {
        ages: ['little'],
      },
    ),
    de((s) => `Das kleine Haus ist fertig. Die Kleinen krabbeln hinein. Gähn! „Danke, ${s.name}“, flüstern sie.`, {
      ages: ['little'],
    }),
    de(
      (s) =>
        `Das Erste, das hineinging, war das Mutigste. Es schnupperte an der Tür, schaute zum Fenster hinauf und rief dann nach draußen: „Hier ist es warm!“ Da kamen alle anderen, eins nach dem anderen. Drinnen wurde es so eng und so gemütlich, dass man nicht mehr sagen konnte, wo ein Kleines aufhörte und das nächste anfing. ${s.where.guideName} legte ${s.where.gift.ein.acc} in ${s.sein('e')} Hände. „Damit du diese Nacht nicht vergisst.“`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Drinnen roch es nach Moos und nach Nacht. Die Allerkleinsten drehten sich dreimal im Kreis, wie Kleine das eben tun, bevor sie sich hinlegen, und dann lagen sie. Ein leises Schnarchen kam heraus, dann noch eins. Die beiden Baumeister setzten sich vor die Tür und hörten zu, wie ein ganzes Haus einschlief. ${s.where.nightfall}`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Nur das allerkleinste Kleine blieb an der Tür stehen und traute sich nicht hinein. Drinnen war es dunkel, und es war noch nie in einem Haus gewesen. ${s.name} hockte sich daneben. „Schau mal nach oben“, flüsterte ${s.name}. Durch das runde Fenster fiel das Mondlicht herein, genau auf einen freien Platz im Moos. Da huschte das Kleine hinein und rollte sich dort zusammen, mitten im Licht.`,
      { ages: ['big'] },
    ),
    de(() => `Die Kleinen gucken hinein. Warm ist es da drin! Eins, zwei, drei, alle sind drin. Psst, sie schlafen.`, {
      ages: ['little'],
    }),
    de(() => `Wer wohnt im runden Haus? Die Kleinen! Sie kuscheln sich ins Moos. Der Mond schaut zu.`, {
      ages: ['little'],
    }),
    de(
      (s) =>
        `Die Allerkleinsten zogen ein, eins nach dem anderen, und jedes suchte sich seinen Platz. ${s.name} musste an zu Hause denken, an ${s.toy.sein.acc}, und daran, wie gut es ist, einen Platz zu haben, der einem gehört. Durch das runde Fenster schien der Mond. „Schlaft gut“, flüsterte ${s.name} zur Tür hinein.`,
      { ages: ['big'], needs: ['toy'], untold: ['toy'] },
    ),
  ],
};
