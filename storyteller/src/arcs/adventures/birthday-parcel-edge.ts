import { de, en, type Passage } from '../types.ts';

// The birthday-parcel story's far end: the hard stretch of the way, the arrival at the Lamplighter's,
// and the present opened, with a lamp lit for the way home.

export const hardPart: Passage = {
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

export const arrived: Passage = {
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

export const lightHome: Passage = {
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
