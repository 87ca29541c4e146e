import { de, en, type Passage } from '../types.ts';
import { illDe, illEn } from './ill-words.ts';

// The night of the someone-ill story for children of five and over: the child tells the place's
// listener; the answer lets the feelings be (worry; for an ill sibling, being cross about the
// attention) and says nothing the child did made anyone ill; the ill one is still themselves, or,
// with dementia, forgets because the brain is ill, never because they love the child less, and
// some things stay. `whatHelps` is told twice in one scene, so each variant stands on its own.

const sibling = (role: string) => role === 'sibling';

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
      { needs: ['ill', 'dementia'], unless: ['noVisits'] },
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
    en(
      (s) =>
        `${s.where.guide} ${s.name} had not meant to say anything, but ${s.where.guideName} had such a patient face that the words came out by themselves. "${s.ill.name} ${illEn(s.ill, 'present')}. I think about it all the time, even when I'm playing."${sibling(s.ill.role) ? ` Then, in a rush: "And sometimes I'm jealous, because ${s.ill.name} gets all the looking-after. That's horrid, isn't it?"` : ''}`,
      { needs: ['ill'], unless: ['dementia'] },
    ),
    en(
      (s) =>
        `${s.where.guide} ${s.name} held out both hands, as if carrying something nobody could see. "${s.ill.name}'s remembering is like a bag with a hole in it," ${s.name} said. "Things keep falling out. Today it was my name."`,
      { needs: ['ill', 'dementia'] },
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
      { needs: ['ill', 'dementia'], unless: ['noVisits'] },
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
    de(
      (s) =>
        `${s.where.guide} Eigentlich wollte ${s.name} gar nichts sagen, aber ${s.where.guideName} sah so geduldig aus, dass die Worte ganz von allein herauskamen. „${s.ill.name} ${illDe(s.ill, 'present')}. Ich muss die ganze Zeit daran denken, sogar beim Spielen.“${sibling(s.ill.role) ? ` Und dann, ganz schnell: „Und manchmal bin ich eifersüchtig, weil ${s.ill.name} so viel umsorgt wird. Das ist gemein, oder?“` : ''}`,
      { needs: ['ill'], unless: ['dementia'] },
    ),
    de(
      (s) =>
        `${s.where.guide} ${s.name} hielt beide Hände auf, als trüge ${s.er} etwas, das keiner sehen konnte. „Bei ${s.ill.name} ist das Erinnern wie eine Tasche mit einem Loch“, sagte ${s.name}. „Dauernd fällt etwas heraus. Heute war es mein Name.“`,
      { needs: ['ill', 'dementia'] },
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
    en(
      (s) =>
        `${s.where.guideName} listened right to the end. "Do you know what worry is?" said ${s.where.guideName}. "It is love that doesn't know where to put itself.${sibling(s.ill.role) ? ` And being cross that ${s.ill.name} gets so much looking-after is allowed too. It doesn't mean you love ${s.ill.him} any less.` : ''} And one more thing: ${s.ill.name} is not ill because of anything you did or thought. Not one single thing."`,
      { needs: ['ill'], unless: ['dementia'] },
    ),
    en(
      (s) =>
        `"Think of a library," said ${s.where.guideName}, "where some of the books have slipped off the shelves. ${s.ill.name}'s brain is ill, with an illness called dementia, and that is why the books fall. Your name was one of them today. It isn't because of you. And love isn't a book on a shelf: love is the whole building, and it is still standing."`,
      { needs: ['ill', 'dementia'] },
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
    de(
      (s) =>
        `${s.where.guideName} hörte bis zum Schluss zu. „Weißt du, was Sorgen sind?“, sagte ${s.where.guideName} dann. „Liebe, die nicht weiß, wohin mit sich.${sibling(s.ill.role) ? ` Und dass du wütend bist, weil ${s.ill.name} so viel Fürsorge bekommt, darf auch sein. Deshalb hast du ${s.ill.er.acc} kein bisschen weniger lieb.` : ''} Und noch etwas: ${s.ill.name} ist nicht krank wegen etwas, das du getan oder gedacht hast. Wegen gar nichts.“`,
      { needs: ['ill'], unless: ['dementia'] },
    ),
    de(
      (s) =>
        `„Stell dir eine Bücherei vor“, sagte ${s.where.guideName}, „in der manche Bücher aus den Regalen gerutscht sind. ${s.ill.genitive} Gehirn ist krank, die Krankheit heißt Demenz, und darum fallen die Bücher herunter. Dein Name war heute eins davon. Das liegt nicht an dir. Und die Liebe ist kein Buch im Regal. Die Liebe ist das ganze Haus, und das steht noch.“`,
      { needs: ['ill', 'dementia'] },
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
      { needs: ['ill', 'dementia'], unless: ['noVisits'] },
    ),
    en((s) => `"Being ill makes a body tired," said ${s.where.guideName}. "It does not make love any smaller."`, {
      unless: ['ill'],
    }),
    en(
      (s) =>
        `"Is ${s.ill.name} different now?" asked ${s.name}. ${s.pal} thought about it properly before answering. "Tired-different," ${s.palHe} said. "Not inside-different. Under all the tiredness, ${s.ill.name} is exactly ${s.ill.name}, and loves you just as much as ever."`,
      { needs: ['ill'], unless: ['dementia'] },
    ),
    en(
      (s) =>
        `"Some things live deeper down than names," said ${s.where.guideName}. "The feel of a hand being held. A tune. The smell of a favourite cup of tea. ${s.ill.name} may lose the names, but the deep things often stay. And underneath it all, ${s.ill.name} still loves you."`,
      { needs: ['ill', 'dementia'] },
    ),
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
      { needs: ['ill', 'dementia'], unless: ['noVisits'] },
    ),
    de(
      (s) =>
        `„Krank sein macht den Körper müde“, sagte ${s.where.guideName}. „Aber die Liebe wird davon kein bisschen kleiner.“`,
      { unless: ['ill'] },
    ),
    de(
      (s) =>
        `„Ist ${s.ill.name} jetzt anders?“, fragte ${s.name}. ${s.pal} dachte richtig darüber nach, bevor ${s.palEr} antwortete. „Müde-anders“, sagte ${s.palEr}. „Nicht innen-anders. Unter all dem Müdesein ist ${s.ill.name} ganz genau ${s.ill.name} und hat dich so lieb wie immer.“`,
      { needs: ['ill'], unless: ['dementia'] },
    ),
    de(
      (s) =>
        `„Manches wohnt tiefer als die Namen“, sagte ${s.where.guideName}. „Wie sich eine Hand anfühlt, die man hält. Eine Melodie. Der Duft vom Lieblingstee. Die Namen verliert ${s.ill.name} vielleicht, aber die tiefen Sachen bleiben oft. Und ganz darunter hat ${s.ill.name} dich immer noch lieb.“`,
      { needs: ['ill', 'dementia'] },
    ),
  ],
};
