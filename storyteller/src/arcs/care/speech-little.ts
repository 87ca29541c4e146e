import { de, en, type Arc } from '../types.ts';
import { careSiblingsLittle } from './siblings-along.ts';
import { cap } from './words.ts';

// A stammer or another speech difference, for a child of two to four: short present-tense scenes.
// Everyone gets a turn and everyone waits; the child's words hop, and what they say is answered.

export const speechMyTurn: Arc = {
  id: 'speech-my-turn',
  kind: 'care',
  themes: ['speech'],
  ages: ['little'],
  title: {
    en: [
      en((s) => `${s.name}'s Turn`),
      en((s) => `Everyone Waits for ${s.name}`),
      en((s) => `${s.name} and the Talking Stone`),
    ],
    de: [
      de((s) => `${s.name} ist dran`),
      de((s) => `Alle warten auf ${s.name}`),
      de((s) => `${s.name} und der Erzählstein`),
    ],
  },
  summary: {
    en: [en((s) => `${s.name} and ${s.pal} sit in a circle where everyone gets a turn and everyone waits.`)],
    de: [de((s) => `${s.name} und ${s.pal} sitzen im Kreis, wo jeder drankommt und alle warten.`)],
  },
  recap: {
    en: [
      en(
        (s) =>
          `Last time, ${s.name} had held the talking stone ${s.where.in}, and everyone had waited for ${s.his} words.`,
      ),
    ],
    de: [
      de((s) => `Beim letzten Mal hatte ${s.name} ${s.where.in} den Erzählstein gehalten, und alle hatten gewartet.`),
    ],
  },
  scenes: [
    {
      picture: { composition: 'interior', where: 'bedroom', cast: ['grownups'], things: ['toy'] },
      beats: [
        {
          en: [
            en(
              (s) =>
                `${s.name} has so much to tell. Sometimes ${s.his} words go hop, hop, hop. "M-m-moon!" says ${s.name}, and points. Yes! There is the moon, round and white.`,
            ),
            en(
              (s) =>
                `"Goodnight," say${s.grownups.one ? 's' : ''} ${s.grownups.names}. "W-w-wait," says ${s.name}. ${cap(s.grownups.names)} sit${s.grownups.one ? 's' : ''} down and wait${s.grownups.one ? 's' : ''}. "I saw a d-d-duck today!" "A duck! What did it do?" "It went s-splash!"`,
              { needs: ['grownups'] },
            ),
            en(
              (s) =>
                `Some words come out smooth. Some words go bump. "B-b-bath is done," says ${s.name}. It is! Now ${s.name} is warm and cosy in pyjamas.`,
            ),
          ],
          de: [
            de(
              (s) =>
                `${s.name} hat so viel zu erzählen. Manchmal hüpfen die Wörter: hopp, hopp, hopp. „M-M-Mond!“, sagt ${s.name} und zeigt zum Fenster. Ja! Da ist der Mond, rund und weiß.`,
            ),
            de(
              (s) =>
                `„Gute Nacht“, ${s.grownups.plural ? 'sagen' : 'sagt'} ${s.grownups.names}. „${s.grownups.plural ? 'W-w-wartet' : 'W-w-warte'} mal“, sagt ${s.name}. ${cap(s.grownups.names)} ${s.grownups.plural ? 'setzen' : 'setzt'} sich hin und ${s.grownups.plural ? 'warten' : 'wartet'}. „Ich hab heute eine E-E-Ente gesehen!“ „Eine Ente! Was hat sie gemacht?“ „Sie hat p-p-platsch gemacht!“`,
              { needs: ['grownups'] },
            ),
            de(
              (s) =>
                `Manche Wörter kommen glatt heraus. Manche Wörter hüpfen. „D-d-das Baden ist vorbei“, sagt ${s.name}. Stimmt! Jetzt ist ${s.name} warm und kuschelig im Schlafanzug.`,
            ),
          ],
        },
        {
          en: [
            en(
              (s) =>
                `Who is this at the window? It is ${s.pal}! "Come with me," says ${s.pal}. "I know a place where everyone gets a turn." Off they go, ${s.where.into}.`,
              { unless: ['toyPal'] },
            ),
            en(
              (s) =>
                `${s.pal} opens ${s.palHis} eyes. "I like listening to you," says ${s.pal}. "Come with me!" Off they go, ${s.where.into}.`,
              { needs: ['toyPal'] },
            ),
            en(
              (s) =>
                `Tap, tap. ${s.pal} is here! "I have all the time in the world," says ${s.pal}. "Let's go." Off they go, ${s.where.into}.`,
            ),
          ],
          de: [
            de(
              (s) =>
                `Wer ist denn da am Fenster? Es ist ${s.pal}! „Komm mit“, sagt ${s.pal}. „Ich kenne einen Ort, da kommt jeder dran.“ Und los geht es, ${s.where.into}.`,
              { unless: ['toyPal'] },
            ),
            de(
              (s) =>
                `${s.pal} macht die Augen auf. „Ich hör dir so gern zu“, sagt ${s.pal}. „Komm mit!“ Und los geht es, ${s.where.into}.`,
              { needs: ['toyPal'] },
            ),
            de(
              (s) =>
                `Tipp, tipp. ${s.pal} ist da! „Ich hab ganz viel Zeit“, sagt ${s.pal}. „Komm, wir gehen.“ Und los geht es, ${s.where.into}.`,
            ),
          ],
        },
      ],
    },
    {
      picture: { composition: 'wide', where: 'setting', cast: ['guide', 'creature'] },
      beats: [
        careSiblingsLittle,
        {
          en: [
            en(
              (s) =>
                `${s.where.guideName} is waiting for them. "Come and sit in the circle," says ${s.where.guideName}. "Everyone gets a turn. Everyone waits."`,
            ),
            en(
              (s) =>
                `Here are lots of little animals, sitting in a ring. And here is ${s.where.guideName}, with a smooth grey stone. "Whoever has the stone can talk," says ${s.where.guideName}. "Everyone else listens."`,
            ),
          ],
          de: [
            de(
              (s) =>
                `${s.where.guideName} wartet schon. „Setzt euch zu uns in den Kreis“, sagt ${s.where.guideName}. „Jeder kommt dran. Alle warten.“`,
            ),
            de(
              (s) =>
                `Hier sitzen viele kleine Tiere im Kreis. Und da ist ${s.where.guideName} mit einem glatten, grauen Stein. „Wer den Stein hat, darf erzählen“, sagt ${s.where.guideName}. „Alle anderen hören zu.“`,
            ),
          ],
        },
        {
          en: [
            en(
              (s) =>
                `The stone goes round. ${s.where.creature.A} tells about a worm. A little mouse says, "Cheese!" Everyone listens. Everyone waits.`,
            ),
            en(() => `Round goes the stone. One little animal whispers. One little animal sings. Everyone waits.`),
          ],
          de: [
            de(
              (s) =>
                `Der Stein geht reihum. ${s.where.creature.Ein.nom} erzählt von einem Regenwurm. Eine kleine Maus sagt: „Käse!“ Alle hören zu. Alle warten.`,
            ),
            de(() => `Rundherum geht der Stein. Ein kleines Tier flüstert. Ein kleines Tier singt. Alle warten.`),
          ],
        },
        { moment: 'creature' },
        { moment: 'colour' },
      ],
    },
    {
      picture: { composition: 'close-up', where: 'setting', cast: ['guide'] },
      beats: [
        {
          en: [
            en(
              (s) =>
                `Now the stone comes to ${s.name}. "I-I-I found a f-feather," says ${s.name}. Everyone waits. Nobody hurries. "A feather!" says ${s.where.guideName}. "What colour is it?" "G-grey," says ${s.name}. "With a silver spot."`,
            ),
            en(
              (s) =>
                `Now it is ${s.name}'s turn. "M-m-my turn," says ${s.name}, and everybody waits. "I saw a sh-shiny stone." "A shiny stone!" says ${s.pal}. "Where?" "By the p-path," says ${s.name}. Everyone looks. There it is!`,
            ),
          ],
          de: [
            de(
              (s) =>
                `Jetzt kommt der Stein zu ${s.name}. „I-i-ich hab eine Feder gefunden“, sagt ${s.name}. Alle warten. Keiner drängelt. „Eine Feder!“, sagt ${s.where.guideName}. „Welche Farbe hat sie denn?“ „G-grau“, sagt ${s.name}. „Mit einem silbernen Punkt.“`,
            ),
            de(
              (s) =>
                `Jetzt ist ${s.name} dran. „I-i-ich bin dran“, sagt ${s.name}, und alle warten. „Ich hab einen g-glänzenden Stein gesehen.“ „Einen glänzenden Stein!“, sagt ${s.pal}. „Wo denn?“ „D-d-da, am Weg“, sagt ${s.name}. Alle schauen hin. Da liegt er!`,
            ),
          ],
        },
        {
          en: [
            en(
              (s) =>
                `"Why do your words hop?" asks a very little animal. "They just do," says ${s.name}. "I still have lots to say." "Oh," says the little animal. "Then I will wait too." ${s.name} feels happy and proud, warm inside.`,
            ),
            en(
              (s) =>
                `${s.where.guideName} smiles. "Thank you, ${s.name}. That was worth waiting for." ${s.name} feels warm inside, warm as toast.`,
            ),
          ],
          de: [
            de(
              (s) =>
                `„Warum hüpfen deine Wörter?“, fragt ein ganz kleines Tier. „Die hüpfen eben manchmal“, sagt ${s.name}. „Ich hab trotzdem viel zu sagen.“ „Ach so“, sagt das kleine Tier. „Dann warte ich auch.“ Da wird ${s.name} ganz warm und froh und ein bisschen stolz.`,
            ),
            de(
              (s) =>
                `${s.where.guideName} lächelt. „Danke, ${s.name}. Auf dich warten wir gern.“ Da wird es in ${s.name} ganz warm, warm wie eine Wärmflasche.`,
            ),
          ],
        },
        {
          en: [
            en(
              (s) =>
                `${s.pal} knows a game. "Say a word very softly, like a feather. Only if you want." "Mmmoon," says ${s.name}, soft as a feather. "M-m-moon," says ${s.name}, the hopping way. Both are the moon!`,
              { needs: ['practise'] },
            ),
            en(
              (s) =>
                `"Want to play a word game?" asks ${s.where.guideName}. ${s.name} nods. "Sssstar," says ${s.name}, gently, gently. That was fun. Play it again tomorrow, if you like.`,
              { needs: ['practise'] },
            ),
          ],
          de: [
            de(
              (s) =>
                `${s.pal} kennt ein Spiel. „Sag ein Wort ganz sacht, wie eine Feder. Nur wenn du magst.“ „Mmmond“, sagt ${s.name}, ganz sacht. „M-M-Mond“, sagt ${s.name}, auf die hüpfende Art. Beides ist der Mond!`,
              { needs: ['practise'] },
            ),
            de(
              (s) =>
                `„Magst du ein Wörterspiel spielen?“, fragt ${s.where.guideName}. ${s.name} nickt. „Sssstern“, sagt ${s.name}, ganz sanft. Das macht Spaß. Morgen wieder, wenn du magst.`,
              { needs: ['practise'] },
            ),
          ],
        },
      ],
    },
    {
      picture: { composition: 'sky', where: 'setting', cast: ['guide'], things: ['star'] },
      beats: [
        {
          en: [
            en(
              (s) =>
                `"Who will say goodnight to the sky?" asks ${s.where.guideName}. "M-me!" says ${s.name}. "G-g-goodnight, sky!" And everyone says, "Goodnight!" very softly.`,
            ),
            en(
              (s) =>
                `It is time to say goodnight. ${s.name} holds the stone. "G-goodnight, everyone," says ${s.name}. "Goodnight, ${s.name}," everyone whispers back.`,
            ),
          ],
          de: [
            de(
              (s) =>
                `„Wer sagt dem Himmel Gute Nacht?“, fragt ${s.where.guideName}. „I-ich!“, sagt ${s.name}. „G-g-gute Nacht, Himmel!“ Und alle sagen ganz leise: „Gute Nacht!“`,
            ),
            de(
              (s) =>
                `Jetzt ist Zeit für Gute Nacht. ${s.name} hält den Stein. „G-gute Nacht, ihr alle“, sagt ${s.name}. „Gute Nacht, ${s.name}“, flüstern alle zurück.`,
            ),
          ],
        },
      ],
    },
    {
      picture: { composition: 'interior', where: 'bedroom', asleep: true, cast: ['grownups'], things: ['toy'] },
      beats: [
        {
          en: [
            en(
              (s) =>
                `Home again, in the cosy bed. "G-g-goodnight, ${s.pal}," says ${s.name}. ${s.pal} waits for every word. "Goodnight, ${s.name}," says ${s.pal}. "${s.lullaby}." Eyes closed. Sleep tight, ${s.name}.`,
            ),
            en(
              (s) =>
                `Home again. ${cap(s.grownups.names)} tuck${s.grownups.one ? 's' : ''} ${s.name} in. "I had a t-turn," says ${s.name}. "Everyone w-waited." "Of course," say${s.grownups.one ? 's' : ''} ${s.grownups.names}. "Your words are worth waiting for." Eyes closed. Goodnight, ${s.name}.`,
              { needs: ['grownups'] },
            ),
            en(
              (s) =>
                `Home again. ${s.pal} tucks ${s.name} in. "Tell me one more thing," says ${s.pal}. "I l-l-like you," says ${s.name}. ${s.pal} waits, and smiles. "I like you too." Eyes closed. Goodnight, ${s.name}.`,
            ),
          ],
          de: [
            de(
              (s) =>
                `Wieder zu Hause, im kuscheligen Bett. „G-g-gute Nacht, ${s.pal}“, sagt ${s.name}. ${s.pal} wartet auf jedes Wort. „Gute Nacht, ${s.name}“, sagt ${s.pal}. „${s.lullaby}.“ Augen zu. Schlaf gut, ${s.name}.`,
            ),
            de(
              (s) =>
                `Wieder zu Hause. ${cap(s.grownups.names)} ${s.grownups.plural ? 'decken' : 'deckt'} ${s.name} zu. „Ich war d-dran“, sagt ${s.name}. „Alle haben g-gewartet.“ „Na klar“, ${s.grownups.plural ? 'sagen' : 'sagt'} ${s.grownups.names}. „Auf deine Wörter warten wir gern.“ Augen zu. Gute Nacht, ${s.name}.`,
              { needs: ['grownups'] },
            ),
            de(
              (s) =>
                `Wieder zu Hause. ${s.pal} deckt ${s.name} zu. „Erzähl mir noch was“, sagt ${s.pal}. „I-i-ich hab dich lieb“, sagt ${s.name}. ${s.pal} wartet und lächelt. „Ich dich auch.“ Augen zu. Gute Nacht, ${s.name}.`,
            ),
          ],
        },
      ],
    },
  ],
};
