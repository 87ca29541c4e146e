import type { DeSlots, EnSlots } from '../../slots/types.ts';
import type { AchievementKind } from './memory.ts';

// The child's proud moment as a memory, authored per kind of achievement (the reader's kinds, see
// ACHIEVEMENT_KINDS in memory.ts): what the companion says of it, how the narrator pictures it, and a
// toddler's line. None of it pastes the parent's words; an achievement of no known kind is told in
// the general words at the end.

export interface EnMemory {
  /** What the companion says after "Do you remember": "the day you swam right across the pool". */
  you: string;
  /** The narrator's picture of it: whole sentences in the past perfect. */
  told: (s: EnSlots) => string;
  /** The companion's words to a little child: two short sentences. */
  little: string;
}

export interface DeMemory {
  /** A clause after „Weißt du noch,“: „wie du ganz allein durchs Becken geschwommen bist“. */
  du: string;
  /** Die Erinnerung, erzählt im Plusquamperfekt. */
  damals: (s: DeSlots) => string;
  little: string;
}

export const EN_MEMORIES: Record<AchievementKind, EnMemory> = {
  'penalty-save': {
    you: 'the moment you flew across the goal and saved that penalty',
    told: (s) =>
      `The ball had come flying, ${s.name} had thrown ${s.himself} sideways, and there it had been, safe in ${s.his} gloves.`,
    little: 'The ball came so fast. And you caught it!',
  },
  goal: {
    you: 'the goal you scored, right into the corner of the net',
    told: (s) =>
      `${s.name} had run and run with the ball at ${s.his} feet, and then ${s.he} had kicked, and the ball had flown right into the corner of the net.`,
    little: 'You kicked the ball. Right into the goal!',
  },
  race: {
    you: 'the race you ran, so fast that your feet hardly touched the ground',
    told: (s) =>
      `${s.name} had run faster than ever before, all the way to the finish line, and afterwards ${s.his} cheeks had glowed and ${s.his} heart had drummed.`,
    little: 'You ran so fast. Zoom, all the way!',
  },
  tooth: {
    you: 'the day your wobbly tooth came out at last',
    told: (s) =>
      `It had wobbled for days and days. Then one morning it had been lying in ${s.his} hand, tiny and white, with a gap left for a new one.`,
    little: 'Your wobbly tooth came out. Now you have a little gap!',
  },
  teeth: {
    you: 'how you brushed your teeth all by yourself, every single one',
    told: (s) =>
      `Top and bottom, front and back, round and round, ${s.name} had brushed until every tooth had sparkled.`,
    little: 'You brushed your teeth all by yourself. Brush, brush, sparkle!',
  },
  swim: {
    you: 'the day you swam right across the pool, with nobody holding on',
    told: (s) =>
      `${s.name} had kicked and pulled with both arms, and the water had held ${s.him} up like a friend, all the way to the other side.`,
    little: 'You swam all by yourself. Kick, kick, splash!',
  },
  bike: {
    you: 'the day you rode your bike all on your own',
    told: (s) =>
      `The handlebars had wobbled, and then, all of a sudden, they had not, and ${s.name} had whizzed along the path with the wind in ${s.his} hair.`,
    little: 'You rode your bike. Wheee, all by yourself!',
  },
  shoes: {
    you: 'how you tied your shoelaces all by yourself, loop and swoop and pull',
    told: (s) =>
      `${s.name} had made one loop, and then another, and pulled them tight, and there it had been, a proper bow, tied by ${s.his} own fingers.`,
    little: 'You tied your shoes. Loop, loop, pull!',
  },
  dressed: {
    you: 'the morning you got dressed all by yourself, from your socks to your jumper',
    told: (s) =>
      `Socks first, then trousers, then the jumper over ${s.his} head, and ${s.name} had come down to breakfast all ready, without anybody helping at all.`,
    little: 'You got dressed all by yourself. Socks, trousers, jumper, done!',
  },
  reading: {
    you: 'the first time you read a whole book all by yourself',
    told: (s) =>
      `${s.name} had followed the words with one finger, one after another, and the letters had turned into a story, right there on the page.`,
    little: 'You read the words. One, and then the next one!',
  },
  writing: {
    you: 'the first time you wrote your name, every letter of it',
    told: (s) =>
      `${s.name} had held the pencil tight and made every letter, one by one, and there it had been on the paper, ${s.his} own name in ${s.his} own writing.`,
    little: 'You wrote your name. Every single letter!',
  },
  poem: {
    you: 'how you said your poem out loud in front of everyone',
    told: (s) =>
      `${s.name} had stood up tall, taken a big breath and said the whole poem, line after line, without forgetting a single word.`,
    little: 'You said your poem. Every word of it!',
  },
  concert: {
    you: 'the concert, when you played your music for everyone',
    told: (s) =>
      `${s.His} fingers had been a little shaky at first, but then the music had come, note after note, and the whole room had gone quiet to listen.`,
    little: 'You played your music. Everybody listened!',
  },
  show: {
    you: 'the show, when you stood up there on the stage',
    told: (s) =>
      `The lights had been bright and the hall full of faces, and ${s.name} had done ${s.his} part just the way ${s.he} had practised it.`,
    little: 'You were in the show. Up on the big stage!',
  },
  drawing: {
    you: 'the picture you drew, the one that went up on the wall',
    told: (s) =>
      `${s.name} had drawn it with ${s.his} very best colours, and it had turned out so well that it was hung up for everybody to see.`,
    little: 'You drew a picture. Now it is on the wall!',
  },
  climbing: {
    you: 'the day you climbed all the way to the very top',
    told: (s) =>
      `One hand, one foot, then the other hand and the other foot, and ${s.name} had climbed and climbed until ${s.he} could see over everything.`,
    little: 'You climbed so high. Up, up, to the top!',
  },
  potty: {
    you: 'how you went to the toilet all by yourself, like the big ones do',
    told: (s) =>
      `${s.name} had known just when it was time, gone all by ${s.himself}, and afterwards washed ${s.his} hands with lots and lots of bubbles.`,
    little: 'You used the big toilet. All by yourself!',
  },
  'dry-nights': {
    you: 'how you stayed dry all night long',
    told: (s) =>
      `${s.name} had woken up in the morning and felt the sheet, and it had been dry, all night long, and ${s.he} had felt as tall as a tree.`,
    little: 'You stayed dry all night. Clever you!',
  },
  'own-bed': {
    you: 'the night you slept in your own bed, right through till morning',
    told: (s) =>
      `${s.name} had snuggled down in ${s.his} own bed and slept right through, and in the morning the sun had come in to say hello.`,
    little: 'You slept in your own bed. All night long!',
  },
  kindergarten: {
    you: 'your first morning at nursery',
    told: (s) =>
      `${s.name} had hung ${s.his} coat on ${s.his} very own peg, waved goodbye at the door, and by lunchtime ${s.he} had made a friend.`,
    little: 'Your first day at nursery. You have your very own peg!',
  },
  school: {
    you: 'your very first day at school',
    told: (s) =>
      `${s.name} had walked in with ${s.his} new bag on ${s.his} back and found ${s.his} place, and by home time ${s.he} had had a hundred things to tell.`,
    little: 'Your first day at school. With your big new bag!',
  },
};

export const EN_GENERAL_MEMORY: EnMemory = {
  you: 'what you did the other day, all by yourself',
  told: (s) =>
    `It had been hard at first, very hard, but ${s.name} had kept on trying, and then, all at once, ${s.he} had done it.`,
  little: 'You did a big thing the other day. All by yourself!',
};

export const DE_MEMORIES: Record<AchievementKind, DeMemory> = {
  'penalty-save': {
    du: 'wie du quer durchs Tor geflogen bist und den Elfmeter gehalten hast',
    damals: (s) =>
      `Der Ball war angeflogen gekommen, ${s.name} hatte sich zur Seite geworfen, und dann hatte ${s.er} ihn festgehalten, ganz fest, mit beiden Händen.`,
    little: 'Der Ball kam so schnell. Und du hast ihn gefangen!',
  },
  goal: {
    du: 'wie du das Tor geschossen hast, genau in die Ecke',
    damals: (s) =>
      `${s.name} war gerannt und gerannt, den Ball am Fuß, und dann hatte ${s.er} geschossen, und der Ball war genau in die Ecke geflogen.`,
    little: 'Du hast den Ball geschossen. Mitten ins Tor!',
  },
  race: {
    du: 'wie du gerannt bist, so schnell, dass deine Füße kaum den Boden berührt haben',
    damals: (s) =>
      `So schnell wie noch nie war ${s.name} gelaufen, bis ganz ins Ziel, und danach hatten ${s.sein('e')} Wangen geglüht, und das Herz hatte getrommelt.`,
    little: 'Du bist so schnell gerannt. Sause, sause, bis ins Ziel!',
  },
  tooth: {
    du: 'wie dein Wackelzahn endlich herausgefallen ist',
    damals: (s) =>
      `Tagelang hatte der Zahn gewackelt, und eines Morgens hatte er dann in ${s.sein('er')} Hand gelegen, winzig und weiß, und da war eine Lücke für einen neuen.`,
    little: 'Dein Wackelzahn ist raus. Jetzt hast du eine kleine Lücke!',
  },
  teeth: {
    du: 'wie du dir ganz allein die Zähne geputzt hast, jeden einzelnen',
    damals: (s) =>
      `Oben und unten, vorne und hinten, immer schön im Kreis hatte ${s.name} geputzt, bis jeder Zahn geblitzt hatte.`,
    little: 'Du hast ganz allein Zähne geputzt. Schrubb, schrubb, blitzeblank!',
  },
  swim: {
    du: 'wie du ganz allein durchs Becken geschwommen bist, ohne dass dich jemand gehalten hat',
    damals: (s) =>
      `${s.name} hatte mit den Beinen gestrampelt und mit beiden Armen gezogen, und das Wasser hatte ${s.ihn} getragen wie ein guter Freund, bis ans andere Ende.`,
    little: 'Du bist ganz allein geschwommen. Strampel, strampel, platsch!',
  },
  bike: {
    du: 'wie du zum ersten Mal ganz allein Fahrrad gefahren bist',
    damals: (s) =>
      `Erst hatte der Lenker gewackelt und dann auf einmal nicht mehr, und ${s.name} war den Weg entlanggesaust, den Wind in den Haaren.`,
    little: 'Du bist Fahrrad gefahren. Ganz allein, huii!',
  },
  shoes: {
    du: 'wie du dir ganz allein die Schuhe gebunden hast, Schlaufe, herum und durch',
    damals: (s) =>
      `${s.name} hatte eine Schlaufe gemacht und noch eine, dann fest gezogen, und da war sie gewesen, eine richtige Schleife, mit den eigenen Fingern gebunden.`,
    little: 'Du hast deine Schuhe gebunden. Schlaufe, Schlaufe, ziehen!',
  },
  dressed: {
    du: 'wie du dich ganz allein angezogen hast, von den Socken bis zum Pulli',
    damals: (s) =>
      `Erst die Socken, dann die Hose, dann den Pulli über den Kopf, und ${s.name} war fertig angezogen zum Frühstück gekommen, ganz ohne Hilfe.`,
    little: 'Du hast dich ganz allein angezogen. Socken, Hose, Pulli, fertig!',
  },
  reading: {
    du: 'wie du zum ersten Mal ein ganzes Buch allein gelesen hast',
    damals: (s) =>
      `${s.name} war mit dem Finger unter den Wörtern entlanggefahren, eins nach dem anderen, und aus den Buchstaben war eine Geschichte geworden.`,
    little: 'Du hast die Wörter gelesen. Eins und dann das nächste!',
  },
  writing: {
    du: 'wie du zum ersten Mal deinen Namen geschrieben hast, jeden einzelnen Buchstaben',
    damals: (s) =>
      `${s.name} hatte den Stift fest gehalten und einen Buchstaben nach dem anderen gemalt, und dann hatte er auf dem Papier gestanden, der eigene Name.`,
    little: 'Du hast deinen Namen geschrieben. Jeden Buchstaben!',
  },
  poem: {
    du: 'wie du dein Gedicht vor allen aufgesagt hast',
    damals: (s) =>
      `${s.name} hatte sich gerade hingestellt, tief Luft geholt und das ganze Gedicht aufgesagt, Zeile für Zeile, ohne ein einziges Wort zu vergessen.`,
    little: 'Du hast dein Gedicht aufgesagt. Jedes Wort!',
  },
  concert: {
    du: 'wie du beim Vorspiel deine Musik für alle gespielt hast',
    damals: (s) =>
      `Zuerst hatten ${s.sein('e')} Finger ein bisschen gezittert, aber dann war die Musik gekommen, Ton für Ton, und im ganzen Saal war es still geworden.`,
    little: 'Du hast Musik gemacht. Und alle haben zugehört!',
  },
  show: {
    du: 'wie du bei der Aufführung auf der Bühne gestanden hast',
    damals: (s) =>
      `Die Scheinwerfer waren hell gewesen und der Saal voller Gesichter, und ${s.name} hatte ${s.sein('e')} Rolle gespielt, ganz genau so, wie ${s.er} es geübt hatte.`,
    little: 'Du warst in der Aufführung. Oben auf der großen Bühne!',
  },
  drawing: {
    du: 'wie du das Bild gemalt hast, das jetzt an der Wand hängt',
    damals: (s) =>
      `${s.name} hatte es mit den allerschönsten Farben gemalt, und es war so gut geworden, dass es für alle sichtbar an die Wand kam.`,
    little: 'Du hast ein Bild gemalt. Jetzt hängt es an der Wand!',
  },
  climbing: {
    du: 'wie du ganz bis nach oben geklettert bist',
    damals: (s) =>
      `Eine Hand, ein Fuß, dann die andere Hand und der andere Fuß, und ${s.name} war geklettert und geklettert, bis ${s.er} über alles hinwegschauen konnte.`,
    little: 'Du bist so hoch geklettert. Hoch, hoch, bis ganz oben!',
  },
  potty: {
    du: 'wie du ganz allein aufs Klo gegangen bist, wie die Großen',
    damals: (s) =>
      `${s.name} hatte genau gemerkt, wann es Zeit war, war ganz allein gegangen und hatte sich danach die Hände gewaschen, mit ganz viel Schaum.`,
    little: 'Du warst ganz allein auf dem Klo. Wie die Großen!',
  },
  'dry-nights': {
    du: 'wie du die ganze Nacht trocken geblieben bist',
    damals: (s) =>
      `Am Morgen war ${s.name} aufgewacht und hatte das Laken befühlt, und es war trocken gewesen, die ganze Nacht lang.`,
    little: 'Du bist die ganze Nacht trocken geblieben. Wie groß du bist!',
  },
  'own-bed': {
    du: 'wie du die ganze Nacht in deinem eigenen Bett geschlafen hast',
    damals: (s) =>
      `${s.name} hatte sich ins eigene Bett gekuschelt und bis zum Morgen durchgeschlafen, und dann hatte die Sonne zum Fenster hereingeschaut.`,
    little: 'Du hast in deinem eigenen Bett geschlafen. Die ganze Nacht!',
  },
  kindergarten: {
    du: 'wie du zum ersten Mal in den Kindergarten gegangen bist',
    damals: (s) =>
      `${s.name} hatte die Jacke an den eigenen Haken gehängt, an der Tür zum Abschied gewinkt, und bis zum Mittagessen hatte ${s.er} schon jemanden zum Spielen gefunden.`,
    little: 'Dein erster Tag im Kindergarten. Mit deinem eigenen Haken!',
  },
  school: {
    du: 'wie du zum ersten Mal in die Schule gegangen bist',
    damals: (s) =>
      `Mit dem neuen Ranzen auf dem Rücken war ${s.name} hineingegangen und hatte den eigenen Platz gefunden, und am Nachmittag hatte ${s.er} hundert Sachen zu erzählen gehabt.`,
    little: 'Dein erster Schultag. Mit dem großen neuen Ranzen!',
  },
};

export const DE_GENERAL_MEMORY: DeMemory = {
  du: 'was du neulich ganz allein geschafft hast',
  damals: (s) =>
    `Am Anfang war es schwer gewesen, richtig schwer, aber ${s.name} hatte es wieder und wieder versucht, und dann, auf einmal, hatte es geklappt.`,
  little: 'Du hast neulich etwas ganz Großes geschafft. Ganz allein!',
};
