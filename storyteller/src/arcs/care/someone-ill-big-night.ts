import { de, en, type Passage } from '../types.ts';
import { illDe, illEn } from './ill-words.ts';

// The night of the someone-ill story for children of five and over: the child tells the place's
// listener; the answer lets the feelings be (worry; for an ill sibling, being cross about the
// attention) and says nothing the child did made anyone ill; the ill one is still themselves, or,
// with dementia, forgets because the brain is ill, never because they love the child less, and
// some things stay. `whatHelps` is told twice in one scene, so each variant stands on its own.

const sibling = (role: string) => role === 'sibling';
const objectOf = { they: 'them', he: 'him', she: 'her' } as const;

export const tellTheGuide: Passage = {
  en: [
    en(
      (s) =>
        `${s.where.guide} "Something is heavy tonight," said ${s.where.guideName}. "Do you want to tell me?" And ${s.name} did. "${s.ill.name} ${illEn(s.ill, 'present')}. I keep worrying about ${s.ill.him}.${sibling(s.ill.role) ? ` And sometimes I'm cross, because everybody looks after ${s.ill.name} and nobody has time for me. Is that bad?` : ` I don't like it when ${s.ill.name} is ill.`}"`,
      { needs: ['ill'], unless: ['dementia'] },
    ),
    en(
      (s) =>
        `${s.where.guide} ${s.where.guideName} listened, head on one side, while ${s.name} told it all. ${s.ill.name} ${illEn(s.ill, 'past')}, and the worry felt like a knot in ${s.his} tummy.${sibling(s.ill.role) ? ` Sometimes, secretly, ${s.name} felt cross with ${s.ill.name} for getting all the attention, and then felt bad for feeling cross.` : ''}`,
      { needs: ['ill'], unless: ['dementia'] },
    ),
    en(
      (s) =>
        `${s.where.guide} "Hello, ${s.name}," said ${s.where.guideName}. "You look like someone with a worry." ${s.name} nodded and sat down. "It's ${s.ill.name}," ${s.name} said. "${s.ill.name} ${illEn(s.ill, 'present')}, and everything at home is different, and I don't like it."${sibling(s.ill.role) ? ` Then, in a smaller voice: "And I'm a bit cross, too. Everyone is always busy with ${s.ill.name}."` : ''}`,
      { needs: ['ill'], unless: ['dementia'] },
    ),
    en(
      (s) =>
        `${s.where.guide} "You look as if you're carrying a question," said ${s.where.guideName}. ${s.name} nodded. "${s.ill.name} forgot my name today," ${s.name} said, very quietly. "Does that mean ${s.ill.name} doesn't love me any more?"`,
      { needs: ['ill', 'dementia'] },
    ),
    en(
      (s) =>
        `${s.where.guide} ${s.name} sat down, and it all came tumbling out: the visit, the wrong name, the same question three times over. "It made me sad," said ${s.name}. "And a bit scared. As if ${s.ill.name} was turning into somebody else."`,
      { needs: ['ill', 'dementia'] },
    ),
    en(
      (s) =>
        `${s.where.guide} "Hello, ${s.name}," said ${s.where.guideName}. "Why so quiet?" "It's ${s.ill.name}," said ${s.name}. "${s.ill.name} keeps forgetting things. Even me, sometimes. I don't understand why."`,
      { needs: ['ill', 'dementia'] },
    ),
    en(
      (s) =>
        `${s.where.guide} "Something is heavy tonight," said ${s.where.guideName}. "Somebody in my family is ill," said ${s.name}, "and I'm worried."`,
      { unless: ['ill'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `${s.where.guide} „Heute Nacht ist etwas schwer, oder?“, sagte ${s.where.guideName}. „Magst du es mir erzählen?“ Und ${s.name} erzählte. „${s.ill.name} ${illDe(s.ill, 'present')}. Ich mache mir die ganze Zeit Sorgen.${sibling(s.ill.role) ? ` Und manchmal bin ich wütend, weil sich alle um ${s.ill.name} kümmern und keiner Zeit für mich hat. Ist das schlimm?` : ` Ich mag es nicht, wenn ${s.ill.name} krank ist.`}“`,
      { needs: ['ill'], unless: ['dementia'] },
    ),
    de(
      (s) =>
        `${s.where.guide} ${s.where.guideName} legte den Kopf schief und hörte zu, und ${s.name} erzählte alles. ${s.ill.name} war krank${s.ill.hospital ? ' und lag im Krankenhaus' : ''}, und die Sorge fühlte sich im Bauch an wie ein Knoten.${sibling(s.ill.role) ? ` Manchmal war ${s.name} heimlich wütend auf ${s.ill.name}, weil alle sich nur noch um ${s.ill.er.acc} kümmerten, und dann fühlte ${s.er} sich schlecht, weil ${s.er} wütend war.` : ''}`,
      { needs: ['ill'], unless: ['dementia'] },
    ),
    de(
      (s) =>
        `${s.where.guide} „Hallo, ${s.name}“, sagte ${s.where.guideName}. „Du siehst aus, als hättest du eine Sorge.“ ${s.name} nickte und setzte sich. „Es ist wegen ${s.ill.name}“, sagte ${s.name}. „${s.ill.name} ${illDe(s.ill, 'present')}, und zu Hause ist alles anders, und das mag ich nicht.“${sibling(s.ill.role) ? ` Und dann, leiser: „Und ein bisschen wütend bin ich auch. Alle haben immer nur mit ${s.ill.name} zu tun.“` : ''}`,
      { needs: ['ill'], unless: ['dementia'] },
    ),
    de(
      (s) =>
        `${s.where.guide} „Du siehst aus, als trügst du eine Frage mit dir herum“, sagte ${s.where.guideName}. ${s.name} nickte. „${s.ill.name} hat heute meinen Namen vergessen“, sagte ${s.name} ganz leise. „Heißt das, ${s.ill.name} hat mich nicht mehr lieb?“`,
      { needs: ['ill', 'dementia'] },
    ),
    de(
      (s) =>
        `${s.where.guide} ${s.name} setzte sich, und dann purzelte alles heraus: der Besuch, der falsche Name, dreimal dieselbe Frage. „Da war ich traurig“, sagte ${s.name}. „Und ein bisschen hatte ich Angst. Als würde ${s.ill.name} jemand anders werden.“`,
      { needs: ['ill', 'dementia'] },
    ),
    de(
      (s) =>
        `${s.where.guide} „Hallo, ${s.name}“, sagte ${s.where.guideName}. „Warum so still?“ „Wegen ${s.ill.name}“, sagte ${s.name}. „${s.ill.name} vergisst dauernd Sachen. Manchmal sogar mich. Ich verstehe nicht, warum.“`,
      { needs: ['ill', 'dementia'] },
    ),
    de(
      (s) =>
        `${s.where.guide} „Heute Nacht ist etwas schwer, oder?“, sagte ${s.where.guideName}. „Jemand aus meiner Familie ist krank“, sagte ${s.name}, „und ich mache mir Sorgen.“`,
      { unless: ['ill'] },
    ),
  ],
};

export const guideAnswers: Passage = {
  en: [
    en(
      (s) =>
        `"Thank you for telling me," said ${s.where.guideName}. "Worrying about someone you love is allowed. It means you care."${sibling(s.ill.role) ? ` ${s.where.guideName} leaned a little closer. "And cross is allowed, too. It's hard when everyone is busy with ${s.ill.name}. Feeling cross doesn't make you bad. And nothing you did or thought made ${s.ill.name} ill. Nothing at all."` : ` Then, very clearly: "And nothing you did or thought made ${s.ill.name} ill. Nothing at all."`}`,
      { needs: ['ill'], unless: ['dementia'] },
    ),
    en(
      (s) =>
        `${s.where.guideName} nodded slowly. "Worried is allowed. Sad is allowed.${sibling(s.ill.role) ? ` Cross is allowed, even cross with ${s.ill.name}.` : ''} All those feelings can live in one heart at the same time, and not one of them is wrong."${sibling(s.ill.role) ? ` "Even when I wish everyone would look at me for a change?" asked ${s.name}. "Especially then," said ${s.where.guideName}. "Tell the grown-ups. They will want to know."` : ` ${s.name} let out a long breath. It helped to hear that.`}`,
      { needs: ['ill'], unless: ['dementia'] },
    ),
    en(
      (s) =>
        `"A worry is a heavy thing to carry all alone," said ${s.where.guideName}. "That's why it helps to say it out loud, the way you just did.${sibling(s.ill.role) ? ` And being cross that ${s.ill.name} gets so much looking-after? That's allowed as well. Brothers and sisters feel it all the time, even when they love each other to bits.` : ` And you can say it again tomorrow, and the day after. Worries don't mind being told twice.`}"`,
      { needs: ['ill'], unless: ['dementia'] },
    ),
    en(
      (s) =>
        `${s.where.guideName} was quiet for a moment, and then spoke very gently. "${s.ill.name}'s brain is ill. The illness is called dementia, and it makes ${s.ill.him} forget things, even important things, even names. But forgetting your name is not the same as forgetting to love you. The love is still there. It just can't always find the words."`,
      { needs: ['ill', 'dementia'] },
    ),
    en(
      (s) =>
        `"Oh, ${s.name}," said ${s.where.guideName}. "${s.ill.name} forgets because ${s.ill.hisOwn} brain is ill. Not because you matter any less, and not because of anything you did. ${s.ill.name} still loves you. It's all right to feel sad about it, and a bit scared, too. Those are the right feelings for something so hard."`,
      { needs: ['ill', 'dementia'] },
    ),
    en(
      (s) =>
        `${s.where.guideName} thought for a long while. "When a brain is ill the way ${s.ill.name}'s is," ${s.where.guideName} said at last, "the names and the days get muddled up. But feelings are different. ${s.ill.name} can still feel it when someone loves ${s.ill.him}. And ${s.ill.name} still loves you, even on the days the words get lost."`,
      { needs: ['ill', 'dementia'] },
    ),
    en(
      (s) =>
        `"Worried is allowed," said ${s.where.guideName}. "It means you care. And nothing you did or thought made anybody ill."`,
      { unless: ['ill'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `„Danke, dass du es mir erzählst“, sagte ${s.where.guideName}. „Sich Sorgen machen um jemanden, den man lieb hat, ist erlaubt. Es zeigt, wie wichtig dir dieser Mensch ist.“${sibling(s.ill.role) ? ` ${s.where.guideName} rückte ein Stückchen näher. „Und wütend sein ist auch erlaubt. Es ist schwer, wenn alle mit ${s.ill.name} beschäftigt sind. Wer wütend ist, ist deshalb noch lange nicht böse. Und nichts, was du getan oder gedacht hast, hat ${s.ill.name} krank gemacht. Gar nichts.“` : ` Und dann, ganz deutlich: „Nichts, was du getan oder gedacht hast, hat ${s.ill.name} krank gemacht. Gar nichts.“`}`,
      { needs: ['ill'], unless: ['dementia'] },
    ),
    de(
      (s) =>
        `${s.where.guideName} nickte langsam. „Sorgen sind erlaubt. Traurig sein ist erlaubt.${sibling(s.ill.role) ? ` Wütend sein auch, sogar wütend auf ${s.ill.name}.` : ''} All diese Gefühle passen gleichzeitig in ein Herz, und keins davon ist falsch.“${sibling(s.ill.role) ? ` „Auch wenn ich mir wünsche, dass endlich mal alle auf mich gucken?“, fragte ${s.name}. „Gerade dann“, sagte ${s.where.guideName}. „Sag es den Großen. Sie wollen es wissen.“` : ` ${s.name} atmete lange aus. Es tat gut, das zu hören.`}`,
      { needs: ['ill'], unless: ['dementia'] },
    ),
    de(
      (s) =>
        `„Eine Sorge ist schwer, wenn man sie ganz allein trägt“, sagte ${s.where.guideName}. „Darum hilft es, sie laut zu sagen, so wie du eben.${sibling(s.ill.role) ? ` Und dass du wütend bist, weil ${s.ill.name} so viel Aufmerksamkeit bekommt? Das ist auch erlaubt. Das kennen alle Geschwister, auch die, die sich ganz doll lieb haben.` : ` Und du darfst sie morgen wieder sagen und übermorgen auch. Sorgen haben nichts dagegen, zweimal erzählt zu werden.`}“`,
      { needs: ['ill'], unless: ['dementia'] },
    ),
    de(
      (s) =>
        `${s.where.guideName} schwieg einen Augenblick und sprach dann ganz sanft. „${s.ill.genitive} Gehirn ist krank. Die Krankheit heißt Demenz, und sie macht, dass ${s.ill.name} Dinge vergisst, sogar wichtige Dinge, sogar Namen. Aber deinen Namen vergessen ist nicht dasselbe, wie dich nicht mehr lieb haben. Die Liebe ist noch da. Sie findet nur nicht immer die Worte.“`,
      { needs: ['ill', 'dementia'] },
    ),
    de(
      (s) =>
        `„Ach, ${s.name}“, sagte ${s.where.guideName}. „${s.ill.name} vergisst, weil ${s.ill.seinOwn('')} Gehirn krank ist. Nicht, weil du weniger wichtig bist, und nicht wegen irgendetwas, das du getan hast. ${s.ill.name} hat dich noch genauso lieb. Du darfst darüber traurig sein und auch ein bisschen Angst haben. Das sind genau die richtigen Gefühle für etwas so Schweres.“`,
      { needs: ['ill', 'dementia'] },
    ),
    de(
      (s) =>
        `${s.where.guideName} dachte lange nach. „Wenn ein Gehirn so krank ist wie ${s.ill.genitive}“, sagte ${s.where.guideName} schließlich, „dann kommen die Namen und die Tage durcheinander. Aber Gefühle sind anders. ${s.ill.name} spürt immer noch, wenn jemand ${s.ill.er.acc} lieb hat. Und ${s.ill.name} hat dich immer noch lieb, auch an den Tagen, an denen die Worte verloren gehen.“`,
      { needs: ['ill', 'dementia'] },
    ),
    de(
      (s) =>
        `„Sorgen sind erlaubt“, sagte ${s.where.guideName}. „Sie zeigen, dass dir jemand wichtig ist. Und nichts, was du getan oder gedacht hast, hat jemanden krank gemacht.“`,
      { unless: ['ill'] },
    ),
  ],
};

export const whatStays: Passage = {
  en: [
    en(
      (s) =>
        `"And remember," said ${s.pal}, "${s.ill.name} is still ${s.ill.name}. Tired, maybe, and poorly, but inside, the very same. The same laugh. The same ${sibling(s.ill.role) ? 'silly jokes' : 'way of saying your name'}. And still loving you, every bit as much as before."`,
      { needs: ['ill'], unless: ['dementia'] },
    ),
    en(
      (s) =>
        `${s.name} thought about ${s.ill.name}: the ${sibling(s.ill.role) ? 'games and the giggles and the squabbles' : 'cuddles and the stories and the funny faces'}. "${s.ill.name} is still in there, right?" ${s.name} said slowly. "Being ill doesn't change that." "No," said ${s.pal}. "It doesn't. And ${s.ill.name} still loves you, just the same."`,
      { needs: ['ill'], unless: ['dementia'] },
    ),
    en(
      (s) =>
        `${s.name} thought about ${s.shared.ing} with ${s.ill.name}, and all the times they had done it together. "We can't do that right now," ${s.name} said slowly. "${s.ill.name} is too tired." "Not right now," said ${s.pal}. "But ${s.ill.name} is still ${s.ill.name}, and loves you every bit as much. And there are quiet things you can share, too."`,
      { needs: ['ill', 'shared'], unless: ['dementia'] },
    ),
    en(
      (s) =>
        `"Does ${s.ill.name} still love me, even when ${s.ill.name} is too tired to play?" asked ${s.name}. "Of course," said ${s.where.guideName}. "Being ill makes a body tired. It does not make love any smaller."`,
      { needs: ['ill'], unless: ['dementia'] },
    ),
    en(
      (s) =>
        `After a moment ${s.where.guideName} went on. "Some things stay. Songs stay a long time, especially the old ones. Holding hands stays. And old photos: ${s.ill.name} may remember long-ago days better than yesterday. You can help with those."`,
      { needs: ['ill', 'dementia'] },
    ),
    en(
      (s) =>
        `"Is there a song ${s.ill.name} likes?" asked ${s.pal}. "Songs are funny things. They often stay, even when names wander off." ${s.name} thought of one straight away, and hummed a little of it under ${s.his} breath, and felt warmer inside.`,
      { needs: ['ill', 'dementia'] },
    ),
    en(
      (s) =>
        `${s.where.guideName} went on, more softly. "You can hold ${s.ill.name}'s hand. Hands remember how to hold. And if ${s.ill.name} calls you by another name, you can smile and say your own, gently. That is all. That is plenty."`,
      { needs: ['ill', 'dementia'] },
    ),
    en((s) => `"Being ill makes a body tired," said ${s.where.guideName}. "It does not make love any smaller."`, {
      unless: ['ill'],
    }),
  ],
  de: [
    de(
      (s) =>
        `„Und denk dran“, sagte ${s.pal}, „${s.ill.name} bleibt ${s.ill.name}. Müde vielleicht, und krank, aber innen drin ganz genau gleich. Dasselbe Lachen. ${sibling(s.ill.role) ? 'Dieselben albernen Witze' : 'Dieselbe Art, deinen Namen zu sagen'}. Und ${s.ill.name} hat dich noch genauso lieb wie vorher.“`,
      { needs: ['ill'], unless: ['dementia'] },
    ),
    de(
      (s) =>
        `${s.name} dachte an ${s.ill.name}: an ${sibling(s.ill.role) ? 'die Spiele und das Kichern und die Streitereien' : 'das Kuscheln und die Geschichten und die lustigen Grimassen'}. „${s.ill.name} ist immer noch da drin, oder?“, sagte ${s.name} langsam. „Krank sein ändert daran nichts.“ „Nein“, sagte ${s.pal}. „Gar nichts. Und ${s.ill.name} hat dich lieb, genau wie immer.“`,
      { needs: ['ill'], unless: ['dementia'] },
    ),
    de(
      (s) =>
        `${s.name} dachte ans ${s.shared.bare} mit ${s.ill.name} und an all die Male, die sie das zusammen gemacht hatten. „Das geht gerade nicht“, sagte ${s.name} langsam. „${s.ill.name} ist zu müde.“ „Gerade nicht“, sagte ${s.pal}. „Aber ${s.ill.name} bleibt ${s.ill.name} und hat dich genauso lieb wie vorher. Und es gibt auch stille Sachen, die ihr zusammen machen könnt.“`,
      { needs: ['ill', 'shared'], unless: ['dementia'] },
    ),
    de(
      (s) =>
        `„Hat ${s.ill.name} mich noch lieb, auch wenn ${s.ill.er.nom} zu müde zum Spielen ist?“, fragte ${s.name}. „Natürlich“, sagte ${s.where.guideName}. „Krank sein macht den Körper müde. Aber die Liebe wird davon kein bisschen kleiner.“`,
      { needs: ['ill'], unless: ['dementia'] },
    ),
    de(
      (s) =>
        `Nach einer Weile sprach ${s.where.guideName} weiter. „Manches bleibt. Lieder bleiben lange, vor allem die alten. Hände halten bleibt. Und alte Fotos: An früher erinnert sich ${s.ill.name} vielleicht besser als an gestern. Dabei kannst du helfen.“`,
      { needs: ['ill', 'dementia'] },
    ),
    de(
      (s) =>
        `„Gibt es ein Lied, das ${s.ill.name} mag?“, fragte ${s.pal}. „Lieder sind komisch. Sie bleiben oft, auch wenn die Namen davonspazieren.“ ${s.name} fiel sofort eins ein. Leise summte ${s.er} ein Stückchen davon und spürte, wie es innen warm wurde.`,
      { needs: ['ill', 'dementia'] },
    ),
    de(
      (s) =>
        `Noch leiser sprach ${s.where.guideName} weiter: „Du kannst ${s.ill.name} die Hand halten. Hände wissen noch, wie Festhalten geht. Und wenn ${s.ill.name} dich mit einem anderen Namen ruft, kannst du lächeln und ganz freundlich deinen eigenen sagen. Mehr braucht es nicht. Das ist schon ganz viel.“`,
      { needs: ['ill', 'dementia'] },
    ),
    de(
      (s) =>
        `„Krank sein macht den Körper müde“, sagte ${s.where.guideName}. „Aber die Liebe wird davon kein bisschen kleiner.“`,
      { unless: ['ill'] },
    ),
  ],
};

/** Told twice in one scene; each variant is a whole little idea and needs nothing before it. */
export const whatHelps: Passage = {
  en: [
    en(
      (s) =>
        `"You could make ${s.ill.name} a picture," said ${s.pal}, "for ${s.ill.hospital ? 'the wall by the hospital bed' : `next to ${s.ill.hisOwn} bed`}. Then ${s.ill.name} has a bit of you to look at, even on the tired days." ${s.name} was already thinking about what to draw.`,
      { needs: ['ill'] },
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
        `"And who looks after you, while everyone is so busy?" asked ${s.where.guideName}. "${s.grownups.names}," said ${s.name}. "Then tell ${objectOf[s.grownups.they]} when the worry gets big," said ${s.where.guideName}. "That is what grown-ups are for."`,
      { needs: ['ill', 'grownups'] },
    ),
    en(
      (s) =>
        `"Next time, I'll bring the old photos," said ${s.name}. "Then ${s.ill.name} can tell me about the people in them, and I'll listen, even if it's the same story twice." "Especially if it's the same story twice," said ${s.pal}.`,
      { needs: ['ill', 'dementia'] },
    ),
    en(
      (s) =>
        `"And I'll hold ${s.ill.name}'s hand," said ${s.name}, "even if ${s.ill.name} doesn't know what day it is." "Hands don't need to know what day it is," said ${s.pal}.`,
      { needs: ['ill', 'dementia'] },
    ),
    en(
      (s) =>
        `${s.name} decided to practise an old song, one ${s.ill.name} might know, so they could sing it together next time. ${s.pal} hummed along, a little out of tune, and ${s.name} had to smile.`,
      { needs: ['ill', 'dementia'] },
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
    en((s) => `"You could make a picture for the one who is ill," said ${s.pal}. ${s.name} liked that idea.`, {
      unless: ['ill'],
    }),
    en(
      (s) =>
        `"You can ask for a cuddle whenever you need one," said ${s.where.guideName}, "even when everyone is busy."`,
      { unless: ['ill'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `„Du könntest ${s.ill.name} ein Bild malen“, sagte ${s.pal}, „für die Wand neben ${s.ill.hospital ? 'dem Krankenhausbett' : 'dem Bett'}. Dann hat ${s.ill.name} ein Stück von dir zum Anschauen, auch an den müden Tagen.“ ${s.name} überlegte schon, was ${s.er} malen würde.`,
      { needs: ['ill'] },
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
        `„Und wer passt auf dich auf, wenn alle so beschäftigt sind?“, fragte ${s.where.guideName}. „${s.grownups.names}“, sagte ${s.name}. „Dann erzähl ${s.grownups.names} davon, wenn die Sorge groß wird“, sagte ${s.where.guideName}. „Dafür sind die Großen da.“`,
      { needs: ['ill', 'grownups'] },
    ),
    de(
      (s) =>
        `„Nächstes Mal bringe ich die alten Fotos mit“, sagte ${s.name}. „Dann kann ${s.ill.name} mir erzählen, wer da drauf ist, und ich höre zu, auch wenn es dieselbe Geschichte zweimal ist.“ „Gerade dann“, sagte ${s.pal}.`,
      { needs: ['ill', 'dementia'] },
    ),
    de(
      (s) =>
        `„Und ich halte ${s.ill.name} die Hand“, sagte ${s.name}, „auch wenn ${s.ill.name} nicht weiß, welcher Tag heute ist.“ „Hände müssen nicht wissen, welcher Tag heute ist“, sagte ${s.pal}.`,
      { needs: ['ill', 'dementia'] },
    ),
    de(
      (s) =>
        `${s.name} nahm sich vor, ein altes Lied zu üben, eins, das ${s.ill.name} vielleicht kannte, damit sie es beim nächsten Mal zusammen singen konnten. ${s.pal} summte mit, ein bisschen schief, und ${s.name} musste lächeln.`,
      { needs: ['ill', 'dementia'] },
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
    de((s) => `„Du könntest ein Bild für den malen, der krank ist“, sagte ${s.pal}. Die Idee gefiel ${s.name}.`, {
      unless: ['ill'],
    }),
    de(
      (s) =>
        `„Du darfst dir jederzeit eine Umarmung holen“, sagte ${s.where.guideName}, „auch wenn alle viel zu tun haben.“`,
      { unless: ['ill'] },
    ),
  ],
};
