import { de, en, type Passage } from '../types.ts';

// The second half of the lost treasure: the finding, a quiet joy, and the treasure back in its place.

export const treasureFound: Passage = {
  en: [
    en(
      (s) =>
        `Then ${s.pal} pricked up ${s.palHis} ears. "Listen," ${s.palHe} whispered. Something was glinting, just a little, from ${s.where.snag}. ${s.name} reached in, very gently, and there it was: ${s.where.treasure.the}, safe and sound.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `It was ${s.name} who saw it first: a soft shine, right where nobody had thought to look. ${s.where.treasure.The} had rolled into ${s.where.snag} and waited there all along.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `"Warmer," whispered ${s.pal}, "warmer still…" And there, in the very spot the moonlight touched, lay ${s.where.treasure.the}, tucked into ${s.where.snag}.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.name} was just about to say they should turn back. Then something caught the corner of ${s.his} eye: a gleam, small and shy, in ${s.where.snag}. One look from close up, and there was no doubt: it was ${s.where.treasure.the}!`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `They sat down for a moment, just to think, and that was when ${s.pal} said, "Oh." Only "oh", very softly. ${s.name} followed ${s.palHis} gaze to ${s.where.snag}, and there, as if it had been waiting to be noticed, lay ${s.where.treasure.the}.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `"Shh," said ${s.name} suddenly, and held up a hand. In the quiet they could both hear it: a tiny sound, the sound a lost thing makes when it is ready to be found. It came from ${s.where.snag}. ${s.name} reached in, and out came ${s.where.treasure.the}.`,
      { ages: ['big'] },
    ),
    en((s) => `What is that? It shines! It is ${s.where.treasure.the}! ${s.name} found it!`, { ages: ['little'] }),
    en((s) => `Look! Something twinkles. ${s.name} peeps closer. There it is! ${s.where.treasure.The}!`, {
      ages: ['little'],
    }),
    en((s) => `"Here!" calls ${s.pal}. ${s.name} runs to look. Yes! ${s.where.treasure.The}, safe and sound.`, {
      ages: ['little'],
    }),
    en((s) => `Ooh, what is this? ${s.name} lifts it up. It is ${s.where.treasure.the}! Found it!`, {
      ages: ['little'],
    }),
  ],
  de: [
    de(
      (s) =>
        `Da spitzte ${s.pal} die Ohren. „Horch“, flüsterte ${s.palEr}. Da blinkte etwas, ${s.where.snag}, nur ein ganz kleines bisschen. ${s.name} griff vorsichtig hinein, und da war ${s.where.treasure.er.nom}: ${s.where.treasure.der.nom}, heil und ganz.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.name} sah es zuerst: ein sanftes Schimmern, genau da, wo niemand nachgesehen hatte. ${s.where.treasure.Der.nom} hatte die ganze Zeit ${s.where.snag} gelegen und gewartet.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `„Wärmer“, flüsterte ${s.pal}, „noch wärmer …“ Und dann lag ${s.where.treasure.der.nom} vor ihnen, ${s.where.snag}, genau dort, wo das Mondlicht hinfiel.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.name} wollte gerade vorschlagen umzukehren. Da fiel ${s.ihm} etwas ins Auge: ein Schimmer, klein und scheu, ${s.where.snag}. Ein Blick aus der Nähe, und es war klar: Das war ${s.where.treasure.der.nom}!`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Sie setzten sich kurz hin, nur zum Nachdenken, und genau da sagte ${s.pal}: „Oh.“ Nur „oh“, ganz leise. ${s.name} folgte ${s.palSein('em')} Blick, und da lag ${s.where.treasure.der.nom}, ${s.where.snag}, als hätte ${s.where.treasure.er.nom} nur darauf gewartet, entdeckt zu werden.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `„Pst“, machte ${s.name} plötzlich und hob die Hand. In der Stille hörten es beide: ein winziges Geräusch, so wie es verlorene Dinge machen, wenn sie gefunden werden wollen. Es kam von ganz nah, ${s.where.snag}, und dort lag ${s.where.treasure.der.nom}.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Was ist das? Es glänzt! Es ist ${s.where.treasure.der.nom}! ${s.name} hat ${s.where.treasure.er.acc} gefunden!`,
      { ages: ['little'] },
    ),
    de(
      (s) =>
        `Schau! Da funkelt etwas. ${s.name} guckt ganz genau. Da ist ${s.where.treasure.er.nom}! ${s.where.treasure.Der.nom}!`,
      { ages: ['little'] },
    ),
    de((s) => `„Hier!“, ruft ${s.pal}. ${s.name} läuft hin. Ja! ${s.where.treasure.Der.nom} ist heil und ganz.`, {
      ages: ['little'],
    }),
    de((s) => `Oh, was ist denn das? ${s.name} hebt es hoch. Es ist ${s.where.treasure.der.nom}! Gefunden!`, {
      ages: ['little'],
    }),
  ],
};

export const treasureHome: Passage = {
  en: [
    en(
      (s) =>
        `${s.where.guideName} held ${s.where.treasure.the} close and smiled the slowest, happiest smile. "Thank you," ${s.where.guideName} said. "Now the night can begin properly." ${s.where.nightfall}`,
    ),
    en(
      (s) =>
        `When ${s.where.treasure.the} was back where it belonged, a hush came over everything. ${s.where.nightfall} "You have been so kind," said ${s.where.guideName}, and gave ${s.name} ${s.where.gift.a} to take home.`,
    ),
    en(
      (s) =>
        `${s.where.guideName} put ${s.where.treasure.the} back in its place and breathed out, a long, happy breath. "There," ${s.where.guideName} said softly. "Now everyone can sleep." ${s.where.nightfall}`,
    ),
    en(
      (s) =>
        `They carried ${s.where.treasure.the} back together, ${s.name} in front, walking as carefully as if it were a full cup. ${s.where.guideName} was waiting. When it was back in its place, the whole night seemed to let out a breath. ${s.where.nightfall}`,
    ),
    en(
      (s) =>
        `"Well I never," said ${s.where.guideName}, turning ${s.where.treasure.the} over and over, to be sure it was really there. "Found. Really found." Then ${s.where.guideName} laid it back where it belonged, and looked at ${s.name} and ${s.pal} as if they were the best thing the night had brought. ${s.where.nightfall}`,
    ),
  ],
  de: [
    de(
      (s) =>
        `${s.where.guideName} hielt ${s.where.treasure.der.acc} ganz fest und lächelte das langsamste, glücklichste Lächeln. „Danke“, sagte ${s.where.guideName}. „Jetzt kann die Nacht richtig beginnen.“ ${s.where.nightfall}`,
    ),
    de(
      (s) =>
        `Als ${s.where.treasure.der.nom} wieder an Ort und Stelle war, wurde es überall ganz still. ${s.where.nightfall} „Ihr wart so lieb“, sagte ${s.where.guideName} und schenkte ${s.name} ${s.where.gift.ein.acc} zum Mitnehmen.`,
    ),
    de(
      (s) =>
        `${s.where.guideName} brachte ${s.where.treasure.der.acc} zurück an den alten Platz und atmete lange und glücklich aus. „So“, sagte ${s.where.guideName} leise. „Jetzt können alle schlafen.“ ${s.where.nightfall}`,
    ),
    de(
      (s) =>
        `Zusammen trugen sie ${s.where.treasure.der.acc} zurück, ${s.name} vorneweg, so vorsichtig, als trüge ${s.er} eine volle Tasse. ${s.where.guideName} wartete schon. Und als der Schatz wieder an seinem Platz lag, schien die ganze Nacht aufzuatmen. ${s.where.nightfall}`,
    ),
    de(
      (s) =>
        `„Na so was“, sagte ${s.where.guideName} und drehte ${s.where.treasure.der.acc} hin und her, um ganz sicher zu sein. „Gefunden. Wirklich gefunden.“ Dann legte ${s.where.guideName} ${s.where.treasure.er.acc} zurück an den alten Platz und sah ${s.name} und ${s.pal} an, als wären sie das Schönste, was diese Nacht gebracht hatte. ${s.where.nightfall}`,
    ),
  ],
};
