import { de, en, type Passage, type Arc } from '../types.ts';

// A delivery across the place: it is the old Lamplighter's birthday, she lives alone at the far edge
// where the way runs out, and nobody can leave their post to take her present. The child and the
// companion carry it all the way, without peeking; she lights their way home.

const parcel: Passage = {
  en: [
    en(
      (s) =>
        `${s.where.guide} ${s.where.guideName} was holding a parcel tied up with string. "Could you do something for me?" ${s.where.guideName} asked. "Tonight is the old Lamplighter's birthday. She lives at the far edge, where the way runs out, and she has nobody to share it with. Would you take her this?" ${s.name} held out both hands at once.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `Right at the start of the way, ${s.where.guideName}, as old and kind as the night itself, was waiting with a small, round parcel. "It's for the Lamplighter," ${s.where.guideName} explained. "She keeps the night's lights burning at the very edge, and it's her birthday. Everyone helped to make it, but nobody can leave their post tonight." "We'll take it," said ${s.name}.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.sight()} Then ${s.where.guideName}, who knew the way to everywhere, came hurrying up with a parcel. "You look like good carriers," ${s.where.guideName} said. "This must reach the old Lamplighter by midnight. It's a birthday present, and it mustn't get lost." ${s.name} and ${s.pal} looked at each other and nodded.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `Here is a parcel. It is for the Lamplighter, far away. It is her birthday! "We can take it," says ${s.name}.`,
      { ages: ['little'] },
    ),
    en(
      (s) =>
        `A present, tied with string! "Please take it to the Lamplighter," says a little voice. Off go ${s.name} and ${s.pal}.`,
      { ages: ['little'] },
    ),
    en(
      (s) =>
        `"A parcel for the Lamplighter!" called ${s.where.guideName}, quite out of breath, hurrying towards them with it held up high. "It's her birthday, and she lives at the very edge, where the way runs out. Will you be my messengers tonight?" ${s.name} stood up very straight. "Yes," ${s.he} said.`,
      { ages: ['big'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `${s.where.guide} ${s.where.guideName} hielt ein Päckchen mit einer Schnur darum. „Könnt ihr mir einen Gefallen tun?“, fragte ${s.where.guideName}. „Heute hat die alte Laternenfrau Geburtstag. Sie wohnt ganz am Rand, wo der Weg aufhört, und hat niemanden, mit dem sie feiern kann. Bringt ihr das zu ihr?“ ${s.name} streckte sofort beide Hände aus.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Gleich am Anfang des Weges wartete ${s.where.guideName}, so alt wie die Nacht selbst, mit einem kleinen, runden Päckchen. „Das ist für die Laternenfrau“, erklärte ${s.where.guideName}. „Sie hält ganz am Rand die Lichter der Nacht am Brennen, und heute ist ihr Geburtstag. Alle haben mitgeholfen, aber heute Nacht kann keiner weg.“ „Wir bringen es hin“, sagte ${s.name}.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.sight()} Da kam ${s.where.guideName} mit einem Päckchen angeeilt. „Ihr seht aus, als könntet ihr gut tragen“, sagte ${s.where.guideName}. „Das muss bis Mitternacht zur alten Laternenfrau. Es ist ein Geburtstagsgeschenk, und es darf nicht verloren gehen.“ ${s.name} und ${s.pal} sahen sich an und nickten.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Hier ist ein Päckchen. Es ist für die Laternenfrau, weit, weit weg. Sie hat Geburtstag! „Wir bringen es hin“, sagt ${s.name}.`,
      { ages: ['little'] },
    ),
    de(
      (s) =>
        `Ein Geschenk mit einer Schnur darum! „Bringt ihr es zur Laternenfrau?“, fragt ein feines Stimmchen. Los gehen ${s.name} und ${s.pal}.`,
      { ages: ['little'] },
    ),
    de(
      (s) =>
        `„Ein Päckchen für die Laternenfrau!“, rief ${s.where.guideName}, ganz außer Atem, und eilte mit dem hochgehaltenen Päckchen auf sie zu. „Sie hat Geburtstag und wohnt ganz am Rand, wo der Weg aufhört. Wollt ihr heute Nacht meine Boten sein?“ ${s.name} stellte sich ganz gerade hin. „Ja“, sagte ${s.name}.`,
      { ages: ['big'] },
    ),
  ],
};

const carrying: Passage = {
  en: [
    en(
      (s) =>
        `They carried the parcel carefully, taking turns. It was not heavy, but it was important, and important things need holding with both hands. ${s.sight()} The way went on and on, further than ${s.name} had ever been.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `"What do you think is inside?" whispered ${s.pal}. ${s.name} gave it the gentlest shake. Something inside went soft, soft, soft, like wool. They did not peek. You don't peek at somebody else's birthday present, not even a tiny bit.`,
      { ages: ['big'] },
    ),
    en(
      () =>
        `The way wound on past everything they knew, out into the places where hardly anybody went. Now and then somebody asked where they were going, and when they said, "To the Lamplighter, for her birthday," everybody smiled and pointed the way.`,
      { ages: ['big'] },
    ),
    en((s) => `Carry, carry, step by step. Hold it tight! Not too tight. Just right. ${s.pal} shows the way.`, {
      ages: ['little'],
    }),
    en((s) => `Is it far? Yes, very far. Over here, round there. ${s.name} holds the parcel with both hands.`, {
      ages: ['little'],
    }),
    en(
      (s) =>
        `${s.pal} carried it for a while, then ${s.name} carried it, and then they carried it together, one at each end, which was silly but fun. ${s.sight()}`,
      { ages: ['big'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `Sie trugen das Päckchen ganz vorsichtig und wechselten sich ab. Es war nicht schwer, aber es war wichtig, und wichtige Dinge hält man mit beiden Händen. ${s.sight()} Der Weg ging weiter und weiter, weiter, als ${s.name} je gewesen war.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `„Was meinst du, was drin ist?“, flüsterte ${s.pal}. ${s.name} schüttelte das Päckchen ganz, ganz sacht. Drinnen machte es weich, weich, weich, wie Wolle. Sie schauten nicht nach. In das Geburtstagsgeschenk von jemand anderem schaut man nicht, nicht einmal ein winziges bisschen.`,
      { ages: ['big'] },
    ),
    de(
      () =>
        `Der Weg schlängelte sich an allem vorbei, was sie kannten, hinaus in die Gegenden, in die kaum jemand kam. Ab und zu fragte jemand, wohin sie wollten, und wenn sie sagten: „Zur Laternenfrau, sie hat Geburtstag“, lächelten alle und zeigten ihnen den Weg.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Tragen, tragen, Schritt für Schritt. Gut festhalten! Nicht zu fest. Genau richtig. ${s.pal} zeigt den Weg.`,
      {
        ages: ['little'],
      },
    ),
    de((s) => `Ist es weit? Ja, sehr weit. Hier entlang, da herum. ${s.name} hält das Päckchen mit beiden Händen.`, {
      ages: ['little'],
    }),
    de(
      (s) =>
        `Eine Weile trug ${s.pal} das Päckchen, dann trug ${s.name} es, und dann trugen sie es zusammen, jeder an einem Ende, was ziemlich albern war, aber lustig. ${s.sight()}`,
      { ages: ['big'] },
    ),
  ],
};

const hardPart: Passage = {
  en: [
    en(
      (s) =>
        `Then they came to the hardest part of all, a narrow place where the way was hardly wider than a ribbon. ${s.name} held the parcel close and went one step at a time, and ${s.pal} went just in front, saying, "Here. And here. And here."`,
    ),
    en(
      (s) =>
        `Halfway there, ${s.name}'s arms began to ache, and the edge still seemed very far away. "Let's rest," said ${s.pal}. So they sat down with the parcel between them and looked back at how far they had already come.`,
    ),
    en(
      (s) =>
        `The lights behind them grew small, and the dark ahead grew wide. For a moment ${s.name} wondered whether they would ever get there. "We will," said ${s.pal}, as if ${s.palHe} had heard the thought. "One step, and then one more."`,
    ),
    en(
      (s) =>
        `Then the way went down into a dip so dark that ${s.name} could hardly see ${s.his} own feet. ${s.He} held the parcel tighter. "It's only a dip," said ${s.pal}. "Dips always come up again on the other side." And so it did.`,
      { ages: ['big'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `Dann kamen sie an die schwierigste Stelle von allen, eine schmale Stelle, an der der Weg kaum breiter war als ein Band. ${s.name} hielt das Päckchen fest an sich gedrückt und ging Schritt für Schritt, und ${s.pal} ging dicht voraus und sagte: „Hier. Und hier. Und hier.“`,
    ),
    de(
      (s) =>
        `Auf halber Strecke taten ${s.name} die Arme weh, und der Rand schien noch so weit weg. „Lass uns ausruhen“, sagte ${s.pal}. Also setzten sie sich hin, das Päckchen zwischen sich, und schauten zurück, wie weit sie schon gekommen waren.`,
    ),
    de(
      (s) =>
        `Die Lichter hinter ihnen wurden klein, und das Dunkel vor ihnen wurde weit. Einen Augenblick lang fragte sich ${s.name}, ob sie jemals ankommen würden. „Wir schaffen das“, sagte ${s.pal}, als hätte ${s.palEr} den Gedanken gehört. „Ein Schritt, und dann noch einer.“`,
    ),
    de(
      (s) =>
        `Dann führte der Weg hinunter in eine Senke, so dunkel, dass ${s.name} kaum die eigenen Füße sah. Das Päckchen hielt ${s.name} jetzt noch fester. „Das ist nur eine Senke“, sagte ${s.pal}. „Auf der anderen Seite geht es immer wieder hinauf.“ Und so war es.`,
      { ages: ['big'] },
    ),
  ],
};

const arrived: Passage = {
  en: [
    en(
      (s) =>
        `At last, right at the very edge, they saw a small light in a small window, and under it a small door. ${s.name} knocked. The door opened, and there stood the old Lamplighter, blinking in surprise. "Visitors?" she said. "For me? On my birthday?"`,
    ),
    en(
      () =>
        `The way ran out, just as they had been told it would. There, where it ended, sat the old Lamplighter on her doorstep, polishing a lamp and humming to herself, all alone. When she saw them, her face lit up brighter than any of her lamps.`,
    ),
    en(
      (s) =>
        `They knew they had arrived when they saw the lamps, hundreds of them, all along the edge of the night. Among them was a very old, very small person with a very long pole, lighting them one by one. "Happy birthday," said ${s.name} shyly, and held out the parcel.`,
    ),
    en(
      () =>
        `At the end of the way stood a tiny house with a lamp in every window, and on the doorstep, waiting for nobody in particular, sat the old Lamplighter. When she saw the parcel, she put both hands to her cheeks. "Is that for me?" she whispered.`,
      { ages: ['big'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `Endlich, ganz am Rand, sahen sie ein kleines Licht in einem kleinen Fenster und darunter eine kleine Tür. ${s.name} klopfte. Die Tür ging auf, und da stand die alte Laternenfrau und blinzelte erstaunt. „Besuch?“, sagte sie. „Für mich? An meinem Geburtstag?“`,
    ),
    de(
      () =>
        `Der Weg hörte auf, genau wie es geheißen hatte. Dort, wo er zu Ende war, saß die alte Laternenfrau auf ihrer Türschwelle, putzte eine Lampe und summte vor sich hin, ganz allein. Als sie die beiden sah, leuchtete ihr Gesicht heller als all ihre Lampen.`,
    ),
    de(
      (s) =>
        `Dass sie angekommen waren, merkten sie an den Lampen, Hunderten von Lampen, am ganzen Rand der Nacht entlang. Mittendrin stand eine sehr alte, sehr kleine Frau mit einer sehr langen Stange und zündete sie eine nach der anderen an. „Alles Gute zum Geburtstag“, sagte ${s.name} schüchtern und hielt ihr das Päckchen hin.`,
    ),
    de(
      () =>
        `Am Ende des Weges stand ein winziges Haus mit einer Lampe in jedem Fenster, und auf der Türschwelle saß die alte Laternenfrau und wartete auf niemanden Bestimmten. Als sie das Päckchen sah, legte sie beide Hände an die Wangen. „Ist das für mich?“, flüsterte sie.`,
      { ages: ['big'] },
    ),
  ],
};

const lightHome: Passage = {
  en: [
    en(
      (s) =>
        `The Lamplighter opened the parcel with trembling fingers. Inside was a scarf, long and soft and every colour at once, knitted by everyone who loved her. She wound it round her neck and hugged ${s.name} very gently. "Now watch," she said, and lit one more lamp, the brightest of all, to light their way home.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `Inside the parcel was a scarf, knitted by everyone ${s.where.again}, one row each, so long that it went round the Lamplighter three times. She laughed, and cried a little, the happy kind of crying. "I thought everyone had forgotten," she said. Then she lifted her long pole and lit a row of new lights, all the way back, to show them the way home.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `They had birthday cake on the doorstep, the three of them, while the Lamplighter told stories about every lamp she had ever lit. Then she wrapped the scarf from the parcel round her neck and waved them off. "Come again," she called. "Any night at all." ${s.where.nightfall}`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `Knock, knock! Here is the Lamplighter. "Happy birthday!" says ${s.name}. She opens the parcel. A scarf! She smiles and smiles.`,
      { ages: ['little'] },
    ),
    en(
      (s) =>
        `"For me?" says the Lamplighter. Inside is a warm scarf. "Thank you!" She lights a bright lamp, just for ${s.name}.`,
      { ages: ['little'] },
    ),
    en(
      (s) =>
        `She unwrapped it slowly, to make it last. Inside lay a soft, warm scarf, knitted by everyone, one row each. "Oh," said the Lamplighter, and for a while that was all she could say. Then she lit a lamp for ${s.name} and a lamp for ${s.pal}, and they glowed all the way home.`,
      { ages: ['big'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `Mit zitternden Fingern öffnete die Laternenfrau das Päckchen. Darin lag ein Schal, lang und weich und in allen Farben zugleich, gestrickt von allen, die sie lieb hatten. Sie wickelte ihn sich um den Hals und drückte ${s.name} ganz sacht. „Und jetzt passt auf“, sagte sie und zündete noch eine Lampe an, die hellste von allen, damit sie ihren Heimweg fanden.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `In dem Päckchen war ein Schal, gestrickt von allen ${s.where.again}, jeder eine Reihe, so lang, dass er dreimal um die Laternenfrau herumreichte. Sie lachte und weinte ein bisschen, so wie man vor Freude weint. „Ich dachte, alle hätten mich vergessen“, sagte sie. Dann hob sie ihre lange Stange und zündete eine Reihe neuer Lichter an, den ganzen Weg zurück, damit die beiden nach Hause fanden.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Zu dritt aßen sie Geburtstagskuchen auf der Türschwelle, und die Laternenfrau erzählte von jeder Lampe, die sie je angezündet hatte. Dann wickelte sie sich den Schal aus dem Päckchen um den Hals und winkte ihnen nach. „Kommt wieder“, rief sie. „Jede Nacht, die ihr wollt.“ ${s.where.nightfall}`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Klopf, klopf! Da ist die Laternenfrau. „Alles Gute zum Geburtstag!“, sagt ${s.name}. Sie macht das Päckchen auf. Ein Schal! Sie lächelt und lächelt.`,
      { ages: ['little'] },
    ),
    de(
      (s) =>
        `„Für mich?“, fragt die Laternenfrau. Drin ist ein warmer Schal. „Danke!“ Sie zündet eine helle Lampe an, nur für ${s.name}.`,
      { ages: ['little'] },
    ),
    de(
      (s) =>
        `Ganz langsam packte sie es aus, damit es lange dauerte. Drinnen lag ein weicher, warmer Schal, gestrickt von allen, jeder eine Reihe. „Oh“, sagte die Laternenfrau, und mehr konnte sie eine ganze Weile nicht sagen. Dann zündete sie eine Lampe für ${s.name} an und eine für ${s.pal}, und die leuchteten ihnen den ganzen Heimweg lang.`,
      { ages: ['big'] },
    ),
  ],
};

export const birthdayParcel: Arc = {
  id: 'birthday-parcel',
  kind: 'adventure',
  themes: [],
  ages: ['little', 'big'],
  title: {
    en: [
      en((s) => `${s.name} and the Birthday Parcel`),
      en(() => `A Present for the Lamplighter`),
      en((s) => `${s.name}, ${s.pal} and the Edge of the Night`),
    ],
    de: [
      de((s) => `${s.name} und das Geburtstagspäckchen`),
      de(() => `Ein Geschenk für die Laternenfrau`),
      de((s) => `${s.name}, ${s.pal} und der Rand der Nacht`),
    ],
  },
  summary: {
    en: [
      en((s) => `${s.name} and ${s.pal} carry a birthday present right across ${s.where.name} to the old Lamplighter.`),
    ],
    de: [
      de(
        (s) =>
          `${s.name} und ${s.pal} tragen ein Geburtstagsgeschenk ${s.where.in} bis ganz an den Rand, zur alten Laternenfrau.`,
      ),
    ],
  },
  recap: {
    en: [
      en(
        (s) =>
          `A birthday parcel had gone all the way across ${s.where.name} the night before, carried by ${s.name} and ${s.pal} to the old Lamplighter, who had lit their way home.`,
      ),
      en(
        (s) =>
          `Someone at the very edge of the night had had a birthday last time, and ${s.name} and ${s.pal} had carried the present all the way there.`,
      ),
    ],
    de: [
      de(
        (s) =>
          `Ein Geburtstagspäckchen war in der Nacht zuvor ${s.where.in} bis zur alten Laternenfrau gereist, getragen von ${s.name} und ${s.pal}, und sie hatte ihnen den Heimweg beleuchtet.`,
      ),
      de(
        (s) =>
          `Jemand ganz am Rand der Nacht hatte beim letzten Mal Geburtstag gehabt, und ${s.name} und ${s.pal} hatten das Geschenk hingebracht.`,
      ),
    ],
  },
  scenes: [
    {
      picture: { composition: 'interior', where: 'bedroom', cast: ['grownups', 'homePet'], things: ['toy'] },
      beats: [{ moment: 'home-evening' }, { moment: 'arrival' }],
    },
    {
      picture: { composition: 'close-up', where: 'setting', cast: ['guide', 'siblings'], things: ['lantern'] },
      beats: [parcel, { moment: 'siblings-join' }, { moment: 'colour' }],
    },
    {
      picture: { composition: 'journey', where: 'setting', cast: ['siblings', 'creature'] },
      ages: ['big'],
      beats: [carrying, { moment: 'creature' }, { moment: 'memory' }],
    },
    {
      picture: { composition: 'journey', where: 'setting', cast: ['creature'] },
      ages: ['little'],
      beats: [carrying, { moment: 'creature' }, { moment: 'theme-challenge' }, { moment: 'theme-mastery' }],
    },
    {
      picture: { composition: 'wide', where: 'setting', things: ['food'] },
      ages: ['big'],
      beats: [hardPart, { moment: 'theme-challenge' }, { moment: 'theme-mastery' }, { moment: 'food' }],
    },
    {
      picture: { composition: 'close-up', where: 'setting', things: ['lantern'] },
      ages: ['big'],
      beats: [arrived, { moment: 'activity' }, { moment: 'thing' }],
    },
    {
      picture: { composition: 'sky', where: 'setting', things: ['lantern', 'star', 'prop'] },
      ages: ['big'],
      beats: [lightHome, { moment: 'friend' }, { moment: 'place' }],
    },
    {
      picture: { composition: 'wide', where: 'setting', things: ['lantern', 'food'] },
      ages: ['little'],
      beats: [
        { moment: 'food' },
        lightHome,
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
