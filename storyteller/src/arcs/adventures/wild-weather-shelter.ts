import { de, en, type Passage } from '../types.ts';

// The wild-weather story's second half: the shelter where everyone waits, the weather going, and the
// little ones seen safely home.

export const shelter: Passage = {
  en: [
    en(
      (s) =>
        `They needed somewhere safe to wait, and ${s.name} found it: a snug hollow just big enough for everyone, if everyone squeezed. So everyone squeezed. It was warm in there, and a bit squashed, and nobody minded at all.`,
    ),
    en(
      (s) =>
        `${s.name} and ${s.pal} made a shelter out of whatever they could find, propped up and tucked in, and everyone crept underneath. Outside, the weather did what weather does. Inside, it was calm and cosy.`,
    ),
    en(
      (s) =>
        `"Let's tell stories till it's over," said ${s.name}, once they were all tucked in somewhere safe. So they did, one after another, and the littlest ones listened with round eyes and forgot to be worried.`,
    ),
    en(
      (s) =>
        `${s.name} counted the little ones: all there. ${s.He} kept the smallest close and let the others lean on ${s.pal}, and they all waited together, snug and close, while the weather went on outside.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `The best shelter turned out to be one nobody had noticed: a quiet, hidden nook, right where ${s.pal} had tripped over it. In they all went, the biggest at the back and the smallest in the middle, where it was warmest. "Like eggs in a nest," said ${s.name}, and the little ones liked that so much that they kept saying it to each other.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `Once they were all under cover, ${s.name} heard it: somebody's teeth were chattering, and somebody else was trying very hard not to cry. So ${s.name} hummed the tune that always helped at bedtime, very softly, and one by one the little ones hummed along, until the humming was louder than the weather.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.pal} found the way in: a gap so low that even the little ones had to duck. Inside there was just room for everybody, as long as the small ones sat on the bigger ones' laps, which they thought was the best part. ${s.name} sat by the gap and kept watch, like a door that could see.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `"What if it never stops?" asked a little voice in the dark. "Everything stops," said ${s.name}. "Weather stops, and hiccups stop, and even the longest yawn stops in the end." Everybody tried a yawn to check, and it was true, and after that nobody was quite so worried.`,
      { ages: ['big'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `Sie brauchten einen sicheren Platz zum Warten, und ${s.name} fand einen: eine gemütliche Mulde, gerade groß genug für alle, wenn alle zusammenrückten. Also rückten alle zusammen. Es war warm da drin und ein bisschen eng, und keinen störte es.`,
    ),
    de(
      (s) =>
        `${s.name} und ${s.pal} bauten einen Unterschlupf aus allem, was sie finden konnten, hier abgestützt und da festgesteckt, und alle krochen darunter. Draußen machte das Wetter, was Wetter eben macht. Drinnen war es ruhig und gemütlich.`,
    ),
    de(
      (s) =>
        `„Wir erzählen Geschichten, bis es vorbei ist“, sagte ${s.name}, als alle gut untergebracht waren. Und das taten sie, eine nach der anderen, und die Allerkleinsten hörten mit runden Augen zu und vergaßen ganz, sich Sorgen zu machen.`,
    ),
    de(
      (s) =>
        `${s.name} zählte die Kleinen: alle da. Das Kleinste durfte ganz nah bei ${s.name} sitzen, die anderen lehnten sich an ${s.pal}, und so warteten sie alle zusammen, dicht aneinander, während draußen das Wetter weiterging.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Der beste Unterschlupf war einer, den keiner bemerkt hatte: eine stille, versteckte Ecke, genau da, wo ${s.pal} darüber gestolpert war. Alle krochen hinein, die Größten nach hinten, die Kleinsten in die Mitte, wo es am wärmsten war. „Wie Eier im Nest“, sagte ${s.name}, und das gefiel den Kleinen so gut, dass sie es sich immer wieder zuflüsterten.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Als alle in Sicherheit waren, hörte ${s.name} es: Irgendwem klapperten die Zähne, und irgendwer gab sich große Mühe, nicht zu weinen. Da summte ${s.name} ganz leise die Melodie, die abends immer half, und eins nach dem anderen summten die Kleinen mit, bis das Summen lauter war als das Wetter.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.pal} fand den Eingang: eine Lücke, so niedrig, dass sogar die Kleinen sich ducken mussten. Drinnen war gerade Platz für alle, wenn die Kleinen den Großen auf dem Schoß saßen, und genau das fanden sie am allerbesten. ${s.name} setzte sich an die Lücke und hielt Wache, wie eine Tür, die gucken kann.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `„Und wenn es nie mehr aufhört?“, fragte ein Stimmchen im Dunkeln. „Alles hört irgendwann auf“, sagte ${s.name}. „Wetter hört auf, Schluckauf hört auf, und sogar das längste Gähnen hört irgendwann auf.“ Zur Sicherheit probierten alle ein Gähnen aus, und es stimmte, und danach war keiner mehr ganz so besorgt.`,
      { ages: ['big'] },
    ),
  ],
};

export const weatherGone: Passage = {
  en: [
    en((s) => `After a while, everything went quiet. ${s.where.weatherGoes} Everyone crept out to look, blinking.`),
    en(
      (s) =>
        `And then, just as suddenly as it had come, it was over. ${s.where.weatherGoes} "Oh," said ${s.name} softly. It was one of the most beautiful things ${s.he} had ever seen.`,
    ),
    en(
      (s) =>
        `${s.pal} peeped out first. "Look," ${s.palHe} whispered. ${s.where.weatherGoes} The little ones tumbled out after ${s.palHim} and stared and stared.`,
    ),
    en(
      (s) =>
        `Little by little the weather grew tired, the way weather does. ${s.where.weatherGoes} "It's over," whispered ${s.name}, and all the little ones sighed at once.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `Bit by bit the noise outside grew smaller, until ${s.name} could hear ${s.pal} breathing, then one little one snoring, and then nothing at all. ${s.name} put ${s.his} head out. The weather had gone, just like that, and the whole night shone as if somebody had polished it.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `"Is it over?" asked the smallest little one, in the smallest voice. ${s.name} went to see. ${s.where.weatherGoes} "It's over!" ${s.he} called back, and out they all came, one after another, like peas from a pod.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `One of the little ones had fallen asleep on ${s.name}'s lap, and nobody wanted to wake it, so ${s.pal} went to look. ${s.where.weatherGoes} "Come and see," ${s.palHe} whispered back, and they all tiptoed out, the sleeping one too, carried very carefully.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `The weather stopped the way a song stops: one last loud bit, then a long, soft note, and then nothing. ${s.where.weatherGoes} ${s.name} let out a breath ${s.he} had not known ${s.he} was holding.`,
      { ages: ['big'] },
    ),
  ],
  de: [
    de(
      (s) => `Nach einer Weile wurde alles still. ${s.where.weatherGoes} Alle krochen heraus, blinzelten und staunten.`,
    ),
    de(
      (s) =>
        `Und dann, so plötzlich, wie es gekommen war, war es vorbei. ${s.where.weatherGoes} „Oh“, sagte ${s.name} leise. Es war eines der schönsten Dinge, die ${s.er} je gesehen hatte.`,
    ),
    de(
      (s) =>
        `${s.pal} lugte zuerst hinaus. „Schau“, flüsterte ${s.palEr}. ${s.where.weatherGoes} Die Kleinen purzelten hinterher und staunten und staunten.`,
    ),
    de(
      (s) =>
        `Nach und nach wurde das Wetter müde, wie Wetter eben müde wird. ${s.where.weatherGoes} „Es ist vorbei“, flüsterte ${s.name}, und alle Kleinen seufzten gleichzeitig.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Nach und nach wurde der Lärm draußen kleiner, bis man ${s.pal} atmen hörte, dann ein Kleines schnarchen und dann gar nichts mehr. Vorsichtig steckte ${s.name} den Kopf hinaus. Das Wetter war fort, einfach so, und die ganze Nacht glänzte, als hätte sie jemand blank geputzt.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `„Ist es vorbei?“, fragte das allerkleinste Kleine mit dem allerkleinsten Stimmchen. ${s.name} sah nach. ${s.where.weatherGoes} „Vorbei!“, rief ${s.er} zurück, und heraus kamen sie alle, eins nach dem anderen, wie Erbsen aus der Schote.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Eins der Kleinen war ${s.name} auf dem Schoß eingeschlafen, und keiner wollte es wecken, also schaute ${s.pal} nach. ${s.where.weatherGoes} „Kommt gucken“, flüsterte ${s.palEr} zurück, und alle schlichen auf Zehenspitzen hinaus, das schlafende Kleine auch, ganz vorsichtig getragen.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Das Wetter hörte auf, wie ein Lied aufhört: noch ein letztes lautes Stück, dann ein langer, leiser Ton, und dann nichts mehr. ${s.where.weatherGoes} ${s.name} atmete aus und merkte erst jetzt, wie lange ${s.er} die Luft angehalten hatte.`,
      { ages: ['big'] },
    ),
  ],
};

export const safeHome: Passage = {
  en: [
    en(
      (s) =>
        `Then they took the little ones home, one by one, until every single one was tucked up safe. ${s.where.guideName} counted them twice to make sure. "Every one," ${s.where.guideName} said, and smiled at ${s.name}. "You kept them safe." ${s.where.nightfall}`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `The little ones would not let ${s.name} go without a hug each, and there were a great many of them. Then ${s.where.guideName} gave ${s.name} ${s.where.gift.a}. "For the best weather friend there ever was," ${s.where.guideName} said.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `Everything was washed clean and new, and every little one was back home, snug and sleepy. ${s.name} and ${s.pal} walked back slowly through the fresh, quiet night, not saying much, just happy.`,
      { ages: ['big'] },
    ),
    en((s) => `All gone! The weather is over. The little ones go home. "Thank you, ${s.name}!" they call.`, {
      ages: ['little'],
    }),
    en((s) => `Look! Everything sparkles. The little ones are safe at home. ${s.name} waves goodbye.`, {
      ages: ['little'],
    }),
    en(
      (s) =>
        `Every little one had to be taken home, and every home was somewhere different, so it took a while. But ${s.name} and ${s.pal} did not mind. At every door someone said thank you, and by the last door the night was soft and clear again.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `The way back was the best part. Now that the weather had gone, every little one knew exactly where home was, and they ran ahead, calling "This way!" and "That's my door!" ${s.where.guideName} walked at the back beside ${s.name}. "You didn't lose a single one," ${s.where.guideName} said quietly. "Not one." ${s.where.nightfall}`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `At the very last door, the very smallest little one would not let go of ${s.name}'s finger. "What if the weather comes again?" it asked. "Then you'll know what to do," said ${s.name}. "Stay together, and find somewhere snug." The little one nodded, very seriously, and went in to bed.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `The weather is gone. Every little one goes home. Knock, knock. Hello! Goodnight! ${s.name} counts: all home.`,
      { ages: ['little'] },
    ),
    en((s) => `Shh. It is quiet now. ${s.pal} carries the smallest one home. "Sleep tight," whispers ${s.name}.`, {
      ages: ['little'],
    }),
    en(
      (s) =>
        `There were a great many little ones, so they took them home in a long, sleepy line, dropping one off at each door like letters. ${s.where.guideName} ticked each one off. By the end the line was only ${s.name} and ${s.pal}, walking home together through a night that had quite forgotten it was ever wild.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `Word went round fast, the way it does. Every door they passed opened a crack, and a voice called, "Thank you!" ${s.where.guideName} walked with them to the very end of the way. "Whenever there's weather," ${s.where.guideName} said, "I'll know exactly who to ask." ${s.where.nightfall}`,
      { ages: ['big'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `Dann brachten sie die Kleinen nach Hause, eins nach dem anderen, bis jedes einzelne sicher im Bett lag. ${s.where.guideName} zählte zweimal nach, um ganz sicher zu sein. „Alle da“, sagte ${s.where.guideName} und lächelte ${s.name} an. „Du hast gut auf sie aufgepasst.“ ${s.where.nightfall}`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Die Kleinen ließen ${s.name} nicht gehen, ohne jeder einmal zu drücken, und es waren sehr viele. Dann bekam ${s.name} von ${s.where.guideName} ${s.where.gift.ein.acc} geschenkt. „Für die beste Hilfe bei Wind und Wetter“, sagte ${s.where.guideName}.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Alles war frisch und wie neu, und jedes der Kleinen war wieder zu Hause, warm und müde. ${s.name} und ${s.pal} gingen langsam zurück durch die frische, stille Nacht, sagten nicht viel und waren einfach froh.`,
      { ages: ['big'] },
    ),
    de((s) => `Vorbei! Das Wetter ist weg. Die Kleinen gehen nach Hause. „Danke, ${s.name}!“, rufen sie.`, {
      ages: ['little'],
    }),
    de((s) => `Schau! Alles glitzert. Die Kleinen sind sicher zu Hause. ${s.name} winkt zum Abschied.`, {
      ages: ['little'],
    }),
    de(
      (s) =>
        `Jedes Kleine musste nach Hause gebracht werden, und jedes Zuhause war woanders, also dauerte es eine Weile. Aber das machte ${s.name} und ${s.pal} nichts aus. An jeder Tür sagte jemand Danke, und an der letzten Tür war die Nacht wieder weich und klar.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Der Rückweg war das Schönste. Jetzt, wo das Wetter fort war, wusste jedes Kleine genau, wo es wohnte, und alle liefen voraus und riefen „Hier lang!“ und „Da ist meine Tür!“. Ganz hinten ging ${s.where.guideName} neben ${s.name}. „Kein einziges hast du verloren“, sagte ${s.where.guideName} leise. „Nicht eins.“ ${s.where.nightfall}`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `An der allerletzten Tür wollte das allerkleinste Kleine den Finger nicht loslassen. „Und wenn das Wetter wiederkommt?“, fragte es. „Dann weißt du, was zu tun ist“, sagte ${s.name}. „Zusammenbleiben und einen gemütlichen Platz suchen.“ Das Kleine nickte sehr ernst und ging hinein ins Bett.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Das Wetter ist weg. Jedes Kleine geht nach Hause. Klopf, klopf. Hallo! Gute Nacht! ${s.name} zählt: Alle sind daheim.`,
      { ages: ['little'] },
    ),
    de((s) => `Psst. Jetzt ist es still. ${s.pal} trägt das Kleinste nach Hause. „Schlaf gut“, flüstert ${s.name}.`, {
      ages: ['little'],
    }),
    de(
      (s) =>
        `Es waren sehr viele Kleine, also brachten sie sie in einer langen, müden Reihe nach Hause und gaben an jeder Tür eins ab, wie Briefe. ${s.where.guideName} hakte jedes einzelne ab. Am Ende bestand die Reihe nur noch aus ${s.name} und ${s.pal}, die zusammen heimgingen, durch eine Nacht, die ganz vergessen hatte, wie wild sie eben noch gewesen war.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Es sprach sich schnell herum, wie so etwas eben herumspricht. Jede Tür, an der sie vorbeikamen, ging einen Spalt auf, und eine Stimme rief: „Danke!“ ${s.where.guideName} begleitete die beiden bis ans Ende des Weges. „Wenn es wieder Wetter gibt“, sagte ${s.where.guideName}, „weiß ich genau, wen ich frage.“ ${s.where.nightfall}`,
      { ages: ['big'] },
    ),
  ],
};
