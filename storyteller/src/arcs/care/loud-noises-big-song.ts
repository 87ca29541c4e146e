import { de, en, type Passage } from '../types.ts';

// Loud noises, for a child of five and over: what the loud thing was, told to the guide and made
// smaller by knowing how it works; a quiet place and soft ear defenders; the night song, which the
// child leads, louder and softer by hand, one small brave step at a time; what to keep for loud
// days. The fear is never mocked, and nothing bangs.

export const loudThingTold: Passage = {
  en: [
    en(
      (s) =>
        `After a while, ${s.name} told ${s.where.guideName} about it. "It was a hand dryer," ${s.he} said. "I didn't even touch it. It just started, really loud, and it felt like it was inside my head." ${s.where.guideName} listened to every word. "That sounds horrible," ${s.where.guideName} said. "No wonder you were scared. Do you know what's inside a hand dryer? Only a little fan in a box, blowing warm wind. The box makes the noise bigger, like shouting into a bucket, but all it can ever do is blow. And next time, you can dry your hands on your trousers instead. Nobody will mind."`,
    ),
    en(
      (s) =>
        `After a while, ${s.name} told ${s.where.guideName} about it. "There was a party," ${s.he} said. "Everyone was shouting at once, and the music was so loud the floor buzzed. I stood in the corner with my hands on my ears." ${s.where.guideName} nodded slowly. "Some ears hear more than others," ${s.where.guideName} said. "Yours hear a lot, the small things and the big ones, and a noisy room can feel like far too much, all at once. That isn't silly. It's how your ears are. And you did a clever thing: you found a corner and covered your ears."`,
    ),
    en(
      (s) =>
        `After a while, ${s.name} told ${s.where.guideName} about it. "An ambulance went past," ${s.he} said. "Really close. The siren was so loud it hurt." ${s.where.guideName} listened, and then said gently, "A siren is loud on purpose. It's calling to all the cars, 'Let me through, I'm on my way to help somebody!' It isn't loud to frighten you. And it always drives on: the nearer it is, the louder; then it goes, and gets smaller and smaller, until it's gone." ${s.name} thought about it. "It did get smaller," ${s.he} said slowly.`,
    ),
    en(
      (s) =>
        `After a while, ${s.name} told ${s.where.guideName} about it. "It was the hoover," ${s.he} said. "It roars. And today it started when I wasn't ready." ${s.where.guideName} nodded as if that made perfect sense, because it did. "A hoover is a hungry machine," ${s.where.guideName} said, "gobbling up dust, and the noise is its motor working hard. It can't go anywhere by itself, and it stops the moment someone switches it off. You could ask, 'Please tell me before you switch it on.' Then it can't surprise you, and you can cover your ears, or go into another room, before it even starts."`,
    ),
  ],
  de: [
    de(
      (s) =>
        `Nach einer Weile erzählte ${s.name} davon. „Es war ein Händetrockner“, sagte ${s.er}. „Ich hab ihn nicht mal angefasst. Der ging einfach los, ganz laut, und es hat sich angefühlt, als wär er in meinem Kopf.“ ${s.where.guideName} hörte jedes Wort. „Das klingt schrecklich“, sagte ${s.where.guideName}. „Kein Wunder, dass du erschrocken bist. Weißt du, was in so einem Händetrockner drin ist? Nur ein kleiner Ventilator in einem Kasten, der warmen Wind pustet. Der Kasten macht das Geräusch größer, wie wenn man in einen Eimer ruft, aber mehr als pusten kann er nicht. Und nächstes Mal kannst du dir die Hände einfach an der Hose abwischen. Das stört niemanden.“`,
    ),
    de(
      (s) =>
        `Nach einer Weile erzählte ${s.name} davon. „Da war ein Geburtstag“, sagte ${s.er}. „Alle haben gleichzeitig geschrien, und die Musik war so laut, dass der Boden gebrummt hat. Ich hab in der Ecke gestanden und mir die Ohren zugehalten.“ ${s.where.guideName} nickte langsam. „Manche Ohren hören mehr als andere“, sagte ${s.where.guideName}. „Deine hören eine Menge, das Leise und das Laute, und dann kann ein lauter Raum viel zu viel sein, alles auf einmal. Das ist nicht albern. So sind deine Ohren eben. Und du hast etwas Kluges gemacht: Du hast dir eine Ecke gesucht und die Ohren zugehalten.“`,
    ),
    de(
      (s) =>
        `Nach einer Weile erzählte ${s.name} davon. „Ein Krankenwagen ist vorbeigefahren“, sagte ${s.er}. „Ganz nah. Das Martinshorn war so laut, dass es wehgetan hat.“ ${s.where.guideName} hörte zu und sagte dann sanft: „Ein Martinshorn ist mit Absicht laut. Es ruft allen Autos zu: ‚Lasst mich durch, ich muss jemandem helfen!‘ Es ist nicht laut, um dich zu erschrecken. Und es fährt immer weiter: Je näher, desto lauter, und dann fährt es davon und wird leiser und leiser, bis es weg ist.“ ${s.name} dachte nach. „Es ist wirklich leiser geworden“, sagte ${s.er} langsam.`,
    ),
    de(
      (s) =>
        `Nach einer Weile erzählte ${s.name} davon. „Es war der Staubsauger“, sagte ${s.er}. „Der brüllt. Und heute ist er angegangen, als ich nicht darauf gefasst war.“ ${s.where.guideName} nickte, als wäre das ganz klar, und das war es auch. „Ein Staubsauger ist eine hungrige Maschine“, sagte ${s.where.guideName}, „die Staub frisst, und das Geräusch ist sein Motor, der sich anstrengt. Allein kann er nirgendwohin, und er hört sofort auf, wenn jemand ihn ausschaltet. Du kannst fragen: ‚Sagst du mir bitte vorher Bescheid?‘ Dann kann er dich nicht überraschen, und du kannst dir die Ohren zuhalten oder in ein anderes Zimmer gehen, bevor er überhaupt anfängt.“`,
    ),
  ],
};

export const quietPlace: Passage = {
  en: [
    en(
      (s) =>
        `${s.where.guideName} led them to a hollow where the air was so still that even the moonlight seemed to tiptoe. "This is the quiet place," ${s.where.guideName} said. "Whenever things get too loud, anyone can come here. And you can have a quiet place at home, too: under your covers, or a corner with a cushion, or just your hands over your ears and your eyes closed." ${s.name} sat in the hollow and listened to nothing at all. It was lovely.`,
    ),
    en(
      (s) =>
        `"Let me show you something," said ${s.where.guideName}, and took them to a little nook, deep and soft, where the sounds of the night came in only as a murmur. "When it gets too loud out there, I come here," ${s.where.guideName} said. "Everyone needs a place like this. Where's yours, at home?" ${s.name} thought. "Under my duvet," ${s.he} said. "With ${s.pal}." "Perfect," said ${s.where.guideName}.`,
    ),
    en(
      (s) =>
        `${s.where.guideName} had a quiet place, too: a nook at the foot of a great old stone, lined with something soft, where every sound arrived small and sleepy. "You can go to a quiet place whenever you need to," ${s.where.guideName} said, "and nobody should ever tell you you're being silly. Going somewhere quiet is a brave and sensible thing to do."`,
    ),
  ],
  de: [
    de(
      (s) =>
        `${s.where.guideName} führte sie in eine Mulde, in der die Luft so still war, dass sogar das Mondlicht auf Zehenspitzen zu gehen schien. „Das ist der stille Ort“, sagte ${s.where.guideName}. „Wenn es zu laut wird, darf jeder hierherkommen. Und zu Hause kannst du auch einen stillen Ort haben: unter deiner Decke, in einer Ecke mit einem Kissen, oder einfach die Hände auf den Ohren und die Augen zu.“ ${s.name} setzte sich in die Mulde und lauschte dem Nichts. Es war wunderbar.`,
    ),
    de(
      (s) =>
        `„Ich zeig dir was“, sagte ${s.where.guideName} und brachte sie zu einem kleinen Winkel, tief und weich, in den die Geräusche der Nacht nur noch als Murmeln drangen. „Wenn es da draußen zu laut wird, komme ich hierher“, sagte ${s.where.guideName}. „Jeder braucht so einen Ort. Wo ist deiner, zu Hause?“ ${s.name} überlegte. „Unter meiner Bettdecke“, sagte ${s.er}. „Mit ${s.pal}.“ „Genau richtig“, sagte ${s.where.guideName}.`,
    ),
    de(
      (s) =>
        `Auch ${s.where.guideName} hatte einen stillen Ort: einen Winkel am Fuß eines großen alten Steins, weich ausgepolstert, wo jedes Geräusch klein und schläfrig ankam. „Du darfst an einen stillen Ort gehen, wann immer du ihn brauchst“, sagte ${s.where.guideName}, „und niemand soll dir je sagen, dass das albern ist. An einen stillen Ort zu gehen ist mutig und vernünftig.“`,
    ),
  ],
};

export const earDefenders: Passage = {
  en: [
    en(
      (s) =>
        `Then ${s.where.guideName} gave ${s.name} something: a pair of soft, round ear defenders, as soft as a cloud. "They don't take sounds away," ${s.where.guideName} said. "They just make the big ones smaller. Like your own pair of quiet." ${s.name} put them on. The night went soft and far away, like voices behind a door. ${s.He} took them off again. Then on. Then off. ${s.He} could choose.`,
    ),
    en(
      (s) =>
        `"I've got something for you," said ${s.pal}, and held out a pair of ear defenders, soft and round and just the right size. "Lots of children wear these," ${s.palHe} said, "at fireworks, or in busy places. They make loud things smaller." ${s.name} tried them on. Everything went muffled and cosy. "I like them," ${s.he} whispered.`,
    ),
    en(
      (s) =>
        `${s.where.guideName} showed ${s.name} three things for loud times. "One: hands over your ears, like this. Two: count, slowly, because every loud noise stops, and counting helps you wait for it. Three: go to your quiet place. And these are for you, too." It was a pair of ear defenders, soft and round. ${s.name} put them on, and the world went gentle. "And four," said ${s.pal}, "hold on to someone." So ${s.name} held on to ${s.pal}.`,
    ),
  ],
  de: [
    de(
      (s) =>
        `Dann schenkte ${s.where.guideName} ${s.name} etwas: einen Gehörschutz, weich und rund, so weich wie eine Wolke. „Der nimmt die Geräusche nicht weg“, sagte ${s.where.guideName}. „Er macht nur die großen kleiner. Wie deine eigene Portion Stille.“ ${s.name} setzte ihn auf. Die Nacht wurde weich und fern, wie Stimmen hinter einer Tür. ${s.Er} nahm ihn wieder ab. Dann auf. Dann ab. ${s.name} konnte es selbst bestimmen.`,
    ),
    de(
      (s) =>
        `„Ich hab was für dich“, sagte ${s.pal} und hielt ${s.ihm} einen Gehörschutz hin, weich und rund und genau in der richtigen Größe. „So einen tragen viele Kinder“, sagte ${s.palEr}, „beim Feuerwerk oder wo viele Leute sind. Damit wird Lautes kleiner.“ ${s.name} probierte ihn auf. Alles klang gedämpft und gemütlich. „Den mag ich“, flüsterte ${s.er}.`,
    ),
    de(
      (s) =>
        `${s.where.guideName} zeigte ${s.name} drei Dinge für laute Zeiten. „Eins: Hände auf die Ohren, so. Zwei: zählen, ganz langsam, denn jedes laute Geräusch hört auf, und beim Zählen kann man gut warten. Drei: an deinen stillen Ort gehen. Und das hier ist auch für dich.“ Es war ein Gehörschutz, weich und rund. ${s.name} setzte ihn auf, und die Welt wurde sanft. „Und vier“, sagte ${s.pal}, „sich an jemandem festhalten.“ Also hielt ${s.name} sich an ${s.pal} fest.`,
    ),
  ],
};

export const songBegins: Passage = {
  en: [
    en(
      (s) =>
        `Then the night song began. It started so softly that at first ${s.name} was not sure it was there at all: small creatures all around, humming and chirping, very low. "Every night they sing," said ${s.where.guideName}. "Tonight you decide how loud. Hand up, a little louder. Hand down, softer. Both hands over your ears, and they stop straight away."`,
    ),
    en(
      (s) =>
        `"Would you like to hear the night song?" asked ${s.where.guideName}. "It's never loud all at once. It starts with one voice, then two, then more, like stars coming out. And you're in charge. Lift your hand, and it gets louder. Lower it, and it gets softer. If you want it to stop, just say stop."`,
    ),
    en(
      (s) =>
        `One by one, the small creatures of the night came and settled around them, and ${s.where.guideName} gave ${s.name} a twig to hold, like a conductor's baton. "Tonight, you lead the song," ${s.where.guideName} said. "Up is louder, down is softer, and still means stop. Nobody will sing one note more than you want."`,
    ),
  ],
  de: [
    de(
      (s) =>
        `Dann begann das Nachtlied. Es fing so leise an, dass ${s.name} zuerst gar nicht sicher war, ob es überhaupt da war: kleine Tiere ringsum, die summten und zirpten, ganz tief und leise. „Jede Nacht singen sie“, sagte ${s.where.guideName}. „Heute bestimmst du, wie laut. Hand hoch heißt ein bisschen lauter. Hand runter heißt leiser. Beide Hände auf die Ohren, und sie hören sofort auf.“`,
    ),
    de(
      (s) =>
        `„Möchtest du das Nachtlied hören?“, fragte ${s.where.guideName}. „Es wird nie auf einmal laut. Es fängt mit einer Stimme an, dann zwei, dann mehr, so wie die Sterne nach und nach herauskommen. Und du bestimmst. Hebst du die Hand, wird es lauter. Senkst du sie, wird es leiser. Und wenn es aufhören soll, sagst du einfach: Stopp.“`,
    ),
    de(
      (s) =>
        `Eins nach dem anderen kamen die kleinen Tiere der Nacht und setzten sich um sie herum, und ${s.name} bekam von ${s.where.guideName} ein Stöckchen in die Hand, wie einen Taktstock. „Heute Nacht leitest du das Lied“, sagte ${s.where.guideName}. „Hoch heißt lauter, runter heißt leiser, und still halten heißt aufhören. Keiner singt auch nur einen Ton mehr, als du willst.“`,
    ),
  ],
};

export const braveStep: Passage = {
  en: [
    en(
      (s) =>
        `First, ${s.name} made sure the ear defenders were snug over ${s.his} ears, just in case. Then ${s.he} lifted ${s.his} hand, just a little. The song grew, a little. ${s.name}'s heart thumped, and ${s.he} counted: one, two, three. Nothing jumped out. It was only the song, growing because ${s.name} had said so. ${s.He} lifted ${s.his} hand a little more, and then, when it was enough, ${s.he} let it float down again, and the song went soft as a whisper. One small step, and ${s.name} had chosen every bit of it.`,
    ),
    en(
      (s) =>
        `At first ${s.name} kept ${s.his} hands over ${s.his} ears, and that was fine. Then, very slowly, ${s.he} took one hand away. The song was soft. ${s.He} took the other hand away. Still soft. Then ${s.he} raised one hand, just a tiny bit, and the song swelled, warm and round. ${s.name} held on to ${s.pal} with the other and listened. When it was enough, ${s.he} lowered ${s.his} hand, and the song sank down and down until it was only a hum. "That was brave," whispered ${s.pal}. "And you were the boss of it."`,
    ),
    en(
      (s) =>
        `${s.name} held on tight to ${s.pal}. "Just a little louder," ${s.he} whispered, and lifted ${s.his} hand the width of a finger. The song grew by the width of a finger. ${s.name} listened, and counted to five, and nothing bad happened at all. "Now softer," ${s.he} said, and it was softer. A little louder, a little softer. It was like turning the dial on a radio, and ${s.name} was the one holding the dial.`,
    ),
  ],
  de: [
    de(
      (s) =>
        `Zuerst rückte ${s.name} den Gehörschutz über den Ohren zurecht, sicherheitshalber. Dann hob ${s.er} die Hand, nur ein kleines bisschen. Das Lied wurde ein kleines bisschen lauter. ${s.name} klopfte das Herz, und ${s.er} zählte: eins, zwei, drei. Nichts sprang hervor. Es war nur das Lied, und es wurde lauter, weil ${s.name} es so wollte. ${s.Er} hob die Hand noch ein Stück, und als es genug war, ließ ${s.er} sie wieder sinken, und das Lied wurde leise wie ein Flüstern. Ein kleiner Schritt, und jeden Teil davon hatte ${s.name} selbst bestimmt.`,
    ),
    de(
      (s) =>
        `Erst hielt ${s.name} sich die Ohren zu, und das war in Ordnung. Dann nahm ${s.er} ganz langsam eine Hand weg. Das Lied war leise. ${s.Er} nahm auch die andere Hand weg. Immer noch leise. Dann hob ${s.er} eine Hand, nur ein winziges Stück, und das Lied schwoll an, warm und rund. Mit der anderen hielt ${s.name} sich an ${s.pal} fest und lauschte. Als es genug war, senkte ${s.er} die Hand, und das Lied sank tiefer und tiefer, bis es nur noch ein Summen war. „Das war mutig“, flüsterte ${s.pal}. „Und du hast alles selbst bestimmt.“`,
    ),
    de(
      (s) =>
        `${s.name} hielt sich gut an ${s.pal} fest. „Nur ein bisschen lauter“, flüsterte ${s.er} und hob die Hand um eine Fingerbreite. Das Lied wurde um eine Fingerbreite lauter. ${s.name} lauschte und zählte bis fünf, und es passierte überhaupt nichts Schlimmes. „Jetzt leiser“, sagte ${s.er}, und es wurde leiser. Ein bisschen lauter, ein bisschen leiser. Es war, als drehte man am Knopf eines Radios, und ${s.name} hatte den Knopf in der Hand.`,
    ),
  ],
};
