import { de, type DeVariant, en, type EnVariant } from '../types.ts';
import { cap } from '../care/words.ts';

// A series episode's evening opens with what happened last time (the recap slot), said a different
// way each night: a child who hears a story every night hears each of these before one comes again.

const FAMILY_EN: EnVariant[] = [
  en(
    (s) =>
      `${s.series.recap} Tonight ${s.grownups.names} had tucked ${s.name} in and said goodnight, but ${s.name} was still wide awake, waiting.`,
    { needs: ['series', 'grownups'], ages: ['big'] },
  ),
  en(
    (s) =>
      `"Sleep well," ${s.grownups.names} had said at the door, and ${s.name} had nodded. But ${s.he} ${s.was} still thinking about the night before. ${s.series.recap}`,
    { needs: ['series', 'grownups'], ages: ['big'] },
  ),
  en(
    (s) =>
      `${s.series.recap} ${s.name} had almost told ${s.grownups.names} about it at teatime, and then had kept it, just a little longer.`,
    { needs: ['series', 'grownups'], ages: ['big'] },
  ),
  en(
    (s) =>
      `${s.series.recap} ${s.grownups.names} say${s.grownups.one ? 's' : ''} goodnight. But ${s.name} is wide awake!`,
    { needs: ['series', 'grownups'], ages: ['little'] },
  ),
  en(
    (s) =>
      `${s.series.recap} At bathtime ${s.name} had been so quiet that ${s.grownups.names} asked if everything was all right. It was. ${s.He} was only remembering.`,
    { needs: ['series', 'grownups'], ages: ['big'] },
  ),
  en(
    (s) =>
      `${cap(s.grownups.names)} had switched on the night-light and pulled the door to, softly. ${s.series.recap} ${s.name} lay very still in the dark, listening to the small sounds of the night.`,
    { needs: ['series', 'grownups'], ages: ['big'] },
  ),
  en(
    (s) =>
      `${s.series.recap} "What are you smiling about?" ${cap(s.grownups.names)} had asked at bedtime. "Nothing," ${s.name} had said, which was not quite true.`,
    { needs: ['series', 'grownups'], ages: ['big'] },
  ),
  en(
    (s) =>
      `The landing light clicked off, and ${s.grownups.names} went softly down the stairs. ${s.series.recap} ${s.name} pulled the covers up to ${s.his} chin and kept ${s.his} eyes open, just in case.`,
    { needs: ['series', 'grownups'], ages: ['big'] },
  ),
  en(
    (s) =>
      `${s.series.recap} All through supper ${s.name} had kept glancing at the window, and ${s.grownups.names} had wondered why.`,
    { needs: ['series', 'grownups'], ages: ['big'] },
  ),
  en(
    (s) =>
      `${cap(s.grownups.names)} had kissed ${s.name} on the forehead and left the door open a crack. ${s.series.recap} Would something happen again tonight?`,
    { needs: ['series', 'grownups'], ages: ['big'] },
  ),
  en(
    (s) =>
      `${s.series.recap} It felt like a secret, a good one. At bedtime ${s.name} had hugged ${s.grownups.names} a little harder than usual and said nothing at all.`,
    { needs: ['series', 'grownups'], ages: ['big'] },
  ),
  en(
    (s) =>
      `${cap(s.grownups.names)} give${s.grownups.one ? 's' : ''} ${s.name} a goodnight kiss. ${s.series.recap} Shh! ${s.name} is not asleep yet.`,
    { needs: ['series', 'grownups'], ages: ['little'] },
  ),
];

const FAMILY_DE: DeVariant[] = [
  de(
    (s) =>
      `${s.series.recap} Heute Abend ${s.grownups.plural ? 'hatten' : 'hatte'} ${s.grownups.names} Gute Nacht gesagt und das Licht ausgemacht, aber ${s.name} war noch hellwach und wartete.`,
    { needs: ['series', 'grownups'], ages: ['big'] },
  ),
  de(
    (s) =>
      `„Schlaf gut“, ${s.grownups.plural ? 'hatten' : 'hatte'} ${s.grownups.names} an der Tür gesagt, und ${s.name} hatte genickt. Aber in Gedanken war ${s.er} noch bei der letzten Nacht. ${s.series.recap}`,
    { needs: ['series', 'grownups'], ages: ['big'] },
  ),
  de(
    (s) =>
      `${s.series.recap} Beim Abendessen hätte ${s.name} es ${s.grownups.names} fast erzählt, aber dann behielt ${s.er} es doch noch ein bisschen für sich.`,
    { needs: ['series', 'grownups'], ages: ['big'] },
  ),
  de(
    (s) =>
      `${s.series.recap} ${s.grownups.names} ${s.grownups.plural ? 'sagen' : 'sagt'} Gute Nacht. Aber ${s.name} ist hellwach!`,
    { needs: ['series', 'grownups'], ages: ['little'] },
  ),
  de(
    (s) =>
      `${s.series.recap} Beim Baden war ${s.name} so still gewesen, dass ${s.grownups.names} ${s.grownups.plural ? 'fragten' : 'fragte'}, ob alles in Ordnung sei. Das war es. ${s.Er} erinnerte sich nur.`,
    { needs: ['series', 'grownups'], ages: ['big'] },
  ),
  de(
    (s) =>
      `${cap(s.grownups.names)} ${s.grownups.plural ? 'hatten' : 'hatte'} das Nachtlicht angeknipst und leise die Tür angelehnt. ${s.series.recap} ${s.name} lag ganz still im Dunkeln und horchte auf die kleinen Geräusche der Nacht.`,
    { needs: ['series', 'grownups'], ages: ['big'] },
  ),
  de(
    (s) =>
      `${s.series.recap} „Worüber lächelst du denn?“, ${s.grownups.plural ? 'hatten' : 'hatte'} ${s.grownups.names} beim Zudecken gefragt. „Über nichts“, hatte ${s.name} gesagt, und das stimmte nicht ganz.`,
    { needs: ['series', 'grownups'], ages: ['big'] },
  ),
  de(
    (s) =>
      `Das Flurlicht ging aus, und ${s.grownups.names} ${s.grownups.plural ? 'gingen' : 'ging'} leise die Treppe hinunter. ${s.series.recap} ${s.name} zog die Decke bis ans Kinn und ließ die Augen offen, nur für alle Fälle.`,
    { needs: ['series', 'grownups'], ages: ['big'] },
  ),
  de(
    (s) =>
      `${s.series.recap} Das ganze Abendbrot über hatte ${s.name} immer wieder zum Fenster geschaut, und ${s.grownups.names} ${s.grownups.plural ? 'hatten' : 'hatte'} sich gewundert, warum.`,
    { needs: ['series', 'grownups'], ages: ['big'] },
  ),
  de(
    (s) =>
      `${cap(s.grownups.names)} ${s.grownups.plural ? 'hatten' : 'hatte'} ${s.name} einen Kuss auf die Stirn gegeben und die Tür einen Spalt offen gelassen. ${s.series.recap} Ob heute Nacht wieder etwas geschehen würde?`,
    { needs: ['series', 'grownups'], ages: ['big'] },
  ),
  de(
    (s) =>
      `${s.series.recap} Es fühlte sich an wie ein Geheimnis, ein gutes. Beim Gutenachtsagen hatte ${s.name} sich an ${s.grownups.names} gekuschelt, fester als sonst, und kein Wort verraten.`,
    { needs: ['series', 'grownups'], ages: ['big'] },
  ),
  de(
    (s) =>
      `${cap(s.grownups.names)} ${s.grownups.plural ? 'geben' : 'gibt'} ${s.name} einen Gutenachtkuss. ${s.series.recap} Pst! ${s.name} schläft noch nicht.`,
    { needs: ['series', 'grownups'], ages: ['little'] },
  ),
];

export const seriesEvenings: { en: EnVariant[]; de: DeVariant[] } = {
  en: [
    ...FAMILY_EN,
    en((s) => `${s.series.recap} And tonight, ${s.name} could hardly wait to see what would happen next.`, {
      needs: ['series'],
    }),
    en(
      (s) =>
        `${s.name} lay in bed and thought about the night before. ${s.series.recap} Would tonight be anything like it?`,
      { needs: ['series'], ages: ['big'] },
    ),
    en((s) => `${s.series.recap} ${s.name} had told nobody yet, not properly. Some things are best kept for bedtime.`, {
      needs: ['series'],
      ages: ['big'],
    }),
    en(
      (s) =>
        `"Do you remember?" ${s.name} whispered into the pillow. Of course ${s.he} remembered. ${s.series.recap} And now it was bedtime again, and anything could happen.`,
      { needs: ['series'], ages: ['big'] },
    ),
    en((s) => `${s.series.recap} Tonight ${s.name} is in bed again. What will happen now?`, {
      needs: ['series'],
      ages: ['little'],
    }),
    en(
      (s) =>
        `${s.name} smiled into the dark, remembering. ${s.series.recap} ${s.pal} had been there for all of it, of course.`,
      { needs: ['series'], ages: ['big'] },
    ),
    en(
      (s) =>
        `The house went quiet, the way it did every night, and ${s.name} began to remember. ${s.series.recap} What would the night bring this time?`,
      { needs: ['series'], ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.series.recap} ${s.name} still had the feeling of it, warm and bright, like a pocket full of sunshine. And now it was dark again, and ${s.name} was wide awake.`,
      { needs: ['series'], ages: ['big'] },
    ),
  ],
  de: [
    ...FAMILY_DE,
    de((s) => `${s.series.recap} Und heute Abend konnte ${s.name} es kaum erwarten, wie es weitergehen würde.`, {
      needs: ['series'],
    }),
    de(
      (s) =>
        `${s.name} lag im Bett und dachte an die letzte Nacht. ${s.series.recap} Ob es heute wieder so etwas geben würde?`,
      { needs: ['series'], ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.series.recap} Noch hatte ${s.name} niemandem richtig davon erzählt. Manche Dinge hebt man sich fürs Zubettgehen auf.`,
      { needs: ['series'], ages: ['big'] },
    ),
    de(
      (s) =>
        `„Weißt du noch?“, flüsterte ${s.name} ins Kissen. Natürlich wusste ${s.er} es noch. ${s.series.recap} Und jetzt war wieder Schlafenszeit, und alles konnte passieren.`,
      { needs: ['series'], ages: ['big'] },
    ),
    de((s) => `${s.series.recap} Heute liegt ${s.name} wieder im Bett. Was passiert wohl jetzt?`, {
      needs: ['series'],
      ages: ['little'],
    }),
    de(
      (s) =>
        `${s.name} lächelte ins Dunkel und erinnerte sich. ${s.series.recap} ${s.pal} war natürlich die ganze Zeit dabei gewesen.`,
      { needs: ['series'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Im Haus wurde es still, wie jeden Abend, und ${s.name} fing an, sich zu erinnern. ${s.series.recap} Was würde diese Nacht wohl bringen?`,
      { needs: ['series'], ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.series.recap} Das Gefühl davon war noch da, warm und hell, wie eine Hosentasche voller Sonnenschein. Und jetzt war es wieder dunkel, und ${s.name} war hellwach.`,
      { needs: ['series'], ages: ['big'] },
    ),
  ],
};
