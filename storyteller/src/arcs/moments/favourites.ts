import { cap } from '../care/words.ts';
import { de, en, type Passage } from '../types.ts';

// The child's favourite things, each told where an arc makes room for it: a food shared, a game
// played, a favourite animal met. A variant names the thing in the story's own words and says only
// what is true of it (still warm, crumbs: only when the lexicon says so); a quiet game is played for
// a long happy while, a lively one until everyone is out of breath. Care arcs tell these too, so
// nothing here cheers.

export const food: Passage = {
  en: [
    en(
      (s) =>
        `They sat down on a soft spot to rest, and ${s.pal} brought out a surprise. It was ${s.food.a}, ${s.name}'s favourite, ${s.food.warm ? `still warm, as if ${s.food.plural ? 'they had' : 'it had'} only just been made` : `as if somebody had known exactly what ${s.he} liked best`}. They shared ${s.food.it} bite for bite${s.food.crumbs ? ', and the crumbs went to a hopeful little mouse' : ''}.`,
      { needs: ['food'], ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.where.guideName} had laid out a picnic for them on a flat stone, with a cup of warm milk each and ${s.food.a}. "How did you know?" laughed ${s.name}, because ${s.food.noun} ${s.food.plural ? 'were' : 'was'} ${s.his} very favourite, and ${s.pal} tried ${s.food.it} too and gave a long, happy sigh.`,
      { needs: ['food'], ages: ['big'] },
    ),
    en(
      (s) =>
        `Round the next bend stood a little table laid for two, with a lantern in the middle and ${s.food.a} waiting for them. ${s.food.warm ? `${s.food.plural ? 'They were' : 'It was'} still warm. ` : ''}"Is that for us?" whispered ${s.name}. It was, and they ate every last bit${s.food.crumbs ? ', right down to the crumbs' : ''}.`,
      { needs: ['food'], ages: ['big'] },
    ),
    en(
      (s) =>
        `"Travellers must eat," said ${s.where.guideName}, and brought out something under a cloth. Underneath ${s.food.plural ? 'were' : 'was'} ${s.food.a}. ${s.name} gave the first share to ${s.pal}, the next to ${s.where.guideName}, and kept the last for ${s.himself}, and ate it slowly, to make it last.`,
      { needs: ['food'], ages: ['big'] },
    ),
    en((s) => `Look! ${s.food.A}! Yum, yum. ${s.name} shares with ${s.pal}. One for you, one for me.`, {
      needs: ['food'],
      ages: ['little'],
    }),
    en((s) => `Time for a rest. What is that? It is ${s.food.a}! ${s.name} and ${s.pal} eat it all up. Mmm.`, {
      needs: ['food'],
      ages: ['little'],
    }),
    en(
      (s) =>
        `${s.name}'s tummy gave a loud rumble, and everybody laughed. "I know just the thing," said ${s.pal}, and came back with ${s.food.a}. ${s.food.warm ? `${s.food.plural ? 'They were' : 'It was'} warm and smelled wonderful. ` : ''}They ate side by side, not saying much, because it was far too good for talking.`,
      { needs: ['food'], ages: ['big'] },
    ),
    en(
      (s) =>
        `They found ${s.food.a} waiting for them, as if somebody here had known that ${s.food.noun} ${s.food.plural ? 'were' : 'was'} ${s.name}'s favourite. ${s.name} shared ${s.food.it} with ${s.pal}, half and half${s.food.crumbs ? ', and brushed the crumbs away afterwards' : ''}.`,
      { needs: ['food'], ages: ['big'] },
    ),
    en(
      (s) =>
        `"Snack time," announced ${s.pal}, as if ${s.palHe} had planned it all along, and out came ${s.food.a}, ${s.name}'s very favourite. ${s.name} ate slowly, to make it last, ${s.pal} ate quickly, and they both agreed it was the best ${s.food.noun} in the world.`,
      { needs: ['food'], ages: ['big'] },
    ),
    en(
      (s) =>
        `A smell came drifting towards them, and ${s.name} sniffed and knew it at once. Sure enough, on an upturned basket sat ${s.food.a}${s.food.warm ? ', steaming gently' : ''}. ${s.pal} took the smallest nibble, then a bigger one, and looked up with round eyes. "Now I see why you like ${s.food.it}," ${s.palHe} said.`,
      { needs: ['food'], ages: ['big'] },
    ),
    en(
      (s) =>
        `"Close your eyes and hold out your hands," said ${s.pal}. Into them came ${s.food.a}, the very thing ${s.name} would have wished for. They took turns, one bite each, all the way to the end${s.food.crumbs ? ', and shook the crumbs out for the birds' : ''}.`,
      { needs: ['food'], ages: ['big'] },
    ),
    en((s) => `Mmm, what smells so good? ${s.food.A}! ${s.name} takes a bite. ${s.pal} takes a bite. Yummy!`, {
      needs: ['food'],
      ages: ['little'],
    }),
    en((s) => `Munch, munch! ${s.food.A}! ${s.pal} has some. ${s.name} has some. All gone!`, {
      needs: ['food'],
      ages: ['little'],
    }),
  ],
  de: [
    de(
      (s) =>
        `Sie setzten sich an ein weiches Plätzchen, um auszuruhen, und ${s.pal} hatte eine Überraschung dabei. Es war${s.food.plural ? 'en' : ''} ${s.food.ein.nom}, das Lieblingsessen von ${s.name}, ${s.food.warm ? `noch warm, als ${s.food.plural ? 'wären' : 'wäre'} ${s.food.er.nom} gerade erst gemacht worden` : `als hätte jemand genau gewusst, was ${s.er} am liebsten mag`}. Sie teilten sich alles, Bissen für Bissen${s.food.crumbs ? ', und die Krümel bekam eine kleine Maus, die schon hoffnungsvoll wartete' : ''}.`,
      { needs: ['food'], ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.where.guideName} hatte ihnen auf einem flachen Stein ein Picknick gedeckt, für jeden eine Tasse warme Milch und dazu ${s.food.ein.acc}. „Woher wusstest du das?“, lachte ${s.name}, denn genau das aß ${s.er} am allerliebsten, und auch ${s.pal} probierte und seufzte zufrieden.`,
      { needs: ['food'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Hinter der nächsten Biegung stand ein kleiner Tisch, gedeckt für zwei, mit einer Laterne in der Mitte, und darauf ${s.food.plural ? 'warteten' : 'wartete'} ${s.food.ein.nom}. ${s.food.warm ? `${s.food.plural ? 'Sie waren' : 'Es war'} sogar noch warm. ` : ''}„Ist das für uns?“, flüsterte ${s.name}. Und ob! Sie aßen alles auf${s.food.crumbs ? ', bis auf den letzten Krümel' : ''}.`,
      { needs: ['food'], ages: ['big'] },
    ),
    de(
      (s) =>
        `„Wer unterwegs ist, muss etwas essen“, sagte ${s.where.guideName} und holte etwas unter einem Tuch hervor. Darunter ${s.food.plural ? 'waren' : 'war'} ${s.food.ein.nom}. Den ersten Happen bekam ${s.pal}, den nächsten ${s.where.guideName}, und den letzten aß ${s.name} selbst, ganz langsam, damit es lange reichte.`,
      { needs: ['food'], ages: ['big'] },
    ),
    de(
      (s) => `Schau mal! ${s.food.Ein.nom}! Mmm, lecker. ${s.name} teilt mit ${s.pal}. Eins für dich, eins für mich.`,
      { needs: ['food'], ages: ['little'] },
    ),
    de((s) => `Zeit für eine Pause. Was ist das? ${s.food.Ein.nom}! ${s.name} und ${s.pal} essen alles auf. Mmm.`, {
      needs: ['food'],
      ages: ['little'],
    }),
    de(
      (s) =>
        `${s.Sein('')} Bauch knurrte laut, und alle lachten. „Ich weiß genau das Richtige“, sagte ${s.pal} und kam mit ${s.food.ein.dat} zurück. ${s.food.warm ? `${s.food.plural ? 'Sie waren' : 'Es war'} warm und duftete${s.food.plural ? 'n' : ''} herrlich. ` : ''}Sie aßen Seite an Seite und sagten nicht viel, denn es war viel zu lecker zum Reden.`,
      { needs: ['food'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Da ${s.food.plural ? 'warteten' : 'wartete'} ${s.food.ein.nom} auf sie, als hätte hier jemand gewusst, was ${s.name} am liebsten isst. ${s.name} teilte mit ${s.pal}, halbe-halbe${s.food.crumbs ? ', und wischte hinterher die Krümel weg' : ''}.`,
      { needs: ['food'], ages: ['big'] },
    ),
    de(
      (s) =>
        `„Pause!“, verkündete ${s.pal}, als hätte ${s.palEr} das die ganze Zeit geplant, und holte ${s.food.ein.acc} hervor, das Lieblingsessen von ${s.name}. ${s.name} aß ganz langsam, damit es lange reichte, ${s.pal} aß ganz schnell, und beide waren sich einig: So gut hatte es noch nie geschmeckt.`,
      { needs: ['food'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Ein Duft wehte zu ihnen herüber, und ${s.name} schnupperte und wusste sofort Bescheid. Tatsächlich: Auf einem umgedrehten Korb ${s.food.plural ? 'lagen' : 'lag'} ${s.food.ein.nom}${s.food.warm ? ', noch dampfend' : ''}. ${s.pal} knabberte erst ganz vorsichtig, dann biss ${s.palEr} richtig ab und machte große Augen. „Jetzt weiß ich, warum du das so magst“, sagte ${s.palEr}.`,
      { needs: ['food'], ages: ['big'] },
    ),
    de(
      (s) =>
        `„Mach die Augen zu und halt die Hände auf“, sagte ${s.pal}. Und dann lag etwas darin: ${s.food.ein.nom}, genau das, was ${s.name} sich gewünscht hätte. Sie wechselten sich ab, ein Bissen für jeden, bis nichts mehr übrig war${s.food.crumbs ? ', und die Krümel schüttelten sie für die Vögel aus' : ''}.`,
      { needs: ['food'], ages: ['big'] },
    ),
    de((s) => `Mmm, was duftet da so fein? ${s.food.Ein.nom}! ${s.name} beißt ab. ${s.pal} beißt ab. Lecker!`, {
      needs: ['food'],
      ages: ['little'],
    }),
    de((s) => `Mampf, mampf! ${s.food.Ein.nom}! ${s.pal} kriegt was ab. ${s.name} auch. Alles weg!`, {
      needs: ['food'],
      ages: ['little'],
    }),
  ],
};

export const activity: Passage = {
  en: [
    en(
      (s) =>
        `In a wide, moonlit clearing, ${s.name} showed ${s.pal} what ${s.he} loved best of all, which was ${s.activity.ing}. ${s.pal} had a go as well, a bit clumsily at first, and ${s.activity.quiet ? 'they kept at it for a long, happy while, heads close together' : 'soon they were both laughing and out of breath'}.`,
      { needs: ['activity'], ages: ['big'] },
    ),
    en(
      (s) =>
        `"Do you know what I like doing more than anything?" asked ${s.name}, and then ${s.he} ${s.activity.past} right there, ${s.where.again}, with ${s.pal} joining in. Even ${s.where.guideName} came to watch.`,
      { needs: ['activity'], ages: ['big'] },
    ),
    en(
      (s) =>
        `When they stopped for breath, ${s.pal} asked what ${s.name} liked doing best of all. Instead of telling, ${s.name} showed ${s.palHim}, and so the two of them ${s.activity.past} together, ${s.activity.quiet ? 'slowly and happily, until the moon had moved a whole hand across the sky' : 'faster and faster, until they had to flop down, puffing and giggling'}.`,
      { needs: ['activity'], ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.where.guideName} had never heard of ${s.activity.ing} and wanted to know all about it. "I'll show you," said ${s.name}, and ${s.he} ${s.activity.past}, ${s.activity.quiet ? `carefully and for a long, happy while, with ${s.pal} watching over ${s.his} shoulder` : `again and again, until ${s.he} ${s.was} out of breath and glowing`}.`,
      { needs: ['activity'], ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.name} loves ${s.activity.ing}. ${s.pal} tries it too. ${s.activity.quiet ? 'Slowly, slowly. Lovely!' : 'Faster, faster! Puff, puff!'}`,
      { needs: ['activity'], ages: ['little'] },
    ),
    en(
      (s) =>
        `Guess what ${s.name} likes best? ${cap(s.activity.ing)}! ${s.pal} has a go too. ${s.activity.quiet ? 'Shh, careful now.' : 'Wheee!'}`,
      { needs: ['activity'], ages: ['little'] },
    ),
    en((s) => `Now it is time for ${s.activity.ing}! ${s.name} shows ${s.pal} how. Again! Again!`, {
      needs: ['activity'],
      ages: ['little'],
    }),
    en(
      (s) =>
        `${s.pal} had never tried ${s.activity.ing} before, so ${s.name} taught ${s.palHim}, patiently, step by step. ${s.activity.quiet ? `They kept at it for a long, quiet while, and by the end ${s.pal} was nearly as good as ${s.name}.` : `Soon they were both dashing about, laughing and puffing, and ${s.pal} was nearly as good as ${s.name}.`}`,
      { needs: ['activity'], ages: ['big'] },
    ),
    en(
      (s) =>
        `There was room here for ${s.name}'s favourite thing of all, so ${s.he} ${s.activity.past}, right there ${s.where.again}, and it was even better than at home. ${s.pal} watched, delighted.`,
      { needs: ['activity'], ages: ['big'] },
    ),
    en(
      (s) =>
        `"Your turn to show me something," said ${s.pal}. ${s.name} knew at once what. ${s.He} ${s.activity.past} for ${s.pal}, ${s.activity.quiet ? `slowly and carefully, with the tip of ${s.his} tongue poking out` : `as fast and as well as ever, until ${s.his} breath ran out`}, and ${s.pal} watched with shining eyes.`,
      { needs: ['activity'], ages: ['big'] },
    ),
    en(
      (s) =>
        `Halfway along, ${s.name} stopped. "This is just the place," ${s.he} said, and before anyone could ask what for, ${s.he} ${s.activity.past}. ${s.activity.quiet ? `${s.pal} sat down close by to watch, and the whole night seemed to lean in and watch too.` : `${s.pal} tried to keep up, tumbled over twice, laughing, and scrambled up again.`}`,
      { needs: ['activity'], ages: ['big'] },
    ),
    en(
      (s) =>
        `"What do you do when you're happy?" asked ${s.pal}. There was only one answer, and instead of saying it, ${s.name} ${s.activity.past}. ${s.where.guideName} clapped${s.activity.quiet ? ' very softly' : ''}, and ${s.pal} wanted a turn straight away.`,
      { needs: ['activity'], ages: ['big'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `Auf einer weiten, mondhellen Lichtung durfte ${s.pal} sehen, was ${s.name} am allerliebsten tat, nämlich ${s.activity.infinitive}. ${s.pal} versuchte es auch, zuerst noch etwas ungeschickt, und ${s.activity.quiet ? 'eine lange, glückliche Weile blieben die beiden dabei, die Köpfe dicht beieinander' : 'bald lachten die beiden und waren ganz außer Puste'}.`,
      { needs: ['activity'], ages: ['big'] },
    ),
    de(
      (s) =>
        `„Weißt du, was ich am liebsten mache?“, fragte ${s.name}, und dann ${s.activity.pastAfter(s.er)} gleich dort, ${s.where.again}, und ${s.pal} machte mit. Sogar ${s.where.guideName} kam, um zuzuschauen.`,
      { needs: ['activity'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Als sie verschnauften, wollte ${s.pal} wissen, was ${s.name} am allerliebsten macht. ${s.name} musste nicht lange überlegen, und schon ${s.activity.pastAfter(s.er)}, so gut es nur ging. ${s.pal} machte mit, ${s.activity.quiet ? 'eine lange, glückliche Weile, bis der Mond ein ganzes Stück weitergewandert war' : 'bis sich beide schnaufend und kichernd ins Gras plumpsen ließen'}.`,
      { needs: ['activity'], ages: ['big'] },
    ),
    de(
      (s) =>
        `„Was ist das, ${s.activity.noun}?“, fragte ${s.where.guideName}, denn davon hatte hier noch nie jemand gehört. „Ich zeig’s dir“, sagte ${s.name}, und dann ${s.activity.pastAfter(s.er)}, ${s.activity.quiet ? 'in aller Ruhe und eine lange, glückliche Weile' : 'immer wieder, bis alle ganz außer Puste waren'}.`,
      { needs: ['activity'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Am allerliebsten mag ${s.name} ${s.activity.noun}. ${s.pal} macht mit. ${s.activity.quiet ? 'Langsam, ganz langsam. Schön!' : 'Schneller, schneller! Puh!'}`,
      { needs: ['activity'], ages: ['little'] },
    ),
    de(
      (s) =>
        `Rate mal, was ${s.name} am liebsten mag? ${cap(s.activity.noun)}! ${s.pal} probiert es auch. ${s.activity.quiet ? 'Pst, ganz vorsichtig.' : 'Hui!'}`,
      { needs: ['activity'], ages: ['little'] },
    ),
    de((s) => `Und jetzt? Jetzt ist Zeit für ${s.activity.noun}! ${s.name} zeigt ${s.pal}, wie es geht. Noch mal!`, {
      needs: ['activity'],
      ages: ['little'],
    }),
    de(
      (s) =>
        `${s.pal} kannte ${s.activity.noun} noch gar nicht, also brachte ${s.name} es ${s.palIhm} bei, geduldig, Schritt für Schritt. ${s.activity.quiet ? `Eine lange, stille Weile blieben sie dabei, und am Ende konnte ${s.pal} es fast so gut wie ${s.name}.` : `Bald tobten beide herum, lachend und schnaufend, und am Ende konnte ${s.pal} es fast so gut wie ${s.name}.`}`,
      { needs: ['activity'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Hier war Platz für das Allerliebste von ${s.name}, und so ${s.activity.pastAfter(s.er)} gleich dort, ${s.where.again}, und es war sogar noch schöner als zu Hause. ${s.pal} schaute begeistert zu.`,
      { needs: ['activity'], ages: ['big'] },
    ),
    de(
      (s) =>
        `„Jetzt zeig du mir mal was“, sagte ${s.pal}. ${s.name} wusste sofort, was. Und dann ${s.activity.pastAfter(s.er)} für ${s.pal}, ${s.activity.quiet ? 'langsam und sorgfältig, die Zungenspitze zwischen den Lippen' : 'so schnell und so gut wie noch nie, bis die Puste ausging'}, und ${s.pal} schaute mit leuchtenden Augen zu.`,
      { needs: ['activity'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Auf halbem Weg blieb ${s.name} stehen. „Hier ist genau der richtige Platz dafür.“ Und ehe jemand fragen konnte, wofür, ${s.activity.pastAfter(s.er)}. ${s.activity.quiet ? `${s.pal} setzte sich dicht daneben und schaute zu, und die ganze Nacht schien sich herunterzubeugen, um auch zuzuschauen.` : `${s.pal} wollte mithalten, purzelte zweimal lachend um und rappelte sich wieder auf.`}`,
      { needs: ['activity'], ages: ['big'] },
    ),
    de(
      (s) =>
        `„Was machst du, wenn du glücklich bist?“, fragte ${s.pal}. Darauf gab es nur eine Antwort, und statt sie zu sagen, ${s.activity.pastAfter(s.name)}. ${s.where.guideName} klatschte${s.activity.quiet ? ' ganz leise' : ''} Beifall, und ${s.pal} wollte sofort auch mal.`,
      { needs: ['activity'], ages: ['big'] },
    ),
  ],
};

export const creature: Passage = {
  en: [
    en(
      (s) =>
        `On the way they met ${s.creature.a}, ${s.name}'s favourite animal in the whole world. It blinked at them shyly, then stayed close beside them for a while, as if it had always known the way.`,
      { needs: ['creature'], ages: ['big'] },
    ),
    en(
      (s) =>
        `Something was watching them: two bright eyes, very still. Then out came ${s.creature.a}, and ${s.name} held ${s.his} breath, because of all the animals in the world, this was the one ${s.he} loved best. ${s.creature.The} came a little closer, and a little closer, and let ${s.name} say hello.`,
      { needs: ['creature'], ages: ['big'] },
    ),
    en(
      (s) =>
        `It was ${s.name} who spotted ${s.creature.a} first. "Look," ${s.he} whispered, and ${s.pal} looked. Of all the animals anywhere, it was ${s.name}'s favourite. And it seemed to like ${s.name} too, because it watched them go for a long while before it went back to its own night-time business.`,
      { needs: ['creature'], ages: ['big'] },
    ),
    en((s) => `Who is this? It is ${s.creature.a}! Hello! ${s.name} waves.`, { needs: ['creature'], ages: ['little'] }),
    en((s) => `Shh! Look! ${s.creature.A}! It comes close. It sniffs. Hello, hello!`, {
      needs: ['creature'],
      ages: ['little'],
    }),
    en(
      (s) =>
        `A rustle, a blink, and there was ${s.creature.a}, right beside the way. ${s.name} went very still, so as not to frighten it. ${s.His} favourite animal, here, close enough to touch!`,
      { needs: ['creature'], ages: ['big'] },
    ),
    en(
      (s) =>
        `"Look who has come to say hello," whispered ${s.pal}. It was ${s.creature.a}, ${s.name}'s favourite animal of all. It stayed for a while, quite unafraid, and when it left, it looked back once, as if to say see you again.`,
      { needs: ['creature'], ages: ['big'] },
    ),
    en(
      (s) =>
        `Beside the path, something was busy. ${s.name} crouched down to look, and ${s.his} heart gave a happy jump: ${s.creature.a}, ${s.his} very favourite! ${s.pal} kept quite still, and the animal went about its business as if the two of them had always belonged there.`,
      { needs: ['creature'], ages: ['big'] },
    ),
    en(
      (s) =>
        `"Shh," breathed ${s.pal}, and pointed. There in the silver light was ${s.creature.a}. ${s.name} did not move a muscle. For a long moment they simply looked at one another, and then the animal dipped its head, as if it knew exactly who ${s.name} was.`,
      { needs: ['creature'], ages: ['big'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `Unterwegs begegneten sie ${s.creature.ein.dat}, dem Lieblingstier von ${s.name}. Das kleine Tier blinzelte sie scheu an und blieb dann eine Weile dicht bei ihnen, als hätte es den Weg schon immer gekannt.`,
      { needs: ['creature'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Irgendetwas beobachtete sie: zwei helle Augen, ganz still. Dann kam ${s.creature.ein.nom} hervor, und ${s.name} hielt den Atem an, denn von allen Tieren auf der Welt war das ${s.sein('')} allerliebstes. Das kleine Tier kam ein bisschen näher und noch ein bisschen näher und ließ sich begrüßen.`,
      { needs: ['creature'], ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.name} entdeckte ${s.creature.ein.acc} zuerst. „Schau mal“, flüsterte ${s.er}, und ${s.pal} schaute. Von allen Tieren war es das allerliebste von ${s.name}. Und das kleine Tier schien ${s.name} auch zu mögen, denn es sah ihnen noch lange nach, bevor es wieder seiner eigenen Wege ging.`,
      { needs: ['creature'], ages: ['big'] },
    ),
    de((s) => `Wer ist denn das? ${s.creature.Ein.nom}! Hallo! ${s.name} winkt.`, {
      needs: ['creature'],
      ages: ['little'],
    }),
    de((s) => `Pst! Schau! ${s.creature.Ein.nom}! Ganz nah kommt ${s.creature.er.nom} und schnuppert. Hallo, hallo!`, {
      needs: ['creature'],
      ages: ['little'],
    }),
    de(
      (s) =>
        `Ein Rascheln, ein Blinzeln, und da war ${s.creature.ein.nom}, direkt am Weg. ${s.name} rührte sich nicht, um das kleine Tier nicht zu erschrecken. Das Lieblingstier von ${s.name}, hier, so nah, dass man es fast berühren konnte!`,
      { needs: ['creature'], ages: ['big'] },
    ),
    de(
      (s) =>
        `„Schau mal, wer Hallo sagen will“, flüsterte ${s.pal}. Es war ${s.creature.ein.nom}, das Lieblingstier von ${s.name}. Eine Weile blieb das kleine Tier ganz ohne Scheu bei ihnen, und als es ging, drehte es sich noch einmal um, als wollte es sagen: Bis bald.`,
      { needs: ['creature'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Neben dem Weg war jemand sehr beschäftigt. ${s.name} hockte sich hin, um besser zu sehen, und ${s.sein('')} Herz machte einen Freudensprung: ${s.creature.ein.nom}, ${s.sein('')} Lieblingstier! ${s.pal} hielt ganz still, und das Tier machte einfach weiter, als gehörten die beiden schon immer hierher.`,
      { needs: ['creature'], ages: ['big'] },
    ),
    de(
      (s) =>
        `„Pst“, hauchte ${s.pal} und zeigte nach vorn. Dort im silbernen Licht war ${s.creature.ein.nom}. ${s.name} rührte keinen Finger. Eine lange Weile schauten sie einander nur an, und dann senkte das Tier den Kopf, als wüsste es genau, wer da vor ihm stand.`,
      { needs: ['creature'], ages: ['big'] },
    ),
  ],
};
