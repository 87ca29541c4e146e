import type { ThemeBeats } from '../types.ts';
import { de, en } from '../types.ts';
import { BIG, LITTLE } from './ages.ts';

// The body learning, gently and never shamed: the potty in time, dry nights (bodies learn at night
// too, and a night that does not work is all right), letting the dummy go, and fingers that find
// something else to do than be nibbled. Dry nights and the dummy are mastered in a hush.

const potty: ThemeBeats = {
  id: 'potty',
  challenge: {
    en: [
      en(
        (s) =>
          `${s.sight()} Right in the middle of the best game of hide-and-seek ever, ${s.name} began to hop from one foot to the other. ${s.He} needed a wee. But the game was so good, and the hiding place so clever, that ${s.he} squeezed ${s.his} knees together and stayed put, wriggling.`,
        BIG,
      ),
      en(
        (s) =>
          `"I need the toilet," ${s.name} whispered to ${s.pal}, "but there isn't one here." ${s.He} looked all around ${s.where.again}, and the feeling grew bigger and bigger. "What if I don't get there in time?"`,
        BIG,
      ),
      en(
        (s) =>
          `Right in the middle of building something wonderful, ${s.name} went very still. There it was, the pressing, tickly feeling low down in ${s.his} tummy, the one that means: now. ${s.name} looked at the half-built wonder and wriggled, and did not know what to do first.`,
        BIG,
      ),
      en((s) => `Oh! ${s.name} needs a wee. Hop, hop, hop! Quick, quick!`, LITTLE),
      en((s) => `${s.name} wiggles and jiggles. Wee-wee time? "Yes!" says ${s.pal}.`, LITTLE),
    ],
    de: [
      de(
        (s) =>
          `${s.sight()} Mitten im allerschönsten Versteckspiel fing ${s.name} an, von einem Bein aufs andere zu hüpfen. ${s.Er} musste mal. Aber das Spiel war so schön und das Versteck so gut, dass ${s.name} die Knie zusammendrückte und zappelnd sitzen blieb.`,
        BIG,
      ),
      de(
        (s) =>
          `„Ich muss aufs Klo“, flüsterte ${s.name}, „aber hier gibt es keins.“ ${s.Er} schaute sich ${s.where.again} um, und das Gefühl wurde größer und größer. „Und wenn ich es nicht mehr rechtzeitig schaffe?“`,
        BIG,
      ),
      de(
        (s) =>
          `Mitten beim Bauen von etwas Wunderbarem hielt ${s.name} ganz still. Da war es, das drückende, kribbelnde Gefühl unten im Bauch, das heißt: jetzt. ${s.name} schaute auf das halb fertige Bauwerk, zappelte und wusste nicht, was zuerst.`,
        BIG,
      ),
      de((s) => `Oh! ${s.name} muss mal. Hüpf, hüpf, hüpf! Schnell, schnell!`, LITTLE),
      de((s) => `${s.name} zappelt und wackelt. Pipi-Zeit? „Ja!“, sagt ${s.pal}.`, LITTLE),
    ],
  },
  mastery: {
    en: [
      en(
        (s) =>
          `"Pause!" called ${s.name}. "Nobody move, I'll be right back!" And off ${s.he} ran, behind a curtain, where a small toilet with a star on its lid was waiting. Pants down, sit down, wait… tinkle. Wipe, flush, wash hands. Just in time. When ${s.name} came back, the game was still there, and so was ${s.pal}, who had not peeked once. "You listened to your body," said ${s.pal}.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.pal} knew a song for it: one verse for pulling down, one for sitting and waiting, and one for washing hands, splish, splash. ${s.name} sang it all the way to a little potty painted with stars, and everything worked just as it should. "And if one day it doesn't work in time," said ${s.pal}, "that's all right too. Bodies are still learning." ${s.name} washed ${s.his} hands twice, because the soap smelled of moonlight.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.name} left everything just where it was. "I need a wee," ${s.he} said, out loud and clear, and ${s.pal} showed the way: a little door, a small toilet with a step to climb, a handle to flush, whoosh. ${s.name} did it all ${s.himself}, washed ${s.his} hands, and came back feeling as tall as a tower. The half-built wonder had waited for ${s.him}, as wonders do.`,
        BIG,
      ),
      en((s) => `On the potty, just in time! Tinkle, tinkle. Well done, ${s.name}!`, LITTLE),
      en((s) => `Pants down, sit down, wait, wait. Whoosh! ${s.name} washes ${s.his} hands, splish, splash!`, LITTLE),
    ],
    de: [
      de(
        (s) =>
          `„Pause!“, rief ${s.name}. „Keiner rührt sich, ich bin gleich wieder da!“ Und schon lief ${s.er} los, hinter einen Vorhang, wo ein kleines Klo mit einem Stern auf dem Deckel wartete. Hose runter, hinsetzen, warten … pling. Abputzen, spülen, Hände waschen. Gerade rechtzeitig. Als ${s.name} zurückkam, war das Spiel noch da, und ${s.pal} auch, und ${s.palEr} hatte kein einziges Mal geguckt. „Du hast auf deinen Körper gehört“, sagte ${s.pal}.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.pal} kannte ein Lied dafür: eine Strophe fürs Hose-Runterziehen, eine fürs Sitzen und Warten und eine fürs Händewaschen, plitsch, platsch. ${s.name} sang es den ganzen Weg bis zu einem kleinen Töpfchen mit Sternen darauf, und alles klappte, wie es sollte. „Und wenn es mal nicht rechtzeitig klappt“, sagte ${s.pal}, „ist das auch in Ordnung. Der Körper lernt das noch.“ ${s.name} wusch sich die Hände gleich zweimal, weil die Seife nach Mondschein duftete.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.name} ließ alles stehen und liegen. „Ich muss mal“, sagte ${s.er} laut und deutlich, und ${s.pal} zeigte den Weg: eine kleine Tür, ein kleines Klo mit einer Stufe zum Hinaufsteigen, ein Knopf zum Spülen, wusch. ${s.name} machte alles allein, wusch sich die Hände und kam zurück, und dabei fühlte ${s.er} sich so groß wie ein Turm. Das halb fertige Wunderwerk hatte gewartet, wie Wunderwerke das eben tun.`,
        BIG,
      ),
      de((s) => `Aufs Töpfchen, gerade rechtzeitig! Pling, pling. Gut gemacht, ${s.name}!`, LITTLE),
      de((s) => `Hose runter, hinsetzen, warten, warten. Wusch! ${s.name} wäscht die Hände, plitsch, platsch!`, LITTLE),
    ],
  },
};

const dryNights: ThemeBeats = {
  id: 'dry-nights',
  hushed: true,
  challenge: {
    en: [
      en(
        (s) =>
          `"Let's have a little sleep before we go on," said ${s.pal}, and made a nest of the softest things ${s.where.again}. ${s.name} lay down, then sat up again. "What if I wet the bed?" ${s.he} whispered, so quietly that only ${s.pal} could hear. "It happens sometimes. At home." ${s.pal} tucked a ${s.paw} into ${s.his} hand. "Lots of bodies are still learning that," ${s.palHe} whispered back. "Bodies learn at night too, while you sleep."`,
        BIG,
      ),
      en(
        (s) =>
          `${s.where.creature.A} lay curled up fast asleep, and ${s.name} watched it for a long time. "Does it ever wake up wet?" ${s.he} asked softly. "When I was little, lots of times," said ${s.pal}. "Then my body learned to wake me up. Yours is learning too." ${s.name} looked down at ${s.his} toes. Sometimes, at home, ${s.he} woke up and the sheet was wet and cold, and ${s.he} did not like it one bit.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.sight()} Everyone ${s.where.again} was growing sleepy, and ${s.pal} gave a great big yawn. ${s.name} did not yawn. ${s.He} ${s.was} thinking about the morning, and about how it sometimes was: waking up, and everything wet. "I wish my body would wake me up in time," ${s.he} whispered.`,
        BIG,
      ),
      en((s) => `Oops, the bed is wet. Never mind, never mind, says ${s.pal}. Bodies learn at night too.`, LITTLE),
      en(
        (s) => `Sleepy time. ${s.name} whispers, "What if the bed gets wet?" "Shh," says ${s.pal}. "We'll see."`,
        LITTLE,
      ),
    ],
    de: [
      de(
        (s) =>
          `„Lass uns ein bisschen schlafen, bevor wir weitergehen“, sagte ${s.pal} und machte ein Nest aus den weichsten Sachen ${s.where.again}. ${s.name} legte sich hin und setzte sich gleich wieder auf. „Und wenn ich ins Bett mache?“, flüsterte ${s.er}, so leise, dass nur ${s.pal} es hören konnte. „Das passiert manchmal. Zu Hause.“ ${s.pal} legte ${s.paw.ein.acc} in ${s.sein('e')} Hand. „Das lernt der Körper bei vielen Kindern noch“, flüsterte ${s.palEr} zurück. „Der Körper lernt auch nachts, während du schläfst.“`,
        BIG,
      ),
      de(
        (s) =>
          `${s.where.creature.Ein.nom} lag zusammengerollt da und schlief tief und fest, und ${s.name} schaute lange hin. „Wacht ${s.where.creature.er.nom} auch manchmal nass auf?“, fragte ${s.er} leise. „Als ich klein war, ganz oft“, sagte ${s.pal}. „Dann hat mein Körper gelernt, mich rechtzeitig zu wecken. Deiner lernt das auch.“ ${s.name} schaute auf die Zehen. Manchmal wachte ${s.er} zu Hause auf, und das Laken war nass und kalt, und das mochte ${s.er} gar nicht.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.sight()} Alle ${s.where.again} wurden langsam müde, und ${s.pal} gähnte ein großes Gähnen. ${s.name} gähnte nicht. ${s.Er} dachte an den Morgen und daran, wie es manchmal war: aufwachen, und alles ist nass. „Ich wünschte, mein Körper würde mich rechtzeitig wecken“, flüsterte ${s.er}.`,
        BIG,
      ),
      de(
        (s) => `Hoppla, das Bett ist nass. Macht nichts, macht nichts, sagt ${s.pal}. Der Körper lernt das noch.`,
        LITTLE,
      ),
      de(
        (s) =>
          `Schlafenszeit. ${s.name} flüstert: „Und wenn das Bett nass wird?“ „Pst“, sagt ${s.pal}. „Das wird schon.“`,
        LITTLE,
      ),
    ],
  },
  mastery: {
    en: [
      en(
        (s) =>
          `So they lay down close together, and ${s.name} drifted into a doze. After a while there came a little tickle of a feeling, low down, the one that means "toilet, please". Instead of sleeping on, ${s.name} opened ${s.his} eyes. A row of tiny glowing lights had lit up along the ground. ${s.He} followed them, pad, pad, all the way to a little toilet, just in time, and all the way back again. "My body is learning," ${s.he} whispered, snuggling down. "And if it forgets one night, that's all right too." ${s.pal} curled up close, warm and sleepy.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.pal} showed ${s.him} a game for the night: lie still, listen inside, and if the feeling comes, say "thank you, body" and get up. They practised it with their eyes closed and their breathing slow. When the feeling came, ${s.name} listened to it, got up quietly, went, came back and lay down again, warm and dry. "And one day it will be every night," murmured ${s.pal}. "There's no hurry." ${s.name} nodded, already half asleep.`,
        BIG,
      ),
      en(
        (s) =>
          `"One last wee before you sleep," whispered ${s.pal}, "and then a word with your body." So ${s.name} went, and came back, and lay down, and put a hand on ${s.his} tummy. "Wake me if you need to," ${s.he} whispered. How tonight would go, ${s.name} did not have to know. Dry or wet, ${s.pal} would be there in the morning, and the morning would still be a good one.`,
        BIG,
      ),
      en((s) => `Tiptoe, tiptoe, to the toilet. Back into bed. Dry and cosy, ${s.name}.`, LITTLE),
      en((s) => `A tickle in the tummy? Up, up, ${s.name}, off to the potty. Then snuggle, snuggle, sleep.`, LITTLE),
    ],
    de: [
      de(
        (s) =>
          `Also legten sie sich dicht nebeneinander, und ${s.name} dämmerte ein. Nach einer Weile kam ein kleines Kribbeln, ganz unten im Bauch, das Gefühl, das „Klo, bitte“ heißt. Statt weiterzuschlafen, machte ${s.name} die Augen auf. Auf dem Boden leuchtete eine Reihe winziger Lichter, und ${s.name} folgte ihnen, tapp, tapp, bis zu einem kleinen Klo, gerade rechtzeitig, und den ganzen Weg wieder zurück. „Mein Körper lernt das“, flüsterte ${s.er} und kuschelte sich ein. „Und wenn er es eine Nacht vergisst, ist das auch in Ordnung.“ ${s.pal} rollte sich dicht daneben zusammen, warm und schläfrig.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.pal} zeigte ${s.ihm} ein Spiel für die Nacht: still liegen, nach innen lauschen, und wenn das Gefühl kommt, „Danke, Körper“ sagen und aufstehen. Sie übten es mit geschlossenen Augen und langsamem Atem. Als das Gefühl kam, hörte ${s.name} darauf, stand leise auf, ging, kam zurück und legte sich wieder hin, warm und trocken. „Und irgendwann klappt es jede Nacht“, murmelte ${s.pal}. „Ganz ohne Eile.“ ${s.name} nickte, schon halb im Schlaf.`,
        BIG,
      ),
      de(
        (s) =>
          `„Vor dem Schlafen noch einmal aufs Klo“, flüsterte ${s.pal}, „und dann ein Wort an deinen Körper.“ Also ging ${s.name} noch einmal, kam zurück, legte sich hin und legte eine Hand auf den Bauch. „Weck mich, wenn du musst“, flüsterte ${s.er}. Wie es heute Nacht werden würde, musste ${s.name} nicht wissen. Trocken oder nass: Am Morgen würde ${s.pal} da sein, und der Morgen würde trotzdem ein guter sein.`,
        BIG,
      ),
      de((s) => `Tapp, tapp, leise aufs Klo. Zurück ins Bett. Trocken und kuschelig, ${s.name}.`, LITTLE),
      de(
        (s) => `Kribbelt es im Bauch? Hoch, hoch, ${s.name}, aufs Töpfchen. Dann kuscheln, kuscheln, schlafen.`,
        LITTLE,
      ),
    ],
  },
};

const givingUpTheDummy: ThemeBeats = {
  id: 'giving-up-the-dummy',
  hushed: true,
  challenge: {
    en: [
      en(
        (s) =>
          `${s.sight()} Whenever things got exciting, or a little bit strange, ${s.name}'s hand slipped into ${s.his} pyjama pocket, where the dummy lived, and held on to it. Now it held on so tight that ${s.pal} noticed. "Soon I'm supposed to give it away," ${s.name} said in a small voice. "But I don't know how to fall asleep without it."`,
        BIG,
      ),
      en(
        (s) =>
          `They stopped for a rest, and ${s.name}'s eyes grew heavy. Out came the dummy, the way it always did when ${s.he} ${s.was} tired, and in it went, and ${s.name} sucked and stared at nothing at all. ${s.pal} sat down close by. "You're getting so big," ${s.palHe} said gently. ${s.name} took the dummy out. "I know," ${s.he} mumbled. "But it's mine."`,
        BIG,
      ),
      en(
        (s) =>
          `"The dummy fairy is coming soon," said ${s.name}. "She takes the dummies to the new babies." ${s.He} felt for the dummy in ${s.his} pocket and held it tight. "But what if I can't sleep without mine?"`,
        BIG,
      ),
      en((s) => `Where is the dummy? ${s.name} wants it, wants it. Suck, suck.`, LITTLE),
      en((s) => `Yawn, yawn. ${s.name} is sleepy. Where is the dummy? Here it is, in the pocket.`, LITTLE),
    ],
    de: [
      de(
        (s) =>
          `${s.sight()} Immer wenn es spannend wurde oder ein bisschen fremd, schlüpfte ${s.sein('e')} Hand in die Schlafanzugtasche, wo der Schnuller wohnte, und hielt ihn fest. Jetzt hielt ${s.name} ihn so fest, dass ${s.pal} es merkte. „Bald soll ich ihn abgeben“, sagte ${s.name} ganz leise. „Aber ich weiß nicht, wie man ohne einschläft.“`,
        BIG,
      ),
      de(
        (s) =>
          `Sie machten eine Pause, und ${s.name} wurden die Augen schwer. Heraus kam der Schnuller, wie immer, wenn ${s.er} müde war, und hinein in den Mund, und ${s.name} nuckelte und schaute ins Leere. ${s.pal} setzte sich dicht daneben. „Du wirst schon so groß“, sagte ${s.palEr} sanft. ${s.name} nahm den Schnuller heraus. „Ich weiß“, murmelte ${s.er}. „Aber er gehört mir.“`,
        BIG,
      ),
      de(
        (s) =>
          `„Bald kommt die Schnullerfee“, sagte ${s.name}. „Die bringt die Schnuller zu den neuen Babys.“ ${s.Er} tastete nach dem Schnuller in der Tasche und hielt ihn fest. „Aber was, wenn ich ohne meinen nicht schlafen kann?“`,
        BIG,
      ),
      de((s) => `Wo ist der Schnuller? ${s.name} will ihn, will ihn. Nuckel, nuckel.`, LITTLE),
      de((s) => `Gähn, gähn. ${s.name} ist müde. Wo ist der Schnuller? Da ist er, in der Tasche.`, LITTLE),
    ],
  },
  mastery: {
    en: [
      en(
        (s) =>
          `Just then they heard a small, hiccupping cry. ${s.where.creature.A} sat all alone, too little and too tired to settle. ${s.name} looked at the crying little one, and then at the dummy, for a long, long moment. Then ${s.he} knelt down and held it out. "You can have it," ${s.he} whispered. "I think you need it more than I do." The little one was quiet at once, curled up and fell asleep. ${s.name}'s pocket felt empty and strange, and a little bit grown-up. ${s.pal} leaned against ${s.him}, soft and warm.`,
        BIG,
      ),
      en(
        (s) =>
          `"Let's find you a new sleepy helper," whispered ${s.pal}. They tried a hum, mmm, mmm, low and slow. They tried a hand on the tummy, going up and down with every breath. They tried counting whatever shone nearby. ${s.name} put the dummy away in ${s.his} pocket and hummed, and breathed, and counted, and ${s.his} eyes grew heavy all by themselves. "I can do it without," ${s.he} whispered. "Nearly." ${s.pal} hummed along, softer and softer.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.name} held the dummy and looked at it for a long time. "Thank you, dummy," ${s.he} whispered. "You helped me lots." Then ${s.he} wrapped it up as carefully as a present and gave it to ${s.pal} to keep safe, for the new babies. For a moment ${s.his} mouth felt empty and odd. ${s.pal} didn't say anything. ${s.PalHe} just snuggled close and hummed, low and soft, until the odd feeling grew smaller, and smaller, and was only a yawn.`,
        BIG,
      ),
      en((s) => `Bye-bye, dummy. ${s.name} hums instead. Mmm, mmm. Sleepy, sleepy.`, LITTLE),
      en(
        (s) => `A tiny baby cries. ${s.name} gives it the dummy. Shh, shh. The baby sleeps, and ${s.name} is big.`,
        LITTLE,
      ),
    ],
    de: [
      de(
        (s) =>
          `Da hörten sie ein leises, hicksendes Weinen. ${s.where.creature.Ein.nom} saß ganz allein da, zu klein und zu müde, um zur Ruhe zu kommen. ${s.name} schaute das weinende Kleine an und dann den Schnuller, eine lange, lange Weile. Dann kniete ${s.er} sich hin und hielt ${s.where.creature.er.dat} den Schnuller hin. „Du darfst ihn haben“, flüsterte ${s.er}. „Ich glaube, du brauchst ihn mehr als ich.“ Sofort wurde das Kleine still, rollte sich zusammen und schlief ein. Die leere Tasche fühlte sich seltsam an, und ${s.name} fühlte sich ein kleines bisschen größer. ${s.pal} lehnte sich an ${s.ihn}, weich und warm.`,
        BIG,
      ),
      de(
        (s) =>
          `„Wir suchen dir einen neuen Einschlafhelfer“, flüsterte ${s.pal}. Sie probierten ein Summen, mmm, mmm, tief und langsam. Sie probierten eine Hand auf dem Bauch, die mit jedem Atemzug hoch- und runterging. Sie probierten, alles zu zählen, was ringsum leuchtete. ${s.name} steckte den Schnuller in die Tasche und summte und atmete und zählte, und die Augen wurden ganz von allein schwer. „Ich kann das auch ohne“, flüsterte ${s.er}. „Fast.“ ${s.pal} summte mit, leiser und leiser.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.name} hielt den Schnuller in der Hand und schaute ihn lange an. „Danke, Schnuller“, flüsterte ${s.er}. „Du hast mir so oft geholfen.“ Dann wickelte ${s.er} ihn so sorgfältig ein wie ein Geschenk und gab ihn ${s.pal} zum Aufheben, für die neuen Babys. Einen Moment lang fühlte sich der Mund leer und komisch an. ${s.pal} sagte nichts. ${s.PalEr} kuschelte sich nur dicht heran und summte, tief und leise, bis das komische Gefühl kleiner wurde und kleiner und nur noch ein Gähnen war.`,
        BIG,
      ),
      de((s) => `Tschüss, Schnuller. ${s.name} summt stattdessen. Mmm, mmm. Müde, müde.`, LITTLE),
      de(
        (s) =>
          `Ein winziges Baby weint. ${s.name} schenkt ihm den Schnuller. Pst, pst. Das Baby schläft, und ${s.name} ist groß.`,
        LITTLE,
      ),
    ],
  },
};

const nailBiting: ThemeBeats = {
  id: 'nail-biting',
  challenge: {
    en: [
      en(
        (s) =>
          `${s.sight()} While they waited to see what would happen next, ${s.name}'s fingers crept up to ${s.his} mouth all by themselves, and nibble, nibble went the nails. ${s.pal} noticed. "Do your fingers get worried too?" ${s.palHe} asked gently. ${s.name} hid both hands behind ${s.his} back. "They just do it," ${s.he} mumbled.`,
        BIG,
      ),
      en(
        (s) =>
          `Something rustled close by, and ${s.name} held ${s.his} breath, and up went a thumb between ${s.his} teeth. Nibble, nibble. "Ouch," said ${s.name} all of a sudden, and looked at a sore little fingertip.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.name} was thinking hard about something tricky, and thinking hard always sent ${s.his} fingers to ${s.his} mouth. Nibble, nibble, nibble. ${s.He} did not even notice until ${s.pal} tapped ${s.his} arm. Then ${s.he} looked at ${s.his} nails, short and ragged, and sighed.`,
        BIG,
      ),
      en((s) => `Nibble, nibble, little fingers. Oh, ${s.name}!`, LITTLE),
      en((s) => `Up, up go the fingers, up to the mouth. "Hold my ${s.paw}," says ${s.pal}.`, LITTLE),
    ],
    de: [
      de(
        (s) =>
          `${s.sight()} Während sie darauf warteten, was als Nächstes passieren würde, wanderten ${s.sein('e')} Finger ganz von allein zum Mund, und knabber, knabber ging es an den Nägeln. ${s.pal} merkte es. „Machen sich deine Finger auch manchmal Sorgen?“, fragte ${s.palEr} sanft. ${s.name} versteckte beide Hände hinter dem Rücken. „Die machen das einfach“, murmelte ${s.er}.`,
        BIG,
      ),
      de(
        (s) =>
          `Ganz in der Nähe raschelte etwas, ${s.name} hielt die Luft an, und schon steckte der Daumen zwischen den Zähnen. Knabber, knabber. „Aua“, sagte ${s.name} plötzlich und schaute auf eine wunde kleine Fingerspitze.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.name} dachte angestrengt über etwas Kniffliges nach, und beim Nachdenken wanderten die Finger immer zum Mund. Knabber, knabber, knabber. ${s.name} merkte es gar nicht. Erst als ${s.pal} sacht auf den Arm tippte, schaute ${s.er} auf die Nägel, kurz und zerfranst, und seufzte.`,
        BIG,
      ),
      de((s) => `Knabber, knabber, kleine Finger. Oh, ${s.name}!`, LITTLE),
      de((s) => `Hoch, hoch wandern die Finger, hoch zum Mund. „Halt dich an mir fest“, sagt ${s.pal}.`, LITTLE),
    ],
  },
  mastery: {
    en: [
      en(
        (s) =>
          `${s.pal} found a smooth, round pebble and pressed it into ${s.name}'s hand. "For worried fingers," ${s.palHe} said. "They can hold this instead." The next time the little worry came and the fingers began to creep, ${s.name} remembered. ${s.He} rubbed the pebble round and round with ${s.his} thumb until the worry felt small and soft. Then ${s.he} looked at ${s.his} fingers and smiled. The fingers had stayed right where they were.`,
        BIG,
      ),
      en(
        (s) =>
          `"I know a secret for busy fingers," whispered ${s.pal}. "When they want to nibble, squeeze them tight, three times, like this." ${s.name} tried it: squeeze, one, two, three. A little later, when everyone held their breath again, the fingers wanted to go up, but instead ${s.name} squeezed them, one, two, three, and they stayed down, safe and still. "My fingers are getting braver," ${s.he} said.`,
        BIG,
      ),
      en(
        (s) =>
          `"Hold on to me," said ${s.pal}, "whenever your fingers need something to do." So ${s.name} did. When the next exciting thing came, ${s.his} fingers wanted to nibble, but they were busy holding on, and holding on is a very good job for fingers. By the end, ${s.name} had not nibbled once, and ${s.pal}'s ${s.paw} was warm all through.`,
        BIG,
      ),
      en((s) => `Squeeze, squeeze, squeeze! The fingers stay down, ${s.name}.`, LITTLE),
      en(
        (s) => `${s.pal} finds a round pebble. ${s.name} holds it, round and round. Busy fingers, happy fingers.`,
        LITTLE,
      ),
    ],
    de: [
      de(
        (s) =>
          `${s.pal} fand einen glatten, runden Kieselstein und legte ihn ${s.ihm} in die Hand. „Für besorgte Finger“, sagte ${s.palEr}. „Die können stattdessen den hier halten.“ Als die kleine Sorge wiederkam und die Finger schon losziehen wollten, dachte ${s.name} daran. ${s.Er} rieb den Kiesel mit dem Daumen rundherum, bis sich die Sorge klein und weich anfühlte. Dann schaute ${s.er} auf die Finger und lächelte. Sie waren geblieben, wo sie waren.`,
        BIG,
      ),
      de(
        (s) =>
          `„Ich kenne ein Geheimnis für unruhige Finger“, flüsterte ${s.pal}. „Wenn sie knabbern wollen, drück sie dreimal ganz fest, so.“ ${s.name} probierte es: drücken, eins, zwei, drei. Ein bisschen später, als alle wieder den Atem anhielten, wollten die Finger wieder hoch, aber stattdessen drückte ${s.name} sie, eins, zwei, drei, und sie blieben unten, still und heil. „Meine Finger werden mutiger“, sagte ${s.name}.`,
        BIG,
      ),
      de(
        (s) =>
          `„Halt dich an mir fest“, sagte ${s.pal}, „immer wenn deine Finger etwas zu tun brauchen.“ Das tat ${s.name}. Als das nächste Aufregende kam, wollten die Finger knabbern, aber sie waren mit Festhalten beschäftigt, und Festhalten ist eine sehr gute Arbeit für Finger. Am Ende hatte ${s.name} kein einziges Mal geknabbert, und ${s.paw.der.nom} von ${s.pal} war ganz warm geworden.`,
        BIG,
      ),
      de((s) => `Drück, drück, drück! Die Finger bleiben unten, ${s.name}.`, LITTLE),
      de(
        (s) => `${s.pal} findet einen runden Kiesel. ${s.name} hält ihn, rundherum. Fleißige Finger, fröhliche Finger.`,
        LITTLE,
      ),
    ],
  },
};

export const BODY_THEMES: readonly ThemeBeats[] = [potty, dryNights, givingUpTheDummy, nailBiting];
