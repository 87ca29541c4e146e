import { de, en, type Passage } from '../types.ts';

// The little lost one set free and taken home: patient hands, the long way back, and the homecoming.
// Told in little-lost-one.ts.

export const freed: Passage = {
  en: [
    en(
      (s) =>
        `Gently, gently, ${s.name} worked ${s.his} fingers in and eased it loose, while ${s.pal} hummed to keep it calm. Then it was free. It was warm and light, and its heart was going pitter-pat. "Where do you live?" asked ${s.name}, and it looked away into the night, towards home.`,
    ),
    en(
      (s) =>
        `It took patience, and careful fingers, and a great deal of holding still. But at last ${s.where.creature.the} was free, and it pressed itself close against ${s.name} as if it never meant to let go. "We'll take you home," ${s.name} promised. "Just show us which way."`,
    ),
    en(
      (s) =>
        `"Hold still, little one," whispered ${s.name}, and bit by bit, with ${s.pal} holding the way open, ${s.he} set it free. ${s.where.creature.The} shook itself, blinked at the night and then stayed right by ${s.name}'s side. Together they set off for home.`,
    ),
    en(
      (s) =>
        `${s.name} did not pull or tug. ${s.He} talked softly the whole time, the way you talk to someone who is frightened. ${s.His} fingers went slowly, slowly, until ${s.where.creature.the} could wriggle out at last. For a moment it sat very still. Then it came close and leaned against ${s.name}.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `"First we all take a big deep breath," said ${s.name}, "you too." And the little one really did grow a bit calmer. Then the two of them worked together, fingers and ${s.paws}, slowly and patiently, until nothing was holding on any more. Free! It stretched, shook itself and looked up at them as if to ask: what now? "Now we take you home," said ${s.name}.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `At first ${s.name} only looked, long and carefully: where was it caught, and where was there room? Then ${s.he} began, one small bit at a time, never two at once. ${s.pal} counted softly, so that the little one had something to listen to. At seven, it was free. It tumbled straight into ${s.name}'s lap and stayed there, as if that had always been its place.`,
      { ages: ['big'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `Ganz sacht schob ${s.name} die Finger hinein und half nach, Stück für Stück, während ${s.pal} leise summte, damit das kleine Tier ruhig blieb. Dann war es frei, warm und leicht, und sein Herz klopfte ganz schnell. „Wo wohnst du denn?“, fragte ${s.name}, und das kleine Tier schaute hinaus in die Nacht, dorthin, wo sein Zuhause war.`,
    ),
    de(
      (s) =>
        `Es brauchte Geduld und vorsichtige Finger und sehr viel Stillhalten. Aber endlich war ${s.where.creature.der.nom} frei und drückte sich ganz fest an ${s.name}, als wollte ${s.where.creature.er.nom} nie wieder loslassen. „Wir bringen dich nach Hause“, versprach ${s.name}. „Zeig uns nur den Weg.“`,
    ),
    de(
      (s) =>
        `„Halt still, du Kleines“, flüsterte ${s.name}, und nach und nach, während ${s.pal} den Weg frei hielt, bekam ${s.er} es los. Das kleine Tier schüttelte sich, blinzelte in die Nacht und wich nicht mehr von der Seite der beiden. Gemeinsam machten sie sich auf den Heimweg.`,
    ),
    de(
      (s) =>
        `${s.name} zog nicht und zerrte nicht. Die ganze Zeit über redete ${s.name} leise, so wie man mit jemandem redet, der Angst hat, und die Finger arbeiteten langsam, ganz langsam, bis das kleine Tier endlich herauskrabbeln konnte. Einen Augenblick saß es ganz still. Dann kam es näher und lehnte sich an ${s.sein('')} Knie.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.name} schaute zuerst nur hin, lange und genau: Wo klemmte es, und wo war Platz? Dann ging es los, ein kleines Stück nach dem anderen, nie zwei auf einmal. ${s.pal} zählte leise mit, damit das kleine Tier etwas zum Zuhören hatte. Bei sieben war es frei. Es plumpste ${s.name} direkt in den Schoß und blieb dort sitzen, als wäre das schon immer sein Platz gewesen.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `„Erst atmen wir alle einmal tief durch“, sagte ${s.name}, „du auch.“ Und wirklich, das kleine Tier wurde ein bisschen ruhiger. Dann arbeiteten die beiden zusammen, Finger und ${s.paws}, langsam und geduldig, bis nichts mehr festhielt. Frei! Das kleine Tier streckte sich, schüttelte sich und schaute sie an, als wollte es fragen: Und jetzt? „Jetzt bringen wir dich heim“, sagte ${s.name}.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Es war kniffelig. Einmal rutschte ${s.name} ab, und das kleine Tier fiepte erschrocken. „Entschuldige“, flüsterte ${s.name} und fing noch einmal von vorn an, noch langsamer als vorher. Diesmal klappte es. Mit einem Hüpfer war das kleine Tier draußen und kuschelte sich an ${s.pal}, ganz warm und ganz müde.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.pal} hielt fest, was festgehalten werden musste, und ${s.name} löste, was gelöst werden musste. Keiner sagte ein Wort. Nur das kleine Tier machte ab und zu ein winziges Geräusch, als wollte es fragen, ob es bald so weit sei. „Gleich“, flüsterte ${s.name}. Und dann, mit einem letzten kleinen Ruck, war es frei.`,
      { ages: ['big'] },
    ),
  ],
};

export const wayHome: Passage = {
  en: [
    en(
      (s) =>
        `The way home was longer than any of them had thought. ${s.where.creature.The} was tired, so they went slowly, and ${s.name} told it stories to keep its spirits up. Then, all at once, it lifted its head. "It knows where it is," said ${s.pal}. "We're nearly there."`,
    ),
    en(
      (s) =>
        `The three of them went on through the night, past sleeping things and still things. ${s.sight()} Every now and then the little one made a small sound that meant "this way", and every time it was right.`,
    ),
    en(
      (s) =>
        `On they went through the night, the three of them, past sleeping things and silent things. ${s.sight()} Every now and then ${s.where.creature.the} gave a little sound that meant "this way", and every single time, it was right.`,
    ),
    en(
      (s) =>
        `At a fork in the way, ${s.name} stopped. Left or right? ${s.where.creature.The} did not know either. So ${s.name} closed ${s.his} eyes and listened, the way ${s.pal} had shown ${s.him}, and far off to the right came a faint, worried calling. "That's your family," said ${s.name}. "This way!"`,
    ),
    en(
      (s) =>
        `"Which way is home?" asked ${s.name}. ${s.where.creature.The} looked left and looked right and did not know. So they took the way that felt warmest, and then the way that smelled most like home, and little by little the right way found them.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.pal} went in front, the little one pattered along in the middle, and ${s.name} walked at the back, making sure nobody got lost. They went through the night like a tiny parade. Once the little one took a wrong turn, noticed all by itself and came back looking sheepish. "Never mind," said ${s.name}. "The long way round is still a way home."`,
    ),
    en(
      (s) =>
        `The little one was so tired that soon it could go no further. So ${s.name} carried it, very carefully, in both arms, while ${s.pal} went ahead and called out whenever something was in the way. ${s.sight()} On the way the little one nearly fell asleep, but at every turning it lifted its nose for a moment and showed them which way.`,
    ),
  ],
  de: [
    de(
      (s) =>
        `Der Heimweg war länger, als sie gedacht hatten. Das kleine Tier war müde, deshalb gingen sie langsam, und ${s.name} erzählte ihm Geschichten, damit es den Mut nicht verlor. Dann hob es plötzlich den Kopf. „Es erkennt den Weg“, sagte ${s.pal}. „Wir sind fast da.“`,
    ),
    de(
      (s) =>
        `Zu dritt gingen sie weiter durch die Nacht, vorbei an schlafenden und stillen Dingen. ${s.sight()} Ab und zu gab das kleine Tier einen Laut von sich, der „hier entlang“ hieß, und jedes Mal hatte es recht.`,
    ),
    de(
      (s) =>
        `An einer Weggabelung blieb ${s.name} stehen. Links oder rechts? Das kleine Tier wusste es auch nicht. Da schloss ${s.name} die Augen und lauschte, so wie ${s.pal} es gezeigt hatte, und von rechts kam ganz leise ein sorgenvolles Rufen. „Das ist deine Familie“, sagte ${s.name}. „Hier entlang!“`,
    ),
    de(
      (s) =>
        `„Wo geht es nach Hause?“, fragte ${s.name}. Das kleine Tier schaute nach links und nach rechts und wusste es nicht. Also nahmen sie den Weg, der sich am wärmsten anfühlte, und dann den, der am meisten nach Zuhause roch. Und nach und nach fand der richtige Weg sie ganz von selbst.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Das kleine Tier war so müde, dass es bald nicht mehr weiterkonnte. Also trug ${s.name} es, ganz vorsichtig, in beiden Armen, und ${s.pal} ging vorneweg und sagte Bescheid, wenn etwas im Weg lag. ${s.sight()} Unterwegs schlief das kleine Tier beinahe ein, aber an jeder Abzweigung hob es kurz die Nase und zeigte die Richtung.`,
    ),
    de(
      (s) =>
        `Es wurde ein langer Weg, und zwischendurch mussten sie ausruhen. Dann saßen sie zu dritt da, ganz dicht beieinander, und schauten in die Nacht. ${s.sight()} „Weißt du noch, wie es bei dir zu Hause aussieht?“, fragte ${s.name}. Das kleine Tier hob den Kopf, drehte sich um und lief los, diesmal ohne zu zögern.`,
    ),
    de(
      (s) =>
        `Vorne lief ${s.pal}, in der Mitte trippelte das kleine Tier, und hinten ging ${s.name} und passte auf, dass keiner verloren ging. So zogen sie durch die Nacht wie ein kleiner Umzug. Einmal bog das kleine Tier falsch ab, merkte es selbst und kam verlegen zurück. „Macht nichts“, sagte ${s.name}. „Umwege sind auch Wege.“`,
    ),
    de(
      (s) =>
        `Unterwegs fing das kleine Tier an, Fragen zu stellen, auf seine Art. Es blieb vor jedem Stein stehen und schaute ${s.name} an, als wollte es wissen, ob das hier schon der richtige Weg sei. „Noch nicht“, sagte ${s.name} jedes Mal, „aber bald.“ ${s.sight()} Und dann, an einer Stelle, die aussah wie jede andere, fiepte es ganz hell: Hier kannte es sich aus.`,
    ),
  ],
};

export const home: Passage = {
  en: [
    en(
      (s) =>
        `And there at last was ${s.where.creatureHome}, and everyone who had been so worried came crowding round. ${s.where.creature.The} was home. It looked up at ${s.name} with shining eyes, as if to say thank you, and ${s.name} felt warm right through.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `It was the loveliest sound of the whole night: a small voice calling, and a bigger voice calling back. ${s.where.creature.The} hurried back to ${s.where.creatureHome}. For a while nobody said anything, because some moments are too full for words. Then it turned and gave ${s.name} one long, thankful look.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `"Here?" asked ${s.name}, and instead of answering, ${s.where.creature.the} went straight back to ${s.where.creatureHome}. All around, the night seemed to sigh with relief. ${s.pal} leaned against ${s.name}. "You were so gentle," ${s.palHe} said. "That's why it trusted you."`,
      { ages: ['big'] },
    ),
    en((s) => `Home, home, home! ${s.where.creature.The} is home again. Snuggle, snuggle. "Thank you," it peeps.`, {
      ages: ['little'],
    }),
    en((s) => `This way! There is ${s.where.creatureHome}. Hurry, hurry, home you go! ${s.name} waves goodbye.`, {
      ages: ['little'],
    }),
    en(
      (s) =>
        `The closer they came, the faster ${s.where.creature.the} went. Then there was ${s.where.creatureHome}, and a great deal of nuzzling and snuffling and gladness. ${s.name} and ${s.pal} stood back and watched, smiling so hard that their cheeks ached.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `From far off they heard it: an excited squeaking and rustling. Then ${s.where.creatureHome} came into view, and ${s.where.creature.the} ran the last few steps all by itself. ${s.name} watched it being greeted and sniffed and hugged, and felt a lump in ${s.his} throat, a very happy one.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `All at once the little one stopped and gave a call, louder than anything it had said all night. From up ahead came an answer, then another, and another. And there was ${s.where.creatureHome}, and one very small creature was being welcomed by a great many others all at once. ${s.name} felt ${s.pal} lean against ${s.him}, warm and content.`,
      { ages: ['big'] },
    ),
    en((s) => `The little one hops. Hop, hop, home! Everyone is happy. ${s.pal} waves goodbye.`, {
      ages: ['little'],
    }),
    en(
      (s) =>
        `The little one took the last few steps very slowly, as if it could not quite believe it was true. Then there was ${s.where.creatureHome}, and first everything went very quiet, and then very loud with joy. ${s.name} sat down a little way off and simply watched. ${s.pal} sat down beside ${s.him}. Nothing more was needed just then.`,
      { ages: ['big'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `Und da war endlich ${s.where.creatureHome}, und alle, die sich solche Sorgen gemacht hatten, kamen herbeigeeilt. ${s.where.creature.Der.nom} war zu Hause. Mit glänzenden Augen schaute das kleine Tier zu ${s.name} hinauf, als wollte es Danke sagen, und ${s.name} wurde es ganz warm ums Herz.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Es war das schönste Geräusch der ganzen Nacht: ein kleines Stimmchen, das rief, und eine größere Stimme, die antwortete. Das kleine Tier eilte los, und da war auch schon ${s.where.creatureHome}. Eine Weile sagte niemand etwas, denn manche Augenblicke sind zu voll für Worte. Dann drehte es sich um und schenkte ${s.name} einen langen, dankbaren Blick.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `„Hier?“, fragte ${s.name}, und statt einer Antwort flitzte das kleine Tier los, denn da war ${s.where.creatureHome}. Ringsum schien die ganze Nacht erleichtert aufzuatmen. ${s.pal} lehnte sich an ${s.name}. „Du warst so behutsam“, sagte ${s.palEr}. „Deshalb hat es dir vertraut.“`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Nach Hause, nach Hause! ${s.where.creature.Der.nom} ist wieder daheim. Kuscheln, kuscheln. „Danke“, piepst es.`,
      {
        ages: ['little'],
      },
    ),
    de((s) => `Hier entlang! Da ist ${s.where.creatureHome}. Schnell, schnell, nach Hause! ${s.name} winkt.`, {
      ages: ['little'],
    }),
    de(
      (s) =>
        `Je näher sie kamen, desto schneller wurde das kleine Tier. Dann war da ${s.where.creatureHome}, und es gab ein großes Schnuppern und Kuscheln und Freuen. ${s.name} und ${s.pal} traten einen Schritt zurück, schauten zu und lächelten, bis ihnen die Wangen wehtaten.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Schon von Weitem hörten sie ein aufgeregtes Fiepen und Rascheln. Dann tauchte ${s.where.creatureHome} auf, und das kleine Tier lief die letzten Schritte ganz allein. ${s.name} sah zu, wie es begrüßt und beschnuppert und gedrückt wurde, und hatte auf einmal einen Kloß im Hals, einen ganz glücklichen.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Auf einmal blieb das kleine Tier stehen und stieß einen Ruf aus, lauter als alles, was es die ganze Nacht gesagt hatte. Von vorn kam eine Antwort, dann noch eine und noch eine. Dann war da ${s.where.creatureHome}, und ein sehr kleines Tier wurde von sehr vielen anderen auf einmal begrüßt. ${s.name} spürte, wie ${s.pal} sich an ${s.ihn} lehnte, warm und zufrieden.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Und dann waren sie da: ${s.where.creatureHome}. Keiner hatte dort geschlafen vor lauter Sorge, und jetzt gab es kein Schimpfen, nur sehr viel Schnuppern und Drücken. Zum Abschied kam das kleine Tier noch einmal zurück und stupste ${s.name} mit der Nase an, ganz sacht, ein einziges Mal. Das hieß Danke, und ${s.name} verstand es genau.`,
      { ages: ['big'] },
    ),
    de((s) => `Da ist das Zuhause! Die Mama wartet schon. Drück, drück. ${s.name} lacht leise.`, {
      ages: ['little'],
    }),
    de((s) => `Das kleine Tier hüpft. Hüpf, hüpf, nach Hause! Alle sind froh. ${s.pal} winkt zum Abschied.`, {
      ages: ['little'],
    }),
    de(
      (s) =>
        `Das Zuhause war näher, als sie gedacht hatten, gleich hinter der nächsten Biegung. Kaum war ${s.where.creatureHome} zu sehen, da wurde aus dem müden kleinen Tier wieder ein flinkes. Es lief los, ohne sich umzudrehen, und ${s.name} musste lachen. Erst ganz am Schluss, schon mitten unter den anderen, schaute es noch einmal zurück, lange und froh.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Die letzten Schritte ging das kleine Tier ganz langsam, als könnte es nicht glauben, dass es wirklich wahr war. Dann war da ${s.where.creatureHome}, und erst wurde es ganz still und dann ganz laut vor Freude. ${s.name} setzte sich ein Stück abseits hin und schaute einfach nur zu. ${s.pal} setzte sich daneben. Mehr brauchte es gerade nicht.`,
      { ages: ['big'] },
    ),
  ],
};
