import { de, en, type Passage } from '../types.ts';
import { cap } from './words.ts';

// The second half of the big story of a pet that died: a story told about the pet, the love that
// goes on, something to make or do, and the goodnight. The pet is only ever remembered.

export const deathPetStory: Passage = {
  en: [
    en(
      (s) =>
        `"Tell me about ${s.lost.name}," said ${s.where.guideName}. ${s.name} did not have to think for long. ${s.lost.name} ${s.habit.words}. ${s.name} told it just the way it had been, every little bit, and ${s.pal} listened with ${s.palHis} head on one side. When it was told, the missing was still there, but so was the warm feeling. "That is a good thing to remember," said ${s.where.guideName}. "You can keep it, always."`,
      { needs: ['lost', 'habit'] },
    ),
    en(
      (s) =>
        `"Tell me about ${s.lost.name}," said ${s.where.guideName}. ${s.name} thought of ${s.shared.ing} with ${s.lost.name} ${s.sharedPlace.words}, and the words came all by themselves. ${s.He} told it just the way it had been, and ${s.pal} listened with ${s.palHis} head on one side. Afterwards the missing was still there, and a warm feeling was there beside it. "That is yours to keep," said ${s.where.guideName}. "Whenever you miss ${s.lost.name}, you can remember it."`,
      { needs: ['lost', 'shared', 'sharedPlace'], unless: ['habit'] },
    ),
    en(
      (s) =>
        `${s.name} told ${s.where.guideName} about ${s.shared.ing} with ${s.lost.name}. "We did it all the time," ${s.he} said. "Just ${s.lost.name} and me." ${s.where.guideName} listened to every word. "That time is yours," ${s.where.guideName} said softly. "Nobody can take it from you. Whenever you miss ${s.lost.name}, you can remember it, as often as you like."`,
      { needs: ['lost', 'shared'], unless: ['habit'] },
    ),
    en(
      (s) =>
        `${s.name} told ${s.where.guideName} about ${s.lost.name} and the days the two of them had spent ${s.sharedPlace.words}. ${s.He} told it just the way it had been, and ${s.pal} listened with ${s.palHis} head on one side. Afterwards the missing was still there, and a warm feeling was there beside it. "Those days are yours to keep," said ${s.where.guideName}. "Whenever you miss ${s.lost.name}, you can go back to them in your mind."`,
      { needs: ['lost', 'sharedPlace'], unless: ['shared', 'habit'] },
    ),
    en(
      (s) =>
        `"Tell me a story about ${s.lost.name}," said ${s.where.guideName}. So ${s.name} did. ${s.He} told about the day ${s.lost.name} first came to live with them, and the funny things ${s.lost.name} used to do. ${s.He} told about the favourite spot where ${s.lost.name} liked to be best of all. Halfway through, ${s.name} laughed, and then looked surprised. "It's all right to laugh," said ${s.where.guideName}. "Good memories can make you laugh and cry on the very same night."`,
      { needs: ['lost'] },
    ),
    en(
      (s) =>
        `${s.name} told ${s.where.guideName} about ${s.keepsake.of}, and how ${s.he} kept ${s.keepsake.it} safe now. "Every time I hold ${s.keepsake.it}, I remember," ${s.he} said. "The good days, mostly." "That is what keepsakes are for," said ${s.where.guideName}. "They keep the remembering safe."`,
      { needs: ['lost', 'keepsake'] },
    ),
    en(
      (s) =>
        `All sorts of things came back to ${s.name} at once: how soft ${s.lost.name} had been, the funny little noises, the favourite spot. ${s.name} remembered how the whole house had felt warmer with ${s.lost.name} in it. The memories came one after another, like beads on a string. Some made ${s.name} smile and some made ${s.him} sad, and that was all right.`,
      { needs: ['lost'] },
    ),
    en(
      (s) =>
        `"Tell me a story about your pet," said ${s.where.guideName}. So ${s.name} did, and halfway through, ${s.he} laughed. "It's all right to laugh," said ${s.where.guideName}. "Good memories can make you laugh and cry on the very same night."`,
      { unless: ['lost'] },
    ),
    en(
      (s) =>
        `"What did ${s.lost.name} love best of all?" asked ${s.where.guideName}. ${s.name} knew at once, and told ${s.where.guideName} all about it, with ${s.his} hands showing how and ${s.his} whole face remembering. ${s.pal} listened too, and by the end all three of them were smiling, just a little, in the dark.`,
      { needs: ['lost'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `„Erzähl mir von ${s.lost.name}“, sagte ${s.where.guideName}. ${s.name} musste nicht lange überlegen und erzählte, wie ${s.lost.name} ${s.habit.clause}, ganz genau so, wie es gewesen war. ${s.pal} hörte zu und legte dabei den Kopf schief. Als alles erzählt war, war das Vermissen noch da, aber das warme Gefühl auch. „Das ist eine gute Erinnerung“, sagte ${s.where.guideName}. „Die darfst du behalten, für immer.“`,
      { needs: ['lost', 'habit'] },
    ),
    de(
      (s) =>
        `„Erzähl mir von ${s.lost.name}“, sagte ${s.where.guideName}. ${s.name} dachte ans ${s.shared.bare} mit ${s.lost.name} ${s.sharedPlace.words}, und die Worte kamen ganz von selbst. ${s.Er} erzählte alles genau so, wie es gewesen war, und ${s.pal} legte beim Zuhören den Kopf schief. Danach war das Vermissen noch da, und ein warmes Gefühl war gleich daneben. „Das gehört dir“, sagte ${s.where.guideName}. „Wenn du ${s.lost.er.acc} vermisst, kannst du dich daran erinnern.“`,
      { needs: ['lost', 'shared', 'sharedPlace'], unless: ['habit'] },
    ),
    de(
      (s) =>
        `${s.name} erzählte ${s.where.guideName} vom ${s.shared.bare} mit ${s.lost.name}. „Das haben wir ganz oft gemacht“, sagte ${s.er}, „nur ${s.lost.name} und ich.“ ${s.where.guideName} hörte jedes Wort. „Diese Zeit gehört dir“, sagte ${s.where.guideName} leise. „Die kann dir keiner nehmen. Wenn du ${s.lost.er.acc} vermisst, kannst du dich daran erinnern, so oft du willst.“`,
      { needs: ['lost', 'shared'], unless: ['habit'] },
    ),
    de(
      (s) =>
        `${s.name} erzählte ${s.where.guideName} von ${s.lost.name} und von den Tagen, an denen die beiden zusammen ${s.sharedPlace.words} gewesen waren. ${s.Er} erzählte alles genau so, wie es gewesen war, und ${s.pal} legte beim Zuhören den Kopf schief. Danach war das Vermissen noch da, und ein warmes Gefühl war gleich daneben. „Diese Tage gehören dir“, sagte ${s.where.guideName}. „Wenn du ${s.lost.er.acc} vermisst, kannst du in Gedanken zu ihnen zurückgehen.“`,
      { needs: ['lost', 'sharedPlace'], unless: ['shared', 'habit'] },
    ),
    de(
      (s) =>
        `„Erzähl mir eine Geschichte von ${s.lost.name}“, sagte ${s.where.guideName}. Und ${s.name} erzählte. Von dem Tag, an dem ${s.lost.name} zu ihnen gekommen war. Von den lustigen Sachen, die ${s.lost.er.nom} immer gemacht hatte, und von dem Lieblingsplatz, an dem ${s.lost.er.nom} am allerliebsten gewesen war. Mittendrin musste ${s.name} lachen und war ganz überrascht. „Lachen darf man“, sagte ${s.where.guideName}. „Schöne Erinnerungen können einen am selben Abend zum Lachen und zum Weinen bringen.“`,
      { needs: ['lost'] },
    ),
    de(
      (s) =>
        `${s.name} erzählte ${s.where.guideName} von ${s.keepsake.of.dat} und dass ${s.er} ${s.keepsake.er.acc} jetzt gut aufbewahrte. „Jedes Mal, wenn ich ${s.keepsake.er.acc} in der Hand halte, erinnere ich mich“, sagte ${s.er}. „Meistens an die schönen Tage.“ „Dafür sind Erinnerungsstücke da“, sagte ${s.where.guideName}. „Sie passen auf das Erinnern auf.“`,
      { needs: ['lost', 'keepsake'] },
    ),
    de(
      (s) =>
        `${s.name} fielen ganz viele Dinge auf einmal ein: wie weich ${s.lost.name} gewesen war, die lustigen kleinen Geräusche, der Lieblingsplatz und wie das ganze Haus mit ${s.lost.er.dat} wärmer gewesen war. Die Erinnerungen kamen eine nach der anderen, wie Perlen an einer Schnur. Manche brachten ${s.name} zum Lächeln und manche machten ${s.ihn} traurig, und das war in Ordnung.`,
      { needs: ['lost'] },
    ),
    de(
      (s) =>
        `„Erzähl mir eine Geschichte von deinem Haustier“, sagte ${s.where.guideName}. Und ${s.name} erzählte, und mittendrin musste ${s.er} lachen. „Lachen darf man“, sagte ${s.where.guideName}. „Schöne Erinnerungen können einen am selben Abend zum Lachen und zum Weinen bringen.“`,
      { unless: ['lost'] },
    ),
    de(
      (s) =>
        `„Was hatte ${s.lost.name} am allerliebsten?“, fragte ${s.where.guideName}. ${s.name} wusste es sofort und erzählte alles ganz genau, mit den Händen und mit dem ganzen Gesicht. ${s.pal} hörte auch zu, und am Ende lächelten alle drei ein kleines bisschen, im Dunkeln.`,
      { needs: ['lost'] },
    ),
  ],
};

export const deathPetLove: Passage = {
  en: [
    en(
      (s) =>
        `"Do you think ${s.lost.name} knew?" asked ${s.name}. "That I loved ${s.lost.name} so much?" "Oh yes," said ${s.where.guideName}. "${cap(s.lost.name)} felt it every day, in every stroke and every kind word. And ${s.lost.name} loved you too. You can go on loving ${s.lost.name} for always. Love does not stop."`,
      { needs: ['lost'] },
    ),
    en(
      (s) =>
        `${s.pal} leaned against ${s.name}. "You know," ${s.palHe} said, "loving doesn't stop, even when you can't stroke ${s.lost.name} any more. You can still love ${s.lost.name}, and ${s.lost.name} loved you. That stays."`,
      { needs: ['lost'] },
    ),
    en(
      (s) =>
        `${s.name} put a hand on ${s.his} heart. "It still feels full of ${s.lost.name} in here," ${s.he} said. "It always will," said ${s.where.guideName}. "You can still love ${s.lost.name}, and ${s.lost.name} loved you. That is yours to keep."`,
      { needs: ['lost'] },
    ),
    en(
      (s) =>
        `"Can I still love my pet?" asked ${s.name}. "Always," said ${s.where.guideName}. "And your pet loved you. Love does not stop."`,
      { unless: ['lost'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `„Glaubst du, ${s.lost.name} hat gewusst, wie lieb ich ${s.lost.er.acc} habe?“, fragte ${s.name}. „Oh ja“, sagte ${s.where.guideName}. „Das hat ${s.lost.name} jeden Tag gespürt, bei jedem Streicheln und jedem lieben Wort. Und ${s.lost.name} hatte dich auch lieb. Du darfst ${s.lost.er.acc} weiter lieb haben, für immer. Die Liebe hört nicht auf.“`,
      { needs: ['lost'] },
    ),
    de(
      (s) =>
        `${s.pal} lehnte sich an ${s.ihn}. „Weißt du“, sagte ${s.palEr}, „das Liebhaben hört nicht auf, auch wenn man ${s.lost.name} nicht mehr streicheln kann. Du kannst ${s.lost.er.acc} weiter lieb haben, und ${s.lost.name} hatte dich lieb. Das bleibt.“`,
      { needs: ['lost'] },
    ),
    de(
      (s) =>
        `${s.name} legte sich die Hand aufs Herz. „Da drin ist noch ganz viel ${s.lost.name}“, sagte ${s.er}. „Das bleibt auch so“, sagte ${s.where.guideName}. „Du kannst ${s.lost.name} weiter lieb haben, und ${s.lost.name} hatte dich lieb. Das gehört dir, für immer.“`,
      { needs: ['lost'] },
    ),
    de(
      (s) =>
        `„Darf ich mein Haustier weiter lieb haben?“, fragte ${s.name}. „Immer“, sagte ${s.where.guideName}. „Und es hatte dich auch lieb. Die Liebe hört nicht auf.“`,
      { unless: ['lost'] },
    ),
  ],
};

export const deathPetRitual: Passage = {
  en: [
    en(
      (s) =>
        `"I'm going to draw ${s.lost.name}," said ${s.name}. "Tomorrow, with all my best pens. ${cap(s.lost.name)} in the favourite spot, just the way it used to be. And I'll hang it up by my bed." "What a good way to remember," said ${s.where.guideName}.`,
      { needs: ['lost'] },
    ),
    en(
      (s) =>
        `"I'm going to draw ${s.lost.name} and me," said ${s.name}. "Tomorrow, with all my best pens. The two of us ${s.sharedPlace.words}, ${s.shared.ing}, just like we always used to. And I'll hang it up by my bed." "What a good way to remember," said ${s.where.guideName}.`,
      { needs: ['lost', 'shared', 'sharedPlace'], untold: ['shared'] },
    ),
    en(
      (s) =>
        `"I'm going to draw ${s.lost.name} and me," said ${s.name}. "Tomorrow, with all my best pens. The two of us ${s.shared.ing}, just like we always used to." "That is a drawing full of remembering," said ${s.where.guideName}.`,
      { needs: ['lost', 'shared'], untold: ['shared'] },
    ),
    en(
      (s) =>
        `${s.where.guideName} had an idea. "Some children plant a little flower," ${s.where.guideName} said, "in a pot on the windowsill, for someone they miss. Every time it grows a new leaf, they remember." ${s.name} liked that very much. A flower for ${s.lost.name}.`,
      { needs: ['lost'] },
    ),
    en(
      (s) =>
        `"We could plant a flower for ${s.lost.name}," said ${s.pal}, "in a pot on the windowsill." "With ${s.colour.adjective} petals," said ${s.name} at once. "My favourite colour." And every time it grew a new leaf, ${s.he} would remember.`,
      { needs: ['lost', 'colour'] },
    ),
    en(
      (s) =>
        `"Maybe we could make a memory book," said ${s.pal}. "With photos of ${s.lost.name}, and drawings, and all the stories you remember." ${s.name} nodded slowly. ${s.He} could already think of the first page.`,
      { needs: ['lost'] },
    ),
    en(
      (s) =>
        `"Maybe we could make a memory book," said ${s.pal}, "with photos and drawings and all the stories you remember." ${s.name} nodded slowly. ${s.He} could already think of the first page.`,
      { unless: ['lost'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `„Ich male ein Bild von ${s.lost.name}“, sagte ${s.name}. „Morgen, mit meinen allerbesten Stiften. Wie ${s.lost.er.nom} auf ${s.lost.seinOwn('em')} Lieblingsplatz lag, genau wie früher. Und das hänge ich neben mein Bett.“ „Was für eine schöne Art, sich zu erinnern“, sagte ${s.where.guideName}.`,
      { needs: ['lost'] },
    ),
    de(
      (s) =>
        `„Ich male ein Bild von ${s.lost.name} und mir“, sagte ${s.name}. „Morgen, mit meinen allerbesten Stiften. Wir beide ${s.sharedPlace.words} beim ${s.shared.bare}, genau wie früher. Und das hänge ich neben mein Bett.“ „Was für eine schöne Art, sich zu erinnern“, sagte ${s.where.guideName}.`,
      { needs: ['lost', 'shared', 'sharedPlace'], untold: ['shared'] },
    ),
    de(
      (s) =>
        `„Ich male ein Bild von ${s.lost.name} und mir“, sagte ${s.name}. „Morgen, mit meinen allerbesten Stiften. Wir beide beim ${s.shared.bare}, genau wie früher.“ „Das ist ein Bild voller Erinnerungen“, sagte ${s.where.guideName}.`,
      { needs: ['lost', 'shared'], untold: ['shared'] },
    ),
    de(
      (s) =>
        `${s.where.guideName} hatte eine Idee. „Manche Kinder pflanzen eine kleine Blume“, sagte ${s.where.guideName}, „in einen Topf auf dem Fensterbrett, für jemanden, den sie vermissen. Jedes Mal, wenn ein neues Blatt wächst, erinnern sie sich.“ Das gefiel ${s.name} sehr. Eine Blume für ${s.lost.name}.`,
      { needs: ['lost'] },
    ),
    de(
      (s) =>
        `„Wir könnten eine Blume für ${s.lost.name} pflanzen“, sagte ${s.pal}, „in einen Topf auf dem Fensterbrett.“ „Mit Blüten in ${s.colour.noun}“, sagte ${s.name} sofort. „Das ist meine Lieblingsfarbe.“ Und jedes Mal, wenn ein neues Blatt wuchs, würde ${s.er} sich erinnern.`,
      { needs: ['lost', 'colour'] },
    ),
    de(
      (s) =>
        `„Vielleicht könnten wir ein Erinnerungsbuch machen“, sagte ${s.pal}. „Mit Fotos von ${s.lost.name} und mit Bildern und mit allen Geschichten, die dir einfallen.“ ${s.name} nickte langsam. Für die erste Seite hatte ${s.er} schon eine Idee.`,
      { needs: ['lost'] },
    ),
    de(
      (s) =>
        `„Vielleicht könnten wir ein Erinnerungsbuch machen“, sagte ${s.pal}, „mit Fotos und Bildern und allen Geschichten, die dir einfallen.“ ${s.name} nickte langsam. Für die erste Seite hatte ${s.er} schon eine Idee.`,
      { unless: ['lost'] },
    ),
  ],
};

export const deathPetGoodnight: Passage = {
  en: [
    en(
      (s) =>
        `At home, ${s.grownups.names} came to say goodnight and stayed a little longer than usual. "We miss ${s.lost.name} too," ${s.grownups.one ? s.grownups.they : 'they'} said. Together they remembered one funny thing ${s.lost.name} used to do, and ${s.name} smiled in the dark. Then the light went out, and ${s.name}'s eyes closed. Goodnight, ${s.name}.`,
      { needs: ['lost', 'grownups'] },
    ),
    en(
      (s) =>
        `Back in bed, ${s.name} laid ${s.keepsake.of} on the bedside table, where ${s.he} could reach ${s.keepsake.it}. ${s.pal} curled up close. "Goodnight," whispered ${s.name}, to ${s.pal}, and to the night, and to all the good memories. Then ${s.he} slept.`,
      { needs: ['keepsake'] },
    ),
    en(
      (s) =>
        `At home, ${s.homePet.name} was curled up at the foot of the bed, warm and heavy. ${s.name} stroked ${s.homePet.name} gently and thought of ${s.lost.name}, and felt sad and loved, both at once. Goodnight, ${s.name}.`,
      { needs: ['lost', 'homePet'] },
    ),
    en(
      (s) =>
        `Home again, ${s.name} snuggled down under the blanket. It had been a sad evening, and a kind one too. ${s.pal} stayed close. "${cap(s.lost.name)} was lucky to have you," ${s.palHe} whispered, "and you were lucky to have ${s.lost.name}." ${s.name}'s breathing grew slow and soft. Goodnight, ${s.name}.`,
      { needs: ['lost'] },
    ),
    en(
      (s) =>
        `Before bed, ${s.name} looked out of the window and chose a star, a little one that twinkled, and called it ${s.lost.name}'s star. Whenever ${s.he} missed ${s.lost.name}, ${s.he} could look for it. Then ${s.he} snuggled down, and ${s.pal} stayed close until ${s.he} ${s.was} asleep.`,
      { needs: ['lost', 'star'] },
    ),
    en(
      (s) =>
        `${cap(s.grownups.names)} tucked ${s.name} in. "We believe ${s.lost.name} is in heaven now," ${s.grownups.one ? s.grownups.they : 'they'} said softly. ${s.name} held on to that thought, and to all the good memories, until ${s.his} eyes closed. Goodnight, ${s.name}.`,
      { needs: ['lost', 'heaven', 'grownups'] },
    ),
    en(
      (s) =>
        `Home again, ${s.name} snuggled down under the blanket, and ${s.pal} stayed close. It had been a sad evening, and a kind one too. ${s.name}'s breathing grew slow and soft. Goodnight, ${s.name}.`,
      { unless: ['lost'] },
    ),
    en(
      (s) =>
        `Back in bed, ${s.name} thought of ${s.lost.name}'s favourite spot, and decided that tomorrow ${s.he} would draw it, just the way it used to be. The thought was sad and warm at once. ${s.pal} stayed close, and slowly ${s.name}'s eyes closed. Goodnight, ${s.name}.`,
      { needs: ['lost'] },
    ),
    en(
      (s) =>
        `Home again, ${s.name} curled up under the blanket. "You can love ${s.lost.name} for as long as you like," ${s.pal} whispered. "For always, then," said ${s.name}, and ${s.his} eyes grew heavy. Goodnight, ${s.name}.`,
      { needs: ['lost'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `Zu Hause ${s.grownups.plural ? 'kamen' : 'kam'} ${s.grownups.names} zum Gutenachtsagen und ${s.grownups.plural ? 'blieben' : 'blieb'} ein bisschen länger als sonst. „Wir vermissen ${s.lost.name} auch“, ${s.grownups.plural ? 'sagten sie' : `sagte ${s.grownups.names}`}. Zusammen erinnerten sie sich an eine lustige Sache, die ${s.lost.name} immer gemacht hatte, und ${s.name} lächelte im Dunkeln. Dann ging das Licht aus, und ${s.name} fielen die Augen zu. Gute Nacht, ${s.name}.`,
      { needs: ['lost', 'grownups'] },
    ),
    de(
      (s) =>
        `Wieder im Bett legte ${s.name} ${s.keepsake.of.acc} auf den Nachttisch, so dass ${s.er} ${s.keepsake.er.acc} erreichen konnte. ${s.pal} rollte sich dicht daneben zusammen. „Gute Nacht“, flüsterte ${s.name}, zu ${s.pal} und zur Nacht und zu all den schönen Erinnerungen. Dann schlief ${s.er}.`,
      { needs: ['keepsake'] },
    ),
    de(
      (s) =>
        `Zu Hause hatte sich ${s.homePet.name} am Fußende zusammengerollt, warm und schwer. ${s.name} streichelte ${s.homePet.name} ganz sacht und dachte an ${s.lost.name} und war traurig und geborgen zugleich. Gute Nacht, ${s.name}.`,
      { needs: ['lost', 'homePet'] },
    ),
    de(
      (s) =>
        `Wieder zu Hause kuschelte sich ${s.name} unter die Decke. Es war ein trauriger Abend gewesen, und ein freundlicher auch. ${s.pal} blieb ganz nah. „${cap(s.lost.name)} hatte Glück, dass es dich gab“, flüsterte ${s.palEr}, „und du hattest Glück, dass es ${s.lost.name} gab.“ ${s.name} atmete langsam und leise. Gute Nacht, ${s.name}.`,
      { needs: ['lost'] },
    ),
    de(
      (s) =>
        `Vor dem Schlafengehen schaute ${s.name} aus dem Fenster und suchte sich einen Stern aus, einen kleinen, der funkelte, und nannte ihn ${s.lost.genitive} Stern. Immer wenn die Sehnsucht nach ${s.lost.name} kam, konnte ${s.er} nach dem Stern schauen. Dann kuschelte ${s.er} sich ein, und ${s.pal} blieb ganz nah, bis ${s.er} schlief.`,
      { needs: ['lost', 'star'] },
    ),
    de(
      (s) =>
        `${s.name} wurde von ${s.grownups.dat} zugedeckt. „Wir glauben, ${s.lost.name} ist jetzt im Himmel“, ${s.grownups.plural ? 'sagten sie' : `sagte ${s.grownups.names}`} leise. ${s.name} hielt diesen Gedanken fest, und all die schönen Erinnerungen auch, bis ${s.ihm} die Augen zufielen. Gute Nacht, ${s.name}.`,
      { needs: ['lost', 'heaven', 'grownups'] },
    ),
    de(
      (s) =>
        `Wieder zu Hause kuschelte sich ${s.name} unter die Decke, und ${s.pal} blieb ganz nah. Es war ein trauriger Abend gewesen, und ein freundlicher auch. ${s.name} atmete langsam und leise. Gute Nacht, ${s.name}.`,
      { unless: ['lost'] },
    ),
    de(
      (s) =>
        `Wieder im Bett dachte ${s.name} an ${s.lost.genitive} Lieblingsplatz und beschloss, ihn morgen zu malen, genau so, wie es dort früher aussah. Der Gedanke war traurig und warm zugleich. ${s.pal} blieb ganz nah, und langsam fielen ${s.ihm} die Augen zu. Gute Nacht, ${s.name}.`,
      { needs: ['lost'] },
    ),
    de(
      (s) =>
        `Wieder zu Hause rollte ${s.name} sich unter der Decke zusammen. „Du darfst ${s.lost.name} lieb haben, so lange du willst“, flüsterte ${s.pal}. „Dann für immer“, sagte ${s.name}, und die Augen wurden ${s.ihm} schwer. Gute Nacht, ${s.name}.`,
      { needs: ['lost'] },
    ),
  ],
};
