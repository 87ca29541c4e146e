import { de, en, type DeVariant, type EnVariant } from '../types.ts';

// More goodnights with the grown-ups the child lives with, so that a child who hears a story every
// night meets Mum and Dad at the end of each, in words not heard last week. Calm, short, nothing
// cheers; told in the goodnight passage (goodnight.ts).

const BIG = { needs: ['grownups'], ages: ['big'] } as const;
const LITTLE = { needs: ['grownups'], ages: ['little'] } as const;

export const familyGoodnightsEn: readonly EnVariant[] = [
  en(
    (s) =>
      `The stairs creaked, the way they always did, and ${s.grownups.names} put ${s.grownups.one ? 'a head' : 'their heads'} round the door. "Still awake?" came a whisper. ${s.name} did not answer. ${s.He} ${s.was} already somewhere soft and far away, with ${s.pal} tucked under ${s.his} chin.`,
    BIG,
  ),
  en(
    (s) =>
      `Downstairs, a cup clinked and ${s.grownups.names} laughed quietly at something. ${s.name} listened for a while, the way you listen to rain. Then ${s.his} breathing grew slow and even, and ${s.pal} kept watch until morning.`,
    BIG,
  ),
  en(
    (s) =>
      `${s.grownups.names} came to say goodnight and found ${s.name} curled up like a comma, one hand still holding ${s.pal}. The blanket went up to ${s.his} shoulders, the lamp went out, and a goodnight was whispered into ${s.his} hair.`,
    BIG,
  ),
  en(
    (s) =>
      `"There you are," whispered ${s.grownups.names}, smoothing the pillow. ${s.name} mumbled something about stars, or maybe about ${s.pal}, and was asleep before anyone could ask what it was.`,
    BIG,
  ),
  en(
    (s) =>
      `${s.grownups.names} tiptoe${s.grownups.one ? 's' : ''} in. A kiss. A cuddle. Lights out. Sleep well, ${s.name}.`,
    LITTLE,
  ),
  en(
    (s) =>
      `Back in bed. ${s.grownups.names} tuck${s.grownups.one ? 's' : ''} the blanket in, snug, snug, snug. Night night, ${s.name}.`,
    LITTLE,
  ),
];

export const familyGoodnightsDe: readonly DeVariant[] = [
  de(
    (s) =>
      `Die Treppe knarrte wie immer, und ${s.grownups.names} ${s.grownups.plural ? 'steckten' : 'steckte'} den Kopf zur Tür herein. „Noch wach?“, kam ein Flüstern. ${s.name} antwortete nicht mehr. ${s.Er} war schon irgendwo weit weg und weich, und ${s.pal} lag dicht unter ${s.sein('em')} Kinn.`,
    BIG,
  ),
  de(
    (s) =>
      `Unten klirrte eine Tasse, und ${s.grownups.names} ${s.grownups.plural ? 'lachten' : 'lachte'} leise über irgendetwas. ${s.name} lauschte eine Weile, so wie man dem Regen lauscht. Dann wurde der Atem langsam und gleichmäßig, und ${s.pal} hielt Wache bis zum Morgen.`,
    BIG,
  ),
  de(
    (s) =>
      `Als ${s.grownups.names} gute Nacht sagen ${s.grownups.plural ? 'wollten' : 'wollte'}, lag ${s.name} schon zusammengerollt da, eine Hand noch bei ${s.pal}. Die Decke bis zu den Schultern, das Licht aus, und ein leises „Schlaf gut“ ins Haar geflüstert.`,
    BIG,
  ),
  de(
    (s) =>
      `„Da bist du ja“, flüsterte es, und ${s.grownups.names} ${s.grownups.plural ? 'strichen' : 'strich'} das Kissen glatt. ${s.name} murmelte noch etwas von Sternen, oder vielleicht von ${s.pal}, und schlief, bevor jemand fragen konnte.`,
    BIG,
  ),
  de(
    (s) =>
      `${s.grownups.names} ${s.grownups.plural ? 'kommen' : 'kommt'} leise herein. Ein Kuss. Ein Kuscheln. Licht aus. Schlaf gut, ${s.name}.`,
    LITTLE,
  ),
  de(
    (s) =>
      `Wieder im Bett. ${s.grownups.names} ${s.grownups.plural ? 'stecken' : 'steckt'} die Decke fest, kuschelig, kuschelig. Gute Nacht, ${s.name}.`,
    LITTLE,
  ),
];
