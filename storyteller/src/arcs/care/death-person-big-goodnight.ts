import { de, en, type Passage } from '../types.ts';
import { cap } from './words.ts';

// The goodnight of the big story of someone who died: home, the sad feeling allowed, the child
// loved. Sleep is the child's, never the one who died; a star or heaven only when the parent allowed it.

export const deathPersonGoodnight: Passage = {
  en: [
    en(
      (s) =>
        `Back at home, ${s.grownups.names} came in one more time to tuck the blanket round ${s.name} and give ${s.him} a long, long hug. "We miss ${s.lost.name} too," ${s.grownups.one ? s.grownups.they : 'they'} said. "We can miss ${s.lost.him} together." The sad feeling was still there, but it was smaller now, and warm around the edges. ${s.name}'s eyes grew heavy, and closed. Goodnight, ${s.name}.`,
      { needs: ['lost', 'grownups'] },
    ),
    en(
      (s) =>
        `Back in bed, ${s.name} put ${s.keepsake.of} where ${s.he} could see ${s.keepsake.it} from the pillow. ${s.pal} curled up close. Outside, the night was quiet and kind. ${s.name} thought of one good thing about ${s.lost.name}, just one, and held on to it, and then ${s.his} eyes closed, and ${s.he} slept. Goodnight, ${s.name}.`,
      { needs: ['lost', 'keepsake'] },
    ),
    en(
      (s) =>
        `The way home was soft and short. ${s.name} climbed into bed, and ${s.pal} settled close beside ${s.him}. ${s.name} was still sad, and that was all right. ${s.He} ${s.was} loved, ${s.he} could remember, and tomorrow would come gently, one step at a time. ${s.His} breathing grew slow and deep. Goodnight, ${s.name}.`,
    ),
    en(
      (s) =>
        `Before ${s.he} lay down, ${s.name} looked out of the window and chose one star, a small bright one, and named it ${s.lost.name}'s star. Whenever ${s.he} missed ${s.lost.name}, ${s.he} could look for it and remember. Then ${s.name} snuggled down under the covers, and ${s.pal} stayed close until ${s.he} ${s.was} asleep. Goodnight, ${s.name}.`,
      { needs: ['lost', 'star'] },
    ),
    en(
      (s) =>
        `${cap(s.grownups.names)} tucked ${s.name} in. "${s.lost.name} is in heaven now," ${s.grownups.one ? s.grownups.they : 'they'} said softly, "and we will always remember ${s.lost.him}." ${s.name} held that thought, warm and quiet, until ${s.his} eyes closed. Goodnight, ${s.name}.`,
      { needs: ['lost', 'heaven', 'grownups'] },
    ),
    en(
      (s) =>
        `Back at home, ${s.grownups.names} sat with ${s.name} until ${s.his} eyes grew heavy. "${s.grownups.one ? "I'm here. I will" : "We're here. We will"} look after you, always," ${s.grownups.one ? s.grownups.they : 'they'} whispered. The sad feeling was still there, and so was all that love. Goodnight, ${s.name}.`,
      { needs: ['lostParent', 'grownups'] },
    ),
    en(
      (s) =>
        `Home again, everything was just where ${s.name} had left it: ${s.toy.his}, the lamp, the blanket with the soft corner. ${s.name} lay down, and ${s.pal} lay close. "You can be sad and still sleep," ${s.pal} whispered. "Sad is allowed at bedtime too." And slowly, slowly, ${s.name} slept.`,
      { needs: ['toy'] },
    ),
    en(
      (s) =>
        `At home, ${s.homePet.name} was waiting at the end of the bed and pressed warm against ${s.name}'s feet. ${s.name} was still sad, and that was all right. ${s.He} ${s.was} loved, here and now. ${s.His} eyes closed. Goodnight, ${s.name}.`,
      { needs: ['homePet'] },
    ),
    en(
      (s) =>
        `Back in bed, ${s.name} lay very still. ${s.He} thought of ${s.lost.name}, and felt sad, and let the sad be there. ${s.pal} curled up close, warm and patient. Little by little, ${s.name}'s breathing slowed, and the night wrapped round ${s.him} like a soft blanket. Goodnight, ${s.name}.`,
      { needs: ['lost'] },
    ),
    en(
      (s) =>
        `Home again, ${s.name} snuggled under the covers and held on to one thought: ${s.lost.name} loved me, and I still love ${s.lost.him}. It was a sad thought and a warm thought, both at once, and a good one to take into the night. Goodnight, ${s.name}.`,
      { needs: ['lost'] },
    ),
    en(
      (s) =>
        `Back at home, the bed was waiting, warm and soft. ${s.name} lay down, and ${s.pal} settled into the crook of ${s.his} arm. The sad feeling came along too, and ${s.name} let it. It was allowed to be there. Bit by bit, ${s.his} eyes grew heavy. Goodnight, ${s.name}.`,
    ),
    en(
      (s) =>
        `Home again, ${s.name} lay in the dark and whispered one thing ${s.he} remembered about ${s.lost.name}, just to the pillow. It made ${s.him} a little sad and a little warm. ${s.pal} stayed close, and after a while ${s.name}'s eyes closed. Goodnight, ${s.name}.`,
      { needs: ['lost'] },
    ),
    en(
      (s) =>
        `Back at home, ${s.grownups.names} ${s.grownups.one ? 'was' : 'were'} there to tuck ${s.name} in, the way ${s.grownups.one ? s.grownups.they : 'they'} always did. "${s.grownups.one ? 'I love' : 'We love'} you," came the whisper. ${s.name} felt sad still, and loved as well, and both of those were true at once. Goodnight, ${s.name}.`,
      { needs: ['grownups'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `Zu Hause ${s.grownups.plural ? 'kamen' : 'kam'} ${s.grownups.names} noch einmal herein, um ${s.name} zuzudecken und ${s.ihn} lange, ganz lange in den Arm zu nehmen. „Wir vermissen ${s.lost.name} auch“, ${s.grownups.plural ? 'sagten sie' : `sagte ${s.grownups.names}`}. „Wir können ${s.lost.er.acc} zusammen vermissen.“ Das Traurige war noch da, aber es war kleiner geworden und an den Rändern ganz warm. ${s.name} wurden die Augen schwer, und sie fielen zu. Gute Nacht, ${s.name}.`,
      { needs: ['lost', 'grownups'] },
    ),
    de(
      (s) =>
        `Wieder im Bett legte ${s.name} ${s.keepsake.of.acc} so hin, dass ${s.er} ${s.keepsake.er.acc} vom Kissen aus sehen konnte. ${s.pal} kuschelte sich dicht heran. Draußen war die Nacht still und freundlich. ${s.name} dachte an eine schöne Sache mit ${s.lost.name}, nur an eine, und hielt sie ganz fest, und dann fielen ${s.ihm} die Augen zu, und ${s.er} schlief. Gute Nacht, ${s.name}.`,
      { needs: ['lost', 'keepsake'] },
    ),
    de(
      (s) =>
        `Der Heimweg war weich und kurz. ${s.name} kroch ins Bett, und ${s.pal} legte sich dicht daneben. ${s.name} war immer noch traurig, und das war in Ordnung. ${s.Er} hatte Menschen, die ${s.ihn} lieb hatten, ${s.er} konnte sich erinnern, und der Morgen würde ganz sanft kommen, Schritt für Schritt. ${s.Sein('')} Atem wurde langsam und tief. Gute Nacht, ${s.name}.`,
    ),
    de(
      (s) =>
        `Bevor ${s.er} sich hinlegte, schaute ${s.name} aus dem Fenster und suchte sich einen Stern aus, einen kleinen, hellen, und nannte ihn ${s.lost.genitive} Stern. Immer wenn das Vermissen kam, konnte ${s.er} nach dem Stern schauen und sich an ${s.lost.er.acc} erinnern. Dann kuschelte sich ${s.name} unter die Decke, und ${s.pal} blieb ganz nah, bis ${s.er} schlief. Gute Nacht, ${s.name}.`,
      { needs: ['lost', 'star'] },
    ),
    de(
      (s) =>
        `${s.name} wurde von ${s.grownups.dat} zugedeckt. „${s.lost.name} ist jetzt im Himmel“, ${s.grownups.plural ? 'sagten sie' : `sagte ${s.grownups.names}`} leise, „und wir werden uns immer an ${s.lost.er.acc} erinnern.“ ${s.name} hielt diesen Gedanken fest, warm und still, bis ${s.ihm} die Augen zufielen. Gute Nacht, ${s.name}.`,
      { needs: ['lost', 'heaven', 'grownups'] },
    ),
    de(
      (s) =>
        `Zu Hause ${s.grownups.plural ? 'blieben' : 'blieb'} ${s.grownups.names} bei ${s.name} sitzen, bis ${s.ihm} die Augen schwer wurden. „${s.grownups.plural ? 'Wir sind da. Wir passen' : 'Ich bin da. Ich passe'} auf dich auf, immer“, ${s.grownups.plural ? 'flüsterten sie' : `flüsterte ${s.grownups.names}`}. Das Traurige war noch da, und die ganze Liebe auch. Gute Nacht, ${s.name}.`,
      { needs: ['lostParent', 'grownups'] },
    ),
    de(
      (s) =>
        `Zu Hause lag alles noch da, wo ${s.name} es gelassen hatte: ${s.toy.sein.nom}, die Lampe, die Decke mit dem weichen Zipfel. ${s.name} legte sich hin, und ${s.pal} legte sich dazu. „Man kann traurig sein und trotzdem schlafen“, flüsterte ${s.pal}. „Traurig sein darf man auch beim Zubettgehen.“ Und ganz langsam schlief ${s.name} ein.`,
      { needs: ['toy'] },
    ),
    de(
      (s) =>
        `Zu Hause wartete ${s.homePet.name} schon am Fußende und drückte sich warm an ${s.sein('e')} Füße. ${s.name} war immer noch traurig, und das war in Ordnung. ${s.Er} wurde geliebt, hier und jetzt. Dann fielen ${s.ihm} die Augen zu. Gute Nacht, ${s.name}.`,
      { needs: ['homePet'] },
    ),
    de(
      (s) =>
        `Wieder im Bett lag ${s.name} ganz still. ${s.Er} dachte an ${s.lost.name} und war traurig und ließ das Traurige einfach da sein. ${s.pal} rollte sich dicht daneben zusammen, warm und geduldig. Nach und nach atmete ${s.name} ruhiger, und die Nacht legte sich um ${s.ihn} wie eine weiche Decke. Gute Nacht, ${s.name}.`,
      { needs: ['lost'] },
    ),
    de(
      (s) =>
        `Wieder zu Hause kuschelte sich ${s.name} unter die Decke und hielt einen Gedanken fest: ${s.lost.name} hatte mich lieb, und ich habe ${s.lost.er.acc} immer noch lieb. Es war ein trauriger und ein warmer Gedanke zugleich, und ein guter für die Nacht. Gute Nacht, ${s.name}.`,
      { needs: ['lost'] },
    ),
    de(
      (s) =>
        `Zu Hause wartete das Bett, warm und weich. ${s.name} kroch hinein, und ${s.pal} kuschelte sich in ${s.sein('e')} Armbeuge. Das Traurige kam auch mit, und ${s.name} ließ es. Es durfte da sein. Nach und nach wurden die Augen schwer. Gute Nacht, ${s.name}.`,
    ),
    de(
      (s) =>
        `Wieder zu Hause lag ${s.name} im Dunkeln und flüsterte eine Erinnerung an ${s.lost.name} ins Kissen, nur eine. Das machte ${s.ihn} ein bisschen traurig und ein bisschen warm. ${s.pal} blieb ganz nah, und nach einer Weile kam der Schlaf. Gute Nacht, ${s.name}.`,
      { needs: ['lost'] },
    ),
    de(
      (s) =>
        `Zu Hause ${s.grownups.plural ? 'waren' : 'war'} ${s.grownups.names} da, um ${s.name} zuzudecken, so wie immer. „${s.grownups.plural ? 'Wir haben' : 'Ich habe'} dich lieb“, kam es ganz leise. Traurig war ${s.name} noch immer, aber auch geliebt, und beides stimmte zugleich. Gute Nacht, ${s.name}.`,
      { needs: ['grownups'] },
    ),
  ],
};
