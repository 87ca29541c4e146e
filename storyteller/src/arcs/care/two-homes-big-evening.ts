import { de, en, type Passage } from '../types.ts';
import { cap } from './words.ts';

// The second half of the big two-homes story: loved in both homes, a small ritual for missing the
// other one (the same moon, a goodnight whispered, a goodnight call), and the goodnight.

export const twoHomesLoved: Passage = {
  en: [
    en(
      (s) =>
        `"${s.parents.first.name} loves me at ${s.parents.first.name}'s," said ${s.name} slowly, "and ${s.parents.second.name} loves me at ${s.parents.second.name}'s." "And both of them love you everywhere else, too," said ${s.pal}. "At school, at the park, asleep and awake. Two homes, and all that love."`,
      { needs: ['parents'] },
    ),
    en(
      (s) =>
        `"${s.parents.first.name} has a special way of saying goodnight," said ${s.name}. "And ${s.parents.second.name} has a different one. I like both." "Two ways of saying the same thing," said ${s.where.guideName}. "${s.parents.first.name} loves you, and ${s.parents.second.name} loves you."`,
      { needs: ['parents'] },
    ),
    en(
      (s) =>
        `"Do you know what is the same in both your homes?" asked ${s.where.guideName}. ${s.name} thought about it. "Me?" "You," said ${s.where.guideName}, "and being loved. Those two come in through every front door."`,
      { unless: ['parents'] },
    ),
    en(
      (s) =>
        `${s.pal} snuggled up to ${s.name}. "Here is a secret," ${s.palHe} whispered. "Love doesn't have to choose a house. It lives in both of yours, and it follows you wherever you go."`,
      { unless: ['parents'] },
    ),
    en(
      (s) =>
        `"Is it all right to love ${s.parents.first.name}'s home and ${s.parents.second.name}'s home the same?" asked ${s.name}. "Of course," said ${s.where.guideName}. "And ${s.parents.first.name} loves you, and ${s.parents.second.name} loves you, in every home and on every day. Love doesn't have to choose."`,
      { needs: ['parents'] },
    ),
    en(
      (s) =>
        `"Do I belong to this home or the other one?" asked ${s.name}. "You don't belong to a house," said ${s.where.guideName}. "You belong to the people who love you, and they are in both. So you belong in both, every day of the week."`,
      { unless: ['parents'] },
    ),
    en(
      (s) =>
        `"When I'm at ${s.parents.second.name}'s, does ${s.parents.first.name} still think about me?" asked ${s.name}. "All the time," said ${s.pal}. "And when you're at ${s.parents.first.name}'s, ${s.parents.second.name} thinks about you too. ${s.parents.first.name} loves you and ${s.parents.second.name} loves you, wherever you sleep. You are never out of anybody's heart, only out of one house for a little while."`,
      { needs: ['parents'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `„Bei ${s.parents.first.name} hat ${s.parents.first.name} mich lieb“, sagte ${s.name} langsam, „und bei ${s.parents.second.name} hat ${s.parents.second.name} mich lieb.“ „Und beide haben dich auch überall sonst lieb“, sagte ${s.pal}. „In der Schule, auf dem Spielplatz, wenn du schläfst und wenn du wach bist. Zwei Zuhause und so viel Liebe.“`,
      { needs: ['parents'] },
    ),
    de(
      (s) =>
        `„${s.parents.first.name} sagt auf eine ganz besondere Art Gute Nacht“, sagte ${s.name}. „Und ${s.parents.second.name} auf eine andere. Ich mag beide.“ „Zwei Arten, dasselbe zu sagen“, sagte ${s.where.guideName}. „${s.parents.first.name} hat dich lieb, und ${s.parents.second.name} hat dich lieb.“`,
      { needs: ['parents'] },
    ),
    de(
      (s) =>
        `„Weißt du, was in beiden Zuhause gleich ist?“, fragte ${s.where.guideName}. ${s.name} überlegte. „Ich?“ „Du“, sagte ${s.where.guideName}, „und dass du lieb gehabt wirst. Die beiden kommen durch jede Haustür.“`,
      { unless: ['parents'] },
    ),
    de(
      (s) =>
        `${s.pal} kuschelte sich an ${s.ihn}. „Ich verrate dir ein Geheimnis“, flüsterte ${s.palEr}. „Die Liebe muss sich kein Haus aussuchen. Sie wohnt in beiden Zuhause, und sie geht mit, wohin du auch gehst.“`,
      { unless: ['parents'] },
    ),
    de(
      (s) =>
        `„Darf ich das Zuhause bei ${s.parents.first.name} und das bei ${s.parents.second.name} gleich lieb haben?“, fragte ${s.name}. „Natürlich“, sagte ${s.where.guideName}. „Und ${s.parents.first.name} hat dich lieb, und ${s.parents.second.name} hat dich lieb, in jedem Zuhause und an jedem Tag. Die Liebe muss sich nicht entscheiden.“`,
      { needs: ['parents'] },
    ),
    de(
      (s) =>
        `„Gehöre ich in dieses Zuhause oder in das andere?“, fragte ${s.name}. „Du gehörst nicht zu einem Haus“, sagte ${s.where.guideName}. „Du gehörst zu den Menschen, die dich lieb haben, und die gibt es in beiden. Also gehörst du in beide, an jedem Tag der Woche.“`,
      { unless: ['parents'] },
    ),
    de(
      (s) =>
        `„Wenn ich bei ${s.parents.second.name} bin, denkt ${s.parents.first.name} dann trotzdem an mich?“, fragte ${s.name}. „Die ganze Zeit“, sagte ${s.pal}. „Und wenn du bei ${s.parents.first.name} bist, denkt ${s.parents.second.name} an dich. ${s.parents.first.name} hat dich lieb, und ${s.parents.second.name} hat dich lieb, ganz egal, wo du schläfst. Aus keinem Herzen bist du je weg, nur für eine Weile aus einem Haus.“`,
      { needs: ['parents'] },
    ),
  ],
};

export const twoHomesRitual: Passage = {
  en: [
    en(
      (s) =>
        `"When I miss ${s.parents.second.name}," said ${s.name}, "I could look at the moon. ${s.parents.second.name} can see the same moon from the other home." "And you could draw a picture to take along next time," said ${s.pal}. ${s.name} liked that. One moon, two windows.`,
      { needs: ['parents'] },
    ),
    en(
      (s) =>
        `${s.where.guideName} had an idea. "Before you go to sleep, you could whisper goodnight to the other home. It doesn't have to travel far to count." ${s.name} tried it right there: "Goodnight, other home." It felt like sending off a little paper boat.`,
    ),
    en(
      (s) =>
        `"You could keep a photo of both homes in your bag," said ${s.pal}, "so that wherever you are, the other one is right there with you." ${s.name} liked that idea very much.`,
    ),
    en(
      (s) =>
        `"Some children have a goodnight call," said ${s.where.guideName}, "a few minutes on the phone with the grown-up in the other home." "I could ask ${s.parents.first.name} and ${s.parents.second.name}," said ${s.name}. "A goodnight call, every night I'm away."`,
      { needs: ['parents'] },
    ),
    en(
      (s) =>
        `"Do you know what I do when I miss somebody?" asked ${s.pal}. "I blow a goodnight kiss into the wind. The wind goes everywhere. It knows the way to the other home better than any map." ${s.name} blew one too, and imagined it floating away over the rooftops.`,
    ),
    en(
      (s) =>
        `"What if you had a goodnight word," said ${s.where.guideName}, "a secret one, that you say in both homes, every night, whichever bed you're in? Then the two homes would be joined up by it, like two tin cans with a string between them." ${s.name} thought hard, chose one, and told nobody, not even ${s.pal}.`,
    ),
  ],
  de: [
    de(
      (s) =>
        `„Wenn ich ${s.parents.second.name} vermisse“, sagte ${s.name}, „kann ich den Mond anschauen. ${s.parents.second.name} sieht vom anderen Zuhause aus denselben Mond.“ „Und du kannst ein Bild malen und es beim nächsten Mal mitnehmen“, sagte ${s.pal}. Das gefiel ${s.name}. Ein Mond, zwei Fenster.`,
      { needs: ['parents'] },
    ),
    de(
      (s) =>
        `${s.where.guideName} hatte eine Idee. „Vor dem Schlafen kannst du dem anderen Zuhause leise Gute Nacht sagen. Das muss gar nicht weit reisen, damit es zählt.“ ${s.name} probierte es gleich aus: „Gute Nacht, anderes Zuhause.“ Es fühlte sich an, als würde ${s.er} ein kleines Papierschiff losschicken.`,
    ),
    de(
      (s) =>
        `„Du könntest ein Foto von beiden Zuhause in deine Tasche stecken“, sagte ${s.pal}, „dann ist das andere immer bei dir, ganz egal, wo du bist.“ Die Idee gefiel ${s.name} sehr.`,
    ),
    de(
      (s) =>
        `„Manche Kinder haben einen Gutenachtanruf“, sagte ${s.where.guideName}, „ein paar Minuten am Telefon mit dem Großen im anderen Zuhause.“ „Ich könnte ${s.parents.first.name} und ${s.parents.second.name} fragen“, sagte ${s.name}. „Einen Gutenachtanruf, an jedem Abend, an dem ich nicht da bin.“`,
      { needs: ['parents'] },
    ),
    de(
      (s) =>
        `„Weißt du, was ich mache, wenn ich jemanden vermisse?“, fragte ${s.pal}. „Ich puste einen Gutenachtkuss in den Wind. Der Wind kommt überall hin. Er kennt den Weg zum anderen Zuhause besser als jede Landkarte.“ ${s.name} pustete auch einen und stellte sich vor, wie er über die Dächer davonflog.`,
    ),
    de(
      (s) =>
        `„Wie wäre es mit einem Gutenachtwort?“, sagte ${s.where.guideName}. „Einem geheimen, das du in beiden Zuhause sagst, jeden Abend, ganz egal, in welchem Bett du liegst. Dann sind die beiden Zuhause damit verbunden wie zwei Dosen mit einer Schnur dazwischen.“ ${s.name} dachte lange nach, suchte sich eins aus und verriet es niemandem, nicht einmal ${s.pal}.`,
    ),
  ],
};

export const twoHomesGoodnight: Passage = {
  en: [
    en(
      (s) =>
        `Back in bed, in one of ${s.his} two homes, ${s.name} snuggled down. Not far away, in the other home, ${s.his} other bed was waiting for next time. "${s.lullaby}," hummed ${s.pal}. Loved here, and loved there. ${s.name} slept.`,
    ),
    en(
      (s) =>
        `${s.parents.first.name} came in to say goodnight. ${s.name} thought of ${s.parents.second.name} in the other home, and of the next ${s.parents.second.name} day. Missing and loving, both at once, and both of them all right. "${s.lullaby}," sang ${s.pal} softly, and ${s.name}'s eyes closed.`,
      { needs: ['parents'] },
    ),
    en(
      (s) =>
        `Back in bed, ${s.name} made room for ${s.toy.his}, well travelled between the two homes. Goodnight, here, ${s.name} thought. Goodnight, there. And then ${s.he} slept.`,
      { needs: ['toy'] },
    ),
    en(
      (s) =>
        `Home again, ${s.grownups.names} tucked ${s.name} in. "Loved here," ${s.grownups.one ? s.grownups.they : 'they'} whispered, "and loved there, too." ${s.name} smiled a sleepy smile, and ${s.his} eyes closed. Goodnight, ${s.name}.`,
      { needs: ['grownups'], unless: ['parents'] },
    ),
    en(
      (s) =>
        `Home again, ${s.name} snuggled down. The missing was still there, a little, and that was all right: it only meant that ${s.he} loved both homes. "${s.lullaby}," hummed ${s.pal}. Goodnight, ${s.name}.`,
    ),
    en(
      (s) =>
        `The bed was warm, and the pillow knew the shape of ${s.name}'s head. Somewhere not far away, the other bed was waiting, made up and ready for next time. "One here, one there," murmured ${s.name}. "Both mine." And with ${s.pal} close by, ${s.name} fell asleep.`,
    ),
    en(
      (s) =>
        `${s.parents.first.name} switched off the light and sat for a moment on the edge of the bed. "Would you like to say goodnight to ${s.parents.second.name} too?" So ${s.name} whispered it into the dark: "Goodnight, ${s.parents.second.name}." It felt just right. Loved in this home, loved in that one. ${s.name} slept.`,
      { needs: ['parents'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `Wieder im Bett, in einem von ${s.sein('en')} zwei Zuhause, kuschelte ${s.name} sich ein. Nicht weit weg, im anderen Zuhause, wartete ${s.sein('')} anderes Bett auf das nächste Mal. „${s.lullaby}“, summte ${s.pal}. Hier lieb gehabt und dort lieb gehabt. ${s.name} schlief.`,
    ),
    de(
      (s) =>
        `${s.parents.first.name} kam zum Gutenachtsagen herein. ${s.name} dachte an ${s.parents.second.name} im anderen Zuhause und an den nächsten ${s.parents.second.name}-Tag. Vermissen und lieb haben, beides zugleich, und beides war in Ordnung. „${s.lullaby}“, sang ${s.pal} leise, und ${s.name} fielen die Augen zu.`,
      { needs: ['parents'] },
    ),
    de(
      (s) =>
        `Wieder im Bett machte ${s.name} Platz für ${s.toy.sein.acc}. ${cap(s.toy.er.nom)} ${s.toy.plural ? 'waren' : 'war'} schon so oft zwischen den beiden Zuhause hin- und hergereist. Gute Nacht, hier, dachte ${s.name}. Gute Nacht, dort. Und dann schlief ${s.er}.`,
      { needs: ['toy'] },
    ),
    de(
      (s) =>
        `Wieder zu Hause wurde ${s.name} von ${s.grownups.dat} zugedeckt. „Hier lieb gehabt“, ${s.grownups.plural ? 'flüsterten sie' : `flüsterte ${s.grownups.names}`}, „und dort auch.“ ${s.name} lächelte ein müdes Lächeln, und dann fielen ${s.ihm} die Augen zu. Gute Nacht, ${s.name}.`,
      { needs: ['grownups'], unless: ['parents'] },
    ),
    de(
      (s) =>
        `Wieder zu Hause kuschelte ${s.name} sich ein. Das Vermissen war noch ein bisschen da, und das war in Ordnung: Es hieß ja nur, dass ${s.er} beide Zuhause lieb hatte. „${s.lullaby}“, summte ${s.pal}. Gute Nacht, ${s.name}.`,
    ),
    de(
      (s) =>
        `Das Bett war warm, und das Kissen kannte schon die Form des Kopfes, der darauf lag. Irgendwo, gar nicht so weit weg, wartete das andere Bett, frisch bezogen, auf das nächste Mal. „Eins hier, eins dort“, murmelte ${s.name}. „Beide meins.“ Und mit ${s.pal} ganz nah schlief ${s.name} ein.`,
    ),
    de(
      (s) =>
        `${s.parents.first.name} machte das Licht aus und blieb noch einen Moment auf der Bettkante sitzen. „Magst du ${s.parents.second.name} auch Gute Nacht sagen?“ Da flüsterte ${s.name} es ins Dunkle: „Gute Nacht, ${s.parents.second.name}.“ Das fühlte sich genau richtig an. In beiden Zuhause lieb gehabt. ${s.name} schlief.`,
      { needs: ['parents'] },
    ),
  ],
};
