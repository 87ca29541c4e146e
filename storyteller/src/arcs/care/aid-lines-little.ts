import { capitalise as cap } from '../../lexicon/noun-phrase.ts';
import type { DeOptional, DeSlots, EnOptional, EnSlots } from '../../slots/types.ts';
import type { AidLines } from './aid-kinds.ts';

// Short present-tense lines per kind of aid for a child of two to four, in both languages. The aid
// is named in every line: it goes where the child goes.

type En = EnSlots & Pick<EnOptional, 'aid'>;
type De = DeSlots & Pick<DeOptional, 'aid'>;

export const atHomeLittleEn: AidLines<En> = {
  wheelchair: [(s) => `${s.name} rolls to the window in ${s.his} ${s.aid.bare}. There is the moon!`],
  'hearing-aid': [(s) => `${s.name} listens with ${s.his} ${s.aid.bare}. Tick, tock, goes the clock.`],
  glasses: [(s) => `${s.name} looks out through ${s.his} ${s.aid.bare}. One star, two stars!`],
  cane: [(s) => `Tap, tap, goes ${s.his} ${s.aid.bare}. ${s.name} is at the window.`],
  walker: [(s) => `Step and roll! ${s.name} walks to the window with ${s.his} ${s.aid.bare}.`],
  prosthesis: [(s) => `Step, step! ${s.name} walks to the window on ${s.his} ${s.aid.bare}.`],
};

export const atHomeLittleDe: AidLines<De> = {
  wheelchair: [(s) => `${s.name} rollt in ${s.aid.sein.dat} zum Fenster. Da ist der Mond!`],
  'hearing-aid': [(s) => `${s.name} lauscht mit ${s.aid.sein.dat}. Tick, tack, macht die Uhr.`],
  glasses: [(s) => `${s.name} schaut durch ${s.aid.sein.acc} hinaus. Ein Stern, zwei Sterne!`],
  cane: [(s) => `Tipp, tipp, macht ${s.aid.sein.nom}. ${s.name} ist am Fenster.`],
  walker: [(s) => `Tapp und roll! ${s.name} geht mit ${s.aid.sein.dat} zum Fenster.`],
  prosthesis: [(s) => `Tapp, tapp! ${s.name} geht auf ${s.aid.sein.dat} zum Fenster.`],
};

export const wayLittleEn: AidLines<En> = {
  wheelchair: [
    (s) => `The path is wide and smooth. Roll, roll, roll goes ${s.his} ${s.aid.bare}! ${s.pal} rides on the armrest.`,
    (s) => `Here is a little ramp, just right for ${s.his} ${s.aid.bare}. Whee! ${s.pal} holds on to the armrest.`,
  ],
  'hearing-aid': [
    (s) => `Listen! With ${s.his} ${s.aid.bare}, ${s.name} hears a tiny sound. Swish, swish. It is the grass.`,
    (s) => `Shh. ${s.name} hears the night with ${s.his} ${s.aid.bare}. A beetle goes click. A leaf goes rustle.`,
  ],
  glasses: [
    (s) => `Look! Through ${s.his} ${s.aid.bare}, ${s.name} sees a little light, far away.`,
    (s) => `${s.name} pushes up ${s.his} ${s.aid.bare}. So many things to see! A moth. A star. A glow-worm.`,
  ],
  cane: [
    (s) => `Tap, tap, tap. ${s.His} ${s.aid.bare} finds the path. This way!`,
    (s) => `Tap, tap goes ${s.his} ${s.aid.bare}. Tap, tap goes ${s.pal}, too. They giggle.`,
  ],
  walker: [
    (s) => `Step and roll, step and roll. ${s.name} and ${s.his} ${s.aid.bare} go along the path.`,
    (s) => `The path is smooth, just right for ${s.his} ${s.aid.bare}. ${s.pal} rides on the front!`,
  ],
  prosthesis: [
    (s) => `Step, step, step. ${s.name} walks along the path on ${s.his} ${s.aid.bare}.`,
    (s) => `${s.name} marches on ${s.his} ${s.aid.bare}. Left, right, left, right! ${s.pal} marches too.`,
  ],
};

export const wayLittleDe: AidLines<De> = {
  wheelchair: [
    (s) =>
      `Der Weg ist breit und glatt. Roll, roll, roll, macht ${s.aid.sein.nom}! ${s.pal} fährt auf der Armlehne mit.`,
    (s) =>
      `Hier ist eine kleine Rampe, genau richtig für ${s.aid.sein.acc}. Hui! ${s.pal} hält sich an der Armlehne fest.`,
  ],
  'hearing-aid': [
    (s) => `Horch! Mit ${s.aid.sein.dat} hört ${s.name} etwas ganz Leises. Wisch, wisch. Das ist das Gras.`,
    (s) => `Pst. ${s.name} hört die Nacht mit ${s.aid.sein.dat}. Ein Käfer macht klick. Ein Blatt raschelt.`,
  ],
  glasses: [
    (s) => `Schau! Durch ${s.aid.sein.acc} sieht ${s.name} ein kleines Licht, ganz weit weg.`,
    (s) => `${s.name} schiebt ${s.aid.der.acc} hoch. So viel zu sehen! Eine Motte. Ein Stern. Ein Glühwürmchen.`,
  ],
  cane: [
    (s) => `Tipp, tipp, tipp. ${cap(s.aid.sein.nom)} findet den Weg. Hier entlang!`,
    (s) => `Tipp, tipp, macht ${s.aid.sein.nom}. Tipp, tipp, macht ${s.pal} auch. Die beiden kichern.`,
  ],
  walker: [
    (s) => `Tapp und roll, tapp und roll. ${s.name} und ${s.aid.sein.nom} gehen den Weg entlang.`,
    (s) => `Der Weg ist glatt, genau richtig für ${s.aid.sein.acc}. ${s.pal} fährt vorne mit!`,
  ],
  prosthesis: [
    (s) => `Tapp, tapp, tapp. ${s.name} geht auf ${s.aid.sein.dat} den Weg entlang.`,
    (s) => `${s.name} marschiert auf ${s.aid.sein.dat}. Links, rechts, links, rechts! ${s.pal} marschiert mit.`,
  ],
};

export const findLittleEn: AidLines<En> = {
  wheelchair: [(s) => `${s.name} rolls along in ${s.his} ${s.aid.bare} and looks under a big leaf. There it is!`],
  'hearing-aid': [(s) => `Peep! ${s.name} hears it with ${s.his} ${s.aid.bare}. There it is!`],
  glasses: [(s) => `${s.name} looks through ${s.his} ${s.aid.bare}. Two little eyes! There it is!`],
  cane: [(s) => `Tap, tap, tonk! ${s.His} ${s.aid.bare} finds a log. Peep! There it is!`],
  walker: [(s) => `${s.name} stops ${s.his} ${s.aid.bare} and looks under a leaf. There it is!`],
  prosthesis: [(s) => `${s.name} steps over the stones on ${s.his} ${s.aid.bare}. There it is!`],
};

export const findLittleDe: AidLines<De> = {
  wheelchair: [(s) => `${s.name} rollt in ${s.aid.sein.dat} los und schaut unter ein großes Blatt. Da ist es!`],
  'hearing-aid': [(s) => `Piep! ${s.name} hört es mit ${s.aid.sein.dat}. Da ist es!`],
  glasses: [(s) => `${s.name} schaut durch ${s.aid.sein.acc}. Zwei kleine Augen! Da ist es!`],
  cane: [(s) => `Tipp, tipp, tock! ${cap(s.aid.sein.nom)} findet einen Baumstamm. Piep! Da ist es!`],
  walker: [(s) => `${s.name} hält ${s.aid.der.acc} an und schaut unter ein Blatt. Da ist es!`],
  prosthesis: [(s) => `${s.name} steigt auf ${s.aid.sein.dat} über die Steine. Da ist es!`],
};

export const homewardLittleEn: AidLines<En> = {
  wheelchair: [
    (s) => `The little one rides on ${s.name}'s lap in ${s.his} ${s.aid.bare}. Roll, roll, all the way home.`,
  ],
  'hearing-aid': [
    (s) => `${s.name} carries it home. With ${s.his} ${s.aid.bare}, ${s.name} hears it whisper, "Thank you."`,
  ],
  glasses: [(s) => `Through ${s.his} ${s.aid.bare}, ${s.name} sees the way home. This way, little one!`],
  cane: [(s) => `Tap, tap goes ${s.his} ${s.aid.bare}, all the way home. The little one is safe in ${s.name}'s arms.`],
  walker: [(s) => `The little one rides on the front of ${s.his} ${s.aid.bare}. Step and roll, all the way home.`],
  prosthesis: [(s) => `Step, step, on ${s.his} ${s.aid.bare}, all the way home. The little one is safe.`],
};

export const homewardLittleDe: AidLines<De> = {
  wheelchair: [(s) => `Das Kleine fährt auf dem Schoß mit, in ${s.aid.sein.dat}. Roll, roll, bis nach Hause.`],
  'hearing-aid': [(s) => `${s.name} trägt es nach Hause. Mit ${s.aid.sein.dat} hört ${s.name} es flüstern: „Danke.“`],
  glasses: [(s) => `Durch ${s.aid.sein.acc} sieht ${s.name} den Weg nach Hause. Hier lang, du Kleines!`],
  cane: [(s) => `Tipp, tipp, macht ${s.aid.sein.nom}, bis nach Hause. Das Kleine ist sicher im Arm.`],
  walker: [(s) => `Das Kleine fährt vorne auf ${s.aid.sein.dat} mit. Tapp und roll, bis nach Hause.`],
  prosthesis: [(s) => `Tapp, tapp, auf ${s.aid.sein.dat}, bis nach Hause. Das Kleine ist sicher.`],
};

export const bedsideLittleEn: AidLines<En> = {
  wheelchair: [(s) => `${s.His} ${s.aid.bare} waits by the bed.`],
  'hearing-aid': [(s) => `${s.His} ${s.aid.bare} rests in its little box.`],
  glasses: [(s) => `${s.His} ${s.aid.bare} rest on the table.`],
  cane: [(s) => `${s.His} ${s.aid.bare} leans by the bed.`],
  walker: [(s) => `${s.His} ${s.aid.bare} waits by the bed.`],
  prosthesis: [(s) => `${s.His} ${s.aid.bare} stands by the bed.`],
};

export const bedsideLittleDe: AidLines<De> = {
  wheelchair: [(s) => `${cap(s.aid.sein.nom)} wartet neben dem Bett.`],
  'hearing-aid': [(s) => `${cap(s.aid.sein.nom)} liegt in seinem Kästchen.`],
  glasses: [(s) => `${cap(s.aid.sein.nom)} liegt auf dem Tisch.`],
  cane: [(s) => `${cap(s.aid.sein.nom)} lehnt am Bett.`],
  walker: [(s) => `${cap(s.aid.sein.nom)} wartet neben dem Bett.`],
  prosthesis: [(s) => `${cap(s.aid.sein.nom)} steht neben dem Bett.`],
};
