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
        `"A parcel for the Lamplighter!" called ${s.where.guideName}, quite out of breath, hurrying towards them with it held up high. "It's her birthday, and she lives right out at the end of everything, past the last signpost. Will you be my messengers tonight?" ${s.name} stood up very straight. "Yes," ${s.he} said.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `Pinned to a signpost was a note in wobbly writing: "Wanted: two kind carriers, for a birthday." Underneath it sat a parcel in brown paper, with a bow on top. ${s.where.guideName} popped up beside it at once, as if this had been the plan all along. "It's for the old Lamplighter, at the very edge," ${s.where.guideName} said. "Nobody else can go tonight. Will you?" ${s.pal} read the note out loud once more, and ${s.name} grinned. "We're kind," ${s.he} said. "And now we're carriers."`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.where.guide} Beside ${s.where.guideName} lay a parcel, not big and not small, wrapped in paper covered with stars. "The Lamplighter turns a very great age tonight," ${s.where.guideName} said. "Nobody knows quite how great, because she stopped counting long ago. Everyone made something for her, but the way to the edge is long, and everyone has work to do." ${s.name} looked at the parcel, and the parcel seemed to look back. "We'll carry it," ${s.he} said.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `Look, a parcel with a bow! It is a birthday present. "For the Lamplighter," says ${s.where.guideName}. "Can you take it?"`,
      { ages: ['little'] },
    ),
    en((s) => `A parcel! It is round and soft. It is for a birthday, far away. ${s.pal} and ${s.name} will carry it.`, {
      ages: ['little'],
    }),
    en(
      (s) =>
        `A small voice was calling from somewhere close by: "Help! Anybody? Please!" It was ${s.where.guideName}, with a parcel and far too many other jobs to do. "It's for the old Lamplighter," ${s.where.guideName} puffed. "Her birthday is tonight, and her house is a very long way off, and I can't be in two places at once." "Then we'll be the other place," said ${s.name}, and held out ${s.his} hands.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.sight()} On a stone, all on its own, sat a parcel with a label. ${s.pal} read it out: "To the Lamplighter, at the edge of the night. Happy birthday, from everyone." "But who's going to take it there?" asked ${s.name}. ${s.where.guideName} was suddenly beside them, smiling as if the question had been waiting for them. "I was rather hoping," said ${s.where.guideName}, "that you would."`,
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
        `„Ein Päckchen für die Laternenfrau!“, rief ${s.where.guideName}, ganz außer Atem, und eilte mit dem hochgehaltenen Päckchen auf sie zu. „Sie hat Geburtstag und wohnt ganz weit draußen, hinter dem allerletzten Wegweiser. Wollt ihr heute Nacht meine Boten sein?“ ${s.name} stellte sich ganz gerade hin. „Ja“, sagte ${s.name}.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `An einem Wegweiser hing ein Zettel in krakeliger Schrift: „Gesucht: zwei freundliche Träger, für einen Geburtstag.“ Darunter lag ein Päckchen in braunem Papier, oben drauf eine Schleife. Sofort war ${s.where.guideName} zur Stelle, als wäre das alles so geplant gewesen. „Es ist für die alte Laternenfrau, ganz am Rand“, sagte ${s.where.guideName}. „Heute Nacht kann sonst keiner hin. Macht ihr es?“ ${s.pal} las den Zettel noch einmal laut vor, und ${s.name} grinste. „Freundlich sind wir“, sagte ${s.er}. „Und jetzt sind wir auch Träger.“`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.where.guide} Neben ${s.where.guideName} lag ein Päckchen, nicht groß und nicht klein, eingewickelt in Papier voller Sterne. „Die Laternenfrau wird heute Nacht sehr, sehr alt“, sagte ${s.where.guideName}. „Wie alt genau, weiß keiner, denn sie hat schon vor langer Zeit aufgehört zu zählen. Alle haben etwas für sie gemacht, aber der Weg zum Rand ist lang, und alle haben zu tun.“ ${s.name} sah das Päckchen an, und das Päckchen schien zurückzuschauen. „Wir tragen es zu ihr“, sagte ${s.er}.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Schau, ein Päckchen mit Schleife! Das ist ein Geburtstagsgeschenk. „Für die Laternenfrau“, sagt ${s.where.guideName}. „Bringt ihr es hin?“`,
      { ages: ['little'] },
    ),
    de(
      (s) =>
        `Ein Päckchen! Es ist rund und weich. Es ist für einen Geburtstag, weit weg. ${s.pal} und ${s.name} tragen es hin.`,
      { ages: ['little'] },
    ),
    de(
      (s) =>
        `Ganz in der Nähe rief ein Stimmchen: „Hilfe! Kann mal jemand? Bitte!“ Es war ${s.where.guideName}, mit einem Päckchen und viel zu vielen anderen Aufgaben. „Das ist für die alte Laternenfrau“, schnaufte ${s.where.guideName}. „Sie hat heute Nacht Geburtstag, und ihr Haus ist sehr weit weg, und ich kann nicht an zwei Orten zugleich sein.“ „Dann sind wir eben der andere Ort“, sagte ${s.name} und streckte die Hände aus.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.sight()} Auf einem Stein, ganz für sich allein, lag ein Päckchen mit einem Anhänger. ${s.pal} las vor: „Für die Laternenfrau, am Rand der Nacht. Alles Gute zum Geburtstag, von allen.“ „Aber wer bringt es hin?“, fragte ${s.name}. Da stand plötzlich ${s.where.guideName} bei ihnen und lächelte, als hätte die Frage nur auf sie gewartet. „Ich hatte gehofft“, sagte ${s.where.guideName}, „dass ihr das macht.“`,
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
    en(
      (s) =>
        `Halfway along, the string came undone. ${s.name} stopped and tied it again with a double bow, the way ${s.he} had been shown, while ${s.pal} held a finger on the knot. "There," said ${s.pal}. "Now it's a proper present again." ${s.sight()}`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `Every now and then the parcel gave a tiny rustle, as if it were asking, "Are we there yet?" "Not yet," ${s.name} told it each time. "But closer." ${s.sight()} On they walked, past the last places anybody ever went, and out into the quiet beyond.`,
      { ages: ['big'] },
    ),
    en((s) => `The parcel goes up, up, up. Then down, down, down. "Careful!" says ${s.pal}.`, { ages: ['little'] }),
    en((s) => `${s.name} hugs the parcel. It is soft and light. "No peeking," says ${s.pal}. No peeking at all!`, {
      ages: ['little'],
    }),
    en(
      (s) =>
        `They sang as they walked, a carrying song that ${s.pal} made up on the spot: "Left foot, right foot, mind the parcel, don't you drop it!" It was not a very good song, but it was a very good song for walking to. ${s.sight()}`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.where.creature.A} came bobbing up and asked to hold the parcel, just for a moment, just to see. ${s.name} thought about it and said yes, and the parcel was held as if it were an egg and handed back with a happy sigh. "It's for the Lamplighter," said ${s.name}. "Oh, I know. Everybody knows." ${s.sight()}`,
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
    de(
      (s) =>
        `Auf halber Strecke ging die Schnur auf. ${s.name} blieb stehen und band sie neu, mit einer doppelten Schleife, so wie ${s.er} es gelernt hatte, und ${s.pal} hielt den Finger auf den Knoten. „So“, sagte ${s.pal}. „Jetzt ist es wieder ein richtiges Geschenk.“ ${s.sight()}`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Ab und zu raschelte das Päckchen ganz leise, als wollte es fragen: „Sind wir bald da?“ „Noch nicht“, sagte ${s.name} jedes Mal. „Aber bald.“ ${s.sight()} Weiter ging es, an den letzten Orten vorbei, an die überhaupt je jemand kam, und hinaus in die Stille dahinter.`,
      { ages: ['big'] },
    ),
    de((s) => `Das Päckchen geht hoch, hoch, hoch. Dann runter, runter, runter. „Vorsicht!“, sagt ${s.pal}.`, {
      ages: ['little'],
    }),
    de(
      (s) =>
        `${s.name} drückt das Päckchen an sich. Es ist weich und leicht. „Nicht reingucken“, sagt ${s.pal}. Kein bisschen!`,
      { ages: ['little'] },
    ),
    de(
      (s) =>
        `Beim Gehen sangen sie ein Tragelied, das sich ${s.pal} einfach ausdachte: „Linker Fuß, rechter Fuß, gut aufs Päckchen aufgepasst!“ Es war kein besonders schönes Lied, aber zum Gehen war es genau richtig. ${s.sight()}`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.where.creature.Ein.nom} kam angehüpft und wollte das Päckchen halten, nur einen Augenblick, nur mal sehen. ${s.name} überlegte kurz und sagte Ja, und das Päckchen wurde gehalten wie ein rohes Ei und mit einem glücklichen Seufzer zurückgegeben. „Es ist für die Laternenfrau“, sagte ${s.name}. „Weiß ich doch. Das wissen alle.“ ${s.sight()}`,
      { ages: ['big'] },
    ),
  ],
};
