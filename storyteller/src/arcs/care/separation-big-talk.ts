import { de, en, type Passage } from '../types.ts';

// The talk at the heart of the big separation story: the child's own question ("Is it my fault?")
// answered plainly, every feeling allowed, and fixing it not the child's job. Each passage has
// variants for a plan that names both parents and for one that does not; none blames a parent, and
// none promises the parents will live together again.

export const separationQuestion: Passage = {
  en: [
    en(
      (s) =>
        `"Can I ask you something?" said ${s.name}. "Is it my fault? Did they stop living together because of me? Because I was noisy, or naughty, or wanted too many things?" ${s.where.guideName} answered straight away, very clearly. "No. It is not your fault. Nothing you did, and nothing you said, made this happen. Not one thing."`,
    ),
    en(
      (s) =>
        `The question came out in a whisper. "Is it because of me?" ${s.pal} was already shaking ${s.palHis} head before ${s.where.guideName} could answer. "No," said ${s.where.guideName}. "It is not your fault, ${s.name}. Sometimes grown-ups decide to live apart. It is a grown-up decision, about grown-up things, and it was never about anything you did."`,
    ),
    en(
      (s) =>
        `"Maybe if I'd been better," said ${s.name}, "${s.parents.first.name} would still live with ${s.parents.second.name}." "Oh, ${s.name}," said ${s.where.guideName} gently. "It is not your fault. Not even a tiny bit. The grown-ups decided this, and it is not something you caused, or something you could change by being extra good."`,
      { needs: ['parents'] },
    ),
    en(
      (s) =>
        `${s.name} picked at a loose thread on ${s.his} pyjama sleeve and did not look up. "I heard them talking once," ${s.name} said at last. "About me. About my shoes and my school things. Is it my fault?" ${s.where.guideName} waited until ${s.name} looked up. "Grown-ups talk about shoes and school things because they are looking after you," said ${s.where.guideName}. "That is not the reason. This is not your fault, not the smallest corner of it. The grown-ups decided it, about grown-up things."`,
    ),
    en(
      (s) =>
        `${s.name} took a deep breath and said it all at once, before it could hide again: "Is it my fault?" There. It was out. ${s.pal} pressed close. ${s.where.guideName} answered slowly and kindly, one word at a time: "It is not your fault. Not because of a bad day, not because of a cross word, not because of anything. When grown-ups decide to live in two homes, that decision is theirs, all of it."`,
    ),
    en(
      (s) =>
        `"The day before they told me, I slammed my bedroom door," said ${s.name} in a small voice. "Really hard. Was it because of me?" "No," said ${s.where.guideName}. "Doors get slammed in every family, and no family ends up in two homes because of a door. This was decided by the grown-ups, about their own grown-up things. It is not your fault."`,
    ),
  ],
  de: [
    de(
      (s) =>
        `„Darf ich dich etwas fragen?“, sagte ${s.name}. „Ist es meine Schuld? Wohnen sie wegen mir nicht mehr zusammen? Weil ich zu laut war oder frech oder weil ich zu viel wollte?“ ${s.where.guideName} antwortete sofort, ganz klar: „Nein. Es ist nicht deine Schuld. Nichts, was du getan oder gesagt hast, ist daran schuld. Gar nichts.“`,
    ),
    de(
      (s) =>
        `Die Frage kam ganz leise heraus: „Ist es wegen mir?“ ${s.pal} schüttelte schon den Kopf, bevor ${s.where.guideName} antworten konnte. „Nein“, sagte ${s.where.guideName}. „Es ist nicht deine Schuld, ${s.name}. Manchmal beschließen Große, getrennt zu wohnen. Das entscheiden die Großen, über Sachen der Großen, und es ging nie um etwas, das du getan hast.“`,
    ),
    de(
      (s) =>
        `„Wenn ich braver gewesen wäre“, sagte ${s.name}, „dann würden ${s.parents.first.name} und ${s.parents.second.name} noch zusammen wohnen.“ „Ach, ${s.name}“, sagte ${s.where.guideName} sanft. „Es ist nicht deine Schuld. Kein kleines bisschen. ${s.parents.first.name} und ${s.parents.second.name} haben das entschieden. Du hast es nicht verursacht, und du kannst es auch nicht ändern, indem du besonders brav bist.“`,
      { needs: ['parents'] },
    ),
    de(
      (s) =>
        `${s.name} zupfte an einem losen Faden am Schlafanzugärmel und schaute nicht hoch. „Ich hab mal gehört, wie sie über mich geredet haben“, sagte ${s.name} schließlich. „Über meine Schuhe und meine Schulsachen. Ist es meine Schuld?“ ${s.where.guideName} wartete, bis ${s.name} aufsah. „Die Großen reden über Schuhe und Schulsachen, weil sie für dich sorgen“, sagte ${s.where.guideName}. „Aber das ist nicht der Grund. Es ist nicht deine Schuld, nicht das kleinste Eckchen davon. Die Großen haben es entschieden, über ihre eigenen Sachen.“`,
    ),
    de(
      (s) =>
        `${s.name} holte tief Luft und sagte es ganz schnell, bevor es sich wieder verstecken konnte: „Ist es meine Schuld?“ Jetzt war es heraus. ${s.pal} rückte ganz dicht heran. ${s.where.guideName} antwortete langsam und freundlich, Wort für Wort: „Es ist nicht deine Schuld. Nicht wegen eines schlechten Tages, nicht wegen eines bösen Wortes, wegen gar nichts. Wenn Große entscheiden, in zwei Wohnungen zu leben, dann ist das ihre Entscheidung, ganz allein ihre.“`,
    ),
    de(
      (s) =>
        `„Am Tag, bevor sie es mir gesagt haben, hab ich meine Zimmertür zugeknallt“, sagte ${s.name} mit kleiner Stimme. „Richtig laut. War es wegen mir?“ „Nein“, sagte ${s.where.guideName}. „In jeder Familie knallt mal eine Tür, und deswegen bekommt keine Familie zwei Zuhause. Das haben die Großen entschieden, über ihre eigenen Sachen. Es ist nicht deine Schuld.“`,
    ),
  ],
};

export const separationFeelings: Passage = {
  en: [
    en(
      (s) =>
        `"I'm sad," said ${s.name}. "And I'm cross. And sometimes I wish everything could go back to how it was before." "All of that is allowed," said ${s.where.guideName}. "Sad is allowed. Cross is allowed. Wishing is allowed too; lots of children wish that. Not one of your feelings is wrong."`,
    ),
    en(
      (s) =>
        `${s.name} felt a lump in ${s.his} throat, and then the tears came. ${s.pal} stayed close and did not say, "Don't cry." ${s.PalHe} said, "It's all right. That's a lot of change for one person." Sad, cross, confused: ${s.name} felt a bit of each, and ${s.pal} said that every one of them was allowed.`,
    ),
    en(
      (s) =>
        `"Sometimes I'm fine," said ${s.name}, "and then suddenly I'm not. Is that strange?" "Not strange at all," said ${s.where.guideName}. "Big changes make feelings go up and down like a seesaw. Happy, sad, angry, muddled: all of them are allowed, even on the same day."`,
    ),
    en(
      (s) =>
        `${s.name} scuffed ${s.his} foot back and forth. "I'm cross," ${s.name} said. "Really cross. With everyone." "Cross is allowed," said ${s.where.guideName}. "It's a big feeling for a big change. You can stamp your feet, or squeeze a pillow, or tell somebody. You don't have to swallow it down. And it doesn't make you a bad child, not for one minute."`,
    ),
    en(
      (s) =>
        `For a while ${s.name} just sat and let the tears come, and nobody tried to stop them. ${s.pal} leaned in close. "Mixed-up feelings are like a pocket full of pebbles," said ${s.where.guideName}. "Sad ones, cross ones, now and then a glad one in between. You can take each one out and look at it. Every single one is allowed."`,
    ),
  ],
  de: [
    de(
      (s) =>
        `„Ich bin traurig“, sagte ${s.name}. „Und ich bin wütend. Und manchmal wünsche ich mir, dass alles wieder so wird wie vorher.“ „Das alles darf sein“, sagte ${s.where.guideName}. „Traurig sein darf sein. Wütend sein auch. Und wünschen darfst du dir auch etwas, das wünschen sich viele Kinder. Keins von deinen Gefühlen ist falsch.“`,
    ),
    de(
      (s) =>
        `${s.name} hatte einen Kloß im Hals, und dann kamen die Tränen. ${s.pal} blieb ganz nah und sagte nicht: „Wein doch nicht.“ ${s.PalEr} sagte: „Ist schon gut. Das ist eine Menge Veränderung auf einmal.“ Traurig, wütend, durcheinander: ${s.name} war von allem ein bisschen, und ${s.pal} sagte, dass jedes davon sein durfte.`,
    ),
    de(
      (s) =>
        `„Manchmal geht es mir gut“, sagte ${s.name}, „und auf einmal nicht mehr. Ist das komisch?“ „Gar nicht komisch“, sagte ${s.where.guideName}. „Bei großen Veränderungen gehen die Gefühle rauf und runter wie auf einer Wippe. Froh, traurig, wütend, durcheinander: Alle dürfen sein, sogar am selben Tag.“`,
    ),
    de(
      (s) =>
        `${s.name} scharrte mit dem Fuß hin und her. „Ich bin sauer“, sagte ${s.name}. „Richtig sauer. Auf alle.“ „Sauer sein ist erlaubt“, sagte ${s.where.guideName}. „Das ist ein großes Gefühl für eine große Veränderung. Du darfst mit den Füßen stampfen oder ein Kissen drücken oder es jemandem erzählen. Runterschlucken musst du es nicht. Und ein böses Kind bist du davon noch lange nicht.“`,
    ),
    de(
      (s) =>
        `Eine Weile saß ${s.name} einfach da und ließ die Tränen laufen, und keiner versuchte, sie aufzuhalten. ${s.pal} lehnte sich ganz dicht an. „Gemischte Gefühle sind wie eine Hosentasche voller Kieselsteine“, sagte ${s.where.guideName}. „Traurige, wütende, manchmal auch ein froher dazwischen. Du kannst jeden herausnehmen und anschauen. Jeder einzelne davon darf sein.“`,
    ),
  ],
};

export const separationNotYourJob: Passage = {
  en: [
    en(
      (s) =>
        `"Could I fix it?" asked ${s.name}. "If I tried really hard?" "It isn't your job to fix it," said ${s.where.guideName} kindly. "That belongs to the grown-ups. Your job is to be a child: to play, and learn, and sleep, and be loved. The grown-ups will look after you. That is their job."`,
    ),
    en(
      (s) =>
        `"I thought maybe I could make everyone happy again," said ${s.name}. "That's a big, kind wish," said ${s.where.guideName}, "but it is not your job. ${s.parents.first.name} is a grown-up, and so is ${s.parents.second.name}, and grown-up things are theirs to carry. You will be looked after, in both your homes."`,
      { needs: ['parents'] },
    ),
    en(
      (s) =>
        `${s.pal} put a ${s.paw} on ${s.name}'s knee. "You know what?" ${s.palHe} said. "You don't have to carry this. It's too heavy for a child, and it isn't yours. The grown-ups decided, and the grown-ups will look after you." Something inside ${s.name} let go, just a little, like a fist opening.`,
    ),
    en(
      (s) =>
        `"At night I lie awake and think up plans," said ${s.name}. "Plans to make everything like before." ${s.where.guideName} was quiet for a moment. "That's a lot of night-time work for someone your size," said ${s.where.guideName}. "You can put the plans down. The grown-ups decided this, and sorting it out is their job, not yours. Yours is to sleep, and to play, and to let them look after you."`,
    ),
    en(
      (s) =>
        `${s.where.guideName} nodded towards ${s.pal}. "If ${s.pal} tried to carry a whole house on ${s.palHis} back, what would happen?" ${s.name} shook ${s.his} head. "${s.PalHe} would topple right over." "Exactly," said ${s.where.guideName}. "Some loads are for grown-ups. This one is theirs, and while they carry it, they will look after you. All you need to be is you."`,
    ),
  ],
  de: [
    de(
      (s) =>
        `„Kann ich es wieder gut machen?“, fragte ${s.name}. „Wenn ich mich ganz doll anstrenge?“ „Es ist nicht deine Aufgabe, das zu reparieren“, sagte ${s.where.guideName} freundlich. „Das ist Sache der Großen. Deine Aufgabe ist es, ein Kind zu sein: zu spielen und zu lernen und zu schlafen und lieb gehabt zu werden. Die Großen passen auf dich auf. Das ist ihre Aufgabe.“`,
    ),
    de(
      (s) =>
        `„Ich dachte, vielleicht kann ich machen, dass alle wieder froh sind“, sagte ${s.name}. „Das ist ein großer, lieber Wunsch“, sagte ${s.where.guideName}, „aber es ist nicht deine Aufgabe. ${s.parents.first.name} und ${s.parents.second.name} sind die Großen, und Sachen der Großen tragen die Großen selbst. Für dich wird gesorgt, in beiden Zuhause.“`,
      { needs: ['parents'] },
    ),
    de(
      (s) =>
        `${s.pal} legte ${s.paw.ein.acc} auf ${s.sein('')} Knie. „Weißt du was?“, sagte ${s.palEr}. „Das musst du nicht tragen. Es ist zu schwer für ein Kind, und es gehört dir auch gar nicht. Die Großen haben es entschieden, und die Großen passen auf dich auf.“ Da löste sich etwas in ${s.name}, nur ein kleines bisschen, wie eine Faust, die sich öffnet.`,
    ),
    de(
      (s) =>
        `„Nachts liege ich wach und denke mir Pläne aus“, sagte ${s.name}. „Pläne, damit alles wieder wie früher wird.“ ${s.where.guideName} schwieg einen Moment. „Das ist eine Menge Nachtarbeit für jemanden in deiner Größe“, sagte ${s.where.guideName} dann. „Die Pläne darfst du hinlegen. Die Großen haben das entschieden, und es in Ordnung zu bringen, ist ihre Sache, nicht deine. Deine Sache ist schlafen und spielen und dich umsorgen lassen.“`,
    ),
    de(
      (s) =>
        `${s.where.guideName} nickte zu ${s.pal} hinüber. „Wenn ${s.pal} ein ganzes Haus auf dem Rücken tragen wollte, was würde dann passieren?“ ${s.name} schüttelte den Kopf. „Dann würde ${s.palEr} umkippen.“ „Genau“, sagte ${s.where.guideName}. „Manche Lasten sind für die Großen. Diese hier gehört ihnen, und während sie sie tragen, sorgen sie für dich. Du musst nur du sein.“`,
    ),
  ],
};
