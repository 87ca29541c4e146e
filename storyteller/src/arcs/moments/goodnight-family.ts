import { de, en, type DeVariant, type EnVariant } from '../types.ts';
import { cap } from '../care/words.ts';

// More goodnights with the grown-ups the child lives with, so that a child who hears a story every
// night meets Mum and Dad at the end of each, in words not heard last week. Calm, short, nothing
// cheers; told in the goodnight passage (goodnight.ts).

const BIG = { needs: ['grownups'], ages: ['big'] } as const;
const LITTLE = { needs: ['grownups'], ages: ['little'] } as const;

export const familyGoodnightsEn: readonly EnVariant[] = [
  en(
    (s) =>
      `Home again, ${s.name} climbed into bed, and ${s.pal} curled up close. ${cap(s.grownups.names)} came in to tuck the blanket round ${s.him} and switch off the lamp. "${s.lullaby}," sang ${s.pal}, softer and softer. ${s.name}'s eyes closed. Goodnight, ${s.name}.`,
    BIG,
  ),
  en(
    (s) =>
      `When ${s.grownups.names} looked in one last time, ${s.name} was back in bed, exactly where ${s.he} should be, breathing slow and soft. A kiss on the forehead, the door left open just a crack, and the night wrapped itself round ${s.him} like a blanket.`,
    BIG,
  ),
  en(
    (s) =>
      `Home again, in the cosy bed. ${cap(s.grownups.names)} give${s.grownups.one ? 's' : ''} ${s.name} a goodnight kiss. "${s.lullaby}." Sleep tight, ${s.name}.`,
    LITTLE,
  ),
  en(
    (s) =>
      `Back home, ${s.name} could hear ${s.grownups.names} downstairs, talking softly. It was the safest sound in the world. ${s.name} closed ${s.his} eyes and was asleep.`,
    BIG,
  ),
  en(
    (s) =>
      `${cap(s.grownups.names)} looked in on the way to bed. ${s.name} was fast asleep, with ${s.pal} close beside ${s.him}. "Goodnight, love," came a whisper.`,
    BIG,
  ),
  en(
    (s) =>
      `In the morning, ${s.grownups.names} would ask how ${s.he} had slept, and ${s.name} would smile and keep the whole night a secret. But that was tomorrow. Now there was only sleep.`,
    BIG,
  ),
  en(
    (s) =>
      `${s.name} tiptoed back to bed just as the landing light clicked on. ${cap(s.grownups.names)} peeped round the door. "Still awake?" came a whisper. But ${s.name}'s eyes were already closing, and ${s.pal} was already snoring.`,
    BIG,
  ),
  en(
    (s) =>
      `The house was dark and warm when they got back. Down the hall, ${s.grownups.names} ${s.grownups.one ? 'was' : 'were'} reading by a little lamp, and the pages turned with a soft swish. Swish, went the pages, and ${s.name} was asleep.`,
    BIG,
  ),
  en(
    (s) =>
      `${s.name} snuggled down, and a moment later ${s.grownups.names} came to the door to blow a goodnight kiss. ${s.name} caught it without opening ${s.his} eyes and held on to it all night long.`,
    BIG,
  ),
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
      `${cap(s.grownups.names)} came to say goodnight and found ${s.name} curled up like a comma, one hand still holding ${s.pal}. The blanket went up to ${s.his} shoulders, the lamp went out, and a goodnight was whispered into ${s.his} hair.`,
    BIG,
  ),
  en(
    (s) =>
      `"There you are," whispered ${s.grownups.names}, smoothing the pillow. ${s.name} mumbled something about stars, or maybe about ${s.pal}, and was asleep before anyone could ask what it was.`,
    BIG,
  ),
  en(
    (s) =>
      `${cap(s.grownups.names)} tiptoe${s.grownups.one ? 's' : ''} in. A kiss. A cuddle. Lights out. Sleep well, ${s.name}.`,
    LITTLE,
  ),
  en(
    (s) =>
      `Back in bed. ${cap(s.grownups.names)} tuck${s.grownups.one ? 's' : ''} the blanket in, snug, snug, snug. Night night, ${s.name}.`,
    LITTLE,
  ),
];

export const familyGoodnightsDe: readonly DeVariant[] = [
  de(
    (s) =>
      `Wieder zu Hause kletterte ${s.name} ins Bett, und ${s.pal} kuschelte sich dicht an ${s.ihn}. ${cap(s.grownups.names)} ${s.grownups.plural ? 'kamen' : 'kam'} herein, ${s.grownups.plural ? 'steckten' : 'steckte'} die Decke fest und ${s.grownups.plural ? 'knipsten' : 'knipste'} die Lampe aus. „${s.lullaby}“, sang ${s.pal}, leiser und leiser. ${s.name} fielen die Augen zu. Gute Nacht, ${s.name}.`,
    BIG,
  ),
  de(
    (s) =>
      `Als ${s.grownups.names} ein letztes Mal ins Zimmer ${s.grownups.plural ? 'schauten' : 'schaute'}, lag ${s.name} wieder im Bett, genau da, wo ${s.er} hingehörte, und atmete langsam und leise. Ein Kuss auf die Stirn, die Tür nur einen Spalt offen, und die Nacht legte sich um ${s.ihn} wie eine Decke.`,
    BIG,
  ),
  de(
    (s) =>
      `Wieder zu Hause, im kuscheligen Bett. ${cap(s.grownups.names)} ${s.grownups.plural ? 'geben' : 'gibt'} ${s.name} einen Gutenachtkuss. „${s.lullaby}.“ Schlaf gut, ${s.name}.`,
    LITTLE,
  ),
  de(
    (s) =>
      `Wieder zu Hause hörte ${s.name} unten ${s.grownups.names} leise reden. Es war das sicherste Geräusch der Welt. ${s.name} machte die Augen zu und schlief ein.`,
    BIG,
  ),
  de(
    (s) =>
      `Auf dem Weg ins Bett ${s.grownups.plural ? 'schauten' : 'schaute'} ${s.grownups.names} noch einmal herein. ${s.name} schlief tief und fest, ${s.pal} dicht daneben. „Gute Nacht, mein Schatz“, flüsterte es leise.`,
    BIG,
  ),
  de(
    (s) =>
      `Morgen früh ${s.grownups.plural ? 'würden' : 'würde'} ${s.grownups.names} fragen, wie ${s.name} geschlafen hatte, und ${s.name} würde nur lächeln und die ganze Nacht als Geheimnis behalten. Aber das war morgen. Jetzt gab es nur noch Schlaf.`,
    BIG,
  ),
  de(
    (s) =>
      `${s.name} huschte gerade zurück ins Bett, als im Flur das Licht anging. ${cap(s.grownups.names)} ${s.grownups.plural ? 'schauten' : 'schaute'} zur Tür herein. „Noch wach?“, flüsterte es. Aber ${s.name} fielen schon die Augen zu, und ${s.pal} schnarchte bereits leise.`,
    BIG,
  ),
  de(
    (s) =>
      `Das Haus war dunkel und warm, als sie zurückkamen. Am Ende des Flurs ${s.grownups.plural ? 'lasen' : 'las'} ${s.grownups.names} bei einer kleinen Lampe, und die Seiten raschelten leise beim Umblättern. Bei diesem Rascheln schlief ${s.name} ein.`,
    BIG,
  ),
  de(
    (s) =>
      `${s.name} kuschelte sich ein, und einen Augenblick später ${s.grownups.plural ? 'kamen' : 'kam'} ${s.grownups.names} an die Tür und ${s.grownups.plural ? 'warfen' : 'warf'} einen Gutenachtkuss herüber. ${s.name} fing ihn auf, ohne die Augen aufzumachen, und hielt ihn die ganze Nacht fest.`,
    BIG,
  ),
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
      `${cap(s.grownups.names)} ${s.grownups.plural ? 'kommen' : 'kommt'} leise herein. Ein Kuss. Ein Kuscheln. Licht aus. Schlaf gut, ${s.name}.`,
    LITTLE,
  ),
  de(
    (s) =>
      `Wieder im Bett. ${cap(s.grownups.names)} ${s.grownups.plural ? 'stecken' : 'steckt'} die Decke fest, kuschelig, kuschelig. Gute Nacht, ${s.name}.`,
    LITTLE,
  ),
];
