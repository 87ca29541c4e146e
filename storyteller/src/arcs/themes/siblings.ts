import type { ThemeBeats } from '../types.ts';
import { de, en } from '../types.ts';

// Patience with a brother or sister. With one sibling in the plan (they came along on the
// adventure), challenge and mastery are both with them: a tower knocked down, a tug at the sleeve
// too many; a big sibling is the one who "wants to show how everything goes". With no sibling, a
// little creature of the place tags along instead, and the variants with a sibling are not told.

const NOBODY = { ages: ['big'], unless: ['sibling'] } as const;
const LITTLE_NOBODY = { ages: ['little'], unless: ['sibling'] } as const;
const SIBLING = { needs: ['sibling'], ages: ['big'] } as const;
const LITTLE_SIBLING = { needs: ['sibling'], ages: ['little'] } as const;

const siblingPatience: ThemeBeats = {
  id: 'sibling-patience',
  challenge: {
    en: [
      en(
        (s) =>
          `Soon ${s.where.creature.a} came toddling after them, wanting to do everything ${s.name} did, exactly the same, at exactly the same time. When ${s.name} built a tall, careful tower, the little one bumped right into it, and down it all tumbled. ${s.name} went hot and cross all over. "You spoil everything!" ${s.he} wanted to shout.`,
        NOBODY,
      ),
      en(
        (s) =>
          `${s.where.creature.A}, no bigger than a teacup, wanted to come along, but it was ever so slow. It stopped to look at every stone, and every leaf, and then every stone again. "Hurry UP," groaned ${s.name}. Waiting for somebody so small was so hard.`,
        NOBODY,
      ),
      en(
        (s) =>
          `${s.where.creature.A} joined them and asked "Why?" about everything. "Why is it dark? Why are you going that way? Why, why, why?" By the tenth why, ${s.name} wanted to put both hands over ${s.his} ears and run.`,
        NOBODY,
      ),
      en(
        (s) =>
          `${s.sibling.name} ${s.sibling.big ? `wanted to show ${s.name} how to do everything, all the time` : `wanted to do everything ${s.name} did, exactly the same, at exactly the same time`}. When ${s.name} built a tall, careful tower, ${s.sibling.name} reached for the top stone, and down it all came. "You spoil everything!" ${s.name} wanted to shout, and ${s.his} hands curled into fists.`,
        SIBLING,
      ),
      en(
        (s) =>
          `${s.sibling.name} kept chattering, and asking, and tugging at ${s.name}'s sleeve. "Look! Look at this! ${s.name}, look!" ${s.name} was trying so hard to concentrate, and it was so difficult with somebody tugging and chattering all the time. "Leave me ALONE," ${s.he} snapped.`,
        SIBLING,
      ),
      en((s) => `The little one grabs, grabs, grabs. Oh, ${s.name}!`, LITTLE_NOBODY),
      en(() => `Crash! The little one knocks the tower down. Oh, oh!`, LITTLE_NOBODY),
      en((s) => `${s.sibling.name} grabs, grabs, grabs. Crash! Oh, ${s.name}!`, LITTLE_SIBLING),
    ],
    de: [
      de(
        (s) =>
          `Bald tapste ${s.where.creature.ein.nom} hinter ihnen her und wollte alles genauso machen wie ${s.name}, genau gleich und genau gleichzeitig. Als ${s.name} einen hohen, sorgfältigen Turm baute, stieß das Kleine dagegen, und rums, purzelte alles um. In ${s.name} brodelte es heiß und wütend. „Du machst immer alles kaputt!“, wollte ${s.er} rufen.`,
        NOBODY,
      ),
      de(
        (s) =>
          `${s.where.creature.Ein.nom}, nicht größer als eine Teetasse, wollte unbedingt mitkommen, aber ${s.where.creature.er.nom} war so schrecklich langsam. Bei jedem Stein blieb ${s.where.creature.er.nom} stehen, bei jedem Blatt und dann noch mal bei jedem Stein. „Jetzt beeil dich DOCH“, stöhnte ${s.name}. Auf jemanden so Kleinen zu warten, war ganz schön schwer.`,
        NOBODY,
      ),
      de(
        (s) =>
          `${s.where.creature.Ein.nom} schloss sich ihnen an und fragte bei allem nach dem Warum. „Warum ist es dunkel? Warum geht ihr da lang? Warum, warum, warum?“ Beim zehnten Warum hätte sich ${s.name} am liebsten die Ohren zugehalten und wäre weggelaufen.`,
        NOBODY,
      ),
      de(
        (s) =>
          `${s.sibling.name} ${s.sibling.big ? `wollte ${s.name} ständig zeigen, wie alles geht` : `wollte alles genauso machen wie ${s.name}, genau gleich und genau gleichzeitig`}. Als ${s.name} einen hohen, sorgfältigen Turm baute, griff ${s.sibling.name} nach dem obersten Stein, und rums, fiel alles um. „Du machst immer alles kaputt!“, wollte ${s.name} rufen, und die Hände ballten sich zu Fäusten.`,
        SIBLING,
      ),
      de(
        (s) =>
          `${s.sibling.name} plapperte und fragte und zupfte ständig an ${s.sein('em')} Ärmel. „Guck mal! Guck doch mal! ${s.name}, guck!“ Dabei wollte ${s.name} sich gerade so sehr konzentrieren, und das war so schwer, wenn dauernd jemand zupfte und plapperte. „Lass mich in RUHE“, fauchte ${s.er}.`,
        SIBLING,
      ),
      de((s) => `Das Kleine grapscht, grapscht, grapscht. Oh, ${s.name}!`, LITTLE_NOBODY),
      de(() => `Rums! Das Kleine wirft den Turm um. Oje!`, LITTLE_NOBODY),
      de((s) => `${s.sibling.name} grapscht, grapscht, grapscht. Rums! Oh, ${s.name}!`, LITTLE_SIBLING),
    ],
  },
  mastery: {
    en: [
      en(
        (s) =>
          `After a while the little one tugged at ${s.name}. "Play with me?" This time ${s.name} took a slow, deep breath and let ${s.his} hands go soft. "All right," ${s.he} said. "We'll do it together, and you can help." It took longer, and it wobbled, but the little one squealed with joy, and ${s.name} laughed too.`,
        NOBODY,
      ),
      en(
        (s) =>
          `When the way grew tricky, ${s.name} stopped and waited for the little one to catch up. "Hold on to me," ${s.he} said gently, and together they went on, one small step at a time. Being patient, ${s.name} thought, is a way of being strong.`,
        NOBODY,
      ),
      en(
        (s) =>
          `${s.name} remembered being very small: how big everything was, how slow your legs were, how much you wanted to be part of it all. So ${s.he} crouched down until ${s.he} ${s.was} just as small as the little one. "Come on," ${s.he} said. "We'll do it together, your way." The little one's face lit up, and somehow patience felt less like waiting and more like being big.`,
        NOBODY,
      ),
      en(
        (s) =>
          `A little later ${s.sibling.name} came over again, more quietly this time. ${s.name} took a slow, deep breath and let ${s.his} hands go soft. "Come on," ${s.he} said. "We'll do it together. You can help." It took a bit longer, and it came out a bit wobbly, but ${s.sibling.name} whooped, and ${s.name} found ${s.he} ${s.was} laughing too.`,
        SIBLING,
      ),
      en(
        (s) =>
          `${s.name} looked at ${s.sibling.name} and saw how much ${s.sibling.he} just wanted to be part of it. So ${s.name} counted slowly to five inside ${s.his} head, and then said, in a kinder voice, "Go on, then. Show me." ${s.sibling.name} showed ${s.him}, beaming. It only took a moment, and ${s.name} noticed something: a little patience cost hardly anything at all, and it made somebody so happy.`,
        SIBLING,
      ),
      en((s) => `Wait a bit. Gentle, gentle. Build it together, ${s.name}!`, LITTLE_NOBODY),
      en((s) => `Slow, slow, little one. ${s.name} waits. Kind, kind ${s.name}.`, LITTLE_NOBODY),
      en((s) => `Gentle, gentle. ${s.name} and ${s.sibling.name} build it together. Clap, clap!`, LITTLE_SIBLING),
    ],
    de: [
      de(
        (s) =>
          `Nach einer Weile zupfte das Kleine an ${s.name}. „Spielst du mit mir?“ Diesmal holte ${s.name} langsam und tief Luft und ließ die Hände ganz weich werden. „Na gut“, sagte ${s.er}. „Wir machen es zusammen, und du darfst helfen.“ Es dauerte länger, und es wackelte, aber das Kleine quietschte vor Freude, und ${s.name} lachte mit.`,
        NOBODY,
      ),
      de(
        (s) =>
          `Als der Weg schwierig wurde, blieb ${s.name} stehen und wartete, bis das Kleine aufgeholt hatte. „Halt dich an mir fest“, sagte ${s.er} sanft, und dann ging es gemeinsam weiter, ein kleiner Schritt nach dem anderen. Geduldig sein, dachte ${s.name}, ist auch eine Art, stark zu sein.`,
        NOBODY,
      ),
      de(
        (s) =>
          `${s.name} dachte daran, wie es ist, ganz klein zu sein: wie groß alles ist, wie langsam die Beine sind und wie sehr man dazugehören will. Also ging ${s.er} in die Hocke, bis ${s.er} genauso klein war wie das Kleine. „Komm“, sagte ${s.er}. „Wir machen es zusammen, so wie du es willst.“ Das Kleine strahlte, und auf einmal fühlte sich Geduld weniger nach Warten an und mehr nach Großsein.`,
        NOBODY,
      ),
      de(
        (s) =>
          `Ein bisschen später kam ${s.sibling.name} wieder, diesmal leiser. ${s.name} holte langsam und tief Luft und ließ die Hände ganz weich werden. „Komm“, sagte ${s.er}. „Wir machen es zusammen. Du darfst helfen.“ Es dauerte ein bisschen länger und wurde ein bisschen wackelig, aber ${s.sibling.name} jubelte, und ${s.name} merkte, dass ${s.er} mitlachte.`,
        SIBLING,
      ),
      de(
        (s) =>
          `${s.name} sah ${s.sibling.name} an und merkte, wie gern ${s.sibling.er.nom} einfach dabei sein wollte. Also zählte ${s.name} im Kopf langsam bis fünf und sagte dann mit freundlicherer Stimme: „Na, dann zeig mal.“ Strahlend zeigte ${s.sibling.name} es. Es dauerte nur einen Augenblick, und ${s.name} merkte etwas: Ein bisschen Geduld kostet fast nichts und macht jemanden so froh.`,
        SIBLING,
      ),
      de((s) => `Kurz warten. Sanft, sanft. Zusammen bauen, ${s.name}!`, LITTLE_NOBODY),
      de((s) => `Langsam, langsam, du Kleines. ${s.name} wartet. Lieb, lieb, ${s.name}.`, LITTLE_NOBODY),
      de((s) => `Sanft, sanft. ${s.name} und ${s.sibling.name} bauen zusammen. Klatsch, klatsch!`, LITTLE_SIBLING),
    ],
  },
};

export const SIBLING_THEMES: readonly ThemeBeats[] = [siblingPatience];
