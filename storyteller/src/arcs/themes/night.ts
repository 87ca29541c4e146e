import type { ThemeBeats } from '../types.ts';
import { de, en } from '../types.ts';
import { moreDark } from './night-dark.ts';

// Themes of the night: the dark, one's own bed, going to bed, bad dreams. Any challenge can be
// followed by any mastery of its theme (the teller picks each on its own), so a mastery picks up
// the feeling, never a detail only one challenge told. A fear is taken seriously and made smaller
// with company, something true to know and one small step; the bed and sleep themes end in a hush.

/** Told only to children of five and over (the little ones have their own, shorter variants). */
const BIG = { ages: ['big'] } as const;

const dark: ThemeBeats = {
  id: 'dark',
  challenge: {
    en: [
      ...moreDark.challenge.en,
      en(
        (s) =>
          `Then, all at once, every light went out, and it was dark, very dark. ${s.name}'s heart thumped. "I don't like the dark," ${s.he} whispered, holding on tight to ${s.pal}. ${s.pal} snuggled close. "I'm right here," ${s.palHe} said softly. "Let's keep still and look."`,
        BIG,
      ),
      en(
        (s) =>
          `They came to a place where the light did not reach, a deep, shadowy passage. ${s.name} stopped. The darkness looked so big, and ${s.he} felt so small. "What if something is in there?" ${s.he} whispered, and ${s.pal} pressed close against ${s.him}.`,
        BIG,
      ),
      en(
        (s) =>
          `A little further on, the last of the light grew fainter and fainter, until it was gone. All at once the night came close, so close that ${s.name} could not even see ${s.his} own feet, and every shadow looked as if it might move. "${s.pal}?" ${s.he} whispered. "Are you there?" "Right here," said ${s.pal}, and a soft ${s.paw} found ${s.his} hand.`,
        BIG,
      ),
      en((s) => `Oh! The lights go out. It is dark. ${s.name} holds ${s.pal} tight.`, { ages: ['little'] }),
      en((s) => `Where did the light go? Dark, dark, dark. ${s.pal} holds ${s.name} close. "I'm here."`, {
        ages: ['little'],
      }),
    ],
    de: [
      ...moreDark.challenge.de,
      de(
        (s) =>
          `Da gingen auf einmal alle Lichter aus, und es wurde dunkel, ganz dunkel. ${s.Sein('')} Herz klopfte. „Ich mag die Dunkelheit nicht“, flüsterte ${s.er} und hielt sich an ${s.pal} fest. ${s.pal} kuschelte sich an ${s.ihn}. „Ich bin da“, sagte ${s.palEr} leise. „Lass uns still sein und schauen.“`,
        BIG,
      ),
      de(
        (s) =>
          `Sie kamen an eine Stelle, wo kein Licht hinreichte, einen tiefen, schattigen Gang. ${s.name} blieb stehen. Die Dunkelheit sah so groß aus, und ${s.er} fühlte sich so klein. „Was, wenn da drin etwas ist?“, flüsterte ${s.er}, und ${s.pal} drückte sich ganz fest an ${s.ihn}.`,
        BIG,
      ),
      de(
        (s) =>
          `Ein Stück weiter wurde das letzte bisschen Licht immer schwächer, bis es ganz verlosch. Auf einmal war die Nacht so nah, dass ${s.name} nicht einmal mehr die eigenen Füße sah, und jeder Schatten sah aus, als könnte er sich bewegen. „${s.pal}?“, flüsterte ${s.er}. „Bist du da?“ „Genau hier“, sagte ${s.pal}, und ${s.paw.ein.nom} legte sich weich in ${s.sein('e')} Hand.`,
        BIG,
      ),
      de((s) => `Oh! Die Lichter gehen aus. Es ist dunkel. ${s.name} hält ${s.pal} ganz fest.`, { ages: ['little'] }),
      de((s) => `Wo ist das Licht hin? Dunkel, dunkel, dunkel. ${s.pal} hält ${s.name} ganz fest. „Ich bin da.“`, {
        ages: ['little'],
      }),
    ],
  },
  mastery: {
    en: [
      ...moreDark.mastery.en,
      en(
        (s) =>
          `Slowly ${s.name}'s eyes got used to the dark, and ${s.he} began to see things: a soft silver glow, a gentle shimmer, a tiny twinkle here and there. "The dark isn't empty," ${s.he} said in wonder. "It's just quiet, and full of sleepy things."`,
        BIG,
      ),
      en(
        (s) =>
          `${s.name} held on to ${s.pal} and took one brave step into the shadows, and then another. Inside there were only soft shadows and a hush, and somewhere a quiet, friendly glow. "I did it," ${s.name} whispered.`,
        BIG,
      ),
      en(
        (s) =>
          `"Shall I tell you a secret about the dark?" whispered ${s.pal}. "It's the very same place as before, only with the light switched off. Everything that was here is still here." ${s.name} thought about that. Then, with ${s.pal} close beside ${s.him}, ${s.he} reached out and touched whatever was nearest: something cool, something soft, each thing just where it had been in the light. Little by little, the dark became a place ${s.he} knew.`,
        BIG,
      ),
      en((s) => `Look! Little lights. Twinkle, twinkle. The dark is soft. ${s.name} is brave.`, { ages: ['little'] }),
      en((s) => `Blink, blink. A little star! And another. The dark is only the night, ${s.name}.`, {
        ages: ['little'],
      }),
    ],
    de: [
      ...moreDark.mastery.de,
      de(
        (s) =>
          `Langsam gewöhnten sich ${s.sein('e')} Augen an die Dunkelheit, und ${s.er} begann Dinge zu sehen: einen sanften silbernen Schein, ein zartes Schimmern, hier und da ein winziges Funkeln. „Die Dunkelheit ist gar nicht leer“, sagte ${s.er} staunend. „Sie ist nur still und voller müder Dinge.“`,
        BIG,
      ),
      de(
        (s) =>
          `${s.name} drückte sich eng an ${s.pal} und machte einen mutigen Schritt in die Schatten, und dann noch einen. Drinnen waren nur weiche Schatten und Stille, und irgendwo ein leises, freundliches Leuchten. „Ich hab mich getraut“, flüsterte ${s.name}.`,
        BIG,
      ),
      de(
        (s) =>
          `„Soll ich dir ein Geheimnis über die Dunkelheit verraten?“, flüsterte ${s.pal}. „Hier ist alles noch genauso wie vorhin. Nur das Licht ist aus.“ ${s.name} dachte darüber nach. Dann streckte ${s.er} vorsichtig die Hand aus, ${s.pal} dicht neben ${s.ihm}, und fühlte, was am nächsten war: etwas Kühles, etwas Weiches, alles genau da, wo es im Hellen gewesen war. Nach und nach wurde die Dunkelheit zu einem Ort, den ${s.er} kannte.`,
        BIG,
      ),
      de((s) => `Schau! Kleine Lichter. Funkel, funkel. Die Dunkelheit ist weich. ${s.name} ist mutig.`, {
        ages: ['little'],
      }),
      de((s) => `Blink, blink. Ein kleiner Stern! Und noch einer. Die Dunkelheit ist nur die Nacht, ${s.name}.`, {
        ages: ['little'],
      }),
    ],
  },
};

const ownBed: ThemeBeats = {
  id: 'own-bed',
  hushed: true,
  challenge: {
    en: [
      en(
        (s) =>
          `${s.where.creature.The} was settling down for the night in ${s.where.creatureHome}, snug as could be. ${s.name} watched for a long moment. "Doesn't it get lonely in there?" ${s.he} asked quietly. "My bed at home feels so big at night. When I wake up in the dark, I creep across into the big bed." ${s.pal} listened, and said nothing for a while, which was just right.`,
        BIG,
      ),
      en(
        (s) =>
          `"Where do you sleep at home?" asked ${s.pal}. ${s.name} went a little quiet. "In my own bed," ${s.he} said. "But in the middle of the night it feels so far away from everyone, and then I tiptoe over and climb in beside ${s.grownups.names}." ${s.pal} nodded slowly, as if that was a very good thing to know.`,
        { ages: ['big'], needs: ['grownups'] },
      ),
      en(
        (s) =>
          `Everywhere they looked, somebody was settling into a sleeping place of their own: a nook, a nest, a snug little hollow. ${s.name} went quiet. "I've got my own bed too," ${s.he} said at last. "But at night it's too big in there, and too quiet, and I don't like being the only one awake."`,
        BIG,
      ),
      en(
        (s) =>
          `${s.pal} yawned and asked, "Do you stay in your bed the whole night through?" ${s.name} looked down at ${s.his} toes. "I start off there," ${s.he} said. "But then I wake up, and the room is so big and so dark, and I go and find the grown-ups."`,
        BIG,
      ),
      en((s) => `A big bed, all for ${s.name}. Big, big bed. Where is everyone?`, { ages: ['little'] }),
      en((s) => `${s.where.creature.The} sleeps in its own little bed. Snug, snug. And ${s.name}?`, {
        ages: ['little'],
      }),
    ],
    de: [
      de(
        (s) =>
          `${s.where.creature.Der.nom} machte sich bereit für die Nacht. Da war ${s.where.creatureHome}, und ${s.where.creature.er.nom} kuschelte sich hinein, mollig warm. ${s.name} schaute lange zu. „Ist es da drin nicht einsam?“, fragte ${s.er} leise. „Mein Bett zu Hause ist nachts so groß. Wenn ich im Dunkeln aufwache, krabbele ich rüber ins große Bett.“ ${s.pal} hörte zu und sagte eine Weile gar nichts, und das war genau richtig.`,
        BIG,
      ),
      de(
        (s) =>
          `„Wo schläfst du eigentlich zu Hause?“, fragte ${s.pal}. ${s.name} wurde ein bisschen still. „In meinem eigenen Bett“, sagte ${s.er}. „Aber mitten in der Nacht ist es so weit weg von allen, und dann tapse ich zu ${s.grownups.dat} ins Bett.“ ${s.pal} nickte langsam, als wäre das sehr gut zu wissen.`,
        { ages: ['big'], needs: ['grownups'] },
      ),
      de(
        (s) =>
          `Wohin sie auch schauten, überall machte es sich jemand an einem ganz eigenen Schlafplatz gemütlich: in einer Nische, in einem Nest, in einer kleinen Mulde. ${s.name} wurde still. „Ich hab auch ein eigenes Bett“, sagte ${s.er} schließlich. „Aber nachts ist es darin so groß und so still, und außer mir ist dann niemand wach.“`,
        BIG,
      ),
      de(
        (s) =>
          `${s.pal} gähnte und fragte: „Schläfst du die ganze Nacht in deinem eigenen Bett?“ ${s.name} schaute auf ${s.sein('e')} Zehen. „Am Anfang schon“, sagte ${s.er}. „Aber dann wache ich auf, und das Zimmer ist so groß und so dunkel, und dann gehe ich zu den Großen.“`,
        BIG,
      ),
      de((s) => `Ein großes Bett, nur für ${s.name}. Groß, groß, groß. Wo sind denn alle?`, { ages: ['little'] }),
      de(
        (s) =>
          `${s.where.creature.Der.nom} schläft in einem eigenen kleinen Bett. Kuschelig, kuschelig. Und ${s.name}?`,
        {
          ages: ['little'],
        },
      ),
    ],
  },
  mastery: {
    en: [
      en(
        (s) =>
          `${s.pal} pressed something tiny into ${s.name}'s hand: a pebble that glowed, very faintly, like a night light. "Keep this by your pillow," ${s.palHe} said. "Then a little bit of me keeps watch over your bed all night." ${s.name} closed ${s.his} fingers round it. ${s.His} own bed did not seem so far away now. It seemed like a nest, just the right size. "Tonight I'll stay in my own bed," ${s.he} whispered.`,
        BIG,
      ),
      en(
        (s) =>
          `"When you wake up in the night," said ${s.pal}, "the grown-ups are still close by, near enough to hear you if you call. And your bed stays right where it is, all night, keeping you warm." Together they made up a rhyme for ${s.name}'s bed, and ${s.name} whispered it, softer each time: "My bed, my nest, the place I rest."`,
        BIG,
      ),
      en(
        (s) =>
          `${s.name} found the softest spot nearby and curled up on it, just to practise. ${s.pal} tucked an imaginary blanket right up to ${s.his} chin. "Blanket up. Eyes closed," ${s.name} murmured. "And if I wake up, I hug my pillow, take three sleepy breaths, and stay." ${s.He} yawned a small, slow yawn. It sounded like a plan that would work.`,
        BIG,
      ),
      en((s) => `Snuggle, snuggle, in ${s.his} own bed. Night, night, ${s.name}. Shh.`, { ages: ['little'] }),
      en((s) => `Blanket up. Eyes closed. My bed, my nest. Shh, ${s.name}.`, { ages: ['little'] }),
    ],
    de: [
      de(
        (s) =>
          `${s.pal} drückte ${s.ihm} etwas Winziges in die Hand: einen Kieselstein, der ganz schwach leuchtete, wie ein Nachtlicht. „Leg ihn neben dein Kopfkissen“, sagte ${s.palEr}. „Dann passt ein kleines Stück von mir die ganze Nacht auf dein Bett auf.“ ${s.name} schloss die Finger darum. Das eigene Bett kam ${s.ihm} gar nicht mehr so weit weg vor, eher wie ein Nest, genau in der richtigen Größe. „Heute Nacht bleibe ich in meinem Bett“, flüsterte ${s.er}.`,
        BIG,
      ),
      de(
        (s) =>
          `„Wenn du nachts aufwachst“, sagte ${s.pal}, „sind die Großen trotzdem ganz nah, so nah, dass sie dich hören, wenn du rufst. Und dein Bett bleibt die ganze Nacht genau da, wo es ist, und hält dich warm.“ Zusammen dachten sie sich einen Reim für das Bett aus, und ${s.name} flüsterte ihn, jedes Mal ein bisschen leiser: „Mein Bett, mein Nest, da schlaf ich fest.“`,
        BIG,
      ),
      de(
        (s) =>
          `${s.name} suchte sich die weichste Stelle in der Nähe und rollte sich darauf zusammen, nur zum Üben. ${s.pal} zog eine unsichtbare Decke bis unter ${s.sein('')} Kinn. „Decke hoch. Augen zu“, murmelte ${s.name}. „Und wenn ich aufwache, drücke ich mein Kissen, atme dreimal langsam und bleibe liegen.“ ${s.Er} gähnte ein kleines, langsames Gähnen. Das klang nach einem Plan, der klappen konnte.`,
        BIG,
      ),
      de((s) => `Kuschel, kuschel, im eigenen Bett. Gute Nacht, ${s.name}. Pst.`, { ages: ['little'] }),
      de((s) => `Decke hoch. Augen zu. Mein Bett, mein Nest. Pst, ${s.name}.`, { ages: ['little'] }),
    ],
  },
};

const bedtime: ThemeBeats = {
  id: 'bedtime',
  hushed: true,
  challenge: {
    en: [
      en(
        (s) =>
          `"I'm never going to sleep," ${s.name} announced. "Not tonight, not ever. Sleeping is boring, and something exciting might happen without me." ${s.pal} yawned an enormous yawn, the biggest of the whole night. "Even adventurers need to sleep," ${s.palHe} said.`,
        BIG,
      ),
      en(
        (s) =>
          `All around them the night was getting ready for bed. ${s.where.creature.The} gave a yawn and went home to ${s.where.creatureHome}. But ${s.name} did not feel sleepy at all. "At home I always ask for one more story," ${s.he} told ${s.pal}. "And one more drink, and one more cuddle, and then one more after that. Bedtime is so long."`,
        BIG,
      ),
      en(
        (s) =>
          `${s.name} stopped to rub ${s.his} eyes and then shook ${s.his} head hard, as if to shake the sleepiness right out. "I'm not tired," ${s.he} said, although nobody had asked. "When I go to bed, everybody else is still up, doing things. I don't want to miss anything."`,
        BIG,
      ),
      en((s) => `Yawn, yawn. But ${s.name} wants to play, play, play!`, { ages: ['little'] }),
      en((s) => `Everyone is going to bed. Not ${s.name}! Not yet, not yet!`, { ages: ['little'] }),
    ],
    de: [
      de(
        (s) =>
          `„Ich schlafe nie wieder“, verkündete ${s.name}. „Heute nicht und überhaupt nie. Schlafen ist langweilig, und vielleicht passiert etwas Spannendes ohne mich.“ ${s.pal} gähnte ein riesiges Gähnen, das größte der ganzen Nacht. „Auch Abenteurer müssen schlafen“, sagte ${s.palEr}.`,
        BIG,
      ),
      de(
        (s) =>
          `Ringsum machte sich die Nacht bettfertig. ${s.where.creature.Der.nom} gähnte und verschwand nach Hause. Aber ${s.name} war kein bisschen müde. „Zu Hause will ich immer noch eine Geschichte“, erzählte ${s.er}. „Und noch was zu trinken, und noch einmal kuscheln, und dann noch einmal. Das Insbettgehen dauert so lange.“`,
        BIG,
      ),
      de(
        (s) =>
          `${s.name} blieb stehen, rieb sich die Augen und schüttelte dann heftig den Kopf, als könnte ${s.er} die Müdigkeit einfach hinausschütteln. „Ich bin nicht müde“, sagte ${s.er}, obwohl niemand gefragt hatte. „Wenn ich ins Bett muss, sind alle anderen noch wach und machen Sachen. Ich will nichts verpassen.“`,
        BIG,
      ),
      de((s) => `Gähn, gähn. Aber ${s.name} will spielen, spielen, spielen!`, { ages: ['little'] }),
      de((s) => `Alle gehen ins Bett. Nur ${s.name} nicht! Noch nicht, noch nicht!`, { ages: ['little'] }),
    ],
  },
  mastery: {
    en: [
      en(
        (s) =>
          `"Do you know what sleep is for?" whispered ${s.pal}. "It fills you up, the way oil fills a lantern. Every adventure tomorrow comes out of tonight's sleep." ${s.name} thought about a lantern filling up with light, slowly, slowly, all night long. ${s.He} gave a big, slow yawn. "When we get home," ${s.he} whispered, "I'll go straight to sleep."`,
        BIG,
      ),
      en(
        (s) =>
          `${s.pal} taught ${s.name} a sleepy game: say goodnight to yourself, one bit at a time, from your toes to your nose. "Goodnight, toes," whispered ${s.name}. "Goodnight, knees. Goodnight, tummy." Before the goodnights had reached ${s.his} chin, ${s.his} eyelids were heavy. "I'll save the nose for my own bed," ${s.he} murmured.`,
        BIG,
      ),
      en(
        (s) =>
          `They stood very still and watched the whole place settle down: lights growing soft, little ones curling up, everything slowing down and going quiet. "Nobody misses anything by sleeping," said ${s.pal} softly. "The night keeps it all safe until morning." ${s.name} leaned against ${s.pal} and found that bedtime did not feel long now. It felt cosy.`,
        BIG,
      ),
      en((s) => `Yawn. Stretch. Goodnight, toes. Goodnight, nose. Shh, ${s.name}.`, { ages: ['little'] }),
      en((s) => `Everyone is sleepy now. ${s.name} yawns too. Soon, soon. Shh.`, { ages: ['little'] }),
    ],
    de: [
      de(
        (s) =>
          `„Weißt du, wozu Schlafen gut ist?“, flüsterte ${s.pal}. „Es füllt dich auf, wie Öl eine Laterne füllt. Jedes Abenteuer von morgen kommt aus dem Schlaf von heute Nacht.“ ${s.name} dachte an eine Laterne, die sich langsam, ganz langsam mit Licht füllt, die ganze Nacht lang. ${s.Er} gähnte ein großes, langsames Gähnen. „Wenn wir zu Hause sind“, flüsterte ${s.er}, „schlafe ich gleich ein.“`,
        BIG,
      ),
      de(
        (s) =>
          `${s.pal} zeigte ${s.ihm} ein Müde-Spiel: Man sagt sich selbst Gute Nacht, Stück für Stück, von den Zehen bis zur Nase. „Gute Nacht, Zehen“, flüsterte ${s.name}. „Gute Nacht, Knie. Gute Nacht, Bauch.“ Noch bevor die Gute-Nacht-Wünsche beim Kinn ankamen, wurden die Augenlider schwer. „Die Nase hebe ich mir fürs eigene Bett auf“, murmelte ${s.er}.`,
        BIG,
      ),
      de(
        (s) =>
          `Sie standen ganz still und sahen zu, wie alles ringsum zur Ruhe kam: Die Lichter wurden weich, die Kleinen rollten sich ein, alles wurde langsamer und leiser. „Wer schläft, verpasst nichts“, sagte ${s.pal} leise. „Die Nacht hebt alles auf bis morgen früh.“ ${s.name} lehnte sich an ${s.pal}, und das Insbettgehen kam ${s.ihm} gar nicht mehr lang vor. Nur noch gemütlich.`,
        BIG,
      ),
      de((s) => `Gähnen. Strecken. Gute Nacht, Zehen. Gute Nacht, Nase. Pst, ${s.name}.`, { ages: ['little'] }),
      de((s) => `Jetzt sind alle müde. ${s.name} gähnt auch. Bald, bald. Pst.`, { ages: ['little'] }),
    ],
  },
};

const badDreams: ThemeBeats = {
  id: 'bad-dreams',
  hushed: true,
  challenge: {
    en: [
      en(
        (s) =>
          `When they stopped for a rest, ${s.name} told ${s.pal} a secret. "Sometimes I have bad dreams," ${s.he} said quietly. "They feel so real, and I wake up with my heart going bang, bang, bang." ${s.pal} moved a little closer, until they were touching. "Bad dreams are very good at pretending," ${s.palHe} said.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.where.shadow} ${s.name} froze. It looked just like the thing from ${s.his} bad dream. "Let's look properly," whispered ${s.pal}, and they did. ${s.where.shadowTruth} But ${s.name}'s heart was still racing. "What if the dream comes back tonight?" ${s.he} whispered.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.name} gave a big yawn, and then stopped in the middle of it. "I don't want to go to sleep," ${s.he} said in a small voice. "Last night there was a bad dream, with something chasing me. What if it's waiting for me?" ${s.pal} took ${s.his} hand and held it.`,
        BIG,
      ),
      en((s) => `A bad dream? Oh, oh. Hold tight, ${s.name}. ${s.pal} is here.`, { ages: ['little'] }),
      en((s) => `A big, dark shadow. Like the bad dream! ${s.name} holds ${s.pal} tight.`, { ages: ['little'] }),
    ],
    de: [
      de(
        (s) =>
          `Als sie eine Pause machten, verriet ${s.name} ein Geheimnis. „Manchmal habe ich böse Träume“, sagte ${s.er} leise. „Die fühlen sich so echt an, und wenn ich aufwache, klopft mein Herz ganz laut.“ ${s.pal} rückte näher, bis sie sich berührten. „Böse Träume können sehr gut so tun, als ob“, sagte ${s.palEr}.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.where.shadow} ${s.name} erstarrte. Das sah genauso aus wie das Ding aus dem bösen Traum. „Lass uns richtig hinschauen“, flüsterte ${s.pal}, und das taten sie. ${s.where.shadowTruth} Aber ${s.sein('')} Herz klopfte immer noch wild. „Und wenn der Traum heute Nacht wiederkommt?“, flüsterte ${s.er}.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.name} gähnte herzhaft und hörte mittendrin auf. „Ich will nicht schlafen“, sagte ${s.er} ganz leise. „Letzte Nacht hatte ich einen bösen Traum, da hat mich etwas gejagt. Was, wenn es auf mich wartet?“ ${s.pal} nahm ${s.sein('e')} Hand und hielt sie fest.`,
        BIG,
      ),
      de((s) => `Ein böser Traum? Oje. Halt dich fest, ${s.name}. ${s.pal} ist da.`, { ages: ['little'] }),
      de((s) => `Ein großer, dunkler Schatten. Wie im bösen Traum! ${s.name} hält ${s.pal} ganz fest.`, {
        ages: ['little'],
      }),
    ],
  },
  mastery: {
    en: [
      en(
        (s) =>
          `"A dream is a picture your head makes while you sleep," said ${s.pal}. "It can't climb out, and when you wake up, it's over. And here's a trick: you can change it. Give the scary thing a silly hat, or shrink it down to the size of a mouse." ${s.name} pictured it, a monster in a hat with a bobble on top, and a small laugh came out. "Only good dreams tonight," ${s.he} whispered.`,
        BIG,
      ),
      en(
        (s) =>
          `"If a bad dream wakes you," said ${s.pal}, "you can call out, and someone will come. You can tell them all about it, and then it gets smaller." ${s.name} nodded slowly. Then, to be ready, the two of them chose a good dream to think about on the way to sleep: warm and slow, full of soft light. ${s.name} kept it safe, like a sweet in ${s.his} pocket. "That's the one I'll have," ${s.he} whispered.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.pal} showed ${s.name} how to blow a bad dream away: a deep breath in, right down to the tummy, and a long, slow breath out, like blowing a dandelion clock. ${s.name} did it once, twice, three times, and the tight feeling inside loosened, bit by bit. "Dreams come and dreams go," ${s.pal} murmured. "And morning always comes." ${s.name} gave a small, sleepy nod.`,
        BIG,
      ),
      en((s) => `Dreams are only pictures. Shh, shh. Good dreams now, ${s.name}.`, { ages: ['little'] }),
      en((s) => `Blow the bad dream away. Whoosh! Only good ones now. Shh, ${s.name}.`, { ages: ['little'] }),
    ],
    de: [
      de(
        (s) =>
          `„Ein Traum ist ein Bild, das dein Kopf im Schlaf malt“, sagte ${s.pal}. „Er kann nicht herausklettern, und wenn du aufwachst, ist er vorbei. Und weißt du was? Du kannst ihn verändern. Setz dem Gruseligen einen lustigen Hut auf, oder mach es so klein wie eine Maus.“ ${s.name} stellte es sich vor, ein Monster mit Bommelmütze, und musste leise lachen. „Heute Nacht nur schöne Träume“, flüsterte ${s.er}.`,
        BIG,
      ),
      de(
        (s) =>
          `„Wenn dich ein böser Traum weckt“, sagte ${s.pal}, „kannst du rufen, und dann kommt jemand. Dann kannst du alles erzählen, und der Traum wird kleiner.“ ${s.name} nickte langsam. Und damit ${s.er} gut vorbereitet war, suchten sie zusammen einen schönen Traum aus, an den ${s.er} beim Einschlafen denken konnte: warm und langsam und mit ganz weichem Licht. ${s.name} hob ihn gut auf, wie ein Bonbon in der Tasche. „Den nehme ich“, flüsterte ${s.er}.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.pal} zeigte ${s.ihm}, wie man einen bösen Traum wegpustet: tief einatmen, bis in den Bauch, und ganz langsam ausatmen, wie bei einer Pusteblume. ${s.name} machte es einmal, zweimal, dreimal, und das enge Gefühl innen drin wurde Stück für Stück lockerer. „Träume kommen und Träume gehen“, murmelte ${s.pal}. „Und der Morgen kommt immer.“ ${s.name} nickte, klein und müde.`,
        BIG,
      ),
      de((s) => `Träume sind nur Bilder. Pst, pst. Jetzt nur schöne Träume, ${s.name}.`, { ages: ['little'] }),
      de((s) => `Den bösen Traum wegpusten. Huuu! Jetzt nur noch schöne. Pst, ${s.name}.`, { ages: ['little'] }),
    ],
  },
};

export const NIGHT_THEMES: readonly ThemeBeats[] = [dark, ownBed, bedtime, badDreams];
