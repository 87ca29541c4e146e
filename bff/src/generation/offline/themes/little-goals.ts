// A toddler's goal: one short present-tense challenge line and one mastery line with sound words
// and repetition, keyed by the recognised theme ({n} the child, {p} the companion), so ages 1-3
// never hear the older children's past-tense scenes. An unrecognised goal gets a toddler frame (little-frames.ts).
import type { Language } from '@dreamweaver/contracts';
import { pick } from './words.ts';

type Pair = [challenge: string, mastery: string];

const EN: Record<string, Pair> = {
  'new-food': ['A new food on the plate. Sniff, sniff, {n}!', 'One little bite. Mmm, yum, yum!'],
  'brushing-teeth': [
    'Brush, brush, brush, says {p}. Open wide, {n}!',
    'Up and down and round and round! Shiny teeth, {n}!',
  ],
  'doctor-visit': [
    'The doctor says hello, hello. {p} holds on tight.',
    'Listen, listen, thump, thump! Brave, brave {n}!',
  ],
  'dentist-visit': [
    'Open wide, open wide, says the dentist. {p} holds on tight.',
    'Count, count, all the teeth! Brave, brave {n}!',
  ],
  hairdresser: ['Snip, snap, go the scissors. {p} holds on tight.', 'Snip, snap, all done! Brave, brave {n}!'],
  potty: ['Oops, {n} needs the potty! Quick, quick, quick!', 'On the potty, just in time! Well done, well done, {n}!'],
  'getting-dressed': ['Where is the sock? Where, oh where, {n}?', 'One sock, two socks, on, on, on! {n} is dressed!'],
  'giving-up-the-dummy': ['Where is the dummy? {n} wants it, wants it!', 'Bye-bye, dummy! {n} is big now. Hooray!'],
  'nail-biting': [
    'Nibble, nibble, little fingers! {p} says: hold my hand.',
    'Squeeze, squeeze, squeeze! Fingers stay safe, {n}!',
  ],
  'curious-learner': ['Look, look, {p}, so much to find out!', 'Why? Why? Why, {n}? Let us look!'],
  'being-different': [
    'Big and small, spots and stripes, all are lovely, {n}!',
    'You are you, {p}, and I am me! Hooray!',
  ],
  'new-glasses': ['Glasses on! Look, look, {p}, the stars!', 'Peek, peek, peek! Clever glasses, {n}!'],
  gratitude: ['Thank you, sun! Thank you, moon! Thank you, {p}!', 'One, two, three good things, {n}!'],
  'believing-in-yourself': ['I can, I can, I can! Hooray, {n}!', 'One more time, {p}! Look, look, I did it!'],
  'someone-ill': ['A kiss in the air, {n}! Get well soon, get well soon!', 'Hug, hug, {p}! Love goes far, far away.'],
  'dry-nights': [
    'Oops, the bed is wet! Never mind, never mind, says {p}.',
    'Tiptoe, tiptoe, to the toilet! Dry and cosy, {n}!',
  ],
  'screen-time': [
    'No screen tonight! Look, look, {p}, the stars!',
    'Stars and stories, stories and stars! Happy, happy {n}!',
  ],
  'wobbly-tooth': ['Wiggle, wiggle, a wobbly tooth! Oh, {n}!', 'Wiggle, wiggle, out it comes! A gap for {n}!'],
  'moving-house': [
    'A new house, a new door. Where is the bed, {p}?',
    'Here is the bed, here is the pillow! Home, sweet home, {n}!',
  ],
  'pet-died': ['{n} misses a furry friend. Sad, sad, and {p} knows.', 'Love stays, love stays. A big hug for {n}.'],
  'missing-someone': [
    '{n} misses someone. Sad, sad, and {p} knows.',
    'Blow a kiss, blow a kiss, all the way to someone far away!',
  ],
  'saying-goodbye': ['Bye-bye is hard, hard, hard, {n}.', 'Wave, wave, bye-bye! See you soon!'],
  'parent-away': ['{w} is far away, far away. The same moon, {n}!', 'Sleep, sleep, one sleep less. {w} is home soon!'],
  'bad-dreams': ['A bad dream? Shh, shh, {p} is here.', 'Sweet dreams, sweet dreams, {n}. Only good ones now.'],
  thunderstorm: ['Boom, boom, goes the thunder! {p} holds on tight.', 'Boom, boom, then pitter, patter. {n} is brave!'],
  'big-dogs': [
    'Woof, woof! A big, big dog! {p} holds on tight.',
    'Sniff, sniff, wag, wag. Hello, doggy! {n} is brave!',
  ],
  'bees-and-spiders': [
    'Bzzz, bzzz, a bee! {p} says: still, still, like a tree.',
    'Bzzz, off to a flower! Bye-bye, bee! Brave, brave {n}!',
  ],
  'trying-again': ['Oops, it falls down, down, down!', 'Try again, try again! {n} can do it!'],
  'sad-is-ok': ['Sad, sad, and that is OK, {n}.', 'Sniff, sniff, the tears can come. Better now, {n}!'],
  'calming-down': [
    'Grr, grr, {n} is cross! Stamp, stamp!',
    'Breathe in, breathe out, slow, slow, slow. All better, {n}.',
  ],
  'losing-a-game': ['Oh no, {p} wins! {n} is cross, cross, cross.', 'Play again, play again! Games are fun, {n}!'],
  'letting-others-choose': ['My game, my game, my game! says {n}.', 'Your turn to choose, {p}! Fun, fun, {n}!'],
  'quiet-voice': ['LOUD, LOUD, LOUD, {n}! Oh, the little one wakes up.', 'Shh, shh, a mouse voice. Well done, {n}!'],
  'being-brave': ['Something big, big, big! {p} holds on tight.', 'Brave, brave {n}! Hooray!'],
  'speaking-up': ['A tiny, tiny voice. Shh, shh, {n}.', 'Hello, hello! Loud and clear, {n}!'],
  bedtime: ['Yawn, yawn, but {n} wants to play, play, play!', 'Lie down, eyes close, night, night, {n}.'],
  'doing-it-myself': ['Me, me, me! {n} wants to do it.', '{n} does it all alone! Hooray, hooray!'],
  'two-homes': ['One home, two homes, {n}.', 'Love here, love there, love everywhere, {n}!'],
  'tidying-up': ['Toys here, toys there, toys everywhere!', 'In the box, in the box! All tidy, {n}!'],
  listening: ['Shh, shh, listen, {n}!', '{n} listens, listens, listens. Well done!'],
  'being-kind': ['A little one is sad. Oh, oh, oh.', 'A hug from {n}, a hug from {p}. Kind, kind, kind!'],
  'waiting-your-turn': ['Wait, wait, wait, {n}. {p} goes first.', 'And now, {n}, your turn! Hooray!'],
  'helping-at-home': ['Help, help, who can help?', '{n} helps, helps, helps! Thank you, {n}!'],
  'telling-the-truth': ['Oops, it breaks! Crack!', '"It was me," says {n}. Brave and true!'],
  'please-and-thank-you': [
    'What is the magic word, {n}?',
    'Please and thank you, please and thank you! Well done, {n}!',
  ],
  'gentle-with-animals': [
    'A little creature. Gently, gently, {n}.',
    'Stroke, stroke, soft and slow. The little creature snuggles up.',
  ],
  'making-friends': ['Who is that? A new friend? Hello, hello!', '{n} and a new friend play, play, play!'],
  dark: ['Dark, dark, dark, {n}! {p} holds on tight.', 'Twinkle, twinkle, look, the stars! The dark is friendly, {n}.'],
  'own-bed': ['A big bed, all for {n}. Big, big, big!', 'Snuggle, snuggle, in the big bed. Night, night, {n}!'],
  'learning-to-swim': ['Splash, splash, the water is big, {n}!', 'Kick, kick, kick! {n} can swim!'],
  'learning-to-ride-a-bike': ['Wobble, wobble, {n}! Hold on tight.', 'Round and round and round! {n} can ride!'],
  reading: ['A book, a book! What does it say, {n}?', 'Page, page, turn the page! {n} reads with {p}.'],
  kindergarten: ['A new room, new toys, new friends. Oh, oh, {n}!', 'Wave, wave, bye-bye! {n} plays at kindergarten!'],
  school: ['A big school, a big bag. Oh, oh, {n}!', 'Big, big steps! {n} goes to school!'],
  sharing: ['"Mine, mine, mine!" says {n}.', 'One for {n}, one for {p}. Sharing is fun!'],
  'new-sibling': ['A tiny baby! Shh, shh, {n}.', '{n} sings to the baby. La, la, la!'],
  'sibling-patience': ['The little one grabs, grabs, grabs. Oh, {n}!', 'Wait a bit, wait a bit. Gentle, gentle, {n}!'],
  'saying-sorry': ['Oops, {p} is sad. Oh, oh, oh.', '"Sorry," says {n}. Hug, hug, hug!'],
};

const DE: Record<string, Pair> = {
  'new-food': ['Etwas Neues auf dem Teller. Schnupper, schnupper, {n}!', 'Ein kleiner Bissen. Mmh, lecker, lecker!'],
  'brushing-teeth': [
    'Putz, putz, putz, sagt {p}. Mund auf, {n}!',
    'Hoch und runter und rundherum! Blitzblanke Zähne, {n}!',
  ],
  'doctor-visit': ['Die Ärztin sagt Hallo, Hallo. {p} hält ganz fest.', 'Horch, horch, bumm, bumm! Mutig, mutig, {n}!'],
  'dentist-visit': [
    'Mund auf, Mund auf, sagt die Zahnärztin. {p} hält ganz fest.',
    'Zählen, zählen, alle Zähne! Mutig, mutig, {n}!',
  ],
  hairdresser: [
    'Schnipp, schnapp, macht die Schere. {p} hält ganz fest.',
    'Schnipp, schnapp, fertig! Mutig, mutig, {n}!',
  ],
  potty: [
    'Hoppla, {n} muss aufs Töpfchen! Schnell, schnell, schnell!',
    'Aufs Töpfchen, gerade rechtzeitig! Gut gemacht, gut gemacht, {n}!',
  ],
  'getting-dressed': ['Wo ist die Socke? Wo, wo, {n}?', 'Eine Socke, zwei Socken, an, an, an! {n} ist angezogen!'],
  'giving-up-the-dummy': [
    'Wo ist der Schnuller? {n} will ihn, will ihn!',
    'Tschüss, Schnuller! {n} ist jetzt groß. Hurra!',
  ],
  'nail-biting': [
    'Knabber, knabber, kleine Finger! {p} sagt: Halt dich fest.',
    'Drück, drück, drück! Die Finger bleiben heil, {n}!',
  ],
  'curious-learner': ['Schau, schau, {p}, so viel zu entdecken!', 'Warum? Warum? Warum, {n}? Wir schauen nach!'],
  'being-different': [
    'Groß und klein, Punkte und Streifen, alle sind schön, {n}!',
    'Du bist du, {p}, und ich bin ich! Hurra!',
  ],
  'new-glasses': ['Brille auf! Schau, schau, {p}, die Sterne!', 'Guck, guck, guck! Kluge Brille, {n}!'],
  gratitude: ['Danke, Sonne! Danke, Mond! Danke, {p}!', 'Eins, zwei, drei schöne Dinge, {n}!'],
  'believing-in-yourself': ['Ich kann das, ich kann das! Hurra, {n}!', 'Noch einmal, {p}! Schau, schau, geschafft!'],
  'someone-ill': [
    'Ein Küsschen in die Luft, {n}! Gute Besserung, gute Besserung!',
    'Drück, drück, {p}! Liebe reist ganz weit.',
  ],
  'dry-nights': [
    'Hoppla, das Bett ist nass! Macht nichts, macht nichts, sagt {p}.',
    'Tapp, tapp, aufs Klo! Trocken und kuschelig, {n}!',
  ],
  'screen-time': [
    'Kein Bildschirm heute! Schau, schau, {p}, die Sterne!',
    'Sterne und Geschichten, Geschichten und Sterne! Fröhlich, fröhlich, {n}!',
  ],
  'wobbly-tooth': ['Wackel, wackel, ein Wackelzahn! Oh, {n}!', 'Wackel, wackel, raus ist er! Eine Lücke für {n}!'],
  'moving-house': [
    'Ein neues Haus, eine neue Tür. Wo ist das Bett, {p}?',
    'Hier ist das Bett, hier ist das Kissen! Zuhause, {n}!',
  ],
  'pet-died': [
    '{n} vermisst einen kleinen Freund. Traurig, traurig, und {p} weiß es.',
    'Liebe bleibt, Liebe bleibt. Eine große Umarmung für {n}.',
  ],
  'missing-someone': [
    '{n} vermisst jemanden. Traurig, traurig, und {p} weiß es.',
    'Ein Küsschen, ein Küsschen, bis zu jemandem weit weg!',
  ],
  'saying-goodbye': ['Tschüss sagen ist schwer, schwer, schwer, {n}.', 'Winke, winke, tschüss! Bis bald!'],
  'parent-away': [
    '{w} ist weit, weit weg. Derselbe Mond, {n}!',
    'Schlafen, schlafen, eine Nacht weniger. Bald ist {w} da!',
  ],
  'bad-dreams': ['Ein böser Traum? Pst, pst, {p} ist da.', 'Schöne Träume, schöne Träume, {n}. Jetzt nur gute.'],
  thunderstorm: [
    'Bumm, bumm, macht der Donner! {p} hält ganz fest.',
    'Bumm, bumm, dann pitsch, patsch. {n} ist mutig!',
  ],
  'big-dogs': [
    'Wau, wau! Ein großer, großer Hund! {p} hält ganz fest.',
    'Schnupper, schnupper, wedel, wedel. Hallo, Hund! {n} ist mutig!',
  ],
  'bees-and-spiders': [
    'Summ, summ, eine Biene! {p} sagt: still, still, wie ein Baum.',
    'Summ, zur Blume! Tschüss, Biene! Mutig, mutig, {n}!',
  ],
  'trying-again': ['Hoppla, es fällt runter, runter, runter!', 'Noch mal, noch mal! {n} schafft es!'],
  'sad-is-ok': [
    'Traurig, traurig, und das ist okay, {n}.',
    'Schnief, schnief, die Tränen dürfen kommen. Schon besser, {n}!',
  ],
  'calming-down': [
    'Grr, grr, {n} ist wütend! Stampf, stampf!',
    'Einatmen, ausatmen, langsam, langsam. Alles gut, {n}.',
  ],
  'letting-others-choose': ['Mein Spiel, mein Spiel, mein Spiel!, sagt {n}.', 'Du darfst aussuchen, {p}! Juhu, {n}!'],
  'quiet-voice': ['LAUT, LAUT, LAUT, {n}! Oh, das Kleine wacht auf.', 'Psst, psst, eine Mäusestimme. Toll, {n}!'],
  'losing-a-game': [
    'Oh nein, {p} gewinnt! {n} ist sauer, sauer, sauer.',
    'Noch mal spielen, noch mal spielen! Spielen macht Spaß, {n}!',
  ],
  'being-brave': ['Etwas Großes, Großes, Großes! {p} hält ganz fest.', 'Mutig, mutig, {n}! Hurra!'],
  'speaking-up': ['Ein ganz, ganz leises Stimmchen. Psst, {n}.', 'Hallo, hallo! Laut und deutlich, {n}!'],
  bedtime: ['Gähn, gähn, aber {n} will spielen, spielen, spielen!', 'Hinlegen, Augen zu, gute Nacht, {n}.'],
  'doing-it-myself': ['Ich, ich, ich! {n} will es allein machen.', '{n} macht es ganz allein! Hurra, hurra!'],
  'two-homes': ['Ein Zuhause, zwei Zuhause, {n}.', 'Liebe hier, Liebe da, Liebe überall, {n}!'],
  'tidying-up': [
    'Spielsachen hier, Spielsachen da, Spielsachen überall!',
    'In die Kiste, in die Kiste! Alles aufgeräumt, {n}!',
  ],
  listening: ['Pst, pst, hör mal zu, {n}!', '{n} hört zu, hört zu, hört zu. Gut gemacht!'],
  'being-kind': ['Ein Kleines ist traurig. Oh, oh, oh.', 'Eine Umarmung von {n}, eine von {p}. Lieb, lieb, lieb!'],
  'waiting-your-turn': ['Warte, warte, warte, {n}. {p} ist zuerst dran.', 'Und jetzt, {n}, bist du dran! Hurra!'],
  'helping-at-home': ['Hilfe, Hilfe, wer hilft mit?', '{n} hilft, hilft, hilft! Danke, {n}!'],
  'telling-the-truth': ['Hoppla, es geht kaputt! Knacks!', '„Das war ich“, sagt {n}. Mutig und ehrlich!'],
  'please-and-thank-you': ['Wie heißt das Zauberwort, {n}?', 'Bitte und danke, bitte und danke! Gut gemacht, {n}!'],
  'gentle-with-animals': [
    'Ein kleines Tier. Sanft, sanft, {n}.',
    'Streicheln, streicheln, sanft und langsam. Das kleine Tier kuschelt sich an.',
  ],
  'making-friends': [
    'Wer ist das? Ein neuer Freund? Hallo, hallo!',
    '{n} und ein neuer Freund spielen, spielen, spielen!',
  ],
  dark: [
    'Dunkel, dunkel, dunkel, {n}! {p} hält ganz fest.',
    'Funkel, funkel, schau, die Sterne! Die Dunkelheit ist freundlich, {n}.',
  ],
  'own-bed': ['Ein großes Bett, nur für {n}. Groß, groß, groß!', 'Kuschel, kuschel, im großen Bett. Gute Nacht, {n}!'],
  'learning-to-swim': [
    'Platsch, platsch, das Wasser ist groß, {n}!',
    'Strampel, strampel, strampel! {n} kann schwimmen!',
  ],
  'learning-to-ride-a-bike': ['Wackel, wackel, {n}! Gut festhalten.', 'Rundherum, rundherum! {n} kann fahren!'],
  reading: ['Ein Buch, ein Buch! Was steht da, {n}?', 'Blättern, blättern, umblättern! {n} liest mit {p}.'],
  kindergarten: [
    'Ein neuer Raum, neue Spielsachen, neue Freunde. Oh, oh, {n}!',
    'Winke, winke, tschüss! {n} spielt im Kindergarten!',
  ],
  school: ['Eine große Schule, ein großer Ranzen. Oh, oh, {n}!', 'Große, große Schritte! {n} geht zur Schule!'],
  sharing: ['„Meins, meins, meins!“, sagt {n}.', 'Eins für {n}, eins für {p}. Teilen macht Spaß!'],
  'new-sibling': ['Ein winziges Baby! Pst, pst, {n}.', '{n} singt dem Baby vor. La, la, la!'],
  'sibling-patience': [
    'Das Kleine grapscht, grapscht, grapscht. Oh, {n}!',
    'Kurz warten, kurz warten. Sanft, sanft, {n}!',
  ],
  'saying-sorry': ['Hoppla, {p} ist traurig. Oh, oh, oh.', '„Entschuldigung“, sagt {n}. Drück, drück, drück!'],
};

/** More pairs for the common themes, so two toddlers with the same goal seldom hear the same lines. */
const EN_MORE: Record<string, Pair[]> = {
  'new-food': [
    [
      '{p} sniffs the new food, sniff, sniff, and {n} sniffs too.',
      'Nibble, nibble, crunch, {n} likes it, and so does {p}!',
    ],
  ],
  'brushing-teeth': [
    ['{p} has a toothbrush too! Scrub, scrub, {n}?', 'Swish, swish, spit, and {n} and {p} have sparkly smiles!'],
  ],
  'own-bed': [
    ['A big bed, and {p} looks under it. Nothing there, {n}!', 'Tuck in, tuck in, {n} and {p}. Cosy, cosy, cosy!'],
  ],
  dark: [
    [
      'Where did the light go? Dark, dark, dark. {p} holds {n} tight.',
      'Blink, blink, a little star! The dark is soft, {n}.',
    ],
  ],
  school: [['{p} peeks at the big school. So many doors, {n}!', 'Hello, teacher! Hello, friends! {n} waves to {p}.']],
  kindergarten: [
    ['{p} peeks through the door. So many toys, {n}!', 'Build, build, a tall, tall tower! {n} has a new friend.'],
  ],
  sharing: [['One red ball, and {p} wants it too. Oh, oh, {n}!', 'Roll it to {p}, roll it back! Sharing is fun, {n}!']],
  'new-sibling': [
    ['{p} tiptoes to the cradle. Shh, shh, a tiny baby, {n}!', '{n} rocks the cradle, rock, rock, and {p} hums along.'],
  ],
  'sibling-patience': [
    [
      'Crash, crash, the little one knocks the tower down, and {p} gasps.',
      'Build it again for the little one too, build, build, and {p} claps for {n}!',
    ],
  ],
  'saying-sorry': [
    ['Bump, {n} knocks {p} over, oh, oh, oh.', '"Sorry, {p}," says {n}, with a cuddle, cuddle, cuddle.'],
  ],
  'tidying-up': [
    ['Blocks here, cars there, and {p} trips over a teddy!', 'Clink, clunk, in the box! {p} helps {n} tidy up.'],
  ],
};

const DE_MORE: Record<string, Pair[]> = {
  'new-food': [
    [
      '{p} schnuppert am neuen Essen, schnupper, schnupper, und {n} schnuppert mit.',
      'Knabber, knabber, knack, das schmeckt {n}, und {p} auch!',
    ],
  ],
  'brushing-teeth': [
    [
      '{p} hat auch eine Zahnbürste! Schrubb, schrubb, {n}?',
      'Gurgel, gurgel, spuck, und {n} und {p} lächeln blitzeblank!',
    ],
  ],
  'own-bed': [
    [
      'Ein großes Bett, und {p} schaut darunter. Nichts da, {n}!',
      'Zudecken, zudecken, {n} und {p}. Kuschelig, kuschelig!',
    ],
  ],
  dark: [
    [
      'Wo ist das Licht? Dunkel, dunkel, dunkel. {p} hält {n} ganz fest.',
      'Blink, blink, ein kleiner Stern! Die Nacht ist weich, {n}.',
    ],
  ],
  school: [
    ['{p} guckt in die große Schule. So viele Türen, {n}!', 'Hallo, Lehrerin! Hallo, Kinder! {n} winkt {p} zu.'],
  ],
  kindergarten: [
    [
      '{p} guckt durch die Tür. So viele Spielsachen, {n}!',
      'Bau, bau, einen hohen, hohen Turm! {n} hat einen neuen Freund.',
    ],
  ],
  sharing: [
    [
      'Ein roter Ball, und {p} will ihn auch. Oh, oh, {n}!',
      'Roll ihn zu {p}, roll ihn zurück! Teilen macht Spaß, {n}!',
    ],
  ],
  'new-sibling': [
    [
      '{p} schleicht zur Wiege. Pst, pst, ein winziges Baby, {n}!',
      '{n} schaukelt die Wiege, schaukel, schaukel, und {p} summt mit.',
    ],
  ],
  'sibling-patience': [
    [
      'Rums, rums, das Kleine wirft den Turm um, und {p} erschrickt.',
      'Noch mal bauen, auch fürs Kleine, bau, bau, und {p} klatscht für {n}!',
    ],
  ],
  'saying-sorry': [
    [
      'Bums, {n} schubst {p} aus Versehen um, oh, oh, oh.',
      '„Entschuldigung, {p}“, sagt {n} und kuschelt, kuschelt, kuschelt.',
    ],
  ],
  'tidying-up': [
    [
      'Klötze hier, Autos da, und {p} stolpert über einen Teddy!',
      'Klick, klack, in die Kiste! {p} hilft {n} beim Aufräumen.',
    ],
  ],
};

/** The toddler's challenge and mastery lines for a recognised theme, with the names filled in; `random` picks a pair. */
/** `{w}`: whom the goal is about, as the parent called them ("Daddy", „Papa“), for the parent away for work. */
export function littleGoal(
  themeId: string,
  language: Language,
  name: string,
  companion: string,
  random: () => number,
  who = '',
) {
  const pair = (language === 'de' ? DE : EN)[themeId];
  if (!pair) return undefined;
  const [challenge, mastery] = pick([pair, ...((language === 'de' ? DE_MORE : EN_MORE)[themeId] ?? [])], random);
  const fill = (line: string) => line.replaceAll('{n}', name).replaceAll('{p}', companion).replaceAll('{w}', who);
  return { themeId, challenge: [fill(challenge)], mastery: [fill(mastery)] };
}
