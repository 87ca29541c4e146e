import { de, en, type Passage } from '../types.ts';
import { homeDe, homeEn, homeThenDe, stayDe, stayEn } from './hospital-words.ts';
import { cap } from './words.ts';

// The night of the big hospital story: the child tells the place's listener the worry; the
// listener lets it be, says what a hospital is for (the doctors and nurses, a planned operation
// they do every day), and says the true thing to hold on to: the one in hospital is coming home,
// after the days the parent said or as soon as the doctors say. Questions are allowed.

export const tellWorry: Passage = {
  en: [
    en(
      (s) =>
        `${s.where.guide} "Something is heavy tonight," said ${s.where.guideName}. "Do you want to tell me?" And ${s.name} did. "${s.ill.name} ${stayEn(s.stay, 'present')}. I don't want ${s.ill.him} to ${s.stay.when ? 'go' : 'be there'}. Home is all wrong without ${s.ill.him}."`,
      { needs: ['ill', 'stay'] },
    ),
    en(
      (s) =>
        `${s.where.guide} ${s.where.guideName} listened, head on one side, while ${s.name} told it all: that ${s.ill.name} ${stayEn(s.stay, 'past')}. And the worry kept going round and round inside, like a little wheel that would not stop.`,
      { needs: ['ill', 'stay'] },
    ),
    en(
      (s) =>
        `${s.where.guide} "Hello, ${s.name}," said ${s.where.guideName}. "You look like someone carrying a worry." ${s.name} nodded. "It's ${s.ill.name}. ${s.ill.name} ${stayEn(s.stay, 'present')}. Everyone says the doctors are very good, but my tummy still feels wobbly."`,
      { needs: ['ill', 'stay'] },
    ),
    en(
      (s) =>
        `${s.where.guide} ${s.name} sat down on a fallen log and said it all at once. "${s.ill.name} ${stayEn(s.stay, 'present')}. ${s.ill.He} will be there for ${s.stayDays.length}, and ${s.stayDays.length} is such a long time. What if I miss ${s.ill.him} too much?"`,
      { needs: ['ill', 'stay', 'stayDays'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `${s.where.guide} „Heute Nacht ist etwas schwer, oder?“, sagte ${s.where.guideName}. „Magst du es mir erzählen?“ Und ${s.name} erzählte. „${s.ill.name} ${stayDe(s.stay, 'present')}. Ich will nicht, dass ${s.ill.name} ${s.stay.when ? 'weggeht' : 'dort ist'}. Ohne ${s.ill.er.acc} ist zu Hause alles falsch.“`,
      { needs: ['ill', 'stay'] },
    ),
    de(
      (s) =>
        `${s.where.guide} ${s.where.guideName} legte den Kopf schief und hörte zu, und ${s.name} erzählte alles: dass ${s.ill.name} ins Krankenhaus ${s.stay.when ? 'musste' : 'gekommen war'}. Und dass sich die Sorge im Bauch immer weiter drehte, wie ein kleines Rad, das nicht anhalten wollte.`,
      { needs: ['ill', 'stay'] },
    ),
    de(
      (s) =>
        `${s.where.guide} „Hallo, ${s.name}“, sagte ${s.where.guideName}. „Du siehst aus, als hättest du eine Sorge.“ ${s.name} nickte. „Es ist wegen ${s.ill.name}. ${s.ill.name} ${stayDe(s.stay, 'present')}. Alle sagen, die Ärzte sind sehr gut, aber mein Bauch ist trotzdem ganz wackelig.“`,
      { needs: ['ill', 'stay'] },
    ),
    de(
      (s) =>
        `${s.where.guide} ${s.name} setzte sich auf einen umgestürzten Baumstamm, und dann kam alles auf einmal heraus. „${s.ill.name} ${stayDe(s.stay, 'present')}. ${s.ill.Er} bleibt ${s.stayDays.length} dort, und das ist so lang. Was, wenn ich ${s.ill.er.acc} zu sehr vermisse?“`,
      { needs: ['ill', 'stay', 'stayDays'] },
    ),
  ],
};

/** Worry allowed, and what a hospital is for: people whose whole job is helping. */
export const hospitalHelps: Passage = {
  en: [
    en(
      (s) =>
        `"Thank you for telling me," said ${s.where.guideName}. "Worried is allowed. It means you love ${s.ill.him}." Then, gently: "A hospital is a place full of people whose whole job is helping. ${s.stay.operation ? 'The doctors do operations like this one all the time. ' : ''}They know exactly what to do, and the nurses look after ${s.ill.name} day and night."`,
      { needs: ['ill', 'stay'] },
    ),
    en(
      (s) =>
        `${s.where.guideName} nodded slowly. "Worried is allowed. Missing ${s.ill.him} is allowed. All those feelings can sit together in one heart, and not one of them is wrong." ${s.name} let out a long breath. "And the doctors?" "The doctors and nurses will take good care of ${s.ill.name}," said ${s.where.guideName}. "That is what they are there for."`,
      { needs: ['ill', 'stay'] },
    ),
    en(
      (s) =>
        `"Can I tell you what a hospital is like?" asked ${s.where.guideName}. "Busy and bright, with beds that go up and down at the press of a button, and nurses who come whenever you call. ${s.stay.operation ? 'An operation there is a planned thing, done carefully, by people who have done it many times.' : 'Everyone there is busy helping.'} And being worried about it is allowed."`,
      { needs: ['ill', 'stay'] },
    ),
    en(
      (s) =>
        `"A worry like that is allowed," said ${s.where.guideName}. "It's big because your love is big. And the doctors and nurses there know just what to do." Then: "You may ask the grown-ups anything you like. What the hospital looks like. What ${s.ill.name} will have for breakfast there. Questions are allowed, and the answers are usually smaller than the worry."`,
      { needs: ['ill', 'stay'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `„Danke, dass du es mir erzählst“, sagte ${s.where.guideName}. „Sorgen sind erlaubt. Sie zeigen, wie lieb du ${s.ill.name} hast.“ Dann, ganz sanft: „Ein Krankenhaus ist voller Menschen, deren ganze Arbeit das Helfen ist. ${s.stay.operation ? 'Die Ärzte machen solche Operationen ganz oft. ' : ''}Sie wissen genau, was zu tun ist, und die Pflegerinnen kümmern sich Tag und Nacht um ${s.ill.name}.“`,
      { needs: ['ill', 'stay'] },
    ),
    de(
      (s) =>
        `${s.where.guideName} nickte langsam. „Sorgen sind erlaubt. Vermissen ist erlaubt. All diese Gefühle haben zusammen Platz in einem Herzen, und keins davon ist falsch.“ ${s.name} atmete lange aus. „Und die Ärzte?“ „Die Ärzte und Pflegerinnen passen gut auf ${s.ill.name} auf“, sagte ${s.where.guideName}. „Genau dafür sind sie da.“`,
      { needs: ['ill', 'stay'] },
    ),
    de(
      (s) =>
        `„Soll ich dir erzählen, wie es in einem Krankenhaus ist?“, fragte ${s.where.guideName}. „Hell und geschäftig, mit Betten, die auf Knopfdruck hoch- und runterfahren, und mit Pflegerinnen, die kommen, wenn man klingelt. ${s.stay.operation ? 'Eine Operation dort ist gut geplant und wird sorgfältig gemacht, von Leuten, die das schon oft gemacht haben.' : 'Alle dort sind mit Helfen beschäftigt.'} Und dass du dir trotzdem Sorgen machst, ist erlaubt.“`,
      { needs: ['ill', 'stay'] },
    ),
    de(
      (s) =>
        `„So eine Sorge ist erlaubt“, sagte ${s.where.guideName}. „Sie ist so groß, weil deine Liebe so groß ist. Und die Ärzte und Pflegerinnen dort wissen genau, was zu tun ist.“ Und dann: „Du darfst die Großen alles fragen, was du wissen willst. Wie das Krankenhaus aussieht. Was ${s.ill.name} dort zum Frühstück bekommt. Fragen sind erlaubt, und die Antworten sind meistens kleiner als die Sorge.“`,
      { needs: ['ill', 'stay'] },
    ),
  ],
};

/** The true thing to hold on to: they are coming home, after the days the parent said. */
export const comingHome: Passage = {
  en: [
    en(
      (s) =>
        `"And then?" asked ${s.name}. "And then ${s.ill.name} ${homeEn(s.stay, 'present')}," said ${s.where.guideName}. "Hospitals are for getting better and going home again. That is what they are for."`,
      { needs: ['ill', 'stay'] },
    ),
    en(
      (s) =>
        `${s.pal} leaned close. "Here is something true to hold on to," ${s.palHe} whispered. "${s.ill.name} ${homeEn(s.stay, 'present')}. Until then, we'll keep the waiting company."`,
      { needs: ['ill', 'stay'] },
    ),
    en(
      (s) =>
        `"${cap(s.stayDays.length)}," said ${s.where.guideName}. "That is ${s.stayDays.sleeps}. You can count them, one by one, and after the last one ${s.ill.name} comes home." ${s.name} counted them once, under ${s.his} breath. It did not sound quite so long any more.`,
      { needs: ['ill', 'stay', 'stayDays'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `„Und dann?“, fragte ${s.name}. „Und dann ${homeThenDe(s.stay, s.ill.name)}“, sagte ${s.where.guideName}. „Im Krankenhaus wird man wieder gesund, und dann geht man nach Hause. Dafür ist es da.“`,
      { needs: ['ill', 'stay'] },
    ),
    de(
      (s) =>
        `${s.pal} rückte ganz nah heran. „Hier ist etwas Wahres zum Festhalten“, flüsterte ${s.palEr}. „${s.ill.name} ${homeDe(s.stay, 'present')}. Und bis dahin leisten wir dem Warten Gesellschaft.“`,
      { needs: ['ill', 'stay'] },
    ),
    de(
      (s) =>
        `„${cap(s.stayDays.length)}“, sagte ${s.where.guideName}. „Das ist ${s.stayDays.sleeps}. Du kannst die Nächte zählen, eine nach der anderen, und nach der letzten kommt ${s.ill.name} nach Hause.“ ${s.name} zählte einmal leise mit. So schrecklich lang klang es gar nicht mehr.`,
      { needs: ['ill', 'stay', 'stayDays'] },
    ),
  ],
};
