import { de, en, type Arc, type Passage } from '../types.ts';
import { loudDay, quietArrival, quietGuide, quietWay } from './loud-noises-big-home.ts';
import { braveStep, earDefenders, loudThingTold, quietPlace, songBegins } from './loud-noises-big-song.ts';
import { careSiblings } from './siblings-along.ts';

// Loud noises, for a child of five and over (an autistic child may be among them): a story with no
// sudden bangs and no crowds. The fear is taken seriously and made smaller with knowing, company, a
// quiet place, ear defenders and one small step the child chooses; the house is quiet at the end.

const forLoudDays: Passage = {
  en: [
    en(
      (s) =>
        `"Loud noises might still come sometimes," said ${s.where.guideName}, as the song faded. "When they do, you know what to do. Cover your ears. Count. Find your quiet place. Hold on to someone. And you can always say, 'That's too loud for me.' That is a perfectly good thing to say." ${s.name} nodded. ${s.He} would remember. ${s.where.nightfall}`,
    ),
    en(
      (s) =>
        `${s.name} held the ear defenders in ${s.his} lap. "Can I keep them?" ${s.he} asked. "They're yours," said ${s.where.guideName}. "And so is the quiet place, and the counting, and ${s.pal} to hold on to. You take all of them home with you." ${s.where.nightfall}`,
    ),
    en(
      (s) =>
        `"It's all right to find loud things hard," said ${s.where.guideName}. "Lots of people do. It doesn't mean you aren't brave. Tonight you were brave in exactly your own way: a little at a time, and you chose when." ${s.name} felt something settle inside ${s.him}, quiet and warm, like a bird folding its wings. ${s.where.nightfall}`,
    ),
  ],
  de: [
    de(
      (s) =>
        `„Manchmal wird es trotzdem wieder laut werden“, sagte ${s.where.guideName}, als das Lied verklang. „Dann weißt du, was du tun kannst. Ohren zuhalten. Zählen. An deinen stillen Ort gehen. Dich an jemandem festhalten. Und du darfst immer sagen: ‚Das ist mir zu laut.‘ Das ist ein ganz und gar richtiger Satz.“ ${s.name} nickte. Das würde ${s.er} sich merken. ${s.where.nightfall}`,
    ),
    de(
      (s) =>
        `${s.name} hielt den Gehörschutz auf dem Schoß. „Darf ich den behalten?“, fragte ${s.er}. „Der gehört dir“, sagte ${s.where.guideName}. „Und der stille Ort auch, und das Zählen, und ${s.pal} zum Festhalten. Das alles nimmst du mit nach Hause.“ ${s.where.nightfall}`,
    ),
    de(
      (s) =>
        `„Es ist in Ordnung, wenn Lautes schwer für dich ist“, sagte ${s.where.guideName}. „Vielen geht es so. Das heißt nicht, dass du nicht mutig bist. Heute warst du mutig, genau auf deine Art: ein kleines Stück nach dem anderen, und du hast bestimmt, wann.“ In ${s.name} wurde etwas ruhig und warm, wie ein Vogel, der die Flügel zusammenfaltet. ${s.where.nightfall}`,
    ),
  ],
};

const quietGoodnight: Passage = {
  en: [
    en(
      (s) =>
        `Back home, the house was full of small sounds: the fridge humming, a clock ticking, ${s.grownups.names} talking softly in another room. ${s.name} knew every one of them. They were friendly sounds, home sounds. ${s.name} snuggled down with the ear defenders beside the pillow, just in case, and ${s.pal} curled up close. "${s.lullaby}," ${s.pal} sang, as softly as a song can go. And ${s.name} slept.`,
      { needs: ['grownups'] },
    ),
    en(
      (s) =>
        `Home again, everything was still. ${s.name} counted the small sounds of the house, one, two, three, and every one of them was friendly. The ear defenders waited on the bedside table, ready whenever ${s.he} needed them. "${s.lullaby}," whispered ${s.pal}, and ${s.name}'s eyes grew heavy, and closed.`,
    ),
    en(
      (s) =>
        `Back in bed, the only sound was ${s.homePet.name}, breathing slow and soft at the foot of the bed, and that was a sound ${s.name} liked very much. ${s.He} smiled in the dark. "${s.lullaby}," hummed ${s.pal}, so softly it was almost not a sound at all. Goodnight, ${s.name}.`,
      { needs: ['homePet'] },
    ),
    en(
      (s) =>
        `In no time, ${s.name} was tucked up in ${s.his} own quiet bed, ear defenders on the pillow beside ${s.him}. The night outside was hushed. "${s.lullaby}," sang ${s.pal}, soft as falling snow, and ${s.name} was asleep before the last note.`,
    ),
    en(
      (s) =>
        `Home again, ${s.name} lay in the dark and listened to the house: a tick, a hum, a creak, all small, all friendly. The ear defenders were right there if ${s.he} needed them, but not tonight. ${s.pal} curled up close. "${s.lullaby}," ${s.palHe} sang, very low, and ${s.name} slept.`,
    ),
  ],
  de: [
    de(
      (s) =>
        `Zu Hause war das Haus voller kleiner Geräusche: der Kühlschrank brummte, eine Uhr tickte, ${s.grownups.names} ${s.grownups.plural ? 'redeten' : 'redete'} leise im anderen Zimmer. ${s.name} kannte jedes einzelne davon. Es waren freundliche Geräusche, Zuhause-Geräusche. ${s.name} kuschelte sich ein, den Gehörschutz neben dem Kopfkissen, sicherheitshalber, und ${s.pal} rollte sich dicht daneben zusammen. „${s.lullaby}“, sang ${s.pal}, so leise, wie ein Lied nur sein kann. Und ${s.name} schlief.`,
      { needs: ['grownups'] },
    ),
    de(
      (s) =>
        `Wieder zu Hause war alles still. ${s.name} zählte die kleinen Geräusche des Hauses, eins, zwei, drei, und jedes davon war freundlich. Der Gehörschutz lag auf dem Nachttisch, bereit, wann immer ${s.name} ihn brauchte. „${s.lullaby}“, flüsterte ${s.pal}, und ${s.name} wurden die Lider schwer, und die Augen fielen zu.`,
    ),
    de(
      (s) =>
        `Im Bett hörte man nur noch ${s.homePet.name} am Fußende langsam und leise atmen, und das war ein Geräusch, das ${s.name} sehr mochte. ${s.name} lächelte im Dunkeln. „${s.lullaby}“, summte ${s.pal}, so leise, dass es fast gar kein Geräusch war. Gute Nacht, ${s.name}.`,
      { needs: ['homePet'] },
    ),
    de(
      (s) =>
        `Im Nu lag ${s.name} im eigenen stillen Bett, den Gehörschutz neben sich auf dem Kissen. Draußen war die Nacht ganz leise. „${s.lullaby}“, sang ${s.pal}, sanft wie fallender Schnee, und ${s.name} schlief, noch bevor der letzte Ton verklungen war.`,
    ),
    de(
      (s) =>
        `Wieder zu Hause lag ${s.name} im Dunkeln und lauschte dem Haus: ein Ticken, ein Brummen, ein Knarren, alles klein, alles freundlich. Der Gehörschutz lag gleich daneben, falls ${s.er} ihn brauchte, aber heute Nacht nicht. ${s.pal} kuschelte sich dicht heran. „${s.lullaby}“, sang ${s.palEr}, ganz tief und leise, und ${s.name} schlief.`,
    ),
  ],
};

export const loudNoisesQuietPlace: Arc = {
  id: 'loud-noises-quiet-place',
  kind: 'care',
  themes: ['loud-noises'],
  ages: ['big'],
  title: {
    en: [
      en((s) => `${s.name} and the Quiet Place`),
      en((s) => `${s.name} Leads the Night Song`),
      en((s) => `A Soft Night for ${s.name}`),
    ],
    de: [
      de((s) => `${s.name} und der stille Ort`),
      de((s) => `${s.name} und das leise Nachtlied`),
      de((s) => `Eine sanfte Nacht für ${s.name}`),
    ],
  },
  summary: {
    en: [
      en(
        (s) =>
          `After a loud day, ${s.name} and ${s.pal} find a quiet place ${s.where.in}, and ${s.name} decides how loud the night song may be.`,
      ),
    ],
    de: [
      de(
        (s) =>
          `Nach einem lauten Tag finden ${s.name} und ${s.pal} ${s.where.in} einen stillen Ort, und ${s.name} bestimmt, wie laut das Nachtlied sein darf.`,
      ),
    ],
  },
  recap: {
    en: [
      en(
        (s) =>
          `The night before, ${s.name} had found a quiet place ${s.where.in} and had led the night song, louder and softer, just as ${s.he} chose.`,
      ),
      en((s) => `Last time, ${s.name} and ${s.pal} had spent a soft, quiet night ${s.where.in}.`),
    ],
    de: [
      de(
        (s) =>
          `In der Nacht zuvor hatte ${s.name} ${s.where.in} einen stillen Ort gefunden und das Nachtlied geleitet, lauter und leiser, ganz wie ${s.er} wollte.`,
      ),
      de((s) => `Beim letzten Mal hatten ${s.name} und ${s.pal} ${s.where.in} eine sanfte, stille Nacht verbracht.`),
    ],
  },
  scenes: [
    {
      picture: { composition: 'interior', where: 'bedroom', cast: ['homePet'], things: ['toy'] },
      beats: [loudDay, quietArrival],
    },
    {
      picture: { composition: 'journey', where: 'setting', cast: ['creature'] },
      beats: [careSiblings, quietWay, { moment: 'creature' }, { moment: 'colour' }],
    },
    {
      picture: { composition: 'wide', where: 'setting', cast: ['guide'] },
      beats: [quietGuide, loudThingTold],
    },
    {
      picture: { composition: 'close-up', where: 'setting', cast: ['guide'], things: ['food'] },
      beats: [quietPlace, earDefenders, { moment: 'food' }, { moment: 'activity' }, { moment: 'thing' }],
    },
    {
      picture: { composition: 'wide', where: 'setting', cast: ['guide', 'creature'] },
      beats: [songBegins, braveStep],
    },
    {
      picture: { composition: 'sky', where: 'setting', cast: ['guide'], things: ['star'] },
      beats: [forLoudDays],
    },
    {
      picture: { composition: 'interior', where: 'bedroom', asleep: true, cast: ['homePet'], things: ['toy'] },
      beats: [quietGoodnight],
    },
  ],
};
