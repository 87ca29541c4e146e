import type { Gender } from './animals.ts';
import type { Beat, StoryPlan } from './story-plan.ts';

// German story text: whole-sentence templates, one function per beat. The hero is named, never
// referred to by a gendered pronoun; the only declined noun phrase is the companion's introduction.

const numberWords = ['null', 'ein', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwölf'];

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "Mias", but "Max’" and "Jens’" (Duden: apostrophe after s, ß, x, z). */
export function genitive(name: string): string {
  return /[sßxz]$/i.test(name) ? `${name}’` : `${name}s`;
}

/** "ein kleiner Fuchs", "eine kleine Katze", "ein kleines Pferd" (nominative). */
export function littleOne(noun: string, gender: Gender): string {
  const article = { m: 'ein kleiner', f: 'eine kleine', n: 'ein kleines' }[gender];
  return `${article} ${noun}`;
}

function ageSentence(name: string, age: number | undefined): string[] {
  if (age === undefined || age < 1) return [];
  if (age === 1) return [`${name} war gerade ein Jahr alt und neugierig auf alles.`];
  return [`${name} war ${numberWords[age] ?? String(age)} Jahre alt und hatte ein Herz voller Neugier.`];
}

function toneLines(plan: StoryPlan): string[] {
  const { name, petName: pet, colour } = plan.facts;
  const classic = [
    'Hier ging alles ganz langsam, als würde sich die ganze Welt fürs Bett fertig machen.',
    `Eine sanfte Brise summte ein Schlaflied, und ${name} gähnte glücklich.`,
    'Der Mond lächelte herab, rund und freundlich, wie ein Nachtlicht am Himmel.',
    `${pet} gähnte ganz groß und müde, und ${name} musste auch gähnen.`,
    'Ringsum war die Nacht still und warm wie ein frisch bezogenes Bett.',
    'Die Sterne blinzelten langsam, einer nach dem anderen, als würden auch sie müde.',
    'Jeder Schritt fühlte sich leichter und ruhiger an, wie ein Schweben auf einer Wolke.',
  ];
  const custom = [
    'Winzige Zauberfunken tanzten durch die Luft wie goldene Glühwürmchen.',
    `Wo immer ${name} hintrat, blühten kleine Blumen aus Licht auf und klingelten leise.`,
    `${pet} begann im Sternenstaub zu schimmern, und die beiden Freunde kicherten vor Staunen.`,
    'Ein Regenbogen aus Mondlicht spannte sich über ihnen, heller als jeder Traum.',
    'Irgendwo läutete eine Wunschglocke, und die Luft duftete nach Zimt und Sternenlicht.',
    `Der Nachthimmel schimmerte in ${colour.de}, ${genitive(name)} allerliebster Farbe, als wüsste der Zauber Bescheid.`,
    'Alles funkelte, als hätte jemand die ganze Welt mit Zucker und Sternen bestäubt.',
  ];
  return plan.random.fork('tone-de').shuffle(plan.facts.storyType === 'classic' ? classic : custom);
}

function beatText(beat: Beat, plan: StoryPlan, variant: number): string[] {
  const f = plan.facts;
  const { name, petName: pet } = f;
  const place = f.place.de;
  const magic = f.storyType === 'custom';
  switch (beat) {
    case 'opening':
      return [
        variant === 0
          ? `Als die Sonne hinter den Dächern verschwunden war, saß ${name} im kuscheligen Schlafanzug in ${f.colour.de} am Fenster.`
          : `Es war die stille Stunde zwischen Abenddämmerung und Träumen, und ${name} hatte sich in eine weiche Decke in ${f.colour.de} gekuschelt.`,
        ...ageSentence(name, f.age),
        `Ganz in der Nähe hatte sich ${genitive(name)} bester Freund zusammengerollt: ${littleOne(f.animal.de, f.animal.gender)} namens ${pet}.`,
        magic
          ? `„Heute Nacht liegt Zauber in der Luft“, flüsterte ${name}, und draußen zwinkerte ein einzelner Stern.`
          : 'Draußen zirpten leise die Grillen, und das ganze Haus war ruhig und still.',
      ];
    case 'departure':
      return [
        variant === 0 ? 'Da geschah etwas Wunderbares.' : `${pet} stupste ${name} sanft an.`,
        `Hinter dem Gartentor wartete ${place.way.replace(/,$/, '')}, bereit, ${name} und ${pet} ${place.into} zu bringen.`,
        magic
          ? 'Mit einem Rauschen aus silbernem Glitzer ging es los.'
          : 'Langsam und leise, Hand in Pfote, machten sich die beiden auf den Weg.',
      ];
    case 'guide':
      return [place.guide, place.greeting(name), '„Wir haben schon auf dich gewartet.“'];
    case 'sight-0':
    case 'sight-1':
    case 'sight-2': {
      const sight = place.sights[Number(beat.slice(-1))](name);
      return [
        sight,
        variant === 0 ? `${name} drückte ${pet} fest an sich und staunte.` : `„Schau nur, ${pet}!“, flüsterte ${name}.`,
      ];
    }
    case 'activity':
      return f.activity
        ? [
            `Dann war es Zeit für ${genitive(name)} liebste Sache auf der ganzen Welt: ${f.activity}.`,
            `${pet} machte mit, und bald machten auch alle neuen Freunde ${place.in} mit.`,
          ]
        : [
            `Dann spielten alle ${place.in} ein langsames, leises Versteckspiel.`,
            `${pet} versteckte sich immer an derselben Stelle, und ${name} fand ${pet} dort jedes Mal wieder.`,
          ];
    case 'food':
      return [
        'Bald setzten sich alle zu einem Picknick im Mondschein, und was lag wohl auf der Decke?',
        `${capitalise(f.food!)}, ${genitive(name)} Lieblingsessen!`,
        `${pet} bekam auch ein kleines Stück ab.`,
      ];
    case 'achievement':
      return [
        `Während die beiden sich ausruhten, erzählte ${name} allen stolz von einem großen Moment: ${f.achievement}.`,
        `Alle Freunde ${place.in} jubelten, und ${pet} tanzte ein fröhliches Tänzchen.`,
      ];
    case 'wish':
      return [
        `Als die Nacht tiefer wurde, fragte ${pet}, was sich ${name} am meisten wünschte.`,
        `${name} überlegte kurz und antwortete: „${capitalise(f.goal ?? 'mich immer geborgen und geliebt zu fühlen')}.“`,
        magic
          ? `Da fiel ein Schauer goldener Funken vom Himmel, und der Wunsch begann wahr zu werden: ${name} spürte es, warm und hell, wie ein kleines Licht im Inneren.`
          : `Und genau dort, ${place.in}, begann der Wunsch wahr zu werden: ${name} spürte es, warm und sicher, wie ein kleines Licht im Inneren.`,
      ];
    case 'homecoming':
      return [
        'Schließlich stieg der Mond hoch hinauf, und es war Zeit, nach Hause zurückzukehren.',
        `${capitalise(place.way)} brachte ${name} und ${pet} sanft und langsam zurück, vorbei an schlafenden Bäumen und funkelnden Sternen.`,
      ];
    case 'sleep':
      return [
        `Zu Hause kuschelte sich ${name} tief unter die weiche Decke in ${f.colour.de}, und ${pet} rollte sich ganz nah daneben zusammen.`,
        `„Gute Nacht, ${pet}“, flüsterte ${name}. „Gute Nacht, ${name}“, kam die schläfrige Antwort.`,
        `${genitive(name)} Augen wurden schwer, der Atem wurde ruhig, und bald schlief ${name} tief und fest und träumte ${place.dreamOf}.`,
        magic
          ? 'Ein letzter goldener Funke ließ sich auf dem Kissen nieder und bewahrte den Zauber bis zum Morgen.'
          : 'Schlaf gut, kleiner Schatz, und träum süß.',
      ];
  }
}

export function writeGerman(plan: StoryPlan): { title: string; summary: string; scenes: string[] } {
  const f = plan.facts;
  const tones = toneLines(plan);
  const quietBeats: Beat[] = ['opening', 'departure', 'wish', 'sleep'];
  let toneIndex = 0;
  const scenes = plan.beats.map((beat, i) => {
    const sentences = beatText(beat, plan, plan.variants[i]);
    if (!quietBeats.includes(beat) && toneIndex < tones.length) sentences.push(tones[toneIndex++]);
    return sentences.join(' ');
  });
  const titles =
    f.storyType === 'classic'
      ? [`${genitive(f.name)} sanfte Nacht ${f.place.de.in}`, `${f.name}, ${f.petName} und der stille Mond`]
      : [`${genitive(f.name)} Zaubertraum ${f.place.de.in}`, `${f.name}, ${f.petName} und der Wunschstern`];
  const title = titles[plan.variants[0]];
  const summary = `${f.name} und ${f.petName}, ${littleOne(f.animal.de, f.animal.gender)}, reisen ${f.place.de.into}, ${
    f.storyType === 'classic' ? 'erleben ein ruhiges, gemütliches Abenteuer' : 'entdecken eine Welt voller Zauber und Wunder'
  } und schlafen am Ende selig ein.`;
  return { title, summary, scenes };
}
