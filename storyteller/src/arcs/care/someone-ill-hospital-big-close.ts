import { de, en, type Passage } from '../types.ts';
import { cap, derFor } from './words.ts';

// The end of the big hospital story: a countdown (a paper chain of the sleeps, a star for every
// day), ways to stay close while the one in hospital is away (a video call, a drawing for the wall by
// the bed, a photo to take in), who looks after the child, and the goodnight: at home with the one
// who goes in soon, or with whoever looks after the child while they are in hospital.

const objectOf = { they: 'them', he: 'him', she: 'her' } as const;

/** A countdown the child can make: of the sleeps, when the parent said how many; else of the days of waiting. */
export const countdown: Passage = {
  en: [
    en(
      (s) =>
        `"Here is an idea," said ${s.where.guideName}. "Make a paper chain with ${s.stayDays.links}, one for every sleep until ${s.ill.name} is home. Each morning you tear one off, and you can watch the waiting get shorter." ${s.name} was already choosing the colours.`,
      { needs: ['ill', 'stay', 'stayDays'] },
    ),
    en(
      (s) =>
        `"Let's count the waiting down," said ${s.pal}. "A paper chain at home, with ${s.stayDays.links}: one link for every sleep. When there are no links left, ${s.ill.name} is home." ${s.name} nodded. A countdown was a thing you could hold.`,
      { needs: ['ill', 'stay', 'stayDays'] },
    ),
    en(
      (s) =>
        `${s.name} had an idea. "I'll make a countdown," ${s.name} said. "${cap(s.stayDays.links)} on a paper chain, and I'll tear one off every morning." "And then?" asked ${s.pal}. "And then ${s.ill.name} is home," said ${s.name}.`,
      { needs: ['ill', 'stay', 'stayDays'] },
    ),
    en(
      (s) =>
        `"You could keep a calendar by your bed," said ${s.pal}, "and draw a star on every day until ${s.ill.name} is home. Then you can show ${s.ill.him} all the stars." ${s.name} liked that. A star for every day of waiting.`,
      { needs: ['ill', 'stay'], unless: ['stayDays'] },
    ),
    en(
      (s) =>
        `"Let's make a waiting jar," said ${s.pal}. "One shiny pebble in it for every day of waiting. When ${s.ill.name} comes home, you can tip them all out and tell ${s.ill.him} about each one."`,
      { needs: ['ill', 'stay'], unless: ['stayDays'] },
    ),
    en(
      (s) =>
        `"You could tick the days off on the calendar," said ${s.where.guideName}, "one tick every evening. Every tick is a day closer to ${s.ill.name} coming home." ${s.name} decided to use ${s.his} best pen.`,
      { needs: ['ill', 'stay'], unless: ['stayDays'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `„Ich hab eine Idee“, sagte ${s.where.guideName}. „Bastle eine Papierkette mit ${s.stayDays.rings}, einem für jedes Mal Schlafen, bis ${s.ill.name} wieder da ist. Jeden Morgen reißt du einen ab, und du kannst zusehen, wie das Warten kürzer wird.“ ${s.name} suchte im Kopf schon die Farben aus.`,
      { needs: ['ill', 'stay', 'stayDays'] },
    ),
    de(
      (s) =>
        `„Wir zählen das Warten einfach rückwärts“, sagte ${s.pal}. „Mit einer Papierkette zu Hause, mit ${s.stayDays.rings}: einem für jedes Mal Schlafen. Wenn kein Ring mehr übrig ist, ist ${s.ill.name} wieder da.“ ${s.name} nickte. So ein Countdown war etwas, das man festhalten konnte.`,
      { needs: ['ill', 'stay', 'stayDays'] },
    ),
    de(
      (s) =>
        `${s.name} hatte eine Idee. „Ich bastle eine Papierkette“, sagte ${s.name}, „mit ${s.stayDays.rings}. Jeden Morgen reiße ich einen ab.“ „Und dann?“, fragte ${s.pal}. „Und dann ist ${s.ill.name} wieder da“, sagte ${s.name}.`,
      { needs: ['ill', 'stay', 'stayDays'] },
    ),
    de(
      (s) =>
        `„Du könntest einen Kalender neben dein Bett hängen“, sagte ${s.pal}, „und jeden Tag einen Stern malen, bis ${s.ill.name} wieder da ist. Dann kannst du ${s.ill.er.dat} alle Sterne zeigen.“ Das gefiel ${s.name}. Ein Stern für jeden Tag Warten.`,
      { needs: ['ill', 'stay'], unless: ['stayDays'] },
    ),
    de(
      (s) =>
        `„Wir machen ein Warteglas“, sagte ${s.pal}. „Für jeden Tag Warten kommt ein glänzender Kiesel hinein. Wenn ${s.ill.name} nach Hause kommt, schüttest du alle aus und erzählst ${s.ill.er.dat} von jedem einzelnen.“`,
      { needs: ['ill', 'stay'], unless: ['stayDays'] },
    ),
    de(
      (s) =>
        `„Du könntest die Tage im Kalender abhaken“, sagte ${s.where.guideName}, „jeden Abend einen Haken. Jeder Haken ist ein Tag näher dran, dass ${s.ill.name} nach Hause kommt.“ ${s.name} nahm sich vor, dafür den schönsten Stift zu nehmen.`,
      { needs: ['ill', 'stay'], unless: ['stayDays'] },
    ),
  ],
};

/** Told twice in one scene: each variant is a whole little idea and needs nothing before it. */
export const stayClose: Passage = {
  en: [
    en(
      (s) =>
        `"We can do a video call," said ${s.name}, thinking hard. "${s.ill.name} can hold the phone up in bed, and I can show ${s.ill.him} things." "Show ${s.ill.him} your best drawing," said ${s.pal}, "and your silliest face."`,
      { needs: ['ill', 'stay'], unless: ['callDay'] },
    ),
    en(
      (s) =>
        `"${cap(s.callDay.every)}, ${s.ill.name} and I talk on the phone," said ${s.name}. "Next time, I'll show ${s.ill.him} my best drawing." "And your silliest face," said ${s.pal}.`,
      { needs: ['ill', 'stay', 'callDay'], unless: ['staySoon'] },
    ),
    en(
      (s) =>
        `"Draw ${s.ill.name} a picture to hang by the hospital bed," said ${s.where.guideName}. "Then every time ${s.ill.name} opens ${s.ill.hisOwn} eyes, there you are." ${s.name} knew at once what to draw: the two of them, and a very big heart.`,
      { needs: ['ill', 'stay'] },
    ),
    en(
      (s) =>
        `"I know what I'll do," said ${s.name}. "I'll give ${s.ill.name} a photo of me to take into hospital. Then ${s.ill.he} won't feel so far away." "That," said ${s.pal}, "is a very good present."`,
      { needs: ['ill', 'stay', 'staySoon'] },
    ),
    en(
      (s) =>
        `"And who looks after you while ${s.ill.name} is in hospital?" asked ${s.where.guideName}. "${cap(s.carer.names)}," said ${s.name}. "Then tell ${objectOf[s.carer.they]} when the worry gets big," said ${s.where.guideName}. "Grown-ups are good at holding worries."`,
      { needs: ['ill', 'stay', 'carer'] },
    ),
    en(
      (s) =>
        `"And who looks after you while ${s.ill.name} is in hospital?" asked ${s.where.guideName}. "${cap(s.grownups.names)}," said ${s.name}. "Then tell ${objectOf[s.grownups.they]} when the worry gets big," said ${s.where.guideName}. "Grown-ups are good at holding worries."`,
      { needs: ['ill', 'stay', 'grownups'], unless: ['carer'] },
    ),
    en(
      (s) =>
        `They sat down to rest, and ${s.pal} unwrapped a little parcel: ${s.food.a}, ${s.name}'s favourite. "When ${s.ill.name} is home again," said ${s.name}, "we'll all have ${s.food.noun} together." "A welcome-home feast," said ${s.pal}. "Perfect."`,
      { needs: ['ill', 'stay', 'food'] },
    ),
    en(
      (s) =>
        `${s.name} held ${s.toy.the} up in the moonlight. "You can help me wait," ${s.name} told ${s.toy.it}. "And when ${s.ill.name} comes home, you can be the first to say hello."`,
      { needs: ['ill', 'stay', 'toy'] },
    ),
    en(
      (s) =>
        `"When ${s.ill.name} is home and well again, we're going to ${s.activity.base} together," said ${s.name}. Then and there ${s.where.again}, ${s.he} showed ${s.pal} how, to be extra good at it by then.`,
      { needs: ['ill', 'stay', 'activity'] },
    ),
    en(
      (s) =>
        `They found a soft place to sit, and ${s.pal} leaned against ${s.name}'s arm. "Tell me about ${s.ill.name}," said ${s.pal}. So ${s.name} did: the funny songs, the tickles, the special way of saying goodnight. It was good to talk about ${s.ill.him}. It made ${s.ill.him} feel nearer.`,
      { needs: ['ill', 'stay'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `„Wir können einen Videoanruf machen“, sagte ${s.name} und überlegte. „${s.ill.name} hält das Telefon hoch, und ich zeige ${s.ill.er.dat} Sachen.“ „Zeig ${s.ill.er.dat} dein schönstes Bild“, sagte ${s.pal}, „und dein albernstes Gesicht.“`,
      { needs: ['ill', 'stay'], unless: ['callDay'] },
    ),
    de(
      (s) =>
        `„${cap(s.callDay.every)} telefonieren ${s.ill.name} und ich“, sagte ${s.name}. „Beim nächsten Mal zeige ich ${s.ill.er.dat} mein schönstes Bild.“ „Und dein albernstes Gesicht“, sagte ${s.pal}.`,
      { needs: ['ill', 'stay', 'callDay'], unless: ['staySoon'] },
    ),
    de(
      (s) =>
        `„Mal ${s.ill.name} ein Bild für die Wand neben dem Krankenhausbett“, sagte ${s.where.guideName}. „Dann bist du jedes Mal da, wenn ${s.ill.name} die Augen aufmacht.“ ${s.name} wusste sofort, was drauf sollte: sie beide und ein ganz großes Herz.`,
      { needs: ['ill', 'stay'] },
    ),
    de(
      (s) =>
        `„Ich weiß, was ich mache“, sagte ${s.name}. „Ich gebe ${s.ill.name} ein Foto von mir mit ins Krankenhaus. Dann bin ich gar nicht so weit weg.“ „Das“, sagte ${s.pal}, „ist ein richtig gutes Geschenk.“`,
      { needs: ['ill', 'stay', 'staySoon'] },
    ),
    de(
      (s) =>
        `„Und wer passt auf dich auf, solange ${s.ill.name} im Krankenhaus ist?“, fragte ${s.where.guideName}. „${cap(s.carer.names)}“, sagte ${s.name}. „Dann erzähl es ${s.carer.plural ? 'ihnen' : s.carer.names}, wenn die Sorge groß wird“, sagte ${s.where.guideName}. „Große können gut Sorgen mittragen.“`,
      { needs: ['ill', 'stay', 'carer'] },
    ),
    de(
      (s) =>
        `„Und wer passt auf dich auf, solange ${s.ill.name} im Krankenhaus ist?“, fragte ${s.where.guideName}. „${cap(s.grownups.names)}“, sagte ${s.name}. „Dann erzähl es ${s.grownups.plural ? 'ihnen' : s.grownups.names}, wenn die Sorge groß wird“, sagte ${s.where.guideName}. „Große können gut Sorgen mittragen.“`,
      { needs: ['ill', 'stay', 'grownups'], unless: ['carer'] },
    ),
    de(
      (s) =>
        `Sie setzten sich zum Ausruhen hin, und ${s.pal} packte ein kleines Bündel aus: ${s.food.ein.nom}, ${s.sein('')} Lieblingsessen. „Wenn ${s.ill.name} wieder zu Hause ist“, sagte ${s.name}, „essen wir alle zusammen ${s.food.bare.acc}.“ „Ein Willkommensfest“, sagte ${s.pal}. „Perfekt.“`,
      { needs: ['ill', 'stay', 'food'] },
    ),
    de(
      (s) =>
        `${s.name} hielt ${s.toy.der.acc} ins Mondlicht. „Du hilfst mir beim Warten“, sagte ${s.name}. „Und wenn ${s.ill.name} nach Hause kommt, darfst du als Erstes Hallo sagen.“`,
      { needs: ['ill', 'stay', 'toy'] },
    ),
    de(
      (s) =>
        `„Wenn ${s.ill.name} wieder zu Hause und gesund ist, will ich mit ${s.ill.er.dat} ${s.activity.infinitive}“, sagte ${s.name}. Und gleich dort ${s.where.again} übten die beiden schon einmal, damit ${s.name} bis dahin richtig gut darin war.`,
      { needs: ['ill', 'stay', 'activity'] },
    ),
    de(
      (s) =>
        `Sie fanden ein weiches Plätzchen, und ${s.pal} lehnte sich an ${s.sein('en')} Arm. „Erzähl mir von ${s.ill.name}“, sagte ${s.pal}. Und ${s.name} erzählte: von den lustigen Liedern, vom Kitzeln, von der besonderen Art, Gute Nacht zu sagen. Es tat gut, von ${s.ill.er.dat} zu erzählen. Dadurch war ${s.ill.name} ein bisschen näher.`,
      { needs: ['ill', 'stay'] },
    ),
  ],
};

export const hospitalGoodnight: Passage = {
  en: [
    en(
      (s) =>
        `Back in bed, ${s.name} heard the door open softly. It was ${s.ill.name}, come for one more goodnight. "I love you all the way to the hospital and back," ${s.ill.name} whispered. ${s.name} held the stone tight and breathed slow and deep. Goodnight, ${s.name}.`,
      { needs: ['ill', 'stay', 'staySoon'] },
    ),
    en(
      (s) =>
        `${s.ill.name} tucked the covers in, the way ${s.ill.he} always did. "And after the hospital, I'll be right back here, tucking you in," ${s.ill.name} said, and kissed ${s.name} on the forehead. ${s.name} slipped the stone under the pillow. ${s.pal} curled up close, and soon ${s.name} was asleep.`,
      { needs: ['ill', 'stay', 'staySoon'] },
    ),
    en(
      (s) =>
        `"${cap(s.stayDays.sleeps)} in hospital," ${s.ill.name} whispered at the door, "and then I'm back, tucking you in." ${s.name} held the stone and counted them once more, slowly. Somewhere around the third one, ${s.he} fell asleep.`,
      { needs: ['ill', 'stay', 'staySoon', 'stayDays'] },
    ),
    en(
      (s) =>
        `${cap(s.carer.names)} came up to tuck ${s.name} in and left the landing light on, just a crack. "Goodnight, ${s.ill.name}," ${s.name} whispered towards the window, the way you send a message with no phone at all. Then ${s.he} held the stone, and slept.`,
      { needs: ['ill', 'stay', 'carer'], unless: ['staySoon'] },
    ),
    en(
      (s) =>
        `${cap(s.grownups.names)} came up to tuck ${s.name} in and left the landing light on, just a crack. "Goodnight, ${s.ill.name}," ${s.name} whispered towards the window, the way you send a message with no phone at all. Then ${s.he} held the stone, and slept.`,
      { needs: ['ill', 'stay', 'grownups'], unless: ['staySoon', 'carer'] },
    ),
    en(
      (s) =>
        `Back in bed, ${s.name} held the stone in one hand and ${s.pal}'s ${s.paw} in the other. "Goodnight, ${s.ill.name}," ${s.he} whispered. "See you soon." Not so very far away, in a quiet room where a nurse went softly by, ${s.ill.name} was resting too. Goodnight, ${s.name}.`,
      { needs: ['ill', 'stay'], unless: ['staySoon'] },
    ),
    en(
      (s) =>
        `${s.homePet.name} jumped up onto the bed and curled into a warm ball by ${s.name}'s feet. ${s.ill.name} came in for one more goodnight and stroked them both. "Look after each other while I'm in hospital," ${s.ill.name} said. ${s.name} held the stone, and slept.`,
      { needs: ['ill', 'stay', 'staySoon', 'homePet'] },
    ),
    en(
      (s) =>
        `${cap(s.carer.names)} tucked the covers in tight at the sides, just the way ${s.ill.name} always did. ${s.name} slipped the stone under the pillow and thought of ${s.ill.name}, resting in hospital, not so very far away. Then ${s.his} eyes closed. Goodnight, ${s.name}.`,
      { needs: ['ill', 'stay', 'carer'], unless: ['staySoon'] },
    ),
    en(
      (s) =>
        `${s.homePet.name} had come up to the bedroom and settled at the foot of the bed, keeping watch. Someone had left the landing light on, just a crack. "Goodnight, ${s.ill.name}," whispered ${s.name}. "See you soon." And with the stone in ${s.his} hand, ${s.name} slept.`,
      { needs: ['ill', 'stay', 'homePet'], unless: ['staySoon'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `Wieder im Bett hörte ${s.name}, wie leise die Tür aufging. Es war ${s.ill.name}, für noch ein Gutenachtsagen. „Ich hab dich lieb, bis ins Krankenhaus und zurück“, flüsterte ${s.ill.name}. ${s.name} hielt den Stein ganz fest, und dann fielen ${s.ihm} die Augen zu. Gute Nacht, ${s.name}.`,
      { needs: ['ill', 'stay', 'staySoon'] },
    ),
    de(
      (s) =>
        `${s.ill.name} steckte die Decke fest, so wie ${s.ill.er.nom} es immer tat. „Und nach dem Krankenhaus bin ich wieder hier und decke dich zu“, sagte ${s.ill.name} und gab ${s.name} einen Kuss auf die Stirn. ${s.name} schob den Stein unters Kopfkissen. ${s.pal} kuschelte sich an, und bald schlief ${s.name}.`,
      { needs: ['ill', 'stay', 'staySoon'] },
    ),
    de(
      (s) =>
        `„${cap(s.stayDays.sleeps)} im Krankenhaus“, flüsterte ${s.ill.name} an der Tür, „und dann bin ich zurück und decke dich zu.“ ${s.name} hielt den Stein und zählte noch einmal ganz langsam mit. Ungefähr beim dritten Mal schlief ${s.name} ein.`,
      { needs: ['ill', 'stay', 'staySoon', 'stayDays'] },
    ),
    de(
      (s) =>
        `Zum Zudecken ${s.carer.plural ? 'kamen' : 'kam'} ${s.carer.names} herauf und ${s.carer.plural ? 'ließen' : 'ließ'} das Licht im Flur an, einen Spalt breit. „Gute Nacht, ${s.ill.name}“, flüsterte ${s.name} zum Fenster hin, so wie man eine Nachricht ganz ohne Telefon verschickt. Dann hielt ${s.er} den Stein fest und schlief ein.`,
      { needs: ['ill', 'stay', 'carer'], unless: ['staySoon'] },
    ),
    de(
      (s) =>
        `Zum Zudecken ${s.grownups.plural ? 'kamen' : 'kam'} ${s.grownups.names} herauf und ${s.grownups.plural ? 'ließen' : 'ließ'} das Licht im Flur an, einen Spalt breit. „Gute Nacht, ${s.ill.name}“, flüsterte ${s.name} zum Fenster hin, so wie man eine Nachricht ganz ohne Telefon verschickt. Dann hielt ${s.er} den Stein fest und schlief ein.`,
      { needs: ['ill', 'stay', 'grownups'], unless: ['staySoon', 'carer'] },
    ),
    de(
      (s) =>
        `Wieder im Bett hielt ${s.name} den Stein in der Hand und kuschelte sich an ${s.pal}. „Gute Nacht, ${s.ill.name}“, flüsterte ${s.er}. „Bis bald.“ Nicht so weit weg, in einem stillen Zimmer, an dem eine Pflegerin leise vorbeiging, ruhte ${s.ill.name} sich auch aus. Gute Nacht, ${s.name}.`,
      { needs: ['ill', 'stay'], unless: ['staySoon'] },
    ),
    de(
      (s) =>
        `${s.homePet.name} sprang aufs Bett und rollte sich an ${s.sein('en')} Füßen zu einer warmen Kugel zusammen. ${s.ill.name} kam noch einmal zum Gutenachtsagen und streichelte beide. „Passt gut aufeinander auf, solange ich im Krankenhaus bin“, sagte ${s.ill.name}. ${s.name} hielt den Stein fest und schlief ein.`,
      { needs: ['ill', 'stay', 'staySoon', 'homePet'] },
    ),
    de(
      (s) =>
        `${cap(s.carer.names)} ${s.carer.plural ? 'steckten' : 'steckte'} die Decke an den Seiten fest, genau so, wie ${s.ill.name} es immer machte. ${s.name} schob den Stein unters Kopfkissen und dachte an ${s.ill.name}, ${derFor(s.ill)} sich im Krankenhaus ausruhte, gar nicht so weit weg. Dann fielen ${s.ihm} die Augen zu. Gute Nacht, ${s.name}.`,
      { needs: ['ill', 'stay', 'carer'], unless: ['staySoon'] },
    ),
    de(
      (s) =>
        `${s.homePet.name} war ins Kinderzimmer gekommen und hatte sich am Fußende eingerollt, wie eine kleine Wache. Im Flur brannte noch Licht, die Tür stand einen Spalt offen. „Gute Nacht, ${s.ill.name}“, flüsterte ${s.name}. „Bis bald.“ Und mit dem Stein in der Hand schlief ${s.name} ein.`,
      { needs: ['ill', 'stay', 'homePet'], unless: ['staySoon'] },
    ),
  ],
};
