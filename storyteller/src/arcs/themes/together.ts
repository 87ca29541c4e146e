import type { ThemeBeats } from '../types.ts';
import { de, en } from '../types.ts';

// Themes of living with others: sharing, waiting your turn, patience with a brother or sister.
// When the plan has one sibling (who came along on the adventure), every challenge is with them
// (the others say `unless: ['sibling']`), so the mastery that follows never meets a stranger; with
// nobody, a little creature of the place stands in. A friend of the plan is remembered in a
// mastery ("the way Mia always shares"), never brought along.

/** Told only to children of five and over (the little ones have their own, shorter variants). */
const BIG = { ages: ['big'] } as const;

const NOBODY = { ages: ['big'], unless: ['sibling'] } as const;
const LITTLE_NOBODY = { ages: ['little'], unless: ['sibling'] } as const;

const sharing: ThemeBeats = {
  id: 'sharing',
  challenge: {
    en: [
      en(
        (s) =>
          `Along the way, ${s.pal}'s tummy gave a loud rumble. "Oh dear," said ${s.pal}. "I didn't bring anything to eat." ${s.name} had a little bag of honey biscuits in ${s.his} pocket, ${s.his} very favourite kind, and there were only four left. ${s.He} held the bag tight and said nothing, because sharing felt very big just then.`,
        NOBODY,
      ),
      en(
        (s) =>
          `${s.name} had filled a little bag with the shiniest pebbles ${s.he} had ever seen. ${s.where.creature.The} peeped at them with big, round eyes. "Could I have one?" it asked. ${s.name} pulled the bag close. "They're mine," ${s.he} said, but saying it did not feel nice at all.`,
        NOBODY,
      ),
      en(
        (s) =>
          `When they stopped for a rest, ${s.name} took out a little bag of sweet, sticky raisins. ${s.pal} looked at it, and ${s.where.creature.the} looked at it too, and then they both looked at ${s.name}. ${s.name} turned away a little, so that the bag was behind ${s.him}. There weren't very many, and they were so good.`,
        NOBODY,
      ),
      en(
        (s) =>
          `${s.sibling.name} spotted the little bag of honey biscuits in ${s.name}'s pocket straight away. "Can I have one?" ${s.sibling.he} asked. ${s.name} put a hand over the pocket. They were ${s.his} very favourite kind, and there were only four left. "They're mine," ${s.he} said.`,
        { ages: ['big'], needs: ['sibling'] },
      ),
      en(
        (s) =>
          `${s.name} had filled a little bag with the shiniest pebbles ${s.where.again}, and ${s.sibling.name} wanted to hold them, badly. "Just one," ${s.sibling.name} begged. "Please?" ${s.name} hid the bag behind ${s.his} back. "No. I found them."`,
        { ages: ['big'], needs: ['sibling'] },
      ),
      en((s) => `"Mine, mine, mine!" says ${s.name}, and holds the bag tight.`, LITTLE_NOBODY),
      en((s) => `Biscuits in the bag. ${s.pal} is hungry. Oh, oh.`, LITTLE_NOBODY),
      en((s) => `${s.sibling.name} wants a biscuit too. "Mine!" says ${s.name}.`, {
        needs: ['sibling'],
        ages: ['little'],
      }),
    ],
    de: [
      de(
        (s) =>
          `Unterwegs knurrte es auf einmal ganz laut. „Oje“, sagte ${s.pal}, „das war mein Bauch. Ich hab gar nichts zu essen dabei.“ ${s.name} hatte ein kleines Säckchen Honigkekse in der Tasche, ${s.sein('e')} allerliebsten, und es waren nur noch vier darin. ${s.Er} hielt das Säckchen fest und sagte nichts, denn Teilen fühlte sich in diesem Moment ganz schön schwer an.`,
        NOBODY,
      ),
      de(
        (s) =>
          `${s.name} hatte ein kleines Säckchen mit den glänzendsten Kieselsteinen gefüllt, die ${s.er} je gesehen hatte. ${s.where.creature.Der.nom} lugte mit großen, runden Augen hinein. „Darf ich einen haben?“, fragte ${s.where.creature.er.nom}. ${s.name} zog das Säckchen an sich. „Die gehören mir“, sagte ${s.er}, aber das fühlte sich gar nicht gut an.`,
        NOBODY,
      ),
      de(
        (s) =>
          `Bei einer Rast holte ${s.name} ein Säckchen mit süßen, klebrigen Rosinen hervor. ${s.pal} schaute hin, ${s.where.creature.der.nom} schaute auch hin, und dann schauten beide ${s.name} an. ${s.name} drehte sich ein bisschen weg, sodass das Säckchen hinter ${s.ihm} war. Es waren nicht viele, und sie waren so lecker.`,
        NOBODY,
      ),
      de(
        (s) =>
          `${s.sibling.name} hatte das Säckchen mit den Honigkeksen sofort entdeckt. „Krieg ich einen?“, fragte ${s.sibling.er.nom}. ${s.name} legte die Hand auf die Tasche. Es waren ${s.sein('e')} allerliebsten, und es waren nur noch vier. „Die gehören mir“, sagte ${s.er}.`,
        { ages: ['big'], needs: ['sibling'] },
      ),
      de(
        (s) =>
          `${s.name} hatte ein Säckchen mit den glänzendsten Kieselsteinen gefüllt, die es ${s.where.again} gab, und ${s.sibling.name} wollte sie unbedingt halten. „Nur einen“, bettelte ${s.sibling.er.nom}. „Bitte!“ ${s.name} versteckte das Säckchen hinter dem Rücken. „Nein. Die hab ich gefunden.“`,
        { ages: ['big'], needs: ['sibling'] },
      ),
      de((s) => `„Meins, meins, meins!“, sagt ${s.name} und hält das Säckchen fest.`, LITTLE_NOBODY),
      de((s) => `Kekse im Säckchen. ${s.pal} hat Hunger. Oje.`, LITTLE_NOBODY),
      de((s) => `${s.sibling.name} will auch einen Keks. „Meins!“, sagt ${s.name}.`, {
        needs: ['sibling'],
        ages: ['little'],
      }),
    ],
  },
  mastery: {
    en: [
      en(
        (s) =>
          `A little later, ${s.name} opened the bag again, and this time ${s.he} did not hold it tight. "Some for you and some for me," ${s.he} said, and shared them out, one for you and one for me, until there were none left to share. Shared, somehow, they were even nicer. ${s.name} felt warm from head to toe.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.name} looked at the bag, and then at the face that was hoping so hard. ${s.He} took a breath and held the bag out. "You choose first," ${s.he} said. The smile that came back was so big and so bright that ${s.name} smiled too, without even meaning to.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.name} thought about how it feels when somebody shares with you: like being let in on a secret. So ${s.he} tipped half of everything out into an open hand. "Half for you." It was funny: now ${s.he} had less, and yet it felt like more.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.name} thought of ${s.friend.name}, and how lovely it is when a friend shares the very best bit with you. So ${s.name} held out the bag. "Let's share," ${s.he} said. "Some for you and some for me." Sharing, it turned out, felt even better from this side.`,
        { ages: ['big'], needs: ['friend'] },
      ),
      en(
        (s) =>
          `${s.name} saw how much ${s.sibling.name} was hoping, and held out the bag. "One for you and one for me," ${s.he} said, "and one for you and one for me." ${s.sibling.name} beamed, and leaned against ${s.him}, and they sat like that, side by side, until the bag was empty.`,
        { ages: ['big'], needs: ['sibling'] },
      ),
      en((s) => `One for ${s.name}, one for ${s.pal}. Sharing is fun!`, LITTLE_NOBODY),
      en(() => `Here you are! One for you, one for me. Together, together.`, { ages: ['little'] }),
      en((s) => `One for ${s.name}, one for ${s.sibling.name}. Yum, yum!`, { needs: ['sibling'], ages: ['little'] }),
    ],
    de: [
      de(
        (s) =>
          `Ein bisschen später machte ${s.name} das Säckchen wieder auf, und diesmal hielt ${s.er} es nicht fest. „Ein paar für dich und ein paar für mich“, sagte ${s.er} und verteilte, einen für dich, einen für mich, bis nichts mehr zu verteilen war. Geteilt waren sie irgendwie noch schöner. Und in ${s.name} breitete sich ein warmes Gefühl aus, von Kopf bis Fuß.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.name} sah auf das Säckchen und dann in das Gesicht, das so sehr hoffte. ${s.Er} holte Luft und hielt das Säckchen hin. „Du darfst zuerst aussuchen“, sagte ${s.er}. Das Lächeln, das zurückkam, war so groß und so hell, dass ${s.name} mitlächeln musste, ganz ohne es zu wollen.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.name} dachte daran, wie es sich anfühlt, wenn jemand mit einem teilt: als würde man in ein Geheimnis eingeweiht. Also schüttete ${s.er} die Hälfte von allem in eine offene Hand. „Die Hälfte für dich.“ Komisch: Jetzt hatte ${s.er} weniger, und trotzdem fühlte es sich an wie mehr.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.name} dachte an ${s.friend.name} und daran, wie schön es ist, wenn Freunde einem sogar das allerbeste Stück abgeben. Also hielt ${s.name} das Säckchen hin. „Wir teilen“, sagte ${s.er}, „ein paar für dich und ein paar für mich.“ Und von dieser Seite fühlte sich Teilen sogar noch schöner an.`,
        { ages: ['big'], needs: ['friend'] },
      ),
      de(
        (s) =>
          `${s.name} sah, wie sehr ${s.sibling.name} hoffte, und hielt das Säckchen hin. „Einen für dich und einen für mich“, sagte ${s.er}, „und einen für dich und einen für mich.“ ${s.sibling.name} strahlte und lehnte sich an ${s.ihn}, und so saßen sie Seite an Seite, bis das Säckchen leer war.`,
        { ages: ['big'], needs: ['sibling'] },
      ),
      de((s) => `Eins für ${s.name}, eins für ${s.pal}. Teilen macht Spaß!`, LITTLE_NOBODY),
      de(() => `Hier, bitte! Eins für dich, eins für mich. Zusammen, zusammen.`, { ages: ['little'] }),
      de((s) => `Eins für ${s.name}, eins für ${s.sibling.name}. Lecker, lecker!`, {
        needs: ['sibling'],
        ages: ['little'],
      }),
    ],
  },
};

const waitingYourTurn: ThemeBeats = {
  id: 'waiting-your-turn',
  challenge: {
    en: [
      en(
        (s) =>
          `Everybody was lining up for a ride on a big, gentle creature who gave the best rides in the world, round and round and back again. ${s.name} wanted to go first, right now. "Me! Me! My turn!" ${s.he} called, hopping from foot to foot, and tried to squeeze through to the front.`,
        NOBODY,
      ),
      en(
        (s) =>
          `There was a swing hanging from a long, long rope, and it only had room for one. ${s.where.creature.The} was on it, swinging high and slow. ${s.name} stood right underneath, bouncing. "My turn! My turn! Is it my turn yet? Is it now?"`,
        NOBODY,
      ),
      en(
        (s) =>
          `Somebody had a little spyglass for looking at the stars, and everyone wanted a peep, one at a time. There were six in front of ${s.name}. Six! "But I want to look NOW," ${s.he} groaned, and it felt like the longest wait in the whole world.`,
        NOBODY,
      ),
      en(
        (s) =>
          `There was a swing hanging from a long, long rope, with room for only one, and ${s.sibling.name} got there first. ${s.name} stood right underneath, bouncing. "My turn! My turn! Get off!"`,
        { ages: ['big'], needs: ['sibling'] },
      ),
      en(
        (s) =>
          `${s.name} and ${s.sibling.name} both wanted a ride on a big, gentle creature who gave the best rides in the world, and ${s.sibling.name} was in front. "Me first!" cried ${s.name}, and tried to squeeze past.`,
        { ages: ['big'], needs: ['sibling'] },
      ),
      en((s) => `Wait, wait, wait, ${s.name}. ${s.pal} goes first.`, LITTLE_NOBODY),
      en(() => `My turn! My turn! Now, now, now!`, LITTLE_NOBODY),
      en((s) => `${s.sibling.name} goes first. Wait, wait, ${s.name}.`, { needs: ['sibling'], ages: ['little'] }),
    ],
    de: [
      de(
        (s) =>
          `Alle stellten sich an, um auf einem großen, sanften Wesen zu reiten, das die schönsten Runden der Welt drehte. ${s.name} wollte als Erstes dran sein, und zwar sofort. „Ich! Ich! Ich bin dran!“, rief ${s.er}, hüpfte von einem Fuß auf den anderen und versuchte, sich nach vorn zu drängeln.`,
        NOBODY,
      ),
      de(
        (s) =>
          `An einem langen, langen Seil hing eine Schaukel, und darauf passte immer nur einer. ${s.where.creature.Der.nom} schaukelte gerade, hoch und langsam. ${s.name} stand direkt darunter und hüpfte. „Ich bin dran! Ich bin dran! Bin ich jetzt dran? Jetzt?“`,
        NOBODY,
      ),
      de(
        (s) =>
          `Jemand hatte ein kleines Fernrohr, um die Sterne anzuschauen, und alle wollten mal durchgucken, einer nach dem anderen. Vor ${s.name} waren noch sechs andere dran. Sechs! „Aber ich will JETZT gucken“, stöhnte ${s.er}, und es war das längste Warten der ganzen Welt.`,
        NOBODY,
      ),
      de(
        (s) =>
          `An einem langen, langen Seil hing eine Schaukel, darauf passte immer nur einer, und ${s.sibling.name} war zuerst da. ${s.name} stand direkt darunter und hüpfte. „Ich bin dran! Ich bin dran! Runter da!“`,
        { ages: ['big'], needs: ['sibling'] },
      ),
      de(
        (s) =>
          `${s.name} und ${s.sibling.name} wollten beide auf einem großen, sanften Wesen reiten, das die schönsten Runden der Welt drehte, und ${s.sibling.name} stand vorn. „Ich zuerst!“, rief ${s.name} und versuchte, sich vorbeizudrängeln.`,
        { ages: ['big'], needs: ['sibling'] },
      ),
      de((s) => `Warte, warte, warte, ${s.name}. ${s.pal} ist zuerst dran.`, LITTLE_NOBODY),
      de(() => `Ich bin dran! Ich bin dran! Jetzt, jetzt, jetzt!`, LITTLE_NOBODY),
      de((s) => `${s.sibling.name} ist zuerst dran. Warte, warte, ${s.name}.`, {
        needs: ['sibling'],
        ages: ['little'],
      }),
    ],
  },
  mastery: {
    en: [
      en(
        (s) =>
          `Then ${s.name} remembered the waiting trick: hold the wanting gently, like a little bird in a nest, and don't squeeze it. So ${s.he} stood still, and hummed a song, and counted the lights, and watched the others having fun. And when ${s.his} turn came at last, it was even better for the waiting.`,
        BIG,
      ),
      en(
        (s) =>
          `Just then, a very little one behind ${s.name} began to cry, afraid of never getting a turn at all. ${s.name} took a deep breath. "You can go before me," ${s.he} said. "I can wait." And when ${s.his} own turn came at last, it felt twice as good.`,
        NOBODY,
      ),
      en(
        (s) =>
          `"Waiting is easier with something to do," said ${s.pal}. So they played I-spy while they waited, and ${s.name} spied something beginning with W, which was Wait, and laughed so much that ${s.he} forgot all about being impatient. Then, quite suddenly: "Your turn, ${s.name}!"`,
        BIG,
      ),
      en(
        (s) =>
          `${s.name} saw how much fun ${s.sibling.name} was having, and let out a long breath. "You have your turn," ${s.he} said. "I'll wait." And ${s.he} waited, and counted, and waited a bit more, and then ${s.sibling.name} called, "Your turn now!" and stepped aside with a grin.`,
        { ages: ['big'], needs: ['sibling'] },
      ),
      en(
        (s) =>
          `${s.name} thought of ${s.friend.name}, and how much nicer every game is when friends take turns. "I can wait," ${s.name} said, and stepped back, and waited. When ${s.his} turn came at last, it was even better than ${s.he} had imagined.`,
        { ages: ['big'], needs: ['friend'] },
      ),
      en((s) => `And now, ${s.name}, your turn! Whee!`, { ages: ['little'] }),
      en(() => `Count, count: one, two, three... your turn! Hooray!`, { ages: ['little'] }),
      en((s) => `"Your turn!" says ${s.sibling.name}. Whee!`, { needs: ['sibling'], ages: ['little'] }),
    ],
    de: [
      de(
        (s) =>
          `Da fiel ${s.ihm} der Wartetrick ein: Man hält das Wollen ganz sanft fest, wie einen kleinen Vogel im Nest, und drückt es nicht. Also stand ${s.er} still, summte ein Lied, zählte die Lichter und schaute den anderen beim Spaß zu. Und als ${s.er} endlich dran war, war es durch das Warten sogar noch schöner.`,
        BIG,
      ),
      de(
        (s) =>
          `Da fing hinter ${s.ihm} ein ganz Kleines an zu weinen, weil es Angst hatte, nie dranzukommen. ${s.name} holte tief Luft. „Du darfst vor mir“, sagte ${s.er}. „Ich kann warten.“ Und als ${s.er} selbst endlich dran war, fühlte es sich doppelt so gut an.`,
        NOBODY,
      ),
      de(
        (s) =>
          `„Warten geht leichter, wenn man was zu tun hat“, sagte ${s.pal}. Also spielten sie beim Warten „Ich sehe was, was du nicht siehst“, und ${s.name} musste so lachen, dass ${s.er} ganz vergaß, ungeduldig zu sein. Und auf einmal hieß es: „${s.name}, du bist dran!“`,
        BIG,
      ),
      de(
        (s) =>
          `${s.name} sah, wie viel Spaß ${s.sibling.name} hatte, und atmete lange aus. „Mach du ruhig“, sagte ${s.er}. „Ich warte.“ Und ${s.er} wartete und zählte und wartete noch ein bisschen, und dann rief ${s.sibling.name}: „Jetzt du!“, und machte grinsend Platz.`,
        { ages: ['big'], needs: ['sibling'] },
      ),
      de(
        (s) =>
          `${s.name} dachte an ${s.friend.name} und daran, wie viel schöner jedes Spiel ist, wenn Freunde sich abwechseln. „Ich kann warten“, sagte ${s.name}, trat einen Schritt zurück und wartete. Und als ${s.er} endlich dran war, war es noch schöner als gedacht.`,
        { ages: ['big'], needs: ['friend'] },
      ),
      de((s) => `Und jetzt, ${s.name}, bist du dran! Hui!`, { ages: ['little'] }),
      de(() => `Zählen, zählen: eins, zwei, drei … jetzt du! Hurra!`, { ages: ['little'] }),
      de((s) => `„Jetzt du!“, sagt ${s.sibling.name}. Hui!`, { needs: ['sibling'], ages: ['little'] }),
    ],
  },
};

export const TOGETHER_THEMES: readonly ThemeBeats[] = [sharing, waitingYourTurn];
