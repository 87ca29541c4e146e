import { de, en, type Passage } from '../types.ts';
import { cap } from './words.ts';

// Passages every care arc of a hard evening shares: the companion comes quietly, a slow walk, a
// helper of the place who listens, and the way home. Nothing here names the hard thing itself, so
// each fits a loss, a separation or two homes; the theme's own passages say it.

export const careArrival: Passage = {
  en: [
    en(
      (s) =>
        `${s.pal}, ${s.his} ${s.palKind}, had been lying very still on the pillow. Now ${s.palHe} sat up, as softly as a falling leaf, and rested a ${s.paw} on ${s.name}'s arm. "You have a lot on your mind tonight," ${s.palHe} said. "Shall we go somewhere quiet, just the two of us?" And there, where the rug had been, ${s.where.way} began, leading ${s.where.into}.`,
      { needs: ['toyPal'] },
    ),
    en(
      (s) =>
        `There was the softest tap at the window, hardly louder than a moth. It was ${s.pal}, a ${s.palKind} with kind, serious eyes. "I thought you might like some company," said ${s.pal}. "Will you come for a walk? A slow one." Beyond the glass, ${s.where.way} glimmered, leading ${s.where.into}.`,
      { unless: ['toyPal', 'petPal'] },
    ),
    en(
      (s) =>
        `${s.pal} padded over and laid ${s.palHis} head on the blanket, close to ${s.name}'s hand, the way ${s.palHe} always did when somebody was sad. Then ${s.palHe} looked towards the wardrobe. Behind its door, where the coats usually hung, ${s.where.way} had opened, leading ${s.where.into}.`,
      { needs: ['petPal'] },
    ),
    en(
      (s) =>
        `${s.name} did not hear ${s.pal} come. Suddenly ${s.pal} was simply there at the end of the bed, the way good friends are there when they are needed. "Come," said ${s.pal} quietly. "I know a peaceful place." And ${s.where.way} led them out, ${s.where.into}.`,
    ),
    en(
      (s) =>
        `The curtain stirred, though the window was shut, and there on the sill sat ${s.pal}, a ${s.palKind}, as if ${s.palHe} had been there all along. ${s.PalHe} did not say anything clever. ${s.PalHe} only held out a ${s.paw} and waited. When ${s.name} reached for it, ${s.where.way} lay before them, all the way ${s.where.into}.`,
      { unless: ['toyPal'] },
    ),
    en(
      (s) =>
        `${s.name} had just turned over for the third time when a soft voice said, "Can't sleep either?" There was ${s.pal}, close by in the dark, looking at ${s.name} with kind, steady eyes. "Come on," said ${s.pal}. "Let's go and find some quiet." Where the bedroom wall had been, ${s.where.way} opened up, leading ${s.where.into}.`,
    ),
    en(
      (s) =>
        `${s.name} hugged ${s.pal} tight, the way ${s.he} always did when things felt too big. And this time, ${s.pal} hugged back. "I know," ${s.pal} whispered. "Come with me, just for a little while." Where the strip of light lay under the door, ${s.where.way} began, leading ${s.where.into}.`,
      { needs: ['toyPal'] },
    ),
    en(
      (s) =>
        `A small sound came from the end of the bed, like a pebble dropped into water. ${s.name} sat up. There was ${s.pal}, waiting, as patient as anything. "I thought we might go for a walk," said ${s.pal}, "a slow one, where nobody has to say anything unless they want to." And ${s.where.way} was already there, ready to lead them ${s.where.into}.`,
    ),
  ],
  de: [
    de(
      (s) =>
        `${s.pal} hatte den ganzen Abend still auf dem Kopfkissen gelegen. Jetzt setzte ${s.palEr} sich auf, so leise wie ein fallendes Blatt, und legte ${s.paw.ein.acc} auf ${s.sein('en')} Arm. „Du hast heute so viel im Kopf“, sagte ${s.palEr}. „Wollen wir irgendwohin gehen, wo es ruhig ist? Nur wir zwei?“ Und da, wo eben noch der Teppich gewesen war, begann ${s.where.way} und führte ${s.where.into}.`,
      { needs: ['toyPal'] },
    ),
    de(
      (s) =>
        `Es klopfte ganz leise ans Fenster, kaum lauter als ein Nachtfalter. Draußen saß ${s.pal}, ${s.palKind.ein.nom} mit freundlichen, ernsten Augen. „Ich dachte, du magst heute vielleicht nicht allein sein“, sagte ${s.pal}. „Kommst du mit auf einen Spaziergang? Einen ganz langsamen?“ Hinter der Scheibe schimmerte ${s.where.way} und führte ${s.where.into}.`,
      { unless: ['toyPal', 'petPal'] },
    ),
    de(
      (s) =>
        `${s.pal} tapste herüber und legte den Kopf auf die Bettdecke, dicht neben ${s.sein('e')} Hand, wie ${s.palEr} es immer tat, wenn jemand traurig war. Dann schaute ${s.palEr} zum Kleiderschrank. Hinter der Tür, wo sonst die Jacken hingen, hatte sich ${s.where.way} aufgetan und führte ${s.where.into}.`,
      { needs: ['petPal'] },
    ),
    de(
      (s) =>
        `${s.name} hörte ${s.pal} nicht kommen. Auf einmal war ${s.pal} einfach da, am Fußende des Bettes, so wie gute Freunde da sind, wenn man sie braucht. „Komm“, sagte ${s.pal} leise. „Ich kenne einen friedlichen Ort.“ Und ${s.where.way} führte die beiden hinaus, ${s.where.into}.`,
    ),
    de(
      (s) =>
        `Auf einmal saß ${s.pal} auf dem Fensterbrett, ${s.palKind.ein.nom}, als säße ${s.palEr} jeden Abend dort. ${s.PalEr} sagte nichts Kluges. ${s.PalEr} streckte nur ${s.paw.ein.acc} aus und wartete. Als ${s.name} danach griff, lag ${s.where.way} vor ihnen und führte ${s.where.into}.`,
      { unless: ['toyPal'] },
    ),
    de(
      (s) =>
        `${s.name} hatte sich gerade zum dritten Mal umgedreht, als eine leise Stimme fragte: „Kannst du auch nicht schlafen?“ Da war ${s.pal}, ganz nah im Dunkeln, und schaute herüber, mit freundlichen, ruhigen Augen. „Komm“, sagte ${s.pal}. „Wir suchen uns ein bisschen Ruhe.“ Wo eben noch die Zimmerwand gewesen war, tat sich ${s.where.way} auf und führte ${s.where.into}.`,
    ),
    de(
      (s) =>
        `${s.name} drückte ${s.pal} ganz fest an sich, so wie immer, wenn alles zu groß wurde. Und diesmal drückte ${s.pal} zurück. „Ich weiß“, flüsterte ${s.palEr}. „Komm mit, nur für ein Weilchen.“ Da, wo sonst unter der Tür ein Lichtstreif lag, begann ${s.where.way} und führte ${s.where.into}.`,
      { needs: ['toyPal'] },
    ),
    de(
      (s) =>
        `Vom Fußende her kam ein kleines Geräusch, wie ein Kiesel, der ins Wasser fällt. ${s.name} setzte sich auf. Da wartete ${s.pal}, ganz geduldig. „Ich dachte, wir gehen ein Stück“, sagte ${s.pal}, „ganz langsam, und keiner muss etwas sagen, wenn er nicht will.“ Und schon lag ${s.where.way} bereit und führte ${s.where.into}.`,
    ),
  ],
};

export const careArrivalLittle: Passage = {
  en: [
    en(
      (s) =>
        `${s.pal} sits up on the pillow and strokes ${s.name}'s hand, soft, soft. "Shall we go for a quiet walk?" says ${s.pal}. And off they go, slowly, ${s.where.into}.`,
      { needs: ['toyPal'] },
    ),
    en(
      (s) =>
        `Something soft brushes the window. It is ${s.pal}, the ${s.palKind}. "Come," whispers ${s.pal}. "Let's go for a slow walk." And together they go ${s.where.into}.`,
      { unless: ['toyPal'] },
    ),
    en(
      (s) =>
        `${s.pal} comes and sits close to ${s.name}. Very close. "I am here," says ${s.pal}. Then they go for a walk, slowly, slowly, ${s.where.into}.`,
    ),
  ],
  de: [
    de(
      (s) =>
        `${s.pal} setzt sich auf dem Kissen auf und streichelt ${s.name} über die Hand, ganz sacht. „Wollen wir ein Stück spazieren gehen?“, fragt ${s.pal}. Und leise geht es los, ${s.where.into}.`,
      { needs: ['toyPal'] },
    ),
    de(
      (s) =>
        `Etwas streift ganz leise das Fenster. Das ist ${s.pal}, ${s.palKind.der.nom}. „Komm“, flüstert ${s.pal}. „Wir gehen ein Stück, ganz langsam.“ Und zusammen gehen sie ${s.where.into}.`,
      { unless: ['toyPal'] },
    ),
    de(
      (s) =>
        `${s.pal} kommt und setzt sich ganz nah zu ${s.name}. „Ich bin da“, sagt ${s.pal}. Dann gehen die beiden los, langsam, langsam, ${s.where.into}.`,
    ),
  ],
};

/** The slow walk into the place; a keepsake or the child's toy comes along when the plan has one. */
export const careWalk: Passage = {
  en: [
    en(
      (s) =>
        `${s.siblings.names} had come along too, and walked close behind, quiet for once. Nobody had to say anything. Being sad together is a little less lonely than being sad alone. ${s.sight()}`,
      { needs: ['siblings'] },
    ),
    en(
      (s) =>
        `Slowly they walked on, deeper and deeper ${s.where.again}. ${s.pal} did not hurry, and did not ask any questions. Sometimes the kindest thing a friend can do is simply walk beside you. ${s.sight()}`,
    ),
    en(
      (s) =>
        `The night air was cool and soft. ${s.name} held on to ${s.pal}'s ${s.paw}, and for a long while neither of them said a word, and that was all right. Some walks are for talking, and some are just for walking.`,
    ),
    en(
      (s) =>
        `${s.name} had brought ${s.keepsake.of} along and held ${s.keepsake.it} close all the way. It was like holding a little piece of ${s.lost.name}. ${s.sight()} ${s.name} noticed it, and noticed, too, that noticing things felt a little easier with ${s.pal} beside ${s.him}.`,
      { needs: ['keepsake', 'lost'] },
    ),
    en(
      (s) =>
        `${s.name} had brought ${s.toy.his} along, because some nights you want something of your own close by. Step by step they went deeper in, not fast, not slow, just right. ${s.sight()}`,
      { needs: ['toy'] },
    ),
    en(
      (s) =>
        `Everything ${s.where.again} seemed to be getting ready for the night. ${s.sight()} ${s.name} breathed in the quiet, and the heavy feeling inside ${s.him} loosened, just a little, like a knot in a shoelace.`,
    ),
    en(
      (s) =>
        `The way ahead was quiet and soft, and ${s.pal} walked so close that ${s.name} could feel ${s.palHim} there without looking. Neither of them was in a hurry. ${s.sight()}`,
    ),
    en(
      (s) =>
        `They walked on side by side, and every few steps ${s.pal} looked across at ${s.name}, just to check. Each time ${s.name} nodded, a small nod that meant: still here, still going. ${s.sight()}`,
    ),
    en(
      (s) =>
        `Here and there a little light came on beside the way, as if someone had lit it just for the two of them. ${s.name} counted the lights under ${s.his} breath, and the counting helped, a little. ${s.sight()}`,
    ),
  ],
  de: [
    de(
      (s) =>
        `Auch ${s.siblings.names} ${s.siblings.count > 1 ? 'waren' : 'war'} mitgekommen und ${s.siblings.count > 1 ? 'gingen' : 'ging'} ganz leise dicht hinterher. Keiner musste etwas sagen. Zusammen traurig sein ist ein bisschen weniger einsam als allein. ${s.sight()}`,
      { needs: ['siblings'] },
    ),
    de(
      (s) =>
        `Langsam gingen die beiden weiter, immer tiefer hinein. ${s.pal} trödelte nicht und drängelte nicht, und ${s.palEr} stellte keine Fragen. Manchmal ist das Liebste, was ein Freund tun kann, einfach neben einem herzugehen. ${s.sight()}`,
    ),
    de(
      (s) =>
        `Die Nachtluft war kühl und weich. ${s.name} hielt sich an ${s.pal} fest, und lange sagte keiner von beiden ein Wort. Das war in Ordnung so. Manche Spaziergänge sind zum Reden da und manche nur zum Gehen.`,
    ),
    de(
      (s) =>
        `${s.name} hatte ${s.keepsake.of.acc} mitgenommen und hielt ${s.keepsake.er.acc} den ganzen Weg über fest. Es war, als hielte ${s.er} ein kleines Stück von ${s.lost.name} in der Hand. ${s.sight()} ${s.name} bemerkte es, und ${s.er} bemerkte auch, dass das Hinschauen mit ${s.pal} an der Seite ein bisschen leichter ging.`,
      { needs: ['keepsake', 'lost'] },
    ),
    de(
      (s) =>
        `${s.name} hatte ${s.toy.sein.acc} mitgenommen, denn an manchen Abenden möchte man etwas Eigenes bei sich haben. Schritt für Schritt gingen sie tiefer hinein, nicht schnell, nicht langsam, genau richtig. ${s.sight()}`,
      { needs: ['toy'] },
    ),
    de(
      (s) =>
        `${cap(s.where.in)} schien sich alles für die Nacht bereitzumachen. ${s.sight()} ${s.name} atmete die Stille ein, und das Schwere in ${s.ihm} lockerte sich ein kleines bisschen, wie ein Knoten im Schnürsenkel.`,
    ),
    de(
      (s) =>
        `Der Weg war still und weich, und ${s.pal} ging so dicht neben ${s.name} her, dass man es auch ohne Hinsehen spürte. Keiner von beiden hatte es eilig. ${s.sight()}`,
    ),
    de(
      (s) =>
        `Seite an Seite gingen sie weiter, und alle paar Schritte sah ${s.pal} zu ${s.name} hinüber, nur um nachzusehen. Jedes Mal nickte ${s.name}, ein kleines Nicken, das hieß: Noch da. Es geht noch. ${s.sight()}`,
    ),
    de(
      (s) =>
        `Hier und da ging am Weg ein kleines Licht an, als hätte es jemand nur für die beiden angezündet. ${s.name} zählte die Lichter leise vor sich hin, und das Zählen half, ein kleines bisschen. ${s.sight()}`,
    ),
  ],
};

/** A helper of the place who listens: met at the quietest spot. */
export const careGuide: Passage = {
  en: [
    en(
      (s) =>
        `At last they came to the quietest spot ${s.where.again}, where even the breeze seemed to whisper. ${s.where.guide} "Hello, ${s.name}," said ${s.where.guideName} softly. "You look as if you are carrying something heavy tonight. Would you like to put it down for a while and tell me about it?"`,
    ),
    en(
      (s) =>
        `They stopped to rest in a sheltered place, and they were not alone. ${s.where.guide} ${s.where.guideName} did not ask what the matter was. ${s.where.guideName} simply settled down beside them and waited, patient as the moon, until ${s.name} was ready to speak.`,
    ),
    en(
      (s) =>
        `${s.where.guide} "I am very good at listening," said ${s.where.guideName}, when ${s.name} and ${s.pal} came near. "I have had a great deal of practice. Sit with me, if you like." So they sat, all three of them, and the night kept them company.`,
    ),
    en(
      (s) =>
        `${s.pal} led ${s.name} to a still, sheltered place ${s.palHe} knew, where a friend of ${s.palHis} was waiting. "This is ${s.where.guideName}," whispered ${s.pal}. "You can tell ${s.where.guideName} anything at all."`,
    ),
    en(
      (s) =>
        `${s.where.guide} For a while ${s.where.guideName} said nothing and only looked, the way you look at a cloud to see what kind of rain it holds. "Big thoughts," said ${s.where.guideName} at last. "I can see them from here. Tell me one, and we will look at it together."`,
    ),
    en(
      (s) =>
        `${s.where.guide} "There is room here," said ${s.where.guideName}, "and time, as much as you need. Nobody is in a hurry tonight. You can tell me anything, or nothing at all." So ${s.name} and ${s.pal} sat down close together, and for a while they only listened to the night.`,
    ),
    en(
      (s) =>
        `${s.where.guide} ${s.where.guideName} came a little closer and settled down beside them. For a while the only sound was the night itself. Then ${s.where.guideName} said, very gently, "Whatever it is, it can be said here. I'm not afraid of it, and you don't have to be either."`,
    ),
    en(
      (s) =>
        `${s.where.guide} "I wondered when you'd come," said ${s.where.guideName}. "Friends of ${s.pal}'s are always welcome here, and so are their heavy thoughts, big ones and small ones. Sit down, and let's see which kind you've brought tonight."`,
    ),
  ],
  de: [
    de(
      (s) =>
        `Endlich kamen sie an die stillste Stelle ${s.where.again}, wo sogar der Wind zu flüstern schien. ${s.where.guide} „Hallo, ${s.name}“, sagte ${s.where.guideName} leise. „Du siehst aus, als würdest du heute etwas Schweres mit dir herumtragen. Magst du es eine Weile absetzen und mir davon erzählen?“`,
    ),
    de(
      (s) =>
        `An einem geschützten Plätzchen blieben sie stehen, um auszuruhen, und sie waren nicht allein. ${s.where.guide} ${s.where.guideName} fragte nicht, was los war. ${s.where.guideName} setzte sich einfach zu ihnen und wartete, geduldig wie der Mond, bis ${s.name} so weit war.`,
    ),
    de(
      (s) =>
        `${s.where.guide} „Ich kann sehr gut zuhören“, sagte ${s.where.guideName}, als ${s.name} und ${s.pal} näher kamen. „Ich habe viel Übung darin. Setzt euch zu mir, wenn ihr mögt.“ Also setzten sie sich, alle drei, und die Nacht leistete ihnen Gesellschaft.`,
    ),
    de(
      (s) =>
        `${s.pal} führte ${s.name} an einen stillen, geschützten Ort, den ${s.palEr} kannte. Dort wartete schon jemand auf sie. „Das ist ${s.where.guideName}“, flüsterte ${s.pal}. „${s.where.guideName} kannst du alles erzählen.“`,
    ),
    de(
      (s) =>
        `${s.where.guide} Eine Weile sagte ${s.where.guideName} gar nichts und schaute nur, so wie man eine Wolke anschaut, um zu sehen, was für ein Regen darin steckt. „Große Gedanken“, sagte ${s.where.guideName} schließlich. „Die sehe ich von hier aus. Erzähl mir einen davon, dann schauen wir ihn uns zusammen an.“`,
    ),
    de(
      (s) =>
        `${s.where.guide} „Hier ist Platz“, sagte ${s.where.guideName}, „und Zeit, so viel ihr braucht. Heute Nacht hat es niemand eilig. Du kannst mir alles erzählen oder auch gar nichts.“ Also setzten ${s.name} und ${s.pal} sich dicht nebeneinander und lauschten eine Weile nur der Nacht.`,
    ),
    de(
      (s) =>
        `${s.where.guide} ${s.where.guideName} kam ein Stückchen näher und ließ sich neben ihnen nieder. Eine Weile war nur die Nacht zu hören. Dann sagte ${s.where.guideName} ganz sanft: „Was es auch ist, hier darf es gesagt werden. Ich habe keine Angst davor, und du brauchst auch keine zu haben.“`,
    ),
    de(
      (s) =>
        `${s.where.guide} „Ich hab mich schon gefragt, wann ihr kommt“, sagte ${s.where.guideName}. „Wer mit ${s.pal} befreundet ist, ist hier immer willkommen, und die schweren Gedanken auch, große und kleine. Setz dich, dann schauen wir, welche du heute mitgebracht hast.“`,
    ),
  ],
};

export const careGuideLittle: Passage = {
  en: [
    en((s) => `They come to a quiet place. ${s.where.guide} "Hello, ${s.name}," says ${s.where.guideName} softly.`),
    en(
      (s) =>
        `It is very still here. ${s.where.guide} "I am a good listener," says ${s.where.guideName}. "Come and sit with me."`,
    ),
  ],
  de: [
    de((s) => `Sie kommen an einen stillen Ort. ${s.where.guide} „Hallo, ${s.name}“, sagt ${s.where.guideName} leise.`),
    de(
      (s) =>
        `Hier ist es ganz still. ${s.where.guide} „Ich kann gut zuhören“, sagt ${s.where.guideName}. „Komm, setz dich zu mir.“`,
    ),
  ],
};

/** The way home, as the place settles for the night. */
export const careHomeward: Passage = {
  en: [
    en(
      (s) =>
        `It was time to go home. ${s.where.nightfall} ${s.name} and ${s.pal} walked back slowly, the way they had come, and the heavy feeling walked with them. But it was lighter now, as if it had been shared out a little.`,
    ),
    en(
      (s) =>
        `${s.where.nightfall} "Will you come again, if I need you?" asked ${s.name}. "Whenever you need me," said ${s.pal}, and they set off for home together.`,
    ),
    en(
      (s) =>
        `${s.name} said goodbye to ${s.where.guideName}, and thank you, too. The way home seemed shorter than the way there. It often does.`,
    ),
    en(
      (s) =>
        `${s.where.nightfall} "Time for bed," said ${s.where.guideName}, "but you may come back whenever you like." On the way home, ${s.name}'s steps were slower and steadier than before. The heavy thing was still there. It just did not have to be carried alone any more.`,
    ),
    en(
      (s) =>
        `They went back the way they had come, past everything they had passed before, and it all looked a little different now, softer at the edges. ${s.where.nightfall} ${s.pal} gave an enormous yawn, and ${s.name} found that yawns are catching.`,
    ),
    en(
      (s) =>
        `When it was time, ${s.where.guideName} came with them a little way. "Goodnight, ${s.name}," said ${s.where.guideName}. "Thank you for telling me all of it." ${s.where.nightfall} Then ${s.name} and ${s.pal} went home, side by side, in no hurry at all.`,
    ),
  ],
  de: [
    de(
      (s) =>
        `Es war Zeit, nach Hause zu gehen. ${s.where.nightfall} Langsam gingen ${s.name} und ${s.pal} den Weg zurück, und das Schwere ging mit. Aber es war leichter geworden, als hätten sie es ein bisschen untereinander aufgeteilt.`,
    ),
    de(
      (s) =>
        `${s.where.nightfall} „Kommst du wieder, wenn ich dich brauche?“, fragte ${s.name}. „Immer, wenn du mich brauchst“, sagte ${s.pal}, und zusammen machten sie sich auf den Heimweg.`,
    ),
    de(
      (s) =>
        `${s.name} verabschiedete sich von ${s.where.guideName} und sagte Danke. Der Heimweg kam ${s.ihm} kürzer vor als der Hinweg. Das ist oft so.`,
    ),
    de(
      (s) =>
        `${s.where.nightfall} „Zeit fürs Bett“, sagte ${s.where.guideName}, „aber du darfst wiederkommen, wann immer du magst.“ Auf dem Heimweg waren die Schritte langsamer und ruhiger als vorher. Das Schwere war noch da. Aber ${s.name} musste es nicht mehr allein tragen.`,
    ),
    de(
      (s) =>
        `Sie gingen denselben Weg zurück, an allem vorbei, woran sie vorhin vorbeigekommen waren, und alles sah jetzt ein bisschen anders aus, weicher an den Rändern. ${s.where.nightfall} ${s.pal} gähnte ein riesiges Gähnen, und ${s.name} merkte, dass Gähnen ansteckt.`,
    ),
    de(
      (s) =>
        `Als es Zeit war, begleitete ${s.where.guideName} die beiden noch ein Stückchen. „Gute Nacht, ${s.name}“, sagte ${s.where.guideName}. „Danke, dass du mir das alles erzählt hast.“ ${s.where.nightfall} Dann gingen ${s.name} und ${s.pal} nach Hause, Seite an Seite und ganz ohne Eile.`,
    ),
  ],
};
