import { de, en, type Passage } from '../types.ts';

// The big story of someone who died, told to the helper: what the child misses, and every feeling
// named and allowed (sad, cross, muddled), with nothing cheering after it.

export const deathPersonTelling: Passage = {
  en: [
    en(
      (s) =>
        `For a while, ${s.name} said nothing at all. Then the words came, slowly at first: "It's ${s.lost.name}. I miss ${s.lost.him} so much. Everyone at home is sad, and I'm sad too, and it feels as if it will never stop." ${s.where.guideName} listened to every word and did not hurry to answer. "Thank you for telling me," ${s.where.guideName} said at last. "That is a very big thing to carry."`,
      { needs: ['lost'] },
    ),
    en(
      (s) =>
        `"I keep thinking about ${s.lost.name}," said ${s.name}. "Sometimes I forget for a little while, when I'm playing. And then I remember again, and it feels worse, like falling over." ${s.where.guideName} nodded slowly. "Forgetting for a moment and then remembering," ${s.where.guideName} said. "That happens to everybody who misses someone. You are not doing it wrong."`,
      { needs: ['lost'] },
    ),
    en(
      (s) =>
        `"I just want to see ${s.lost.name} one more time," ${s.name} whispered. "Just once." ${s.where.guideName} was quiet for a moment. "Of course you do," ${s.where.guideName} said gently. "That is how much you love ${s.lost.him}."`,
      { needs: ['lost'] },
    ),
    en(
      (s) =>
        `"I miss someone," said ${s.name} very quietly, "so much that it hurts." ${s.where.guideName} listened, and did not hurry to say anything. "Thank you for telling me," ${s.where.guideName} said at last. "That is a very big thing to carry."`,
      { unless: ['lost'] },
    ),
    en(
      (s) =>
        `"Can I tell you something?" asked ${s.name}. ${s.where.guideName} nodded. "It's ${s.lost.name}," said ${s.name}, and the words came out very small. "${s.lost.He} died, and I don't know where to put all the sad." "You can put some of it here, with me," said ${s.where.guideName}. "As much as you like. I am not going anywhere."`,
      { needs: ['lost'] },
    ),
    en(
      (s) =>
        `${s.name} pulled ${s.his} knees up to ${s.his} chin. "I know ${s.lost.name} died," ${s.he} said. "I know it's true. But sometimes my heart still forgets, and I want to run and tell ${s.lost.him} something." ${s.where.guideName} listened to all of it. "That is what missing someone is like," ${s.where.guideName} said softly. "Your heart learned the old way by heart. It takes a long time to learn the new one."`,
      { needs: ['lost'] },
    ),
    en(
      (s) =>
        `"Somebody I love died," said ${s.name}. "And I don't know where to put all the sad." "You can put some of it here, with me," said ${s.where.guideName}. "As much as you like."`,
      { unless: ['lost'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `Eine Weile sagte ${s.name} gar nichts. Dann kamen die Worte, erst ganz langsam: „Es ist wegen ${s.lost.name}. Ich vermisse ${s.lost.er.acc} so sehr. Zu Hause sind alle traurig, und ich bin auch traurig, und es fühlt sich an, als würde das nie aufhören.“ ${s.where.guideName} hörte jedes Wort und beeilte sich nicht mit einer Antwort. „Danke, dass du mir das erzählst“, sagte ${s.where.guideName} schließlich. „Das ist etwas sehr Großes, das du da trägst.“`,
      { needs: ['lost'] },
    ),
    de(
      (s) =>
        `„Ich muss immerzu an ${s.lost.name} denken“, sagte ${s.name}. „Manchmal vergesse ich es kurz, beim Spielen. Und dann fällt es mir wieder ein, und dann ist es noch schlimmer, wie wenn man hinfällt.“ ${s.where.guideName} nickte langsam. „Kurz vergessen und dann wieder daran denken“, sagte ${s.where.guideName}. „Das geht allen so, die jemanden vermissen. Du machst nichts falsch.“`,
      { needs: ['lost'] },
    ),
    de(
      (s) =>
        `„Ich will ${s.lost.name} nur noch ein einziges Mal sehen“, flüsterte ${s.name}. „Nur einmal.“ ${s.where.guideName} schwieg einen Moment. „Natürlich willst du das“, sagte ${s.where.guideName} sanft. „So lieb hast du ${s.lost.er.acc}.“`,
      { needs: ['lost'] },
    ),
    de(
      (s) =>
        `„Ich vermisse jemanden“, sagte ${s.name} ganz leise, „so sehr, dass es wehtut.“ ${s.where.guideName} hörte zu und beeilte sich nicht mit einer Antwort. „Danke, dass du mir das erzählst“, sagte ${s.where.guideName} schließlich. „Das ist etwas sehr Großes, das du da trägst.“`,
      { unless: ['lost'] },
    ),
    de(
      (s) =>
        `„Darf ich dir was erzählen?“, fragte ${s.name}. ${s.where.guideName} nickte. „Es ist wegen ${s.lost.name}“, sagte ${s.name}, und die Worte kamen ganz klein heraus. „Seit ${s.lost.er.nom} tot ist, weiß ich nicht, wohin mit dem ganzen Traurigen.“ „Ein bisschen davon kannst du hier bei mir lassen“, sagte ${s.where.guideName}. „So viel du willst. Ich gehe nirgendwohin.“`,
      { needs: ['lost'] },
    ),
    de(
      (s) =>
        `${s.name} zog die Knie bis unters Kinn. „Ich weiß, dass ${s.lost.name} gestorben ist“, sagte ${s.er}. „Ich weiß, dass es stimmt. Aber manchmal vergisst mein Herz es noch, und dann will ich schnell zu ${s.lost.er.dat} laufen und ${s.lost.er.dat} etwas erzählen.“ ${s.where.guideName} hörte sich alles an. „So fühlt sich Vermissen an“, sagte ${s.where.guideName} leise. „Dein Herz kennt das Alte auswendig. Das Neue zu lernen dauert lange.“`,
      { needs: ['lost'] },
    ),
    de(
      (s) =>
        `„Jemand, den ich lieb habe, ist gestorben“, sagte ${s.name}. „Und ich weiß nicht, wohin mit dem ganzen Traurigen.“ „Ein bisschen davon kannst du hier bei mir lassen“, sagte ${s.where.guideName}. „So viel du willst.“`,
      { unless: ['lost'] },
    ),
  ],
};

export const deathPersonFeelings: Passage = {
  en: [
    en(
      (s) =>
        `"Is it all right to be this sad?" asked ${s.name}. "Yes," said ${s.where.guideName}. "It is all right to be sad, and it is all right to cry, as much and as often as you need. Sad is what love feels like when you miss someone. And if you feel cross, or muddled, that is allowed too."`,
    ),
    en(
      (s) =>
        `"Sometimes I'm not even sad," said ${s.name} in a small voice. "Sometimes I'm cross. Cross with everything. And sometimes I just don't understand it at all." "Sad, cross, muddled," said ${s.where.guideName}. "All of those are allowed. Feelings come and go like weather, and none of them is wrong."`,
    ),
    en(
      (s) =>
        `A tear rolled down ${s.name}'s cheek, and then another. ${s.pal} leaned in close and did not say, "Don't cry." ${s.PalHe} only said, "I'm here." So ${s.name} cried for a while, and that was exactly right. Being sad is allowed. So is being angry, or confused, or all of those at once.`,
    ),
    en(
      (s) =>
        `"My tummy feels heavy," said ${s.name}, "and my eyes keep going hot." "That is sadness," said ${s.where.guideName}. "It lives in your body as well as in your heart. You don't have to make it go away. Let it be there, and we'll sit with it together. Cross and muddled are welcome here too, if they come."`,
    ),
    en(
      (s) =>
        `All of a sudden ${s.name} stamped ${s.his} foot, hard. Then ${s.he} looked down. "Sorry," ${s.he} mumbled. "I'm just so cross." "Cross is allowed," said ${s.where.guideName} quietly. "So is sad, and so is not knowing what you feel at all. Every one of them makes sense tonight."`,
    ),
    en(
      (s) =>
        `For a while nobody said anything. ${s.name} cried a little, quietly, and ${s.pal} stayed right beside ${s.him}, close enough to be warm. At last ${s.name} wiped ${s.his} nose on ${s.his} sleeve. "I'm allowed to cry, aren't I?" "You are," said ${s.pal}. "For as long as you need. Angry is allowed too. And so is muddled."`,
    ),
  ],
  de: [
    de(
      (s) =>
        `„Darf man so traurig sein?“, fragte ${s.name}. „Ja“, sagte ${s.where.guideName}. „Du darfst traurig sein, und du darfst weinen, so viel und so oft du es brauchst. Traurig sein, so fühlt sich Liebe an, wenn man jemanden vermisst. Und wenn du wütend bist oder durcheinander, darf das auch sein.“`,
    ),
    de(
      (s) =>
        `„Manchmal bin ich gar nicht traurig“, sagte ${s.name} leise. „Manchmal bin ich wütend. Auf alles. Und manchmal verstehe ich es einfach überhaupt nicht.“ „Traurig, wütend, durcheinander“, sagte ${s.where.guideName}. „Das alles darf sein. Gefühle kommen und gehen wie das Wetter, und keins davon ist falsch.“`,
    ),
    de(
      (s) =>
        `Eine Träne lief ${s.name} über die Wange, und dann noch eine. ${s.pal} rückte ganz nah heran und sagte nicht: „Wein doch nicht.“ ${s.PalEr} sagte nur: „Ich bin da.“ Also weinte ${s.name} eine Weile, und das war genau richtig. Traurig sein ist erlaubt. Wütend sein auch, oder durcheinander, oder alles auf einmal.`,
    ),
    de(
      (s) =>
        `„Mein Bauch fühlt sich so schwer an“, sagte ${s.name}, „und meine Augen werden immer wieder heiß.“ „Das ist die Traurigkeit“, sagte ${s.where.guideName}. „Die wohnt im Körper und im Herzen. Du musst sie nicht wegmachen. Lass sie einfach da sein, und wir halten sie zusammen aus. Auch Wut und Durcheinander dürfen hier sein, wenn sie kommen.“`,
    ),
    de(
      (s) =>
        `Auf einmal stampfte ${s.name} mit dem Fuß auf, ganz fest. Dann schaute ${s.er} auf den Boden. „Entschuldigung“, murmelte ${s.er}. „Ich bin einfach so wütend.“ „Wütend sein ist erlaubt“, sagte ${s.where.guideName} leise. „Traurig sein auch, und nicht wissen, was man fühlt, auch. Heute Nacht ist jedes davon verständlich.“`,
    ),
    de(
      (s) =>
        `Eine Weile sagte keiner etwas. ${s.name} weinte ein bisschen, ganz leise, und ${s.pal} blieb dicht neben ${s.ihm}, so nah, dass es warm war. Schließlich wischte sich ${s.name} die Nase am Ärmel ab. „Ich darf doch weinen, oder?“ „Ja“, sagte ${s.pal}. „So lange du es brauchst. Wütend sein darf man auch, und ganz durcheinander.“`,
    ),
  ],
};
