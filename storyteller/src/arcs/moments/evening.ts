import { de, en, type Passage } from '../types.ts';
import { moreEvenings } from './evening-more.ts';
import { seriesEvenings } from './evening-series.ts';
import { cap } from '../care/words.ts';

// The evening at home before an adventure: who is there, what the child has on, the pet, the toy,
// brothers and sisters next door, the night-light in the favourite colour, or just the quiet house.
// Each variant is a whole little opening; a series episode opens with what happened last time.

export const homeEvening: Passage = {
  en: [
    ...seriesEvenings.en,
    ...moreEvenings.en,
    en(
      (s) =>
        `It was the time of evening when the sky turns the colour of blueberry jam, and ${s.name} was meant to be getting ready for bed. Downstairs, ${s.grownups.names} ${s.grownups.one ? 'was' : 'were'} humming over the washing-up.`,
      { needs: ['grownups'], ages: ['big'] },
    ),
    en(
      (s) =>
        `${cap(s.grownups.names)} had read one story, and then another, and then said that really was the last one, the way grown-ups do. Now the lamp was off, but ${s.name} lay wide awake, listening to the house settle.`,
      { needs: ['grownups'], ages: ['big'] },
    ),
    en(
      (s) =>
        `All day long, right up to bath time, ${s.name} had worn ${s.his} ${s.clothing.bare}, because some things are simply too good to take off. Now the bath was over, the curtains were drawn, and not a clatter came from the kitchen any more.`,
      { needs: ['clothing'], ages: ['big'] },
    ),
    en(
      (s) =>
        `The house had gone still. Even ${s.homePet.name} had said goodnight in ${s.homePet.hisOwn} own way and settled down to sleep, but ${s.name} was not one bit sleepy.`,
      { needs: ['homePet'], ages: ['big'] },
    ),
    en(
      (s) =>
        `The curtains were drawn and the landing light was on. ${s.toy.cuddly ? `${s.name} lay with ${s.his} ${s.toy.bare} tucked under one arm, eyes wide open, not sleepy in the least.` : `${s.name} lay looking at ${s.his} ${s.toy.bare} in the corner, thinking of all the things to do with ${s.toy.it} tomorrow, and not sleepy in the least.`}`,
      { needs: ['toy'], ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.sibling.baby ? `From the room next door came the small, snuffly sounds of ${s.sibling.name} asleep in ${s.sibling.hisOwn} cot` : `${s.sibling.name} was meant to be asleep next door, but every now and then a giggle came through the wall`}, and ${s.name} lay in the dark, smiling at the ceiling.`,
      { needs: ['sibling'], ages: ['big'] },
    ),
    en(
      (s) =>
        `Next door, ${s.siblings.names} were meant to be asleep, but every now and then a giggle came through the wall. ${s.name} lay listening, and smiled at the ceiling.`,
      { needs: ['siblings'], unless: ['sibling'], ages: ['big'] },
    ),
    en(
      (s) =>
        `The night-light glowed softly ${s.colour.adjective}, ${s.name}'s favourite colour, and made a little round moon on the ceiling. ${s.name} lay watching it, much too awake to sleep.`,
      { needs: ['colour'], ages: ['big'] },
    ),
    en(
      (s) =>
        `The moon had come up round and white over the rooftops, and ${s.name} was sitting on the bed in ${s.his} pyjamas, not sleepy at all.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `The last bird had sung its last song, the lamp was low, and ${s.name} lay in bed with ${s.his} eyes wide open, listening to the evening.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `Outside the window, the wind was telling the trees a long, slow story. ${s.name} lay under the covers and listened, far too curious to fall asleep.`,
      { ages: ['big'] },
    ),
    en((s) => `Bath time is over. ${s.name} is in pyjamas. The moon looks in at the window.`, { ages: ['little'] }),
    en(
      (s) =>
        `${cap(s.grownups.names)} say${s.grownups.one ? 's' : ''}, "Time for bed!" But ${s.name} is not sleepy. Not one bit.`,
      { needs: ['grownups'], ages: ['little'] },
    ),
    en((s) => `${s.name} has ${s.his} ${s.clothing.bare} on. Still! At bedtime! ${s.name} giggles.`, {
      needs: ['clothing'],
      ages: ['little'],
    }),
    en((s) => `${s.homePet.name} is fast asleep. But ${s.name} is wide awake. Eyes open, ears open!`, {
      needs: ['homePet'],
      ages: ['little'],
    }),
    en(
      (s) =>
        `The lamp is low. ${s.toy.cuddly ? `${s.name} hugs ${s.his} ${s.toy.bare}.` : `${s.toy.The} ${s.toy.plural ? 'wait' : 'waits'} by the bed.`} Is ${s.name} sleepy? No!`,
      { needs: ['toy'], ages: ['little'] },
    ),
    en((s) => `Night, night, says the lamp. Night, night, says the moon. But ${s.name} is wide awake.`, {
      ages: ['little'],
    }),
    en(
      (s) =>
        `The house had gone quiet, the way houses do at bedtime. Only ${s.name} was still awake. Downstairs, the clock ticked and ticked.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `Bath, teeth, story, kiss: all done. But ${s.name}'s eyes would not stay shut. They kept popping open again, all by themselves.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `Rain had tapped at the window all afternoon, and now the sky was washed clean. ${s.name} knelt up on the bed and looked out at the very first star.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.name} had a feeling. Not a tummy-ache feeling, and not a sad one. It was the feeling that tonight, something was going to happen.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `Somewhere far off, a dog barked once and then thought better of it. The whole street settled down for the night. ${s.name} did not.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `The pillow was cool and the blanket was warm, and the room smelled of toothpaste and clean pyjamas. ${s.name} lay very still. ${s.He} ${s.was} listening.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `It was that in-between time, after goodnight and before sleep. ${s.name} hummed a little tune under the covers. Nobody hummed back. Not yet.`,
      { ages: ['big'] },
    ),
    en((s) => `Outside, an owl asked its one question of the dark. Who? Who? ${s.name} lay awake, wondering too.`, {
      ages: ['big'],
    }),
    en((s) => `Teeth are brushed. The light is low. ${s.name} peeps over the blanket.`, { ages: ['little'] }),
    en((s) => `Tick, tock, says the clock. Sleepy time! But ${s.name} is wide awake.`, { ages: ['little'] }),
    en((s) => `Snuggle down, ${s.name}. Eyes shut? No! Eyes open. Something is coming.`, { ages: ['little'] }),
    en(
      (s) =>
        `"Sleep tight," ${s.grownups.names} had said, and switched off the big light. But ${s.name} was not sleeping tight. ${s.name} was not sleeping at all.`,
      { needs: ['grownups'], ages: ['big'] },
    ),
    en(
      (s) =>
        `From downstairs came the murmur of ${s.grownups.names} talking, the clink of a cup, a soft laugh. ${s.name} lay listening in the dark, warm and wide awake.`,
      { needs: ['grownups'], ages: ['big'] },
    ),
    en(
      (s) =>
        `${cap(s.grownups.names)} had tucked ${s.him} in twice already. "Eyes closed," ${s.grownups.they} had said the second time. For a while ${s.his} eyes had stayed shut. Now they were open again.`,
      { needs: ['grownups'], ages: ['big'] },
    ),
    en(
      (s) =>
        `It had been a good day, and ${s.grownups.names} had said so at bedtime, with an extra kiss on the nose. The door was open a crack, and the landing light made a golden stripe across the floor.`,
      { needs: ['grownups'], ages: ['big'] },
    ),
    en(
      (s) =>
        `${cap(s.grownups.names)} say${s.grownups.one ? 's' : ''}, "Night, night." Kiss! But ${s.name} is still awake.`,
      { needs: ['grownups'], ages: ['little'] },
    ),
    en(
      (s) =>
        `${s.name} was still wearing ${s.his} ${s.clothing.bare}, even though it was bedtime, because nobody had had the heart to say no. ${s.He} wriggled ${s.his} toes and looked at the ceiling, not one bit tired.`,
      { needs: ['clothing'], ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.clothing.The} waited at the foot of the bed, ready for tomorrow, because ${s.name} would not go anywhere without ${s.clothing.it}. But tomorrow was a long way off, and ${s.name} was wide awake.`,
      { needs: ['clothing'], ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.homePet.name} had been allowed in for one last goodnight, and had gone off again with a happy sigh. The house went quiet after that. ${s.name} did not.`,
      { needs: ['homePet'], ages: ['big'] },
    ),
    en(
      (s) =>
        `Somewhere in the house, ${s.homePet.name} was dreaming ${s.homePet.kind} dreams. ${s.name} lay listening to the quiet and wondered what they were about.`,
      { needs: ['homePet'], ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.toy.cuddly ? `${s.name} held ${s.his} ${s.toy.bare} up to the window so that the ${s.toy.bare} could see the moon too.` : `${s.name} had wanted to take ${s.his} ${s.toy.bare} to bed and had been told no, very kindly.`} Now the room was dark and full of waiting.`,
      { needs: ['toy'], ages: ['big'] },
    ),
    en(
      (s) =>
        `It was far too exciting a night for sleeping. ${s.toy.cuddly ? `Even ${s.his} ${s.toy.bare}, tucked in close, seemed to have one eye open.` : `${s.name} lay thinking about ${s.his} ${s.toy.bare} and all the things to do tomorrow.`}`,
      { needs: ['toy'], ages: ['big'] },
    ),
    en(
      (s) =>
        `There was a faint ${s.colour.adjective} glow round the moon tonight, ${s.name}'s very favourite colour, as if the sky were saying hello. ${s.name} waved back from the window.`,
      { needs: ['colour'], ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.sibling.baby ? `${s.sibling.name} had been fed and rocked and was asleep at last` : `${s.sibling.name} had fallen asleep in the middle of a sentence`}, and next door there was only soft breathing now. ${s.name}, though, lay awake and listened.`,
      { needs: ['sibling'], ages: ['big'] },
    ),
  ],
  de: [
    ...seriesEvenings.de,
    ...moreEvenings.de,
    de(
      (s) =>
        `Es war die Abendstunde, in der der Himmel die Farbe von Heidelbeermarmelade annimmt, und eigentlich sollte ${s.name} sich bettfertig machen. Unten in der Küche ${s.grownups.plural ? 'summten' : 'summte'} ${s.grownups.names} beim Abwasch.`,
      { needs: ['grownups'], ages: ['big'] },
    ),
    de(
      (s) =>
        `${cap(s.grownups.names)} ${s.grownups.plural ? 'hatten' : 'hatte'} eine Geschichte vorgelesen und dann noch eine, und dann hieß es: „Aber jetzt ist wirklich Schluss.“ Die Lampe war aus, doch ${s.name} lag hellwach da und lauschte, wie das Haus zur Ruhe kam.`,
      { needs: ['grownups'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Den ganzen Tag hatte ${s.name} ${s.clothing.der.acc} angehabt, bis zum Baden, denn manche Sachen sind einfach zu schön zum Ausziehen. Jetzt war das Baden vorbei, die Vorhänge waren zugezogen, und aus der Küche kam kein Klappern mehr.`,
      { needs: ['clothing'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Alle im Haus lagen schon in ihren Betten. Sogar ${s.homePet.name} hatte auf ${s.homePet.seinOwn('e')} Art Gute Nacht gesagt und schlief schon, aber ${s.name} war kein bisschen müde.`,
      { needs: ['homePet'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Die Vorhänge waren zu, und im Flur brannte noch Licht. ${s.toy.cuddly ? `${s.name} lag da, ${s.toy.der.acc} im Arm, mit großen offenen Augen, und war kein bisschen müde.` : `${s.name} lag da, schaute hinüber zu ${s.toy.der.dat} in der Ecke und dachte an morgen, kein bisschen müde.`}`,
      { needs: ['toy'], ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.sibling.baby ? `Aus dem Nebenzimmer kamen die leisen, schnaufenden Schlafgeräusche von ${s.sibling.name}` : `Eigentlich sollte ${s.sibling.name} nebenan längst schlafen, aber ab und zu kicherte es durch die Wand`}, und ${s.name} lag im Dunkeln und lächelte zur Decke hinauf.`,
      { needs: ['sibling'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Eigentlich sollten ${s.siblings.names} nebenan längst schlafen, aber ab und zu kicherte es durch die Wand. ${s.name} lag da, lauschte und lächelte zur Decke hinauf.`,
      { needs: ['siblings'], unless: ['sibling'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Das Nachtlicht leuchtete sanft in ${s.colour.noun}, der Lieblingsfarbe von ${s.name}, und malte einen kleinen runden Mond an die Zimmerdecke. ${s.name} schaute hinauf und war viel zu wach zum Schlafen.`,
      { needs: ['colour'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Der Mond stand rund und weiß über den Dächern, und ${s.name} saß im Schlafanzug auf dem Bett und war kein bisschen müde.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Der letzte Vogel hatte sein letztes Lied gesungen, die Lampe brannte nur noch schwach, und ${s.name} lag mit offenen Augen im Bett und lauschte dem Abend.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Draußen vor dem Fenster erzählte der Wind den Bäumen eine lange, langsame Geschichte. ${s.name} lag unter der Decke und hörte zu, viel zu neugierig zum Einschlafen.`,
      { ages: ['big'] },
    ),
    de((s) => `Das Baden ist vorbei. ${s.name} hat den Schlafanzug an. Der Mond schaut zum Fenster herein.`, {
      ages: ['little'],
    }),
    de(
      (s) =>
        `${cap(s.grownups.names)} ${s.grownups.plural ? 'sagen' : 'sagt'}: „Ab ins Bett!“ Aber ${s.name} ist nicht müde. Kein bisschen.`,
      { needs: ['grownups'], ages: ['little'] },
    ),
    de((s) => `${s.name} hat immer noch ${s.clothing.der.acc} an. Im Bett! ${s.name} kichert.`, {
      needs: ['clothing'],
      ages: ['little'],
    }),
    de((s) => `${s.homePet.name} schläft schon tief und fest. Aber ${s.name} ist hellwach. Augen auf, Ohren auf!`, {
      needs: ['homePet'],
      ages: ['little'],
    }),
    de(
      (s) =>
        `Die Lampe ist ganz klein. ${s.toy.cuddly ? `${s.name} drückt ${s.toy.der.acc} ganz fest.` : `${s.toy.Der.nom} ${s.toy.plural ? 'warten' : 'wartet'} neben dem Bett.`} Ist ${s.name} müde? Nein!`,
      { needs: ['toy'], ages: ['little'] },
    ),
    de((s) => `Gute Nacht, sagt die Lampe. Gute Nacht, sagt der Mond. Aber ${s.name} ist hellwach.`, {
      ages: ['little'],
    }),
    de(
      (s) =>
        `Im Haus war es still geworden, so still, wie Häuser abends eben werden. Nur ${s.name} war noch wach. Unten tickte die Uhr und tickte.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Baden, Zähneputzen, Geschichte, Gutenachtkuss: alles erledigt. Aber die Augen von ${s.name} wollten nicht zubleiben. Immer wieder gingen sie von ganz allein auf.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Den ganzen Nachmittag hatte der Regen ans Fenster geklopft, und jetzt war der Himmel wie frisch gewaschen. ${s.name} kniete sich aufs Bett und schaute hinaus zum allerersten Stern.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.name} hatte so ein Gefühl. Kein Bauchwehgefühl und auch kein trauriges. Es war das Gefühl, dass heute Nacht etwas passieren würde.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Weit weg bellte ein Hund, einmal nur, und überlegte es sich dann anders. Die ganze Straße kam zur Ruhe. Nur ${s.name} nicht.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Das Kissen war kühl, die Decke war warm, und im Zimmer roch es nach Zahnpasta und frischem Schlafanzug. ${s.name} lag ganz still da. Und lauschte.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Es war die Zeit dazwischen, nach dem Gutenachtsagen und vor dem Einschlafen. ${s.name} summte unter der Decke ein Liedchen. Niemand summte zurück. Noch nicht.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Draußen stellte eine Eule der Dunkelheit ihre einzige Frage. Huhu? Huhu? ${s.name} lag wach und fragte sich auch so einiges.`,
      { ages: ['big'] },
    ),
    de((s) => `Die Zähne sind geputzt. Das Licht ist klein. ${s.name} guckt über die Decke.`, { ages: ['little'] }),
    de((s) => `Tick, tack, macht die Uhr. Schlafenszeit! Aber ${s.name} ist hellwach.`, { ages: ['little'] }),
    de((s) => `Einkuscheln, ${s.name}. Augen zu? Nein! Augen auf. Gleich passiert etwas.`, { ages: ['little'] }),
    de(
      (s) =>
        `„Schlaf gut“, ${s.grownups.plural ? 'hatten' : 'hatte'} ${s.grownups.names} gesagt und das große Licht ausgemacht. Aber ${s.name} schlief nicht gut. ${s.name} schlief überhaupt nicht.`,
      { needs: ['grownups'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Von unten hörte man ${s.grownups.names} leise reden, eine Tasse klirrte, jemand lachte. ${s.name} lag im Dunkeln, warm und hellwach, und lauschte.`,
      { needs: ['grownups'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Zweimal schon war ${s.name} von ${s.grownups.dat} zugedeckt worden. „Augen zu“, hieß es beim zweiten Mal. Eine Weile waren die Augen auch zu gewesen. Jetzt waren sie wieder offen.`,
      { needs: ['grownups'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Es war ein schöner Tag gewesen, das ${s.grownups.plural ? 'hatten' : 'hatte'} auch ${s.grownups.names} beim Zubettbringen gesagt, mit einem extra Kuss auf die Nase. Die Tür stand einen Spalt offen, und das Flurlicht legte einen goldenen Streifen über den Boden.`,
      { needs: ['grownups'], ages: ['big'] },
    ),
    de(
      (s) =>
        `„Gute Nacht“, ${s.grownups.plural ? 'sagen' : 'sagt'} ${s.grownups.names}. Küsschen! Aber ${s.name} ist noch wach.`,
      { needs: ['grownups'], ages: ['little'] },
    ),
    de(
      (s) =>
        `${s.name} hatte immer noch ${s.clothing.der.acc} an, obwohl Schlafenszeit war, denn niemand hatte es übers Herz gebracht, Nein zu sagen. ${s.name} wackelte mit den Zehen und schaute zur Decke, kein bisschen müde.`,
      { needs: ['clothing'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Am Fußende des Bettes ${s.clothing.plural ? 'warteten' : 'wartete'} ${s.clothing.der.nom}, bereit für morgen, denn ohne ${s.clothing.er.acc} ging ${s.name} nirgendwohin. Aber morgen war noch lange hin, und ${s.name} war hellwach.`,
      { needs: ['clothing'], ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.homePet.name} hatte noch ein letztes Mal Gute Nacht sagen dürfen und war dann zufrieden davongezogen. Danach wurde es still im Haus. Nur ${s.name} nicht.`,
      { needs: ['homePet'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Irgendwo im Haus träumte ${s.homePet.name} vor sich hin. ${s.name} lauschte in die Stille und fragte sich, wovon wohl.`,
      { needs: ['homePet'], ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.toy.cuddly ? `${s.name} hielt ${s.toy.der.acc} zum Fenster hoch, damit auch ${s.toy.er.nom} den Mond sehen konnte.` : `${s.name} hätte ${s.toy.der.acc} zu gern mit ins Bett genommen, aber das ging nun wirklich nicht.`} Jetzt war das Zimmer dunkel und voller Warten.`,
      { needs: ['toy'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Es war eine viel zu aufregende Nacht zum Schlafen. ${s.toy.cuddly ? `Sogar ${s.toy.der.nom}, eng an ${s.name} gekuschelt, schien ein Auge offen zu haben.` : `${s.name} lag da und dachte an ${s.toy.der.acc} und an alles, was morgen damit zu tun war.`}`,
      { needs: ['toy'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Heute Nacht lag ein zarter Schimmer in ${s.colour.noun} um den Mond, der Lieblingsfarbe von ${s.name}, als wollte der Himmel Hallo sagen. ${s.name} winkte vom Fenster aus zurück.`,
      { needs: ['colour'], ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.sibling.baby ? `${s.sibling.name} war gefüttert und gewiegt worden und schlief endlich` : `${s.sibling.name} war mitten im Satz eingeschlafen`}, und nebenan war nur noch leises Atmen zu hören. ${s.name} aber lag wach und lauschte.`,
      { needs: ['sibling'], ages: ['big'] },
    ),
  ],
};
