import { capitalise as cap } from '../../lexicon/noun-phrase.ts';
import type { DeOptional, DeSlots } from '../../slots/types.ts';
import type { AidLines } from './aid-kinds.ts';

// Deutsche Sätze je Hilfsmittel, eine Tabelle je Moment der Hilfsmittel-Geschichten. Jeder Satz nennt
// das Hilfsmittel: Es gehört zum Kind, wohin es auch geht, mit Stolz, und bleibt nie zurück.

type S = DeSlots & Pick<DeOptional, 'aid'>;

/** Groß: der Abend zu Hause. */
export const eveningDe: AidLines<S> = {
  wheelchair: [
    (s) =>
      `${s.name} saß in ${s.aid.sein.dat} am Fenster, die Bremsen angezogen, und sah zu, wie der Mond über den Dächern aufging.`,
    (s) =>
      `${cap(s.aid.sein.nom)} stand neben dem Bett, die Räder noch ein bisschen schlammig vom Park, wo ${s.name} am Nachmittag den langen Weg hinuntergesaust war, schneller als alle anderen.`,
  ],
  'hearing-aid': [
    (s) =>
      `${s.name} saß mit ${s.aid.sein.dat} im Ohr auf dem Bett und lauschte, wie das Haus sich für die Nacht bereit machte: das Ticken der Heizung, das Brummen des Kühlschranks, ein Wasserhahn, der tropf, tropf machte.`,
    (s) =>
      `${s.name} hatte ${s.aid.der.acc} noch nicht herausgenommen. Es gab noch zu viel zu hören: den Wind im Schornstein, ein Auto ganz weit weg und irgendwo draußen eine Eule, die ihre Frage stellte.`,
  ],
  glasses: [
    (s) =>
      `${s.name} schob ${s.aid.der.acc} auf der Nase zurecht und schaute aus dem Fenster. Durch die Gläser war der Mond ganz scharf und rund, mit allen grauen Flecken darauf.`,
    (s) =>
      `${s.name} hatte ${s.aid.der.acc} noch auf, denn es war noch nicht ganz Schlafenszeit, und durch die Gläser konnte ${s.er} die ersten Sterne zählen: einer, zwei, drei.`,
  ],
  cane: [
    (s) =>
      `${cap(s.aid.sein.nom)} lehnte am Bett, wo er jede Nacht wartete, und ${s.name} saß daneben und baumelte mit den Beinen.`,
    (s) =>
      `${s.name} war mit ${s.aid.sein.dat} über den Flur getappt, tipp, tipp, tipp, wie jeden Abend, und saß jetzt hellwach auf dem Bett.`,
  ],
  walker: [
    (s) =>
      `${cap(s.aid.sein.nom)} stand bereit neben dem Bett, und ${s.name} saß auf der Bettkante und baumelte mit den Beinen.`,
    (s) =>
      `${s.name} war mit ${s.aid.sein.dat} den ganzen Weg vom Badezimmer gekommen, tapp und roll, tapp und roll, und saß jetzt im Schlafanzug auf dem Bett, hellwach.`,
  ],
  prosthesis: [
    (s) => `${s.name} saß auf dem Bett, ${s.aid.sein.acc} noch an, baumelte mit den Beinen und war kein bisschen müde.`,
    (s) =>
      `Mit ${s.aid.sein.dat} war ${s.name} heute einmal rund um den Park gelaufen, den Hügel hinauf und wieder hinunter, und auf jeden einzelnen Schritt war ${s.er} stolz gewesen.`,
  ],
};

/** Groß: der Weg öffnet sich, für dieses Kind gemacht (ein Satz am Ende der Ankunft). */
export const wayOpensDe: AidLines<S> = {
  wheelchair: [
    (s) =>
      `Da rollte sich ${s.where.way} über den Boden aus, bis ${s.where.into}. Wo die Räder den Boden berührten, wurde alles breit und glatt, und über dem Fensterbrett entstand eine sanfte Rampe, genau richtig für ${s.aid.sein.acc}.`,
  ],
  'hearing-aid': [
    (s) =>
      `Da öffnete sich vor ihnen ${s.where.way}, ${s.where.into}, und mit ${s.aid.sein.dat} hörte ${s.name} den Weg, noch bevor ${s.er} ihn sah: ein leises, silbriges Summen, wie ein Lied nur für ${s.ihn}.`,
  ],
  glasses: [
    (s) =>
      `Da öffnete sich vor ihnen ${s.where.way}, und durch ${s.aid.sein.acc} sah ${s.name} den Weg weit, weit in die Ferne führen, bis ${s.where.into}.`,
  ],
  cane: [
    (s) =>
      `Da öffnete sich vor ihnen ${s.where.way}, ${s.where.into}. ${s.name} tippte mit ${s.aid.sein.dat} den Anfang ab: fest und glatt, genau richtig. „Gut“, sagte ${s.name}, und los ging es.`,
  ],
  walker: [
    (s) =>
      `Da öffnete sich vor ihnen ${s.where.way}, ${s.where.into}, glatt und eben, ohne eine einzige Unebenheit, genau richtig für ${s.aid.sein.acc}.`,
  ],
  prosthesis: [
    (s) =>
      `Da öffnete sich vor ihnen ${s.where.way}, ${s.where.into}, und ${s.name} trat darauf, sicher auf ${s.aid.sein.dat}, und los ging es.`,
  ],
};

/** Groß: unterwegs. */
export const alongDe: AidLines<S> = {
  wheelchair: [
    (s) =>
      `Wo ${s.name} auch hinrollte, wurde der Weg unter den Rädern des Rollstuhls breit und glatt. Wo eine alte Wurzel quer lag, hob sich der Boden sanft zu einer kleinen Rampe und senkte sich auf der anderen Seite wieder. ${s.pal} fuhr auf der Armlehne mit und hielt sich gut fest.`,
    (s) =>
      `${s.name} gab den Rädern einen kräftigen Schwung und sauste dahin, und ${s.pal} saß auf der Armlehne des Rollstuhls wie ein Kapitän vorn auf seinem Schiff. Wo der Weg bergauf ging, legte er sich zu einer sanften Steigung zurecht, genau richtig für Räder.`,
  ],
  'hearing-aid': [
    (s) =>
      `Mit ${s.aid.sein.dat} hörte ${s.name} die Nacht, als würde sie nur ${s.ihm} etwas zuflüstern: das Gras, das raschelte, einen Käfer, der klickte, ein Blatt, das sich zur Ruhe legte.`,
    (s) =>
      `${s.name} ging und lauschte. ${cap(s.aid.sein.nom)} fing jedes winzige Geräusch ein: einen Tautropfen, der fiel, eine Motte, die an einer Blüte vorbeistrich, und das leise Summen von ${s.pal}.`,
  ],
  glasses: [
    (s) =>
      `Durch ${s.aid.sein.acc} sah ${s.name} einfach alles: das kleinste Leuchten auf dem entferntesten Stein, den ersten Stern, der gerade aufwachte, ein Spinnennetz, in dem sich der Mond verfangen hatte.`,
    (s) =>
      `${s.name} schob ${s.aid.der.acc} immer wieder hoch, denn es gab so viel zu sehen: eine Ameisenstraße, die einen Krümel schleppte, eine Motte mit aufgemalten Augen auf den Flügeln und ganz weit weg ein Licht, das blinkte und blinkte.`,
  ],
  cane: [
    (s) =>
      `${cap(s.aid.sein.nom)} ging voraus, tipp, tipp, tipp, und fand den Weg, und ${s.name} folgte ihm, sicher und ruhig. Unter seiner Spitze summte der Boden leise, als wollte er sagen: „Hier entlang.“`,
    (s) =>
      `Tipp, tipp machte ${s.aid.sein.nom} auf dem Weg, und ${s.pal} tippte nebenher und machte es nach, bis die beiden kichern mussten.`,
  ],
  walker: [
    (s) =>
      `${s.name} ging mit ${s.aid.sein.dat} voran, tapp und roll, tapp und roll, und der Weg blieb die ganze Zeit glatt und eben, als wüsste er Bescheid. ${s.pal} fuhr vorn mit und zeigte auf alles, was es zu sehen gab.`,
    (s) =>
      `Tapp und roll, tapp und roll: ${s.name} und ${s.aid.sein.nom} hatten einen guten, gleichmäßigen Takt, und ${s.pal} summte dazu.`,
  ],
  prosthesis: [
    (s) =>
      `${s.name} marschierte auf ${s.aid.sein.dat} voran, Schritt, Schritt, Schritt, und ${s.pal} musste sich beeilen, um mitzukommen.`,
    (s) =>
      `${s.name} ging gleichmäßig weiter, ${s.aid.sein.nom} und das andere Bein im selben Takt, links, rechts, links, rechts, den ganzen Weg entlang.`,
  ],
};

/** Groß: Das Kind sagt stolz, was das Hilfsmittel ist. */
export const prideDe: AidLines<S> = {
  wheelchair: [
    (s) =>
      `„Das ist mein Rollstuhl“, sagte ${s.name} und klopfte auf das Rad. „Der kommt überall mit hin, wo ich hinwill. Und schnell ist er auch. Du solltest mich mal bergab sehen.“`,
  ],
  'hearing-aid': [
    (s) =>
      `„Das ist mein Hörgerät“, sagte ${s.name} und tippte hinters Ohr. „Damit höre ich gut. Auch ganz leise Sachen. Gerade die.“`,
  ],
  glasses: [
    (s) =>
      `„Das ist meine Brille“, sagte ${s.name} und schob sie hoch. „Damit sehe ich alles, ganz nah und ganz weit weg. Das Gestell hab ich mir selbst ausgesucht.“`,
  ],
  cane: [
    (s) =>
      `„Das ist mein Stock“, sagte ${s.name} und tippte damit auf. „Der findet den Weg für mich. Der sagt mir, wo der Boden hingeht und was vor mir ist.“`,
  ],
  walker: [
    (s) =>
      `„Das ist meine Gehhilfe“, sagte ${s.name} und schob sie ein Stückchen an. „Damit kann ich laufen, und zwar richtig weit. Weiter, als du denkst.“`,
  ],
  prosthesis: [
    (s) =>
      `„Das ist meine Prothese“, sagte ${s.name} und klopfte darauf. „Die ist extra für mich gemacht. Damit kann ich gehen und rennen und klettern.“`,
  ],
};

/** Groß: die Suche nach dem kleinen Tier. */
export const searchDe: AidLines<S> = {
  wheelchair: [
    (s) => `${s.name} rollte in ${s.aid.sein.dat} voraus und spähte unter jeden Busch und hinter jeden Stein.`,
  ],
  'hearing-aid': [
    (s) =>
      `${s.name} lauschte, so gut ${s.er} konnte, und ${s.aid.sein.nom} fing jedes Rascheln und jedes Knacken ein.`,
  ],
  glasses: [(s) => `${s.name} spähte durch ${s.aid.sein.acc} in jeden Schatten, nah und fern.`],
  cane: [
    (s) =>
      `${s.name} ließ ${s.aid.der.acc} sacht von einer Seite zur anderen tippen, tastete den Weg ab und lauschte genau.`,
  ],
  walker: [
    (s) =>
      `${s.name} lenkte ${s.aid.der.acc} den Weg entlang und blieb an jedem großen Blatt stehen, um darunterzuschauen.`,
  ],
  prosthesis: [(s) => `${s.name} kletterte auf einen Felsen, um sich umzuschauen, ganz sicher auf ${s.aid.sein.dat}.`],
};

/** Groß: Das Kind findet das kleine Tier, auf die Art seines Hilfsmittels. */
export const findDe: AidLines<S> = {
  wheelchair: [
    (s) =>
      `${s.name} sah es zuerst. Aus ${s.aid.sein.dat} konnte ${s.er} genau unter die tief hängenden Blätter schauen, wo sonst niemand nachgesehen hatte, und da lag, zu einer Kugel zusammengerollt, ${s.where.creature.der.nom}.`,
  ],
  'hearing-aid': [
    (s) =>
      `„Pst“, sagte ${s.name} und blieb stehen. ${cap(s.aid.sein.nom)} hatte etwas eingefangen, ganz leise: ein winziges Piepsen, und dann noch eins. Niemand sonst hatte es gehört. ${s.name} ging dem Geräusch nach, und da, unter einem Blatt, saß ${s.where.creature.der.nom}.`,
  ],
  glasses: [
    (s) =>
      `Weit hinten, weiter, als irgendwer sonst schaute, sah ${s.name} zwei winzige Augen glänzen. ${s.Er} schob ${s.aid.der.acc} zurecht, um ganz sicher zu sein. „Da!“ Und da war es: ${s.where.creature.der.nom}.`,
  ],
  cane: [
    (s) =>
      `Tipp, tipp, tock. ${cap(s.aid.sein.nom)} war auf etwas Hohles gestoßen: einen alten Baumstamm am Wegrand. Und aus dem Stamm kam ein winziges Stimmchen: „Piep?“ ${s.name} kniete sich hin, und da, ganz hinten drin, saß ${s.where.creature.der.nom}.`,
  ],
  walker: [
    (s) =>
      `${s.name} hielt ${s.aid.der.acc} neben einem hohen Grasbüschel an, denn dort hatte sich etwas bewegt. ${s.Er} beugte sich hinunter, mit einer Hand gut festgehalten, und da saß ${s.where.creature.der.nom} und blinzelte ins Mondlicht.`,
  ],
  prosthesis: [
    (s) =>
      `Auf der anderen Seite einiger Trittsteine rief etwas Kleines. ${s.name} ging hinüber, einen Stein nach dem anderen, sicher auf ${s.aid.sein.dat}, und dort auf dem letzten Stein saß ${s.where.creature.der.nom}.`,
  ],
};

/** Groß: Das kleine Tier wird nach Hause gebracht, der Moment des Gelingens, mit dem Hilfsmittel. */
export const homewardDe: AidLines<S> = {
  wheelchair: [
    (s) =>
      `${s.where.creature.Der.nom} war viel zu müde für auch nur einen Schritt, also hob ${s.name} ${s.where.creature.er.acc} vorsichtig auf den Schoß. In ${s.aid.sein.dat} rollten sie los, langsam und gleichmäßig, den ganzen Weg nach Hause, und ${s.pal} fuhr auf der Armlehne mit und passte auf.`,
    (s) =>
      `${s.where.creature.Der.nom} kuschelte sich auf den Schoß, ${s.pal} saß auf der Armlehne, und ${s.name} rollte den ganzen Weg zurück. Die Räder des Rollstuhls summten auf dem glatten Weg, und überall, wo es nötig war, hoben sich kleine Rampen.`,
  ],
  'hearing-aid': [
    (s) =>
      `${s.name} trug ${s.where.creature.der.acc} in den hohlen Händen nach Hause, und mit ${s.aid.sein.dat} hörte ${s.er} das winzige Herz klopfen, tipp-tapp, immer ruhiger, bis ${s.where.creature.er.nom} keine Angst mehr hatte.`,
    (s) =>
      `Auf dem Rückweg hörte ${s.name} die anderen nach dem Kleinen rufen, lange bevor es sonst jemand hörte, und mit ${s.aid.sein.dat} fand ${s.er} den Weg geradewegs dorthin.`,
  ],
  glasses: [
    (s) =>
      `${s.name} ging voraus und sah durch ${s.aid.sein.acc} jede Biegung des Weges, und ${s.where.creature.der.nom} saß sicher in ${s.sein('en')} Händen.`,
    (s) =>
      `Durch ${s.aid.sein.acc} sah ${s.name} den Weg nach Hause ganz klar, bis zum Ende, und trug ${s.where.creature.der.acc} heil und sicher dorthin.`,
  ],
  cane: [
    (s) =>
      `${s.name} ging den ganzen Weg zurück, ${s.aid.sein.nom} tippte voraus, tipp, tipp, tipp, und ${s.where.creature.der.nom} lag sicher in ${s.sein('er')} Armbeuge.`,
    (s) =>
      `Tipp, tipp machte ${s.aid.sein.nom} und fand den Weg zurück, und ${s.name} folgte ihm nach Hause, ${s.where.creature.der.acc} dicht an den Schlafanzug gedrückt.`,
  ],
  walker: [
    (s) =>
      `${s.where.creature.Der.nom} fuhr vorn auf ${s.aid.sein.dat} mit und hielt sich gut fest, den ganzen Weg nach Hause: tapp und roll, tapp und roll.`,
    (s) =>
      `Tapp und roll, tapp und roll: ${s.name} und ${s.aid.sein.nom} brachten ${s.where.creature.der.acc} nach Hause, und ${s.where.creature.er.nom} fuhr stolz vorne mit.`,
  ],
  prosthesis: [
    (s) =>
      `${s.name} trug ${s.where.creature.der.acc} zurück über die Trittsteine, sicher auf ${s.aid.sein.dat}: einen Stein, dann den nächsten, dann den nächsten.`,
    (s) =>
      `Schritt für Schritt, sicher und ruhig auf ${s.aid.sein.dat}, trug ${s.name} ${s.where.creature.der.acc} den ganzen Weg nach Hause.`,
  ],
};

/** Groß: Zur Schlafenszeit wartet das Hilfsmittel ganz nah, bereit für den Morgen. */
export const bedsideDe: AidLines<S> = {
  wheelchair: [(s) => `${cap(s.aid.sein.nom)} stand mit angezogenen Bremsen neben dem Bett, bereit für den Morgen.`],
  'hearing-aid': [
    (s) =>
      `${s.name} nahm ${s.aid.der.acc} heraus und legte es in das kleine Kästchen auf dem Nachttisch, wo es jede Nacht lag, bereit für den Morgen.`,
  ],
  glasses: [
    (s) =>
      `${s.name} klappte ${s.aid.der.acc} zusammen und legte sie auf den Nachttisch, genau dorthin, wo ${s.er} sie morgens gleich finden würde.`,
  ],
  cane: [(s) => `${cap(s.aid.sein.nom)} lehnte am Bett, wo er immer auf den Morgen wartete.`],
  walker: [(s) => `${cap(s.aid.sein.nom)} stand neben dem Bett, wo ${s.name} sie morgens gleich greifen konnte.`],
  prosthesis: [(s) => `${s.name} nahm ${s.aid.der.acc} ab und stellte sie neben das Bett, bereit für morgen.`],
};
