import { de, en, titleCase, type Arc } from '../types.ts';

// Something precious of the place is lost, and the child and the companion find it: the search
// leaves room for the goal, the favourite things and a rest, and the finding is a quiet joy.

export const lostTreasure: Arc = {
  id: 'lost-treasure',
  kind: 'adventure',
  themes: [],
  ages: ['little', 'big'],
  title: {
    en: [
      en((s) => `${s.name} and the Lost ${titleCase(s.where.treasure.bare)}`),
      en((s) => `${s.name}, ${s.pal} and the Missing Treasure`),
      en((s) => `Finders, Keepers, ${s.name}!`),
    ],
    de: [
      de((s) => `${s.name} und die Suche nach ${s.where.treasure.der.dat}`),
      de((s) => `${s.name}, ${s.pal} und der verschwundene Schatz`),
      de((s) => `Wer sucht, der findet, ${s.name}!`),
    ],
  },
  summary: {
    en: [
      en((s) => `${s.name} and ${s.pal} search ${s.where.name} for ${s.where.treasure.a} that was lost, and find it.`),
    ],
    de: [
      de(
        (s) =>
          `${s.name} und ${s.pal} suchen ${s.where.in} nach ${s.where.treasure.der.dat} und finden ${s.where.treasure.er.acc} am Ende.`,
      ),
    ],
  },
  recap: {
    en: [
      en(
        (s) =>
          `High and low ${s.where.in}, ${s.name} and ${s.pal} had searched the night before, and at last they had found ${s.where.treasure.the} that had been lost.`,
      ),
      en(
        (s) =>
          `A friend's lost treasure had turned up last time, after ${s.name} and ${s.pal} went looking for it ${s.where.in}.`,
      ),
    ],
    de: [
      de(
        (s) =>
          `Überall hatten ${s.name} und ${s.pal} in der Nacht zuvor ${s.where.in} gesucht, und am Ende hatten sie ${s.where.treasure.der.acc} gefunden.`,
      ),
      de(
        (s) =>
          `Ein verlorener Schatz war beim letzten Mal wieder aufgetaucht, nachdem ${s.name} und ${s.pal} ${s.where.in} danach gesucht hatten.`,
      ),
    ],
  },
  scenes: [
    {
      picture: { composition: 'interior', where: 'bedroom', cast: ['homePet'], things: ['toy'] },
      beats: [{ moment: 'home-evening' }, { moment: 'arrival' }],
    },
    {
      picture: { composition: 'journey', where: 'setting', cast: ['guide', 'siblings'] },
      beats: [
        { moment: 'siblings-join' },
        { moment: 'colour' },
        {
          en: [
            en(
              (s) =>
                `${s.sight()} ${s.where.guide} "Oh, thank goodness you have come," said ${s.where.guideName}. "${s.where.treasure.The} is gone. It was there at sunset, and now it is nowhere at all."`,
              { ages: ['big'] },
            ),
            en(
              (s) =>
                `${s.where.guide} But ${s.where.guideName} looked worried. "We have lost ${s.where.treasure.a}," ${s.where.guideName} sighed, "and without it, nobody here can settle down for the night."`,
              { ages: ['big'] },
            ),
            en(
              (s) =>
                `${s.where.guide} ${s.where.guideName} was searching high and low, looking behind everything twice. "Have you seen ${s.where.treasure.a}?" ${s.where.guideName} asked. "It was here every single night, and tonight it is gone."`,
              { ages: ['big'] },
            ),
            en((s) => `${s.where.guide} "Oh dear," says ${s.where.guideName}. "My ${s.where.treasure.bare} is lost!"`, {
              ages: ['little'],
            }),
          ],
          de: [
            de(
              (s) =>
                `${s.sight()} ${s.where.guide} „Wie gut, dass ihr da seid“, sagte ${s.where.guideName}. „${s.where.treasure.Der.nom} ist fort. Bei Sonnenuntergang war ${s.where.treasure.er.nom} noch da, und jetzt ist ${s.where.treasure.er.nom} nirgends mehr.“`,
              { ages: ['big'] },
            ),
            de(
              (s) =>
                `${s.where.guide} Aber ${s.where.guideName} sah besorgt aus. „Wir haben ${s.where.treasure.ein.acc} verloren“, seufzte ${s.where.guideName}, „und ohne ${s.where.treasure.er.acc} kann hier niemand zur Ruhe kommen.“`,
              { ages: ['big'] },
            ),
            de(
              (s) =>
                `${s.where.guide} ${s.where.guideName} suchte überall, oben und unten, und schaute hinter alles zweimal. „Habt ihr ${s.where.treasure.ein.acc} gesehen?“, fragte ${s.where.guideName}. „Jede Nacht war ${s.where.treasure.er.nom} hier, und heute ist ${s.where.treasure.er.nom} verschwunden.“`,
              { ages: ['big'] },
            ),
            de(
              (s) =>
                `${s.where.guide} „Oje“, sagt ${s.where.guideName}. „Wir haben ${s.where.treasure.ein.acc} verloren!“`,
              { ages: ['little'] },
            ),
          ],
        },
        {
          en: [
            en(
              (s) =>
                `${s.name} looked at ${s.pal}, and ${s.pal} looked at ${s.name}. "We will help you look," they said together.`,
              { ages: ['big'] },
            ),
            en(
              (s) => `"Then we'll find it," said ${s.name}, and ${s.pal} nodded so hard that ${s.palHis} ears flopped.`,
              { ages: ['big'] },
            ),
            en(
              (s) =>
                `"Leave it to us," said ${s.name}, already rolling up ${s.his} sleeves, and ${s.pal} gave a firm little nod.`,
              { ages: ['big'] },
            ),
            en((s) => `"We can help!" says ${s.name}.`, { ages: ['little'] }),
          ],
          de: [
            de(
              (s) =>
                `${s.name} sah ${s.pal} an, und ${s.pal} sah ${s.name} an. „Wir helfen dir suchen“, sagten die beiden wie aus einem Mund.`,
              { ages: ['big'] },
            ),
            de(
              (s) =>
                `„Dann finden wir ${s.where.treasure.er.acc}“, sagte ${s.name}, und ${s.pal} nickte so heftig, dass ${s.palSein('e')} Ohren wackelten.`,
              { ages: ['big'] },
            ),
            de(
              (s) =>
                `„Das übernehmen wir“, sagte ${s.name} und krempelte schon die Ärmel hoch, und ${s.pal} nickte entschlossen.`,
              { ages: ['big'] },
            ),
            de((s) => `„Wir helfen!“, sagt ${s.name}.`, { ages: ['little'] }),
          ],
        },
      ],
    },
    {
      picture: { composition: 'wide', where: 'setting', cast: ['creature'], things: ['prop'] },
      beats: [
        {
          en: [
            en((s) => `They looked under leaves and behind stones, all along ${s.where.way}. ${s.sight()}`, {
              ages: ['big'],
            }),
            en(
              (s) => `Off they went, peeping into every nook. ${s.sight()} But there was no sign of the treasure yet.`,
              { ages: ['big'] },
            ),
            en(
              (s) =>
                `They searched slowly and carefully, the way you look for something small in the dark. ${s.sight()} Still no treasure, but ${s.name} did not give up.`,
              { ages: ['big'] },
            ),
            en(() => `They look high. They look low. Where can it be?`, { ages: ['little'] }),
          ],
          de: [
            de((s) => `Sie schauten unter Blätter und hinter Steine, überall ${s.where.again}. ${s.sight()}`, {
              ages: ['big'],
            }),
            de(
              (s) => `Los ging es, in jeden Winkel spähten sie. ${s.sight()} Aber von dem Schatz war noch keine Spur.`,
              { ages: ['big'] },
            ),
            de(
              (s) =>
                `Sie suchten langsam und gründlich, so wie man im Dunkeln nach etwas Kleinem sucht. ${s.sight()} Noch immer kein Schatz, aber ${s.name} gab nicht auf.`,
              { ages: ['big'] },
            ),
            de((s) => `Sie suchen oben. Sie suchen unten. Wo kann ${s.where.treasure.er.nom} nur sein?`, {
              ages: ['little'],
            }),
          ],
        },
        { moment: 'creature' },
        { moment: 'activity' },
      ],
    },
    {
      picture: { composition: 'close-up', where: 'setting' },
      beats: [{ moment: 'theme-challenge' }, { moment: 'theme-mastery' }],
    },
    {
      picture: { composition: 'wide', where: 'setting', things: ['food', 'lantern'] },
      beats: [
        { moment: 'food' },
        { moment: 'thing' },
        { moment: 'place' },
        {
          en: [
            en(
              (s) =>
                `Then ${s.pal} pricked up ${s.palHis} ears. "Listen," ${s.palHe} whispered. Something was glinting, just a little, from ${s.where.snag}. ${s.name} reached in, very gently, and there it was: ${s.where.treasure.the}, safe and sound.`,
              { ages: ['big'] },
            ),
            en(
              (s) =>
                `It was ${s.name} who saw it first: a soft shine, right where nobody had thought to look. ${s.where.treasure.The} had rolled into ${s.where.snag} and waited there all along.`,
              { ages: ['big'] },
            ),
            en(
              (s) =>
                `"Warmer," whispered ${s.pal}, "warmer still…" And there, in the very spot the moonlight touched, lay ${s.where.treasure.the}, tucked into ${s.where.snag}.`,
              { ages: ['big'] },
            ),
            en((s) => `What is that? It shines! It is ${s.where.treasure.the}! ${s.name} found it!`, {
              ages: ['little'],
            }),
          ],
          de: [
            de(
              (s) =>
                `Da spitzte ${s.pal} die Ohren. „Horch“, flüsterte ${s.palEr}. Da blinkte etwas, ${s.where.snag}, nur ein ganz kleines bisschen. ${s.name} griff vorsichtig hinein, und da war ${s.where.treasure.er.nom}: ${s.where.treasure.der.nom}, heil und ganz.`,
              { ages: ['big'] },
            ),
            de(
              (s) =>
                `${s.name} sah es zuerst: ein sanftes Schimmern, genau da, wo niemand nachgesehen hatte. ${s.where.treasure.Der.nom} hatte die ganze Zeit ${s.where.snag} gelegen und gewartet.`,
              { ages: ['big'] },
            ),
            de(
              (s) =>
                `„Wärmer“, flüsterte ${s.pal}, „noch wärmer …“ Und dann lag ${s.where.treasure.der.nom} vor ihnen, ${s.where.snag}, genau dort, wo das Mondlicht hinfiel.`,
              { ages: ['big'] },
            ),
            de(
              (s) =>
                `Was ist das? Es glänzt! Es ist ${s.where.treasure.der.nom}! ${s.name} hat ${s.where.treasure.er.acc} gefunden!`,
              { ages: ['little'] },
            ),
          ],
        },
      ],
    },
    {
      picture: { composition: 'sky', where: 'setting', cast: ['guide'], things: ['star'] },
      ages: ['big'],
      beats: [
        {
          en: [
            en(
              (s) =>
                `${s.where.guideName} held ${s.where.treasure.the} close and smiled the slowest, happiest smile. "Thank you," ${s.where.guideName} said. "Now the night can begin properly." ${s.where.nightfall}`,
            ),
            en(
              (s) =>
                `When ${s.where.treasure.the} was back where it belonged, a hush came over everything. ${s.where.nightfall} "You have been so kind," said ${s.where.guideName}, and gave ${s.name} ${s.where.gift.a} to take home.`,
            ),
            en(
              (s) =>
                `${s.where.guideName} put ${s.where.treasure.the} back in its place and breathed out, a long, happy breath. "There," ${s.where.guideName} said softly. "Now everyone can sleep." ${s.where.nightfall}`,
            ),
          ],
          de: [
            de(
              (s) =>
                `${s.where.guideName} hielt ${s.where.treasure.der.acc} ganz fest und lächelte das langsamste, glücklichste Lächeln. „Danke“, sagte ${s.where.guideName}. „Jetzt kann die Nacht richtig beginnen.“ ${s.where.nightfall}`,
            ),
            de(
              (s) =>
                `Als ${s.where.treasure.der.nom} wieder an Ort und Stelle war, wurde es überall ganz still. ${s.where.nightfall} „Ihr wart so lieb“, sagte ${s.where.guideName} und schenkte ${s.name} ${s.where.gift.ein.acc} zum Mitnehmen.`,
            ),
            de(
              (s) =>
                `${s.where.guideName} brachte ${s.where.treasure.der.acc} zurück an den alten Platz und atmete lange und glücklich aus. „So“, sagte ${s.where.guideName} leise. „Jetzt können alle schlafen.“ ${s.where.nightfall}`,
            ),
          ],
        },
      ],
    },
    {
      picture: { composition: 'interior', where: 'bedroom', asleep: true, things: ['toy'] },
      beats: [{ moment: 'goodnight' }],
    },
  ],
};
