import type { StorySetting } from '@dreamweaver/contracts';

// More wonders for each of the six settings, so two children in the same place see different
// things. Whole sentences; places.ts keeps the first three of every setting.

export const moreSights: Record<StorySetting, { en: string[]; de: string[] }> = {
  'magical-forest': {
    en: [
      'A family of hedgehogs carried tiny lanterns along a root, like a little parade of lights.',
      'Moss as soft as a pillow covered the old stones, and glow-worms blinked on it like sleepy stars.',
      'High in the branches, a squirrel was knitting a blanket out of moonbeams for the winter.',
    ],
    de: [
      'Eine Igelfamilie trug winzige Laternen über eine Baumwurzel, wie ein kleiner Umzug aus Lichtern.',
      'Moos, so weich wie ein Kissen, bedeckte die alten Steine, und Glühwürmchen blinkten darauf wie müde Sterne.',
      'Hoch oben in den Ästen strickte ein Eichhörnchen eine Decke aus Mondstrahlen für den Winter.',
    ],
  },
  'enchanted-castle': {
    en: [
      'In the castle kitchen, a friendly cook was stirring a pot of hot cocoa as big as a bathtub.',
      'Along the long corridor, the paintings yawned and waved sleepily at the visitors.',
      'In the library, the books flapped their pages like wings and settled back on the shelves.',
    ],
    de: [
      'In der Schlossküche rührte eine freundliche Köchin einen Topf Kakao, so groß wie eine Badewanne.',
      'Entlang des langen Flurs gähnten die Gemälde und winkten den Gästen verschlafen zu.',
      'In der Bibliothek flatterten die Bücher mit ihren Seiten wie mit Flügeln und ließen sich wieder in den Regalen nieder.',
    ],
  },
  'underwater-kingdom': {
    en: [
      'A school of silver fish swam by in the shape of a heart, then turned into a star.',
      'An old sea turtle was telling stories to a circle of sleepy crabs.',
      'Jellyfish drifted past like glowing umbrellas, pink and blue and gold.',
    ],
    de: [
      'Ein Schwarm silberner Fische schwamm in Form eines Herzens vorbei und wurde dann zu einem Stern.',
      'Eine alte Meeresschildkröte erzählte einem Kreis müder Krebse Geschichten.',
      'Quallen schwebten vorbei wie leuchtende Regenschirme, rosa und blau und golden.',
    ],
  },
  'space-adventure': {
    en: [
      'A comet with a long, shimmering tail waved as it passed, as polite as a postman.',
      'On a tiny planet, just big enough for one tree, a little fox was watering roses.',
      'Far below, the Earth glowed blue and green, and somewhere on it was home.',
    ],
    de: [
      'Ein Komet mit einem langen, schimmernden Schweif winkte im Vorbeifliegen, höflich wie ein Briefträger.',
      'Auf einem winzigen Planeten, gerade groß genug für einen Baum, goss ein kleiner Fuchs seine Rosen.',
      'Weit unten leuchtete die Erde blau und grün, und irgendwo dort war das Zuhause.',
    ],
  },
  'dinosaur-land': {
    en: [
      'A long-necked dinosaur was nibbling the very top leaves of a palm tree, slowly and carefully.',
      'A little pterodactyl practised loop-the-loops above the treetops and landed with a bump.',
      'In a nest of warm sand, a dinosaur egg wobbled, and out peeped a tiny, sleepy head.',
    ],
    de: [
      'Ein Langhalsdinosaurier knabberte ganz langsam und vorsichtig die obersten Blätter einer Palme.',
      'Ein kleiner Flugsaurier übte Loopings über den Baumwipfeln und landete mit einem Plumps.',
      'In einem Nest aus warmem Sand wackelte ein Dinosaurierei, und heraus lugte ein winziger, müder Kopf.',
    ],
  },
  'animal-village': {
    en: [
      'At the post office, an owl was sorting the last letters of the day by moonlight.',
      'Outside the tailor’s shop, a rabbit was trying on a very long scarf.',
      'In the village garden, a mole had grown a pumpkin as big as a little house.',
    ],
    de: [
      'Im Postamt sortierte eine Eule im Mondlicht die letzten Briefe des Tages.',
      'Vor der Schneiderei probierte ein Hase einen sehr langen Schal an.',
      'Im Dorfgarten hatte ein Maulwurf einen Kürbis gezogen, so groß wie ein kleines Haus.',
    ],
  },
};
