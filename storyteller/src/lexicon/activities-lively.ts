import type { ActivityEntry } from './types.ts';

// Lively things a child loves doing, done until out of breath: football, climbing, dancing.
// German past forms keep a separable part at the end: „fuhr Rad“, „ließ Drachen steigen“.

export const LIVELY_ACTIVITIES: readonly ActivityEntry[] = [
  {
    id: 'football',
    forms: {
      en: { ing: 'playing football', past: 'played football', base: 'play football' },
      de: { infinitive: 'Fußball spielen', past: 'spielte Fußball', noun: 'das Fußballspielen' },
    },
    spellings: {
      en: ['football', 'soccer', 'playing football', 'footie', 'footy'],
      de: ['fußball', 'fussball', 'kicken', 'kickt', 'fußball spielen', 'bolzen'],
    },
    quiet: false,
    prop: 'ball',
  },
  {
    id: 'basketball',
    forms: {
      en: { ing: 'playing basketball', past: 'played basketball', base: 'play basketball' },
      de: { infinitive: 'Basketball spielen', past: 'spielte Basketball', noun: 'das Basketballspielen' },
    },
    spellings: { en: ['basketball'], de: ['basketball', 'basketball spielen', 'korbball'] },
    quiet: false,
    prop: 'ball',
  },
  {
    id: 'cricket',
    forms: {
      en: { ing: 'playing cricket', past: 'played cricket', base: 'play cricket' },
      de: { infinitive: 'Cricket spielen', past: 'spielte Cricket', noun: 'das Cricketspielen' },
    },
    spellings: { en: ['cricket', 'playing cricket'], de: ['cricket', 'cricket spielen'] },
    quiet: false,
    prop: 'ball',
  },
  {
    id: 'netball',
    forms: {
      en: { ing: 'playing netball', past: 'played netball', base: 'play netball' },
      de: { infinitive: 'Netball spielen', past: 'spielte Netball', noun: 'das Netballspielen' },
    },
    spellings: { en: ['netball', 'playing netball'], de: ['netball', 'netball spielen'] },
    quiet: false,
    prop: 'ball',
  },
  {
    id: 'wrestling',
    forms: {
      en: { ing: 'wrestling', past: 'did some wrestling', base: 'do some wrestling' },
      de: { infinitive: 'ringen', past: 'rang', noun: 'das Ringen' },
    },
    spellings: {
      en: ['wrestling', 'wrestle', 'play fighting', 'play-fighting'],
      de: ['ringen', 'ringkampf', 'ringkämpfe', 'raufen', 'wrestling'],
    },
    quiet: false,
  },
  {
    id: 'sword-fighting',
    forms: {
      en: { ing: 'sword fighting', past: 'had a sword fight', base: 'have a sword fight' },
      de: { infinitive: 'mit Holzschwertern fechten', past: 'focht mit Holzschwertern', noun: 'das Fechten' },
    },
    spellings: {
      en: ['sword fighting', 'swordfighting', 'sword fights', 'sword fight', 'sword play', 'fencing'],
      de: ['schwertkampf', 'schwertkämpfe', 'fechten', 'ritterkämpfe', 'mit schwertern kämpfen'],
    },
    quiet: false,
  },
  {
    id: 'treasure-hunts',
    forms: {
      en: { ing: 'hunting for treasure', past: 'hunted for treasure', base: 'hunt for treasure' },
      de: { infinitive: 'Schätze suchen', past: 'suchte Schätze', noun: 'das Schatzsuchen' },
    },
    spellings: {
      en: ['treasure hunts', 'treasure hunt', 'treasure hunting', 'hunting for treasure'],
      de: ['schatzsuche', 'schatzsuchen', 'schätze suchen', 'schatzjagd'],
    },
    quiet: false,
  },
  {
    id: 'tennis',
    forms: {
      en: { ing: 'playing tennis', past: 'played tennis', base: 'play tennis' },
      de: { infinitive: 'Tennis spielen', past: 'spielte Tennis', noun: 'das Tennisspielen' },
    },
    spellings: {
      en: ['tennis', 'badminton', 'table tennis'],
      de: ['tennis', 'tennis spielen', 'federball', 'tischtennis'],
    },
    quiet: false,
    prop: 'ball',
  },
  {
    id: 'swimming',
    forms: {
      en: { ing: 'swimming', past: 'swam', base: 'swim' },
      de: { infinitive: 'schwimmen', past: 'schwamm', noun: 'das Schwimmen' },
    },
    spellings: {
      en: ['swimming', 'swim', 'swims', 'swimming pool', 'the pool', 'swimming lessons'],
      de: ['schwimmen', 'schwimmt', 'schwimmbad', 'schwimmkurs', 'baden', 'planschen'],
    },
    quiet: false,
  },
  {
    id: 'diving',
    forms: {
      en: { ing: 'diving', past: 'dived', base: 'dive' },
      de: { infinitive: 'tauchen', past: 'tauchte', noun: 'das Tauchen' },
    },
    spellings: { en: ['diving', 'dive', 'snorkelling', 'snorkeling'], de: ['tauchen', 'taucht', 'schnorcheln'] },
    quiet: false,
  },
  {
    id: 'dancing',
    forms: {
      en: { ing: 'dancing', past: 'danced', base: 'dance' },
      de: { infinitive: 'tanzen', past: 'tanzte', noun: 'das Tanzen' },
    },
    spellings: {
      en: ['dancing', 'dance', 'dances', 'disco', 'kitchen disco'],
      de: ['tanzen', 'tanzt', 'tanz', 'disco', 'kinderdisco'],
    },
    quiet: false,
    prop: 'music',
  },
  {
    id: 'ballet',
    forms: {
      en: { ing: 'doing ballet', past: 'did ballet', base: 'do ballet' },
      de: { infinitive: 'Ballett tanzen', past: 'tanzte Ballett', noun: 'das Ballett' },
    },
    spellings: {
      en: ['ballet', 'ballerina', 'ballerinas', 'ballet lessons'],
      de: ['ballett', 'ballerina', 'ballett tanzen', 'balletttanzen'],
    },
    quiet: false,
    prop: 'music',
  },
  {
    id: 'gymnastics',
    forms: {
      en: { ing: 'doing gymnastics', past: 'did gymnastics', base: 'do gymnastics' },
      de: { infinitive: 'turnen', past: 'turnte', noun: 'das Turnen' },
    },
    spellings: {
      en: ['gymnastics', 'cartwheels', 'somersaults', 'handstands', 'forward rolls', 'tumbling'],
      de: ['turnen', 'turnt', 'purzelbäume', 'räder schlagen', 'rad schlagen', 'handstand', 'kinderturnen'],
    },
    quiet: false,
  },
  {
    id: 'judo',
    forms: {
      en: { ing: 'doing judo', past: 'did judo', base: 'do judo' },
      de: { infinitive: 'Judo machen', past: 'machte Judo', noun: 'das Judo' },
    },
    spellings: { en: ['judo'], de: ['judo'] },
    quiet: false,
  },
  {
    id: 'karate',
    forms: {
      en: { ing: 'doing karate', past: 'did karate', base: 'do karate' },
      de: { infinitive: 'Karate machen', past: 'machte Karate', noun: 'das Karate' },
    },
    spellings: {
      en: ['karate', 'taekwondo', 'kung fu', 'martial arts'],
      de: ['karate', 'taekwondo', 'kung fu', 'kampfsport'],
    },
    quiet: false,
  },
  {
    id: 'climbing',
    forms: {
      en: { ing: 'climbing', past: 'climbed', base: 'climb' },
      de: { infinitive: 'klettern', past: 'kletterte', noun: 'das Klettern' },
    },
    spellings: {
      en: ['climbing', 'climb', 'climbs', 'climbing trees', 'climbing frame', 'bouldering'],
      de: ['klettern', 'klettert', 'auf bäume klettern', 'klettergerüst', 'bouldern'],
    },
    quiet: false,
    prop: 'tree',
  },
  {
    id: 'riding',
    forms: {
      en: { ing: 'riding', past: 'rode', base: 'ride' },
      de: { infinitive: 'reiten', past: 'ritt', noun: 'das Reiten' },
    },
    spellings: {
      en: ['riding', 'horse riding', 'horseriding', 'pony riding', 'riding lessons'],
      de: ['reiten', 'reitet', 'ponyreiten', 'reitstunde', 'reitstunden'],
    },
    quiet: false,
  },
  {
    id: 'cycling',
    forms: {
      en: { ing: 'riding a bike', past: 'rode a bike', base: 'ride a bike' },
      de: { infinitive: 'Rad fahren', past: 'fuhr Rad', noun: 'das Radfahren' },
    },
    spellings: {
      en: ['cycling', 'riding a bike', 'riding his bike', 'riding her bike', 'bike riding', 'biking'],
      de: ['rad fahren', 'radfahren', 'fahrrad fahren', 'fahrradfahren', 'radeln'],
    },
    quiet: false,
    prop: 'bicycle',
  },
  {
    id: 'scooting',
    forms: {
      en: { ing: 'riding a scooter', past: 'rode a scooter', base: 'ride a scooter' },
      de: { infinitive: 'Roller fahren', past: 'fuhr Roller', noun: 'das Rollerfahren' },
    },
    spellings: {
      en: ['scooting', 'riding a scooter', 'scootering'],
      de: ['roller fahren', 'rollerfahren', 'laufrad fahren'],
    },
    quiet: false,
  },
  {
    id: 'running',
    forms: {
      en: { ing: 'running', past: 'ran', base: 'run' },
      de: { infinitive: 'rennen', past: 'rannte', noun: 'das Rennen' },
    },
    spellings: {
      en: ['running', 'racing', 'running races', 'playing tag'],
      de: ['rennen', 'wettrennen', 'laufen', 'fangen', 'fangen spielen'],
    },
    quiet: false,
    prop: 'footprints',
  },
  {
    id: 'hide-and-seek',
    forms: {
      en: { ing: 'playing hide and seek', past: 'played hide and seek', base: 'play hide and seek' },
      de: { infinitive: 'Verstecken spielen', past: 'spielte Verstecken', noun: 'das Versteckspiel' },
    },
    spellings: {
      en: ['hide and seek', 'hide-and-seek', 'hide n seek'],
      de: ['verstecken', 'verstecken spielen', 'versteckspiel', 'versteckspielen'],
    },
    quiet: false,
  },
  {
    id: 'skating',
    forms: {
      en: { ing: 'skating', past: 'skated', base: 'skate' },
      de: { infinitive: 'Inliner fahren', past: 'fuhr Inliner', noun: 'das Inlinerfahren' },
    },
    spellings: {
      en: ['skating', 'roller skating', 'rollerskating', 'rollerblading', 'skateboarding'],
      de: ['inliner fahren', 'inlineskaten', 'rollschuh fahren', 'rollschuhlaufen', 'skaten', 'skateboarden'],
    },
    quiet: false,
  },
  {
    id: 'ice-skating',
    forms: {
      en: { ing: 'ice skating', past: 'went ice skating', base: 'go ice skating' },
      de: { infinitive: 'Schlittschuh laufen', past: 'lief Schlittschuh', noun: 'das Schlittschuhlaufen' },
    },
    spellings: {
      en: ['ice skating', 'ice-skating', 'skating on ice'],
      de: ['schlittschuh laufen', 'schlittschuhlaufen', 'eislaufen', 'eislaufen gehen'],
    },
    quiet: false,
  },
  {
    id: 'skiing',
    forms: {
      en: { ing: 'skiing', past: 'went skiing', base: 'go skiing' },
      de: { infinitive: 'Ski fahren', past: 'fuhr Ski', noun: 'das Skifahren' },
    },
    spellings: { en: ['skiing', 'ski', 'snowboarding'], de: ['ski fahren', 'skifahren', 'skilaufen', 'snowboarden'] },
    quiet: false,
  },
  {
    id: 'sledging',
    forms: {
      en: { ing: 'sledging', past: 'went sledging', base: 'go sledging' },
      de: { infinitive: 'Schlitten fahren', past: 'fuhr Schlitten', noun: 'das Schlittenfahren' },
    },
    spellings: { en: ['sledging', 'sledding', 'tobogganing'], de: ['schlitten fahren', 'schlittenfahren', 'rodeln'] },
    quiet: false,
  },
  {
    id: 'snowmen',
    forms: {
      en: { ing: 'building snowmen', past: 'built snowmen', base: 'build snowmen' },
      de: { infinitive: 'Schneemänner bauen', past: 'baute Schneemänner', noun: 'das Schneemannbauen' },
    },
    spellings: {
      en: ['snowmen', 'snowman', 'building snowmen', 'snowball fights', 'snowballs', 'playing in the snow'],
      de: ['schneemann', 'schneemänner', 'schneemann bauen', 'schneeballschlacht', 'im schnee spielen'],
    },
    quiet: false,
  },
  {
    id: 'trampolining',
    forms: {
      en: { ing: 'jumping on the trampoline', past: 'jumped on the trampoline', base: 'jump on the trampoline' },
      de: { infinitive: 'Trampolin springen', past: 'sprang Trampolin', noun: 'das Trampolinspringen' },
    },
    spellings: {
      en: ['trampoline', 'trampolining', 'trampolines', 'bouncy castle', 'bouncing'],
      de: ['trampolin', 'trampolin springen', 'trampolinspringen', 'hüpfburg', 'hüpfen'],
    },
    quiet: false,
  },
  {
    id: 'swinging',
    forms: {
      en: { ing: 'swinging', past: 'swung', base: 'swing' },
      de: { infinitive: 'schaukeln', past: 'schaukelte', noun: 'das Schaukeln' },
    },
    spellings: {
      en: ['swinging', 'swings', 'the swings', 'playground', 'the park', 'slides'],
      de: ['schaukeln', 'schaukelt', 'spielplatz', 'rutschen', 'rutsche'],
    },
    quiet: false,
    prop: 'swing',
  },
  {
    id: 'puddles',
    forms: {
      en: { ing: 'jumping in puddles', past: 'jumped in puddles', base: 'jump in puddles' },
      de: { infinitive: 'in Pfützen springen', past: 'sprang in Pfützen', noun: 'das Pfützenspringen' },
    },
    spellings: {
      en: ['puddles', 'jumping in puddles', 'splashing in puddles', 'muddy puddles', 'splashing'],
      de: ['pfützen', 'pfützenspringen', 'in pfützen springen', 'matschen', 'pfützenhüpfen'],
    },
    quiet: false,
  },
  {
    id: 'kites',
    forms: {
      en: { ing: 'flying kites', past: 'flew kites', base: 'fly kites' },
      de: { infinitive: 'Drachen steigen lassen', past: 'ließ Drachen steigen', noun: 'das Drachensteigen' },
    },
    spellings: {
      en: ['flying kites', 'kite flying', 'flying a kite'],
      de: ['drachen steigen lassen', 'drachensteigen', 'drachen steigen'],
    },
    quiet: false,
    prop: 'kite',
  },
  {
    id: 'drums',
    forms: {
      en: { ing: 'playing the drums', past: 'played the drums', base: 'play the drums' },
      de: { infinitive: 'Schlagzeug spielen', past: 'spielte Schlagzeug', noun: 'das Schlagzeugspielen' },
    },
    spellings: {
      en: ['drums', 'the drums', 'drum', 'drumming'],
      de: ['schlagzeug', 'trommeln', 'trommelt', 'schlagzeug spielen'],
    },
    quiet: false,
    prop: 'music',
  },
  {
    id: 'camping',
    forms: {
      en: { ing: 'camping', past: 'went camping', base: 'go camping' },
      de: { infinitive: 'zelten', past: 'zeltete', noun: 'das Zelten' },
    },
    spellings: { en: ['camping', 'tents', 'campfire', 'campfires'], de: ['zelten', 'camping', 'zeltet', 'lagerfeuer'] },
    quiet: false,
    prop: 'lantern',
  },
  {
    id: 'hiking',
    forms: {
      en: { ing: 'going for long walks', past: 'went for long walks', base: 'go for long walks' },
      de: { infinitive: 'wandern', past: 'wanderte', noun: 'das Wandern' },
    },
    spellings: {
      en: ['hiking', 'long walks', 'walks', 'nature walks', 'exploring'],
      de: ['wandern', 'wandert', 'spaziergänge', 'spazieren gehen', 'entdecken'],
    },
    quiet: false,
    prop: 'footprints',
  },
];
