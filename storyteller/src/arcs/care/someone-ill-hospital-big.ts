import { de, en, type Arc, type Passage } from '../types.ts';
import { homeDe, homeEn, stayDe, stayEn } from './hospital-words.ts';
import { comingHome, hospitalHelps, tellWorry } from './someone-ill-hospital-big-night.ts';
import { countdown, hospitalGoodnight, stayClose } from './someone-ill-hospital-big-close.ts';
import { palComes, quietWay } from './someone-ill-big.ts';
import { worryStone } from './someone-ill-big-stone.ts';
import { careSiblings } from './siblings-along.ts';
import { cap } from './words.ts';

// A stay in hospital the parent told of, for children of five and over: someone going into
// hospital soon (tomorrow, next week) for an operation, or in hospital now. The evening says where
// they are or will be, that the doctors and nurses look after them, and that they are coming home
// (after five days, or as soon as the doctors say), and who looks after the child meanwhile, by
// name. A walk, a listener who lets the worry be and tells what a hospital is for, ways to stay
// close (a countdown, a video call, a drawing for the wall by the bed), a worry stone, and the
// goodnight. Only what the parent said; never "we don't know", never a word of death.

const evening: Passage = {
  en: [
    en(
      (s) =>
        `That evening ${s.ill.name} sat on the edge of ${s.name}'s bed and told ${s.him} all about it. ${s.ill.name} ${stayEn(s.stay, 'past')}. "The doctors and nurses there know exactly what to do," said ${s.ill.name}. "${s.stay.operation ? 'They do operations like mine every single day.' : 'They will look after me very well.'}"`,
      { needs: ['ill', 'stay', 'staySoon'] },
    ),
    en(
      (s) =>
        `On the kitchen calendar, one day had a big red circle around it. It was the day ${s.ill.name} would go into hospital${s.stay.operation ? ' for an operation' : ''}. ${s.name} had looked at that circle a lot today, and every time, ${s.his} tummy had given a little flip.`,
      { needs: ['ill', 'stay', 'staySoon'] },
    ),
    en(
      (s) =>
        `"How long is ${s.stayDays.length}?" ${s.name} had asked at supper. ${s.ill.name} ${stayEn(s.stay, 'past')}, and ${s.name} wanted to know exactly. "${cap(s.stayDays.sleeps)}," ${s.ill.name} had said, "and then I'm home again."`,
      { needs: ['ill', 'stay', 'staySoon', 'stayDays'] },
    ),
    en(
      (s) =>
        `The house felt different tonight. ${s.ill.name} ${stayEn(s.stay, 'past')}, where the doctors and nurses were looking after ${s.ill.him}. ${s.name} looked at ${s.ill.name}'s slippers by the door and felt a funny tug inside.`,
      { needs: ['ill', 'stay'], unless: ['staySoon'] },
    ),
    en(
      (s) =>
        `${s.ill.name}'s chair at the table had been empty at supper. ${s.ill.name} ${stayEn(s.stay, 'past')}. Before going in, ${s.ill.name} had hugged ${s.name} tight and said, "The doctors and nurses will look after me. And then I'll be home again."`,
      { needs: ['ill', 'stay'], unless: ['staySoon'] },
    ),
    en(
      (s) =>
        `${s.ill.name} ${stayEn(s.stay, 'past')}. ${s.ill.name} would be there for ${s.stayDays.length}, and then come home. ${s.name} had counted it out on ${s.his} fingers twice tonight, just to be sure.`,
      { needs: ['ill', 'stay', 'stayDays'], unless: ['staySoon'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `An diesem Abend setzte sich ${s.ill.name} zu ${s.name} auf die Bettkante und erzählte alles. ${s.ill.name} ${stayDe(s.stay, 'past')}. „Die Ärzte und Pflegerinnen dort wissen genau, was sie tun“, sagte ${s.ill.name}. „${s.stay.operation ? 'So eine Operation machen die jeden Tag.' : 'Die passen gut auf mich auf.'}“`,
      { needs: ['ill', 'stay', 'staySoon'] },
    ),
    de(
      (s) =>
        `Auf dem Kalender in der Küche war ein Tag dick rot eingekreist. An diesem Tag musste ${s.ill.name} ins Krankenhaus${s.stay.operation ? ', für eine Operation' : ''}. ${s.name} hatte heute oft zu dem Kreis geschaut, und jedes Mal hatte es im Bauch ein bisschen gekribbelt.`,
      { needs: ['ill', 'stay', 'staySoon'] },
    ),
    de(
      (s) =>
        `„Wie lange sind ${s.stayDays.length}?“, hatte ${s.name} beim Abendessen gefragt. ${s.ill.name} ${stayDe(s.stay, 'past')}, und ${s.name} wollte es ganz genau wissen. „${cap(s.stayDays.sleeps)}“, hatte ${s.ill.name} gesagt, „und dann bin ich wieder da.“`,
      { needs: ['ill', 'stay', 'staySoon', 'stayDays'] },
    ),
    de(
      (s) =>
        `Heute Abend fühlte sich das Haus anders an. ${s.ill.name} ${stayDe(s.stay, 'past')}, und dort kümmerten sich Ärzte und Pflegerinnen um ${s.ill.er.acc}. ${s.name} sah ${s.ill.genitive} Hausschuhe an der Tür stehen, und in ${s.sein('em')} Bauch zog es ein bisschen.`,
      { needs: ['ill', 'stay'], unless: ['staySoon'] },
    ),
    de(
      (s) =>
        `Beim Abendessen war ${s.ill.genitive} Stuhl leer geblieben. ${s.ill.name} ${stayDe(s.stay, 'past')}. Vorher hatte es eine ganz feste Umarmung gegeben, und ${s.ill.name} hatte gesagt: „Die Ärzte und Pflegerinnen passen gut auf mich auf. Und dann komme ich wieder nach Hause.“`,
      { needs: ['ill', 'stay'], unless: ['staySoon'] },
    ),
    de(
      (s) =>
        `${s.ill.name} ${stayDe(s.stay, 'past')}. ${cap(s.stayDays.length)} sollte ${s.ill.name} dort bleiben und dann nach Hause kommen. ${s.name} hatte es heute Abend zweimal an den Fingern abgezählt, nur um sicher zu sein.`,
      { needs: ['ill', 'stay', 'stayDays'], unless: ['staySoon'] },
    ),
  ],
};

/** Who looks after the child meanwhile: the one the parent named, else the grown-ups at home, else a promise of being looked after. */
const lookedAfter: Passage = {
  en: [
    en(
      (s) =>
        `"And who will look after me?" ${s.name} had asked. "${cap(s.carer.names)}," ${s.ill.name} had said. "Every single day, until I'm back." ${s.name} liked that answer. It made the waiting feel a little smaller.`,
      { needs: ['ill', 'staySoon', 'carer'] },
    ),
    en(
      (s) =>
        `${cap(s.carer.names)} would come and look after ${s.name} while ${s.ill.name} was in hospital: breakfast, teeth, bath and bed, all of it. "We'll manage beautifully," ${s.ill.name} had said. ${s.name} hoped so.`,
      { needs: ['ill', 'staySoon', 'carer'] },
    ),
    en(
      (s) =>
        `${cap(s.carer.names)} ${s.carer.one ? 'was' : 'were'} looking after ${s.name} until ${s.ill.name} came home. There had been fish fingers for supper, and a bath with too many bubbles, and now the house was quiet.`,
      { needs: ['ill', 'carer'], unless: ['staySoon'] },
    ),
    en(
      (s) =>
        `Downstairs, ${s.carer.names} ${s.carer.one ? 'was' : 'were'} washing up, and the clink of the plates was a kind, ordinary sound. ${cap(s.carer.names)} would look after ${s.name} every day until ${s.ill.name} came home.`,
      { needs: ['ill', 'carer'], unless: ['staySoon'] },
    ),
    en(
      (s) =>
        `${cap(s.grownups.names)} would be right here, every single day, looking after ${s.name} until ${s.ill.name} was home again. ${s.name} knew that. The worry was still there, but it had company.`,
      { needs: ['ill', 'grownups'], unless: ['carer'] },
    ),
    en(
      (s) =>
        `${s.name} knew one thing for certain: ${s.he} would be looked after, every single day, until ${s.ill.name} was home again. The worry was still there, but it had company.`,
      { needs: ['ill'], unless: ['carer', 'grownups'] },
    ),
    en(
      (s) =>
        `"Who looks after me?" ${s.name} had asked, and the answer had come straight away: "You'll be looked after every day. That's a promise." ${s.name} had tucked the promise away, somewhere safe.`,
      { needs: ['ill'], unless: ['carer', 'grownups'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `„Und wer passt auf mich auf?“, hatte ${s.name} gefragt. „${cap(s.carer.names)}“, hatte ${s.ill.name} gesagt. „Jeden Tag, bis ich wieder da bin.“ Die Antwort gefiel ${s.name}. Das Warten fühlte sich gleich ein bisschen kleiner an.`,
      { needs: ['ill', 'staySoon', 'carer'] },
    ),
    de(
      (s) =>
        `Solange ${s.ill.name} im Krankenhaus war, ${s.carer.plural ? 'würden' : 'würde'} ${s.carer.names} auf ${s.name} aufpassen: Frühstück, Zähneputzen, Baden und Bett, alles. „Das schafft ihr prima“, hatte ${s.ill.name} gesagt. ${s.name} hoffte es.`,
      { needs: ['ill', 'staySoon', 'carer'] },
    ),
    de(
      (s) =>
        `${cap(s.carer.names)} ${s.carer.plural ? 'passten' : 'passte'} auf ${s.name} auf, bis ${s.ill.name} wieder nach Hause kam. Es hatte Fischstäbchen zum Abendessen gegeben und ein Bad mit viel zu viel Schaum, und jetzt war es still im Haus.`,
      { needs: ['ill', 'carer'], unless: ['staySoon'] },
    ),
    de(
      (s) =>
        `Unten ${s.carer.plural ? 'spülten' : 'spülte'} ${s.carer.names} das Geschirr, und das Klappern der Teller war ein freundliches, ganz gewöhnliches Geräusch. Jeden Tag, bis ${s.ill.name} wieder da war, ${s.carer.plural ? 'würden' : 'würde'} ${s.carer.names} auf ${s.name} aufpassen.`,
      { needs: ['ill', 'carer'], unless: ['staySoon'] },
    ),
    de(
      (s) =>
        `${cap(s.grownups.names)} ${s.grownups.plural ? 'würden' : 'würde'} hier sein, jeden einzelnen Tag, und auf ${s.name} aufpassen, bis ${s.ill.name} wieder zu Hause war. Das wusste ${s.name}. Die Sorge war noch da, aber sie war nicht allein.`,
      { needs: ['ill', 'grownups'], unless: ['carer'] },
    ),
    de(
      (s) =>
        `Eins wusste ${s.name} ganz sicher: Jeden Tag würde jemand gut auf ${s.ihn} aufpassen, bis ${s.ill.name} wieder zu Hause war. Die Sorge war noch da, aber sie war nicht allein.`,
      { needs: ['ill'], unless: ['carer', 'grownups'] },
    ),
    de(
      (s) =>
        `„Wer passt auf mich auf?“, hatte ${s.name} gefragt, und die Antwort war sofort gekommen: „Auf dich wird jeden Tag gut aufgepasst. Versprochen.“ Das Versprechen hatte ${s.name} sich gut gemerkt.`,
      { needs: ['ill'], unless: ['carer', 'grownups'] },
    ),
  ],
};

export const someoneIllHospitalBig: Arc = {
  id: 'someone-ill-hospital-big',
  kind: 'care',
  themes: ['someone-ill'],
  ages: ['big'],
  needs: ['ill', 'stay'],
  title: {
    en: [
      en((s) => `${s.ill.name} Is Coming Home`, { needs: ['ill', 'stay'] }),
      en((s) => `A Brave Night for ${s.name}`),
      en((s) => `${s.name} Counts the Sleeps`, { needs: ['stayDays'] }),
      en((s) => `While ${s.ill.name} Is in Hospital`, { needs: ['ill', 'stay'], unless: ['staySoon'] }),
      en((s) => `Until ${s.ill.name} Comes Home`, { needs: ['ill', 'stay'] }),
    ],
    de: [
      de((s) => `${s.ill.name} kommt wieder nach Hause`, { needs: ['ill', 'stay'] }),
      de((s) => `Eine mutige Nacht für ${s.name}`),
      de((s) => `${s.name} zählt die Nächte`, { needs: ['stayDays'] }),
      de((s) => `Solange ${s.ill.name} im Krankenhaus ist`, { needs: ['ill', 'stay'], unless: ['staySoon'] }),
      de((s) => `Bis ${s.ill.name} wiederkommt`, { needs: ['ill', 'stay'] }),
    ],
  },
  summary: {
    en: [
      en(
        (s) =>
          `${s.ill.name} ${stayEn(s.stay, 'present')}, and ${s.name} is worried. With ${s.pal}, ${s.name} finds out that worry is allowed, that the doctors and nurses look after ${s.ill.name}, and that ${s.ill.name} ${homeEn(s.stay, 'present')}.`,
        { needs: ['ill', 'stay'] },
      ),
    ],
    de: [
      de(
        (s) =>
          `${s.ill.name} ${stayDe(s.stay, 'present')}, und ${s.name} macht sich Sorgen. Mit ${s.pal} merkt ${s.name}: Sorgen sind erlaubt, Ärzte und Pflegerinnen kümmern sich um ${s.ill.name}, und ${s.ill.name} ${homeDe(s.stay, 'present')}.`,
        { needs: ['ill', 'stay'] },
      ),
    ],
  },
  recap: {
    en: [
      en(
        (s) =>
          `The night before, ${s.name} had told ${s.pal} all about ${s.ill.name} and the hospital, and had found a stone to hold when the worry got big.`,
        { needs: ['ill', 'stay'] },
      ),
      en((s) => `Last time, ${s.name} and ${s.pal} had found a worry stone on a quiet night walk.`),
    ],
    de: [
      de(
        (s) =>
          `In der Nacht zuvor hatte ${s.name} ${s.pal} alles von ${s.ill.name} und dem Krankenhaus erzählt und einen Stein gefunden, den man festhalten kann, wenn die Sorgen groß werden.`,
        { needs: ['ill', 'stay'] },
      ),
      de(
        (s) =>
          `Beim letzten Mal hatten ${s.name} und ${s.pal} auf einem stillen Nachtspaziergang einen Sorgenstein gefunden.`,
      ),
    ],
  },
  scenes: [
    {
      picture: { composition: 'interior', where: 'bedroom', cast: ['carer', 'homePet'], things: ['toy'] },
      beats: [evening, lookedAfter, palComes],
    },
    {
      picture: { composition: 'journey', where: 'setting', cast: ['guide'] },
      beats: [careSiblings, quietWay, tellWorry, { moment: 'colour' }],
    },
    { picture: { composition: 'close-up', where: 'setting', cast: ['guide'] }, beats: [hospitalHelps, comingHome] },
    { picture: { composition: 'wide', where: 'setting', things: ['food', 'toy'] }, beats: [countdown, stayClose] },
    { picture: { composition: 'close-up', where: 'setting', cast: ['guide'] }, beats: [worryStone] },
    {
      picture: { composition: 'interior', where: 'bedroom', asleep: true, cast: ['carer'], things: ['toy'] },
      beats: [hospitalGoodnight],
    },
  ],
};
