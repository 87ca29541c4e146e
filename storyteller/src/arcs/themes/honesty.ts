import type { ThemeBeats } from '../types.ts';
import { de, en } from '../types.ts';

// Owning up: saying sorry and telling the truth. The child does something unkind or untrue, feels
// it sit heavy inside, and puts it right in words of their own; nobody scolds, and the mastery says
// "it was me" / "I'm sorry" without naming the deed, so it follows any challenge. With a sibling in
// the plan, saying sorry is to them (the other challenges are then not told).

/** Told only to children of five and over (the little ones have their own, shorter variants). */
const BIG = { ages: ['big'] } as const;

const NOBODY = { ages: ['big'], unless: ['sibling'] } as const;
const LITTLE_NOBODY = { ages: ['little'], unless: ['sibling'] } as const;
const SIBLING = { needs: ['sibling'], ages: ['big'] } as const;
const LITTLE_SIBLING = { needs: ['sibling'], ages: ['little'] } as const;

const sayingSorry: ThemeBeats = {
  id: 'saying-sorry',
  challenge: {
    en: [
      en(
        (s) =>
          `While they were playing, ${s.name} got cross and said something unkind to ${s.pal}, something ${s.he} didn't really mean. ${s.pal} went very quiet and turned away. A heavy, prickly feeling settled in ${s.name}'s tummy, but the word "sorry" seemed to be stuck somewhere deep inside.`,
        NOBODY,
      ),
      en(
        (s) =>
          `In a hurry, ${s.name} bumped into a little tower that ${s.where.creature.the} had built, and it tumbled down. ${s.where.creature.The} looked at the pieces with big, sad eyes. ${s.name} wanted to run away and pretend it had never happened.`,
        NOBODY,
      ),
      en(
        (s) =>
          `In the middle of a game, ${s.name} grabbed the shiniest marble before ${s.where.creature.the} could have a turn, and ${s.where.creature.the}'s lip began to wobble. ${s.name} held the marble tight and looked the other way, as if nothing had happened at all.`,
        NOBODY,
      ),
      en(
        (s) =>
          `${s.sibling.name} was in the way, just at the wrong moment, and ${s.name} gave ${s.sibling.him} a shove. Not a hard one, but a shove. ${s.sibling.name}'s face crumpled. ${s.name} folded ${s.his} arms and looked away. It wasn't ${s.his} fault. Was it?`,
        SIBLING,
      ),
      en(
        (s) =>
          `"Go away, you're annoying!" ${s.name} snapped, and ${s.sibling.name} went very quiet and very small. A heavy, prickly feeling settled in ${s.name}'s tummy, but the word "sorry" seemed to be stuck somewhere deep inside.`,
        SIBLING,
      ),
      en((s) => `Oops! ${s.pal} is sad. Oh, oh, oh.`, LITTLE_NOBODY),
      en((s) => `Bump! It all falls down. ${s.where.creature.The} cries.`, LITTLE_NOBODY),
      en((s) => `Push! ${s.sibling.name} is sad. Oh, oh.`, LITTLE_SIBLING),
    ],
    de: [
      de(
        (s) =>
          `Beim Spielen wurde ${s.name} wütend und sagte etwas Gemeines zu ${s.pal}, etwas, das ${s.er} gar nicht so meinte. ${s.pal} wurde ganz still und drehte sich weg. Auf einmal saß ein schweres, stacheliges Gefühl in ${s.sein('em')} Bauch, aber das Wort „Entschuldigung“ steckte irgendwo tief drinnen fest.`,
        NOBODY,
      ),
      de(
        (s) =>
          `In der Eile stieß ${s.name} gegen einen kleinen Turm, den ${s.where.creature.der.nom} gebaut hatte, und er purzelte um. ${s.where.creature.Der.nom} sah mit großen, traurigen Augen auf die Teile. Am liebsten wäre ${s.name} weggelaufen und hätte so getan, als wäre nichts passiert.`,
        NOBODY,
      ),
      de(
        (s) =>
          `Mitten im Spiel schnappte sich ${s.name} die glänzendste Murmel, bevor ${s.where.creature.der.nom} an der Reihe war, und ${s.where.creature.der.dat} fing die Unterlippe an zu zittern. ${s.name} hielt die Murmel fest und schaute woandershin, ganz so, als wäre nichts gewesen.`,
        NOBODY,
      ),
      de(
        (s) =>
          `${s.sibling.name} stand genau im falschen Moment im Weg, und ${s.name} schubste. Nicht doll, aber geschubst ist geschubst. ${s.sibling.name} verzog das Gesicht. ${s.name} verschränkte die Arme und schaute weg. Es war doch nicht ${s.sein('e')} Schuld. Oder?`,
        SIBLING,
      ),
      de(
        (s) =>
          `„Geh weg, du nervst!“, fauchte ${s.name}, und ${s.sibling.name} wurde ganz still und ganz klein. Auf einmal saß ein schweres, stacheliges Gefühl in ${s.sein('em')} Bauch, aber das Wort „Entschuldigung“ steckte irgendwo tief drinnen fest.`,
        SIBLING,
      ),
      de((s) => `Hoppla, ${s.pal} ist traurig. Oh, oh, oh.`, LITTLE_NOBODY),
      de((s) => `Rums! Alles fällt um. ${s.where.creature.Der.nom} weint.`, LITTLE_NOBODY),
      de((s) => `Schubs! ${s.sibling.name} ist traurig. Oh, oh.`, LITTLE_SIBLING),
    ],
  },
  mastery: {
    en: [
      en(
        (s) =>
          `After a while, ${s.name} went over and sat down close by. "I'm sorry," ${s.he} said softly. "That wasn't kind. I didn't mean it." There was a moment of quiet, and then a small smile, and the prickly feeling began to melt. Saying sorry, ${s.name} thought, is small and brave at the same time.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.name} could not pretend any longer. ${s.He} went back and crouched down. "I'm sorry," ${s.he} said. "Can I help make it better?" And together they put everything right, even better than before. ${s.name} felt light and warm, as if saying sorry had made ${s.his} heart a little bigger.`,
        NOBODY,
      ),
      en(
        (s) =>
          `The sad face kept coming back into ${s.name}'s thoughts, and the prickly feeling would not go away. So ${s.name} went back. "Sorry," ${s.he} said. "I shouldn't have done that. What can I do to make it better?" A face lit up like a lantern, and ${s.pal} gave ${s.name} a proud little nudge.`,
        NOBODY,
      ),
      en(
        (s) =>
          `${s.name} looked at ${s.sibling.name}, and the prickly feeling got worse and worse. So ${s.he} went over. "I'm sorry," ${s.he} said. "That wasn't kind of me." ${s.sibling.name} sniffed, and then leaned against ${s.him}, and after a moment they both felt better.`,
        SIBLING,
      ),
      en((s) => `"Sorry," says ${s.name}. Hug, hug, hug!`, { ages: ['little'] }),
      en((s) => `"Sorry! I'll help," says ${s.name}. All better now.`, LITTLE_NOBODY),
      en((s) => `"Sorry, ${s.sibling.name}," says ${s.name}. Cuddle, cuddle.`, LITTLE_SIBLING),
    ],
    de: [
      de(
        (s) =>
          `Nach einer Weile ging ${s.name} hinüber und setzte sich ganz nah daneben. „Es tut mir leid“, sagte ${s.er} leise. „Das war nicht lieb. Ich hab es nicht so gemeint.“ Einen Moment war es still, dann kam ein kleines Lächeln, und das stachelige Gefühl fing an zu schmelzen. Sich zu entschuldigen, dachte ${s.name}, ist klein und mutig zugleich.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.name} konnte nicht länger so tun, als wäre nichts. ${s.Er} ging zurück und hockte sich hin. „Entschuldigung“, sagte ${s.er}. „Darf ich helfen, es wiedergutzumachen?“ Und zusammen brachten sie alles wieder in Ordnung, sogar noch schöner als vorher. ${s.name} fühlte sich leicht und warm, als wäre das Herz durch die Entschuldigung ein Stück größer geworden.`,
        NOBODY,
      ),
      de(
        (s) =>
          `Das traurige Gesicht ging ${s.ihm} einfach nicht mehr aus dem Kopf, und das stachelige Gefühl blieb. Also ging ${s.name} zurück. „Tut mir leid“, sagte ${s.er}. „Das hätte ich nicht machen sollen. Was kann ich tun, damit es wieder gut wird?“ Ein Gesicht leuchtete auf wie eine Laterne, und ${s.pal} stupste ${s.ihn} stolz an.`,
        NOBODY,
      ),
      de(
        (s) =>
          `${s.name} sah ${s.sibling.name} an, und das stachelige Gefühl wurde immer schlimmer. Also ging ${s.er} hin. „Tut mir leid“, sagte ${s.er}. „Das war nicht lieb von mir.“ ${s.sibling.name} schniefte, lehnte sich dann an ${s.ihn}, und nach einem Moment ging es beiden besser.`,
        SIBLING,
      ),
      de((s) => `„Entschuldigung“, sagt ${s.name}. Drück, drück, drück!`, { ages: ['little'] }),
      de((s) => `„Tut mir leid! Ich helfe dir“, sagt ${s.name}. Alles wieder gut.`, LITTLE_NOBODY),
      de((s) => `„Tut mir leid, ${s.sibling.name}“, sagt ${s.name}. Kuscheln, kuscheln.`, LITTLE_SIBLING),
    ],
  },
};

const tellingTheTruth: ThemeBeats = {
  id: 'telling-the-truth',
  challenge: {
    en: [
      en(
        (s) =>
          `While they were playing, ${s.name} knocked ${s.pal}'s favourite shell off a stone, and it cracked. When ${s.pal} came back and asked what had happened, ${s.name} said quickly, "It wasn't me!" But the words sat heavy and sticky in ${s.his} tummy, like a stone.`,
        BIG,
      ),
      en(
        (s) =>
          `There had been one last honey cake, meant for everybody, and ${s.name} had eaten it, quietly, all by ${s.himself}. When everybody looked around for it, ${s.name} looked around too, as if ${s.he} had no idea at all.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.name} had picked the one flower nobody was supposed to pick, and now it was drooping in ${s.his} hand. "Who picked my flower?" asked ${s.where.creature.the} in a small voice. ${s.name} hid the flower behind ${s.his} back and shook ${s.his} head.`,
        BIG,
      ),
      en((s) => `Crash! It breaks. "Not me!" says ${s.name}. Oh, oh.`, { ages: ['little'] }),
      en((s) => `Who did it? ${s.name} hides. Shh.`, { ages: ['little'] }),
    ],
    de: [
      de(
        (s) =>
          `Beim Spielen stieß ${s.name} ${s.palSein('e')} Lieblingsmuschel von einem Stein, und sie bekam einen Sprung. Als ${s.pal} zurückkam und fragte, was passiert war, sagte ${s.name} schnell: „Das war ich nicht!“ Aber die Worte lagen ${s.ihm} schwer und klebrig im Bauch, wie ein Stein.`,
        BIG,
      ),
      de(
        (s) =>
          `Es hatte noch einen letzten Honigkuchen gegeben, für alle gedacht, und ${s.name} hatte ihn aufgegessen, heimlich und ganz allein. Als alle danach suchten, suchte ${s.name} mit, als hätte ${s.er} keine Ahnung.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.name} hatte genau die eine Blume gepflückt, die niemand pflücken sollte, und jetzt ließ sie in ${s.sein('er')} Hand den Kopf hängen. „Wer hat meine Blume gepflückt?“, fragte ${s.where.creature.der.nom} ganz leise. ${s.name} versteckte die Blume hinter dem Rücken und schüttelte den Kopf.`,
        BIG,
      ),
      de((s) => `Klirr! Kaputt. „Ich war’s nicht!“, sagt ${s.name}. Oje.`, { ages: ['little'] }),
      de((s) => `Wer war das? ${s.name} versteckt sich. Pst.`, { ages: ['little'] }),
    ],
  },
  mastery: {
    en: [
      en(
        (s) =>
          `${s.name} couldn't bear the sticky feeling any longer. "It was me," ${s.he} said in a small voice. "I'm sorry. I was scared you'd be cross." There was a quiet moment. Then: "Thank you for telling me. That took courage." The heavy stone inside ${s.name} melted away. Telling the truth, ${s.he} found, feels light, and clean, and brave.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.name} took a deep breath, right down to ${s.his} toes. "It was me," ${s.he} said. "I did it. I'm sorry." Nobody shouted. Nobody stayed cross. "Thank you for being honest," said ${s.pal}. "Now we can put it right together." ${s.name} felt as light as a feather.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.pal} looked at ${s.name}, not crossly, just waiting. And ${s.name} knew: a fib is like a pebble in your shoe, and it gets bigger with every step. So ${s.he} said it. "That was me. I'm sorry." Saying it was the hardest part. After that everything got easier, and the pebble was gone.`,
        BIG,
      ),
      en((s) => `"It was me," says ${s.name}. Brave and true!`, { ages: ['little'] }),
      en(() => `"Sorry, it was me." Hug, hug. All better.`, { ages: ['little'] }),
    ],
    de: [
      de(
        (s) =>
          `${s.name} hielt das klebrige Gefühl nicht länger aus. „Das war ich“, sagte ${s.er} ganz leise. „Es tut mir leid. Ich hatte Angst, dass du böse bist.“ Einen Moment war es still. Dann: „Danke, dass du die Wahrheit sagst. Das war mutig.“ Der schwere Stein in ${s.name} schmolz dahin. Die Wahrheit sagen, merkte ${s.er}, fühlt sich leicht und sauber und mutig an.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.name} holte tief Luft, bis hinunter in die Zehen. „Das war ich“, sagte ${s.er}. „Ich war’s. Es tut mir leid.“ Niemand schimpfte. Niemand blieb böse. „Danke, dass du ehrlich bist“, sagte ${s.pal}. „Jetzt können wir es zusammen wiedergutmachen.“ ${s.name} fühlte sich federleicht.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.pal} sah ${s.name} an, nicht böse, nur abwartend. Und ${s.name} wusste: Eine Flunkerei ist wie ein Steinchen im Schuh, das mit jedem Schritt größer wird. Also sagte ${s.er} es. „Das war ich. Es tut mir leid.“ Das Sagen war das Schwerste. Danach wurde alles leichter, und das Steinchen war weg.`,
        BIG,
      ),
      de((s) => `„Das war ich“, sagt ${s.name}. Mutig und ehrlich!`, { ages: ['little'] }),
      de(() => `„Tut mir leid, ich war’s.“ Drück, drück. Alles wieder gut.`, { ages: ['little'] }),
    ],
  },
};

export const HONESTY_THEMES: readonly ThemeBeats[] = [sayingSorry, tellingTheTruth];
