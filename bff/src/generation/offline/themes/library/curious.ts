// Wanting to learn about something ("to learn about the planets", „mehr über Dinosaurier wissen“):
// the child asks, and the story answers with one true, small wonder of that topic.
import type { Theme } from '../types.ts';

interface Topic {
  en: RegExp;
  de: RegExp;
  /** What it is about, after "about" / „über“. */
  about: { en: string; de: string };
  /** One true thing a child can picture, a whole sentence. */
  fact: { en: string; de: string };
}

const TOPICS: Topic[] = [
  {
    en: /\b(?:planets?|solar system|space|saturn|jupiter|mars)\b/,
    de: /\b(?:planeten?|sonnensystem|weltall|weltraum|saturn|jupiter|mars)\b/,
    about: { en: 'the planets', de: 'die Planeten' },
    fact: {
      en: 'Saturn wears rings of ice and rock, and Jupiter is so big that all the other planets would fit inside it.',
      de: 'Der Saturn trägt Ringe aus Eis und Gestein, und der Jupiter ist so groß, dass alle anderen Planeten in ihn hineinpassen würden.',
    },
  },
  {
    en: /\bmoon\b/,
    de: /\bmond\w*/,
    about: { en: 'the moon', de: 'den Mond' },
    fact: {
      en: 'The moon has no light of its own: it shines because the sun lights it up.',
      de: 'Der Mond hat kein eigenes Licht: Er leuchtet, weil die Sonne ihn anstrahlt.',
    },
  },
  {
    en: /\bstars?\b/,
    de: /\bsterne?n?\b/,
    about: { en: 'the stars', de: 'die Sterne' },
    fact: {
      en: 'The sun is a star too, the one nearest to us of all.',
      de: 'Die Sonne ist auch ein Stern, und zwar der, der uns am nächsten ist.',
    },
  },
  {
    en: /\bdinosaurs?\b|\bdinos?\b/,
    de: /\bdinosaurier\w*|\bdinos?\b/,
    about: { en: 'dinosaurs', de: 'Dinosaurier' },
    fact: {
      en: 'Some dinosaurs were no bigger than a chicken, and the birds of today are their great-great-grandchildren.',
      de: 'Manche Dinosaurier waren nicht größer als ein Huhn, und die Vögel von heute sind ihre Ururenkel.',
    },
  },
  {
    en: /\bwhales?\b/,
    de: /\bwale?n?\b|\bblauwal\w*/,
    about: { en: 'whales', de: 'Wale' },
    fact: {
      en: 'The blue whale is the biggest animal that has ever lived, bigger than any dinosaur.',
      de: 'Der Blauwal ist das größte Tier, das je gelebt hat, größer als jeder Dinosaurier.',
    },
  },
  {
    en: /\b(?:sea|seas|ocean|oceans|octopus\w*)\b/,
    de: /\b(?:meer\w*|ozean\w*|oktopus\w*|krake\w*|tintenfisch\w*)\b/,
    about: { en: 'the sea', de: 'das Meer' },
    fact: {
      en: 'An octopus has three hearts and blue blood.',
      de: 'Ein Oktopus hat drei Herzen und blaues Blut.',
    },
  },
  {
    en: /\bvolcano\w*/,
    de: /\bvulkan\w*/,
    about: { en: 'volcanoes', de: 'Vulkane' },
    fact: {
      en: 'Deep under the ground the rock is so hot that it melts and glows.',
      de: 'Tief unter der Erde ist das Gestein so heiß, dass es schmilzt und glüht.',
    },
  },
  {
    en: /\bbees?\b/,
    de: /\bbienen?\b/,
    about: { en: 'bees', de: 'Bienen' },
    fact: {
      en: 'Bees dance to tell each other where the best flowers are.',
      de: 'Bienen tanzen, um einander zu zeigen, wo die besten Blumen wachsen.',
    },
  },
  {
    en: /\brainbows?\b/,
    de: /\bregenbogen\b|\bregenboegen\b/,
    about: { en: 'rainbows', de: 'Regenbögen' },
    fact: {
      en: 'A rainbow is sunlight that raindrops split into all its colours.',
      de: 'Ein Regenbogen ist Sonnenlicht, das Regentropfen in alle seine Farben zerlegen.',
    },
  },
  {
    en: /\b(?:insects?|bugs?|beetles?|ladybirds?|ladybugs?)\b/,
    de: /\b(?:insekten?|kaefer\w*|marienkaefer\w*)\b/,
    about: { en: 'insects', de: 'Insekten' },
    fact: {
      en: 'A ladybird’s bright spots tell the birds: I taste horrible, leave me alone!',
      de: 'Die leuchtenden Punkte eines Marienkäfers sagen den Vögeln: Ich schmecke scheußlich, lasst mich in Ruhe!',
    },
  },
];

const topicOf = (said: string, language: 'en' | 'de') => TOPICS.find((t) => t[language].test(said)) ?? TOPICS[0];

const knowingEn =
  '(?:learn\\w*|find(?:ing)? out|know\\w*|discover\\w*|curio\\w*|interest\\w*|explor\\w*|understand\\w*|wonder\\w*|questions?)';
const knowingDe =
  '(?:lern\\w*|erfahr\\w*|wissen|weiss|entdeck\\w*|neugier\\w*|interessier\\w*|erforsch\\w*|verstehen|fragen)';
const topicsEn = TOPICS.map((t) => t.en.source).join('|');
const topicsDe = TOPICS.map((t) => t.de.source).join('|');

export const curious: Theme = {
  id: 'curious-learner',
  match: {
    en: [new RegExp(`\\b${knowingEn}\\b.*(?:${topicsEn})`), new RegExp(`(?:${topicsEn}).*\\b${knowingEn}\\b`)],
    de: [new RegExp(`\\b${knowingDe}\\b.*(?:${topicsDe})`), new RegExp(`(?:${topicsDe}).*\\b${knowingDe}\\b`)],
  },
  en: [
    (w, said) => {
      const topic = topicOf(said, 'en');
      return {
        challenge: [
          `${w.name} had a head full of questions about ${topic.about.en}, more than anyone could answer in one night.`,
          `"I want to know everything," ${w.he} told ${w.pal}. "But there's so much of it."`,
        ],
        mastery: [
          `Later they met someone very old and very wise, and ${w.name} asked the very best question of all.`,
          `"${topic.fact.en.replace(/\.$/, ',')}" came the answer, and ${w.name}'s eyes went wide.`,
          `"I'll remember that for ever," ${w.he} whispered. One question at a time, ${w.he} found, is how you learn everything.`,
        ],
      };
    },
    (w, said) => {
      const topic = topicOf(said, 'en');
      return {
        challenge: [
          `${w.pal} wanted to know something about ${topic.about.en}, but ${w.name} did not know the answer.`,
          `"I wish I knew more," ${w.he} sighed.`,
        ],
        mastery: [
          `So they set off to find out together, looking and listening and wondering.`,
          `At last they found the answer. ${topic.fact.en}`,
          `${w.name} could hardly wait to tell everyone at breakfast. The next thing, the two of them promised, they would find out together too.`,
        ],
      };
    },
  ],
  de: [
    (w, said) => {
      const topic = topicOf(said, 'de');
      return {
        challenge: [
          `${w.name} hatte einen Kopf voller Fragen über ${topic.about.de}, mehr, als irgendwer in einer Nacht beantworten konnte.`,
          `„Ich will alles wissen“, erzählte ${w.er} ${w.pal}. „Aber es ist so viel.“`,
        ],
        mastery: [
          `Später trafen sie jemanden, der sehr alt und sehr weise war, und ${w.name} stellte die allerbeste Frage.`,
          `„${topic.fact.de}“ So lautete die Antwort, und ${w.name} machte große Augen.`,
          `„Das merke ich mir für immer“, flüsterte ${w.er}. Eine Frage nach der anderen, merkte ${w.er}, so lernt man alles.`,
        ],
      };
    },
    (w, said) => {
      const topic = topicOf(said, 'de');
      return {
        challenge: [
          `${w.pal} wollte etwas über ${topic.about.de} wissen, aber ${w.name} kannte die Antwort nicht.`,
          `„Ich wünschte, ich wüsste mehr“, seufzte ${w.er}.`,
        ],
        mastery: [
          `Also machten sie sich zusammen auf die Suche, schauten und lauschten und staunten.`,
          `Endlich fanden sie die Antwort. ${topic.fact.de}`,
          `${w.name} konnte es kaum erwarten, allen beim Frühstück davon zu erzählen. Das Nächste, versprachen sich die beiden, wollten sie auch wieder zusammen herausfinden.`,
        ],
      };
    },
  ],
};
