import { de, en, type Passage } from '../types.ts';

// A big change, for a child of five and over: the first scenes. Something new begins tomorrow (what
// it is, the parent knows; the story never pastes it); the fluttery feeling is named, the companion
// comes as always, the old way is the same way, and the guide listens and allows the strangeness.

export const somethingNew: Passage = {
  en: [
    en(
      (s) =>
        `Tomorrow something new was going to begin. ${s.name} knew all about it, because it had been talked about a lot, and still, lying in bed, ${s.his} tummy felt fluttery, as if a few moths had got in there and could not find the way out. New things were exciting. New things were also a bit strange. ${s.name} felt both at once.`,
    ),
    en(
      (s) =>
        `"Tomorrow's the big day," ${s.grownups.names} had said at bedtime, with a long, warm hug. Tomorrow a lot of things would be new. ${s.name} lay in bed and thought about it. Part of ${s.him} wanted tomorrow to hurry up, and part of ${s.him} wanted it never to come, and both parts were wide awake.`,
      { needs: ['grownups'] },
    ),
    en(
      (s) =>
        `${s.name} looked over at ${s.toy.his} and then up at the ceiling. Tomorrow something was going to change, something big. ${s.He} did not know yet what it would feel like, and not knowing made ${s.his} tummy wobble. "I'm a bit scared," ${s.he} whispered into the dark. "And a bit excited. Both."`,
      { needs: ['toy'] },
    ),
    en(
      (s) =>
        `Some days are just days, and some days are the start of something. Tomorrow was going to be a start-of-something day. What would it be like? Would it be nice? Would ${s.name} know what to do? The questions went round and round, like socks in a washing machine, and sleep would not come.`,
    ),
    en(
      (s) =>
        `${s.name} lay in bed with ${s.his} eyes wide open. Tomorrow was going to be different. And different is a funny thing: exciting and a little bit scary at the same time, like standing at the top of a tall slide. ${s.name} felt all of it at once, and could not sleep.`,
    ),
  ],
  de: [
    de(
      (s) =>
        `Morgen sollte etwas Neues anfangen. ${s.name} wusste schon alles darüber, denn es war oft davon die Rede gewesen. Trotzdem flatterte es im Bett ganz komisch im Bauch, als hätten sich ein paar Motten hineinverirrt und fänden nicht mehr hinaus. Neues war aufregend. Neues war aber auch ein bisschen fremd. ${s.name} fühlte beides auf einmal.`,
    ),
    de(
      (s) =>
        `„Morgen ist der große Tag“, ${s.grownups.plural ? 'hatten' : 'hatte'} ${s.grownups.names} beim Zubettgehen gesagt und ${s.name} lange und fest in den Arm genommen. Morgen würde vieles neu sein. ${s.name} lag im Bett und dachte darüber nach. Ein Teil von ${s.ihm} wollte, dass morgen ganz schnell kommt, und ein anderer Teil wollte, dass es nie kommt, und beide Teile waren hellwach.`,
      { needs: ['grownups'] },
    ),
    de(
      (s) =>
        `${s.name} schaute hinüber zu ${s.toy.sein.dat} und dann hinauf an die Decke. Morgen würde sich etwas verändern, etwas Großes. Wie sich das anfühlen würde, wusste ${s.name} noch nicht, und das Nichtwissen machte den Bauch ganz wackelig. „Ich hab ein bisschen Angst“, flüsterte ${s.er} ins Dunkel. „Und ich freu mich ein bisschen. Beides.“`,
      { needs: ['toy'] },
    ),
    de(
      (s) =>
        `Manche Tage sind einfach Tage, und manche Tage sind ein Anfang. Morgen würde so ein Anfangstag sein. Wie würde es werden? Würde es schön sein? Würde ${s.name} wissen, was zu tun ist? Die Fragen drehten sich im Kreis wie Socken in der Waschmaschine, und der Schlaf wollte einfach nicht kommen.`,
    ),
    de(
      (s) =>
        `${s.name} lag mit weit offenen Augen im Bett. Morgen würde anders werden, und anders ist eine komische Sache: aufregend und ein bisschen unheimlich zugleich, wie ganz oben auf einer hohen Rutsche. ${s.name} fühlte alles davon auf einmal und konnte nicht einschlafen.`,
    ),
  ],
};

export const palAsAlways: Passage = {
  en: [
    en(
      (s) =>
        `Then ${s.pal} was there at the end of the bed, just as ${s.palHe} always was when ${s.name} needed ${s.palHim}. "Can't sleep?" asked ${s.pal}. ${s.name} shook ${s.his} head. "Come on, then," said ${s.pal}. "Let's go the way we know." And there was ${s.where.way}, leading ${s.where.into}.`,
    ),
    en(
      (s) =>
        `${s.pal}, the ${s.palKind} who had slept on ${s.his} pillow for as long as ${s.name} could remember, gave a wriggle and sat up. "Whatever happens tomorrow," ${s.palHe} said, "I'll still be here every night. Come on, let's go." And ${s.where.way} unrolled across the floor, leading ${s.where.into}.`,
      { needs: ['toyPal'] },
    ),
    en(
      (s) =>
        `Tap, tap, at the window: it was ${s.pal}, with the same bright eyes as always. "I thought you might be awake," said ${s.pal}. "Shall we go somewhere? I know the way." And ${s.where.way} opened up before them, leading ${s.where.into}.`,
      { unless: ['toyPal'] },
    ),
    en(
      (s) =>
        `"Still awake?" said a voice ${s.name} knew better than almost any other, and there was ${s.pal}, exactly as ${s.palHe} always was. "Good," said ${s.pal}. "So am I. Let's go for a little walk, the way we always do." And ${s.where.way} opened up, just as it always did, leading ${s.where.into}.`,
    ),
  ],
  de: [
    de(
      (s) =>
        `Da war ${s.pal} am Fußende des Bettes, so wie immer, wenn ${s.name} ${s.palIhn} brauchte. „Kannst du nicht schlafen?“, fragte ${s.pal}. ${s.name} schüttelte den Kopf. „Dann komm“, sagte ${s.pal}. „Wir gehen den Weg, den wir kennen.“ Und da war ${s.where.way}, ${s.where.into}.`,
    ),
    de(
      (s) =>
        `Seit ${s.name} denken konnte, lag ${s.pal} jede Nacht auf dem Kopfkissen. Jetzt zappelte ${s.palEr} ein bisschen und setzte sich auf. „Egal, was morgen passiert“, sagte ${s.palEr}, „ich bin jede Nacht da. Komm, wir gehen.“ Und ${s.where.way} rollte sich über den Boden aus, ${s.where.into}.`,
      { needs: ['toyPal'] },
    ),
    de(
      (s) =>
        `Tock, tock, am Fenster: Da war ${s.pal}, mit denselben hellen Augen wie immer. „Ich dachte mir, dass du noch wach bist“, sagte ${s.pal}. „Wollen wir los? Ich kenne den Weg.“ Und vor ihnen öffnete sich ${s.where.way}, ${s.where.into}.`,
      { unless: ['toyPal'] },
    ),
    de(
      (s) =>
        `„Noch wach?“, fragte eine Stimme, die ${s.name} besser kannte als fast jede andere, und da war ${s.pal}, genau wie immer. „Gut“, sagte ${s.pal}. „Ich auch. Komm, wir machen einen kleinen Ausflug, so wie immer.“ Und ${s.where.way} öffnete sich, wie jedes Mal, ${s.where.into}.`,
    ),
  ],
};

export const theWayWeKnow: Passage = {
  en: [
    en(
      (s) =>
        `${s.sight()} "I know this bit," said ${s.name}, and ${s.he} did. The path bent where it always bent. The air smelled the way it always smelled. Some things stay just the same, ${s.name} thought, and that was a good thought to have.`,
    ),
    en(
      (s) =>
        `They went the way they knew. ${s.sight()} ${s.pal} kept close by ${s.name}'s side, where ${s.palHe} always was, and hummed the tune ${s.palHe} always hummed. The fluttery feeling in ${s.name}'s tummy settled, just a little.`,
    ),
    en(
      (s) =>
        `${s.sight()} "Tell me about tomorrow," said ${s.pal}. So ${s.name} did: the new things, and the things ${s.he} did not know yet, and the fluttery feeling. ${s.pal} listened to all of it. "It sounds big," ${s.palHe} said. "It is," said ${s.name}. "But it's nice to say it out loud."`,
    ),
  ],
  de: [
    de(
      (s) =>
        `${s.sight()} „Das hier kenne ich“, sagte ${s.name}, und so war es auch. Der Weg machte seine Kurve da, wo er sie immer machte. Die Luft roch, wie sie immer roch. Manches bleibt einfach gleich, dachte ${s.name}, und das war ein guter Gedanke.`,
    ),
    de(
      (s) =>
        `Sie gingen den Weg, den sie kannten. ${s.sight()} ${s.pal} blieb dicht an der Seite von ${s.name}, wo ${s.palEr} immer war, und summte die Melodie, die ${s.palEr} immer summte. Das Flattern im Bauch wurde ein kleines bisschen ruhiger.`,
    ),
    de(
      (s) =>
        `${s.sight()} „Erzähl mir von morgen“, sagte ${s.pal}. Also erzählte ${s.name}: von den neuen Sachen, von dem, was ${s.er} noch nicht wusste, und von dem Flattern im Bauch. ${s.pal} hörte sich alles an. „Das klingt groß“, sagte ${s.palEr}. „Ist es auch“, sagte ${s.name}. „Aber es tut gut, es laut zu sagen.“`,
    ),
  ],
};

export const guideAllowsStrange: Passage = {
  en: [
    en(
      (s) =>
        `${s.where.guide} "You look like someone with a big day coming," said ${s.where.guideName}. ${s.name} nodded and told ${s.where.guideName} about it, and ${s.where.guideName} listened without interrupting once. "New things feel strange at first," ${s.where.guideName} said. "Strange isn't bad. It only means new. You're allowed to feel scared and excited and wobbly, all at the same time."`,
    ),
    en(
      (s) =>
        `${s.where.guide} ${s.name} told ${s.where.guideName} about tomorrow, all of it, even the fluttery part. "Ah," said ${s.where.guideName}. "The night before something new. I know that feeling. Everybody does, even old ones like me. It's allowed. It doesn't mean tomorrow will go wrong. It means tomorrow matters to you."`,
    ),
    en(
      (s) =>
        `${s.where.guide} "What's new?" asked ${s.where.guideName}, and ${s.name} told ${s.where.guideName} everything. "I'm a bit scared," ${s.name} said at the end, very quietly. "Of course you are," said ${s.where.guideName}. "New things are strange until they aren't. And here's a secret: the strangeness always gets smaller. First a lot, then a little, and one day you'll hardly remember it was ever new."`,
    ),
  ],
  de: [
    de(
      (s) =>
        `${s.where.guide} „Du siehst aus, als stünde dir ein großer Tag bevor“, sagte ${s.where.guideName}. ${s.name} nickte und erzählte davon, und ${s.where.guideName} hörte zu, ohne ein einziges Mal zu unterbrechen. „Neues fühlt sich am Anfang fremd an“, sagte ${s.where.guideName}. „Fremd ist nicht schlimm. Es heißt nur: neu. Du darfst Angst haben und dich freuen und ganz wackelig sein, alles gleichzeitig.“`,
    ),
    de(
      (s) =>
        `${s.where.guide} ${s.name} erzählte vom morgigen Tag, von allem, sogar von dem Flattern im Bauch. „Ach“, sagte ${s.where.guideName}. „Die Nacht vor etwas Neuem. Das Gefühl kenne ich. Das kennt jeder, sogar so ein altes Wesen wie ich. Das darf sein. Es heißt nicht, dass morgen etwas schiefgeht. Es heißt, dass dir morgen wichtig ist.“`,
    ),
    de(
      (s) =>
        `${s.where.guide} „Was ist denn neu?“, fragte ${s.where.guideName}, und ${s.name} erzählte alles. „Ich hab ein bisschen Angst“, sagte ${s.name} am Ende, ganz leise. „Natürlich“, sagte ${s.where.guideName}. „Neues ist fremd, bis es nicht mehr fremd ist. Und ich verrate dir ein Geheimnis: Das Fremde wird immer kleiner. Erst viel, dann wenig, und eines Tages weißt du kaum noch, dass es mal neu war.“`,
    ),
  ],
};
