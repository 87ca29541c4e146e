import { de, en, type Passage } from '../types.ts';

// The end of the big someone-ill story: a smooth stone to hold when the worry gets big (found,
// given, or warmed by the companion; every goodnight may speak of it), and the goodnight, where the
// ill one is looked after through the night too.

export const worryStone: Passage = {
  en: [
    en(
      (s) =>
        `Before they left, ${s.where.guideName} pressed something into ${s.name}'s hand: a smooth, cool stone, just the right size for a pocket. "For when the worry gets big," said ${s.where.guideName}. "Hold it tight and tell it. Stones are very good at keeping worries, so you don't have to carry them all by yourself."`,
    ),
    en(
      (s) =>
        `${s.pal} had found a pebble by the path, round and smooth and still a little warm. "Here," ${s.palHe} said. "A worry stone. When you feel worried, you rub it with your thumb, like this, and you tell a grown-up what the worry is. That's the whole trick."`,
    ),
    en(
      (s) =>
        `On the way back, ${s.name} picked up a flat grey pebble that shone in the moonlight. "I'm going to keep this," ${s.name} said. "It can be my worry stone. When I'm worried, I'll hold it, and then I'll say it out loud." "That," said ${s.pal}, "is a very wise plan."`,
    ),
    en(
      (s) =>
        `Just before they left, ${s.name} noticed a stone that looked almost like a heart, if you squinted. It fitted exactly into ${s.name}'s palm, as if it had been waiting there. "A worry stone," said ${s.where.guideName}. "When a worry comes, hold it and breathe, and then find a grown-up and tell them. The stone holds on, and the grown-up helps."`,
    ),
    en(
      (s) =>
        `${s.pal} hunted about for a while and came back with a small stone, held very carefully. "It's for you," ${s.palHe} said. "I warmed it up first." And it was warm, warm as a hand. "Keep it in your pocket. When the worry comes, give it a squeeze, and remember you can always tell somebody."`,
    ),
    en(
      (s) =>
        `By the edge of the path lay a stone as smooth as soap. ${s.name} picked it up and turned it over: on one side there was a tiny white line, like a smile. "That one is yours," said ${s.where.guideName}. "It's for worries. When a worry gets big, you hold the stone and tell someone at home. Worries shrink when they are shared."`,
    ),
  ],
  de: [
    de(
      (s) =>
        `Bevor sie gingen, bekam ${s.name} von ${s.where.guideName} etwas in die Hand gelegt: einen glatten, kühlen Stein, genau groß genug für die Hosentasche. „Für die Zeiten, wenn die Sorgen groß werden“, sagte ${s.where.guideName}. „Halt ihn fest und erzähl ihm davon. Steine können Sorgen gut aufbewahren. Dann musst du sie nicht allein tragen.“`,
    ),
    de(
      (s) =>
        `${s.pal} hatte am Wegrand einen Kiesel gefunden, rund und glatt und noch ein bisschen warm. „Hier“, sagte ${s.palEr}. „Ein Sorgenstein. Wenn du dir Sorgen machst, reibst du mit dem Daumen darüber, so, und dann erzählst du einem Großen, was dich bedrückt. Das ist der ganze Trick.“`,
    ),
    de(
      (s) =>
        `Auf dem Rückweg hob ${s.name} einen flachen grauen Kiesel auf, der im Mondlicht schimmerte. „Den behalte ich“, sagte ${s.name}. „Das ist jetzt mein Sorgenstein. Wenn ich mir Sorgen mache, halte ich ihn fest, und dann sage ich es laut.“ „Das“, sagte ${s.pal}, „ist ein sehr kluger Plan.“`,
    ),
    de(
      (s) =>
        `Kurz bevor sie gingen, entdeckte ${s.name} einen Stein, der fast wie ein Herz aussah, wenn man ein bisschen blinzelte. Er passte genau in die Hand, als hätte er dort schon gewartet. „Ein Sorgenstein“, sagte ${s.where.guideName}. „Wenn eine Sorge kommt, halt ihn fest und atme, und dann such dir einen Großen und erzähl es. Der Stein hält fest, und der Große hilft.“`,
    ),
    de(
      (s) =>
        `${s.pal} suchte eine Weile herum und kam mit einem kleinen Stein zurück, ganz vorsichtig gehalten. „Der ist für dich“, sagte ${s.palEr}. „Ich hab ihn schon angewärmt.“ Und wirklich, er war warm wie eine Hand. „Steck ihn ein. Wenn die Sorge kommt, drück ihn ein bisschen und denk daran: Du kannst es immer jemandem erzählen.“`,
    ),
    de(
      (s) =>
        `Am Wegrand lag ein Stein, so glatt wie Seife. ${s.name} hob ihn auf und drehte ihn um: Auf der einen Seite war ein winziger weißer Strich, wie ein Lächeln. „Der gehört dir“, sagte ${s.where.guideName}. „Der ist für Sorgen. Wenn eine Sorge groß wird, hältst du den Stein fest und erzählst es jemandem zu Hause. Geteilte Sorgen schrumpfen.“`,
    ),
  ],
};

export const illGoodnight: Passage = {
  en: [
    en(
      (s) =>
        `Back home, ${s.name} thought of ${s.ill.name} once more. Before bed, ${s.he} ${s.ritual.past} a little something for ${s.ill.name}, slowly and carefully, as ${s.he} always did. Then the stone went under the pillow, ${s.pal} curled up close, and ${s.name}'s eyes closed. Goodnight, ${s.name}.`,
      { needs: ['ill', 'ritual'] },
    ),
    en(
      (s) =>
        `Back home, ${s.grownups.names} came to sit on the edge of the bed, and this time there was time for a cuddle, a long one. "In this family, everyone is looked after," came the whisper. "${s.ill.name}, and you." ${s.name} held the stone in one hand and ${s.pal} in the other, and slowly ${s.his} eyes closed. Goodnight, ${s.name}.`,
      { needs: ['grownups', 'ill'] },
    ),
    en(
      (s) =>
        `The way home was short and soft. ${s.name} slipped the stone under the pillow, where it would be close by all night. ${s.pal} curled up warm. And ${s.ill.name} was being looked after too, all through the night. ${s.name} breathed slow and deep, and slept.`,
      { needs: ['ill'] },
    ),
    en(
      (s) =>
        `Home again, ${s.name} snuggled down beside ${s.toy.the}, with the worry stone close by. The house was quiet, a sleepy sort of quiet. ${s.pal} hummed a little tune, and ${s.name}'s eyes closed. Goodnight, ${s.name}.`,
      { needs: ['toy'] },
    ),
    en(
      (s) =>
        `Back in bed, with the worry stone tucked under the pillow and ${s.pal} close beside ${s.him}, ${s.name} listened to the quiet house. It did not feel so strange now. Slowly, slowly, ${s.name} fell asleep.`,
    ),
    en(
      (s) =>
        `Home again, ${s.name} put the stone on the bedside table, where it could be seen even in the dark. ${s.pal} curled up in the crook of ${s.name}'s arm. "Somebody is looking after ${s.ill.name} tonight," whispered ${s.pal}, "and somebody is looking after you." ${s.name} held on to that, the way you hold a smooth stone, and was soon asleep.`,
      { needs: ['ill'] },
    ),
    en(
      (s) =>
        `${s.name} lay in bed with one hand round the stone and listened. The house made its night-time noises: a tick, a creak, a soft voice in another room. Ordinary noises. ${s.pal} yawned, and ${s.name} yawned back, and after that there was only sleep.`,
    ),
    en(
      (s) =>
        `"Goodnight, ${s.ill.name}," ${s.name} whispered into the dark. "I love you." It felt like sending something warm across the night. The stone went under the pillow, ${s.pal} settled close, and soon ${s.name} was asleep.`,
      { needs: ['ill'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `Wieder zu Hause dachte ${s.name} noch einmal an ${s.ill.name}. Vor dem Schlafen ${s.ritual.past} ${s.er} noch etwas für ${s.ill.name}, langsam und sorgfältig, wie immer. Dann kam der Stein unters Kopfkissen, ${s.pal} kuschelte sich an, und ${s.name} fielen die Augen zu. Gute Nacht, ${s.name}.`,
      { needs: ['ill', 'ritual'] },
    ),
    de(
      (s) =>
        `Zu Hause ${s.grownups.plural ? 'setzten' : 'setzte'} sich ${s.grownups.names} auf die Bettkante, und diesmal war Zeit zum Kuscheln, für ein ganz langes Kuscheln. „In unserer Familie wird auf alle aufgepasst“, flüsterte es. „Auf ${s.ill.name} und auf dich.“ In der einen Hand hielt ${s.name} den Stein, in der anderen ${s.pal}, und langsam fielen die Augen zu. Gute Nacht, ${s.name}.`,
      { needs: ['grownups', 'ill'] },
    ),
    de(
      (s) =>
        `Leise kamen sie wieder nach Hause. ${s.name} schob den Stein unters Kopfkissen, da war er die ganze Nacht ganz nah. ${s.pal} rollte sich warm zusammen. Und auch auf ${s.ill.name} passte heute Nacht jemand gut auf. Dann schlief ${s.name} ein.`,
      { needs: ['ill'] },
    ),
    de(
      (s) =>
        `Wieder zu Hause kuschelte ${s.name} sich neben ${s.toy.der.acc}, den Sorgenstein ganz in der Nähe. Im Haus war es still, eine müde, schläfrige Stille. ${s.pal} summte ein kleines Lied, und ${s.name} fielen die Augen zu. Gute Nacht, ${s.name}.`,
      { needs: ['toy'] },
    ),
    de(
      (s) =>
        `Wieder im Bett, den Sorgenstein unter dem Kissen und ${s.pal} dicht daneben, lauschte ${s.name} in das stille Haus. So seltsam fühlte es sich gar nicht mehr an. Langsam, ganz langsam schlief ${s.name} ein.`,
    ),
    de(
      (s) =>
        `Zu Hause legte ${s.name} den Stein auf den Nachttisch, wo man ihn sogar im Dunkeln sehen konnte. ${s.pal} kuschelte sich in die Armbeuge. „Heute Nacht kümmert sich jemand um ${s.ill.name}“, flüsterte ${s.pal}, „und um dich kümmert sich auch jemand.“ ${s.name} hielt das fest wie einen glatten Stein, und bald war ${s.name} eingeschlafen.`,
      { needs: ['ill'] },
    ),
    de(
      (s) =>
        `${s.name} lag im Bett, eine Hand um den Stein, und lauschte. Das Haus machte seine Nachtgeräusche: ein Ticken, ein Knarren, eine leise Stimme in einem anderen Zimmer. Ganz gewöhnliche Geräusche. ${s.pal} gähnte, und ${s.name} gähnte zurück, und danach kam nur noch der Schlaf.`,
    ),
    de(
      (s) =>
        `„Gute Nacht, ${s.ill.name}“, flüsterte ${s.name} ins Dunkle. „Ich hab dich lieb.“ Es fühlte sich an, als würde etwas Warmes durch die Nacht reisen. Der Stein kam unters Kissen, ${s.pal} rollte sich dicht daneben ein, und bald schlief ${s.name}.`,
      { needs: ['ill'] },
    ),
  ],
};
