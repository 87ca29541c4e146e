import type { ThemeBeats } from '../types.ts';
import { de, en } from '../types.ts';

// Everyday partings: missing someone who lives far away (a friend who moved, a grandparent in
// another town) and saying goodbye at the door. Never a death: the one missed "lives" far away and
// will be seen "next time"; nobody is gone for good. Both end in a hush, with the feeling allowed.

/** Told only to children of five and over (the little ones have their own, shorter variants). */
const BIG = { ages: ['big'] } as const;

const missingSomeone: ThemeBeats = {
  id: 'missing-someone',
  hushed: true,
  challenge: {
    en: [
      en(
        (s) =>
          `${s.name} went quiet, and ${s.pal} asked what the matter was. "I miss someone," said ${s.name}. "Someone who lives far away, much too far to visit tonight." ${s.He} laid a hand on ${s.his} chest. "It feels like a little ache, right here." ${s.pal} snuggled up close and said nothing at all for a while, which was exactly right.`,
        BIG,
      ),
      en(
        (s) =>
          `All of a sudden ${s.name} thought of ${s.away.name}, so far away tonight, and the missing came, big and sudden, the way it sometimes does. "I wish ${s.away.name} were here," ${s.he} said quietly. ${s.pal} moved close, and stayed.`,
        { ages: ['big'], needs: ['away'] },
      ),
      en(
        (s) =>
          `${s.where.creature.The} was sitting all alone, gazing out into the night. "My best friend moved away," it said, "ever so far. I miss my friend so much." ${s.name} sat down beside it. ${s.He} knew exactly how missing felt, because ${s.he} missed someone too, someone who lived far away.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.name} picked up a smooth, speckled stone, just the kind of thing ${s.he} would love to show someone dear, someone who lived a long, long way away. All at once ${s.name} went quiet. "I wish I could show it to them right now," ${s.he} said softly. "But they're so far away." ${s.pal} leaned against ${s.him} and waited.`,
        BIG,
      ),
      en((s) => `${s.name} misses someone far away. Sad, sad. ${s.pal} knows.`, { ages: ['little'] }),
      en((s) => `Far, far away is someone ${s.name} loves. Oh.`, { ages: ['little'] }),
      en((s) => `${s.away.name} is far away tonight. ${s.name} misses ${s.away.name}.`, {
        needs: ['away'],
        ages: ['little'],
      }),
    ],
    de: [
      de(
        (s) =>
          `${s.name} wurde ganz still, und ${s.pal} fragte, was los sei. „Ich vermisse jemanden“, sagte ${s.name}. „Jemanden, der ganz weit weg wohnt, viel zu weit, um heute noch hinzufahren.“ ${s.Er} legte eine Hand auf die Brust. „Das tut hier ein kleines bisschen weh.“ ${s.pal} kuschelte sich ganz nah heran und sagte eine Weile gar nichts, und das war genau richtig.`,
        BIG,
      ),
      de(
        (s) =>
          `Auf einmal musste ${s.name} an ${s.away.name} denken. Heute Nacht war ${s.away.er.nom} so weit weg, und das Vermissen kam, groß und plötzlich, wie es manchmal kommt. „Ich wünschte, ${s.away.name} wäre hier“, sagte ${s.er} leise. ${s.pal} rückte nah heran und blieb da.`,
        { ages: ['big'], needs: ['away'] },
      ),
      de(
        (s) =>
          `${s.where.creature.Der.nom} saß ganz allein da und schaute in die Nacht hinaus. „Meine beste Freundin ist weggezogen“, sagte ${s.where.creature.er.nom}, „ganz weit weg. Ich vermisse sie so.“ ${s.name} setzte sich daneben. ${s.Er} wusste genau, wie sich Vermissen anfühlt, denn ${s.er} vermisste auch jemanden, der weit weg wohnte.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.name} hob einen glatten, gesprenkelten Stein auf, genau so einen, wie ${s.er} ihn gern jemandem zeigen würde, der ganz, ganz weit weg wohnte. Auf einmal wurde ${s.name} still. „Den würde ich so gern sofort zeigen“, sagte ${s.er} leise. „Aber es ist so weit weg.“ ${s.pal} lehnte sich an ${s.ihn} und wartete.`,
        BIG,
      ),
      de((s) => `${s.name} vermisst jemanden, ganz weit weg. Traurig, traurig. ${s.pal} weiß das.`, {
        ages: ['little'],
      }),
      de((s) => `Ganz, ganz weit weg ist jemand, den ${s.name} lieb hat. Oh.`, { ages: ['little'] }),
      de((s) => `${s.away.name} ist heute Nacht weit weg. ${s.name} vermisst ${s.away.er.acc}.`, {
        needs: ['away'],
        ages: ['little'],
      }),
    ],
  },
  mastery: {
    en: [
      en(
        (s) =>
          `${s.pal} pointed at a bright little twinkle, far, far away. "When you miss someone, you can send them a goodnight thought," ${s.palHe} said. "It travels faster than anything, all the long way." ${s.name} closed ${s.his} eyes and sent the warmest goodnight thought in the world. The missing did not go away. But it felt softer now, like a hug ${s.he} could keep.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.pal} had an idea. Along the way they gathered tiny things to show that someone next time: something shiny, something funny and something very, very small. "A missing box," said ${s.pal}. "Every time you miss them, you put a thought inside, and next time you see them, you can tell them everything." ${s.name} held the tiny things carefully. The ache was still there, but it was smaller now, and full of love.`,
        BIG,
      ),
      en(
        (s) =>
          `"Do you know what?" said ${s.pal} softly. "Far away, the very same moon is shining. Maybe someone is looking at it right now and thinking of you." ${s.name} gazed at it for a long moment and whispered, "Goodnight. I miss you." Once it was said out loud, the long way between them felt a tiny bit shorter.`,
        BIG,
      ),
      en(() => `Blow a kiss, all the way, far away. Goodnight! Shh.`, { ages: ['little'] }),
      en((s) => `The same moon for them. The same moon for ${s.name}. Goodnight, goodnight.`, { ages: ['little'] }),
    ],
    de: [
      de(
        (s) =>
          `${s.pal} zeigte auf ein helles kleines Funkeln, ganz weit weg. „Wenn man jemanden vermisst, kann man einen Gute-Nacht-Gedanken losschicken“, sagte ${s.palEr}. „Der reist schneller als alles andere, den ganzen weiten Weg.“ ${s.name} machte die Augen zu und schickte den wärmsten Gute-Nacht-Gedanken der Welt los. Das Vermissen ging nicht weg. Aber es fühlte sich weicher an, wie eine Umarmung zum Aufheben.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.pal} hatte eine Idee. Unterwegs sammelten sie winzige Dinge, um sie beim nächsten Wiedersehen zu zeigen: etwas Glänzendes, etwas Lustiges und etwas ganz, ganz Kleines. „Eine Vermiss-Schachtel“, sagte ${s.pal}. „Jedes Mal, wenn du jemanden vermisst, legst du einen Gedanken hinein, und beim nächsten Wiedersehen erzählst du alles.“ ${s.name} hielt die kleinen Dinge vorsichtig fest. Das Wehtun war noch da, aber es war kleiner geworden und voller Liebe.`,
        BIG,
      ),
      de(
        (s) =>
          `„Weißt du was?“, sagte ${s.pal} leise. „Weit weg scheint jetzt genau derselbe Mond. Vielleicht schaut gerade jemand hinauf und denkt an dich.“ ${s.name} schaute ihn lange an und flüsterte: „Gute Nacht. Ich vermisse dich.“ Als es laut gesagt war, kam ${s.ihm} der weite Weg dazwischen ein kleines bisschen kürzer vor.`,
        BIG,
      ),
      de(() => `Ein Küsschen pusten, ganz weit, ganz weit weg. Gute Nacht! Pst.`, { ages: ['little'] }),
      de((s) => `Derselbe Mond für dich. Derselbe Mond für ${s.name}. Gute Nacht, gute Nacht.`, {
        ages: ['little'],
      }),
    ],
  },
};

const sayingGoodbye: ThemeBeats = {
  id: 'saying-goodbye',
  hushed: true,
  challenge: {
    en: [
      en(
        (s) =>
          `At the door of a busy, cheerful little house, a small one was clinging to its mum and crying, "Don't go! Don't go!" ${s.name} knew that feeling. Saying goodbye at the door in the morning always made ${s.his} tummy go tight, too.`,
        BIG,
      ),
      en(
        (s) =>
          `"The hardest bit of the day," ${s.name} told ${s.pal}, "is the goodbye at the door in the morning, when I have to stay and my grown-up has to go. My tummy goes all wobbly, and I don't want to let go."`,
        BIG,
      ),
      en(
        (s) =>
          `"When ${s.grownups.names} ${s.grownups.one ? 'says' : 'say'} goodbye at the door in the morning," ${s.name} told ${s.pal}, "my tummy goes all wobbly, and I hold on, and I don't want to let go."`,
        { ages: ['big'], needs: ['grownups'] },
      ),
      en(
        (s) =>
          `${s.where.creature.The} had to go home now, back to ${s.where.creatureHome}, and that meant goodbye. ${s.name} did not want to say it. "Why does the nice bit always have to end?" ${s.he} said, and ${s.his} lip wobbled.`,
        BIG,
      ),
      en(() => `Bye-bye is hard, hard, hard. Don't go!`, { ages: ['little'] }),
      en((s) => `Time to say bye-bye. ${s.name} holds on tight, tight.`, { ages: ['little'] }),
    ],
    de: [
      de(
        (s) =>
          `An der Tür eines lebhaften, fröhlichen kleinen Hauses klammerte sich ein Kleines an seine Mama und weinte: „Geh nicht weg! Geh nicht weg!“ ${s.name} kannte das Gefühl. Beim Tschüss-Sagen morgens an der Tür wurde es ${s.ihm} auch immer ganz eng im Bauch.`,
        BIG,
      ),
      de(
        (s) =>
          `„Das Schwerste am ganzen Tag“, erzählte ${s.name}, „ist das Tschüss-Sagen morgens an der Tür, wenn ich dableiben muss und die Großen gehen. Dann wird mein Bauch ganz wackelig, und ich will nicht loslassen.“`,
        BIG,
      ),
      de(
        (s) =>
          `„Wenn ${s.grownups.names} morgens an der Tür Tschüss ${s.grownups.plural ? 'sagen' : 'sagt'}“, erzählte ${s.name}, „dann wird mein Bauch ganz wackelig, und ich halte mich fest und will nicht loslassen.“`,
        { ages: ['big'], needs: ['grownups'] },
      ),
      de(
        (s) =>
          `${s.where.creature.Der.nom} musste jetzt nach Hause, und das hieß: Tschüss sagen. ${s.name} wollte nicht. „Warum hört das Schöne immer auf?“, sagte ${s.er}, und die Unterlippe zitterte.`,
        BIG,
      ),
      de(() => `Tschüss sagen ist schwer, schwer, schwer. Geh nicht weg!`, { ages: ['little'] }),
      de((s) => `Zeit für Tschüss. ${s.name} hält ganz, ganz fest.`, { ages: ['little'] }),
    ],
  },
  mastery: {
    en: [
      en(
        (s) =>
          `${s.pal} showed ${s.name} a trick: a goodbye kiss to keep in your pocket. "You press it in, like this, and it stays there all day, until it's time to say hello again." ${s.name} pressed one into ${s.his} own pocket and kept a hand over it. "See you soon," ${s.he} whispered, and waved, and the goodbye was a little easier to say.`,
        BIG,
      ),
      en(
        (s) =>
          `"Let's make up a secret goodbye," said ${s.pal}. "Two squeezes of the hand mean I love you. Three mean see you soon." They practised it: squeeze, squeeze, and squeeze, squeeze, squeeze. "Now goodbye has a secret in it," whispered ${s.name}, "and the secret is that we'll see each other again."`,
        BIG,
      ),
      en(
        (s) =>
          `"Goodbye isn't the end," said ${s.pal} softly. "It's the bit that comes before hello again." ${s.name} thought about that. Then ${s.he} waved, slowly, a proper goodbye wave, and whispered, "See you soon." It still felt a little bit sad, and that was all right. A goodbye is allowed to be sad.`,
        BIG,
      ),
      en(() => `A kiss in the pocket. Wave, wave. See you soon.`, { ages: ['little'] }),
      en(() => `Squeeze, squeeze: I love you. Bye-bye. See you soon. Shh.`, { ages: ['little'] }),
    ],
    de: [
      de(
        (s) =>
          `${s.pal} zeigte ${s.ihm} einen Trick: einen Abschiedskuss für die Tasche. „Du drückst ihn hinein, so, und da bleibt er den ganzen Tag, bis es Zeit ist, wieder Hallo zu sagen.“ ${s.name} drückte einen Kuss in die eigene Tasche und hielt die Hand darauf. „Bis bald“, flüsterte ${s.er} und winkte, und das Tschüss ging ein kleines bisschen leichter.`,
        BIG,
      ),
      de(
        (s) =>
          `„Lass uns einen geheimen Abschied ausdenken“, sagte ${s.pal}. „Zweimal Händedrücken heißt: Ich hab dich lieb. Dreimal heißt: Bis bald.“ Sie übten es: drück, drück, und drück, drück, drück. „Jetzt hat Tschüss ein Geheimnis“, flüsterte ${s.name}, „und das Geheimnis heißt, dass wir uns wiedersehen.“`,
        BIG,
      ),
      de(
        (s) =>
          `„Tschüss ist nicht das Ende“, sagte ${s.pal} leise. „Es ist das Stück vor dem Wiedersehen.“ ${s.name} dachte darüber nach. Dann winkte ${s.er}, langsam, ein richtiges Abschiedswinken, und flüsterte: „Bis bald.“ Ein bisschen traurig war es trotzdem, und das war in Ordnung. Ein Abschied darf traurig sein.`,
        BIG,
      ),
      de(() => `Ein Küsschen in die Tasche. Winke, winke. Bis bald.`, { ages: ['little'] }),
      de(() => `Drück, drück: Ich hab dich lieb. Tschüss. Bis bald. Pst.`, { ages: ['little'] }),
    ],
  },
};

export const PARTING_THEMES: readonly ThemeBeats[] = [missingSomeone, sayingGoodbye];
