import { de, en, type Passage } from '../types.ts';
import { cap } from './words.ts';

// Loud noises, for a child of five and over: the first scenes. Something was too loud today; the
// companion comes without a sound and promises only quiet things; the guide listens, takes the fear
// seriously and makes the loud thing smaller by explaining it. Nothing in the story bangs.

export const loudDay: Passage = {
  en: [
    en(
      (s) =>
        `Today something had been much too loud. It had filled ${s.name}'s ears right up, until there was no room left for anything else. ${s.name} had put ${s.his} hands over ${s.his} ears and squeezed ${s.his} eyes shut and waited for it to stop. It had stopped, in the end. But now, at bedtime, the jumpy feeling was still there, fizzing in ${s.his} tummy.`,
    ),
    en(
      (s) =>
        `${cap(s.grownups.names)} had given ${s.name} an extra-long cuddle at bedtime, because today had been a loud day. Something had been so loud that ${s.name} had wanted to run and hide, and ${s.he} had held on very tight until it was over. Now the house was quiet again. ${s.name} lay and listened to the quiet, and still felt a little bit shaky inside.`,
      { needs: ['grownups'] },
    ),
    en(
      (s) =>
        `${s.name} lay in bed with ${s.toy.his} close by. Today something had been much too loud, so loud it had felt as if it were inside ${s.his} head, and ${s.name} had covered ${s.his} ears and wished and wished for it to stop. Now there were only the small sounds of the house. But ${s.name} was still listening hard, just in case.`,
      { needs: ['toy'] },
    ),
    en(
      (s) =>
        `Some people do not mind loud noises. ${s.name} minded them very much. ${s.His} ears heard everything, the small sounds and the big ones, and today a big one had come when ${s.he} ${s.was} not ready. It had made ${s.him} feel scared, and cross, and all shaky. It was quiet now. Still, ${s.name} pulled the covers right up to ${s.his} chin.`,
    ),
    en(
      (s) =>
        `It was bedtime, and the house was quiet at last. But ${s.name} was not sleepy. Earlier today a noise had been so big that ${s.he} had felt it in ${s.his} tummy and in ${s.his} teeth, and ${s.he} had wanted it to stop, right now, please. It had stopped. But ${s.name} still felt jumpy, like a spring that has been squashed.`,
    ),
  ],
  de: [
    de(
      (s) =>
        `Heute war etwas viel zu laut gewesen. Es hatte ${s.name} die Ohren so vollgemacht, dass für nichts anderes mehr Platz war, und ${s.name} hatte sich die Hände auf die Ohren gepresst, die Augen zugekniffen und gewartet, bis es aufhörte. Irgendwann hatte es aufgehört. Aber jetzt, zur Schlafenszeit, war das zappelige Gefühl immer noch da und kribbelte im Bauch.`,
    ),
    de(
      (s) =>
        `${cap(s.grownups.names)} ${s.grownups.plural ? 'hatten' : 'hatte'} ${s.name} zum Schlafengehen extra lange in den Arm genommen, denn heute war ein lauter Tag gewesen. Etwas war so laut gewesen, dass ${s.name} am liebsten weggelaufen wäre und sich versteckt hätte, und ${s.er} hatte sich ganz fest festgehalten, bis es vorbei war. Jetzt war es im Haus wieder still. ${s.name} lag da und lauschte der Stille und war innen drin immer noch ein bisschen zittrig.`,
      { needs: ['grownups'] },
    ),
    de(
      (s) =>
        `${s.name} lag im Bett, ${s.toy.sein.acc} ganz in der Nähe. Heute war etwas viel zu laut gewesen, so laut, dass es sich angefühlt hatte, als wäre es mitten im Kopf, und ${s.name} hatte sich die Ohren zugehalten und sich so sehr gewünscht, dass es aufhört. Jetzt waren da nur noch die kleinen Geräusche des Hauses. Aber ${s.name} horchte immer noch angestrengt, sicherheitshalber.`,
      { needs: ['toy'] },
    ),
    de(
      (s) =>
        `Manchen macht Lärm nichts aus. ${s.name} machte er eine Menge aus. Die Ohren von ${s.name} hörten alles, die leisen Geräusche und die lauten, und heute war ein lautes gekommen, als ${s.name} nicht darauf gefasst war. Davon war ${s.er} erschrocken und wütend und ganz zittrig geworden. Jetzt war es still. Trotzdem zog ${s.name} sich die Decke bis unters Kinn.`,
    ),
    de(
      (s) =>
        `Es war Schlafenszeit, und endlich war es still im Haus. Aber ${s.name} war nicht müde. Heute war ein Geräusch so groß gewesen, dass ${s.name} es im Bauch und in den Zähnen gespürt hatte, und ${s.er} hatte gewollt, dass es aufhört, sofort, bitte. Es hatte aufgehört. Aber ${s.name} war immer noch ganz zappelig, wie eine Sprungfeder, die jemand zusammengedrückt hat.`,
    ),
  ],
};

export const quietArrival: Passage = {
  en: [
    en(
      (s) =>
        `Then ${s.pal} was there, without a knock or a scratch or a single sound, just there, at the end of the bed. "I came very quietly," ${s.palHe} whispered. "I know today was loud. Will you come somewhere quiet with me?" ${s.name} nodded, and ${s.where.way} opened, soft as a sigh, leading ${s.where.into}.`,
    ),
    en(
      (s) =>
        `${s.pal}, the ${s.palKind} on the pillow, sat up slowly, so as not to make a sound. "Shh," ${s.palHe} whispered. "I know a place where everything is soft and quiet. Shall we go?" And ${s.where.way} unrolled across the floor without even a rustle, leading ${s.where.into}.`,
      { needs: ['toyPal'] },
    ),
    en(
      (s) =>
        `A tiny light came in at the window, drifting like a dandelion seed, and there was ${s.pal}. "No loud things tonight," ${s.palHe} said softly. "I promise. Only quiet ones. Come and see." And ${s.where.way} opened up before them, leading ${s.where.into}.`,
      { unless: ['toyPal'] },
    ),
    en(
      (s) =>
        `Something as light as a feather landed on the blanket. It was ${s.pal}, who had come so quietly that ${s.name} had not heard a thing. "I know a place," ${s.pal} whispered, "where the loudest sound is a leaf landing. Shall we go?" ${s.name} nodded, and ${s.where.way} opened without a sound, leading ${s.where.into}.`,
    ),
  ],
  de: [
    de(
      (s) =>
        `Dann war ${s.pal} da, ohne Klopfen, ohne Kratzen, ohne das kleinste Geräusch, einfach da, am Fußende des Bettes. „Ich bin ganz leise gekommen“, flüsterte ${s.palEr}. „Ich weiß, heute war es laut. Kommst du mit an einen stillen Ort?“ ${s.name} nickte, und ${s.where.way} öffnete sich, sanft wie ein Seufzer, ${s.where.into}.`,
    ),
    de(
      (s) =>
        `${s.pal} setzte sich auf dem Kopfkissen auf, ganz langsam, um bloß kein Geräusch zu machen. „Pst“, flüsterte ${s.palEr}. „Ich kenne einen Ort, wo alles weich und still ist. Wollen wir hin?“ Und ${s.where.way} rollte sich über den Boden aus, ohne auch nur zu rascheln, ${s.where.into}.`,
      { needs: ['toyPal'] },
    ),
    de(
      (s) =>
        `Ein winziges Licht schwebte zum Fenster herein wie ein Pusteblumenschirmchen, und da war ${s.pal}. „Heute Nacht gibt es nichts Lautes“, sagte ${s.palEr} leise. „Versprochen. Nur leise Sachen. Komm und schau.“ Und vor ihnen öffnete sich ${s.where.way}, ${s.where.into}.`,
      { unless: ['toyPal'] },
    ),
    de(
      (s) =>
        `Etwas, leicht wie eine Feder, landete auf der Bettdecke. Es war ${s.pal}, so leise gekommen, dass ${s.name} nichts gehört hatte. „Ich kenne einen Ort“, flüsterte ${s.pal}, „da ist das Lauteste ein Blatt, das landet. Wollen wir hin?“ ${s.name} nickte, und ${s.where.way} öffnete sich, ganz ohne Geräusch, ${s.where.into}.`,
    ),
  ],
};

export const quietWay: Passage = {
  en: [
    en(
      (s) =>
        `${s.sight()} It was so quiet that ${s.name} could hear ${s.pal} humming under ${s.palHis} breath. "Is this quiet enough?" asked ${s.pal}. "Yes," whispered ${s.name}. "If it ever gets too loud," said ${s.pal}, "just squeeze my ${s.paw}, and we'll stop, or turn back. You choose."`,
    ),
    en(
      (s) =>
        `The path was soft under them, and the night was full of small sounds: a leaf turning over, a cricket ticking, the hush of the wind. ${s.name} listened to each one. Small sounds were fine. Small sounds were friendly. ${s.sight()} "You can tell me if anything is too loud," said ${s.pal}. "Anything at all. I'll believe you."`,
    ),
    en(
      (s) =>
        `${s.sight()} ${s.pal} stayed close beside ${s.name}. "Do you want to tell me about the loud thing?" ${s.palHe} asked. ${s.name} shook ${s.his} head. "Not yet." "That's all right," said ${s.pal}. "Whenever you want. Or never." And on they went, quietly, side by side.`,
    ),
  ],
  de: [
    de(
      (s) =>
        `${s.sight()} Es war so still, dass man sogar hörte, wie ${s.pal} leise vor sich hin summte. „Ist es leise genug?“, fragte ${s.pal}. „Ja“, flüsterte ${s.name}. „Wenn es dir irgendwann zu laut wird“, sagte ${s.pal}, „dann drück mich einfach ganz fest, und wir bleiben stehen oder gehen zurück. Du bestimmst.“`,
    ),
    de(
      (s) =>
        `Der Weg war weich, und die Nacht war voller leiser Geräusche: ein Blatt, das sich umdrehte, eine Grille, die zirpte, das Wispern des Windes. ${s.name} lauschte jedem einzelnen. Leise Geräusche waren gut. Leise Geräusche waren freundlich. ${s.sight()} „Du kannst mir immer sagen, wenn dir etwas zu laut ist“, sagte ${s.pal}. „Egal was. Ich glaub dir.“`,
    ),
    de(
      (s) =>
        `${s.sight()} ${s.pal} blieb dicht neben ${s.name}. „Magst du mir von dem lauten Ding erzählen?“, fragte ${s.palEr}. ${s.name} schüttelte den Kopf. „Noch nicht.“ „Das ist in Ordnung“, sagte ${s.pal}. „Wann immer du willst. Oder nie.“ Und leise gingen sie weiter, Seite an Seite.`,
    ),
  ],
};

export const quietGuide: Passage = {
  en: [
    en(
      (s) =>
        `${s.where.guide} "Welcome," said ${s.where.guideName}, in a voice no louder than a moth. "You look like someone who has had a loud day."`,
    ),
    en(
      (s) =>
        `${s.where.guide} ${s.where.guideName} did not call out a big hello. ${s.where.guideName} just nodded, slow and soft, and made room for them to sit.`,
    ),
    en(
      (s) =>
        `${s.where.guide} "Come and sit," said ${s.where.guideName} quietly. "This is a quiet place. Nothing here is loud unless you want it to be."`,
    ),
  ],
  de: [
    de(
      (s) =>
        `${s.where.guide} „Willkommen“, sagte ${s.where.guideName}, mit einer Stimme, nicht lauter als eine Motte. „Du siehst aus, als hättest du einen lauten Tag gehabt.“`,
    ),
    de(
      (s) =>
        `${s.where.guide} Kein lautes Hallo, kein Rufen: ${s.where.guideName} nickte nur, langsam und sanft, und machte ihnen Platz zum Sitzen.`,
    ),
    de(
      (s) =>
        `${s.where.guide} „Setzt euch“, sagte ${s.where.guideName} leise. „Das hier ist ein stiller Ort. Hier ist nichts laut, außer du willst es.“`,
    ),
  ],
};
