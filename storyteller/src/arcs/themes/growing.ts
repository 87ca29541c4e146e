import type { ThemeBeats } from '../types.ts';
import { de, en } from '../types.ts';
import { BIG, LITTLE } from './ages.ts';

// Growing up, mouth and eyes: brushing teeth, a wobbly tooth, a first pair of glasses that shows the
// far things sharp, and tasting a new food (one tiny bite, and "not for me" is allowed).

const brushingTeeth: ThemeBeats = {
  id: 'brushing-teeth',
  challenge: {
    en: [
      en(
        (s) =>
          `${s.sight()} Before the night could go on, ${s.pal} pulled two toothbrushes out of ${s.palHis} bag, a big one and a small one, and a tube of toothpaste that smelled of mint. "Everybody ${s.where.again} brushes their teeth at this time," ${s.palHe} said. ${s.name} folded ${s.his} arms. "Brushing is boring," ${s.he} said. "And the toothpaste tingles."`,
        BIG,
      ),
      en(
        (s) =>
          `Nearby, ${s.where.creature.a} and all its cousins stood in a row, brushing their teeth, scrub, scrub, and spitting, splosh. ${s.pal} held out a toothbrush. But ${s.name} kept ${s.his} mouth shut and shook ${s.his} head. "I don't want to," ${s.he} said. "It takes for ever."`,
        BIG,
      ),
      en(
        (s) =>
          `"Why do we even have to brush our teeth?" asked ${s.name}, with a big, grumpy yawn. "Because the crumbs of the day hide between them," whispered ${s.pal}, "and teeth like to be clean for the night." ${s.name} pulled a face. Brushing still felt like the most boring thing in the whole wide world.`,
        BIG,
      ),
      en((s) => `Brush, brush, brush, says ${s.pal}. No, says ${s.name}. No, no, no.`, LITTLE),
      en((s) => `Here is a toothbrush. ${s.name} shuts ${s.his} mouth. Mmm-mmm!`, LITTLE),
    ],
    de: [
      de(
        (s) =>
          `${s.sight()} Bevor die Nacht weitergehen konnte, zog ${s.pal} zwei Zahnbürsten aus ${s.palSein('em')} Beutel, eine große und eine kleine, und eine Tube Zahnpasta, die nach Minze roch. „Um diese Zeit putzen sich ${s.where.again} alle die Zähne“, sagte ${s.palEr}. ${s.name} verschränkte die Arme. „Zähneputzen ist langweilig“, sagte ${s.er}. „Und die Zahnpasta kribbelt.“`,
        BIG,
      ),
      de(
        (s) =>
          `Nicht weit entfernt stand ${s.where.creature.ein.nom} samt der ganzen Verwandtschaft in einer Reihe, alle putzten sich die Zähne, schrubb, schrubb, und spuckten aus, platsch. ${s.pal} hielt ${s.ihm} eine Zahnbürste hin. Aber ${s.name} machte den Mund zu und schüttelte den Kopf. „Ich will nicht“, sagte ${s.er}. „Das dauert ewig.“`,
        BIG,
      ),
      de(
        (s) =>
          `„Warum müssen wir eigentlich Zähne putzen?“, fragte ${s.name} und gähnte groß und grummelig. „Weil sich die Krümel vom Tag dazwischen verstecken“, flüsterte ${s.pal}, „und Zähne für die Nacht gern sauber sind.“ ${s.name} verzog das Gesicht. Zähneputzen war trotzdem das Langweiligste auf der ganzen weiten Welt.`,
        BIG,
      ),
      de((s) => `Putz, putz, putz, sagt ${s.pal}. Nein, sagt ${s.name}. Nein, nein, nein.`, LITTLE),
      de((s) => `Hier ist die Zahnbürste. ${s.name} macht den Mund zu. Mmm-mmm!`, LITTLE),
    ],
  },
  mastery: {
    en: [
      en(
        (s) =>
          `${s.pal} squeezed a blob of toothpaste onto a little toothbrush, and together they made up a brushing song: a scrub for the front teeth, a swish for the back teeth, round and round for the sides and a sparkle for the smile. ${s.name} sang it with a mouth full of foam, which sounded very silly indeed, and ${s.pal} laughed so hard ${s.palHe} nearly dropped ${s.palHis} own toothbrush. Then spit, rinse and a grin. Every tooth felt smooth and cool.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.name} decided to brush like a knight, chasing away every crumb that was hiding anywhere at all. Toothbrush in hand, ${s.he} scrubbed the top teeth, then the bottom teeth, then the ones right at the back where crumbs like to hide best, while ${s.pal} counted slowly to twenty, and then to twenty again. Scrub, scrub, swish, swish. "All gone!" said ${s.name}, and spat, and grinned the shiniest grin ${s.where.again}.`,
        BIG,
      ),
      en(
        (s) =>
          `"Let's brush together," said ${s.pal}, "and see whose smile shines most." Side by side they brushed: up and down, round and round, and the tongue too, which tickled. The toothpaste tingled, but only a little, like a cool breeze. When they had finished, they grinned at each other, and ${s.name}'s teeth shone like a row of little moons.`,
        BIG,
      ),
      en((s) => `Open wide. Up and down and round and round! Shiny teeth, ${s.name}!`, LITTLE),
      en((s) => `Scrub, scrub, swish, swish, spit! ${s.name} and ${s.pal} smile. Sparkle!`, LITTLE),
    ],
    de: [
      de(
        (s) =>
          `${s.pal} drückte einen Klecks Zahnpasta auf eine kleine Zahnbürste, und zusammen dachten sie sich ein Putzlied aus. Schrubb, schrubb für die Zähne vorn, wisch, wisch für die hinten, rundherum für die an der Seite und ein Glitzern fürs Lächeln. ${s.name} sang es mit dem Mund voller Schaum, was sehr albern klang, und ${s.pal} lachte so sehr, dass ${s.palEr} fast die eigene Zahnbürste fallen ließ. Dann ausspucken, ausspülen, grinsen. Jeder Zahn fühlte sich glatt und kühl an.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.name} beschloss, wie ein Ritter zu putzen und jeden Krümel zu verjagen, der sich irgendwo versteckte. Mit der Zahnbürste in der Hand schrubbte ${s.er} die oberen Zähne, dann die unteren, dann die ganz hinten, wo sich Krümel am liebsten verstecken. ${s.pal} zählte dabei langsam bis zwanzig und dann noch einmal bis zwanzig. Schrubb, schrubb, wisch, wisch. „Alle weg!“, rief ${s.name}, spuckte aus und grinste das blankste Grinsen ${s.where.again}.`,
        BIG,
      ),
      de(
        (s) =>
          `„Wir putzen zusammen“, sagte ${s.pal}, „und schauen, wessen Lächeln am Ende am schönsten glänzt.“ Seite an Seite putzten sie: hoch und runter, rundherum, und die Zunge auch, das kitzelte. Die Zahnpasta kribbelte, aber nur ein bisschen, wie ein kühler Wind. Als sie fertig waren, grinsten sie sich an, und ${s.sein('e')} Zähne leuchteten wie eine Reihe kleiner Monde.`,
        BIG,
      ),
      de((s) => `Mund auf. Hoch und runter und rundherum! Blitzblanke Zähne, ${s.name}!`, LITTLE),
      de((s) => `Schrubb, schrubb, wisch, wisch, spuck! ${s.name} und ${s.pal} lächeln. Glitzer!`, LITTLE),
    ],
  },
};

const wobblyTooth: ThemeBeats = {
  id: 'wobbly-tooth',
  challenge: {
    en: [
      en(
        (s) =>
          `${s.sight()} Wiggle, wiggle went ${s.name}'s wobbly tooth every time ${s.he} talked, and ${s.his} tongue just would not leave it alone. "What if it hurts when it comes out?" ${s.he} asked ${s.pal}. "What if I swallow it?"`,
        BIG,
      ),
      en(
        (s) =>
          `${s.pal} offered ${s.him} something crunchy, and ${s.name} bit into it and stopped. The wobbly tooth had wobbled. Quickly ${s.he} put a hand over ${s.his} mouth. "It's taking for ever," ${s.he} said through ${s.his} fingers. "And I'm a bit scared of it, too."`,
        BIG,
      ),
      en(
        (s) =>
          `"Look," said ${s.name}, and opened wide to show ${s.pal}. One of the front teeth leaned a little, like a fence post after a storm. ${s.pal} peered at it with great interest. But ${s.name} closed ${s.his} mouth again quickly. "I don't want it to fall out," ${s.he} said. "It's my tooth."`,
        BIG,
      ),
      en((s) => `Wiggle, wiggle, a wobbly tooth! Oh, ${s.name}!`, LITTLE),
      en((s) => `${s.name}'s tooth goes wobble, wobble. Does it hurt? No, no.`, LITTLE),
    ],
    de: [
      de(
        (s) =>
          `${s.sight()} Wackel, wackel machte ${s.sein('')} Wackelzahn bei jedem Wort, und die Zunge konnte ihn einfach nicht in Ruhe lassen. „Und wenn es wehtut, wenn er rausfällt?“, fragte ${s.name}. „Oder wenn ich ihn verschlucke?“`,
        BIG,
      ),
      de(
        (s) =>
          `${s.pal} bot ${s.ihm} etwas Knuspriges an, und ${s.name} biss hinein und hielt inne. Der Wackelzahn hatte gewackelt. Schnell hielt ${s.name} sich die Hand vor den Mund. „Das dauert ewig“, sagte ${s.er} durch die Finger. „Und ein bisschen Angst hab ich auch.“`,
        BIG,
      ),
      de(
        (s) =>
          `„Schau mal“, sagte ${s.name} und machte den Mund weit auf. Einer der Vorderzähne stand ein bisschen schief, wie ein Zaunpfahl nach einem Sturm. ${s.pal} betrachtete ihn sehr interessiert. Aber ${s.name} machte den Mund schnell wieder zu. „Ich will nicht, dass er rausfällt“, sagte ${s.er}. „Das ist mein Zahn.“`,
        BIG,
      ),
      de((s) => `Wackel, wackel, ein Wackelzahn! Oh, ${s.name}!`, LITTLE),
      de((s) => `Der Zahn von ${s.name} wackelt, wackelt. Tut das weh? Nein, nein.`, LITTLE),
    ],
  },
  mastery: {
    en: [
      en(
        (s) =>
          `"Wobbly teeth are very clever," said ${s.pal}. "They know exactly when it's time to go, and underneath, a big new tooth is already on its way." A little later, while ${s.name} was laughing at something ${s.pal} had said, there came a tiny plink, and there was the little tooth in ${s.his} hand, out all by itself. It had not hurt one bit. ${s.name} put ${s.his} tongue in the gap, which felt enormous, and grinned a gap-toothed grin.`,
        BIG,
      ),
      en(
        (s) =>
          `So they made a plan for the day the tooth came out. There would be a tiny box to keep it safe, a note for the tooth fairy and a spot under the pillow. ${s.name} wrote the note ${s.himself}, and ${s.pal} helped with the long words. "When it comes out, I'll be ready," ${s.he} said. For the first time, ${s.he} wiggled the tooth on purpose, ever so gently, to say hello to the new one waiting underneath.`,
        BIG,
      ),
      en(
        (s) =>
          `"Let's ask the tooth," said ${s.pal}. ${s.name} gave it the gentlest wiggle with ${s.his} tongue: not yet. "Then we'll wait," said ${s.pal}. "Teeth come out when they're ready, and not a moment before." All of a sudden, waiting did not seem so bad. ${s.name} gave the tooth one last friendly wiggle and left it in peace.`,
        BIG,
      ),
      en((s) => `Wiggle, wiggle, plink! Out it comes! A gap for ${s.name}!`, LITTLE),
      en((s) => `A tiny box for a tiny tooth. Safe and sound, ${s.name}.`, LITTLE),
    ],
    de: [
      de(
        (s) =>
          `„Wackelzähne sind sehr schlau“, sagte ${s.pal}. „Die wissen genau, wann es Zeit ist, und darunter ist schon ein großer neuer Zahn unterwegs.“ Ein bisschen später, als ${s.name} gerade über etwas lachte, das ${s.pal} gesagt hatte, machte es ganz leise plink, und da lag der kleine Zahn in ${s.sein('er')} Hand, ganz von allein herausgefallen. Es hatte kein bisschen wehgetan. ${s.name} steckte die Zunge in die Lücke, die sich riesig anfühlte, und grinste ein Zahnlückengrinsen.`,
        BIG,
      ),
      de(
        (s) =>
          `Also schmiedeten sie einen Plan für den Tag, an dem der Zahn herauskommt: eine winzige Dose, damit er sicher ist, einen Brief an die Zahnfee und einen Platz unter dem Kopfkissen. Den Brief schrieb ${s.name} selbst, und bei den langen Wörtern half ${s.pal}. „Wenn er rausfällt, bin ich bereit“, sagte ${s.er}, und zum ersten Mal wackelte ${s.er} mit Absicht am Zahn, ganz sacht, um dem neuen darunter Hallo zu sagen.`,
        BIG,
      ),
      de(
        (s) =>
          `„Fragen wir doch den Zahn“, sagte ${s.pal}. ${s.name} wackelte ganz sacht mit der Zunge daran: noch nicht. „Dann warten wir“, sagte ${s.pal}. „Zähne kommen raus, wenn sie so weit sind, keinen Augenblick früher.“ Auf einmal war Warten gar nicht mehr so schlimm. ${s.name} gab dem Zahn noch ein letztes freundliches Wackeln und ließ ihn dann in Ruhe.`,
        BIG,
      ),
      de((s) => `Wackel, wackel, plink! Raus ist er! Eine Lücke für ${s.name}!`, LITTLE),
      de((s) => `Eine winzige Dose für einen winzigen Zahn. Gut aufgehoben, ${s.name}.`, LITTLE),
    ],
  },
};

const newGlasses: ThemeBeats = {
  id: 'new-glasses',
  challenge: {
    en: [
      en(
        (s) =>
          `${s.sight()} ${s.name} had new glasses, ${s.his} very first pair, and was not at all sure about them. Again and again ${s.he} took them off and put them in ${s.his} pocket. "They feel funny on my nose," ${s.he} told ${s.pal}. "And what if everyone stares?"`,
        BIG,
      ),
      en(
        (s) =>
          `Without ${s.his} new glasses, everything far away looked soft and fuzzy, like a painting left out in the rain. But ${s.name} kept them in ${s.his} pocket all the same. They pinched a little behind the ears, and they were new, and new things take getting used to.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.pal} pointed far away. "Look, what's that, right over there?" ${s.name} squinted. ${s.He} could see a blur and a glimmer and nothing more. ${s.His} new glasses were in ${s.his} pocket, where they had been ever since they left home. "I can't see it," ${s.he} said crossly.`,
        BIG,
      ),
      en((s) => `Glasses on. Glasses off. Glasses on. Glasses off. Oh, ${s.name}!`, LITTLE),
      en((s) => `Far away, it is all fuzzy. Where are the stars, ${s.pal}?`, LITTLE),
    ],
    de: [
      de(
        (s) =>
          `${s.sight()} ${s.name} hatte eine neue Brille, die allererste überhaupt, und war sich damit noch gar nicht sicher. Immer wieder nahm ${s.er} sie ab und steckte sie in die Tasche. „Die fühlt sich komisch an auf der Nase“, sagte ${s.er}. „Und wenn mich alle anstarren?“`,
        BIG,
      ),
      de(
        (s) =>
          `Ohne ${s.sein('e')} neue Brille sah alles in der Ferne weich und verschwommen aus, wie ein Bild, das im Regen gelegen hat. Trotzdem ließ ${s.name} sie in der Tasche. Sie drückte ein bisschen hinter den Ohren, und sie war neu, und an Neues muss man sich erst gewöhnen.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.pal} zeigte in die Ferne. „Schau mal, was ist denn das da drüben?“ ${s.name} kniff die Augen zusammen. Da war etwas Verschwommenes und ein Schimmer, mehr nicht. Die neue Brille steckte in der Tasche, schon seit sie von zu Hause losgegangen waren. „Ich kann es nicht sehen“, sagte ${s.name} ärgerlich.`,
        BIG,
      ),
      de((s) => `Brille auf. Brille ab. Brille auf. Brille ab. Oh, ${s.name}!`, LITTLE),
      de((s) => `In der Ferne ist alles verschwommen. Wo sind die Sterne, ${s.pal}?`, LITTLE),
    ],
  },
  mastery: {
    en: [
      en(
        (s) =>
          `So ${s.name} put the glasses back on, pushed them up ${s.his} nose and looked. Far away, something tiny was glowing, and now ${s.he} could see exactly what it was: ${s.where.creature.a} with a lantern, waving at them. ${s.name} could even see that it was smiling. "I'd never have seen that without them," ${s.he} said. From then on, the glasses stayed where they belonged.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.name} put the glasses on and tipped ${s.his} head back. And there they were: the far-away stars, every single one of them sharp and bright, each with its own little sparkle, more than ${s.he} had ever seen. "Glasses are a tiny bit magic," ${s.name} whispered. ${s.pal} looked at ${s.him} and said, "And they suit you." That was when ${s.name} noticed that ${s.he} had stopped thinking about ${s.his} nose at all.`,
        BIG,
      ),
      en(
        (s) =>
          `"Try them for one minute," said ${s.pal}. "Just one." ${s.name} put them on, and the blurry world went click. Everything far away had edges now, and colours, and tiny details, like the pictures in a book. ${s.name} looked and looked. When the minute was over, ${s.he} did not take them off.`,
        BIG,
      ),
      en((s) => `Glasses on! Look, look, ${s.name}, the stars! Twinkle, twinkle, so sharp.`, LITTLE),
      en((s) => `Peek, peek, peek! Clever glasses. ${s.name} can see everything.`, LITTLE),
    ],
    de: [
      de(
        (s) =>
          `Also setzte ${s.name} die Brille wieder auf, schob sie auf der Nase zurecht und schaute. In der Ferne leuchtete etwas Winziges, und jetzt sah ${s.er} genau, was es war: ${s.where.creature.ein.nom} mit einer Laterne, und ${s.where.creature.er.nom} winkte herüber. ${s.name} konnte sogar sehen, dass ${s.where.creature.er.nom} lächelte. „Ohne Brille hätte ich das nie gesehen“, sagte ${s.er}. Von da an blieb die Brille, wo sie hingehörte.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.name} setzte die Brille auf und legte den Kopf in den Nacken. Und da waren sie: die fernen Sterne, jeder einzelne scharf und hell, jeder mit seinem eigenen kleinen Funkeln, so viele, wie ${s.name} noch nie gesehen hatte. „Eine Brille ist ein kleines bisschen Zauberei“, flüsterte ${s.er}. ${s.pal} schaute ${s.ihn} an und sagte: „Und sie steht dir.“ Und auf einmal dachte ${s.name} gar nicht mehr an die Nase.`,
        BIG,
      ),
      de(
        (s) =>
          `„Probier sie eine Minute lang“, sagte ${s.pal}. „Nur eine.“ ${s.name} setzte sie auf, und die verschwommene Welt machte klick. Alles in der Ferne hatte auf einmal Kanten und Farben und winzige Einzelheiten wie in einem Bilderbuch. ${s.name} schaute und schaute. Als die Minute um war, nahm ${s.er} die Brille nicht wieder ab.`,
        BIG,
      ),
      de((s) => `Brille auf! Schau, schau, ${s.name}, die Sterne! Funkel, funkel, ganz scharf.`, LITTLE),
      de((s) => `Guck, guck, guck! Kluge Brille. ${s.name} sieht alles.`, LITTLE),
    ],
  },
};

const newFood: ThemeBeats = {
  id: 'new-food',
  challenge: {
    en: [
      en(
        (s) =>
          `${s.sight()} The folk ${s.where.again} had laid out a little supper. Every dish was something ${s.name} had never seen before: something green and curly, something orange and wobbly, something round with bumps on. ${s.name} made a face and put ${s.his} hands behind ${s.his} back. "I don't like new food," ${s.he} said.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.pal} held out a round, funny-looking fruit with a bumpy skin. "This is the most delicious thing ${s.where.again}," ${s.palHe} said. ${s.name} sniffed it, looked at it sideways and shook ${s.his} head. New food always made ${s.his} mouth say no before ${s.he} had even tried it.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.where.guideName} passed round a bowl of something that steamed and smelled of honey, and of something else as well. Everyone took a spoonful. Everyone except ${s.name}, who pushed the spoon away. "What if it tastes yucky?"`,
        BIG,
      ),
      en((s) => `Something new on the plate. Sniff, sniff. No, no, says ${s.name}.`, LITTLE),
      en((s) => `${s.pal} has a bumpy fruit. What is it? ${s.name} shakes ${s.his} head.`, LITTLE),
    ],
    de: [
      de(
        (s) =>
          `${s.sight()} Die Bewohner ${s.where.again} hatten ein kleines Abendessen gedeckt, und alles darauf hatte ${s.name} noch nie gesehen: etwas Grünes, Krauses, etwas Oranges, Wackeliges und etwas Rundes mit Huckeln. ${s.name} verzog das Gesicht und versteckte die Hände hinter dem Rücken. „Neues Essen mag ich nicht“, sagte ${s.er}.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.pal} hielt ${s.ihm} eine runde, komisch aussehende Frucht mit einer huckeligen Schale hin. „Das ist das Leckerste ${s.where.again}“, sagte ${s.palEr}. ${s.name} schnupperte daran, beäugte sie von der Seite und schüttelte den Kopf. Bei neuem Essen sagte ${s.sein('')} Mund immer erst einmal Nein, noch bevor ${s.er} überhaupt probiert hatte.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.where.guideName} reichte eine Schüssel herum, aus der es dampfte und nach Honig duftete und nach noch etwas anderem. Alle nahmen einen Löffel voll. Alle außer ${s.name}. ${s.Er} schob den Löffel weg. „Und wenn es eklig schmeckt?“`,
        BIG,
      ),
      de((s) => `Etwas Neues auf dem Teller. Schnupper, schnupper. Nein, nein, sagt ${s.name}.`, LITTLE),
      de((s) => `${s.pal} hat eine huckelige Frucht. Was ist das? ${s.name} schüttelt den Kopf.`, LITTLE),
    ],
  },
  mastery: {
    en: [
      en(
        (s) =>
          `"Just one tiny bite," said ${s.pal}, "no bigger than a mouse's nibble. And if you don't like it, you can say so." So ${s.name} took the tiniest bite there ever was, and chewed slowly, with ${s.his} eyes shut. It was… not yucky at all. It was a little bit sweet, and a little bit strange, and then a little bit nice. And then, to everyone's surprise, ${s.he} took another. "Trying is an adventure too," said ${s.pal}.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.name} counted to three, the way ${s.pal} had shown ${s.him}, and on three ${s.he} tasted. ${s.He} did not like it much, and ${s.he} said so: "Not for me, thank you." "That's all right," said ${s.pal}. "You tried it, and now your tongue knows one more thing." Then ${s.name} tasted the next new thing, because why not, and that one was delicious.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.pal} made it a game: sniff it like a detective, touch it with the tip of your tongue like a lizard, then nibble it like a mouse. ${s.name} sniffed, and licked, and nibbled, giggling, and somewhere between the lizard and the mouse ${s.he} forgot to be worried. "Mmm," ${s.he} said, surprised. "It tastes like… something new."`,
        BIG,
      ),
      en((s) => `One little bite for ${s.name}. Nibble, nibble. Mmm, yum, yum!`, LITTLE),
      en((s) => `Sniff, lick, nibble! ${s.name} tried it. Clever tongue!`, LITTLE),
    ],
    de: [
      de(
        (s) =>
          `„Nur ein winziges Häppchen“, sagte ${s.pal}, „so klein wie ein Mäusebissen. Und wenn es dir nicht schmeckt, darfst du das sagen.“ Also nahm ${s.name} das allerwinzigste Häppchen, das es je gab, und kaute langsam, mit geschlossenen Augen. Es war … gar nicht eklig. Es war ein bisschen süß und ein bisschen seltsam und dann ein bisschen lecker. Und dann nahm ${s.name}, zur Überraschung aller, gleich noch eins. „Probieren ist auch ein Abenteuer“, sagte ${s.pal}.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.name} zählte bis drei, so wie ${s.pal} es vormachte, und bei drei probierte ${s.er}. Es schmeckte nicht besonders, und das sagte ${s.name} auch: „Nichts für mich, danke.“ „Das ist in Ordnung“, sagte ${s.pal}. „Du hast es probiert, und jetzt weiß deine Zunge eine Sache mehr.“ Dann probierte ${s.name} gleich das nächste Neue, warum auch nicht, und das war köstlich.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.pal} machte ein Spiel daraus: schnuppern wie ein Detektiv, mit der Zungenspitze antippen wie eine Eidechse und dann knabbern wie eine Maus. ${s.name} schnupperte und tippte und knabberte und kicherte, und irgendwo zwischen Eidechse und Maus vergaß ${s.er}, sich Sorgen zu machen. „Mmh“, machte ${s.er} überrascht. „Das schmeckt nach … etwas Neuem.“`,
        BIG,
      ),
      de((s) => `Ein kleiner Bissen für ${s.name}. Knabber, knabber. Mmh, lecker, lecker!`, LITTLE),
      de((s) => `Schnuppern, lecken, knabbern! ${s.name} hat probiert. Kluge Zunge!`, LITTLE),
    ],
  },
};

export const GROWING_THEMES: readonly ThemeBeats[] = [brushingTeeth, wobblyTooth, newGlasses, newFood];
