import { de, en, type Passage } from '../types.ts';

// The big shadow's first two scenes (big-shadow.ts): the place whispering, and the shadow seen.

export const whispering: Passage = {
  en: [
    en(
      (s) =>
        `${s.where.guide} But ${s.where.guideName} spoke in a whisper, and everyone nearby was whispering too. "There's something out there tonight," ${s.where.guideName} said. "Something big. Nobody dares to go and look." ${s.name} thought about that. "Maybe it just needs someone to say hello," ${s.he} said.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `It was very quiet ${s.where.in}, much too quiet. Everyone was peeping out from doors and hiding places. "What's the matter?" asked ${s.name}. ${s.where.guideName}, who had looked after this place for longer than anyone could remember, pointed a little nervously. "A shadow," ${s.where.guideName} whispered. "A great big one. It came at sunset, and it hasn't gone away."`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.sight()} But nobody else was out to enjoy it. Doors were shut, and now and then a pair of worried eyes peeped out. ${s.where.guideName}, one finger to the lips, came tiptoeing over. "Shh," ${s.where.guideName} whispered. "There's a shadow over there. A very big one."`,
      { ages: ['big'] },
    ),
    en((s) => `Shh! Everyone is hiding. Why? "There is a big shadow," they whisper. ${s.name} holds on to ${s.pal}.`, {
      ages: ['little'],
    }),
    en(
      (s) => `Oh! Look at that shadow. It is so big! "Who is it?" asks ${s.name}. "Let's go and see," says ${s.pal}.`,
      {
        ages: ['little'],
      },
    ),
    en(
      (s) =>
        `Something was not right. Nobody was singing, nobody was playing, and everybody kept glancing over their shoulders. ${s.where.guideName}, who knew everybody ${s.where.again} by name, came over on tiptoe. "There's a shadow," ${s.where.guideName} whispered. "A big one. We've all gone quiet, hoping it will go away."`,
      { ages: ['big'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `${s.where.guide} Aber ${s.where.guideName} sprach ganz leise, und alle ringsum flüsterten auch. „Heute Nacht ist da draußen etwas“, sagte ${s.where.guideName}. „Etwas Großes. Keiner traut sich nachzusehen.“ ${s.name} dachte darüber nach. „Vielleicht muss einfach mal jemand Hallo sagen“, meinte ${s.er}.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Es war sehr still ${s.where.in}, viel zu still. Alle lugten aus Türen und Verstecken. „Was ist denn los?“, fragte ${s.name}. ${s.where.guideName}, seit vielen Jahren für alles ${s.where.again} zuständig, zeigte ein bisschen ängstlich nach vorn. „Ein Schatten“, flüsterte ${s.where.guideName}. „Ein riesengroßer. Bei Sonnenuntergang ist er gekommen, und er geht einfach nicht weg.“`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.sight()} Aber niemand sonst war draußen, um das zu sehen. Die Türen waren zu, und ab und zu lugte ein Paar besorgter Augen heraus. ${s.where.guideName}, den Finger an den Lippen, kam auf Zehenspitzen herüber. „Pst“, flüsterte ${s.where.guideName}. „Da drüben ist ein Schatten. Ein sehr großer.“`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Pst! Alle verstecken sich. Warum? „Da ist ein großer Schatten“, flüstern sie. ${s.name} hält sich an ${s.pal} fest.`,
      {
        ages: ['little'],
      },
    ),
    de(
      (s) =>
        `Oh! Schau mal, der Schatten. So groß! „Wer ist das?“, fragt ${s.name}. „Wir schauen nach“, sagt ${s.pal}.`,
      {
        ages: ['little'],
      },
    ),
    de(
      (s) =>
        `Irgendetwas stimmte nicht. Keiner sang, keiner spielte, und alle schauten immer wieder über die Schulter. ${s.where.guideName}, die gute Seele ${s.where.again}, kam auf Zehenspitzen herüber. „Da ist ein Schatten“, flüsterte ${s.where.guideName}. „Ein großer. Wir sind alle ganz still und hoffen, dass er weggeht.“`,
      { ages: ['big'] },
    ),
  ],
};

export const theShadow: Passage = {
  en: [
    en(
      (s) =>
        `They went to look, side by side. And there it was. ${s.where.shadow} ${s.name}'s heart thumped, but ${s.he} did not run away. A shadow is only a shadow, after all. Shadows can't even pick up a spoon.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.pal} went a little closer, and ${s.name} went a little closer too. ${s.where.shadow} It did look big, and it did look strange. But it did not move, and it did not make a sound, and ${s.name} thought it looked more lonely than fierce.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `Round the last corner they stopped. ${s.where.shadow} "Oh," said ${s.pal} in a very small voice. ${s.name} moved close to ${s.palHim}. "Let's go together," ${s.he} said. "Slowly."`,
      { ages: ['big'] },
    ),
    en(
      (s) => `There it is! A big, big shadow. ${s.name} and ${s.pal} stay close. One small step. Another small step.`,
      {
        ages: ['little'],
      },
    ),
    en((s) => `Tiptoe, tiptoe. Closer, closer. The shadow does not move. ${s.name} peeps. Who is there?`, {
      ages: ['little'],
    }),
    en(
      (s) =>
        `"Where is it?" asked ${s.name}. Everybody pointed the same way. So ${s.name} and ${s.pal} went that way, not fast and not slow, until they could see it. ${s.where.shadow}`,
      { ages: ['big'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `Seite an Seite gingen sie nachsehen. Und da war er. ${s.where.shadow} ${s.name} klopfte das Herz, aber ${s.er} lief nicht weg. Ein Schatten ist schließlich nur ein Schatten. Schatten können nicht einmal einen Löffel hochheben.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.pal} ging ein kleines Stück näher, und ${s.name} ging auch ein kleines Stück näher. ${s.where.shadow} Groß sah es aus, das stimmte, und seltsam. Aber es bewegte sich nicht, es machte keinen Laut, und ${s.name} fand, es sah eher einsam aus als gefährlich.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `An der letzten Ecke blieben sie stehen. ${s.where.shadow} „Oh“, sagte ${s.pal} mit ganz kleiner Stimme. ${s.name} rückte dicht an ${s.palIhn} heran. „Wir gehen zusammen“, sagte ${s.name}. „Ganz langsam.“`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Da ist er! Ein großer, großer Schatten. ${s.name} und ${s.pal} bleiben dicht beieinander. Ein kleiner Schritt. Noch ein kleiner Schritt.`,
      {
        ages: ['little'],
      },
    ),
    de(
      (s) => `Auf Zehenspitzen, ganz leise. Näher, näher. Der Schatten bewegt sich nicht. ${s.name} guckt. Wer ist da?`,
      {
        ages: ['little'],
      },
    ),
    de(
      (s) =>
        `„Wo ist er denn?“, fragte ${s.name}. Alle zeigten in dieselbe Richtung. Also gingen ${s.name} und ${s.pal} dorthin, nicht schnell und nicht langsam, bis sie ihn sehen konnten. ${s.where.shadow}`,
      { ages: ['big'] },
    ),
  ],
};
