import { de, en, type Passage } from '../types.ts';

// The riddle rested on, solved, and the surprise found.

export const restingMinds: Passage = {
  en: [
    en(
      (s) =>
        `Then ${s.name} had an idea. "Let's go back to the very beginning," ${s.he} said, "and listen to every word." So they said the riddle once more, slowly, and this time ${s.name} closed ${s.his} eyes while ${s.he} listened.`,
    ),
    en(
      (s) =>
        `"Sometimes," said ${s.pal}, "the answer comes when you stop looking for it." So they stopped looking. They rested for a while and let the night be quiet around them, and the riddle sat quietly in their heads, waiting.`,
    ),
    en(
      (s) =>
        `The way grew narrow, and then wide again, and still the answer would not come. ${s.name} was not cross about it. A riddle is like a knot, ${s.he} thought: you don't pull, you loosen it, a little at a time.`,
    ),
    en(
      (s) =>
        `${s.name} went through the riddle one piece at a time, like counting stairs. The first part made sense. The second part made sense too. It was putting them together that was tricky. "Nearly," ${s.he} murmured. "Nearly."`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `They found a soft place to sit and shared the quiet for a while. ${s.pal} hummed to ${s.palHim}self. ${s.name} watched the dark and let the riddle float about in ${s.his} head like a leaf on a pond, turning slowly, this way and that.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `"Let's say it backwards," said ${s.pal}. That made no sense at all, and that was exactly why it helped. They laughed until their tummies ached, and the laughing shook something loose, and the riddle felt a little less tangled than before.`,
      { ages: ['big'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `Da hatte ${s.name} eine Idee. „Wir fangen noch mal ganz von vorne an“, sagte ${s.er}, „und hören auf jedes einzelne Wort.“ Also sagten sie das Rätsel noch einmal auf, ganz langsam, und diesmal machte ${s.name} beim Zuhören die Augen zu.`,
    ),
    de(
      (s) =>
        `„Manchmal“, sagte ${s.pal}, „kommt die Antwort erst, wenn man aufhört, sie zu suchen.“ Also hörten sie auf zu suchen. Sie ruhten sich eine Weile aus und ließen die Nacht um sich herum still sein, und das Rätsel saß ganz ruhig in ihren Köpfen und wartete.`,
    ),
    de(
      (s) =>
        `Der Weg wurde schmal und dann wieder breit, und die Antwort wollte und wollte nicht kommen. Aber ${s.name} ärgerte sich nicht. Ein Rätsel ist wie ein Knoten, dachte ${s.er}: Man zieht nicht daran, man lockert ihn, ein kleines bisschen nach dem anderen.`,
    ),
    de(
      (s) =>
        `${s.name} ging das Rätsel Stück für Stück durch, wie beim Treppenzählen. Der erste Teil ergab Sinn. Der zweite Teil auch. Nur beides zusammen war knifflig. „Fast“, murmelte ${s.name}. „Gleich hab ich’s.“`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Sie suchten sich ein weiches Plätzchen und teilten eine Weile die Stille. ${s.pal} summte leise vor sich hin. ${s.name} schaute ins Dunkel und ließ das Rätsel im Kopf treiben wie ein Blatt auf einem Teich, das sich langsam dreht, mal hierhin, mal dorthin.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `„Wir sagen es rückwärts auf“, schlug ${s.pal} vor. Das ergab überhaupt keinen Sinn, und genau deshalb half es. Sie lachten, bis ihnen die Bäuche wehtaten, und das Lachen lockerte etwas, und das Rätsel kam ihnen schon viel weniger verknotet vor.`,
      { ages: ['big'] },
    ),
  ],
};

export const solved: Passage = {
  en: [
    en(
      (s) =>
        `And all at once ${s.name} knew. "It's ${s.where.riddle.answer}!" ${s.he} said. ${s.where.guideName} gave a delighted little bow. "Clever, clever you," said ${s.where.guideName}. "Not many get that one. Come, I'll show you your surprise."`,
    ),
    en(
      (s) =>
        `${s.name}'s eyes went wide. "I know," ${s.he} whispered, and then said it out loud, so that everyone could hear: "It's ${s.where.riddle.answer}." "It is," said ${s.where.guideName}, looking very pleased indeed. "Now follow me."`,
    ),
    en(
      (s) =>
        `"Wait," said ${s.name} slowly. "I think I've got it. Is it ${s.where.riddle.answer}?" ${s.where.guideName} smiled the biggest smile of the night. "That's exactly right," ${s.where.guideName} said, and ${s.pal} did a little hop of joy.`,
    ),
    en(
      (s) =>
        `${s.pal} opened ${s.palHis} mouth to guess, but ${s.name} got there first. "I know what it is," ${s.he} said. "It's ${s.where.riddle.answer}!" ${s.where.guideName} laughed with delight. "Exactly right," ${s.where.guideName} said.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `It came to ${s.name} all at once, the way a sneeze comes. "It's ${s.where.riddle.answer}!" ${s.he} said, so suddenly that ${s.pal} jumped. ${s.where.guideName} beamed. "Yes," ${s.where.guideName} said. "Yes, it is. You listened to every word, and that is the whole secret. Come with me."`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.name} went over the riddle one more time, and this time the pieces slid together with a little click. "It's ${s.where.riddle.answer}," ${s.he} said, quite sure. For a moment ${s.where.guideName} said nothing at all. Then came a slow, proud smile. "So it is. Follow me, both of you."`,
      { ages: ['big'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `Und auf einmal wusste ${s.name} es. „Es ist ${s.where.riddle.answer}!“, sagte ${s.er}. ${s.where.guideName} machte eine kleine, entzückte Verbeugung. „Du schlaues Kind“, sagte ${s.where.guideName}. „Das errät nicht jeder. Komm, ich zeige dir deine Überraschung.“`,
    ),
    de(
      (s) =>
        `${s.name} machte große Augen. „Ich weiß es“, flüsterte ${s.er} und sagte es dann laut, damit alle es hören konnten: „Es ist ${s.where.riddle.answer}.“ „Ganz genau“, sagte ${s.where.guideName} und sah sehr zufrieden aus. „Jetzt kommt mit.“`,
    ),
    de(
      (s) =>
        `„Moment“, sagte ${s.name} langsam. „Ich glaube, ich hab’s. Ist es ${s.where.riddle.answer}?“ ${s.where.guideName} lächelte das breiteste Lächeln der ganzen Nacht. „Genau richtig“, sagte ${s.where.guideName}, und ${s.pal} machte einen kleinen Freudenhüpfer.`,
    ),
    de(
      (s) =>
        `${s.pal} wollte gerade raten, aber ${s.name} war schneller. „Ich weiß es“, sagte ${s.name}. „Es ist ${s.where.riddle.answer}!“ ${s.where.guideName} lachte vor Freude. „Ganz genau“, sagte ${s.where.guideName}.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Auf einmal war die Antwort da, so plötzlich wie ein Nieser. „Es ist ${s.where.riddle.answer}!“, rief ${s.name}, so unvermittelt, dass ${s.pal} zusammenzuckte. ${s.where.guideName} strahlte. „Ja“, sagte ${s.where.guideName}. „Ja, genau. Du hast auf jedes Wort gehört, und das ist das ganze Geheimnis. Kommt mit.“`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.name} ging das Rätsel noch ein letztes Mal durch, und diesmal rutschten die Stücke mit einem leisen Klick zusammen. „Es ist ${s.where.riddle.answer}“, sagte ${s.name}, ganz sicher. Einen Moment lang sagte ${s.where.guideName} gar nichts. Dann kam ein langsames, stolzes Lächeln. „So ist es. Folgt mir, ihr beiden.“`,
      { ages: ['big'] },
    ),
  ],
};

export const surprise: Passage = {
  en: [
    en(
      (s) =>
        `${s.where.guideName} led them to a hidden spot that nobody else knew about, and there, waiting on a flat stone, was ${s.where.gift.a}. "Whoever solves my riddle may keep it," said ${s.where.guideName}. ${s.name} held it carefully. It felt like the best prize in the world. ${s.where.nightfall}`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `"A riddle solved deserves a prize," said ${s.where.guideName}, and from somewhere out of sight brought out ${s.where.gift.a}. It was just right for ${s.name}, as if it had been made for ${s.him} long ago and kept until tonight. Then ${s.where.guideName} gave a great yawn. "And now, I think, it is time for everyone to sleep."`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `"You thought and thought, and you never gave up," said ${s.where.guideName}, and handed ${s.name} ${s.where.gift.a}. It had been hidden all evening for whoever was clever enough to find it.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `Here it is! The surprise! It is ${s.where.gift.a}. "For you," says ${s.pal}. ${s.name} smiles and smiles.`,
      {
        ages: ['little'],
      },
    ),
    en((s) => `Found it! Behind a stone is ${s.where.gift.a}. "Clever you," says ${s.pal}. What a lovely surprise.`, {
      ages: ['little'],
    }),
    en(
      (s) =>
        `"Now for the surprise," said ${s.where.guideName}, and pointed. Right under their noses, where they had walked past a dozen times, lay ${s.where.gift.a}. ${s.name} laughed. "It was here all along!" "Most good things are," said ${s.where.guideName}.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.where.guideName} led them along a path that only the moon seemed to know, to a hidden nook lit by one soft glow. There, waiting, lay ${s.where.gift.a}. "For the one who solved it," said ${s.where.guideName}. ${s.name} held it as carefully as a baby bird.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `"You have earned this," said ${s.where.guideName}, and drew aside a curtain of shadow. Behind it was ${s.where.gift.a}. ${s.name} touched it gently, and ${s.pal} breathed out a long "ooh". It was the kind of surprise that makes everybody whisper.`,
      { ages: ['big'] },
    ),
    en((s) => `Peep! What is that? ${s.where.gift.A}! ${s.name} holds it tight. A surprise, just for ${s.him}.`, {
      ages: ['little'],
    }),
    en((s) => `${s.pal} points. "Look, there!" It is ${s.where.gift.a}. ${s.name} gives it a little pat.`, {
      ages: ['little'],
    }),
  ],
  de: [
    de(
      (s) =>
        `${s.where.guideName} führte sie zu einem versteckten Plätzchen, das sonst keiner kannte, und dort, auf einem flachen Stein, lag ${s.where.gift.ein.nom}. „Wer mein Rätsel löst, darf das hier behalten“, sagte ${s.where.guideName}. ${s.name} hielt das Geschenk ganz vorsichtig. Es fühlte sich an wie der schönste Preis der Welt. ${s.where.nightfall}`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `„Ein gelöstes Rätsel verdient eine Belohnung“, sagte ${s.where.guideName} und holte von irgendwoher ${s.where.gift.ein.acc} hervor. Das Geschenk passte genau zu ${s.name}, als wäre es vor langer Zeit gemacht und bis heute Nacht aufgehoben worden. Dann gähnte ${s.where.guideName} ausgiebig. „Und jetzt, glaube ich, ist Schlafenszeit für alle.“`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `„Du hast nachgedacht und nachgedacht und nie aufgegeben“, sagte ${s.where.guideName} und reichte ${s.name} ${s.where.gift.ein.acc}. Den ganzen Abend war das Geschenk versteckt gewesen, für den, der klug genug war, es zu finden.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Da ist sie! Die Überraschung! ${s.where.gift.Ein.nom}. „Für dich“, sagt ${s.pal}. ${s.name} strahlt und strahlt.`,
      {
        ages: ['little'],
      },
    ),
    de(
      (s) =>
        `Gefunden! Hinter einem Stein liegt ${s.where.gift.ein.nom}. „Du bist schlau“, sagt ${s.pal}. Was für eine Überraschung!`,
      {
        ages: ['little'],
      },
    ),
    de(
      (s) =>
        `„Und jetzt die Überraschung“, sagte ${s.where.guideName} und zeigte nach unten. Direkt vor ihrer Nase, wo sie schon ein Dutzend Mal vorbeigelaufen waren, lag ${s.where.gift.ein.nom}. ${s.name} lachte. „Das war die ganze Zeit hier!“ „So ist das oft mit schönen Dingen“, sagte ${s.where.guideName}.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.where.guideName} führte sie einen Weg entlang, den nur der Mond zu kennen schien, zu einem versteckten Winkel, in dem ein einziges sanftes Licht brannte. Dort lag ${s.where.gift.ein.nom} und wartete. „Für das Kind, das es gelöst hat“, sagte ${s.where.guideName}. ${s.name} hielt das Geschenk so behutsam wie ein Vogelküken.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `„Das hast du dir verdient“, sagte ${s.where.guideName} und schob einen Vorhang aus Schatten beiseite. Dahinter lag ${s.where.gift.ein.nom}. ${s.name} berührte das Geschenk ganz sacht, und ${s.pal} machte ein langes „Oooh“. Es war eine von den Überraschungen, bei denen alle flüstern.`,
      { ages: ['big'] },
    ),
    de((s) => `Guck mal! Was ist das? ${s.where.gift.Ein.nom}! ${s.name} hält ${s.where.gift.er.acc} ganz fest.`, {
      ages: ['little'],
    }),
    de((s) => `${s.pal} zeigt: „Da, schau!“ Da liegt ${s.where.gift.ein.nom}. Nur für ${s.name}!`, {
      ages: ['little'],
    }),
  ],
};
