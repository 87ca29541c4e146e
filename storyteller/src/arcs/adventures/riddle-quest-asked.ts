import { de, en, type Passage } from '../types.ts';

// The riddle asked and puzzled over: the place's guide sets it for an older child; a little child
// plays a guessing game with the companion instead, and looks high and low.

export const riddleAsked: Passage = {
  en: [
    en(
      (s) =>
        `${s.where.guide} "Welcome, travellers," said ${s.where.guideName}, eyes twinkling. "Tonight I have a riddle for you, and whoever solves it will find the surprise I have hidden. Listen carefully." Then, very slowly, ${s.where.guideName} asked it. ${s.where.riddle.question}`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `They had not gone far when a voice called out, "Not so fast!" It was ${s.where.guideName}, who knew every secret ${s.where.again} and loved riddles more than anything. "Nobody passes here tonight without a riddle," ${s.where.guideName} said with a wink. ${s.where.riddle.question} ${s.name} and ${s.pal} looked at each other. This was going to need some thinking.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.sight()} A little further on hung a sign, and on it, in curly silver letters, someone had written a riddle. ${s.where.guideName}, carrying a little lantern, came to read it with them. ${s.where.riddle.question} "Solve it," said ${s.where.guideName}, "and you'll find what has been hidden for you."`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `"Something is hidden here," whispers ${s.pal}. "A surprise, just for you. Can you find it?" ${s.name} nods.`,
      {
        ages: ['little'],
      },
    ),
    en(
      (s) =>
        `${s.pal} has a guessing game. "It is big and round and it shines at night. What is it?" "The moon!" says ${s.name}. Clever!`,
      { ages: ['little'] },
    ),
    en(
      (s) =>
        `As soon as they arrived, ${s.where.guideName}, eyes bright with mischief, popped up with a grin. "Ah! Clever-looking visitors," ${s.where.guideName} said. "Just what I need. I have a riddle nobody here can answer." And ${s.where.guideName} asked it. ${s.where.riddle.question}`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.where.guide} "Ah, just in time," said ${s.where.guideName}. "Every night I hide a surprise, and every night a riddle keeps it safe. Tonight's is a good one." Then ${s.where.guideName} leaned close and asked it in a hush, as if the night might overhear. ${s.where.riddle.question}`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.sight()} Out of the dark came a voice as soft as a page turning. "Who goes there? Friends of riddles, I hope." It was ${s.where.guideName}. "Answer me this, and the surprise I have hidden is yours." ${s.where.riddle.question} ${s.name} said it over under ${s.his} breath, to keep it safe.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.pal} has a riddle. "It is soft. You put your head on it at night. What is it?" "My pillow!" says ${s.name}. Yes!`,
      { ages: ['little'] },
    ),
    en(
      (s) =>
        `"Guess what?" whispers ${s.pal}. "I hid a surprise. It is somewhere close." ${s.name} claps. Where, where?`,
      { ages: ['little'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `${s.where.guide} „Willkommen, ihr Reisenden“, sagte ${s.where.guideName} mit blitzenden Augen. „Heute Nacht habe ich ein Rätsel für euch, und wer es löst, findet die Überraschung, die ich versteckt habe. Hört gut zu.“ Und ganz langsam sagte ${s.where.guideName} es auf. ${s.where.riddle.question}`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Sie waren noch nicht weit gekommen, da rief eine Stimme: „Nicht so schnell!“ Es war ${s.where.guideName}. Hier ${s.where.again} kannte ${s.where.guideName} jedes Geheimnis und liebte nichts so sehr wie Rätsel. „Heute Nacht kommt hier keiner ohne Rätsel vorbei“, sagte ${s.where.guideName} und zwinkerte. ${s.where.riddle.question} ${s.name} und ${s.pal} schauten sich an. Da musste man gut nachdenken.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.sight()} Ein Stück weiter hing ein Schild, und darauf hatte jemand in geschwungenen silbernen Buchstaben ein Rätsel geschrieben. ${s.where.guideName}, eine Laterne in der Hand, kam herbei und las es mit ihnen. ${s.where.riddle.question} „Wer es löst“, sagte ${s.where.guideName}, „findet, was für ihn versteckt ist.“`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `„Hier ist etwas versteckt“, flüstert ${s.pal}. „Eine Überraschung, nur für dich. Findest du sie?“ ${s.name} nickt.`,
      {
        ages: ['little'],
      },
    ),
    de(
      (s) =>
        `${s.pal} spielt ein Ratespiel. „Es ist groß und rund und leuchtet in der Nacht. Was ist das?“ „Der Mond!“, ruft ${s.name}. Richtig!`,
      { ages: ['little'] },
    ),
    de(
      (s) =>
        `Kaum waren sie angekommen, tauchte ${s.where.guideName}, mit Augen, die vor Vergnügen blitzten, grinsend vor ihnen auf. „Ah! Besuch, der schlau aussieht“, sagte ${s.where.guideName}. „Genau das brauche ich. Ich habe ein Rätsel, das hier keiner lösen kann.“ Dann sagte ${s.where.guideName} es auf. ${s.where.riddle.question}`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.where.guide} „Ah, gerade noch rechtzeitig“, sagte ${s.where.guideName}. „Jede Nacht verstecke ich eine Überraschung, und jede Nacht passt ein Rätsel darauf auf. Das von heute ist ein gutes.“ Dann beugte sich ${s.where.guideName} vor und sagte es ganz leise auf, als könnte die Nacht mithören. ${s.where.riddle.question}`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.sight()} Aus dem Dunkeln kam eine Stimme, so leise wie eine Buchseite beim Umblättern. „Wer kommt da? Rätselfreunde, hoffe ich.“ Es war ${s.where.guideName}. „Beantwortet mir das, dann gehört euch die Überraschung, die ich versteckt habe.“ ${s.where.riddle.question} ${s.name} sagte es sich leise vor, damit es nicht verloren ging.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.pal} hat ein Rätsel. „Es ist weich. Nachts liegt dein Kopf darauf. Was ist das?“ „Mein Kissen!“, ruft ${s.name}. Genau!`,
      { ages: ['little'] },
    ),
    de(
      (s) =>
        `„Weißt du was?“, flüstert ${s.pal}. „Ich habe eine Überraschung versteckt. Ganz in der Nähe.“ ${s.name} klatscht. Wo nur, wo?`,
      { ages: ['little'] },
    ),
  ],
};

export const thinking: Passage = {
  en: [
    en(
      (s) =>
        `They walked on, thinking hard. "Is it a teapot?" asked ${s.pal}. It was not a teapot. "Is it a grandmother's sock?" It was certainly not that. ${s.name} giggled, and then looked around very carefully, because the answer to a riddle is often right under your nose.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.name} said the riddle over to ${s.himself}, line by line, as they walked, and ${s.pal} counted the clues on ${s.palHis} ${s.paws}. They looked at everything they passed, big and small, and asked each thing quietly, "Is it you?" ${s.sight()}`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `"Let's think," said ${s.name}, and sat down with ${s.his} chin in ${s.his} hands. ${s.pal} sat down too, with ${s.palHis} chin on ${s.palHis} ${s.paws}. They thought so hard that their foreheads wrinkled, and then they thought some more.`,
      { ages: ['big'] },
    ),
    en((s) => `Is it under here? No. Is it up there? No! ${s.name} looks and looks. Where can it be?`, {
      ages: ['little'],
    }),
    en((s) => `"Getting warmer," says ${s.pal}. Warmer, warmer, hot! ${s.name} giggles and looks again.`, {
      ages: ['little'],
    }),
    en(
      (s) =>
        `"Could it be a cloud?" wondered ${s.name}. "Or a sock? Or a sleepy snail?" ${s.pal} shook ${s.palHis} head at every guess, and they both laughed, and went on looking at everything ${s.where.again} with new and curious eyes.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `"Is it a sandwich?" asked ${s.pal}, which was the silliest guess yet, and ${s.name} laughed so much that ${s.he} had to stand still. Then ${s.he} had a silly idea too, and after that a sensible one, and ${s.he} looked about carefully to see whether it fitted anything at all. ${s.sight()}`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `They took the riddle apart like a puzzle. ${s.name} kept one piece of it in ${s.his} head, and ${s.pal} kept another. "Mine is tricky," said ${s.pal}. "So is mine," said ${s.name}. They peered at every single thing they passed, just in case. ${s.sight()}`,
      { ages: ['big'] },
    ),
    en((s) => `Hmm. ${s.name} thinks. ${s.pal} thinks. Think, think, think!`, { ages: ['little'] }),
    en((s) => `Peep behind here. Peep under there. Not yet! ${s.name} keeps looking.`, { ages: ['little'] }),
  ],
  de: [
    de(
      (s) =>
        `Sie gingen weiter und dachten scharf nach. „Ist es eine Teekanne?“, fragte ${s.pal}. Es war keine Teekanne. „Ist es eine Socke von einer Oma?“ Das war es ganz bestimmt nicht. ${s.name} kicherte und schaute sich dann sehr genau um, denn die Antwort auf ein Rätsel liegt oft direkt vor der Nase.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Im Gehen sagte ${s.name} sich das Rätsel immer wieder auf, Zeile für Zeile, und ${s.pal} zählte die Hinweise an den ${s.paws} ab. Sie schauten sich alles an, woran sie vorbeikamen, Großes und Kleines, und fragten jedes Ding ganz leise: „Bist du es?“ ${s.sight()}`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `„Lass uns nachdenken“, sagte ${s.name} und setzte sich hin, das Kinn in die Hände gestützt. ${s.pal} setzte sich dazu, das Kinn auf die ${s.paws} gelegt. Sie dachten so angestrengt nach, dass sich ihre Stirnen in Falten legten, und dann dachten sie noch ein bisschen weiter.`,
      { ages: ['big'] },
    ),
    de((s) => `Ist es hier unten? Nein. Ist es da oben? Nein! ${s.name} sucht und sucht. Wo kann es nur sein?`, {
      ages: ['little'],
    }),
    de((s) => `„Warm“, sagt ${s.pal}. Wärmer, wärmer, heiß! ${s.name} kichert und schaut noch einmal.`, {
      ages: ['little'],
    }),
    de(
      (s) =>
        `„Ist es vielleicht eine Wolke?“, überlegte ${s.name}. „Oder eine Socke? Oder eine schläfrige Schnecke?“ ${s.pal} schüttelte bei jedem Einfall den Kopf, und die beiden lachten und schauten sich alles ${s.where.again} mit neuen, neugierigen Augen an.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `„Ist es ein Butterbrot?“, fragte ${s.pal}, und das war der albernste Einfall bisher. ${s.name} musste so lachen, dass ${s.er} stehen bleiben musste. Dann hatte ${s.name} selbst einen albernen Einfall, danach einen klugen, und schaute sich genau um, ob er zu irgendetwas passte. ${s.sight()}`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Sie nahmen das Rätsel auseinander wie ein Puzzle. ${s.name} behielt ein Stück davon im Kopf, und ${s.pal} ein anderes. „Meins ist knifflig“, sagte ${s.pal}. „Meins auch“, sagte ${s.name}. Sie schauten sich jedes einzelne Ding an, an dem sie vorbeikamen, nur für alle Fälle. ${s.sight()}`,
      { ages: ['big'] },
    ),
    de((s) => `Hm. ${s.name} denkt nach. ${s.pal} denkt nach. Denk, denk, denk!`, { ages: ['little'] }),
    de((s) => `Hier hinten gucken. Da unten gucken. Noch nicht! ${s.name} sucht weiter.`, { ages: ['little'] }),
  ],
};
