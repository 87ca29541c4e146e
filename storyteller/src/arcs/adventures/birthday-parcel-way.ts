import { de, en, type Passage } from '../types.ts';

// The birthday-parcel story's setting out: the parcel handed over for the old Lamplighter, and the
// long carrying of it across the place.

export const parcel: Passage = {
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

export const carrying: Passage = {
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
