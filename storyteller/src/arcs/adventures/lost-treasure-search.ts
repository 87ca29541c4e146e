import { de, en, type Passage } from '../types.ts';

// The first half of the lost treasure: the guide tells what is missing, the child and the companion
// offer to help, and the search begins. Each beat has several openings, so two children told this
// arc do not hear the same lines.

export const treasureMissing: Passage = {
  en: [
    en(
      (s) =>
        `${s.sight()} ${s.where.guide} "Oh, thank goodness you have come," said ${s.where.guideName}. "${s.where.treasure.The} is gone. It was there at sunset, and now it is nowhere at all."`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.where.guide} But ${s.where.guideName} looked worried. "We have lost ${s.where.treasure.a}," ${s.where.guideName} sighed, "and without it, nobody here can settle down for the night."`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.where.guide} ${s.where.guideName} was searching high and low, looking behind everything twice. "Have you seen ${s.where.treasure.a}?" ${s.where.guideName} asked. "It was here every single night, and tonight it is gone."`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.where.guide} ${s.where.guideName} was sitting very still and staring at an empty spot. "Every night, ${s.where.treasure.the} lies just there," ${s.where.guideName} said quietly. "Tonight the spot is bare. I don't suppose you would help me look?"`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.where.guide} Before anyone could even say hello, ${s.where.guideName} hurried over. "You have sharp eyes, I can tell. Could you lend them to me? ${s.where.treasure.The} has gone missing, and I have looked until my own eyes are tired."`,
      { ages: ['big'] },
    ),
    en((s) => `${s.where.guide} "Oh dear," says ${s.where.guideName}. "My ${s.where.treasure.bare} is lost!"`, {
      ages: ['little'],
    }),
    en((s) => `${s.where.guide} ${s.where.guideName} looks sad. "Where is ${s.where.treasure.the}? It is not here!"`, {
      ages: ['little'],
    }),
    en((s) => `${s.where.guide} "Help!" calls ${s.where.guideName}. "Somebody has lost ${s.where.treasure.the}."`, {
      ages: ['little'],
    }),
    en((s) => `${s.where.guide} ${s.where.guideName} looks here and there. Oh no! ${s.where.treasure.The} has gone!`, {
      ages: ['little'],
    }),
  ],
  de: [
    de(
      (s) =>
        `${s.sight()} ${s.where.guide} „Wie gut, dass ihr da seid“, sagte ${s.where.guideName}. „${s.where.treasure.Der.nom} ist fort. Bei Sonnenuntergang war ${s.where.treasure.er.nom} noch da, und jetzt ist ${s.where.treasure.er.nom} nirgends mehr.“`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.where.guide} Aber ${s.where.guideName} sah besorgt aus. „Wir haben ${s.where.treasure.ein.acc} verloren“, seufzte ${s.where.guideName}, „und ohne ${s.where.treasure.er.acc} kann hier niemand zur Ruhe kommen.“`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.where.guide} ${s.where.guideName} suchte überall, oben und unten, und schaute hinter alles zweimal. „Habt ihr ${s.where.treasure.ein.acc} gesehen?“, fragte ${s.where.guideName}. „Jede Nacht war ${s.where.treasure.er.nom} hier, und heute ist ${s.where.treasure.er.nom} verschwunden.“`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.where.guide} Ganz still saß ${s.where.guideName} da und starrte auf eine leere Stelle. „Jede Nacht liegt ${s.where.treasure.der.nom} genau hier“, sagte ${s.where.guideName} leise. „Heute ist der Platz leer. Ihr helft mir wohl nicht zufällig suchen?“`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.where.guide} Noch bevor jemand Hallo sagen konnte, kam ${s.where.guideName} herbeigeeilt. „Ihr habt gute Augen, das sieht man gleich. Leiht ihr sie mir? ${s.where.treasure.Der.nom} ist verschwunden, und ich habe gesucht, bis mir die eigenen Augen müde wurden.“`,
      { ages: ['big'] },
    ),
    de((s) => `${s.where.guide} „Oje“, sagt ${s.where.guideName}. „Wir haben ${s.where.treasure.ein.acc} verloren!“`, {
      ages: ['little'],
    }),
    de(
      (s) =>
        `${s.where.guide} ${s.where.guideName} schaut traurig. „Wo ist nur ${s.where.treasure.der.nom}? Weg ist ${s.where.treasure.er.nom}!“`,
      { ages: ['little'] },
    ),
    de(
      (s) => `${s.where.guide} „Hilfe!“, ruft ${s.where.guideName}. „${s.where.treasure.Der.nom} ist nicht mehr da!“`,
      { ages: ['little'] },
    ),
    de(
      (s) =>
        `${s.where.guide} ${s.where.guideName} guckt hierhin und dorthin. Oh nein! ${s.where.treasure.Der.nom} ist verschwunden!`,
      { ages: ['little'] },
    ),
  ],
};

export const helpOffered: Passage = {
  en: [
    en(
      (s) =>
        `${s.name} looked at ${s.pal}, and ${s.pal} looked at ${s.name}. "We will help you look," they said together.`,
      { ages: ['big'] },
    ),
    en((s) => `"Then we'll find it," said ${s.name}, and ${s.pal} nodded so hard that ${s.palHis} ears flopped.`, {
      ages: ['big'],
    }),
    en(
      (s) =>
        `"Leave it to us," said ${s.name}, already rolling up ${s.his} sleeves, and ${s.pal} gave a firm little nod.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `"Where did you see it last?" asked ${s.name}, because that is always the first question. ${s.pal} turned slowly on the spot, looking everywhere at once.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `"No treasure can hide from the two of us for long," said ${s.pal}. ${s.name} nodded. It felt good to be asked for help, and even better to say yes.`,
      { ages: ['big'] },
    ),
    en((s) => `"We can help!" says ${s.name}.`, { ages: ['little'] }),
    en((s) => `"We will find it!" says ${s.pal}. ${s.name} nods. Yes!`, { ages: ['little'] }),
    en((s) => `${s.name} holds ${s.pal}'s ${s.paw}. "Come on. Let's look!"`, { ages: ['little'] }),
    en((s) => `"Don't be sad," says ${s.name}. "We are good at finding."`, { ages: ['little'] }),
  ],
  de: [
    de(
      (s) =>
        `${s.name} sah ${s.pal} an, und ${s.pal} sah ${s.name} an. „Wir helfen dir suchen“, sagten die beiden wie aus einem Mund.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `„Dann finden wir ${s.where.treasure.er.acc}“, sagte ${s.name}, und ${s.pal} nickte so heftig, dass ${s.palSein('e')} Ohren wackelten.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `„Das übernehmen wir“, sagte ${s.name} und krempelte schon die Ärmel hoch, und ${s.pal} nickte entschlossen.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `„Wo hast du ${s.where.treasure.er.acc} zuletzt gesehen?“, fragte ${s.name}, denn das ist immer die erste Frage. ${s.pal} drehte sich langsam im Kreis und schaute überallhin zugleich.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `„Vor uns beiden kann sich kein Schatz lange verstecken“, sagte ${s.pal}. ${s.name} nickte. Es war schön, um Hilfe gebeten zu werden, und noch schöner, Ja zu sagen.`,
      { ages: ['big'] },
    ),
    de((s) => `„Wir helfen!“, sagt ${s.name}.`, { ages: ['little'] }),
    de((s) => `„Wir finden ${s.where.treasure.er.acc}!“, ruft ${s.pal}. ${s.name} nickt. Ja!`, { ages: ['little'] }),
    de((s) => `${s.name} nimmt ${s.pal} bei ${s.paw.der.dat}. „Komm, wir suchen!“`, { ages: ['little'] }),
    de((s) => `„Nicht traurig sein“, sagt ${s.name}. „Wir können gut suchen.“`, { ages: ['little'] }),
  ],
};

export const searching: Passage = {
  en: [
    en((s) => `They looked under leaves and behind stones, all along ${s.where.way}. ${s.sight()}`, {
      ages: ['big'],
    }),
    en((s) => `Off they went, peeping into every nook. ${s.sight()} But there was no sign of the treasure yet.`, {
      ages: ['big'],
    }),
    en(
      (s) =>
        `They searched slowly and carefully, the way you look for something small in the dark. ${s.sight()} Still no treasure, but ${s.name} did not give up.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `They made a plan: ${s.name} would look low down, and ${s.pal} would look up high. ${s.sight()} They found all kinds of small surprises on the way, but not the one they were looking for.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `"If I were a treasure," said ${s.name}, "where would I hide?" Somewhere cosy, ${s.pal} thought. So they tried every cosy corner first, one after another. ${s.sight()}`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `Step by step they went, on tiptoe, so as not to miss the smallest glint. ${s.sight()} Once ${s.name} thought ${s.he} saw it, but it was only a drop of moonlight on the ground.`,
      { ages: ['big'] },
    ),
    en(() => `They look high. They look low. Where can it be?`, { ages: ['little'] }),
    en(() => `Is it here? No. Is it there? No. Keep looking!`, { ages: ['little'] }),
    en((s) => `${s.name} peeps. ${s.pal} peeps. Not under here. Not behind there.`, { ages: ['little'] }),
    en((s) => `Tiptoe, tiptoe. ${s.name} looks in every corner. Where is it hiding?`, { ages: ['little'] }),
  ],
  de: [
    de((s) => `Sie schauten unter Blätter und hinter Steine, überall ${s.where.again}. ${s.sight()}`, {
      ages: ['big'],
    }),
    de((s) => `Los ging es, in jeden Winkel spähten sie. ${s.sight()} Aber von dem Schatz war noch keine Spur.`, {
      ages: ['big'],
    }),
    de(
      (s) =>
        `Sie suchten langsam und gründlich, so wie man im Dunkeln nach etwas Kleinem sucht. ${s.sight()} Noch immer kein Schatz, aber ${s.name} gab nicht auf.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Sie machten einen Plan: ${s.name} suchte unten am Boden, und ${s.pal} suchte weiter oben. ${s.sight()} Unterwegs fanden sie allerlei kleine Überraschungen, nur nicht das, was sie suchten.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `„Wenn ich ein Schatz wäre“, überlegte ${s.name}, „wo würde ich mich verstecken?“ Irgendwo, wo es gemütlich ist, meinte ${s.pal}. Also suchten sie zuerst in allen gemütlichen Ecken, in einer nach der anderen. ${s.sight()}`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Schritt für Schritt gingen sie, auf Zehenspitzen, damit ihnen nicht das kleinste Blinken entging. ${s.sight()} Einmal glaubte ${s.name}, den Schatz zu sehen, aber es war nur ein Tropfen Mondlicht auf dem Boden.`,
      { ages: ['big'] },
    ),
    de((s) => `Sie suchen oben. Sie suchen unten. Wo kann ${s.where.treasure.er.nom} nur sein?`, {
      ages: ['little'],
    }),
    de((s) => `Ist ${s.where.treasure.er.nom} hier? Nein. Ist ${s.where.treasure.er.nom} da? Nein. Weitersuchen!`, {
      ages: ['little'],
    }),
    de((s) => `${s.name} guckt. ${s.pal} guckt. Nicht hier unten. Nicht da hinten.`, { ages: ['little'] }),
    de((s) => `Auf Zehenspitzen, ganz leise. ${s.name} schaut in jede Ecke. Wo steckt der Schatz?`, {
      ages: ['little'],
    }),
  ],
};
