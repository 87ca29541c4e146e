import type { ThemeBeats } from '../types.ts';
import { de, en } from '../types.ts';

// Themes of the night: the dark, and one's own bed.

export const dark: ThemeBeats = {
  id: 'dark',
  challenge: {
    en: [
      en(
        (s) =>
          `Then, all at once, every light went out, and it was dark, very dark. ${s.name}'s heart thumped. "I don't like the dark," ${s.he} whispered, holding on tight to ${s.pal}. ${s.pal} snuggled close. "I'm right here," ${s.palHe} said softly. "Let's keep still and look."`,
      ),
      en(
        (s) =>
          `They came to a place where the light did not reach, a deep, shadowy passage. ${s.name} stopped. The darkness looked so big, and ${s.he} felt so small. "What if something is in there?" ${s.he} whispered.`,
      ),
      en((s) => `Oh! The lights go out. It is dark. ${s.name} holds ${s.pal} tight.`, { ages: ['little'] }),
    ],
    de: [
      de(
        (s) =>
          `Da gingen auf einmal alle Lichter aus, und es wurde dunkel, ganz dunkel. ${s.name}s Herz klopfte. „Ich mag die Dunkelheit nicht“, flüsterte ${s.er} und hielt sich an ${s.pal} fest. ${s.pal} kuschelte sich an ${s.ihn}. „Ich bin da“, sagte ${s.palEr} leise. „Lass uns still sein und schauen.“`,
      ),
      de(
        (s) =>
          `Sie kamen an eine Stelle, wo kein Licht hinreichte, einen tiefen, schattigen Gang. ${s.name} blieb stehen. Die Dunkelheit sah so groß aus, und ${s.er} fühlte sich so klein. „Was, wenn da drin etwas ist?“, flüsterte ${s.er}.`,
      ),
      de((s) => `Oh! Die Lichter gehen aus. Es ist dunkel. ${s.name} hält ${s.pal} ganz fest.`, { ages: ['little'] }),
    ],
  },
  mastery: {
    en: [
      en(
        (s) =>
          `Slowly ${s.name}'s eyes got used to the dark, and ${s.he} began to see things: a soft silver glow, a gentle shimmer, a tiny twinkle here and there. "The dark isn't empty," ${s.he} said in wonder. "It's just quiet, and full of sleepy things."`,
      ),
      en(
        (s) =>
          `${s.name} held on to ${s.pal} and took one brave step into the shadows, and then another. Inside there was nothing scary at all, only soft shadows and a hush, and somewhere a quiet, friendly glow. "I did it," ${s.name} whispered.`,
      ),
      en((s) => `Look! Little lights. Twinkle, twinkle. The dark is soft. ${s.name} is brave.`, { ages: ['little'] }),
    ],
    de: [
      de(
        (s) =>
          `Langsam gewöhnten sich ${s.name}s Augen an die Dunkelheit, und ${s.er} begann Dinge zu sehen: einen sanften silbernen Schein, ein zartes Schimmern, hier und da ein winziges Funkeln. „Die Dunkelheit ist gar nicht leer“, sagte ${s.er} staunend. „Sie ist nur still und voller müder Dinge.“`,
      ),
      de(
        (s) =>
          `${s.name} hielt sich an ${s.pal} fest und machte einen mutigen Schritt in die Schatten, und dann noch einen. Drinnen war gar nichts Gruseliges, nur weiche Schatten und Stille, und irgendwo ein leises, freundliches Leuchten. „Ich hab’s geschafft“, flüsterte ${s.name}.`,
      ),
      de((s) => `Schau! Kleine Lichter. Funkel, funkel. Die Dunkelheit ist weich. ${s.name} ist mutig.`, {
        ages: ['little'],
      }),
    ],
  },
};
