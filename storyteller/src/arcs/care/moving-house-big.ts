import { de, en, type Arc, type Passage } from '../types.ts';
import { friendStill, guideAllows, missTheOld, newThings, whatCame } from './moving-house-big-night.ts';
import { careSiblings } from './siblings-along.ts';

// Moving house, told after the move, for children of five and over: the first nights in a new room,
// the strange sounds of a new house explained, a walk with the companion, missing the old home
// allowed, what came along (the family, the cuddly toy, the bedtime routine, the companion), a
// friend far away still a friend, and sleep in the new bed.

const newRoom: Passage = {
  en: [
    en(
      (s) =>
        `It was ${s.name}'s first week in the new house, and the new bedroom still smelled of paint and cardboard. Boxes stood in a tower by the wall. Some were unpacked and some were not, and one said BOOKS in ${s.grownups.names}'s biggest letters.`,
      { needs: ['grownups'] },
    ),
    en(
      (s) =>
        `The new room was bigger than the old one, with a window in a different place and a ceiling that sloped down over the bed. ${s.name} lay very still and looked at it all. Everything was new. Everything was a little bit strange.`,
    ),
    en(
      (s) =>
        `${s.name} sat on the new bed in the new room with ${s.toy.the} on ${s.his} knee, surrounded by boxes. The curtains were the old curtains, but the window was a new window, and the tree outside was a tree ${s.name} had never seen before.`,
      { needs: ['toy'] },
    ),
    en(
      (s) =>
        `The moving van had been and driven away again, and now here ${s.name} was: new house, new room, new bed in a new corner. Only a few boxes were still taped shut. ${s.name} pulled the covers up and stared at a ceiling ${s.he} did not know yet.`,
    ),
  ],
  de: [
    de(
      (s) =>
        `Es war die erste Woche im neuen Haus, und das neue Kinderzimmer roch noch nach Farbe und Pappe. An der Wand stapelten sich Umzugskartons zu einem Turm. Manche waren schon ausgepackt, manche nicht, und auf einem stand BÜCHER, in den größten Buchstaben, die ${s.grownups.names} schreiben ${s.grownups.plural ? 'konnten' : 'konnte'}.`,
      { needs: ['grownups'] },
    ),
    de(
      (s) =>
        `Das neue Zimmer war größer als das alte, das Fenster war an einer anderen Stelle, und über dem Bett wurde die Decke schräg. ${s.name} lag ganz still und schaute sich alles an. Alles war neu. Alles war ein bisschen fremd.`,
    ),
    de(
      (s) =>
        `${s.name} saß mit ${s.toy.der.dat} auf dem neuen Bett im neuen Zimmer, rundherum Umzugskartons. Die Vorhänge waren die alten Vorhänge, aber das Fenster war ein neues Fenster, und der Baum davor war ein Baum, den ${s.name} noch nie gesehen hatte.`,
      { needs: ['toy'] },
    ),
    de(
      (s) =>
        `Der Umzugswagen war wieder weggefahren, und jetzt war ${s.name} hier: neues Haus, neues Zimmer, das Bett in einer neuen Ecke. Nur ein paar Kartons waren noch zugeklebt. ${s.name} zog die Decke hoch und starrte an eine Zimmerdecke, die ${s.er} noch gar nicht kannte.`,
    ),
  ],
};

const nightSounds: Passage = {
  en: [
    en(
      (s) =>
        `Then the sounds began. A gurgle in the wall. A tick, tick from the radiator. A creak on the stairs, though nobody was on them. In the old house ${s.name} had known every sound by heart. These ones were strangers.`,
    ),
    en(
      (s) =>
        `The new house made new noises at night. Something hummed downstairs. A car swished past and threw a stripe of light across the ceiling, in a place where no light had ever been. ${s.name} held ${s.his} breath and listened.`,
    ),
    en(
      (s) =>
        `Creeeak, went a floorboard. Glug, glug, went a pipe. Tap, tap, went a branch on the window. ${s.name} sat up. In the old house, the night had sounded different. Here, every sound was a question.`,
    ),
  ],
  de: [
    de(
      (s) =>
        `Dann fingen die Geräusche an. Ein Gluckern in der Wand. Ein Ticken in der Heizung. Ein Knarren auf der Treppe, obwohl niemand darauf war. Im alten Haus hatte ${s.name} jedes Geräusch gekannt. Diese hier waren Fremde.`,
    ),
    de(
      (s) =>
        `Das neue Haus machte nachts neue Geräusche. Unten summte etwas. Ein Auto rauschte vorbei und warf einen Lichtstreifen an die Decke, an eine Stelle, wo noch nie ein Licht gewesen war. ${s.name} hielt die Luft an und lauschte.`,
    ),
    de(
      (s) =>
        `Kniiirsch, machte eine Diele. Gluck, gluck, machte ein Rohr. Tock, tock, machte ein Ast am Fenster. ${s.name} setzte sich auf. Im alten Haus hatte die Nacht anders geklungen. Hier war jedes Geräusch eine Frage.`,
    ),
  ],
};

const palExplains: Passage = {
  en: [
    en(
      (s) =>
        `"It's only the house," said ${s.pal}, who had come along in the very same box as ${s.name}'s pyjamas. "New houses talk a lot at first. That gurgle is the water in the pipes, and that creak is the wood stretching after a warm day. Soon you'll know every one." Then ${s.pal} hopped onto the windowsill. "Come on. Let's go and meet the night out here."`,
      { needs: ['toyPal'] },
    ),
    en(
      (s) =>
        `A soft tap came at the new window, and there was ${s.pal}, the ${s.palKind}. "Found you," ${s.pal} said. "New address, same ${s.name}." ${s.pal} listened for a moment. "That's just the pipes, and that's the wood settling. Houses do that. Come, let's go for a walk and let the house get used to you."`,
      { unless: ['toyPal'] },
    ),
    en(
      (s) =>
        `${s.pal} pricked up ${s.palHis} ears and listened too. "Gurgle: water in the pipes. Tick: the heating cooling down. Creak: old wood getting comfy," ${s.pal} said, counting them off. "Every house has its own sounds. In a week these will be yours." ${s.name} let out a breath. "Shall we go out for a bit?" asked ${s.pal}.`,
    ),
  ],
  de: [
    de(
      (s) =>
        `„Das ist nur das Haus“, sagte ${s.pal}. ${s.PalEr} war im selben Karton umgezogen wie ${s.sein('')} Schlafanzug. „Neue Häuser reden am Anfang viel. Das Gluckern ist das Wasser in den Rohren, und das Knarren ist das Holz, das sich nach einem warmen Tag streckt. Bald kennst du sie alle.“ Dann hüpfte ${s.pal} aufs Fensterbrett. „Komm. Wir begrüßen die Nacht hier draußen.“`,
      { needs: ['toyPal'] },
    ),
    de(
      (s) =>
        `Da klopfte es leise an das neue Fenster. Auf dem Sims hockte ${s.pal}, ${s.palKind.der.nom}. „Hab dich gefunden“, sagte ${s.pal}. „Neue Adresse, derselbe Mensch.“ ${s.pal} lauschte kurz. „Das sind nur die Rohre, und das ist das Holz, das sich setzt. Das machen Häuser so. Komm, wir gehen ein Stück, dann kann das Haus sich an dich gewöhnen.“`,
      { unless: ['toyPal'] },
    ),
    de(
      (s) =>
        `${s.pal} spitzte die Ohren und lauschte mit. „Gluckern: Wasser in den Rohren. Ticken: Die Heizung kühlt ab. Knarren: Altes Holz macht es sich gemütlich“, zählte ${s.pal} auf. „Jedes Haus hat seine eigenen Geräusche. In einer Woche sind das deine.“ ${s.name} atmete aus. „Gehen wir ein Stück raus?“, fragte ${s.pal}.`,
    ),
  ],
};

const goodnight: Passage = {
  en: [
    en(
      (s) =>
        `Back in the new room, ${s.grownups.names} came to tuck ${s.him} in, the same way as always: the same song, the same kiss, the same "Sleep tight." The pipes gurgled. The floorboard creaked. "Goodnight, house," whispered ${s.name}, and the house, in its own way, seemed to whisper it back.`,
      { needs: ['grownups'] },
    ),
    en(
      (s) =>
        `${s.name} snuggled down in the new bed with ${s.toy.the}, which smelled exactly like home. Glug, went a pipe. Tick, went the heating. "That's just the house," murmured ${s.name}, already half asleep. ${s.pal} curled up close. Goodnight, ${s.name}.`,
      { needs: ['toy'] },
    ),
    en(
      (s) =>
        `Home again, to the new home. The ceiling sloped, the light striped across it, the pipes hummed their little song. None of it was a stranger any more, not really. ${s.name} yawned, and ${s.pal} yawned, and soon they were both asleep.`,
    ),
    en(
      (s) =>
        `Back in bed, ${s.name} listened once more. Creak, gurgle, tick. "I know you," ${s.name} whispered to the sounds. "You're the house." And with ${s.pal} warm beside ${s.him}, ${s.name} slept in the new room for the very first time without counting the noises. Goodnight, ${s.name}.`,
    ),
  ],
  de: [
    de(
      (s) =>
        `Zurück im neuen Zimmer ${s.grownups.plural ? 'kamen' : 'kam'} ${s.grownups.names} zum Zudecken, genau wie immer: dasselbe Lied, derselbe Kuss, dasselbe „Schlaf gut“. Die Rohre gluckerten. Die Diele knarrte. „Gute Nacht, Haus“, flüsterte ${s.name}, und das Haus schien es auf seine Weise zurückzuflüstern.`,
      { needs: ['grownups'] },
    ),
    de(
      (s) =>
        `${s.name} kuschelte sich mit ${s.toy.der.dat} ins neue Bett, und ${s.toy.der.nom} roch genau nach Zuhause. Gluck, machte ein Rohr. Tick, machte die Heizung. „Das ist nur das Haus“, murmelte ${s.name}, schon halb im Schlaf. ${s.pal} rollte sich dicht daneben ein. Gute Nacht, ${s.name}.`,
      { needs: ['toy'] },
    ),
    de(
      (s) =>
        `Wieder zu Hause, im neuen Zuhause. Die Decke war schräg, der Lichtstreifen wanderte darüber, die Rohre summten ihr kleines Lied. Fremd war davon eigentlich nichts mehr. ${s.name} gähnte, und ${s.pal} gähnte, und bald schliefen beide.`,
    ),
    de(
      (s) =>
        `Wieder im Bett lauschte ${s.name} noch einmal. Knarren, Gluckern, Ticken. „Ich kenn euch“, flüsterte ${s.name} den Geräuschen zu. „Ihr seid das Haus.“ Und mit ${s.pal} warm daneben schlief ${s.name} zum ersten Mal im neuen Zimmer ein, ohne die Geräusche zu zählen. Gute Nacht, ${s.name}.`,
    ),
  ],
};

export const movingHouseBig: Arc = {
  id: 'moving-house-big',
  kind: 'care',
  themes: ['moving-house'],
  ages: ['big'],
  title: {
    en: [
      en((s) => `Goodnight, New House, ${s.name}`),
      en((s) => `${s.name} and the Talking House`),
      en((s) => `New Room, Same ${s.name}`),
    ],
    de: [
      de((s) => `Gute Nacht, neues Haus, ${s.name}`),
      de((s) => `${s.name} und das Haus, das Geräusche macht`),
      de((s) => `Neues Zimmer, immer noch ${s.name}`),
    ],
  },
  summary: {
    en: [
      en(
        (s) =>
          `${s.name} has moved house, and the new room makes strange sounds at night. With ${s.pal}, ${s.name} finds out what came along, that missing the old home is allowed, and that a friend far away is still a friend.`,
      ),
    ],
    de: [
      de(
        (s) =>
          `${s.name} ist umgezogen, und nachts macht das neue Zimmer seltsame Geräusche. Mit ${s.pal} merkt ${s.name}, was alles mitgekommen ist, dass man das alte Zuhause vermissen darf und dass Freunde auch in der Ferne Freunde bleiben.`,
      ),
    ],
  },
  recap: {
    en: [
      en(
        (s) =>
          `The night before, in the new house, ${s.name} and ${s.pal} had learned the names of all its strange night sounds.`,
      ),
      en((s) => `Last time, ${s.name} had said goodnight to a new house for the very first time.`),
    ],
    de: [
      de(
        (s) =>
          `In der Nacht zuvor hatten ${s.name} und ${s.pal} im neuen Haus herausgefunden, woher all die seltsamen Nachtgeräusche kamen.`,
      ),
      de((s) => `Beim letzten Mal hatte ${s.name} zum allerersten Mal einem neuen Haus Gute Nacht gesagt.`),
    ],
  },
  scenes: [
    { picture: { composition: 'interior', where: 'bedroom', things: ['boxes', 'toy'] }, beats: [newRoom, nightSounds] },
    { picture: { composition: 'interior', where: 'bedroom', things: ['boxes'] }, beats: [palExplains] },
    {
      picture: { composition: 'close-up', where: 'setting', cast: ['guide'] },
      beats: [careSiblings, missTheOld, guideAllows, { moment: 'colour' }],
    },
    { picture: { composition: 'wide', where: 'setting', things: ['toy', 'food'] }, beats: [whatCame, newThings] },
    { picture: { composition: 'sky', where: 'setting', cast: ['guide'], things: ['star'] }, beats: [friendStill] },
    {
      picture: {
        composition: 'interior',
        where: 'bedroom',
        asleep: true,
        cast: ['grownups'],
        things: ['toy', 'boxes'],
      },
      beats: [goodnight],
    },
  ],
};
