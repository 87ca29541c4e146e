import { de, en, type Passage } from '../types.ts';
import { familyGoodnightsDe, familyGoodnightsEn } from './goodnight-family.ts';
import { moreGoodnights } from './goodnight-more.ts';
import { cap } from '../care/words.ts';

// Home again and asleep: short sentences, the night song, who says goodnight, a cuddly toy held
// close (a scooter waits by the bed), the pet, brothers and sisters asleep next door. Every story
// ends here, calmly; nothing cheers, and nobody who died is in the room.

export const goodnight: Passage = {
  en: [
    ...familyGoodnightsEn,
    ...moreGoodnights.en,
    en(
      (s) =>
        `The way home was short, the way home always is. ${s.name} was back under the covers before ${s.he} knew it, warm and heavy and slow. "${s.lullaby}," hummed ${s.pal}. ${s.name} yawned a yawn as big as the moon, and then ${s.he} ${s.was} asleep. Goodnight, ${s.name}. Goodnight, ${s.pal}.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `Back in bed, ${s.toy.cuddly ? `${s.name} held ${s.his} ${s.toy.bare} close and listened` : `${s.name} looked over at ${s.his} ${s.toy.bare}, waiting there for the morning, and listened`}. The house creaked softly. Outside, the stars were still there. "${s.lullaby}," whispered ${s.pal}, and ${s.name} smiled a sleepy smile and drifted off into ${s.his} own dreams.`,
      { needs: ['toy'], ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.toy.cuddly ? `${s.name} found ${s.his} ${s.toy.bare} under the covers, warm and waiting, and hugged ${s.toy.it} tight.` : `${s.toy.The} stood by the bed, just where ${s.name} had left ${s.toy.it}, ready for the morning.`} ${s.pal} settled down on the pillow. The room was dark and soft and full of quiet, and one by one ${s.name}'s thoughts grew slower, until they were dreams.`,
      { needs: ['toy'], ages: ['big'] },
    ),
    en(
      (s) =>
        `Then ${s.name} was home, in ${s.his} own bed, with ${s.homePet.name} asleep somewhere close by. "${s.lullaby}," sang ${s.pal} one last time. ${s.name} breathed slow and deep, and slept.`,
      { needs: ['homePet'], ages: ['big'] },
    ),
    en(
      (s) =>
        `The night-light was still glowing ${s.colour.adjective} when ${s.name} climbed back into bed. ${s.pal} snuggled in beside ${s.him}. A little sigh, a last look at the round moon of light on the ceiling, and ${s.name} was asleep.`,
      { needs: ['colour'], ages: ['big'] },
    ),
    en(
      (s) =>
        `The house was dark and still. ${s.sibling.baby ? `In the next room, ${s.sibling.name} slept in ${s.sibling.hisOwn} cot with two tiny fists curled up by ${s.sibling.hisOwn} ears` : `Next door, ${s.sibling.name} was fast asleep already, one arm flung out over the covers`}. ${s.name} snuggled down, ${s.pal} snuggled closer, and soon there was nothing to hear but sleepy breathing.`,
      { needs: ['sibling'], ages: ['big'] },
    ),
    en(
      (s) =>
        `Next door, ${s.siblings.names} were fast asleep already. ${s.name} snuggled down, ${s.pal} snuggled closer, and soon the whole house was breathing slow and soft together.`,
      { needs: ['siblings'], unless: ['sibling'], ages: ['big'] },
    ),
    en(
      (s) =>
        `Back home, the bed was just as warm as ${s.name} had left it. ${s.pal} curled up on the pillow. "Goodnight," ${s.palHe} whispered. "Goodnight," whispered ${s.name}, and before the word was even finished, ${s.he} ${s.was} asleep.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `They came home the way dreams come home, softly and all at once. ${s.name} burrowed under the covers and ${s.pal} settled close. ${s.name}'s eyelids grew heavy, and heavier, and closed. Goodnight, ${s.name}.`,
      { ages: ['big'] },
    ),
    en((s) => `Home again. Into bed. ${s.pal} snuggles close. "${s.lullaby}." Eyes closed. Goodnight, ${s.name}.`, {
      ages: ['little'],
    }),
    en(
      (s) =>
        `Back in bed. ${s.toy.cuddly ? `${s.name} hugs ${s.his} ${s.toy.bare}.` : `${s.toy.The} ${s.toy.plural ? 'wait' : 'waits'} for the morning.`} A big yawn. Eyes close. Night, night.`,
      { needs: ['toy'], ages: ['little'] },
    ),
    en((s) => `Home again. ${s.homePet.name} is asleep. Now ${s.name} sleeps too. Shh. Goodnight.`, {
      needs: ['homePet'],
      ages: ['little'],
    }),
    en((s) => `Snug in bed. ${s.pal} yawns. ${s.name} yawns. The moon says, "Shh." Goodnight, ${s.name}.`, {
      ages: ['little'],
    }),
    en(
      (s) =>
        `Home again, and not a moment too soon, because ${s.name}'s eyes were closing all by themselves. ${s.pal} tucked the blanket in round ${s.him}. Goodnight, ${s.name}.`,
      { ages: ['big'] },
    ),
    en((s) => `The bed was warm. The pillow was soft. ${s.name} was asleep before ${s.he} could count to three.`, {
      ages: ['big'],
    }),
    en((s) => `Far away ${s.where.in}, everyone was asleep now. And here at home, tucked up tight, so was ${s.name}.`, {
      ages: ['big'],
    }),
    en(
      (s) =>
        `${s.name} climbed back under the covers and began to think about everything that had happened ${s.where.in}. ${s.He} did not get very far. Sleep got there first.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `"Will we go back one day?" whispered ${s.name}. "Another night," whispered ${s.pal}. After that there was nothing to hear but slow, sleepy breathing.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `The moon looked in at the window, saw ${s.name} fast asleep with ${s.pal} close by, and smiled its round, quiet smile. Sweet dreams, ${s.name}.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `One more yawn. One more snuggle. Then ${s.name} was home and warm and sleeping, and the night kept watch over ${s.him} until morning.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `Back in bed, ${s.name} wriggled down until only ${s.his} nose was showing. "Goodnight, ${s.pal}," ${s.he} mumbled. Everything after that was dreams.`,
      { ages: ['big'] },
    ),
    en((s) => `Back home. Blanket up. ${s.pal} whispers, "Goodnight." ${s.name} is fast asleep.`, { ages: ['little'] }),
    en((s) => `Yawn! Snuggle. Shh. ${s.name} is asleep. Sleep tight, little one.`, { ages: ['little'] }),
    en(
      (s) =>
        `Home again. ${s.homePet.name} looked up as ${s.name} climbed back into bed, as if to ask where ${s.he} had been all this time. "Shh," whispered ${s.name}. "It's a secret." And then ${s.he} ${s.was} asleep.`,
      { needs: ['homePet'], ages: ['big'] },
    ),
    en(
      (s) =>
        `In the ${s.colour.adjective} glow of the night-light, ${s.name} curled up small and warm. ${s.pal} hummed very softly, and that was the last thing ${s.name} heard.`,
      { needs: ['colour'], ages: ['big'] },
    ),
    en(
      (s) =>
        `Home again, under the covers. ${s.toy.cuddly ? `"Goodnight," ${s.name} whispered to ${s.his} ${s.toy.bare}, and gave it one more hug.` : `"See you in the morning," ${s.name} whispered to ${s.his} ${s.toy.bare}.`} Then ${s.his} eyes closed, and the night took care of the rest.`,
      { needs: ['toy'], ages: ['big'] },
    ),
    en(
      (s) =>
        `Back in bed, ${s.name} thought of ${s.also.one} one last time and smiled. ${s.pal} curled up close, and with that smile still on ${s.his} face, ${s.name} fell asleep.`,
      { needs: ['also'], untold: ['also'], ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.name} snuggled down with ${s.pal}. As ${s.his} eyes closed, a dream began, a soft and happy one, all about ${s.also.one}. Goodnight, ${s.name}.`,
      { needs: ['also'], untold: ['also'], ages: ['big'] },
    ),
    en(
      (s) =>
        `${cap(s.grownups.names)} looked in one last time. ${s.name} was fast asleep, dreaming of ${s.also.one}, with ${s.pal} close beside ${s.him}.`,
      { needs: ['grownups', 'also'], untold: ['also'], ages: ['big'] },
    ),
    en((s) => `A goodnight kiss from ${s.grownups.names}. ${s.name} dreams of ${s.also.one}. Sleep tight.`, {
      needs: ['grownups', 'also'],
      untold: ['also'],
      ages: ['little'],
    }),
    en((s) => `Snug in bed. ${s.name} dreams of ${s.also.one}. Night, night.`, {
      needs: ['also'],
      untold: ['also'],
      ages: ['little'],
    }),
    en(
      (s) =>
        `Just before sleep came, ${s.name} thought of ${s.alsoThing.words} one more time, and smiled into the pillow. ${s.pal} was already snoring softly. Goodnight, ${s.name}.`,
      { needs: ['alsoThing'], untold: ['alsoThing'], ages: ['big'] },
    ),
    en(
      (s) =>
        `Back under the covers, ${s.name} told ${s.pal} one last thing, in a whisper, all about ${s.alsoThing.words}. By the end of it, both of them were fast asleep.`,
      { needs: ['alsoThing'], untold: ['alsoThing'], ages: ['big'] },
    ),
    en((s) => `Snug in bed. ${s.name} thinks of ${s.alsoThing.words}. Sleep tight.`, {
      needs: ['alsoThing'],
      untold: ['alsoThing'],
      ages: ['little'],
    }),
  ],
  de: [
    ...familyGoodnightsDe,
    ...moreGoodnights.de,
    de(
      (s) =>
        `Der Weg nach Hause war kurz, wie der Weg nach Hause immer kurz ist. Schon lag ${s.name} wieder unter der Decke, warm und schwer und langsam. „${s.lullaby}“, summte ${s.pal}. ${s.name} gähnte ein Gähnen so groß wie der Mond, und dann schlief ${s.er}. Gute Nacht, ${s.name}. Gute Nacht, ${s.pal}.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Wieder im Bett ${s.toy.cuddly ? `hielt ${s.name} ${s.toy.der.acc} fest im Arm und lauschte` : `schaute ${s.name} noch einmal zu ${s.toy.der.dat} hinüber und lauschte`}. Das Haus knarrte leise. Draußen waren die Sterne noch da. „${s.lullaby}“, flüsterte ${s.pal}, und ${s.name} lächelte ein müdes Lächeln und glitt hinüber in die eigenen Träume.`,
      { needs: ['toy'], ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.toy.cuddly ? `Unter der Decke wartete ${s.toy.sein.nom}, ganz warm, und ${s.name} drückte ${s.toy.er.acc} fest an sich.` : `Neben dem Bett ${s.toy.plural ? 'standen' : 'stand'} ${s.toy.sein.nom}, genau da, wo ${s.name} ${s.toy.er.acc} abgestellt hatte, bereit für morgen.`} ${s.pal} machte es sich auf dem Kissen gemütlich. Das Zimmer war dunkel und weich und voller Stille, und die Gedanken von ${s.name} wurden langsamer und langsamer, bis sie Träume waren.`,
      { needs: ['toy'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Dann war ${s.name} zu Hause, im eigenen Bett, und irgendwo ganz in der Nähe schlief ${s.homePet.name}. „${s.lullaby}“, sang ${s.pal} ein letztes Mal. Da schlief auch ${s.name}.`,
      { needs: ['homePet'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Das Nachtlicht leuchtete noch immer in ${s.colour.noun}, als ${s.name} wieder ins Bett kletterte. ${s.pal} kuschelte sich daneben. Ein kleiner Seufzer, ein letzter Blick auf den Mond an der Zimmerdecke, und ${s.name} war eingeschlafen.`,
      { needs: ['colour'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Im Haus war es dunkel und still. ${s.sibling.baby ? `Im Nebenzimmer schlief ${s.sibling.name} im Bettchen, die winzigen Fäuste neben den Ohren` : `Nebenan schlief ${s.sibling.name} schon tief und fest, einen Arm über die Decke gestreckt`}. ${s.name} kuschelte sich ein, ${s.pal} rückte noch ein bisschen näher, und bald war nichts mehr zu hören als leises Schlafatmen.`,
      { needs: ['sibling'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Nebenan schliefen ${s.siblings.names} schon tief und fest. ${s.name} kuschelte sich ein, ${s.pal} rückte noch ein bisschen näher, und bald atmete das ganze Haus langsam und leise.`,
      { needs: ['siblings'], unless: ['sibling'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Das Bett war noch genauso warm, wie ${s.name} es verlassen hatte. ${s.pal} rollte sich auf dem Kissen zusammen. „Gute Nacht“, flüsterte ${s.palEr}. „Gute Nacht“, flüsterte ${s.name}, und noch ehe das letzte Wort ganz gesagt war, schlief ${s.er} schon.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Nach Hause ging es, wie Träume nach Hause gehen, leise und auf einmal. ${s.name} kroch tief unter die Decke, und ${s.pal} kuschelte sich dazu. Die Augenlider wurden schwer und schwerer und fielen zu. Gute Nacht, ${s.name}.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Wieder zu Hause. Ab ins Bett. ${s.pal} kuschelt sich an. „${s.lullaby}.“ Augen zu. Gute Nacht, ${s.name}.`,
      { ages: ['little'] },
    ),
    de(
      (s) =>
        `Wieder im Bett. ${s.toy.cuddly ? `${s.name} drückt ${s.toy.der.acc} ganz fest.` : `${s.toy.Der.nom} ${s.toy.plural ? 'warten' : 'wartet'} auf morgen.`} Ein großes Gähnen. Augen zu. Gute Nacht.`,
      { needs: ['toy'], ages: ['little'] },
    ),
    de((s) => `Wieder zu Hause. ${s.homePet.name} schläft schon. Jetzt schläft auch ${s.name}. Pst. Gute Nacht.`, {
      needs: ['homePet'],
      ages: ['little'],
    }),
    de((s) => `Kuschelig im Bett. ${s.pal} gähnt. ${s.name} gähnt. Der Mond sagt: „Pst.“ Gute Nacht, ${s.name}.`, {
      ages: ['little'],
    }),
    de(
      (s) =>
        `Wieder zu Hause, und keinen Augenblick zu früh, denn ${s.name} fielen die Augen schon von ganz allein zu. ${s.pal} steckte die Decke ringsherum fest. Gute Nacht, ${s.name}.`,
      { ages: ['big'] },
    ),
    de((s) => `Das Bett war warm. Das Kissen war weich. ${s.name} schlief, noch bevor bis drei gezählt war.`, {
      ages: ['big'],
    }),
    de(
      (s) => `Weit weg ${s.where.in} schliefen jetzt alle. Und hier zu Hause, gut zugedeckt, schlief auch ${s.name}.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.name} kroch wieder unter die Decke und fing an, über alles nachzudenken, was ${s.where.in} passiert war. Weit kam ${s.name} damit nicht. Der Schlaf war schneller.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `„Gehen wir irgendwann wieder hin?“, flüsterte ${s.name}. „In einer anderen Nacht“, flüsterte ${s.pal}. Danach war nur noch langsames, schläfriges Atmen zu hören.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Der Mond schaute zum Fenster herein, sah ${s.name} tief schlafen, ${s.pal} ganz in der Nähe, und lächelte sein rundes, stilles Lächeln. Träum was Schönes, ${s.name}.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Noch ein Gähnen. Noch einmal einkuscheln. Dann war ${s.name} zu Hause und warm und schlief, und die Nacht hielt Wache bis zum Morgen.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Wieder im Bett kuschelte ${s.name} sich so tief ein, dass nur noch die Nasenspitze herausschaute. „Gute Nacht, ${s.pal}“, murmelte ${s.name}. Alles Weitere waren Träume.`,
      { ages: ['big'] },
    ),
    de((s) => `Wieder daheim. Decke hoch. ${s.pal} flüstert: „Gute Nacht.“ ${s.name} schläft schon.`, {
      ages: ['little'],
    }),
    de((s) => `Gähn! Einkuscheln. Pst. ${s.name} schläft. Schlaf schön, du Kleines.`, { ages: ['little'] }),
    de(
      (s) =>
        `Wieder zu Hause. ${s.homePet.name} schaute auf, als ${s.name} ins Bett kletterte, als wollte ${s.homePet.er.nom} fragen, wo ${s.name} so lange gewesen war. „Pst“, flüsterte ${s.name}. „Das ist ein Geheimnis.“ Und dann schlief ${s.name} ein.`,
      { needs: ['homePet'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Im Schein des Nachtlichts, das in ${s.colour.noun} leuchtete, rollte sich ${s.name} klein und warm zusammen. ${s.pal} summte ganz leise, und das war das Letzte, was ${s.name} hörte.`,
      { needs: ['colour'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Wieder zu Hause, unter der warmen Decke. ${s.toy.cuddly ? `„Gute Nacht“, flüsterte ${s.name} ${s.toy.der.dat} zu und drückte ${s.toy.er.acc} noch einmal.` : `„Bis morgen“, flüsterte ${s.name} ${s.toy.der.dat} zu.`} Dann fielen die Augen zu, und um den Rest kümmerte sich die Nacht.`,
      { needs: ['toy'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Wieder im Bett dachte ${s.name} ein letztes Mal an ${s.also.one.acc} und lächelte. ${s.pal} kuschelte sich an, und mit diesem Lächeln schlief ${s.name} ein.`,
      { needs: ['also'], untold: ['also'], ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.name} kuschelte sich mit ${s.pal} ein. Als die Augen zufielen, begann ein Traum, ein weicher, froher Traum von ${s.also.one.dat}. Gute Nacht, ${s.name}.`,
      { needs: ['also'], untold: ['also'], ages: ['big'] },
    ),
    de(
      (s) =>
        `${cap(s.grownups.names)} ${s.grownups.plural ? 'schauten' : 'schaute'} ein letztes Mal herein. ${s.name} schlief tief und fest und träumte von ${s.also.one.dat}, ${s.pal} dicht daneben.`,
      { needs: ['grownups', 'also'], untold: ['also'], ages: ['big'] },
    ),
    de((s) => `Ein Gutenachtkuss von ${s.grownups.dat}. ${s.name} träumt von ${s.also.one.dat}. Schlaf gut.`, {
      needs: ['grownups', 'also'],
      untold: ['also'],
      ages: ['little'],
    }),
    de((s) => `Kuschelig im Bett. ${s.name} träumt von ${s.also.one.dat}. Gute Nacht.`, {
      needs: ['also'],
      untold: ['also'],
      ages: ['little'],
    }),
    de(
      (s) =>
        `Wieder im Bett kuschelte ${s.name} sich tief unter die Decke. Das Letzte, woran ${s.er} dachte, bevor ${s.er} einschlief? Natürlich ${s.alsoThing.words}. Gute Nacht, ${s.name}.`,
      { needs: ['alsoThing'], untold: ['alsoThing'], ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.pal} gähnte schon, da flüsterte ${s.name} noch etwas, ganz leise. Was es war? Natürlich ${s.alsoThing.words}. Und dann schliefen sie beide.`,
      { needs: ['alsoThing'], untold: ['alsoThing'], ages: ['big'] },
    ),
    de((s) => `Kuschelig im Bett. Und im Traum? Natürlich ${s.alsoThing.words}! Gute Nacht.`, {
      needs: ['alsoThing'],
      untold: ['alsoThing'],
      ages: ['little'],
    }),
  ],
};
