import { de, en, type Passage } from '../types.ts';
import { cap } from './words.ts';

// A big change, for a child of five and over: the new path. What stays the same is counted out
// loud; a small smooth stone to hold; one small step onto the new path, holding on to the
// companion; from the end of it, the old path is still there. Home, the same bed and the same song.

export const newPath: Passage = {
  en: [
    en(
      (s) =>
        `Then ${s.where.guideName} showed them something. Beside the old path, where there had never been anything at all, a new path had opened up, pale and narrow, winding off into the dark. "That wasn't here before," said ${s.name}. "No," said ${s.where.guideName}. "Places change too. Shall we see where it goes? Only when you're ready."`,
    ),
    en(
      (s) =>
        `A little way on, the path split in two. One way was the way they always went. The other was new: ${s.name} had never seen it before. It looked strange in the moonlight, and it smelled of something ${s.name} did not know. ${s.His} tummy fluttered. "We don't have to," said ${s.pal}. "But we could."`,
    ),
    en(
      (s) =>
        `"Come," said ${s.where.guideName}, and led them to a place where a brand-new path began, one that nobody had ever walked along. It was quiet and a little bit mysterious. ${s.name} stopped at the very edge of it and held on to ${s.pal}.`,
    ),
  ],
  de: [
    de(
      (s) =>
        `Dann zeigte ${s.where.guideName} ihnen etwas. Neben dem alten Weg, wo noch nie etwas gewesen war, hatte sich ein neuer Weg aufgetan, hell und schmal, und er schlängelte sich in die Dunkelheit. „Der war vorher nicht da“, sagte ${s.name}. „Nein“, sagte ${s.where.guideName}. „Auch Orte verändern sich. Wollen wir schauen, wohin er führt? Erst, wenn du so weit bist.“`,
    ),
    de(
      (s) =>
        `Ein Stück weiter teilte sich der Weg. Der eine war der, den sie immer gingen. Der andere war neu, ${s.name} hatte ihn noch nie gesehen. Im Mondlicht sah er fremd aus, und er roch nach etwas, das ${s.name} nicht kannte. Im Bauch flatterte es. „Wir müssen nicht“, sagte ${s.pal}. „Aber wir könnten.“`,
    ),
    de(
      (s) =>
        `„Kommt“, sagte ${s.where.guideName} und führte sie dorthin, wo ein ganz neuer Weg begann, einer, den noch nie jemand gegangen war. Er war still und ein bisschen geheimnisvoll. Ganz am Anfang blieb ${s.name} stehen und hielt sich an ${s.pal} fest.`,
    ),
  ],
};

export const whatStaysTheSame: Passage = {
  en: [
    en(
      (s) =>
        `"Before we go," said ${s.pal}, "let's count the things that stay the same." So they did. "${cap(s.grownups.names)} still love${s.grownups.one ? 's' : ''} me, just the same," said ${s.name}. "The moon," said ${s.pal}. "Same moon." "My bed," said ${s.name}. "My name." "Me," said ${s.pal}. "Every night." The list was long, much longer than the list of new things, and ${s.name} felt steadier with every word.`,
      { needs: ['grownups'] },
    ),
    en(
      (s) =>
        `${s.pal} sat down beside ${s.name}. "Lots of things will be new tomorrow," ${s.palHe} said. "But lots won't. Your name will be the same. The moon will be the same moon. Your bed will be the same bed, with the same dent in the pillow. And I'll be the same ${s.pal}." ${s.name} thought about that. It helped, the way a hand helps on a wobbly step.`,
    ),
    en(
      (s) =>
        `"Let's play a game," said ${s.where.guideName}. "You say something new, and then something that stays the same." ${s.name} thought. "New: I don't know what it'll be like." "Same?" "${s.pal}." "New?" "Nearly everything!" ${s.where.guideName} chuckled softly. "Same?" ${s.name} thought harder. "The moon. My bed. My name. The song at bedtime." "You see," said ${s.where.guideName}. "You're taking more with you than you think."`,
    ),
    en(
      (s) =>
        `"Shall I tell you a secret?" said ${s.pal}. "Most things don't change at all. Tomorrow the sun will come up in the same place. You'll have the same laugh and the same favourite things. And I'll be here tonight, and tomorrow night, and the night after that." ${s.name} counted them on ${s.his} fingers. There were more than ${s.he} had fingers for.`,
    ),
  ],
  de: [
    de(
      (s) =>
        `„Bevor wir gehen“, sagte ${s.pal}, „zählen wir auf, was gleich bleibt.“ Und das taten sie. „${cap(s.grownups.names)} ${s.grownups.plural ? 'haben' : 'hat'} mich genauso lieb wie immer“, sagte ${s.name}. „Der Mond“, sagte ${s.pal}. „Derselbe Mond.“ „Mein Bett“, sagte ${s.name}. „Mein Name.“ „Ich“, sagte ${s.pal}. „Jede Nacht.“ Die Liste war lang, viel länger als die Liste der neuen Sachen, und mit jedem Wort stand ${s.name} ein bisschen fester.`,
      { needs: ['grownups'] },
    ),
    de(
      (s) =>
        `${s.pal} setzte sich neben ${s.name}. „Morgen ist vieles neu“, sagte ${s.palEr}. „Aber vieles auch nicht. Dein Name bleibt derselbe. Der Mond bleibt derselbe Mond. Dein Bett bleibt dasselbe Bett, mit derselben Kuhle im Kopfkissen. Und ich bleibe ${s.pal}.“ ${s.name} dachte darüber nach. Es half, so wie eine Hand hilft, wenn man auf einer wackeligen Stufe steht.`,
    ),
    de(
      (s) =>
        `„Lass uns ein Spiel spielen“, sagte ${s.where.guideName}. „Du sagst etwas, das neu ist, und dann etwas, das gleich bleibt.“ ${s.name} überlegte. „Neu: Ich weiß nicht, wie es wird.“ „Gleich?“ „${s.pal}.“ „Neu?“ „Fast alles!“ ${s.where.guideName} lachte leise. „Gleich?“ ${s.name} überlegte noch mehr. „Der Mond. Mein Bett. Mein Name. Das Lied beim Schlafengehen.“ „Siehst du“, sagte ${s.where.guideName}. „Du nimmst mehr mit, als du denkst.“`,
    ),
    de(
      (s) =>
        `„Soll ich dir ein Geheimnis verraten?“, fragte ${s.pal}. „Das meiste ändert sich überhaupt nicht. Morgen geht die Sonne an derselben Stelle auf. Du hast dasselbe Lachen und dieselben Lieblingssachen. Und ich bin heute Nacht da und morgen Nacht und übermorgen auch.“ ${s.name} zählte an den Fingern mit. Es waren mehr, als ${s.er} Finger hatte.`,
    ),
  ],
};

export const sameStone: Passage = {
  en: [
    en(
      (s) =>
        `${s.where.guideName} gave ${s.name} a small, smooth stone, cool and round and just the right size to hold in a fist. "It's a same-stone," ${s.where.guideName} said. "When something feels too new, hold it, and remember all the things that stay the same." ${s.name} closed ${s.his} hand around it. It felt good.`,
    ),
    en(
      (s) =>
        `${s.pal} found a small, smooth stone beside the path and pressed it into ${s.name}'s hand. "Take it with you tomorrow," ${s.palHe} said. "Put it in your pocket. Whenever you touch it, you'll know I'm thinking of you." ${s.name} held it tight. It was warm already.`,
    ),
    en(
      (s) =>
        `"Here is a secret squeeze," said ${s.pal}. "Three squeezes means: I'm here." ${s.pal} squeezed ${s.name}'s hand three times, and ${s.name} squeezed back. Then ${s.where.guideName} gave ${s.name} a small, smooth stone. "For tomorrow," ${s.where.guideName} said. "You can squeeze this too, three times, whenever you need to."`,
    ),
  ],
  de: [
    de(
      (s) =>
        `${s.where.guideName} hatte einen kleinen glatten Stein für ${s.name}, kühl und rund und genau so groß, dass er in eine Faust passte. „Das ist ein Gleich-bleib-Stein“, sagte ${s.where.guideName}. „Wenn dir etwas zu neu ist, halt ihn fest und denk an alles, was gleich bleibt.“ ${s.name} schloss die Hand darum. Es fühlte sich gut an.`,
    ),
    de(
      (s) =>
        `${s.pal} fand am Wegrand einen kleinen glatten Stein und drückte ihn ${s.name} in die Hand. „Nimm ihn morgen mit“, sagte ${s.palEr}. „Steck ihn in die Tasche. Immer wenn du ihn anfasst, weißt du, dass ich an dich denke.“ ${s.name} hielt ihn ganz fest. Er war schon warm.`,
    ),
    de(
      (s) =>
        `„Ich zeig dir ein geheimes Drücken“, sagte ${s.pal}. „Dreimal drücken heißt: Ich bin da.“ ${s.pal} drückte die Hand von ${s.name} dreimal, und ${s.name} drückte zurück. Dann bekam ${s.name} von ${s.where.guideName} einen kleinen glatten Stein. „Für morgen“, sagte ${s.where.guideName}. „Den kannst du auch dreimal drücken, wann immer du es brauchst.“`,
    ),
  ],
};

export const firstStep: Passage = {
  en: [
    en(
      (s) =>
        `Then, holding on to ${s.pal} with one hand and the stone with the other, ${s.name} went a little way onto the new path. It felt strange: the sounds were different, and the air smelled new. ${s.name}'s tummy fluttered. But ${s.pal} was still there, and the stone was still there, and after a few more steps the strange feeling had grown a little smaller. Then the path opened out. ${s.sight()}`,
    ),
    en(
      (s) =>
        `${s.name} looked at the new path for a long time. "Together?" asked ${s.pal}. "Together," said ${s.name}. So they went, slowly, one bit at a time. At first everything looked unfamiliar, and ${s.name} held on tight. But the new path was kind. ${s.sight()} "Oh," said ${s.name}. "I didn't know this was here." "Neither did I," said ${s.pal}. "That's the thing about new."`,
    ),
    en(
      (s) =>
        `It was strange, the new path. ${s.name} did not like it at first, and said so, and that was fine. ${s.pal} waited, and ${s.name} stood still, holding on to ${s.pal} with one hand and the stone with the other, and counted the same things in ${s.his} head: the moon, ${s.his} bed, ${s.pal}. Then ${s.he} went on, a little way, and a little more. ${s.sight()}`,
    ),
  ],
  de: [
    de(
      (s) =>
        `Dann hielt ${s.name} sich mit der einen Hand an ${s.pal} fest, nahm den Stein in die andere und wagte sich ein kleines Stück auf den neuen Weg. Es fühlte sich fremd an: Die Geräusche waren anders, und die Luft roch neu. Im Bauch flatterte es. Aber ${s.pal} war noch da, und der Stein war noch da, und nach ein paar Schritten war das fremde Gefühl schon ein bisschen kleiner geworden. Dann wurde der Weg breiter. ${s.sight()}`,
    ),
    de(
      (s) =>
        `${s.name} schaute den neuen Weg lange an. „Zusammen?“, fragte ${s.pal}. „Zusammen“, sagte ${s.name}. Also gingen sie los, langsam, ein Stückchen nach dem anderen. Zuerst sah alles ungewohnt aus, und ${s.name} hielt sich gut fest. Aber der neue Weg war freundlich. ${s.sight()} „Oh“, sagte ${s.name}. „Ich wusste gar nicht, dass es das hier gibt.“ „Ich auch nicht“, sagte ${s.pal}. „So ist das mit Neuem.“`,
    ),
    de(
      (s) =>
        `Fremd war er, der neue Weg. Am Anfang mochte ${s.name} ihn nicht und sagte das auch, und das war in Ordnung. ${s.pal} wartete. ${s.name} blieb stehen und hielt sich mit der einen Hand an ${s.pal} fest, mit der anderen am Stein. Dann zählte ${s.name} im Kopf die Dinge auf, die gleich blieben: der Mond, das eigene Bett, ${s.pal}. Dann ging es weiter, ein kleines Stück und noch ein Stück. ${s.sight()}`,
    ),
  ],
};

export const bothPaths: Passage = {
  en: [
    en(
      (s) =>
        `The new path led up a little hill. From the top, ${s.name} could see everything. There was the old path, winding off the way it always had, and the new one, which did not look strange at all from up here. "Both are here," said ${s.where.guideName}. "The old and the new. You don't lose one by starting the other." ${s.where.nightfall}`,
    ),
    en(
      (s) =>
        `At the end of the new path, ${s.where.guideName} was waiting for them. "Well?" asked ${s.where.guideName}. "It was strange," said ${s.name}. "And then it was a bit less strange." ${s.where.guideName} nodded. "That's how it goes with new things. Tomorrow might be a bit like that too." ${s.where.nightfall}`,
    ),
    en(
      (s) =>
        `${s.name} sat down at the end of the new path with the stone in ${s.his} hand and ${s.pal} leaning against ${s.him}. ${s.He} still did not know exactly what tomorrow would be like. But ${s.he} knew what would come along: the stone, ${s.pal}, the moon, and all the things that stayed the same. That was a lot to take along. ${s.where.nightfall}`,
    ),
  ],
  de: [
    de(
      (s) =>
        `Der neue Weg führte auf einen kleinen Hügel. Von oben konnte ${s.name} alles sehen: den alten Weg, der sich dahinschlängelte wie immer, und den neuen, der von hier oben gar nicht mehr fremd aussah. „Beide sind da“, sagte ${s.where.guideName}. „Das Alte und das Neue. Wenn das eine anfängt, verlierst du das andere nicht.“ ${s.where.nightfall}`,
    ),
    de(
      (s) =>
        `Am Ende des neuen Weges wartete ${s.where.guideName} schon auf sie. „Und?“, fragte ${s.where.guideName}. „Es war fremd“, sagte ${s.name}. „Und dann war es ein bisschen weniger fremd.“ ${s.where.guideName} nickte. „So ist das mit neuen Sachen. Vielleicht wird es morgen auch ein bisschen so.“ ${s.where.nightfall}`,
    ),
    de(
      (s) =>
        `${s.name} setzte sich ans Ende des neuen Weges, den Stein in der Hand, und ${s.pal} lehnte sich an. Wie es morgen genau werden würde, wusste ${s.name} immer noch nicht. Aber was mitkommen würde, das wusste ${s.er}: der Stein, ${s.pal}, der Mond und alles, was gleich blieb. Das war eine ganze Menge. ${s.where.nightfall}`,
    ),
  ],
};

export const sameBed: Passage = {
  en: [
    en(
      (s) =>
        `Back home, ${s.grownups.names} tucked ${s.name} in, the same as every night. ${s.name} slipped the stone under the pillow, ready for tomorrow. Same bed. Same moon at the window. "${s.lullaby}," sang ${s.pal}, the same song as always. And ${s.name}, holding on to all the same-old things, fell asleep.`,
      { needs: ['grownups'] },
    ),
    en(
      (s) =>
        `Home again. The bed was the same bed, the pillow had the same dent in it, and the moon looked in at the window just as it always did. ${s.name} slipped the stone under ${s.his} pillow. Tomorrow could be new. Tonight was the same, and that was just right. "${s.lullaby}," hummed ${s.pal}, and ${s.name} slept.`,
    ),
    en(
      (s) =>
        `Back in bed, ${s.homePet.name} was curled up in the same old spot. ${s.name} held the stone and listened to ${s.homePet.name} breathing, and to ${s.pal} humming the same song as always, and the fluttery feeling grew smaller and smaller, until it was hardly there at all. Goodnight, ${s.name}.`,
      { needs: ['homePet'] },
    ),
    en(
      (s) =>
        `In no time ${s.name} was back in bed, the stone tucked safe under the pillow. Everything in the room was just where it always was. ${s.pal} curled up in ${s.palHis} usual place. "${s.lullaby}," ${s.palHe} sang, the same song as every night, and ${s.name}'s eyes closed.`,
    ),
    en(
      (s) =>
        `Back in ${s.his} own room, ${s.name} held the stone one more time and quietly counted the things that stay the same: "The moon. My bed. ${s.pal}." Then the stone went under the pillow, ready for tomorrow. "${s.lullaby}," hummed ${s.pal}. Goodnight, ${s.name}.`,
    ),
  ],
  de: [
    de(
      (s) =>
        `Zu Hause wurde ${s.name} von ${s.grownups.dat} zugedeckt, so wie jeden Abend. ${s.name} schob den Stein unters Kopfkissen, bereit für morgen. Dasselbe Bett. Derselbe Mond am Fenster. „${s.lullaby}“, sang ${s.pal}, dasselbe Lied wie immer. Und ${s.name} hielt sich an all dem Altvertrauten fest und schlief ein.`,
      { needs: ['grownups'] },
    ),
    de(
      (s) =>
        `Wieder zu Hause. Das Bett war dasselbe Bett, im Kopfkissen war dieselbe Kuhle, und der Mond schaute zum Fenster herein wie immer. ${s.name} schob den Stein unters Kopfkissen. Morgen durfte neu sein. Heute Nacht war alles wie immer, und das war genau richtig. „${s.lullaby}“, summte ${s.pal}, und ${s.name} schlief.`,
    ),
    de(
      (s) =>
        `Im Bett lag ${s.homePet.name} schon an derselben Stelle wie immer, zusammengerollt. ${s.name} hielt den Stein fest und lauschte ${s.homePet.genitive} Atmen und dem Lied, das ${s.pal} summte, demselben wie immer, und das Flattern im Bauch wurde kleiner und kleiner, bis es kaum noch da war. Gute Nacht, ${s.name}.`,
      { needs: ['homePet'] },
    ),
    de(
      (s) =>
        `Im Nu lag ${s.name} wieder im Bett, den Stein sicher unter dem Kopfkissen. Im Zimmer war alles genau da, wo es immer war. ${s.pal} rollte sich an ${s.palSein('em')} gewohnten Platz. „${s.lullaby}“, sang ${s.palEr}, dasselbe Lied wie jede Nacht, und ${s.name} fielen die Augen zu.`,
    ),
    de(
      (s) =>
        `Im eigenen Zimmer hielt ${s.name} den Stein noch einmal fest und zählte leise auf, was gleich bleibt: „Der Mond. Mein Bett. ${s.pal}.“ Dann kam der Stein unters Kopfkissen, bereit für morgen. „${s.lullaby}“, summte ${s.pal}. Gute Nacht, ${s.name}.`,
    ),
  ],
};
