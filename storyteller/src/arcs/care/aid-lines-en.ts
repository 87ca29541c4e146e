import type { EnOptional, EnSlots } from '../../slots/types.ts';
import type { AidLines } from './aid-kinds.ts';

// English lines per kind of aid, one table per moment of the aid arcs. Every line names the aid: it
// is part of the child wherever the child goes, used with pride, and never left behind.

type S = EnSlots & Pick<EnOptional, 'aid'>;

/** Big: the evening at home. */
export const eveningEn: AidLines<S> = {
  wheelchair: [
    (s) =>
      `${s.name} sat by the window in ${s.his} ${s.aid.bare}, brakes on, watching the moon come up over the rooftops.`,
    (s) =>
      `${s.His} ${s.aid.bare} stood beside the bed, its wheels still a little muddy from the park, where ${s.name} had zoomed down the long path that afternoon faster than anyone.`,
  ],
  'hearing-aid': [
    (s) =>
      `${s.name} sat on the bed with ${s.his} ${s.aid.bare} still in. ${s.He} listened to the house get ready for the night: the tick of the radiator, the hum of the fridge, a tap going drip, drip.`,
    (s) =>
      `${s.name} had not taken ${s.his} ${s.aid.bare} out yet. There was too much to listen to: the wind in the chimney, a car far away, and somewhere outside, an owl asking its question.`,
  ],
  glasses: [
    (s) =>
      `${s.name} pushed ${s.his} ${s.aid.bare} up ${s.his} nose and looked out of the window. Through them the moon was sharp and round, with every grey shadow on it.`,
    (s) =>
      `${s.name} still had ${s.his} ${s.aid.bare} on, because it was not quite bedtime, and through them ${s.he} could count the first stars coming out: one, two, three.`,
  ],
  cane: [
    (s) =>
      `${s.His} ${s.aid.bare} leaned against the bed where it always waited at night, and ${s.name} sat beside it, swinging ${s.his} feet.`,
    (s) =>
      `${s.name} had tapped ${s.his} way along the landing with ${s.his} ${s.aid.bare}, tap, tap, tap, the way ${s.he} did every evening, and now ${s.he} sat on the bed, wide awake.`,
  ],
  walker: [
    (s) =>
      `${s.His} ${s.aid.bare} stood ready by the bed, and ${s.name} sat on the edge of the mattress, swinging ${s.his} feet.`,
    (s) =>
      `${s.name} had walked all the way from the bathroom with ${s.his} ${s.aid.bare}, step and roll, step and roll, and now ${s.he} sat on the bed in ${s.his} pyjamas, wide awake.`,
  ],
  prosthesis: [
    (s) =>
      `${s.name} sat on the bed with ${s.his} ${s.aid.bare} still on, swinging ${s.his} feet and not one bit sleepy.`,
    (s) =>
      `${s.His} ${s.aid.bare} had walked ${s.him} all the way round the park today, up the hill and down again, and ${s.name} had been proud of every step.`,
  ],
};

/** Big: the way opens, shaped to the child (a sentence that ends the companion's arrival). */
export const wayOpensEn: AidLines<S> = {
  wheelchair: [
    (s) =>
      `Then ${s.where.way} came unrolling across the floor, all the way ${s.where.into}. As ${s.name}'s wheels touched it, it grew wide and smooth, and where it went over the windowsill it made itself into a gentle ramp, just right for ${s.his} ${s.aid.bare}.`,
  ],
  'hearing-aid': [
    (s) =>
      `Then ${s.where.way} opened up before them, leading ${s.where.into}. With ${s.his} ${s.aid.bare}, ${s.name} heard it before ${s.he} saw it: a soft, silvery hum, like a song meant just for ${s.him}.`,
  ],
  glasses: [
    (s) =>
      `Then ${s.where.way} opened up before them, and through ${s.his} ${s.aid.bare} ${s.name} could see it stretching far, far away, all the way ${s.where.into}.`,
  ],
  cane: [
    (s) =>
      `Then ${s.where.way} opened up before them, leading ${s.where.into}. ${s.name} tapped the start of it with ${s.his} ${s.aid.bare}: firm and smooth, just right. "Good," said ${s.name}, and off they went.`,
  ],
  walker: [
    (s) =>
      `Then ${s.where.way} opened up before them, leading ${s.where.into}, smooth and level, without a single bump, just right for ${s.his} ${s.aid.bare}.`,
  ],
  prosthesis: [
    (s) =>
      `Then ${s.where.way} opened up before them, leading ${s.where.into}, and ${s.name} stepped onto it, steady on ${s.his} ${s.aid.bare}, and off they went.`,
  ],
};

/** Big: going along the way. */
export const alongEn: AidLines<S> = {
  wheelchair: [
    (s) =>
      `Wherever ${s.name} rolled, the path spread out wide and smooth beneath the wheels of ${s.his} ${s.aid.bare}. Where an old root lay across the way, the ground rose gently into a little ramp and down again on the other side. ${s.pal} rode on the armrest, holding on tight.`,
    (s) =>
      `${s.name} gave the wheels a good push and sailed along, with ${s.pal} perched on the armrest of ${s.his} ${s.aid.bare} like a captain at the front of a ship. Where the path went uphill, it curled itself into a gentle slope, just right for wheels.`,
  ],
  'hearing-aid': [
    (s) =>
      `With ${s.his} ${s.aid.bare} snug behind ${s.his} ear, ${s.name} heard the night as if it were whispering just to ${s.him}: grass swishing, a beetle clicking, a leaf settling down for the night.`,
    (s) =>
      `${s.name} walked along and listened. ${s.His} ${s.aid.bare} caught every tiny sound: a drop of dew falling, a moth brushing past a flower, and ${s.pal} humming a tune under ${s.palHis} breath.`,
  ],
  glasses: [
    (s) =>
      `Through ${s.his} ${s.aid.bare}, ${s.name} could see everything: the smallest glow on the farthest stone, the first star winking awake, a spider's web with the moon caught in it.`,
    (s) =>
      `${s.name} kept pushing ${s.his} ${s.aid.bare} up ${s.his} nose, because there was so much to look at: a line of ants carrying a crumb, a moth with eyes painted on its wings, and far away, a light that blinked and blinked.`,
  ],
  cane: [
    (s) =>
      `${s.His} ${s.aid.bare} went ahead of ${s.name}, tap, tap, tap, finding the path, and ${s.name} followed it, sure and steady. Under its tip the ground hummed softly, as if it were saying, "This way."`,
    (s) =>
      `Tap, tap went ${s.his} ${s.aid.bare} on the path, and ${s.pal} tapped along beside ${s.name}, copying, until they were both giggling.`,
  ],
  walker: [
    (s) =>
      `${s.name} walked along with ${s.his} ${s.aid.bare}, step and roll, step and roll, and the path stayed smooth and level all the way, as if it knew. ${s.pal} rode on the front bar, pointing out the sights.`,
    (s) =>
      `Step and roll, step and roll: ${s.name} and ${s.his} ${s.aid.bare} kept a good, steady rhythm, and ${s.pal} hummed along to it.`,
  ],
  prosthesis: [
    (s) => `${s.name} strode along on ${s.his} ${s.aid.bare}, step, step, step, and ${s.pal} had to hurry to keep up.`,
    (s) =>
      `${s.name} walked on steadily, ${s.his} ${s.aid.bare} and ${s.his} other leg keeping time together, left, right, left, right, all the way along.`,
  ],
};

/** Big: the child says what the aid is, with pride, when the guide or a creature asks. */
export const prideEn: AidLines<S> = {
  wheelchair: [
    (s) =>
      `"It's my wheelchair," said ${s.name}, and patted the wheel. "It goes everywhere I go. And it's fast. You should see me go downhill."`,
  ],
  'hearing-aid': [
    (s) =>
      `"It's my hearing aid," said ${s.name}, and touched it behind ${s.his} ear. "It helps me hear. Even tiny things. Especially tiny things."`,
  ],
  glasses: [
    (s) =>
      `"They're my glasses," said ${s.name}, and pushed them up ${s.his} nose. "They help me see, close up and far away. I chose the frames myself."`,
  ],
  cane: [
    (s) =>
      `"It's my cane," said ${s.name}, and gave it a tap. "It finds the way for me. It tells me where the ground goes, and what's in front of me."`,
  ],
  walker: [
    (s) =>
      `"It's my walker," said ${s.name}, and gave it a little push. "It helps me walk, and I can go really far with it. Further than you'd think."`,
  ],
  prosthesis: [
    (s) =>
      `"It's my ${s.aid.bare}," said ${s.name}, and tapped it. "It was made just for me. I can walk on it, and run, and climb."`,
  ],
};

/** Big: searching for the little lost creature. */
export const searchEn: AidLines<S> = {
  wheelchair: [
    (s) => `${s.name} rolled ahead in ${s.his} ${s.aid.bare}, peering under every bush and behind every stone.`,
  ],
  'hearing-aid': [
    (s) =>
      `${s.name} listened as hard as ${s.he} could, and ${s.his} ${s.aid.bare} caught every rustle and every creak.`,
  ],
  glasses: [(s) => `${s.name} peered through ${s.his} ${s.aid.bare} into every shadow, near and far.`],
  cane: [
    (s) => `${s.name} tapped ${s.his} ${s.aid.bare} gently from side to side, feeling the way and listening hard.`,
  ],
  walker: [(s) => `${s.name} steered ${s.his} ${s.aid.bare} along the path, stopping to look under every big leaf.`],
  prosthesis: [(s) => `${s.name} climbed onto a rock to look around, steady on ${s.his} ${s.aid.bare}.`],
};

/** Big: the child finds the little creature, in the way of the child's aid. */
export const findEn: AidLines<S> = {
  wheelchair: [
    (s) =>
      `It was ${s.name} who saw it first. From ${s.his} ${s.aid.bare}, ${s.he} could see right in under the low, drooping leaves, where nobody else had looked, and there, curled up in a ball, was ${s.where.creature.the}.`,
  ],
  'hearing-aid': [
    (s) =>
      `"Shh," said ${s.name}, and stopped. ${s.His} ${s.aid.bare} had caught something, very faint: a tiny peep, and then another. Nobody else had heard it. ${s.name} followed the sound, and there, under a leaf, was ${s.where.creature.the}.`,
  ],
  glasses: [
    (s) =>
      `Far off, farther than anyone else was looking, ${s.name} saw two tiny eyes shining. ${s.He} pushed ${s.his} ${s.aid.bare} up ${s.his} nose to be sure. "There!" And there it was: ${s.where.creature.the}.`,
  ],
  cane: [
    (s) =>
      `Tap, tap, tonk. ${s.His} ${s.aid.bare} had found something hollow: an old log lying beside the path. And from inside the log came a tiny voice: "Peep?" ${s.name} knelt down, and there, tucked inside, was ${s.where.creature.the}.`,
  ],
  walker: [
    (s) =>
      `${s.name} stopped ${s.his} ${s.aid.bare} beside a tall clump of grass, because something there had moved. ${s.He} bent down to look, holding on with one hand, and there was ${s.where.creature.the}, blinking in the moonlight.`,
  ],
  prosthesis: [
    (s) =>
      `On the far side of some stepping stones, something small was calling. ${s.name} went across, one stone at a time, steady on ${s.his} ${s.aid.bare}, and there on the last stone sat ${s.where.creature.the}.`,
  ],
};

/** Big: the little creature carried home: the moment of triumph, with the aid. */
export const homewardEn: AidLines<S> = {
  wheelchair: [
    (s) =>
      `${s.where.creature.The} was far too tired to walk another step, so ${s.name} lifted it gently onto ${s.his} lap. Off they rolled in ${s.his} ${s.aid.bare}, slow and steady, all the way home, with ${s.pal} riding on the armrest and keeping watch.`,
    (s) =>
      `With ${s.where.creature.the} snug on ${s.his} lap and ${s.pal} on the armrest, ${s.name} rolled the whole way back. The wheels of ${s.his} ${s.aid.bare} hummed on the smooth path, and little ramps rose up wherever they were needed.`,
  ],
  'hearing-aid': [
    (s) =>
      `${s.name} carried ${s.where.creature.the} home in cupped hands. With ${s.his} ${s.aid.bare} ${s.he} could hear its tiny heart going pit-a-pat, slower and slower, until it was not scared any more.`,
    (s) =>
      `On the way back, it was ${s.name} who heard the others calling for the little one, long before anyone else did. ${s.His} ${s.aid.bare} led them straight towards the sound.`,
  ],
  glasses: [
    (s) =>
      `${s.name} led the way home, spotting every turn of the path through ${s.his} ${s.aid.bare}, while ${s.where.creature.the} rode safe in ${s.his} hands.`,
    (s) =>
      `Through ${s.his} ${s.aid.bare}, ${s.name} could see the way home clearly, all the way to the end, and ${s.he} carried ${s.where.creature.the} there, safe and sound.`,
  ],
  cane: [
    (s) =>
      `${s.name} walked the whole way back with ${s.his} ${s.aid.bare} tapping ahead, tap, tap, tap, and ${s.where.creature.the} tucked safe in the crook of ${s.his} arm.`,
    (s) =>
      `Tap, tap went ${s.his} ${s.aid.bare}, finding the way back, and ${s.name} followed it home, with ${s.where.creature.the} held close against ${s.his} pyjamas.`,
  ],
  walker: [
    (s) =>
      `${s.where.creature.The} rode on the front of ${s.his} ${s.aid.bare}, holding on tight, all the way home: step and roll, step and roll.`,
    (s) =>
      `Step and roll, step and roll: ${s.name} and ${s.his} ${s.aid.bare} brought ${s.where.creature.the} home, riding proudly on the front bar.`,
  ],
  prosthesis: [
    (s) =>
      `${s.name} carried ${s.where.creature.the} back over the stepping stones, steady on ${s.his} ${s.aid.bare}: one stone, then the next, then the next.`,
    (s) =>
      `Step by step, sure and steady on ${s.his} ${s.aid.bare}, ${s.name} carried ${s.where.creature.the} all the way home.`,
  ],
};

/** Big: at bedtime the aid waits close by, ready for the morning. */
export const bedsideEn: AidLines<S> = {
  wheelchair: [(s) => `${s.His} ${s.aid.bare} stood beside the bed with its brakes on, ready for the morning.`],
  'hearing-aid': [
    (s) =>
      `${s.name} took out ${s.his} ${s.aid.bare} and laid it in its little box on the bedside table, where it always spent the night, ready for the morning.`,
  ],
  glasses: [
    (s) =>
      `${s.name} folded ${s.his} ${s.aid.bare} and put them on the bedside table, right where ${s.he} could find them first thing.`,
  ],
  cane: [(s) => `${s.His} ${s.aid.bare} leaned against the bed, where it always waited for the morning.`],
  walker: [(s) => `${s.His} ${s.aid.bare} stood by the bed, where ${s.name} could reach it first thing.`],
  prosthesis: [(s) => `${s.name} took off ${s.his} ${s.aid.bare} and stood it by the bed, ready for tomorrow.`],
};
