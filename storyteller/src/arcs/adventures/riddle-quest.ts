import { de, en, type Passage, type Arc } from '../types.ts';

// The place's guide loves riddles: whoever solves tonight's finds the surprise that is hidden. The
// child and the companion think, guess wrong, rest, and find the answer in the end; a little child
// plays a guessing game with the companion instead (the place's riddle is too long for small ears).

const riddleAsked: Passage = {
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
  ],
};

const thinking: Passage = {
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
  ],
};

const restingMinds: Passage = {
  en: [
    en(
      (s) =>
        `Then ${s.name} had an idea. "Let's go back to the very beginning," ${s.he} said, "and listen to every word." So they said the riddle once more, slowly, and this time ${s.name} closed ${s.his} eyes while ${s.he} listened.`,
    ),
    en(
      (s) =>
        `"Sometimes," said ${s.pal}, "the answer comes when you stop looking for it." So they stopped looking. They rested for a while and let the night be quiet around them, and the riddle sat quietly in their heads, waiting.`,
    ),
    en(
      (s) =>
        `The way grew narrow, and then wide again, and still the answer would not come. ${s.name} was not cross about it. A riddle is like a knot, ${s.he} thought: you don't pull, you loosen it, a little at a time.`,
    ),
    en(
      (s) =>
        `${s.name} went through the riddle one piece at a time, like counting stairs. The first part made sense. The second part made sense too. It was putting them together that was tricky. "Nearly," ${s.he} murmured. "Nearly."`,
      { ages: ['big'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `Da hatte ${s.name} eine Idee. „Wir fangen noch mal ganz von vorne an“, sagte ${s.er}, „und hören auf jedes einzelne Wort.“ Also sagten sie das Rätsel noch einmal auf, ganz langsam, und diesmal machte ${s.name} beim Zuhören die Augen zu.`,
    ),
    de(
      (s) =>
        `„Manchmal“, sagte ${s.pal}, „kommt die Antwort erst, wenn man aufhört, sie zu suchen.“ Also hörten sie auf zu suchen. Sie ruhten sich eine Weile aus und ließen die Nacht um sich herum still sein, und das Rätsel saß ganz ruhig in ihren Köpfen und wartete.`,
    ),
    de(
      (s) =>
        `Der Weg wurde schmal und dann wieder breit, und die Antwort wollte und wollte nicht kommen. Aber ${s.name} ärgerte sich nicht. Ein Rätsel ist wie ein Knoten, dachte ${s.er}: Man zieht nicht daran, man lockert ihn, ein kleines bisschen nach dem anderen.`,
    ),
    de(
      (s) =>
        `${s.name} ging das Rätsel Stück für Stück durch, wie beim Treppenzählen. Der erste Teil ergab Sinn. Der zweite Teil auch. Nur beides zusammen war knifflig. „Fast“, murmelte ${s.name}. „Gleich hab ich’s.“`,
      { ages: ['big'] },
    ),
  ],
};

const solved: Passage = {
  en: [
    en(
      (s) =>
        `And all at once ${s.name} knew. "It's ${s.where.riddle.answer}!" ${s.he} said. ${s.where.guideName} gave a delighted little bow. "Clever, clever you," said ${s.where.guideName}. "Not many get that one. Come, I'll show you your surprise."`,
    ),
    en(
      (s) =>
        `${s.name}'s eyes went wide. "I know," ${s.he} whispered, and then said it out loud, so that everyone could hear: "It's ${s.where.riddle.answer}." "It is," said ${s.where.guideName}, looking very pleased indeed. "Now follow me."`,
    ),
    en(
      (s) =>
        `"Wait," said ${s.name} slowly. "I think I've got it. Is it ${s.where.riddle.answer}?" ${s.where.guideName} smiled the biggest smile of the night. "That's exactly right," ${s.where.guideName} said, and ${s.pal} did a little hop of joy.`,
    ),
    en(
      (s) =>
        `${s.pal} opened ${s.palHis} mouth to guess, but ${s.name} got there first. "I know what it is," ${s.he} said. "It's ${s.where.riddle.answer}!" ${s.where.guideName} laughed with delight. "Exactly right," ${s.where.guideName} said.`,
      { ages: ['big'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `Und auf einmal wusste ${s.name} es. „Es ist ${s.where.riddle.answer}!“, sagte ${s.er}. ${s.where.guideName} machte eine kleine, entzückte Verbeugung. „Du schlaues Kind“, sagte ${s.where.guideName}. „Das errät nicht jeder. Komm, ich zeige dir deine Überraschung.“`,
    ),
    de(
      (s) =>
        `${s.name} machte große Augen. „Ich weiß es“, flüsterte ${s.er} und sagte es dann laut, damit alle es hören konnten: „Es ist ${s.where.riddle.answer}.“ „Ganz genau“, sagte ${s.where.guideName} und sah sehr zufrieden aus. „Jetzt kommt mit.“`,
    ),
    de(
      (s) =>
        `„Moment“, sagte ${s.name} langsam. „Ich glaube, ich hab’s. Ist es ${s.where.riddle.answer}?“ ${s.where.guideName} lächelte das breiteste Lächeln der ganzen Nacht. „Genau richtig“, sagte ${s.where.guideName}, und ${s.pal} machte einen kleinen Freudenhüpfer.`,
    ),
    de(
      (s) =>
        `${s.pal} wollte gerade raten, aber ${s.name} war schneller. „Ich weiß es“, sagte ${s.name}. „Es ist ${s.where.riddle.answer}!“ ${s.where.guideName} lachte vor Freude. „Ganz genau“, sagte ${s.where.guideName}.`,
      { ages: ['big'] },
    ),
  ],
};

const surprise: Passage = {
  en: [
    en(
      (s) =>
        `${s.where.guideName} led them to a hidden spot that nobody else knew about, and there, waiting on a flat stone, was ${s.where.gift.a}. "Whoever solves my riddle may keep it," said ${s.where.guideName}. ${s.name} held it carefully. It felt like the best prize in the world. ${s.where.nightfall}`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `"A riddle solved deserves a prize," said ${s.where.guideName}, and from somewhere out of sight brought out ${s.where.gift.a}. It was just right for ${s.name}, as if it had been made for ${s.him} long ago and kept until tonight. Then ${s.where.guideName} gave a great yawn. "And now, I think, it is time for everyone to sleep."`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `"You thought and thought, and you never gave up," said ${s.where.guideName}, and handed ${s.name} ${s.where.gift.a}. It had been hidden all evening for whoever was clever enough to find it.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `Here it is! The surprise! It is ${s.where.gift.a}. "For you," says ${s.pal}. ${s.name} smiles and smiles.`,
      {
        ages: ['little'],
      },
    ),
    en((s) => `Found it! Behind a stone is ${s.where.gift.a}. "Clever you," says ${s.pal}. What a lovely surprise.`, {
      ages: ['little'],
    }),
    en(
      (s) =>
        `"Now for the surprise," said ${s.where.guideName}, and pointed. Right under their noses, where they had walked past a dozen times, lay ${s.where.gift.a}. ${s.name} laughed. "It was here all along!" "Most good things are," said ${s.where.guideName}.`,
      { ages: ['big'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `${s.where.guideName} führte sie zu einem versteckten Plätzchen, das sonst keiner kannte, und dort, auf einem flachen Stein, lag ${s.where.gift.ein.nom}. „Wer mein Rätsel löst, darf das hier behalten“, sagte ${s.where.guideName}. ${s.name} hielt das Geschenk ganz vorsichtig. Es fühlte sich an wie der schönste Preis der Welt. ${s.where.nightfall}`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `„Ein gelöstes Rätsel verdient eine Belohnung“, sagte ${s.where.guideName} und holte von irgendwoher ${s.where.gift.ein.acc} hervor. Das Geschenk passte genau zu ${s.name}, als wäre es vor langer Zeit gemacht und bis heute Nacht aufgehoben worden. Dann gähnte ${s.where.guideName} ausgiebig. „Und jetzt, glaube ich, ist Schlafenszeit für alle.“`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `„Du hast nachgedacht und nachgedacht und nie aufgegeben“, sagte ${s.where.guideName} und reichte ${s.name} ${s.where.gift.ein.acc}. Den ganzen Abend war das Geschenk versteckt gewesen, für den, der klug genug war, es zu finden.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Da ist sie! Die Überraschung! ${s.where.gift.Ein.nom}. „Für dich“, sagt ${s.pal}. ${s.name} strahlt und strahlt.`,
      {
        ages: ['little'],
      },
    ),
    de(
      (s) =>
        `Gefunden! Hinter einem Stein liegt ${s.where.gift.ein.nom}. „Du bist schlau“, sagt ${s.pal}. Was für eine Überraschung!`,
      {
        ages: ['little'],
      },
    ),
    de(
      (s) =>
        `„Und jetzt die Überraschung“, sagte ${s.where.guideName} und zeigte nach unten. Direkt vor ihrer Nase, wo sie schon ein Dutzend Mal vorbeigelaufen waren, lag ${s.where.gift.ein.nom}. ${s.name} lachte. „Das war die ganze Zeit hier!“ „So ist das oft mit schönen Dingen“, sagte ${s.where.guideName}.`,
      { ages: ['big'] },
    ),
  ],
};

export const riddleQuest: Arc = {
  id: 'riddle-quest',
  kind: 'adventure',
  themes: [],
  ages: ['little', 'big'],
  title: {
    en: [
      en((s) => `${s.name} and the Riddle of the Night`),
      en((s) => `A Riddle for ${s.name}`),
      en((s) => `What Am I, ${s.name}?`),
    ],
    de: [
      de((s) => `${s.name} und das Rätsel der Nacht`),
      de((s) => `Ein Rätsel für ${s.name}`),
      de((s) => `Rate mal, ${s.name}!`),
    ],
  },
  summary: {
    en: [en((s) => `${s.name} and ${s.pal} solve a riddle ${s.where.in} and find the surprise hidden for them.`)],
    de: [
      de(
        (s) =>
          `${s.name} und ${s.pal} lösen ${s.where.in} ein Rätsel und finden die Überraschung, die für sie versteckt war.`,
      ),
    ],
  },
  recap: {
    en: [
      en(
        (s) =>
          `A riddle ${s.where.in} had kept ${s.name} and ${s.pal} puzzling the night before, until they solved it and found the surprise hidden for them.`,
      ),
      en(
        (s) =>
          `A tricky riddle had stood in the way last time, but ${s.name} and ${s.pal} had solved it and found a hidden surprise.`,
      ),
    ],
    de: [
      de(
        (s) =>
          `Über einem Rätsel ${s.where.in} hatten ${s.name} und ${s.pal} in der Nacht zuvor so lange gegrübelt, bis sie es gelöst und die versteckte Überraschung gefunden hatten.`,
      ),
      de(
        (s) =>
          `Ein kniffliges Rätsel hatte beim letzten Mal im Weg gestanden, aber ${s.name} und ${s.pal} hatten es gelöst und eine versteckte Überraschung gefunden.`,
      ),
    ],
  },
  scenes: [
    {
      picture: { composition: 'interior', where: 'bedroom', cast: ['grownups'], things: ['toy'] },
      beats: [{ moment: 'home-evening' }, { moment: 'arrival' }],
    },
    {
      picture: { composition: 'close-up', where: 'setting', cast: ['guide', 'siblings'] },
      beats: [riddleAsked, { moment: 'siblings-join' }, { moment: 'colour' }],
    },
    {
      picture: { composition: 'journey', where: 'setting', cast: ['siblings', 'creature'] },
      ages: ['big'],
      beats: [thinking, { moment: 'creature' }, { moment: 'thing' }],
    },
    {
      picture: { composition: 'journey', where: 'setting', cast: ['creature'] },
      ages: ['little'],
      beats: [thinking, { moment: 'creature' }, { moment: 'theme-challenge' }, { moment: 'theme-mastery' }],
    },
    {
      picture: { composition: 'wide', where: 'setting', things: ['food'] },
      ages: ['big'],
      beats: [{ moment: 'food' }, restingMinds, { moment: 'theme-challenge' }, { moment: 'theme-mastery' }],
    },
    {
      picture: { composition: 'close-up', where: 'setting', cast: ['guide'], things: ['prop'] },
      ages: ['big'],
      beats: [solved, { moment: 'activity' }, { moment: 'friend' }, { moment: 'place' }],
    },
    {
      picture: { composition: 'sky', where: 'setting', cast: ['guide'], things: ['star'] },
      ages: ['big'],
      beats: [surprise, { moment: 'memory' }],
    },
    {
      picture: { composition: 'wide', where: 'setting', things: ['food', 'prop'] },
      ages: ['little'],
      beats: [
        { moment: 'food' },
        surprise,
        { moment: 'activity' },
        { moment: 'memory' },
        { moment: 'thing' },
        { moment: 'place' },
      ],
    },
    {
      picture: { composition: 'interior', where: 'bedroom', asleep: true, cast: ['homePet'], things: ['toy'] },
      beats: [{ moment: 'goodnight' }],
    },
  ],
};
