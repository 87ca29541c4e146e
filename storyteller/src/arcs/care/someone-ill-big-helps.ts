import { de, en, type Passage } from '../types.ts';
import { cap } from './words.ts';

// What helps, in the big someone-ill story: small things the child can do or ask for (a picture,
// a story saved up, a cuddle, sitting close, questions). When the child
// may not visit yet, nothing is done at the bedside: missing is allowed, and a drawing or a message
// goes instead. Told twice in one scene, so it has many variants that need only the ill one, and
// more for the plan's details.

const objectOf = { they: 'them', he: 'him', she: 'her' } as const;

/** Told twice in one scene; each variant is a whole little idea and needs nothing before it. */
export const whatHelps: Passage = {
  en: [
    en(
      (s) =>
        `"You could make ${s.ill.name} a picture," said ${s.pal}, "for ${s.ill.hospital ? 'the wall by the hospital bed' : `next to ${s.ill.hisOwn} bed`}. Then ${s.ill.name} has a bit of you to look at, even on the tired days." ${s.name} was already thinking about what to draw.`,
      { needs: ['ill'], unless: ['ritual'] },
    ),
    en(
      (s) =>
        `"I could save up things to tell ${s.ill.name}," said ${s.name}. "Funny things. Like about tonight." "Good idea," said ${s.pal}. "Funny things are very good medicine. Not the kind from the chemist. The other kind."`,
      { needs: ['ill'] },
    ),
    en(
      (s) =>
        `"Here is a secret," said ${s.where.guideName}. "You can ask for a cuddle whenever you need one, even when everyone is busy. There is enough love in your family for ${s.ill.name} and for you."`,
      { needs: ['ill'] },
    ),
    en(
      (s) =>
        `"And who looks after you, while everyone is so busy?" asked ${s.where.guideName}. "${cap(s.grownups.names)}," said ${s.name}. "Then tell ${objectOf[s.grownups.they]} when the worry gets big," said ${s.where.guideName}. "That is what grown-ups are for."`,
      { needs: ['ill', 'grownups'] },
    ),
    en(
      (s) =>
        `"Next time, I'll bring the old photos," said ${s.name}. "Then ${s.ill.name} can tell me about the people in them, and I'll listen, even if it's the same story twice." "Especially if it's the same story twice," said ${s.pal}.`,
      { needs: ['ill', 'dementia'], unless: ['noVisits'] },
    ),
    en(
      (s) =>
        `"And I'll hold ${s.ill.name}'s hand," said ${s.name}, "even if ${s.ill.name} doesn't know what day it is." "Hands don't need to know what day it is," said ${s.pal}.`,
      { needs: ['ill', 'dementia'], unless: ['noVisits'] },
    ),
    en(
      (s) =>
        `${s.name} decided to practise an old song, one ${s.ill.name} might know, so they could sing it together next time. ${s.pal} hummed along, a little out of tune, and ${s.name} had to smile.`,
      { needs: ['ill', 'dementia'], unless: ['noVisits'] },
    ),
    en(
      (s) =>
        `On a flat stone, ${s.pal} laid out a surprise: ${s.food.a}. ${s.name} ate slowly and thought about ${s.ill.name}. It was strange: you could worry about someone and still enjoy ${s.food.noun}. "Both at once," said ${s.pal}, as if ${s.palHe} had heard. "That's allowed."`,
      { needs: ['ill', 'food'] },
    ),
    en(
      (s) =>
        `${s.name} held ${s.toy.the} up in the moonlight. "Maybe I could lend ${s.toy.it} to ${s.ill.name}," ${s.name} said. "Just for a little while. For company."`,
      { needs: ['ill', 'toy'] },
    ),
    en(
      (s) =>
        `"When ${s.ill.name} is up to it, we could ${s.activity.base} together," said ${s.name}, "even just a tiny bit." "${s.ill.name} would like that," said ${s.pal}.`,
      { needs: ['ill', 'activity'] },
    ),
    en(
      (s) =>
        `"I'm not allowed to visit ${s.ill.name} yet," said ${s.name}. "${s.ill.He} needs lots of quiet first." "Then send something that can go in for you," said ${s.where.guideName}. "A drawing, or a message. A picture can go where you can't go yet, and it carries a bit of you."`,
      { needs: ['ill', 'noVisits'] },
    ),
    en(
      (s) =>
        `"Missing ${s.ill.name} is allowed," said ${s.pal}, "even missing ${s.ill.him} a lot. You can't go to ${s.ill.him} yet, but a message can. The grown-ups will pass it on, and ${s.ill.name} will know you thought of ${s.ill.him} tonight."`,
      { needs: ['ill', 'noVisits'] },
    ),
    en((s) => `"You could make a picture for the one who is ill," said ${s.pal}. ${s.name} liked that idea.`, {
      unless: ['ill'],
    }),
    en(
      (s) =>
        `"You can ask for a cuddle whenever you need one," said ${s.where.guideName}, "even when everyone is busy."`,
      { unless: ['ill'] },
    ),
    en(
      (s) =>
        `"I could make up a story for ${s.ill.name}," said ${s.name}. "A short one, about tonight, with ${s.pal} in it." "With me in it?" said ${s.pal}, and sat up a little straighter. "Then it had better be a good one."`,
      { needs: ['ill'] },
    ),
    en(
      (s) =>
        `"When I'm with ${s.ill.name}," said ${s.name} slowly, "I don't have to do anything special, do I? I can just sit there." "Just sitting there is one of the best things there is," said ${s.where.guideName}. "Being close is a kind of medicine too."`,
      { needs: ['ill'], unless: ['noVisits'] },
    ),
    en(
      (s) =>
        `"And you may ask the grown-ups questions," said ${s.where.guideName}. "Any question at all about ${s.ill.name}: ${s.ill.dementia ? `why ${s.ill.he} forgets, what helps` : `what the medicine is for, why ${s.ill.he} sleeps so much`}. Questions are allowed, and the answers are usually smaller than the worry."`,
      { needs: ['ill'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `„Du könntest ${s.ill.name} ein Bild malen“, sagte ${s.pal}, „für die Wand neben ${s.ill.hospital ? 'dem Krankenhausbett' : 'dem Bett'}. Dann hat ${s.ill.name} ein Stück von dir zum Anschauen, auch an den müden Tagen.“ ${s.name} überlegte schon, was ${s.er} malen würde.`,
      { needs: ['ill'], unless: ['ritual'] },
    ),
    de(
      (s) =>
        `„Ich könnte Sachen sammeln, die ich ${s.ill.name} erzähle“, sagte ${s.name}. „Lustige Sachen. Von heute Nacht zum Beispiel.“ „Gute Idee“, sagte ${s.pal}. „Lustige Sachen sind eine prima Medizin. Nicht die aus der Apotheke. Die andere.“`,
      { needs: ['ill'] },
    ),
    de(
      (s) =>
        `„Ich verrate dir ein Geheimnis“, sagte ${s.where.guideName}. „Du darfst dir jederzeit eine Umarmung holen, auch wenn alle viel zu tun haben. In deiner Familie ist genug Liebe da, für ${s.ill.name} und für dich.“`,
      { needs: ['ill'] },
    ),
    de(
      (s) =>
        `„Und wer passt auf dich auf, wenn alle so beschäftigt sind?“, fragte ${s.where.guideName}. „${cap(s.grownups.names)}“, sagte ${s.name}. „Dann erzähl ${s.grownups.dat} davon, wenn die Sorge groß wird“, sagte ${s.where.guideName}. „Dafür sind die Großen da.“`,
      { needs: ['ill', 'grownups'] },
    ),
    de(
      (s) =>
        `„Nächstes Mal bringe ich die alten Fotos mit“, sagte ${s.name}. „Dann kann ${s.ill.name} mir erzählen, wer da drauf ist, und ich höre zu, auch wenn es dieselbe Geschichte zweimal ist.“ „Gerade dann“, sagte ${s.pal}.`,
      { needs: ['ill', 'dementia'], unless: ['noVisits'] },
    ),
    de(
      (s) =>
        `„Und ich halte ${s.ill.name} die Hand“, sagte ${s.name}, „auch wenn ${s.ill.name} nicht weiß, welcher Tag heute ist.“ „Hände müssen nicht wissen, welcher Tag heute ist“, sagte ${s.pal}.`,
      { needs: ['ill', 'dementia'], unless: ['noVisits'] },
    ),
    de(
      (s) =>
        `${s.name} nahm sich vor, ein altes Lied zu üben, eins, das ${s.ill.name} vielleicht kannte, damit sie es beim nächsten Mal zusammen singen konnten. ${s.pal} summte mit, ein bisschen schief, und ${s.name} musste lächeln.`,
      { needs: ['ill', 'dementia'], unless: ['noVisits'] },
    ),
    de(
      (s) =>
        `Auf einem flachen Stein hatte ${s.pal} eine Überraschung ausgebreitet: ${s.food.ein.acc}. ${s.name} aß ganz langsam und dachte an ${s.ill.name}. Es war seltsam: Man konnte sich Sorgen um jemanden machen und trotzdem ${s.food.bare.acc} genießen. „Beides auf einmal“, sagte ${s.pal}, als hätte ${s.palEr} es gehört. „Das ist erlaubt.“`,
      { needs: ['ill', 'food'] },
    ),
    de(
      (s) =>
        `${s.name} hielt ${s.toy.der.acc} ins Mondlicht. „Vielleicht leihe ich ${s.toy.er.acc} ${s.ill.name} aus“, sagte ${s.name}. „Nur für eine Weile. Damit ${s.ill.name} nicht allein ist.“`,
      { needs: ['ill', 'toy'] },
    ),
    de(
      (s) =>
        `„Wenn ${s.ill.name} wieder Kraft hat, könnten wir zusammen ${s.activity.infinitive}“, sagte ${s.name}, „auch nur ein kleines bisschen.“ „Das würde ${s.ill.name} gefallen“, sagte ${s.pal}.`,
      { needs: ['ill', 'activity'] },
    ),
    de(
      (s) =>
        `„Ich darf ${s.ill.name} noch nicht besuchen“, sagte ${s.name}. „${cap(s.ill.er.nom)} braucht erst ganz viel Ruhe.“ „Dann schick etwas, das für dich hingehen kann“, sagte ${s.where.guideName}. „Ein Bild oder eine Nachricht. Ein Bild kommt dahin, wo du noch nicht hindarfst, und es trägt ein Stück von dir mit.“`,
      { needs: ['ill', 'noVisits'] },
    ),
    de(
      (s) =>
        `„${cap(s.ill.name)} zu vermissen ist erlaubt“, sagte ${s.pal}, „auch ganz doll. Besuchen geht noch nicht, aber eine Nachricht kann hin. Die Großen geben sie weiter, und dann weiß ${s.ill.name}, dass du heute Abend an ${s.ill.er.acc} gedacht hast.“`,
      { needs: ['ill', 'noVisits'] },
    ),
    de((s) => `„Du könntest ein Bild für den malen, der krank ist“, sagte ${s.pal}. Die Idee gefiel ${s.name}.`, {
      unless: ['ill'],
    }),
    de(
      (s) =>
        `„Du darfst dir jederzeit eine Umarmung holen“, sagte ${s.where.guideName}, „auch wenn alle viel zu tun haben.“`,
      { unless: ['ill'] },
    ),
    de(
      (s) =>
        `„Ich könnte mir eine Geschichte für ${s.ill.name} ausdenken“, sagte ${s.name}. „Eine kurze, von heute Nacht, und ${s.pal} kommt auch darin vor.“ „Ich komme darin vor?“, fragte ${s.pal} und setzte sich ein bisschen gerader hin. „Dann muss es aber eine gute werden.“`,
      { needs: ['ill'] },
    ),
    de(
      (s) =>
        `„Wenn ich bei ${s.ill.name} bin“, sagte ${s.name} langsam, „muss ich gar nichts Besonderes machen, oder? Ich kann einfach dasitzen.“ „Einfach dasitzen gehört zum Besten, was es gibt“, sagte ${s.where.guideName}. „Nah sein ist auch eine Art Medizin.“`,
      { needs: ['ill'], unless: ['noVisits'] },
    ),
    de(
      (s) =>
        `„Und du darfst den Großen Fragen stellen“, sagte ${s.where.guideName}. „Jede Frage über ${s.ill.name}: ${s.ill.dementia ? `warum ${s.ill.er.nom} vergisst, was hilft` : `wofür die Medizin ist, warum ${s.ill.er.nom} so viel schläft`}. Fragen sind erlaubt, und die Antworten sind meistens kleiner als die Sorge.“`,
      { needs: ['ill'] },
    ),
  ],
};
