import { de, en, type Passage } from '../types.ts';

// The Night Parade itself: the wait before the start, the march, and the tired, happy end.
// Told in night-parade.ts.

export const beforeTheStart: Passage = {
  en: [
    en(
      (s) =>
        `When everything was ready, a hush fell. Everyone took their places and waited for the moon to climb a little higher. ${s.name} stood very still, with ${s.pal} close beside ${s.him}, and listened to ${s.his} own heart going thump, thump, thump, like a tiny drum.`,
    ),
    en(
      (s) =>
        `At last there was nothing left to do but wait. ${s.where.guideName} went along the line, straightening a hat here and a ribbon there, and stopped in front of ${s.name}. "Somebody has to carry the big lantern," ${s.where.guideName} said. "Will you?" ${s.name} swallowed. "I'll try," ${s.he} whispered.`,
    ),
    en(
      (s) =>
        `Just before the start, the biggest lantern of all went out with a small, sad fizz. Everyone gasped. But ${s.name} remembered how ${s.he} had coaxed the little ones alight, cupped ${s.his} hands round it and blew, once, twice, and the flame came back, bright and brave.`,
    ),
    en(
      (s) =>
        `Somebody had to give the signal for the start, and everybody turned to look at ${s.name}. Inside, ${s.he} felt a flutter, like a moth at a window. ${s.pal} came close. "Only when you're ready," ${s.palHe} whispered.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.where.guideName} brought the big lantern, the one that is lit only once a year, and held it out to ${s.name}. It was heavier than it looked. ${s.name} held on with both hands and felt ${s.his} knees wobble a little. "Wobbly knees are allowed," whispered ${s.pal}. "You can still carry it."`,
    ),
    en(
      (s) =>
        `Everything was ready, except ${s.name}, just a little. Standing at the very front, where everybody looks, was not the same as hanging up lanterns. ${s.pal} gave ${s.him} a gentle nudge. "You don't have to do anything special," ${s.palHe} said. "Just walk. And shine." ${s.name} took one deep breath and nodded.`,
    ),
  ],
  de: [
    de(
      (s) =>
        `Als alles fertig war, wurde es still. Alle stellten sich auf und warteten, bis der Mond noch ein Stück höher geklettert war. ${s.name} stand ganz ruhig da, ${s.pal} dicht daneben, und hörte das eigene Herz klopfen, bumm, bumm, bumm, wie eine winzige Trommel.`,
    ),
    de(
      (s) =>
        `Endlich gab es nichts mehr zu tun als zu warten. ${s.where.guideName} ging die Reihe entlang, rückte hier einen Hut zurecht und da ein Band und blieb schließlich vor ${s.name} stehen. „Jemand muss die große Laterne tragen“, sagte ${s.where.guideName}. „Machst du das?“ ${s.name} schluckte. „Ich versuch’s“, flüsterte ${s.er}.`,
    ),
    de(
      (s) =>
        `Kurz vor dem Start ging die größte Laterne von allen mit einem kleinen, traurigen Zischen aus. Alle hielten den Atem an. Aber ${s.name} wusste noch, wie die kleinen Laternen wieder angegangen waren, legte die Hände darum und pustete, einmal, zweimal, und die Flamme kam zurück, hell und tapfer.`,
    ),
    de(
      (s) =>
        `Jemand musste das Zeichen zum Start geben, und alle drehten sich zu ${s.name} um. Innen drin flatterte es, wie ein Nachtfalter am Fenster. ${s.pal} rückte ganz nah heran. „Erst, wenn du so weit bist“, flüsterte ${s.palEr}.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Dann warteten alle, und Warten ist das Schwerste an einem Umzug. Einer trat von einem Bein aufs andere, einer kicherte, und einer musste ganz dringend noch einmal weg. ${s.name} schaute nach oben und sah zu, wie der Mond langsam höher stieg, Stück für Stück, bis er genau über ihnen stand.`,
    ),
    de(
      (s) =>
        `${s.where.guideName} brachte die große Laterne, die nur einmal im Jahr angezündet wird, und hielt sie ${s.name} hin. Sie war schwerer, als sie aussah. ${s.name} hielt sie mit beiden Händen fest und merkte, dass die Knie ein bisschen zitterten. „Zittern ist erlaubt“, flüsterte ${s.pal}. „Tragen kannst du sie trotzdem.“`,
    ),
    de(
      (s) =>
        `Ganz zum Schluss fehlte noch etwas, nur wusste keiner, was. ${s.name} ging die Reihe entlang: Laternen da, Trommeln da, Bänder da. Dann fiel es ${s.ihm} ein. „Die Melodie!“ Und ${s.pal} summte sie vor, bis alle sie konnten, leise erst, dann ein bisschen lauter.`,
    ),
    de(
      (s) =>
        `Alles war bereit, nur ${s.name} nicht ganz. Ganz vorne in der Reihe zu stehen, wo alle hinschauen, war etwas anderes, als Laternen aufzuhängen. ${s.pal} stupste ${s.ihn} sacht an. „Du musst nichts Besonderes machen“, sagte ${s.palEr}. „Nur gehen. Und leuchten.“ ${s.name} atmete einmal tief ein und nickte.`,
    ),
    de(
      (s) =>
        `Der Mond war fast oben. Ringsum flüsterten alle nur noch, und wer eine Laterne hatte, hielt sie ganz still, damit das Licht nicht wackelte. ${s.name} spürte, wie ${s.pal} näher rückte, bis sie sich berührten. Keiner von beiden sagte etwas. Es war die Art Stille, in der gleich etwas Schönes anfängt.`,
    ),
  ],
};

export const parade: Passage = {
  en: [
    en(
      (s) =>
        `And then the parade began. First came ${s.where.parade}. Right behind them walked ${s.name} and ${s.pal}, lantern held high, keeping time with the drum, and everyone who was not marching came out to watch and wave.`,
    ),
    en(
      (s) =>
        `Off went the parade, slow and shining, winding ${s.where.again} like a river of little lights. There were ${s.where.parade}. And there in the middle were ${s.name} and ${s.pal}, marching in step and grinning at each other.`,
    ),
    en(
      (s) =>
        `The drum went boom and the lanterns swayed. Off went the whole parade: ${s.where.parade}. ${s.name} walked near the front, and every time ${s.he} looked back, the line of lights behind ${s.him} had grown longer.`,
    ),
    en(
      (s) =>
        `Then ${s.name} lifted the big lantern and gave the signal. Behind ${s.him}, the whole parade moved off: ${s.where.parade}. It was slow and shining and wonderful, and all along the way, faces smiled out of the dark.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `It was not a loud parade. The drums went only a soft tock, tock, so as not to wake anyone already asleep, and the lanterns rocked like little boats. Behind them pattered and fluttered and hopped everyone who lived ${s.where.again}. ${s.pal} walked close beside ${s.name}, right in step.`,
    ),
    en(
      (s) =>
        `At one single soft boom, everybody set off, not quickly, but so slowly that you could admire every light on its own. Everyone was there: ${s.where.parade}. ${s.name} carried ${s.his} lantern as carefully as if it were made of glass, and ${s.pal} made sure nobody was left behind.`,
    ),
  ],
  de: [
    de(
      (s) =>
        `Und dann ging der Umzug los. Vorneweg kamen ${s.where.parade}. Gleich dahinter gingen ${s.name} und ${s.pal}, die Laterne hoch erhoben, immer im Takt der Trommel, und alle, die nicht mitliefen, kamen heraus, um zu schauen und zu winken.`,
    ),
    de(
      (s) =>
        `Langsam und leuchtend zog der Umzug los und schlängelte sich ${s.where.again} dahin wie ein Fluss aus kleinen Lichtern. Da waren ${s.where.parade}. Und mittendrin gingen ${s.name} und ${s.pal} im Gleichschritt und grinsten sich an.`,
    ),
    de(
      (s) =>
        `Die Trommel machte bumm, die Laternen schaukelten. Dann setzte sich der ganze Zug in Bewegung: ${s.where.parade}. ${s.name} ging weit vorne, und jedes Mal, wenn ${s.er} sich umdrehte, war die Lichterschlange dahinter ein Stück länger geworden.`,
    ),
    de(
      (s) =>
        `Dann hob ${s.name} die große Laterne und gab das Zeichen. Hinter ${s.ihm} setzte sich der ganze Zug in Bewegung: ${s.where.parade}. Langsam und leuchtend war es und wunderschön, und überall am Weg lächelten Gesichter aus der Dunkelheit.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Und dann ging es los. Ganz vorne schwankte die große Laterne. Dahinter kamen ${s.where.parade}. Jeder Schritt machte ein kleines Geräusch, das zu den anderen passte. ${s.name} lief mittendrin und merkte erst nach einer Weile, dass ${s.er} die ganze Zeit lächelte.`,
    ),
    de(
      (s) =>
        `Es war kein lauter Umzug. Die Trommeln machten nur leise tock, tock, damit keiner aufwachte, der schon schlief, und die Laternen schaukelten wie kleine Boote. Hinter ihnen trippelte und flatterte und hüpfte alles, was ${s.where.again} zu Hause war. ${s.pal} ging dicht neben ${s.name}, ganz im Takt.`,
    ),
    de(
      (s) =>
        `Vorneweg schritt ${s.where.guideName}, sehr feierlich, und die ganze Nacht schaute zu. Von überall kamen Neugierige, um den Umzug zu sehen, und wer wollte, reihte sich einfach hinten an, sodass er immer länger wurde. Als ${s.name} sich einmal umdrehte, war das Ende gar nicht mehr zu sehen, nur Lichter, Lichter, Lichter.`,
    ),
    de(
      (s) =>
        `Die Trommel gab den Takt, und los ging es. ${s.name} lief mittendrin, in ${s.clothing.sein.dat}, und hielt die Laterne so hoch, wie es nur ging. Ringsum zogen ${s.where.parade}, und von überall her winkte jemand, als wäre ${s.name} schon immer dabei gewesen.`,
      { needs: ['clothing'], untold: ['clothing'] },
    ),
    de(
      (s) =>
        `Am Anfang war es nur ein Licht, das sich bewegte, dann noch eins, und dann ein ganzer Strom. ${s.name} ging ganz vorn und hörte hinter sich das leise Tapsen und Rascheln von allen, die mitliefen. Einmal schaute ${s.name} zu ${s.pal} hinüber, und ${s.pal} schaute zurück, und beide mussten grinsen, ohne zu wissen, warum.`,
    ),
    de(
      (s) =>
        `Auf ein einziges leises Bumm hin liefen alle los, nicht schnell, sondern so langsam, dass man jedes Licht einzeln bewundern konnte. Alle waren dabei: ${s.where.parade}. ${s.name} trug ${s.sein('e')} Laterne so vorsichtig, als wäre sie aus Glas, und ${s.pal} passte auf, dass keiner zurückblieb.`,
    ),
  ],
};

export const afterTheParade: Passage = {
  en: [
    en(
      (s) =>
        `The parade wound all the way round and came back to where it had started, and there it stopped, under the biggest, brightest lantern. ${s.where.guideName} stepped forward and gave ${s.name} ${s.where.gift.a}. "For the best helper we have ever had," ${s.where.guideName} said.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `When the last drumbeat had faded, everyone sat down in a circle, tired and happy. "We could never have done it without you," said ${s.where.guideName} softly, and put ${s.where.gift.a} into ${s.name}'s hands. One by one the lanterns burned low, and the little folk yawned and went home to bed.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `Slowly the parade came to its end, and one by one the marchers drifted off to bed, still humming the tune. Only the lanterns were left, glowing along the way like a path home. ${s.where.nightfall} "Thank you," said ${s.where.guideName}, and gave ${s.name} ${s.where.gift.a} to remember it by.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `Boom, boom, goes the drum. Here comes the parade! ${s.name} and ${s.pal} march at the front. Left, right, left, right.`,
      {
        ages: ['little'],
      },
    ),
    en(
      (s) =>
        `What a parade! Lights and drums and happy faces. "Thank you!" they all call. ${s.name} gets ${s.where.gift.a}.`,
      {
        ages: ['little'],
      },
    ),
    en(
      (s) =>
        `At the end everyone stood together in one big circle, and ${s.where.guideName} thanked every single helper, one by one. ${s.name} came last. "And this," said ${s.where.guideName}, "is for the one who made it all happen," and gave ${s.name} ${s.where.gift.a}.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `When the parade was over, nobody really wanted to go home. They all sat together a little longer, with the lanterns in the middle like a small fire, telling each other what they had seen. Then ${s.where.guideName} stood up and gave ${s.name} ${s.where.gift.a}. "So that you come back," ${s.where.guideName} said. "We'll need you again next year."`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `The parade goes all the way round. Bye-bye, drum! Bye-bye, lantern! ${s.name} gets ${s.where.gift.a}. What a night!`,
      { ages: ['little'] },
    ),
    en(
      (s) =>
        `At the end of the way, ${s.where.guideName} blew out the big lantern, very gently, and that was the sign: the Night Parade was over. All around, everybody yawned at once, as if they had only been waiting for it. ${s.where.nightfall} Before they left, ${s.name} was given ${s.where.gift.a}, to remember the night of the lanterns.`,
      { ages: ['big'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `Der Umzug zog einmal ganz herum und kam wieder dort an, wo er begonnen hatte, und da blieb er stehen, unter der größten, hellsten Laterne. ${s.where.guideName} trat vor und schenkte ${s.name} ${s.where.gift.ein.acc}. „Für die beste Hilfe, die wir je hatten“, sagte ${s.where.guideName}.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Als der letzte Trommelschlag verklungen war, setzten sich alle im Kreis zusammen, müde und glücklich. „Ohne dich hätten wir das nie geschafft“, sagte ${s.where.guideName} leise und legte ${s.name} ${s.where.gift.ein.acc} in die Hände. Eine Laterne nach der anderen brannte herunter, und das kleine Volk gähnte und ging nach Hause ins Bett.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Langsam ging der Umzug zu Ende, und einer nach dem anderen zog sich zum Schlafen zurück, die Melodie noch im Ohr. Nur die Laternen blieben und leuchteten am Weg wie ein Pfad nach Hause. ${s.where.nightfall} „Danke“, sagte ${s.where.guideName} und schenkte ${s.name} ${s.where.gift.ein.acc} zur Erinnerung.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Bumm, bumm, macht die Trommel. Da kommt der Umzug! ${s.name} und ${s.pal} marschieren vorneweg. Links, rechts, links, rechts.`,
      {
        ages: ['little'],
      },
    ),
    de(
      (s) =>
        `Was für ein Umzug! Lichter und Trommeln und fröhliche Gesichter. „Danke!“, rufen alle. ${s.name} bekommt ${s.where.gift.ein.acc}.`,
      {
        ages: ['little'],
      },
    ),
    de(
      (s) =>
        `Zum Schluss stellten sich alle in einen großen Kreis, und ${s.where.guideName} bedankte sich bei jedem einzelnen Helfer, einem nach dem anderen. ${s.name} kam zuletzt dran. „Und das hier“, sagte ${s.where.guideName}, „ist für die Hilfe, ohne die nichts gegangen wäre.“ Dann bekam ${s.name} ${s.where.gift.ein.acc} geschenkt.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Als der Umzug vorbei war, wollte keiner so richtig nach Hause. Alle saßen noch ein bisschen beisammen, die Laternen in der Mitte wie ein kleines Feuer, und erzählten sich, was sie gesehen hatten. Dann stand ${s.where.guideName} auf und gab ${s.name} ${s.where.gift.ein.acc}. „Damit du wiederkommst“, sagte ${s.where.guideName}. „Nächstes Jahr brauchen wir dich wieder.“`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Am Ende des Weges blies ${s.where.guideName} die große Laterne aus, ganz sanft, und das war das Zeichen: Der Nachtumzug war vorbei. Ringsum gähnten alle auf einmal, als hätten sie nur darauf gewartet. ${s.where.nightfall} Zum Abschied bekam ${s.name} noch ${s.where.gift.ein.acc}, zur Erinnerung an die Nacht mit den Laternen.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Und dann war es vorbei, so wie schöne Sachen eben vorbei sind: ganz langsam, und man merkt es erst hinterher. Die Trommeln schwiegen, die Bänder hingen still. ${s.where.guideName} suchte ${s.name} in der Menge und legte ${s.ihm} ${s.where.gift.ein.acc} in die Hände. „Du hast uns heute Nacht sehr geholfen“, sagte ${s.where.guideName} leise.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Los geht der Umzug, ganz langsam und hell. Dann ist er vorbei. Alle sind müde. Gähn! „Danke“, sagt ${s.where.guideName}.`,
      {
        ages: ['little'],
      },
    ),
    de(
      (s) =>
        `Der Umzug zieht einmal rundherum. Tschüss, Trommel! Tschüss, Laterne! ${s.name} bekommt ${s.where.gift.ein.acc}. Was für eine Nacht!`,
      {
        ages: ['little'],
      },
    ),
    de(
      (s) =>
        `Am Ende kamen sie an eine Stelle, von der man weit schauen konnte. Von dort sahen sie zu, wie die lange Lichterschlange kürzer wurde, weil einer nach dem anderen nach Hause ging, bis nur noch ihr eigenes Licht übrig war. Zum Abschied bekam ${s.name} von ${s.where.guideName} ${s.where.gift.ein.acc}, und dazu ein leises Danke.`,
      { ages: ['big'] },
    ),
  ],
};
