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
    en(
      (s) =>
        `Then the way split in two, and both paths looked exactly alike. "Which one?" asked ${s.pal}. ${s.name} stood very still and looked and looked, until ${s.he} saw it: far along the left-hand path, a tiny light was flickering, no bigger than a pinhead. "The Lamplighter lights the lights," said ${s.name}. "So we follow them."`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `Then the parcel slipped. For one dreadful moment it tumbled through the air, and ${s.name}'s heart tumbled with it, but ${s.pal} was quicker and caught it just before it touched the ground. They both sat down, rather suddenly. "That," said ${s.pal}, "was close." After that they carried it even more carefully than before.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `Then the way went up, as steep as a slide the wrong way round, and ${s.name}'s legs grew heavier with every step. ${s.pal} went first and found the footholds. ${s.name} passed the parcel up and climbed after it, and so they went, bit by bit, until at last they stood at the top, puffing and proud.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `The way grew so quiet that every step sounded too loud. There were no more lights and no more voices, only the two of them and the parcel and the dark. "I'm not scared," said ${s.name}, and then, more truthfully, "Well, a little." "Me too," said ${s.pal}, and somehow that made it easier.`,
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
    de(
      (s) =>
        `Dann teilte sich der Weg, und beide Pfade sahen ganz gleich aus. „Welcher?“, fragte ${s.pal}. ${s.name} stand ganz still und schaute und schaute, bis ${s.er} es entdeckte: Weit hinten auf dem linken Pfad flackerte ein winziges Licht, nicht größer als ein Stecknadelkopf. „Die Laternenfrau zündet die Lichter an“, sagte ${s.name}. „Also gehen wir den Lichtern nach.“`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Plötzlich rutschte das Päckchen weg. Einen schrecklichen Augenblick lang purzelte es durch die Luft, und ${s.name} blieb fast das Herz stehen, aber ${s.pal} war schneller und fing es auf, kurz bevor es den Boden berührte. Dann mussten sich die beiden erst einmal hinsetzen. „Das“, sagte ${s.pal}, „war knapp.“ Danach trugen sie es noch vorsichtiger als vorher.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Dann ging es bergauf, so steil wie eine Rutsche, nur verkehrt herum, und ${s.name} wurden die Beine mit jedem Schritt schwerer. ${s.pal} ging voraus und suchte die Tritte. ${s.name} reichte das Päckchen hinauf und kletterte hinterher, und so ging es Stück für Stück, bis sie endlich oben standen, schnaufend und stolz.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Der Weg wurde so still, dass jeder Schritt zu laut klang. Keine Lichter mehr, keine Stimmen, nur noch die beiden, das Päckchen und das Dunkel. „Ich hab keine Angst“, sagte ${s.name}, und dann, ehrlicher: „Na ja, ein bisschen.“ „Ich auch“, sagte ${s.pal}, und irgendwie wurde es dadurch leichter.`,
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
    en(
      (s) =>
        `The last bit of the way was steps, tiny ones worn smooth, leading up to a round green door with a bell beside it. ${s.pal} rang the bell. Ding. Nothing. Then a shuffle, and a cough, and the door opened a crack. "Nobody rings my bell," said a creaky old voice. "Nobody ever has." "We do," said ${s.name}. "Happy birthday."`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `The Lamplighter was not at home. Her door stood open and her chair was empty, and ${s.name}'s heart sank, until ${s.pal} pointed. High up a ladder, at the very last lamp of all, a small old lady was polishing the glass. "Hello up there!" called ${s.name}. The Lamplighter looked down, so surprised that she nearly dropped her cloth.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `The Lamplighter's house was easy to find in the end, because it was the only one there. There was a lamp in every window, one on the gate and one on the chimney, as if the house were lighting the edge of the night by itself. ${s.name} knocked, very politely. A small, wrinkled face peeped out. "Well I never," said the Lamplighter.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `They heard her before they saw her: on the far side of a little gate, somebody was singing "Happy birthday to me", very quietly and not quite in tune. ${s.name} glanced down at the parcel, then across at ${s.pal}. Then they opened the gate and sang the last line with her, loud and proud, and the old Lamplighter nearly fell off her stool.`,
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
    de(
      (s) =>
        `Das letzte Stück des Weges waren Stufen, winzige, glatt gelaufene Stufen, die zu einer runden grünen Tür hinaufführten, und neben der Tür hing eine Glocke. ${s.pal} läutete. Bimm. Nichts. Dann ein Schlurfen, ein Hüsteln, und die Tür ging einen Spalt auf. „An meiner Glocke läutet keiner“, sagte eine alte, knarzige Stimme. „Hat noch nie jemand.“ „Wir schon“, sagte ${s.name}. „Alles Gute zum Geburtstag.“`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Die Laternenfrau war nicht zu Hause. Die Tür stand offen, der Stuhl war leer, und ${s.name} wurde das Herz schwer, bis ${s.pal} nach oben zeigte. Hoch oben auf einer Leiter, an der allerletzten Lampe, putzte eine kleine alte Frau das Glas. „Hallo, da oben!“, rief ${s.name}. Die Laternenfrau schaute herunter und war so überrascht, dass ihr fast das Putztuch heruntergefallen wäre.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Das Haus der Laternenfrau war am Ende leicht zu finden, denn es war das einzige dort. In jedem Fenster stand eine Lampe, eine hing am Gartentor und eine am Schornstein, als wollte das Haus ganz allein den ganzen Rand der Nacht erleuchten. ${s.name} klopfte, sehr höflich. Ein kleines, runzliges Gesicht lugte heraus. „Na so was“, sagte die Laternenfrau.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Sie hörten sie, bevor sie sie sahen: Hinter einem kleinen Gartentor sang jemand ganz leise und nicht ganz richtig „Zum Geburtstag viel Glück“, ganz für sich allein. ${s.name} schaute auf das Päckchen und dann zu ${s.pal}. Dann machten sie das Tor auf und sangen die letzte Zeile laut mit, und die alte Laternenfrau fiel beinahe von ihrem Hocker.`,
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
    en(
      (s) =>
        `The Lamplighter did not tear the paper. She folded it up to keep, and the string too, and only then did she look inside. It was a scarf, long enough for two, with a stripe for every lamp she had lit in all her long life. She wound one end round her own neck and the other round ${s.name}'s, just for a moment, and laughed. Then she took up her pole and lit their way home, lamp by lamp, as far as they could see.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `"A birthday needs a song," said ${s.pal}, so they sang one on the doorstep, not very well, but very loudly. The Lamplighter clapped, and then she opened her present: a warm scarf in every colour of the night. "I shall wear it on every round," she said. When it was time to go, she lit a little lamp and let it go, and it bobbed along ahead of them all the way home.`,
      { ages: ['big'] },
    ),
    en(
      () => `The Lamplighter opens the parcel. A long, long scarf! She wraps it round and round. "So warm!" she says.`,
      { ages: ['little'] },
    ),
    en(
      (s) =>
        `"Happy birthday!" sing ${s.name} and ${s.pal}. The Lamplighter claps her hands. Then she lights the lamps, all the way home.`,
      { ages: ['little'] },
    ),
    en(
      (s) =>
        `The Lamplighter held the parcel for a long while before she opened it, just enjoying having one. Inside was a scarf, soft as a cat and long as a river, knitted by everyone ${s.where.again}. "Well," she said, and her voice wobbled a little. Then she gave ${s.name} her smallest lamp to carry home, and it never once flickered the whole way back.`,
      { ages: ['big'] },
    ),
    en(
      () =>
        `There was tea, and a very small cake with a candle on it, and the Lamplighter blew the candle out and made a wish she would not tell. Then she opened her parcel, found the scarf, wrapped it round twice and said it was the best birthday in a hundred years. When they left, every lamp along the edge burned a little brighter, all the way back.`,
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
    de(
      (s) =>
        `Die Laternenfrau riss das Papier nicht auf. Sie faltete es zusammen, um es aufzuheben, die Schnur auch, und erst dann schaute sie hinein. Es war ein Schal, lang genug für zwei, mit einem Streifen für jede Lampe, die sie in ihrem langen Leben angezündet hatte. Ein Ende legte sie sich selbst um den Hals und das andere ${s.name}, nur für einen Augenblick, und lachte. Dann nahm sie ihre Stange und zündete ihnen den Heimweg an, Lampe um Lampe, so weit das Auge reichte.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `„Zu einem Geburtstag gehört ein Lied“, sagte ${s.pal}, also sangen sie eins auf der Türschwelle, nicht besonders schön, aber sehr laut. Die Laternenfrau klatschte und packte dann ihr Geschenk aus: einen warmen Schal in allen Farben der Nacht. „Den trage ich auf jeder Runde“, sagte sie. Als es Zeit zum Gehen war, zündete sie eine kleine Lampe an und ließ sie los, und die hüpfte ihnen voraus, den ganzen Heimweg lang.`,
      { ages: ['big'] },
    ),
    de(
      () =>
        `Die Laternenfrau macht das Päckchen auf. Ein langer, langer Schal! Sie wickelt ihn rundherum. „So warm!“, sagt sie.`,
      { ages: ['little'] },
    ),
    de(
      (s) =>
        `„Zum Geburtstag viel Glück!“, singen ${s.name} und ${s.pal}. Die Laternenfrau klatscht in die Hände. Dann zündet sie die Lampen an, den ganzen Heimweg lang.`,
      { ages: ['little'] },
    ),
    de(
      (s) =>
        `Die Laternenfrau hielt das Päckchen lange in den Händen, bevor sie es aufmachte, einfach weil es so schön war, eins zu haben. Darin lag ein Schal, weich wie eine Katze und lang wie ein Fluss, gestrickt von allen ${s.where.again}. „Ihr Lieben“, sagte sie, und ihre Stimme wackelte ein bisschen. Dann gab sie ${s.name} ihre kleinste Lampe für den Heimweg mit, und die flackerte kein einziges Mal, den ganzen Weg zurück.`,
      { ages: ['big'] },
    ),
    de(
      () =>
        `Es gab Tee und einen sehr kleinen Kuchen mit einer Kerze darauf, und die Laternenfrau blies die Kerze aus und wünschte sich etwas, das sie nicht verriet. Dann öffnete sie ihr Päckchen, fand den Schal, wickelte ihn sich zweimal um und sagte, das sei der schönste Geburtstag seit hundert Jahren. Als die beiden gingen, brannte jede Lampe am Rand ein bisschen heller, bis ganz nach Hause.`,
      { ages: ['big'] },
    ),
  ],
};
