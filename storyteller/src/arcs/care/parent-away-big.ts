import { de, en, type Arc, type Passage } from '../types.ts';
import { awayDe, awayEn, backDe, backEn } from './away-words.ts';
import { blowAKiss, guideAnswers, sameMoon, stayClose, tellTheGuide } from './parent-away-big-night.ts';
import { careSiblings } from './siblings-along.ts';

// A parent is away (working, deployed, in hospital, elsewhere): for children of five and over. The
// evening names where they are and that they are coming back; a quiet walk with the companion, a
// listener who lets the missing be, the same moon over both of them, a kiss blown to it, ways to
// stay close, and home to bed, looked after. Nothing hints at a goodbye for good. A plan without
// the away one named is told with the `unless: ['away']` lines.

const evening: Passage = {
  en: [
    en(
      (s) =>
        `After supper, ${s.grownups.names} had washed up and dried up, and now the only sound in the house was the clock. ${s.name} looked at the chair by the window, ${s.away.name}'s chair. Tonight it was empty again, and ${s.name}'s tummy felt a little empty too.`,
      { needs: ['away', 'grownups'] },
    ),
    en(
      (s) =>
        `Before bed, ${s.name} had sat on the bottom stair in ${s.his} pyjamas for a long time, with ${s.toy.the} beside ${s.him}, listening to the house. Something was missing from the evening sounds: ${s.away.name}'s voice, ${s.away.name}'s footsteps, the jingle of ${s.away.hisOwn} keys in the hall.`,
      { needs: ['away', 'toy'] },
    ),
    en(
      (s) =>
        `The moon had come up over the rooftops, round and pale, and ${s.name} was kneeling on the bed with ${s.his} nose against the window. This was the time of evening when ${s.away.name} usually read the bedtime story. But not tonight, and not for a while yet.`,
      { needs: ['away'] },
    ),
    en(
      (s) =>
        `${s.homePet.name} had gone to wait by the front door again. "Not tonight," ${s.name} whispered, and sat down beside ${s.homePet.him}. "${s.away.name} isn't coming in tonight." ${s.name} knew exactly how ${s.homePet.name} felt. Then it was time for bed, and the house went quiet.`,
      { needs: ['away', 'homePet'] },
    ),
    en(
      (s) =>
        `Teeth brushed, pyjamas on, one sock lost under the bed: it was an ordinary evening, almost. Only one thing was different, and it was a big thing. ${s.away.name} was not there to say goodnight.`,
      { needs: ['away'] },
    ),
    en(
      (s) =>
        `The moon had come up over the rooftops, round and pale, and ${s.name} was kneeling on the bed with ${s.his} nose against the window, thinking about someone ${s.he} loved, who was far away.`,
      { unless: ['away'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `Nach dem Abendbrot ${s.grownups.plural ? 'hatten' : 'hatte'} ${s.grownups.names} abgewaschen und abgetrocknet, und nun hörte man im ganzen Haus nur noch die Uhr. ${s.name} sah zu dem Stuhl am Fenster hinüber, ${s.away.genitive} Stuhl. Auch heute blieb er leer, und in ${s.sein('em')} Bauch fühlte es sich ein bisschen leer an.`,
      { needs: ['away', 'grownups'] },
    ),
    de(
      (s) =>
        `Vor dem Zubettgehen hatte ${s.name} lange im Schlafanzug auf der untersten Treppenstufe gesessen, ${s.toy.der.acc} neben sich, und ins Haus gehorcht. In den Abendgeräuschen fehlte etwas: ${s.away.genitive} Stimme, ${s.away.genitive} Schritte im Flur, das Klimpern ${s.away.seinOwn('er')} Schlüssel.`,
      { needs: ['away', 'toy'] },
    ),
    de(
      (s) =>
        `Der Mond war über den Dächern aufgegangen, rund und blass, und ${s.name} kniete auf dem Bett, die Nase an der Scheibe. Um diese Zeit las sonst immer ${s.away.name} die Gutenachtgeschichte vor. Heute nicht. Und eine ganze Weile auch noch nicht.`,
      { needs: ['away'] },
    ),
    de(
      (s) =>
        `${s.homePet.name} hatte sich schon wieder an die Haustür gesetzt und wartete. „Heute nicht“, flüsterte ${s.name} und setzte sich daneben. „Heute kommt ${s.away.name} nicht zur Tür herein.“ ${s.name} wusste genau, wie sich das anfühlte. Dann war Schlafenszeit, und im Haus wurde es still.`,
      { needs: ['away', 'homePet'] },
    ),
    de(
      (s) =>
        `Zähne geputzt, Schlafanzug an, eine Socke unters Bett verschwunden: Es war ein ganz gewöhnlicher Abend, beinahe. Nur eins war anders, und das war etwas Großes. ${s.away.name} war nicht da, um Gute Nacht zu sagen.`,
      { needs: ['away'] },
    ),
    de(
      (s) =>
        `Der Mond war über den Dächern aufgegangen, rund und blass, und ${s.name} kniete auf dem Bett, die Nase an der Scheibe, und dachte an jemanden, den ${s.er} sehr lieb hatte und der weit weg war.`,
      { unless: ['away'] },
    ),
  ],
};

const whereTheyAre: Passage = {
  en: [
    en(
      (s) =>
        `"Where is ${s.away.name} now?" ${s.name} had asked at bath time, and ${s.grownups.names} had answered the way ${s.grownups.they} always did, gently and truly: "${s.away.name} ${awayEn(s.away, 'present')}. And ${s.away.name} ${backEn(s.away, 'present')}."`,
      { needs: ['away', 'grownups'] },
    ),
    en(
      (s) =>
        `${s.name} knew where ${s.away.name} was. ${s.away.name} ${awayEn(s.away, 'past')}. And ${s.name} knew something else as well, something ${s.he} held on to like a warm stone in a pocket: ${s.away.name} ${backEn(s.away, 'past')}.`,
      { needs: ['away'] },
    ),
    en(
      (s) =>
        `On the shelf stood a photo of ${s.away.name}, laughing, with ${s.name} up on ${s.away.hisOwn} shoulders. ${s.name} touched it with one finger. ${s.away.name} ${awayEn(s.away, 'past')}, and ${s.away.name} ${backEn(s.away, 'past')}. Everybody said so. It just felt like a very long time.`,
      { needs: ['away'] },
    ),
    en(
      (s) =>
        `Knowing where ${s.away.name} was helped a little. ${s.away.name} ${awayEn(s.away, 'past')}. Knowing that ${s.away.name} ${backEn(s.away, 'past')} helped more. But neither of them made the missing go away.`,
      { needs: ['away'] },
    ),
    en(
      (s) =>
        `${s.name} knew they were coming back, and ${s.name} knew ${s.he} was looked after here at home. But knowing things does not always stop the missing.`,
      { unless: ['away'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `„Wo ist ${s.away.name} jetzt?“, hatte ${s.name} in der Badewanne gefragt, und ${s.grownups.names} ${s.grownups.plural ? 'hatten' : 'hatte'} geantwortet, so wie immer, ruhig und ehrlich: „${s.away.name} ${awayDe(s.away, 'present')}. Und ${s.away.name} kommt wieder${s.away.reason === 'hospital' ? ' nach Hause, sobald die Ärzte es erlauben' : ''}.“`,
      { needs: ['away', 'grownups'] },
    ),
    de(
      (s) =>
        `${s.name} wusste, wo ${s.away.name} war. ${s.away.name} ${awayDe(s.away, 'past')}. Und ${s.name} wusste noch etwas, und daran hielt ${s.er} sich fest wie an einem warmen Stein in der Hosentasche: dass ${s.away.name} ${backDe(s.away, 'past')}.`,
      { needs: ['away'] },
    ),
    de(
      (s) =>
        `Im Regal stand ein Foto: ${s.away.name}, lachend, und ${s.name} ganz oben auf ${s.away.seinOwn('en')} Schultern. ${s.name} strich mit einem Finger darüber. ${s.away.name} ${awayDe(s.away, 'past')}, und alle sagten, dass ${s.away.name} ${backDe(s.away, 'past')}. Es fühlte sich nur so schrecklich lang an.`,
      { needs: ['away'] },
    ),
    de(
      (s) =>
        `Es half ein bisschen, zu wissen, wo ${s.away.name} war. ${s.away.name} ${awayDe(s.away, 'past')}. Es half noch mehr, zu wissen, dass ${s.away.name} ${backDe(s.away, 'past')}. Aber das Vermissen ging davon nicht weg.`,
      { needs: ['away'] },
    ),
    de(
      (s) =>
        `${s.name} wusste, dass der Mensch, der so fehlte, wiederkommen würde, und dass zu Hause jemand gut auf ${s.ihn} aufpasste. Aber das Vermissen hört nicht auf, nur weil man etwas weiß.`,
      { unless: ['away'] },
    ),
  ],
};

const palComes: Passage = {
  en: [
    en(
      (s) =>
        `${s.pal}, ${s.his} ${s.palKind}, stirred in ${s.name}'s arms, stretched, and looked up. "You've been holding me extra tight tonight," ${s.pal} said softly. "Shall we go somewhere quiet, just you and me?"`,
      { needs: ['toyPal'] },
    ),
    en(
      (s) =>
        `Something tapped at the window, very softly, so as not to startle anybody. It was ${s.pal}, the ${s.palKind}, with moonlight in ${s.palHis} eyes. "I thought you might be awake," ${s.pal} whispered. "Come with me. I know a quiet place."`,
      { unless: ['toyPal'] },
    ),
    en(
      (s) =>
        `Then ${s.pal} was there beside ${s.him}, warm and close, the way ${s.palHe} always came when the house was still. ${s.pal} looked at ${s.name}'s face for a long moment. "I think," ${s.palHe} said, "that this is a night for a slow walk."`,
    ),
    en(
      (s) =>
        `"Can't sleep?" It was ${s.pal}, sitting on the windowsill with ${s.palHis} head on one side. ${s.name} shook ${s.his} head. "Then let's not try just yet," said ${s.pal}. "Let's go and listen to the night instead."`,
    ),
  ],
  de: [
    de(
      (s) =>
        `In ${s.sein('en')} Armen regte sich ${s.pal}, ${s.palKind.der.nom}, streckte sich und sah zu ${s.ihm} hoch. „Du hältst mich heute so fest“, sagte ${s.pal} leise. „Wollen wir irgendwohin, wo es still ist? Nur wir zwei?“`,
      { needs: ['toyPal'] },
    ),
    de(
      (s) =>
        `Da klopfte es ans Fenster, ganz leise, damit niemand erschrak. Draußen saß ${s.pal}, ${s.palKind.der.nom}, und in ${s.palSein('en')} Augen glänzte der Mond. „Ich dachte mir, dass du noch wach bist“, flüsterte ${s.palEr}. „Komm mit. Ich weiß einen stillen Ort.“`,
      { unless: ['toyPal'] },
    ),
    de(
      (s) =>
        `Und dann war ${s.pal} da, ganz nah und warm, so wie immer, wenn das Haus still wurde. Eine ganze Weile sah ${s.palEr} ${s.name} nur an. „Ich glaube“, sagte ${s.palEr} dann, „heute ist eine Nacht für einen langsamen Spaziergang.“`,
    ),
    de(
      (s) =>
        `„Kannst du nicht schlafen?“ Auf dem Fensterbrett saß ${s.pal} und legte den Kopf schief. ${s.name} schüttelte den Kopf. „Dann versuchen wir es noch gar nicht“, sagte ${s.pal}. „Komm, wir hören lieber der Nacht zu.“`,
    ),
  ],
};

const quietWay: Passage = {
  en: [
    en(
      (s) =>
        `Together they followed ${s.where.way}, ${s.where.into}. ${s.sight()} ${s.name} held on to ${s.pal}'s ${s.paw} and did not say anything for a while, and ${s.pal} did not mind at all. You can be together without a single word, and sometimes that is the best kind of together.`,
    ),
    en(
      (s) =>
        `Before long they were walking along ${s.where.way}, ${s.where.into}, and the night air was cool and kind on ${s.name}'s cheeks. ${s.sight()} Every step felt a little lighter than the one before.`,
    ),
    en(
      (s) =>
        `Out they slipped into the night and followed ${s.where.way} until they were deep ${s.where.in}. ${s.sight()} Everything was hushed, as if the whole place were listening.`,
    ),
  ],
  de: [
    de(
      (s) =>
        `Seite an Seite gingen die beiden ${s.where.into}. ${s.sight()} ${s.name} sagte eine ganze Weile nichts, und ${s.pal} störte das kein bisschen. Man kann auch schweigend zusammen unterwegs sein, und das ist manchmal das Schönste.`,
    ),
    de(
      (s) =>
        `Bald gingen sie ${s.where.into}, und die Nachtluft war kühl und freundlich auf ${s.sein('en')} Wangen. Vor ihnen lag ${s.where.way}. ${s.sight()} Jeder Schritt war ein kleines bisschen leichter als der davor.`,
    ),
    de(
      (s) =>
        `Leise schlüpften sie hinaus in die Nacht und gingen immer weiter, bis sie tief ${s.where.in} waren. ${s.sight()} Alles war still, als würde die ganze Welt zuhören.`,
    ),
  ],
};

const goodnight: Passage = {
  en: [
    en(
      (s) =>
        `The way home was short and soft. Back under the covers, ${s.name} felt ${s.grownups.names} sit down on the edge of the bed, the way ${s.grownups.they} did every night. "${s.away.name} loves you," came a whisper, "all the way from there to here. And ${s.grownups.one ? "I'm" : "we're"} right here with you." ${s.name} looked at the moon one more time. Then ${s.his} eyes closed. Goodnight, ${s.name}.`,
      { needs: ['away', 'grownups'] },
    ),
    en(
      (s) =>
        `Back in bed, ${s.name} made room for ${s.toy.the}, close by. The moon looked in at the window, the very same moon. "Goodnight, ${s.away.name}," ${s.name} whispered to it. "See you soon." ${s.pal} curled up warm at ${s.his} side, and slowly, slowly, ${s.name} fell asleep.`,
      { needs: ['away', 'toy'] },
    ),
    en(
      (s) =>
        `${s.homePet.name} had come up to the bedroom and settled at the foot of the bed, keeping watch. Someone had left the landing light on, just a crack, the way ${s.name} liked it. "Goodnight, moon," whispered ${s.name}. "Say goodnight to ${s.away.name} for me." And ${s.he} slept.`,
      { needs: ['away', 'homePet'] },
    ),
    en(
      (s) =>
        `Home again, warm and heavy and slow, ${s.name} snuggled down with ${s.pal} close beside ${s.him}. Someone had left the landing light on, just a crack. The moon shone in, on ${s.name} here and on ${s.away.name} there. ${s.name} breathed slow and deep, and slept. Goodnight, ${s.name}.`,
      { needs: ['away'] },
    ),
    en(
      (s) =>
        `Home again, ${s.name} snuggled down with ${s.pal} close beside ${s.him}, and the moon looked in at the window, shining on everyone ${s.he} loved, near and far. ${s.name}'s eyes closed. Goodnight, ${s.name}.`,
      { unless: ['away'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `Ehe ${s.name} sich versah, waren sie wieder daheim. Kaum lag ${s.name} wieder unter der Decke, ${s.grownups.plural ? 'setzten' : 'setzte'} sich ${s.grownups.names} auf die Bettkante, so wie jeden Abend. „${s.away.name} hat dich lieb“, flüsterte es, „von dort bis hierher. Und ${s.grownups.plural ? 'wir sind' : 'ich bin'} hier bei dir.“ ${s.name} sah noch einmal zum Mond. Dann fielen ${s.ihm} die Augen zu. Gute Nacht, ${s.name}.`,
      { needs: ['away', 'grownups'] },
    ),
    de(
      (s) =>
        `Wieder im Bett rückte ${s.name} ${s.toy.der.acc} ganz nah zu sich heran. Der Mond schaute zum Fenster herein, derselbe Mond. „Gute Nacht, ${s.away.name}“, flüsterte ${s.name} ihm zu. „Bis bald.“ ${s.pal} rollte sich warm neben ${s.ihm} zusammen, und langsam, ganz langsam schlief ${s.name} ein.`,
      { needs: ['away', 'toy'] },
    ),
    de(
      (s) =>
        `${s.homePet.name} war ins Kinderzimmer gekommen und hatte sich am Fußende eingerollt, wie eine kleine Wache. Im Flur brannte noch Licht, die Tür stand einen Spalt offen, genau wie ${s.name} es mochte. „Gute Nacht, Mond“, flüsterte ${s.name}. „Sag ${s.away.name} Gute Nacht von mir.“ Und dann schlief ${s.er}.`,
      { needs: ['away', 'homePet'] },
    ),
    de(
      (s) =>
        `Wieder zu Hause, warm und schwer und müde, kuschelte ${s.name} sich ein, ${s.pal} dicht neben ${s.ihm}. Im Flur brannte noch ein Licht, die Tür stand einen Spalt offen. Der Mond schien herein, hier auf ${s.name} und dort auf ${s.away.name}. ${s.name} atmete langsam und tief und schlief. Gute Nacht, ${s.name}.`,
      { needs: ['away'] },
    ),
    de(
      (s) =>
        `Wieder zu Hause kuschelte ${s.name} sich ein, ${s.pal} dicht neben ${s.ihm}, und der Mond schaute zum Fenster herein und schien auf alle, die ${s.er} lieb hatte, nah und fern. ${s.name} fielen die Augen zu. Gute Nacht, ${s.name}.`,
      { unless: ['away'] },
    ),
  ],
};

export const parentAwayBig: Arc = {
  id: 'parent-away-big',
  kind: 'care',
  themes: ['parent-away'],
  ages: ['big'],
  title: {
    en: [
      en((s) => `${s.name} and the Same Moon`),
      en((s) => `A Kiss for the Moon, ${s.name}`),
      en((s) => `${s.name}, ${s.pal} and a Moon for ${s.away.name}`, { needs: ['away'] }),
      en((s) => `Goodnight, ${s.away.name}, from ${s.name}`, { needs: ['away'] }),
    ],
    de: [
      de((s) => `${s.name} und derselbe Mond`),
      de((s) => `Ein Kuss für den Mond, ${s.name}`),
      de((s) => `${s.name}, ${s.pal} und ein Mond für ${s.away.name}`, { needs: ['away'] }),
      de((s) => `Gute Nacht, ${s.away.name}, von ${s.name}`, { needs: ['away'] }),
    ],
  },
  summary: {
    en: [
      en(
        (s) =>
          `${s.away.name} ${awayEn(s.away, 'present')}, and ${s.name} misses ${s.away.him}. With ${s.pal}, ${s.name} finds ways to stay close until ${s.away.name} is home: the same moon, a kiss blown to it, and more.`,
        { needs: ['away'] },
      ),
      en((s) => `Someone ${s.name} loves is far away for a while. With ${s.pal}, ${s.name} finds ways to stay close.`, {
        unless: ['away'],
      }),
    ],
    de: [
      de(
        (s) =>
          `${s.away.name} ${awayDe(s.away, 'present')}, und ${s.name} vermisst ${s.away.er.acc}. Mit ${s.pal} findet ${s.name} Wege, sich nah zu bleiben, bis ${s.away.name} wieder da ist: derselbe Mond, ein Kuss, zum Mond geschickt, und noch mehr.`,
        { needs: ['away'] },
      ),
      de(
        (s) =>
          `Jemand, den ${s.name} lieb hat, ist eine Weile weit weg. Mit ${s.pal} findet ${s.name} Wege, sich trotzdem nah zu sein.`,
        { unless: ['away'] },
      ),
    ],
  },
  recap: {
    en: [
      en(
        (s) =>
          `The night before, ${s.name} had missed ${s.away.name}, and had blown a kiss to the moon, the same moon ${s.away.name} could see.`,
        { needs: ['away'] },
      ),
      en((s) => `Last time, ${s.name} and ${s.pal} had found ways to stay close to someone far away.`),
    ],
    de: [
      de(
        (s) =>
          `In der Nacht zuvor hatte ${s.name} ${s.away.name} so vermisst und dem Mond einen Kuss zugeworfen, demselben Mond, den auch ${s.away.name} sehen konnte.`,
        { needs: ['away'] },
      ),
      de(
        (s) => `Beim letzten Mal hatten ${s.name} und ${s.pal} Wege gefunden, jemandem nah zu sein, der weit weg war.`,
      ),
    ],
  },
  scenes: [
    {
      picture: { composition: 'interior', where: 'home', cast: ['grownups', 'homePet'], things: ['toy'] },
      beats: [evening, whereTheyAre],
    },
    {
      picture: { composition: 'journey', where: 'setting' },
      beats: [careSiblings, palComes, quietWay, { moment: 'colour' }],
    },
    { picture: { composition: 'close-up', where: 'setting', cast: ['guide'] }, beats: [tellTheGuide, guideAnswers] },
    { picture: { composition: 'sky', where: 'setting', things: ['star'] }, beats: [sameMoon, blowAKiss] },
    {
      picture: { composition: 'wide', where: 'setting', cast: ['guide'], things: ['food', 'toy'] },
      beats: [stayClose, stayClose],
    },
    {
      picture: { composition: 'interior', where: 'bedroom', asleep: true, cast: ['homePet'], things: ['toy'] },
      beats: [goodnight],
    },
  ],
};
