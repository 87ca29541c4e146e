import { de, en, type Passage, titleCase, type Arc } from '../types.ts';

// A little creature of the place is lost and stuck far from home: the child hears it, frees it with
// patient hands and carries it all the way back. The way home leaves room for the goal and the
// favourite things; the homecoming is a quiet, full-hearted joy.

const heard: Passage = {
  en: [
    en(
      (s) =>
        `${s.where.guide} But ${s.where.guideName} was not smiling. "One of our littlest ones is missing," ${s.where.guideName} said. "${s.where.creature.A} went exploring at sunset and never came home, and everyone is worried." ${s.name} looked at ${s.pal}. "Then we'll find it," ${s.he} said.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `They had hardly gone ten steps when ${s.pal} stopped still. "Did you hear that?" There it was again: a tiny, unhappy sound somewhere off the path, like a whistle that had lost its tune. Out of the dark came ${s.where.guideName}, the keeper of the night ${s.where.again}. "One of our little ones is lost," ${s.where.guideName} said. "Will you help us?"`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.sight()} Then, under all the other night sounds, ${s.name} heard a thin little voice, calling and calling and getting no answer. "Somebody can't find the way home," said ${s.where.guideName}, who knew every corner ${s.where.again} and had come to meet them. Nobody should be lost at night, thought ${s.name}. "We'll help," ${s.he} said.`,
      { ages: ['big'] },
    ),
    en((s) => `Listen! A tiny voice. Peep, peep! Someone small is lost. "We can help," says ${s.name}.`, {
      ages: ['little'],
    }),
    en((s) => `Sniff, sniff. Somebody is crying. Somebody very small. ${s.name} and ${s.pal} tiptoe closer.`, {
      ages: ['little'],
    }),
    en(
      (s) =>
        `${s.pal} stopped so suddenly that ${s.name} nearly bumped into ${s.palHim}. "Shh," ${s.palHe} breathed. Somewhere ${s.where.again}, something very small was crying, the way you cry when you have been brave for too long. Just then ${s.where.guideName}, with a worried face, came hurrying up. "You've heard it too," ${s.where.guideName} said. "Will you help us find it?"`,
      { ages: ['big'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `${s.where.guide} Aber ${s.where.guideName} lächelte nicht. „Einer unserer Allerkleinsten ist verschwunden“, sagte ${s.where.guideName}. „${s.where.creature.Ein.nom} ist bei Sonnenuntergang auf Entdeckungsreise gegangen und nicht mehr heimgekommen. Alle machen sich Sorgen.“ ${s.name} schaute ${s.pal} an. „Dann suchen wir“, sagte ${s.er}.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Sie waren kaum zehn Schritte gegangen, da blieb ${s.pal} stehen. „Hörst du das?“ Da war es wieder: ein feines, trauriges Geräusch, irgendwo abseits des Weges, wie ein Pfeifen, das seine Melodie verloren hat. Gleich darauf stand ${s.where.guideName} vor ihnen, ganz außer Atem vom Suchen. „Eins unserer Kleinen ist verschwunden. Helft ihr uns?“`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.sight()} Doch unter all den Geräuschen der Nacht hörte ${s.name} plötzlich ein dünnes Stimmchen, das rief und rief und keine Antwort bekam. Da kam ihnen jemand entgegen, der hier jeden Winkel kannte, ${s.where.guideName}. „Eins unserer Kleinen findet den Heimweg nicht mehr“, sagte ${s.where.guideName}. Niemand sollte sich nachts verlaufen, dachte ${s.name}. „Wir helfen“, sagte ${s.er}.`,
      { ages: ['big'] },
    ),
    de((s) => `Horch! Ein feines Stimmchen. Piep, piep! Da hat sich jemand verlaufen. „Wir helfen“, sagt ${s.name}.`, {
      ages: ['little'],
    }),
    de((s) => `Schnief, schnief. Da weint jemand. Jemand ganz Kleines. ${s.name} und ${s.pal} schleichen näher.`, {
      ages: ['little'],
    }),
    de(
      (s) =>
        `${s.pal} blieb so plötzlich stehen, dass ${s.name} beinahe gegen ${s.palIhn} gestoßen wäre. „Pst“, hauchte ${s.palEr}. Irgendwo ${s.where.again} weinte etwas ganz Kleines, so wie man weint, wenn man zu lange tapfer gewesen ist. Da kam ${s.where.guideName}, mit besorgtem Gesicht, herbeigeeilt. „Ihr habt es auch gehört“, sagte ${s.where.guideName}. „Helft ihr uns suchen?“`,
      { ages: ['big'] },
    ),
  ],
};

const found: Passage = {
  en: [
    en(
      (s) =>
        `They followed the sound ${s.where.again}, this way and that, until it was right beside them. There, stuck fast in ${s.where.snag}, was ${s.where.creature.a}, trembling all over. "Hello," said ${s.name} softly. "Don't be frightened. We've come to help."`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `It took a long time. They looked behind and beneath and in between, and ${s.pal} checked every shadow twice. At last ${s.name} knelt down and peered into ${s.where.snag}, and two frightened eyes looked back. It was ${s.where.creature.a}, caught and tired and very far from home.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `"Over here!" called ${s.pal}. Caught in ${s.where.snag}, much too tired to wriggle free, was ${s.where.creature.a}. When it saw them, it gave one small, hopeful sound, as if it had been waiting for exactly them.`,
      { ages: ['big'] },
    ),
    en((s) => `Look high, look low. There! ${s.where.creature.A}, stuck tight. "Hello, little one," says ${s.name}.`, {
      ages: ['little'],
    }),
    en((s) => `Here? No. There? No. Here! It is ${s.where.creature.a}. It is stuck! Poor little thing.`, {
      ages: ['little'],
    }),
    en(
      (s) =>
        `${s.name} followed the crying, step by careful step, and ${s.pal} followed ${s.name}. The sound led them round and down and under, until at last they found ${s.where.creature.a}. It was stuck tight in ${s.where.snag}, with big, tired eyes.`,
      { ages: ['big'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `Sie folgten dem Stimmchen ${s.where.again}, mal hierhin, mal dorthin, bis es ganz nah war. Und da steckte ${s.where.snag} ${s.where.creature.ein.nom} fest und zitterte am ganzen Leib. „Hallo“, sagte ${s.name} leise. „Hab keine Angst. Wir helfen dir.“`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Es dauerte lange. Sie schauten hinter alles und unter alles und zwischen alles, und ${s.pal} sah in jedem Schatten zweimal nach. Endlich kniete ${s.name} sich hin, und da, ${s.where.snag}, blinzelten zwei ängstliche Augen. Es war ${s.where.creature.ein.nom}, müde und weit weg von zu Hause.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `„Hier drüben!“, rief ${s.pal}. Dort steckte ${s.where.creature.ein.nom} ${s.where.snag} fest, viel zu müde, um sich allein zu befreien. Als das kleine Tier die beiden sah, gab es einen winzigen, hoffnungsvollen Laut von sich, als hätte es genau auf sie gewartet.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Oben schauen, unten schauen. Da! ${s.where.creature.Ein.nom} steckt fest. „Hallo, du Kleines“, sagt ${s.name}.`,
      {
        ages: ['little'],
      },
    ),
    de((s) => `Hier? Nein. Da? Nein. Hier! Es ist ${s.where.creature.ein.nom}. Und das kleine Tier steckt fest!`, {
      ages: ['little'],
    }),
    de(
      (s) =>
        `Schritt für vorsichtigen Schritt folgte ${s.name} dem Weinen, und ${s.pal} folgte ${s.name}. Das Geräusch führte sie herum und hinunter und hindurch, bis sie endlich ${s.where.creature.ein.acc} fanden. Das kleine Tier steckte ${s.where.snag} fest und schaute sie mit großen, müden Augen an.`,
      { ages: ['big'] },
    ),
  ],
};

const freed: Passage = {
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
  ],
};

const wayHome: Passage = {
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
  ],
};

const home: Passage = {
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
  ],
};

export const littleLostOne: Arc = {
  id: 'little-lost-one',
  kind: 'adventure',
  themes: [],
  ages: ['little', 'big'],
  title: {
    en: [
      en((s) => `${s.name} and the Little Lost ${titleCase(s.where.creature.noun)}`),
      en((s) => `${s.name}, ${s.pal} and the Long Way Home`),
      en(() => `A Way Home for a Little One`),
    ],
    de: [
      de((s) => `${s.name} bringt ${s.where.creature.ein.acc} nach Hause`),
      de((s) => `${s.name}, ${s.pal} und der lange Heimweg`),
      de(() => `Ein Zuhause für ein kleines Tier`),
    ],
  },
  summary: {
    en: [en((s) => `${s.name} and ${s.pal} find ${s.where.creature.a} lost ${s.where.in} and bring it safely home.`)],
    de: [
      de(
        (s) =>
          `${s.name} und ${s.pal} finden ${s.where.in} ${s.where.creature.ein.acc}, weit weg von zu Hause, und bringen das kleine Tier sicher heim.`,
      ),
    ],
  },
  recap: {
    en: [
      en(
        (s) =>
          `Gentle hands had set ${s.where.creature.a} free the night before: ${s.name} and ${s.pal} had found it lost ${s.where.in} and taken it all the way home.`,
      ),
      en((s) => `A little lost creature had found its way home last time, because ${s.name} and ${s.pal} had helped.`),
    ],
    de: [
      de(
        (s) =>
          `Ganz behutsam hatten ${s.name} und ${s.pal} in der Nacht zuvor ${s.where.in} ${s.where.creature.ein.acc} befreit und bis nach Hause gebracht.`,
      ),
      de(
        (s) =>
          `Ein kleines Tier hatte beim letzten Mal wieder nach Hause gefunden, weil ${s.name} und ${s.pal} geholfen hatten.`,
      ),
    ],
  },
  scenes: [
    {
      picture: { composition: 'interior', where: 'bedroom', cast: ['grownups', 'homePet'], things: ['toy'] },
      beats: [{ moment: 'home-evening' }, { moment: 'arrival' }],
    },
    {
      picture: { composition: 'journey', where: 'setting', cast: ['guide', 'siblings'], things: ['lantern'] },
      beats: [{ moment: 'siblings-join' }, heard, { moment: 'colour' }],
    },
    {
      picture: { composition: 'close-up', where: 'setting', cast: ['creature'] },
      ages: ['big'],
      beats: [found, { moment: 'creature' }],
    },
    {
      picture: { composition: 'close-up', where: 'setting', cast: ['creature'] },
      ages: ['little'],
      beats: [found, { moment: 'theme-challenge' }, { moment: 'theme-mastery' }, { moment: 'creature' }],
    },
    {
      picture: { composition: 'wide', where: 'setting', things: ['prop'] },
      ages: ['big'],
      beats: [freed, { moment: 'theme-challenge' }, { moment: 'theme-mastery' }],
    },
    {
      picture: { composition: 'journey', where: 'setting', cast: ['siblings'], things: ['food', 'lantern'] },
      ages: ['big'],
      beats: [{ moment: 'food' }, wayHome],
    },
    {
      picture: { composition: 'sky', where: 'setting', cast: ['creature'], things: ['star'] },
      ages: ['big'],
      beats: [
        home,
        { moment: 'activity' },
        { moment: 'memory' },
        { moment: 'friend' },
        { moment: 'thing' },
        { moment: 'place' },
      ],
    },
    {
      picture: { composition: 'wide', where: 'setting', things: ['food'] },
      ages: ['little'],
      beats: [
        { moment: 'food' },
        { moment: 'activity' },
        home,
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
