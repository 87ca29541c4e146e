import { de, en, type Passage } from '../types.ts';

// The song's missing middle, the song found whole (the story's lullaby), and the place sung to sleep.

export const missingMiddle: Passage = {
  en: [
    en(
      (s) =>
        `Now they had the beginning and the end, but the middle was missing, and a song with a hole in the middle is no good at all. "Let's be very quiet," whispered ${s.pal}. "The shy bits only come out when it's quiet." So they sat down and waited.`,
    ),
    en(
      (s) =>
        `${s.name} tried humming the tune all the way through, but every time ${s.he} got to the middle, it wobbled and stopped. "It's like a jigsaw with a piece missing," ${s.he} said. ${s.pal} nodded. "Then we keep looking," ${s.palHe} said.`,
    ),
    en(
      (s) =>
        `The further they went, the quieter it became, until even their footsteps sounded loud. "We're close," whispered ${s.name}, though ${s.he} could not have said how ${s.he} knew. ${s.pal} stayed close beside ${s.him}.`,
    ),
    en(
      (s) =>
        `"Let's put the pieces together," said ${s.pal}. So ${s.name} hummed the beginning, and ${s.pal} hummed the end, and in between there was a gap, a silence exactly the size of a few missing notes.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `Beginning, then end. Beginning, then end. Every time they sang it, the song hopped straight over its own middle, like someone skipping a step on the stairs. ${s.pal} frowned. "It wants something there," ${s.palHe} said. "Something soft, I think."`,
      { ages: ['big'] },
    ),
    en(
      () =>
        `They sat down on the softest spot they could find and hummed what they had, very quietly, over and over. Each time, right in the middle, the tune stopped and waited, like a door left open for someone who has not come in yet.`,
      { ages: ['big'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `Jetzt hatten sie den Anfang und das Ende, aber die Mitte fehlte, und ein Lied mit einem Loch in der Mitte taugt gar nichts. „Wir müssen ganz leise sein“, flüsterte ${s.pal}. „Die schüchternen Töne kommen nur heraus, wenn es still ist.“ Also setzten sie sich hin und warteten.`,
    ),
    de(
      (s) =>
        `${s.name} versuchte, die Melodie ganz durchzusummen, aber jedes Mal, wenn ${s.er} zur Mitte kam, wackelte sie und brach ab. „Wie ein Puzzle, bei dem ein Teil fehlt“, sagte ${s.name}. ${s.pal} nickte. „Dann suchen wir weiter.“`,
    ),
    de(
      (s) =>
        `Je weiter sie gingen, desto stiller wurde es, bis sogar ihre Schritte laut klangen. „Wir sind nah dran“, flüsterte ${s.name}, auch wenn ${s.er} nicht hätte sagen können, woher ${s.er} das wusste. ${s.pal} blieb dicht an ${s.sein('er')} Seite.`,
    ),
    de(
      (s) =>
        `„Lass uns die Stücke zusammensetzen“, sagte ${s.pal}. Also summte ${s.name} den Anfang, und ${s.pal} summte das Ende, und dazwischen war eine Lücke, eine Stille, genau so groß wie ein paar fehlende Töne.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Anfang, dann Ende. Anfang, dann Ende. Jedes Mal, wenn sie es sangen, hüpfte das Lied über seine eigene Mitte hinweg, wie wenn man auf der Treppe eine Stufe auslässt. ${s.pal} runzelte die Stirn. „Da fehlt etwas“, sagte ${s.palEr}. „Etwas Weiches, glaube ich.“`,
      { ages: ['big'] },
    ),
    de(
      () =>
        `Sie setzten sich auf das weichste Fleckchen, das sie finden konnten, und summten, was sie schon hatten, ganz leise, immer wieder. Und jedes Mal blieb die Melodie in der Mitte stehen und wartete, wie eine offene Tür, durch die noch jemand hereinkommen soll.`,
      { ages: ['big'] },
    ),
  ],
};

export const songFound: Passage = {
  en: [
    en(
      (s) =>
        `And then ${s.name} realised something. The tune ${s.he} had been humming all night was one ${s.he} knew. It was the song ${s.name} knew from bedtime, the one that always came just before sleep! The words came all by themselves, and ${s.name} began to sing, softly at first.`,
    ),
    en(
      (s) =>
        `Right in the quietest spot of all, a single note was waiting, as clear as a drop of water. ${s.name} caught it and put it with the others, and suddenly the whole song was there, every note in its place, and ${s.name} knew every word.`,
    ),
    en(
      (s) =>
        `It was ${s.pal} who found the missing piece. ${s.PalHe} had been humming it all along without noticing, the way you hum something you have always known. "That's it!" whispered ${s.name}. "That's the middle!"`,
    ),
    en(
      (s) =>
        `${s.name} shut ${s.his} eyes, and in the quiet ${s.he} could hear ${s.his} own heart, steady and slow, and the missing notes were in it, keeping time. ${s.He} opened ${s.his} eyes and smiled. Now the song was whole.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `"Listen," whispered ${s.pal}. Somewhere very near, something was breathing in and out, slow and soft, and ${s.name} knew that rhythm at once: it was the way a lullaby breathes. The missing notes had been hiding in the quiet all along, and now they came out one by one and took their places.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.name} stopped trying. ${s.He} lay back, looked up at the dark, and let ${s.his} thoughts go still. And into that stillness, very politely, the missing middle walked in, as if it had only been waiting to be asked. "Oh," said ${s.name}. "There you are."`,
      { ages: ['big'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `Und dann merkte ${s.name} etwas. Die Melodie, die ${s.er} die ganze Nacht gesummt hatte, kannte ${s.er} doch! Es war genau das Lied, das ${s.name} vom Zubettgehen kannte, das Lied kurz vor dem Einschlafen! Die Worte kamen ganz von allein, und ${s.name} fing an zu singen, erst ganz leise.`,
    ),
    de(
      (s) =>
        `Genau an der allerstillsten Stelle wartete ein einzelner Ton, klar wie ein Wassertropfen. ${s.name} fing ihn auf und legte ihn zu den anderen, und auf einmal war das ganze Lied da, jeder Ton an seinem Platz, und ${s.name} kannte jedes Wort.`,
    ),
    de(
      (s) =>
        `${s.pal} fand das fehlende Stück. Die ganze Zeit hatte ${s.palEr} es gesummt, ohne es zu merken, so wie man etwas summt, das man schon immer kennt. „Das ist es!“, flüsterte ${s.name}. „Das ist die Mitte!“`,
    ),
    de(
      (s) =>
        `${s.name} machte die Augen zu, und in der Stille war das eigene Herz zu hören, ruhig und langsam, und die fehlenden Töne waren darin und schlugen den Takt. Dann gingen die Augen wieder auf, und ${s.name} lächelte. Jetzt war das Lied vollständig.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `„Hör mal“, flüsterte ${s.pal}. Ganz in der Nähe atmete etwas ein und aus, langsam und sanft, und ${s.name} kannte diesen Takt sofort: So atmet ein Schlaflied. Die fehlenden Töne hatten sich die ganze Zeit in der Stille versteckt, und jetzt kamen sie heraus, einer nach dem anderen, und nahmen ihre Plätze ein.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.name} hörte auf, sich anzustrengen, legte sich zurück, schaute ins Dunkel und ließ die Gedanken ganz still werden. Und in diese Stille hinein kam die fehlende Mitte, ganz höflich, als hätte sie nur darauf gewartet, gefragt zu werden. „Oh“, sagte ${s.name}. „Da bist du ja.“`,
      { ages: ['big'] },
    ),
  ],
};

export const sungToSleep: Passage = {
  en: [
    en(
      (s) =>
        `"${s.lullaby}," sang ${s.name}, and the song went out ${s.where.again}, soft as a blanket. One by one, everyone who heard it stopped fidgeting, and yawned, and closed their eyes. ${s.where.nightfall}`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.name} sang it, and ${s.pal} sang it, and then everyone joined in, very softly: "${s.lullaby}." By the time the last note had faded, half of them were asleep already. "Thank you," whispered ${s.where.guideName}, with a huge, happy yawn. "We'll never forget it again."`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `The song was back. It drifted ${s.where.again} like warm mist, into every corner and every nest and every sleepy head. "${s.lullaby}," it went, and the whole place sighed, and settled, and slept. ${s.where.guideName} waved goodbye with the slowest, sleepiest wave.`,
      { ages: ['big'] },
    ),
    en((s) => `${s.name} sings the song. "${s.lullaby}." Everyone yawns. Everyone sleeps. Shh.`, {
      ages: ['little'],
    }),
    en(() => `Hum, hum, sing! The night song is back. Yawn, yawn. Everybody is sleepy now.`, {
      ages: ['little'],
    }),
    en(
      (s) =>
        `${s.name} took a breath and sang, not loudly, just loud enough: "${s.lullaby}." Everywhere ${s.where.again}, eyes grew heavy. Somebody yawned, then everybody yawned, and at last the night settled down, warm and soft and still.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.name} began, and the song went out as gently as a hand smoothing a blanket: "${s.lullaby}." It found every bed and nook ${s.where.again}, and each one grew still. ${s.where.guideName} whispered a sleepy thank-you and was asleep before the very last note. ${s.where.nightfall}`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `Softly, ${s.name} sang the song all the way through, and ${s.pal} hummed along underneath: "${s.lullaby}." The restless sounds grew fewer, and smaller, and then there were none, only breathing, slow and sleepy, everywhere at once. ${s.where.nightfall}`,
      { ages: ['big'] },
    ),
    en((s) => `${s.name} sings softly. "${s.lullaby}." One by one, all the eyes close.`, { ages: ['little'] }),
    en((s) => `${s.name} sings. ${s.pal} hums. The whole place sighs. Shh, sleep now.`, { ages: ['little'] }),
  ],
  de: [
    de(
      (s) =>
        `„${s.lullaby}“, sang ${s.name}, und das Lied breitete sich ${s.where.again} aus, weich wie eine Decke. Einer nach dem anderen hörte auf zu zappeln, gähnte und machte die Augen zu. ${s.where.nightfall}`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.name} sang es, und ${s.pal} sang es, und dann sangen alle mit, ganz leise: „${s.lullaby}.“ Als der letzte Ton verklungen war, schlief schon die Hälfte. „Danke“, flüsterte ${s.where.guideName} und gähnte herzhaft und glücklich. „Jetzt vergessen wir es nie wieder.“`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Das Lied war wieder da. Es zog ${s.where.again} umher wie warmer Nebel, in jeden Winkel und jedes Nest und jeden müden Kopf. „${s.lullaby}“, klang es, und alles seufzte und kam zur Ruhe und schlief ein. ${s.where.guideName} winkte zum Abschied, ganz langsam und schläfrig.`,
      { ages: ['big'] },
    ),
    de((s) => `${s.name} singt das Lied. „${s.lullaby}.“ Alle gähnen. Alle schlafen. Pst.`, {
      ages: ['little'],
    }),
    de(() => `Summ, summ, sing! Das Nachtlied ist wieder da. Gähn, gähn. Jetzt sind alle müde.`, {
      ages: ['little'],
    }),
    de(
      (s) =>
        `${s.name} holte Luft und sang, nicht laut, nur gerade laut genug: „${s.lullaby}.“ Überall ${s.where.again} wurden die Augen schwer. Einer gähnte, dann gähnten alle, und endlich kam die Nacht zur Ruhe, warm und weich und still.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.name} fing an, und das Lied zog hinaus, so sanft wie eine Hand, die eine Decke glatt streicht: „${s.lullaby}.“ Es fand jeden Schlafplatz ${s.where.again}, und überall wurde es still. ${s.where.guideName} flüsterte noch ein schläfriges Danke und schlief schon vor dem allerletzten Ton. ${s.where.nightfall}`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Ganz leise sang ${s.name} das Lied einmal ganz durch, und ${s.pal} summte darunter mit: „${s.lullaby}.“ Die unruhigen Geräusche wurden weniger und leiser, und dann waren keine mehr da, nur noch Atmen, langsam und schläfrig, überall zugleich. ${s.where.nightfall}`,
      { ages: ['big'] },
    ),
    de((s) => `${s.name} singt ganz leise. „${s.lullaby}.“ Ein Auge nach dem anderen geht zu.`, { ages: ['little'] }),
    de((s) => `${s.name} singt. ${s.pal} summt. Alles seufzt. Pst, jetzt wird geschlafen.`, { ages: ['little'] }),
  ],
};
