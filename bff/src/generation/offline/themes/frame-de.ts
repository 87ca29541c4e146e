// German frames that hold any parent phrase grammatically, for goals and achievements that no theme recognised.
import type { DeWords, Scenes } from './types.ts';
import type { DePhrase } from './phrase-de.ts';
import { pick } from './words.ts';

type Pick = <T>(items: readonly T[]) => T;

export function frameGoalDe(p: DePhrase, w: DeWords, random: () => number): Scenes {
  const one: Pick = (items) => pick(items, random);
  const proud = one([
    `${w.Er} lächelte, stolz auf sich, und ${w.pal} strahlte zurück.`,
    `Ein warmes, stolzes Gefühl breitete sich in ${w.name} aus.`,
    `„Du hast es geschafft“, flüsterte ${w.pal}, und ${w.name} fühlte sich stolz und ganz schön groß.`,
  ]);
  const practised = `„Darüber lohnt es sich nachzudenken“, sagte ${w.pal}. „Vielleicht hilft uns unser Abenteuer dabei.“`;
  const told = `${w.pal} hörte genau zu. „Dann halten wir die Augen offen“, sagte ${w.pal}. „Vielleicht hilft uns unser Abenteuer dabei.“`;
  if (p.kind === 'infinitive') {
    return {
      challenge: one([
        [`In letzter Zeit war es ${w.name} sehr wichtig geworden, ${p.zu}.`, practised],
        [`${w.name} erzählte ${w.pal}, dass es in letzter Zeit sehr wichtig geworden war, ${p.zu}.`, told],
      ]),
      mastery: [
        one([
          `Später, mitten im Abenteuer, dachte ${w.name} wieder daran, wie es ist, ${p.zu}, und diesmal fühlte sich alles klarer und leichter an.`,
          `Und noch bevor das Abenteuer zu Ende war, verstand ${w.name} ein bisschen besser, wie es ist, ${p.zu}.`,
        ]),
        proud,
      ],
    };
  }
  if (p.kind === 'nominal') {
    return {
      challenge: one([
        [`Das ${p.text} war ${w.name} in letzter Zeit sehr wichtig geworden.`, practised],
        [`${w.name} erzählte ${w.pal}, dass sich in letzter Zeit viele Gedanken ums ${p.text} drehten.`, told],
      ]),
      mastery: [
        one([
          `Später, mitten im Abenteuer, dachte ${w.name} wieder ans ${p.text}, und diesmal fühlte sich alles klarer und leichter an.`,
          `Und noch bevor das Abenteuer zu Ende war, verstand ${w.name} ein bisschen besser, worum es beim ${p.text} eigentlich geht.`,
        ]),
        proud,
      ],
    };
  }
  if (p.kind === 'noun') {
    return {
      challenge: [
        `In letzter Zeit dachte ${w.name} oft über ${p.text} nach.`,
        `„Das ist ein großes Thema“, sagte ${w.pal} nachdenklich. „Vielleicht finden wir unterwegs etwas darüber heraus.“`,
      ],
      mastery: [
        `Später, mitten im Abenteuer, musste ${w.name} wieder an ${p.text} denken, und plötzlich war ein bisschen klarer, worum es dabei ging.`,
        proud,
      ],
    };
  }
  return {
    challenge: [
      `In letzter Zeit ging ${w.name} etwas Wichtiges durch den Kopf, etwas, worüber zu Hause mit den Großen gesprochen worden war.`,
      `${w.pal} hörte zu und versprach zu helfen.`,
    ],
    mastery: [`Und irgendwo unterwegs verstand ${w.name} es ein kleines bisschen besser.`, proud],
  };
}

export function frameAchievementDe(p: DePhrase, w: DeWords, random: () => number): string[] {
  const one: Pick = (items) => pick(items, random);
  const glow = one([
    `Ein warmes, stolzes Gefühl erfüllte ${w.ihn} von Kopf bis Fuß.`,
    `Schon der Gedanke daran ließ ${w.name} ganz breit und stolz lächeln.`,
    `„Das war großartig“, sagte ${w.pal}, und ${w.name} strahlte vor Stolz.`,
  ]);
  if (p.kind === 'perfect') {
    // „sich neulich getraut zu haben, vom Dreimeterbrett zu springen“: the reflexive before the time, the clause last.
    const done = (when: string) =>
      `${/^(?:sich|es) /.test(p.text) ? p.text.replace(/^(sich|es) /, `$1 ${when} `) : `${when} ${p.text}`} zu ${p.aux === 'war' ? 'sein' : 'haben'}${p.clause ? `, ${p.clause}` : ''}`;
    return [
      one([
        `${w.name} dachte gern daran, ${done('neulich')}.`,
        `${w.name} erzählte ${w.pal} davon, ${done('vor Kurzem')}.`,
      ]),
      glow,
    ];
  }
  if (p.kind === 'infinitive') return [`${w.name} dachte daran, wie gut es jetzt klappte, ${p.zu}.`, glow];
  if (p.kind === 'nominal') return [`${w.name} dachte ans ${p.text} und daran, wie gut das inzwischen klappte.`, glow];
  if (p.kind === 'noun') {
    const words = p.text.split(' ');
    if (/^(?:der|die|das|ein|eine|sein|seine|ihr|ihre|mein|meine)$/i.test(words[0]) && words.length > 1) {
      return [
        `${p.text.charAt(0).toUpperCase()}${p.text.slice(1)} war ein ganz besonderer Moment für ${w.name} gewesen.`,
        glow,
      ];
    }
    if (words.length === 1 && /^\p{Lu}/u.test(p.text)) {
      const von = /(?:ung|heit|keit|schaft|ion|tät|ei|ie|ik|ur|in|e)$/.test(p.text) ? 'von der' : 'vom';
      return [
        one([
          `${w.name} erzählte ${w.pal} mit leuchtenden Augen ${von} ${p.text}.`,
          `${w.name} dachte an ${von === 'vom' ? 'den Tag mit dem' : 'den Tag mit der'} ${p.text} zurück.`,
        ]),
        glow,
      ];
    }
  }
  return [`${w.name} dachte an etwas Wunderbares, das vor Kurzem ganz allein geklappt hatte.`, glow];
}
