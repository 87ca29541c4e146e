import { de, en, type Arc, type Passage } from '../types.ts';
import { babyFacts, bigChildThings, guideAnswers, littleAgain, tellTheGuide } from './new-sibling-big-night.ts';
import { careSiblings } from './siblings-along.ts';
import { waitingEvening } from './new-sibling-waiting.ts';
import { cap } from './words.ts';

// A new baby brother or sister, for children of five and over. The plan says whether the baby is
// born yet: a baby on the way (`expected`) is waited for and got ready for (new-sibling-waiting.ts),
// never held or seen tonight; a baby born is tiny and holds a finger. Mixed feelings and jealousy are named and allowed; the child is not replaced and is loved as
// before; wanting to be little again is allowed; the baby is tiny (sleeps, cries, holds a finger).
// A named baby (`s.baby`) is called by name; otherwise "the new baby".

const evening: Passage = {
  en: [
    en(
      (s) =>
        `For weeks now, everybody had been talking about ${s.baby.name}, ${s.his} ${s.baby.word}. Aunties rang up. Cards came with ducks on them. Even the lady at the bakery asked. ${s.name} sat on the stairs in ${s.his} pyjamas and thought: nobody asks about me any more.`,
      { needs: ['baby'], unless: ['expected'] },
    ),
    ...waitingEvening.en,
    en(
      (s) =>
        `${cap(s.grownups.names)} had been busy all day with things for ${s.baby.name}: tiny vests, tiny socks, a hat so small it would not even fit over ${s.name}'s fist. "Look how little!" everyone kept saying. ${s.name} looked, and did not know what to feel.`,
      { needs: ['baby', 'grownups'] },
    ),
    en(
      (s) =>
        `Baby, baby, baby. All anybody talked about these days was the new baby. The phone rang, and it was about the baby. A parcel came, and it was for the baby. ${s.name} sat on the stairs in ${s.his} pyjamas and wondered whether anybody remembered there was a ${s.name} in the house at all.`,
      { unless: ['baby'] },
    ),
    en(
      (s) =>
        `${cap(s.grownups.names)} had spent the whole afternoon folding tiny clothes for the new baby: vests no bigger than a hand, socks like thimbles. "Aren't they sweet?" everyone kept saying. ${s.name} looked at them, and felt something funny and mixed-up inside.`,
      { needs: ['grownups'], unless: ['baby'] },
    ),
    en(
      (s) =>
        `${s.name} sat on the bed with ${s.toy.the}, looking at the little cot that now stood in the corner of the big bedroom. A cot for the baby. ${s.name}'s tummy felt strange: a bit excited, a bit cross, a bit wobbly, all at once.`,
      { needs: ['toy'] },
    ),
    en(
      (s) =>
        `It had been a day full of baby: baby talk, baby clothes, baby this and baby that. Now the house was quiet, and ${s.name} pulled the covers up to ${s.his} chin with a funny, mixed-up feeling inside. Happy? Cross? Both at once?`,
    ),
  ],
  de: [
    de(
      (s) =>
        `Seit Wochen redeten alle nur noch von ${s.baby.name}, ${s.sein('em')} ${s.baby.word}. Die Tanten riefen an. Es kamen Karten mit Entchen darauf. Sogar die Frau in der Bäckerei fragte nach. ${s.name} saß im Schlafanzug auf der Treppe und dachte: Nach mir fragt keiner mehr.`,
      { needs: ['baby'], unless: ['expected'] },
    ),
    ...waitingEvening.de,
    de(
      (s) =>
        `Den ganzen Tag ${s.grownups.plural ? 'waren' : 'war'} ${s.grownups.names} mit Sachen für ${s.baby.name} beschäftigt gewesen: winzige Hemdchen, winzige Söckchen, ein Mützchen, so klein, dass nicht einmal eine Faust hineinpasste. „Guck mal, wie klein!“, sagten alle immer wieder. ${s.name} guckte und wusste nicht, was ${s.er} fühlen sollte.`,
      { needs: ['baby', 'grownups'] },
    ),
    de(
      (s) =>
        `Baby hier, Baby da. Alle redeten nur noch vom Baby. Das Telefon klingelte, und es ging ums Baby. Ein Päckchen kam, und es war fürs Baby. ${s.name} saß im Schlafanzug auf der Treppe und fragte sich, ob überhaupt noch jemand wusste, dass es ${s.ihn} auch noch gab.`,
      { unless: ['baby'] },
    ),
    de(
      (s) =>
        `Den ganzen Nachmittag ${s.grownups.plural ? 'hatten' : 'hatte'} ${s.grownups.names} winzige Sachen fürs Baby zusammengelegt: Hemdchen nicht größer als eine Hand, Söckchen wie Fingerhüte. „Sind die nicht süß?“, sagten alle. ${s.name} sah sie an, und innen drin fühlte sich etwas komisch und durcheinander an.`,
      { needs: ['grownups'], unless: ['baby'] },
    ),
    de(
      (s) =>
        `${s.name} saß mit ${s.toy.der.dat} auf dem Bett und schaute hinüber zu dem kleinen Babybett, das jetzt im großen Schlafzimmer in der Ecke stand. Ein Bett fürs Baby. In ${s.sein('em')} Bauch kribbelte es seltsam: ein bisschen aufgeregt, ein bisschen wütend, ein bisschen wackelig, alles auf einmal.`,
      { needs: ['toy'] },
    ),
    de(
      (s) =>
        `Es war ein Tag voller Baby gewesen: Babysachen, Babygerede, Baby hier und Baby da. Jetzt war es still im Haus, und ${s.name} zog die Decke bis zum Kinn, mit einem komischen, durcheinandergewirbelten Gefühl im Bauch. Froh? Wütend? Beides?`,
    ),
  ],
};

const journey: Passage = {
  en: [
    en(
      (s) =>
        `"You're awake," said ${s.pal}, who had been lying very still in ${s.name}'s arms. "Me too. Let's go for a walk, just the two of us." And off they went, along ${s.where.way}, ${s.where.into}. ${s.sight()}`,
      { needs: ['toyPal'] },
    ),
    en(
      (s) =>
        `There was a soft tap at the window. It was ${s.pal}, the ${s.palKind}. "Just you and me tonight," ${s.palHe} said, and that sounded exactly right. Together they followed ${s.where.way}, ${s.where.into}. ${s.sight()}`,
      { unless: ['toyPal'] },
    ),
    en(
      (s) =>
        `${s.pal} was there, the way ${s.palHe} always was when ${s.name} needed ${s.palHim}. "Come on," ${s.pal} said. "Nobody here but us." They slipped out and went ${s.where.into}, where the night was wide and quiet. ${s.sight()}`,
    ),
  ],
  de: [
    de(
      (s) =>
        `„Du bist ja wach“, sagte ${s.pal} leise. Die ganze Zeit hatte ${s.palEr} still in ${s.sein('en')} Armen gelegen. „Ich auch. Komm, wir machen einen Spaziergang, nur wir zwei.“ Und schon ging es los, ${s.where.into}. ${s.sight()}`,
      { needs: ['toyPal'] },
    ),
    de(
      (s) =>
        `Da klopfte es leise ans Fenster. Es war ${s.pal}, ${s.palKind.der.nom}. „Heute Nacht nur du und ich“, sagte ${s.palEr}, und das klang genau richtig. Zusammen gingen sie ${s.where.into}. ${s.sight()}`,
      { unless: ['toyPal'] },
    ),
    de(
      (s) =>
        `${s.pal} war da, wie immer, wenn ${s.name} ${s.palIhn} brauchte. „Komm“, sagte ${s.pal}. „Heute sind nur wir zwei unterwegs.“ Leise schlüpften sie hinaus, ${s.where.into}, wo die Nacht weit und still war. ${s.sight()}`,
    ),
  ],
};

const keepThis: Passage = {
  en: [
    en(
      (s) =>
        `On the way home, ${s.pal} taught ${s.name} a secret: three squeezes of the hand. "Squeeze, squeeze, squeeze," said ${s.pal}. "It means: you are still my ${s.name}. You can do it with the grown-ups at home, any time you need to know it."`,
    ),
    en(
      (s) =>
        `"Here's an idea to take home," said ${s.where.guideName}. "Ask for a just-you time. A little while every day with a grown-up, only you, no baby. A story, a game, a cuddle. Babies need a lot of looking-after, but so do big children."`,
    ),
    en(
      (s) =>
        `"Tell ${s.grownups.names} about the mixed-up feeling," said ${s.where.guideName}. "All of it, the happy bits and the cross bits. ${s.grownups.one ? 'Grown-ups' : 'They'} can hold a lot of feelings. And then ask for a cuddle, a long one, just for you."`,
      { needs: ['grownups'] },
    ),
    en(
      (s) =>
        `"Every night," said ${s.pal}, "you could ask for one thing someone loves about you. Just about you. Not about being big, and not about the baby. About you." ${s.name} liked that very much.`,
    ),
  ],
  de: [
    de(
      (s) =>
        `Auf dem Heimweg verriet ${s.pal} ${s.name} ein Geheimnis: dreimal Händedrücken. „Drück, drück, drück“, sagte ${s.pal}. „Das heißt: Du bist und bleibst ${s.name}. Das kannst du zu Hause mit den Großen machen, immer wenn du es wissen willst.“`,
    ),
    de(
      (s) =>
        `„Hier ist eine Idee für zu Hause“, sagte ${s.where.guideName}. „Wünsch dir eine Nur-du-Zeit. Jeden Tag ein Weilchen mit einem Großen, nur du, ohne Baby. Eine Geschichte, ein Spiel, eine Umarmung. Babys brauchen viel Fürsorge, aber große Kinder auch.“`,
    ),
    de(
      (s) =>
        `„Erzähl ${s.grownups.dat} von dem durcheinandergewirbelten Gefühl“, sagte ${s.where.guideName}. „Von allem, vom Frohen und vom Wütenden. Große können viele Gefühle aushalten. Und dann wünsch dir eine Umarmung, eine lange, nur für dich.“`,
      { needs: ['grownups'] },
    ),
    de(
      (s) =>
        `„Jeden Abend“, sagte ${s.pal}, „könntest du dir wünschen, dass dir jemand eine Sache sagt, die er an dir lieb hat. Nur an dir. Nicht, weil du groß bist, und nicht wegen des Babys. Einfach an dir.“ Das gefiel ${s.name} sehr.`,
    ),
  ],
};

const goodnight: Passage = {
  en: [
    en(
      (s) =>
        `Home again, ${s.name} was tucked in by ${s.grownups.names}, the same way as always: the blanket pulled up, the pillow plumped, a kiss on the nose. "You'll always be ${s.grownups.one ? 'my' : 'our'} ${s.name}," came the whisper. ${s.name} squeezed back, three small squeezes that meant: I love you too. Then ${s.his} eyes closed. Goodnight, ${s.name}.`,
      { needs: ['grownups'] },
    ),
    en(
      (s) =>
        `Back in bed, ${s.name} snuggled up with ${s.toy.the}, which was ${s.his} own and nobody else's. The house was quiet. ${s.pal} curled up close. The mixed-up feeling was still there, a little, but it had gone soft and sleepy too. Goodnight, ${s.name}.`,
      { needs: ['toy'] },
    ),
    en(
      (s) =>
        `The way home was short, and the bed was warm. ${s.name} lay still and listened to the house: the same creaks, the same clock, the same ${s.name}. ${s.pal} hummed a little tune, and ${s.name} fell asleep, big and small all at once.`,
    ),
    en(
      (s) =>
        `Home again, ${s.name} curled up small under the covers, as small as ${s.he} liked, because tonight that was allowed. ${s.pal} curled up beside ${s.him}. Outside, the night went on being quiet. Goodnight, ${s.name}.`,
    ),
  ],
  de: [
    de(
      (s) =>
        `Zu Hause wurde ${s.name} von ${s.grownups.dat} zugedeckt, so wie immer: Decke hochziehen, Kissen aufschütteln, ein Kuss auf die Nase. „Du bist und bleibst ${s.grownups.plural ? 'unser' : 'mein'} Schatz, ${s.name}“, flüsterte es. ${s.name} drückte dreimal ganz leicht zurück, und das hieß: Ich hab ${s.grownups.plural ? 'euch' : 'dich'} auch lieb. Dann fielen die Augen zu. Gute Nacht, ${s.name}.`,
      { needs: ['grownups'] },
    ),
    de(
      (s) =>
        `Wieder im Bett kuschelte ${s.name} sich an ${s.toy.der.acc}. ${s.toy.Der.nom} gehörte ganz allein ${s.name} und sonst niemandem. Im Haus war es still. ${s.pal} rollte sich dicht daneben zusammen. Das durcheinandergewirbelte Gefühl war noch ein bisschen da, aber es war jetzt weich und müde geworden. Gute Nacht, ${s.name}.`,
      { needs: ['toy'] },
    ),
    de(
      (s) =>
        `Schnell waren sie wieder zu Hause, und das Bett war warm. ${s.name} lag still und lauschte: dasselbe Knarren, dieselbe Uhr, derselbe Mensch unter der Decke, ${s.name}. ${s.pal} summte ein kleines Lied, und ${s.name} schlief ein, groß und klein zugleich.`,
    ),
    de(
      (s) =>
        `Wieder zu Hause rollte ${s.name} sich unter der Decke ganz klein zusammen, so klein ${s.er} wollte, denn heute Nacht war das erlaubt. ${s.pal} kuschelte sich daneben. Draußen blieb die Nacht still. Gute Nacht, ${s.name}.`,
    ),
  ],
};

export const newSiblingBig: Arc = {
  id: 'new-sibling-big',
  kind: 'care',
  themes: ['new-sibling'],
  ages: ['big'],
  title: {
    en: [
      en((s) => `Still ${s.name}`),
      en((s) => `${s.name}, ${s.pal} and the Mixed-Up Feeling`),
      en((s) => `Three Squeezes for ${s.name}`),
      en((s) => `${s.name} and a Finger for ${s.baby.name}`, { needs: ['baby'], unless: ['expected'] }),
    ],
    de: [
      de((s) => `Immer noch ${s.name}`),
      de((s) => `${s.name}, ${s.pal} und das Durcheinandergefühl`),
      de((s) => `Dreimal drücken, ${s.name}`),
      de((s) => `${s.name} und ein Finger für ${s.baby.name}`, { needs: ['baby'], unless: ['expected'] }),
    ],
  },
  summary: {
    en: [
      en(
        (s) =>
          `Everybody is talking about ${s.baby.name}, and ${s.name} feels happy and jealous at once. With ${s.pal}, ${s.name} finds out that mixed-up feelings are allowed, and that nobody can take ${s.his} place.`,
        { needs: ['baby'] },
      ),
      en(
        (s) =>
          `Everybody is talking about the new baby, and ${s.name} feels happy and jealous at once. With ${s.pal}, ${s.name} finds out that mixed-up feelings are allowed, and that nobody can take ${s.his} place.`,
        { unless: ['baby'] },
      ),
    ],
    de: [
      de(
        (s) =>
          `Alle reden von ${s.baby.name}, und ${s.name} ist froh und eifersüchtig zugleich. Mit ${s.pal} merkt ${s.name}: Durcheinandergefühle sind erlaubt, und niemand nimmt ${s.ihm} den Platz weg.`,
        { needs: ['baby'] },
      ),
      de(
        (s) =>
          `Alle reden vom neuen Baby, und ${s.name} ist froh und eifersüchtig zugleich. Mit ${s.pal} merkt ${s.name}: Durcheinandergefühle sind erlaubt, und niemand nimmt ${s.ihm} den Platz weg.`,
        { unless: ['baby'] },
      ),
    ],
  },
  recap: {
    en: [
      en(
        (s) =>
          `The night before, ${s.name} had told ${s.pal} about the mixed-up feeling a new baby brings, and had learned three squeezes that mean "you are still you".`,
      ),
      en((s) => `Last time, ${s.name} had found out that a new baby does not make anybody love ${s.him} less.`),
    ],
    de: [
      de(
        (s) =>
          `In der Nacht zuvor hatte ${s.name} ${s.pal} von dem Durcheinandergefühl erzählt, das ein neues Baby mitbringt, und hatte gelernt, dass dreimal Drücken heißt: Du bist immer noch du.`,
      ),
      de(
        (s) =>
          `Beim letzten Mal hatte ${s.name} herausgefunden, dass ein neues Baby niemanden dazu bringt, ${s.ihn} weniger lieb zu haben.`,
      ),
    ],
  },
  scenes: [
    {
      picture: { composition: 'interior', where: 'home', cast: ['grownups', 'homePet', 'baby'], things: ['toy'] },
      beats: [evening],
    },
    {
      picture: { composition: 'journey', where: 'setting', cast: ['guide'] },
      beats: [careSiblings, journey, tellTheGuide, { moment: 'colour' }],
    },
    { picture: { composition: 'close-up', where: 'setting', cast: ['guide'] }, beats: [guideAnswers, littleAgain] },
    { picture: { composition: 'wide', where: 'setting', things: ['food', 'toy'] }, beats: [babyFacts, bigChildThings] },
    { picture: { composition: 'close-up', where: 'setting', cast: ['guide'] }, beats: [keepThis] },
    {
      picture: { composition: 'interior', where: 'bedroom', asleep: true, cast: ['grownups'], things: ['toy'] },
      beats: [goodnight],
    },
  ],
};
