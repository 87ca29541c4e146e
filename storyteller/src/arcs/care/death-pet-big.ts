import { de, en, type Arc, type Passage } from '../types.ts';
import { deathPetGoodnight, deathPetLove, deathPetRitual, deathPetStory } from './death-pet-big-keeping.ts';
import { careArrival, careGuide, careHomeward, careWalk } from './shared.ts';
import { cap, derFor, meinFor } from './words.ts';

// A pet that died, for a child of five and over. A pet's death weighs as much as a person's: the
// story says "died" once, at home, and remembers the pet only through its favourite spot, a thing it
// left, a story told about it, a drawing. The pet never purrs, dozes or waits anywhere in the
// story's present. English says the pet's name rather than "it".

export const deathPetTitle: Passage = {
  en: [
    en((s) => `Goodbye, ${s.lost.name}`, { needs: ['lost'] }),
    en((s) => `${s.name} Remembers ${s.lost.name}`, { needs: ['lost'] }),
    en((s) => `A Story for ${s.lost.name}`, { needs: ['lost'] }),
    en((s) => `${s.name} and the Quiet Evening`),
  ],
  de: [
    de((s) => `Abschied von ${s.lost.name}`, { needs: ['lost'] }),
    de((s) => `${s.name} denkt an ${s.lost.name}`, { needs: ['lost'] }),
    de((s) => `Eine Geschichte für ${s.lost.name}`, { needs: ['lost'] }),
    de((s) => `${s.name} und der stille Abend`),
  ],
};

export const deathPetSummary: Passage = {
  en: [
    en(
      (s) =>
        `${cap(s.lost.name)}, ${s.name}'s ${s.lost.kind}, has died. On a quiet night, ${s.name} and ${s.pal} tell stories about ${s.lost.name}, and find that sadness is allowed and love goes on.`,
      { needs: ['lost'] },
    ),
    en(
      (s) =>
        `${s.name}'s pet has died. On a quiet night, ${s.name} and ${s.pal} find that sadness is allowed and love goes on.`,
      { unless: ['lost'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `${cap(s.lost.name)} ist gestorben. In einer stillen Nacht erzählen ${s.name} und ${s.pal} Geschichten über ${s.lost.er.acc}, und ${s.name} merkt: Traurig sein ist erlaubt, und die Liebe bleibt.`,
      { needs: ['lost'] },
    ),
    de(
      (s) =>
        `Ein geliebtes Haustier ist gestorben. In einer stillen Nacht merkt ${s.name} mit ${s.pal}: Traurig sein ist erlaubt, und die Liebe bleibt.`,
      { unless: ['lost'] },
    ),
  ],
};

export const deathPetRecap: Passage = {
  en: [
    en(
      (s) =>
        `The night before, ${s.name} had told ${s.pal} stories about ${s.lost.name}, and had found out that a pet you love stays in your heart.`,
      { needs: ['lost'] },
    ),
    en(
      (s) =>
        `Last time, ${s.name} and ${s.pal} had walked ${s.where.into} on a quiet night, and ${s.name} had found out that love goes on.`,
    ),
  ],
  de: [
    de(
      (s) =>
        `In der Nacht zuvor hatte ${s.name} ${s.pal} Geschichten über ${s.lost.name} erzählt und gemerkt, dass ein geliebtes Tier im Herzen bleibt.`,
      { needs: ['lost'] },
    ),
    de(
      (s) =>
        `Beim letzten Mal waren ${s.name} und ${s.pal} in einer stillen Nacht ${s.where.into} gegangen, und ${s.name} hatte gemerkt, dass die Liebe bleibt.`,
    ),
  ],
};

const opening: Passage = {
  en: [
    en(
      (s) =>
        `Every evening, ${s.name} still looked over at ${s.lost.name}'s favourite spot, and every evening it was empty. Not long ago, ${s.lost.name} had died. The house was full of little reminders: a bowl nobody needed to fill any more, and a quiet where there used to be small, familiar sounds.`,
      { needs: ['lost'] },
    ),
    en(
      (s) =>
        `${cap(s.grownups.names)} had told ${s.name} gently, sitting close: ${s.lost.name} had died. That was not long ago, and every time ${s.name} came home, ${s.he} still listened for the sounds of the best ${s.lost.kind} in the world. But the house stayed quiet.`,
      { needs: ['lost', 'grownups'] },
    ),
    en(
      (s) =>
        `${s.keepsake.of} lay on ${s.name}'s bedside table. Not long ago, ${s.lost.name} had died, and ${s.name} liked to keep ${s.keepsake.it} close. ${s.He} ran a finger over ${s.keepsake.it} and thought about how much ${s.he} missed ${s.lost.name}.`,
      { needs: ['lost', 'keepsake'] },
    ),
    en(
      (s) =>
        `${s.homePet.name} had spent the whole day sniffing at all of ${s.lost.name}'s old favourite places, looking puzzled. Not long ago, ${s.lost.name} had died, and it seemed that ${s.homePet.name} knew that someone was missing. ${s.name} knew it too. ${s.He} missed ${s.lost.name} so much that ${s.his} tummy ached.`,
      { needs: ['lost', 'homePet'] },
    ),
    en(
      (s) =>
        `Not long ago, a pet ${s.name} loved very much had died. The house was full of little reminders, and every one of them made ${s.name}'s heart feel heavy.`,
      { unless: ['lost'] },
    ),
    en(
      (s) =>
        `Bedtime felt different now. Not long ago, ${s.lost.name} had died, and ${s.name} kept forgetting, just for a moment, and looking round for the best ${s.lost.kind} in the world. Then ${s.he} would remember, and the remembering felt like a cold draught through the house.`,
      { needs: ['lost'] },
    ),
    en(
      (s) =>
        `The house had a new kind of quiet in it. Not long ago, ${s.lost.name} had died: ${s.name}'s ${s.lost.kind}, and ${s.name}'s good friend. Tonight the missing felt especially big, the way missing often does at bedtime.`,
      { needs: ['lost'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `Jeden Abend schaute ${s.name} noch zu ${s.lost.genitive} Lieblingsplatz hinüber, und jeden Abend war er leer. Vor kurzem war ${s.lost.name} gestorben. Überall im Haus gab es kleine Erinnerungen: einen Napf, den niemand mehr füllen musste, und eine Stille, wo früher vertraute kleine Geräusche gewesen waren.`,
      { needs: ['lost'] },
    ),
    de(
      (s) =>
        `${cap(s.grownups.names)} ${s.grownups.plural ? 'hatten' : 'hatte'} es ${s.ihm} behutsam gesagt, ganz dicht neben ${s.ihm}: ${cap(s.lost.name)} war gestorben. Das war noch nicht lange her, und jedes Mal, wenn ${s.name} nach Hause kam, horchte ${s.er} noch auf die vertrauten kleinen Geräusche. Aber im Haus blieb es still.`,
      { needs: ['lost', 'grownups'] },
    ),
    de(
      (s) =>
        `Auf ${s.sein('em')} Nachttisch lag ${s.keepsake.of.nom}. Vor kurzem war ${s.lost.name} gestorben, und ${s.name} wollte ${s.keepsake.er.acc} gern in der Nähe haben. Mit dem Finger strich ${s.er} darüber und dachte daran, wie sehr ${s.er} ${s.lost.name} vermisste.`,
      { needs: ['lost', 'keepsake'] },
    ),
    de(
      (s) =>
        `${s.homePet.name} hatte den ganzen Tag an ${s.lost.genitive} alten Lieblingsplätzen geschnuppert und sah ganz ratlos aus. Vor kurzem war ${s.lost.name} gestorben, und auch ${s.homePet.name} schien zu spüren, dass jemand fehlte. ${s.name} spürte es auch. ${s.Er} vermisste ${s.lost.name} so sehr, dass ${s.ihm} der Bauch wehtat.`,
      { needs: ['lost', 'homePet'] },
    ),
    de(
      (s) =>
        `Vor kurzem war ein Haustier gestorben, das ${s.name} sehr lieb gehabt hatte. Überall im Haus gab es kleine Erinnerungen, und bei jeder wurde ${s.name} das Herz schwer.`,
      { unless: ['lost'] },
    ),
    de(
      (s) =>
        `Die Schlafenszeit fühlte sich jetzt anders an. Vor kurzem war ${s.lost.name} gestorben, und ${s.name} vergaß es immer wieder für einen kleinen Moment und schaute sich um, ganz aus Gewohnheit. Dann fiel es ${s.ihm} wieder ein, und das fühlte sich an wie ein kalter Luftzug im ganzen Haus.`,
      { needs: ['lost'] },
    ),
    de(
      (s) =>
        `Im Haus war eine neue Art von Stille. Vor kurzem war ${s.lost.name} gestorben, ${s.lost.sein.nom}. Heute Abend war das Vermissen besonders groß, so wie Vermissen abends oft größer ist.`,
      { needs: ['lost'] },
    ),
  ],
};

const telling: Passage = {
  en: [
    en(
      (s) =>
        `"It's ${s.lost.name}," said ${s.name} at last. "${cap(s.lost.name)} was my ${s.lost.kind}. The best ${s.lost.kind} in the whole world." ${s.His} voice wobbled. ${s.where.guideName} listened quietly. "Then you are missing someone very important," ${s.where.guideName} said. "A pet is part of the family."`,
      { needs: ['lost'] },
    ),
    en(
      (s) =>
        `"Some people say it was only a ${s.lost.kind}," said ${s.name}, very quietly. "But ${s.lost.name} wasn't only anything." "No," said ${s.where.guideName}. "${cap(s.lost.name)} was your friend, and part of your family. It is right to be very sad."`,
      { needs: ['lost'] },
    ),
    en(
      (s) =>
        `${s.name} told ${s.where.guideName} everything. The house was so quiet now. ${s.His} eyes still went to the favourite places, and ${s.he} still wanted to call out ${s.lost.name}'s name when ${s.he} came home. ${s.where.guideName} listened to all of it, and nodded. "You love ${s.lost.name} very much," ${s.where.guideName} said. "I can tell."`,
      { needs: ['lost'] },
    ),
    en(
      (s) =>
        `"I miss my pet so much," said ${s.name}, very quietly. ${s.where.guideName} listened, and nodded. "A pet is part of the family," ${s.where.guideName} said. "It is right to be very sad."`,
      { unless: ['lost'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `„Es ist wegen ${s.lost.name}“, sagte ${s.name} schließlich. „${cap(s.lost.name)} war ${meinFor(s.lost)} ${s.lost.kind}. ${cap(derFor(s.lost))} beste ${s.lost.kind} auf der ganzen Welt.“ ${s.Sein('e')} Stimme wackelte. ${s.where.guideName} hörte still zu. „Dann vermisst du jemanden, der sehr wichtig ist“, sagte ${s.where.guideName}. „Ein Haustier gehört zur Familie.“`,
      { needs: ['lost'] },
    ),
    de(
      (s) =>
        `„Manche sagen, das war doch nur ein Tier“, sagte ${s.name} ganz leise. „Aber ${s.lost.name} war nicht nur irgendwas.“ „Nein“, sagte ${s.where.guideName}. „${cap(s.lost.name)} hat zu deiner Familie gehört. Es ist richtig, dass du sehr traurig bist.“`,
      { needs: ['lost'] },
    ),
    de(
      (s) =>
        `${s.name} erzählte ${s.where.guideName} alles. Zu Hause war es jetzt so still. ${s.Sein('e')} Augen wanderten immer noch zu den Lieblingsplätzen, und am liebsten hätte ${s.er} beim Nachhausekommen noch ${s.lost.genitive} Namen gerufen. ${s.where.guideName} hörte sich alles an und nickte. „Du hast ${s.lost.name} sehr lieb“, sagte ${s.where.guideName}. „Das merkt man.“`,
      { needs: ['lost'] },
    ),
    de(
      (s) =>
        `„Ich vermisse mein Haustier so sehr“, sagte ${s.name} ganz leise. ${s.where.guideName} hörte zu und nickte. „Ein Haustier gehört zur Familie“, sagte ${s.where.guideName}. „Es ist richtig, dass du sehr traurig bist.“`,
      { unless: ['lost'] },
    ),
  ],
};

const feelings: Passage = {
  en: [
    en(
      (s) =>
        `"I cried and cried," said ${s.name}. "Is that silly, for a pet?" "Not one bit," said ${s.where.guideName}. "It is never silly to be sad when you miss someone you love. Crying is how the sad comes out. You may cry as much as you need, and be cross, or muddled, too."`,
    ),
    en(
      (s) =>
        `"Sometimes I'm angry," said ${s.name}. "And sometimes everything just feels muddled and strange." "Angry is allowed," said ${s.where.guideName}. "Muddled is allowed. Sad is allowed. All your feelings are welcome here."`,
    ),
    en(
      (s) =>
        `${s.name}'s eyes filled with tears. ${s.pal} did not try to make them stop. ${s.PalHe} just stayed close, warm and steady, while ${s.name} cried. Afterwards ${s.name} felt tired, but a little lighter, too. "Sad is allowed," said ${s.pal} softly. "So is angry. So is missing someone."`,
    ),
  ],
  de: [
    de(
      (s) =>
        `„Ich habe so viel geweint“, sagte ${s.name}. „Ist das albern, bei einem Tier?“ „Kein bisschen“, sagte ${s.where.guideName}. „Es ist nie albern, traurig zu sein, wenn man jemanden vermisst, den man lieb hat. Beim Weinen kommt das Traurige heraus. Du darfst weinen, so viel du brauchst, und wütend oder durcheinander sein darfst du auch.“`,
    ),
    de(
      (s) =>
        `„Manchmal bin ich wütend“, sagte ${s.name}. „Und manchmal ist alles nur durcheinander und komisch.“ „Wütend sein darf man“, sagte ${s.where.guideName}. „Durcheinander sein auch. Und traurig sein sowieso. Alle deine Gefühle dürfen hier sein.“`,
    ),
    de(
      (s) =>
        `${s.name} kamen die Tränen. ${s.pal} versuchte nicht, sie aufzuhalten. ${s.PalEr} blieb einfach ganz nah, warm und ruhig, während ${s.name} weinte. Danach war ${s.name} müde, aber auch ein kleines bisschen leichter. „Traurig sein ist erlaubt“, sagte ${s.pal} leise. „Wütend sein auch. Und jemanden vermissen sowieso.“`,
    ),
  ],
};

export const deathPetBig: Arc = {
  id: 'death-pet-big',
  kind: 'care',
  themes: ['death-pet'],
  ages: ['big'],
  title: deathPetTitle,
  summary: deathPetSummary,
  recap: deathPetRecap,
  scenes: [
    {
      picture: { composition: 'interior', where: 'bedroom', cast: ['grownups', 'homePet'], things: ['keepsake'] },
      beats: [opening, careArrival],
    },
    { picture: { composition: 'journey', where: 'setting' }, beats: [careWalk, { moment: 'colour' }] },
    { picture: { composition: 'close-up', where: 'setting', cast: ['guide'] }, beats: [careGuide, telling] },
    { picture: { composition: 'close-up', where: 'setting', cast: ['guide'] }, beats: [feelings, deathPetStory] },
    { picture: { composition: 'wide', where: 'setting', cast: ['guide'] }, beats: [deathPetLove] },
    { picture: { composition: 'wide', where: 'setting', cast: ['guide'] }, beats: [deathPetRitual, careHomeward] },
    {
      picture: {
        composition: 'interior',
        where: 'bedroom',
        asleep: true,
        cast: ['grownups', 'homePet'],
        things: ['keepsake'],
      },
      beats: [deathPetGoodnight],
    },
  ],
};
