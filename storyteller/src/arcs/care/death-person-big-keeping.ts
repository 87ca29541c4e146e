import { de, en, type Passage } from '../types.ts';
import { cap, demAcc } from './words.ts';

// The second half of the big story of someone who died: a memory told, the love that does not end,
// something to keep, a ritual, and the goodnight. The one who died is remembered in the past tense
// only; a star or heaven appears only when the parent allowed it (`star`, `heaven`).

export const deathPersonMemory: Passage = {
  en: [
    en(
      (s) =>
        `"Tell me about ${s.lost.name}," said ${s.where.guideName}. ${s.name} thought for a moment, and then ${s.he} knew what to tell first. ${s.lost.name} ${s.habit.words}. ${s.name} told it slowly, so that nothing got left out, and when ${s.he} had finished, ${s.he} found ${s.he} was smiling and sad at the same time. "That is a good thing to remember," said ${s.where.guideName}. "Keep it safe. It is yours."`,
      { needs: ['lost', 'habit'] },
    ),
    en(
      (s) =>
        `"Tell me about ${s.lost.name}," said ${s.where.guideName}. So ${s.name} did. ${s.He} told ${s.where.guideName} about ${s.lost.hisOwn} laugh, and ${s.lost.hisOwn} warm hands, and all the things they used to do together. And right in the middle of telling, ${s.name} smiled. "Is it all right that I smiled?" ${s.he} asked. "It is," said ${s.where.guideName}. "Remembering can be sad and warm at the same time."`,
      { needs: ['lost'] },
    ),
    en(
      (s) =>
        `${s.name} told ${s.where.guideName} about ${s.keepsake.of}. "${s.lost.name} loved ${s.keepsake.it}," ${s.he} said. "Now I look after ${s.keepsake.it}." "That is a good job to have," said ${s.where.guideName}. "Things like that hold memories, the way a shell holds the sound of the sea."`,
      { needs: ['lost', 'keepsake'] },
    ),
    en(
      (s) =>
        `"Tell me about ${s.lost.name}," said ${s.where.guideName}. So ${s.name} did. ${s.He} told ${s.where.guideName} about ${s.shared.ing} with ${s.lost.name}, and how they had never hurried, and how ${s.lost.name} had laughed when things went wrong. Right in the middle of telling, ${s.name} smiled. "Is it all right that I smiled?" ${s.he} asked. "It is," said ${s.where.guideName}. "Remembering can be sad and warm at the same time."`,
      { needs: ['lost', 'shared'] },
    ),
    en(
      (s) =>
        `${s.name} remembered the days ${s.he} had spent ${s.shared.ing} with ${s.lost.name}. "We always did that together," ${s.he} told ${s.where.guideName}. "Just ${s.lost.name} and me." ${s.where.guideName} listened to all of it. "Those days are yours to keep," ${s.where.guideName} said. "Nobody can take them away. Whenever you miss ${s.lost.him}, you can go back to them in your mind."`,
      { needs: ['lost', 'shared'] },
    ),
    en(
      (s) =>
        `${s.name} told ${s.where.guideName} about the place ${s.he} and ${s.lost.name} had shared: ${s.place.words}. That was where the two of them had spent whole afternoons ${s.shared.ing}, with all the time in the world. Telling it made the place feel very near, and ${s.name} found that ${s.he} ${s.was} smiling.`,
      { needs: ['lost', 'shared', 'place'] },
    ),
    en(
      (s) =>
        `${s.name} told ${s.where.guideName} about the place ${s.he} and ${s.lost.name} had shared: ${s.place.words}. ${s.He} told how it looked, and how it sounded, and how it felt to be there together. Telling it made the place feel very near, and ${s.name} found that ${s.he} ${s.was} smiling.`,
      { needs: ['lost', 'place'] },
    ),
    en(
      (s) =>
        `"Tell me about them," said ${s.where.guideName}. So ${s.name} did, and right in the middle of telling, ${s.he} smiled. "It is all right to smile," said ${s.where.guideName}. "Remembering can be sad and warm at the same time."`,
      { unless: ['lost'] },
    ),
    en(
      (s) =>
        `"What do you miss most?" asked ${s.where.guideName}. ${s.name} thought about it. "${cap(s.lost.hisOwn)} voice," ${s.he} said. "And the way ${s.lost.he} always knew what to say." Just saying it out loud made ${s.name} feel a little lighter, and a little warmer.`,
      { needs: ['lost'] },
    ),
    en(
      (s) =>
        `${s.name} remembered a day with ${s.lost.name}, an ordinary day, nothing special at all: just the two of them, and plenty of time, and nowhere to hurry to. ${s.He} told ${s.where.guideName} all about it. "Ordinary days are often the best ones to remember," said ${s.where.guideName}. "They are full of love that nobody noticed at the time."`,
      { needs: ['lost'] },
    ),
    en(
      (s) =>
        `"What was ${s.lost.name} like?" asked ${s.where.guideName}. ${s.name} had to think where to begin. "Funny," ${s.he} said at last. "And ${s.lost.he} always had time for me." Then more came, and more, a whole string of little things, and telling them felt like opening a window in a stuffy room.`,
      { needs: ['lost'] },
    ),
    en(
      (s) =>
        `"I remember a funny thing," said ${s.name} all at once, and told it, and laughed a little, and then felt sad again. "It goes up and down," ${s.he} said, puzzled. "Like a swing." "That is how remembering goes," said ${s.where.guideName}. "Up and down, sad and warm. Both are welcome here."`,
      { needs: ['lost'] },
    ),
    en(
      (s) =>
        `"What did you and ${s.lost.name} like doing best?" asked ${s.where.guideName}. ${s.name} did not even have to think: it was ${s.shared.ing} with ${s.lost.name}, always. Then the stories came tumbling out, the slow days, the silly mistakes, the times they had laughed until they had to sit down. ${s.where.guideName} listened as if each one were a gift. "Keep those," ${s.where.guideName} said. "They are yours."`,
      { needs: ['lost', 'shared'] },
    ),
    en(
      (s) =>
        `${s.name} told ${s.where.guideName} about ${s.shared.ing} with ${s.lost.name}, and how every single time had felt a little bit special. "I always loved ${s.shared.ing}," ${s.name} said quietly. "I still do." "Then every time you do it, you can remember ${s.lost.him}," said ${s.where.guideName}. "That is a kind of remembering too."`,
      { needs: ['lost', 'shared'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `„Erzähl mir von ${s.lost.name}“, sagte ${s.where.guideName}. ${s.name} musste nicht lange überlegen und erzählte, wie ${s.lost.name} ${s.habit.clause}. Es wurde eine lange Geschichte, damit nichts verloren ging, und am Ende waren ein Lächeln und die Traurigkeit beide zugleich da. „Das ist eine gute Erinnerung“, sagte ${s.where.guideName}. „Pass gut auf sie auf. Sie gehört dir.“`,
      { needs: ['lost', 'habit'] },
    ),
    de(
      (s) =>
        `„Erzähl mir von ${s.lost.name}“, sagte ${s.where.guideName}. Und das tat ${s.name}. ${s.Er} erzählte von ${s.lost.seinOwn('em')} Lachen, von ${s.lost.seinOwn('en')} warmen Händen und von all den Sachen, die sie zusammen gemacht hatten. Und mitten im Erzählen lächelte ${s.name}. „Darf ich denn lächeln?“, fragte ${s.er}. „Ja“, sagte ${s.where.guideName}. „Erinnern kann traurig und warm zugleich sein.“`,
      { needs: ['lost'] },
    ),
    de(
      (s) =>
        `${s.name} erzählte ${s.where.guideName} von ${s.keepsake.of.dat}. „${cap(demAcc(s.keepsake))} hatte ${s.lost.name} so gern“, sagte ${s.er}. „Jetzt passe ich darauf auf.“ „Das ist eine schöne Aufgabe“, sagte ${s.where.guideName}. „In solchen Dingen steckt Erinnerung, so wie in einer Muschel das Rauschen des Meeres.“`,
      { needs: ['lost', 'keepsake'] },
    ),
    de(
      (s) =>
        `„Erzähl mir von ${s.lost.name}“, sagte ${s.where.guideName}. Und das tat ${s.name}. ${s.Er} erzählte vom ${s.shared.bare} mit ${s.lost.name}, wie sie sich immer Zeit gelassen hatten und wie ${s.lost.name} gelacht hatte, wenn etwas schiefging. Mitten im Erzählen lächelte ${s.name}. „Darf ich denn lächeln?“, fragte ${s.er}. „Ja“, sagte ${s.where.guideName}. „Erinnern kann traurig und warm zugleich sein.“`,
      { needs: ['lost', 'shared'] },
    ),
    de(
      (s) =>
        `${s.name} dachte an die vielen Stunden beim ${s.shared.bare} mit ${s.lost.name}. „Das haben wir immer zusammen gemacht“, erzählte ${s.er} ${s.where.guideName}, „nur ${s.lost.name} und ich.“ ${s.where.guideName} hörte sich alles an. „Diese Stunden gehören dir“, sagte ${s.where.guideName}. „Die kann dir niemand wegnehmen. Wenn du ${s.lost.er.acc} vermisst, kannst du in Gedanken zu ihnen zurückgehen.“`,
      { needs: ['lost', 'shared'] },
    ),
    de(
      (s) =>
        `${s.name} erzählte ${s.where.guideName} von dem Ort, an dem ${s.er} so oft mit ${s.lost.name} gewesen war: ${s.place.words}. Beim ${s.shared.bare} hatten die beiden dort ganze Nachmittage verbracht und nie auf die Uhr geschaut. Beim Erzählen kam der Ort ganz nah, und ${s.name} merkte, dass ${s.er} lächelte.`,
      { needs: ['lost', 'shared', 'place'] },
    ),
    de(
      (s) =>
        `${s.name} erzählte ${s.where.guideName} von dem Ort, an dem ${s.er} so oft mit ${s.lost.name} gewesen war: ${s.place.words}. ${s.Er} erzählte, wie es dort aussah und wie es dort klang und wie es sich anfühlte, zusammen dort zu sein. Beim Erzählen kam der Ort ganz nah, und ${s.name} merkte, dass ${s.er} lächelte.`,
      { needs: ['lost', 'place'] },
    ),
    de(
      (s) =>
        `„Erzähl mir davon“, sagte ${s.where.guideName}. Und das tat ${s.name}, und mitten im Erzählen lächelte ${s.er}. „Lächeln darf man“, sagte ${s.where.guideName}. „Erinnern kann traurig und warm zugleich sein.“`,
      { unless: ['lost'] },
    ),
    de(
      (s) =>
        `„Was vermisst du am meisten?“, fragte ${s.where.guideName}. ${s.name} überlegte. „${cap(s.lost.seinOwn('e'))} Stimme“, sagte ${s.er}. „Und dass ${s.lost.er.nom} immer wusste, was man sagen muss.“ Schon als ${s.er} es aussprach, wurde es ${s.ihm} ein bisschen leichter und ein bisschen wärmer ums Herz.`,
      { needs: ['lost'] },
    ),
    de(
      (s) =>
        `${s.name} dachte an einen Tag mit ${s.lost.name}, einen ganz gewöhnlichen Tag, gar nichts Besonderes: nur die beiden, viel Zeit und nirgendwohin zu hetzen. ${s.Er} erzählte ${s.where.guideName} alles davon. „Gewöhnliche Tage sind oft die schönsten zum Erinnern“, sagte ${s.where.guideName}. „Sie stecken voller Liebe, die damals keiner bemerkt hat.“`,
      { needs: ['lost'] },
    ),
    de(
      (s) =>
        `„Wie war ${s.lost.name} denn so?“, fragte ${s.where.guideName}. ${s.name} musste überlegen, wo ${s.er} anfangen sollte. „Lustig“, sagte ${s.er} schließlich. „Und ${s.lost.er.nom} hatte immer Zeit für mich.“ Dann fiel ${s.ihm} mehr ein und noch mehr, eine ganze Kette kleiner Dinge, und das Erzählen war, als würde man in einem stickigen Zimmer das Fenster aufmachen.`,
      { needs: ['lost'] },
    ),
    de(
      (s) =>
        `„Mir fällt was Lustiges ein“, sagte ${s.name} auf einmal und erzählte es und lachte ein bisschen, und dann war ${s.er} wieder traurig. „Das geht rauf und runter“, sagte ${s.er} verwundert. „Wie auf einer Schaukel.“ „So ist das mit dem Erinnern“, sagte ${s.where.guideName}. „Rauf und runter, traurig und warm. Beides darf hier sein.“`,
      { needs: ['lost'] },
    ),
    de(
      (s) =>
        `„Was habt ihr beide am liebsten zusammen gemacht?“, fragte ${s.where.guideName}. ${s.name} musste gar nicht überlegen: ${cap(s.shared.noun)} mit ${s.lost.name}, das war es, immer. Dann purzelten die Geschichten nur so heraus, von den langen, gemütlichen Tagen, von den lustigen Missgeschicken, von dem Lachen, bis man sich hinsetzen musste. ${s.where.guideName} hörte zu, als wäre jede ein Geschenk. „Die behältst du“, sagte ${s.where.guideName}. „Die gehören dir.“`,
      { needs: ['lost', 'shared'] },
    ),
    de(
      (s) =>
        `${s.name} erzählte vom ${s.shared.bare} mit ${s.lost.name} und davon, wie jedes einzelne Mal ein bisschen besonders gewesen war. „Das mache ich immer noch so gern“, sagte ${s.name} leise. „Dann kannst du dich jedes Mal dabei an ${s.lost.er.acc} erinnern“, sagte ${s.where.guideName}. „Das ist auch eine Art, jemanden lieb zu behalten.“`,
      { needs: ['lost', 'shared'] },
    ),
  ],
};

export const deathPersonLove: Passage = {
  en: [
    en(
      (s) =>
        `"Can I still love ${s.lost.him}?" asked ${s.name}. "Even now?" "Always," said ${s.where.guideName}. "You can still love ${s.lost.him}, and ${s.lost.he} loved you, very much. Love does not end. It stays inside you, where nobody can take it away."`,
      { needs: ['lost'] },
    ),
    en(
      (s) =>
        `${s.pal} leaned against ${s.name}. "Do you know what I think?" ${s.palHe} said. "I think the love is still there, all of it. You can still love ${s.lost.name}, and ${s.lost.name} loved you. That is true today, and it will be true tomorrow, and the day after that."`,
      { needs: ['lost'] },
    ),
    en(
      (s) =>
        `${s.name} pressed a hand to ${s.his} chest. "It hurts here," ${s.he} said. "That is where the love is," said ${s.where.guideName} gently. "It hurts because it is so big. You can still love ${s.lost.name}, and ${s.lost.he} loved you. That part never ends."`,
      { needs: ['lost'] },
    ),
    en(
      (s) =>
        `"Will ${s.lost.name} always be my ${s.lost.kind}?" asked ${s.name}. "Always," said ${s.where.guideName}. "${s.lost.name} will always be your ${s.lost.kind}, and you will always be ${s.lost.hisOwn} child. You can still love ${s.lost.him}, and ${s.lost.he} loved you more than anything in the world."`,
      { needs: ['lost', 'lostParent'] },
    ),
    en(
      (s) =>
        `"Can I still love them?" asked ${s.name}. "Always," said ${s.where.guideName}. "And they loved you. Love does not end. It stays inside you, where nobody can take it away."`,
      { unless: ['lost'] },
    ),
    en(
      (s) =>
        `"Does love stop when someone dies?" asked ${s.name}. "No," said ${s.where.guideName}. "Love is not like a candle that goes out. It is more like a river: it keeps on going. You can still love ${s.lost.name}, and ${s.lost.name} loved you, and nothing can change that."`,
      { needs: ['lost'] },
    ),
    en(
      (s) =>
        `${s.name} was quiet for a long time. Then ${s.he} asked the biggest question of all. "Did ${s.lost.name} know I loved ${s.lost.him}?" "Yes," said ${s.where.guideName}. "Love like yours shows every day, in a hundred small ways. ${s.lost.name} knew. And ${s.lost.he} loved you right back."`,
      { needs: ['lost'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `„Darf ich ${s.lost.er.acc} trotzdem noch lieb haben?“, fragte ${s.name}. „Auch jetzt noch?“ „Immer“, sagte ${s.where.guideName}. „Du kannst ${s.lost.er.acc} weiter lieb haben, und ${s.lost.er.nom} hatte dich sehr, sehr lieb. Die Liebe hört nicht auf. Sie bleibt in dir drin, und niemand kann sie dir wegnehmen.“`,
      { needs: ['lost'] },
    ),
    de(
      (s) =>
        `${s.pal} lehnte sich an ${s.ihn}. „Weißt du, was ich glaube?“, sagte ${s.palEr}. „Die Liebe ist noch da, die ganze Liebe. Du kannst ${s.lost.name} weiter lieb haben, und ${s.lost.name} hatte dich lieb. Das ist heute so, und morgen auch, und übermorgen auch.“`,
      { needs: ['lost'] },
    ),
    de(
      (s) =>
        `${s.name} legte sich die Hand auf die Brust. „Da tut es weh“, sagte ${s.er}. „Da wohnt die Liebe“, sagte ${s.where.guideName} sanft. „Es tut weh, weil sie so groß ist. Du kannst ${s.lost.name} weiter lieb haben, und ${s.lost.er.nom} hatte dich lieb. Das hört nie auf.“`,
      { needs: ['lost'] },
    ),
    de(
      (s) =>
        `${s.name} wollte wissen, ob ${s.lost.name} für immer ${s.lost.sein.nom} bleiben würde. „Für immer“, sagte ${s.where.guideName}. „Und du bleibst für immer ${s.lost.seinOwn('')} Kind. Du kannst ${s.lost.er.acc} weiter lieb haben, und ${s.lost.er.nom} hatte dich lieber als alles andere auf der Welt.“`,
      { needs: ['lost', 'lostParent'] },
    ),
    de(
      (s) =>
        `„Darf ich trotzdem weiter lieb haben?“, fragte ${s.name}. „Immer“, sagte ${s.where.guideName}. „Die Liebe hört nicht auf. Sie bleibt in dir drin, und niemand kann sie dir wegnehmen.“`,
      { unless: ['lost'] },
    ),
    de(
      (s) =>
        `„Hört die Liebe auf, wenn jemand stirbt?“, fragte ${s.name}. „Nein“, sagte ${s.where.guideName}. „Die Liebe ist keine Kerze, die ausgeht. Sie ist eher wie ein Fluss: Sie fließt immer weiter. Du kannst ${s.lost.name} weiter lieb haben, und ${s.lost.name} hatte dich lieb, und daran kann nichts etwas ändern.“`,
      { needs: ['lost'] },
    ),
    de(
      (s) =>
        `${s.name} war lange still. Dann stellte ${s.er} die allergrößte Frage. „Hat ${s.lost.name} gewusst, dass ich ${s.lost.er.acc} lieb habe?“ „Ja“, sagte ${s.where.guideName}. „So eine Liebe wie deine sieht man jeden Tag, in hundert kleinen Dingen. ${s.lost.name} hat es gewusst. Und ${s.lost.er.nom} hatte dich genauso lieb.“`,
      { needs: ['lost'] },
    ),
  ],
};

export const deathPersonKeep: Passage = {
  en: [
    en(
      (s) =>
        `${s.name} thought about ${s.keepsake.of}. "On special days I'll take ${s.keepsake.it} out," ${s.he} decided. "On birthdays, and on the first day of the holidays, and on any day I miss ${s.lost.name} very much." It felt like a good plan, a plan with love in it.`,
      { needs: ['keepsake', 'lost'] },
    ),
    en(
      (s) =>
        `"I don't want to forget anything," said ${s.name}. "Then tell the stories," said ${s.where.guideName}. "Tell them at breakfast and at bedtime, tell them to anyone who will listen. Every time you tell a story about ${s.lost.name}, the remembering grows a little stronger."`,
      { needs: ['lost'] },
    ),
    en(
      (s) =>
        `"Maybe I could ask ${s.grownups.names} to tell me stories about ${s.lost.name}," said ${s.name} slowly. "From before I was born." "${s.grownups.one ? `${cap(s.grownups.they)} would` : 'They would'} like that very much," said ${s.where.guideName}. "Grown-ups miss people too, and telling helps them as well."`,
      { needs: ['lost', 'grownups'] },
    ),
    en(
      (s) =>
        `"I don't want to forget anything," said ${s.name}. "Then tell the stories," said ${s.where.guideName}. "Every time you tell one, the remembering grows a little stronger."`,
      { unless: ['lost'] },
    ),
    en(
      (s) =>
        `"Will I forget what ${s.lost.name} was like?" asked ${s.name}. "Not the important things," said ${s.where.guideName}. "Those are kept safe inside you. And if you ever feel you are forgetting, you can ask the people who knew ${s.lost.him} too. Remembering is something you can do together."`,
      { needs: ['lost'] },
    ),
    en(
      (s) =>
        `"Was there something ${s.lost.name} loved to do," asked ${s.where.guideName}, "something you could do too, sometimes, to remember?" ${s.name} thought of a few things straight away. Doing them would feel sad at first, ${s.he} thought, and then, perhaps, warm.`,
      { needs: ['lost'] },
    ),
    en(
      (s) =>
        `${s.name} thought of ${s.keepsake.of} at home. "I could keep ${s.keepsake.it} right by my bed," ${s.he} said, "and touch ${s.keepsake.it} whenever I want to remember." "That is a good place," said ${s.where.guideName}. "Close by, where you can find ${s.keepsake.it} even in the dark."`,
      { needs: ['keepsake', 'lost'] },
    ),
    en(
      (s) =>
        `"Can I still talk about ${s.lost.name}?" asked ${s.name}. "Even if it makes people sad?" "Yes," said ${s.where.guideName}. "Talking keeps ${s.lost.him} close in your heart. Sometimes the grown-ups will cry a little when you do, and that is all right too. It means they loved ${s.lost.him} as well."`,
      { needs: ['lost'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `${s.name} dachte an ${s.keepsake.of.acc}. „An besonderen Tagen hole ich ${s.keepsake.er.acc} heraus“, beschloss ${s.er}. „An Geburtstagen und am ersten Ferientag und an jedem Tag, an dem ich ${s.lost.name} ganz doll vermisse.“ Das fühlte sich nach einem guten Plan an, nach einem Plan, in dem ganz viel Liebe steckte.`,
      { needs: ['keepsake', 'lost'] },
    ),
    de(
      (s) =>
        `„Ich will nichts vergessen“, sagte ${s.name}. „Dann erzähl die Geschichten“, sagte ${s.where.guideName}. „Beim Frühstück und beim Zubettgehen, jedem, der sie hören mag. Jedes Mal, wenn du von ${s.lost.name} erzählst, wird das Erinnern ein bisschen stärker.“`,
      { needs: ['lost'] },
    ),
    de(
      (s) =>
        `„Vielleicht ${s.grownups.plural ? 'können' : 'kann'} ${s.grownups.names} mir Geschichten von ${s.lost.name} erzählen“, sagte ${s.name} langsam. „Von früher, als ich noch gar nicht auf der Welt war.“ „Das ${s.grownups.plural ? 'machen sie' : `macht ${s.grownups.names}`} bestimmt gern“, sagte ${s.where.guideName}. „Auch die Großen vermissen jemanden, und das Erzählen hilft ihnen auch.“`,
      { needs: ['lost', 'grownups'] },
    ),
    de(
      (s) =>
        `„Ich will nichts vergessen“, sagte ${s.name}. „Dann erzähl die Geschichten“, sagte ${s.where.guideName}. „Jedes Mal, wenn du eine erzählst, wird das Erinnern ein bisschen stärker.“`,
      { unless: ['lost'] },
    ),
    de(
      (s) =>
        `„Vergesse ich irgendwann, wie ${s.lost.name} war?“, fragte ${s.name}. „Nicht das Wichtige“, sagte ${s.where.guideName}. „Das ist sicher in dir aufgehoben. Und wenn du doch einmal meinst, du vergisst etwas, kannst du die fragen, die ${s.lost.er.acc} auch gekannt haben. Erinnern kann man zusammen.“`,
      { needs: ['lost'] },
    ),
    de(
      (s) =>
        `„Gab es etwas, das ${s.lost.name} besonders gern gemacht hat?“, fragte ${s.where.guideName}. „Etwas, das du manchmal auch machen kannst, zum Erinnern?“ ${s.name} fiel sofort einiges ein. Es würde sich erst traurig anfühlen, dachte ${s.er}, und dann vielleicht ganz warm.`,
      { needs: ['lost'] },
    ),
    de(
      (s) =>
        `${s.name} dachte an ${s.keepsake.of.acc} zu Hause. „Ich lege ${s.keepsake.er.acc} gleich neben mein Bett“, sagte ${s.er}, „dann kann ich ${s.keepsake.er.acc} anfassen, wenn ich mich erinnern will.“ „Das ist ein guter Platz“, sagte ${s.where.guideName}. „Ganz nah, da findest du ${s.keepsake.er.acc} sogar im Dunkeln.“`,
      { needs: ['keepsake', 'lost'] },
    ),
    de(
      (s) =>
        `„Darf ich trotzdem von ${s.lost.name} erzählen?“, fragte ${s.name}. „Auch wenn dann alle traurig werden?“ „Ja“, sagte ${s.where.guideName}. „Das Erzählen hält ${s.lost.er.acc} ganz nah in deinem Herzen. Manchmal weinen die Großen dann ein bisschen, und das ist auch in Ordnung. Es heißt nur, dass die Großen ${s.lost.er.acc} auch lieb hatten.“`,
      { needs: ['lost'] },
    ),
  ],
};

export const deathPersonRitual: Passage = {
  en: [
    en(
      (s) =>
        `Before they left, ${s.where.guideName} gave ${s.name} a small, smooth stone, worn soft and round. "This is a remembering stone," said ${s.where.guideName}. "When you miss ${s.lost.name}, hold it tight and think of one thing you remember. Just one. It fits in your pocket, and in your hand, wherever you go."`,
      { needs: ['lost'] },
    ),
    en(
      (s) =>
        `"I know what I'll do," said ${s.name}. "Tomorrow I'll draw a picture of ${s.lost.name}. And another one the day after. I'll make a whole box of remembering." ${s.pal} nodded. "And when the box is full," ${s.palHe} said, "you can look through it with somebody you love, and remember together."`,
      { needs: ['lost'] },
    ),
    en(
      (s) =>
        `"Maybe I could ask for a photo of ${s.lost.name} to keep by my bed," said ${s.name}. "And every morning I could remember one thing. A different one every day." "A remembering for every morning," said ${s.where.guideName}. "I like that very much."`,
      { needs: ['lost'] },
    ),
    en(
      (s) =>
        `Before they left, ${s.where.guideName} gave ${s.name} a small, smooth stone. "This is a remembering stone," said ${s.where.guideName}. "When you miss someone, hold it tight and think of one thing you remember."`,
      { unless: ['lost'] },
    ),
    en(
      (s) =>
        `"I want to plant something for ${s.lost.name}," said ${s.name}. "A little tree, or some flowers. Something that grows." "Then every time it puts out a new leaf, you can remember," said ${s.where.guideName}. "That is a lovely way to keep someone close."`,
      { needs: ['lost'] },
    ),
    en(
      (s) =>
        `Before they turned for home, ${s.where.guideName} showed ${s.name} how to hold a memory: close your eyes, think of one thing, and breathe it in, slow and warm. ${s.name} tried it and thought of ${s.lost.name}. It felt sad, and it felt like love, both at once.`,
      { needs: ['lost'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `Bevor sie aufbrachen, bekam ${s.name} von ${s.where.guideName} einen kleinen, glatten Stein, ganz rund und weich geschliffen. „Das ist ein Erinnerungsstein“, sagte ${s.where.guideName}. „Wenn du ${s.lost.name} vermisst, halt den Stein ganz fest und denk an eine Sache, an die du dich erinnerst. Nur an eine. Er passt in deine Hosentasche und in deine Hand, wohin du auch gehst.“`,
      { needs: ['lost'] },
    ),
    de(
      (s) =>
        `„Ich weiß, was ich mache“, sagte ${s.name}. „Morgen male ich ein Bild von ${s.lost.name}. Und übermorgen noch eins. Ich mache eine ganze Kiste voller Erinnerungen.“ ${s.pal} nickte. „Und wenn die Kiste voll ist“, sagte ${s.palEr}, „kannst du sie mit jemandem anschauen, den du lieb hast, und ihr erinnert euch zusammen.“`,
      { needs: ['lost'] },
    ),
    de(
      (s) =>
        `„Vielleicht bekomme ich ein Foto von ${s.lost.name} für neben mein Bett“, sagte ${s.name}. „Und jeden Morgen denke ich an eine Sache, jeden Tag an eine andere.“ „Jeden Morgen eine Erinnerung“, sagte ${s.where.guideName}. „Das gefällt mir sehr.“`,
      { needs: ['lost'] },
    ),
    de(
      (s) =>
        `Bevor sie aufbrachen, bekam ${s.name} von ${s.where.guideName} einen kleinen, glatten Stein. „Das ist ein Erinnerungsstein“, sagte ${s.where.guideName}. „Wenn du jemanden vermisst, halt den Stein ganz fest und denk an eine Sache, an die du dich erinnerst.“`,
      { unless: ['lost'] },
    ),
    de(
      (s) =>
        `„Ich will etwas für ${s.lost.name} pflanzen“, sagte ${s.name}. „Ein kleines Bäumchen oder ein paar Blumen. Etwas, das wächst.“ „Dann kannst du dich bei jedem neuen Blatt erinnern“, sagte ${s.where.guideName}. „So bleibt dir jemand ganz nah.“`,
      { needs: ['lost'] },
    ),
    de(
      (s) =>
        `Bevor sie sich auf den Heimweg machten, zeigte ${s.where.guideName} noch, wie man eine Erinnerung festhält: Augen zu, an eine Sache denken und sie einatmen, langsam und warm. ${s.name} probierte es und dachte an ${s.lost.name}. Es fühlte sich traurig an und wie Liebe, beides zugleich.`,
      { needs: ['lost'] },
    ),
  ],
};
