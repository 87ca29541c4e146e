import { de, type DeVariant, en, type EnVariant } from '../types.ts';

// More of the dark (night.ts): a place the moon cannot follow, little lights going out; and ways it
// grows smaller, humming in it, counting its sounds. A mastery picks up the feeling only, so it
// follows any challenge.

const BIG = { ages: ['big'] } as const;

export const moreDark: {
  challenge: { en: EnVariant[]; de: DeVariant[] };
  mastery: { en: EnVariant[]; de: DeVariant[] };
} = {
  challenge: {
    en: [
      en(
        (s) =>
          `Ahead, the way went on into a place where the moon could not follow. ${s.name} stopped right at the edge of it. In there everything was black and still, and ${s.his} tummy gave a little flutter. "It's so dark," ${s.he} said in a very small voice. ${s.pal} came and stood close. "Then we'll wait until you're ready," ${s.palHe} said.`,
        BIG,
      ),
      en(
        (s) =>
          `One after another, the little lights around them went out, like candles blown out on a cake, until there was no light anywhere at all. ${s.name} squeezed ${s.his} eyes shut, which did not help, and opened them again, which did not help either. "${s.pal}," ${s.he} whispered, "I can't see you." "You can feel me, though," said ${s.pal}, and leaned warm against ${s.him}.`,
        BIG,
      ),
    ],
    de: [
      de(
        (s) =>
          `Vor ihnen führte der Weg an einen Ort, wohin der Mond nicht mitkam. ${s.name} blieb ganz am Rand stehen. Dort drinnen war alles schwarz und still, und in ${s.sein('em')} Bauch flatterte es ein bisschen. „Da ist es so dunkel“, sagte ${s.er} mit ganz kleiner Stimme. ${s.pal} stellte sich dicht neben ${s.ihn}. „Dann warten wir, bis du so weit bist“, sagte ${s.palEr}.`,
        BIG,
      ),
      de(
        (s) =>
          `Eins nach dem anderen gingen die kleinen Lichter ringsum aus, wie Kerzen auf einem Kuchen, bis nirgends mehr ein Licht war. ${s.name} kniff die Augen zu, aber das half nicht, und machte sie wieder auf, aber das half auch nicht. „${s.pal}“, flüsterte ${s.er}, „ich kann dich nicht sehen.“ „Aber spüren kannst du mich“, sagte ${s.pal} und lehnte sich warm an ${s.ihn}.`,
        BIG,
      ),
    ],
  },
  mastery: {
    en: [
      en(
        (s) =>
          `${s.pal} began to hum, very softly, and ${s.name} hummed too. In the dark the humming sounded bigger and warmer, as if the night were joining in. After a while ${s.name} noticed that ${s.his} heart had gone quiet again. "The dark is only the night with its eyes shut," ${s.he} said, and it did not seem so big any more.`,
        BIG,
      ),
      en(
        (s) =>
          `"Let's count what we can hear," said ${s.pal}. So they did: a rustle, a drip, a far-off sigh, and their own breathing, slow and steady. By the time they got to ten, the dark had turned into something ${s.name} could listen to, full of small, friendly sounds.`,
        BIG,
      ),
    ],
    de: [
      de(
        (s) =>
          `${s.pal} fing ganz leise an zu summen, und ${s.name} summte mit. Im Dunkeln klang das Summen größer und wärmer, als würde die Nacht mitsummen. Nach einer Weile merkte ${s.name}, dass ${s.sein('')} Herz wieder ruhig geworden war. „Die Dunkelheit ist nur die Nacht mit geschlossenen Augen“, sagte ${s.er}, und so groß kam sie ${s.ihm} gar nicht mehr vor.`,
        BIG,
      ),
      de(
        (s) =>
          `„Komm, wir zählen, was wir hören“, sagte ${s.pal}. Und das taten sie: ein Rascheln, ein Tropfen, ein fernes Seufzen, und der eigene Atem, langsam und ruhig. Als sie bei zehn angekommen waren, war aus der Dunkelheit etwas geworden, dem ${s.name} zuhören konnte, voller kleiner, freundlicher Geräusche.`,
        BIG,
      ),
    ],
  },
};
