import { de, en, type Passage } from '../types.ts';

// The wild-weather story's first half: the guide's warning that weather is coming while the littlest
// ones are still out, and the weather arriving as the child gathers them.

export const weatherWarning: Passage = {
  en: [
    en(
      (s) =>
        `${s.where.guide} But ${s.where.guideName} had a worried frown. "Weather's coming," ${s.where.guideName} said. "I can always tell. And ${s.where.creature.a} and all the other little ones are still out, far from home." ${s.name} looked at ${s.pal}. "Then we'll bring them in," ${s.he} said.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `Everything ${s.where.in} was very still, the way things go still just before the weather changes. ${s.where.guideName}, who kept watch over every creature ${s.where.again}, came hurrying up. "Quick," ${s.where.guideName} said. "Weather's on its way, and the littlest ones are still out in the open. Will you help?"`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.sight()} But then the night changed. It grew cool and restless, and everybody began hurrying home. "Weather," said ${s.where.guideName}, looking up with a frown. "And the littlest ones are too slow to get home in time." ${s.name} pushed up ${s.his} sleeves.`,
      { ages: ['big'] },
    ),
    en((s) => `Whoosh! The weather is changing. "Quick, quick!" says ${s.pal}. "The little ones need help!"`, {
      ages: ['little'],
    }),
    en((s) => `Uh-oh. Here comes the weather. The little ones are far from home. ${s.name} will help!`, {
      ages: ['little'],
    }),
    en(
      (s) =>
        `"Can you feel that?" asked ${s.pal}. The night had changed: it smelled different and felt different, and somewhere a door banged. ${s.where.guideName} came running, as fast as ever. "Weather!" ${s.where.guideName} called. "And the little ones are still out!"`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.pal} stopped in the middle of a step and sniffed. "Something's coming," ${s.palHe} said. ${s.where.guideName} had noticed it too, and came hurrying over, counting small heads on the way and always coming up short. "Weather," said ${s.where.guideName}. "And half the little ones haven't come home yet. I can't fetch them all on my own."`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `The first sign was a hush. Not a sleepy hush but a waiting one, as if everything ${s.where.again} were holding its breath. "Oh dear," said ${s.where.guideName}, suddenly beside them. "I know that hush. Weather is on the way, and ${s.where.creature.the} and the other small ones have wandered off again." "Where to?" asked ${s.name}. "Show us."`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `Listen! The night goes hush. Then it goes whoo! "Weather!" says ${s.where.guideName}. "Where are the little ones?"`,
      { ages: ['little'] },
    ),
    en(
      (s) =>
        `${s.pal} looks up. Big weather is coming! The little ones are still out. "Let's find them," says ${s.name}.`,
      { ages: ['little'] },
    ),
    en(
      (s) =>
        `${s.sight()} Then ${s.pal} tugged at ${s.name}'s sleeve. At its edges the night had turned a strange colour, and it was growing busier and louder by the minute. "That's weather," said ${s.where.guideName}, hurrying past. "Big weather. And the smallest ones never hear it coming." ${s.name} was already running to help.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `Something small went rolling past them in a great hurry, then something else, and then a whole rush of somethings, all heading for home. "Oh no," said ${s.where.guideName}. "When everything hurries home like that, weather is coming. But the little ones are slow, and they're still out." The two friends looked at each other. They did not even need to say it.`,
      { ages: ['big'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `${s.where.guide} Aber ${s.where.guideName} runzelte besorgt die Stirn. „Da kommt Wetter“, sagte ${s.where.guideName}. „Das spüre ich immer. Und ${s.where.creature.ein.nom} und all die anderen Kleinen sind noch draußen, weit weg von zu Hause.“ ${s.name} sah ${s.pal} an. „Dann holen wir sie rein“, sagte ${s.er}.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Alles ${s.where.in} war ganz still, so still, wie es nur kurz vor einem Wetterumschwung ist. ${s.where.guideName}, die gute Seele ${s.where.again}, kam angelaufen. „Schnell“, sagte ${s.where.guideName}. „Es zieht Wetter auf, und die Allerkleinsten sind noch draußen. Helft ihr mit?“`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.sight()} Doch dann veränderte sich die Nacht. Es wurde kühl und unruhig, und alle beeilten sich, nach Hause zu kommen. „Wetter“, sagte ${s.where.guideName}, den Blick zum Himmel gerichtet. „Und die Allerkleinsten sind zu langsam, um rechtzeitig heimzukommen.“ ${s.name} krempelte die Ärmel hoch.`,
      { ages: ['big'] },
    ),
    de((s) => `Huiii! Das Wetter ändert sich. „Schnell, schnell!“, sagt ${s.pal}. „Die Kleinen brauchen Hilfe!“`, {
      ages: ['little'],
    }),
    de((s) => `Oje. Da kommt das Wetter. Die Kleinen sind weit weg von zu Hause. ${s.name} hilft!`, {
      ages: ['little'],
    }),
    de(
      (s) =>
        `„Spürst du das?“, fragte ${s.pal}. Die Nacht hatte sich verändert: Sie roch anders und fühlte sich anders an, und irgendwo schlug eine Tür. ${s.where.guideName} kam angerannt, so schnell es nur ging. „Wetter!“, rief ${s.where.guideName}. „Und die Kleinen sind noch draußen!“`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.pal} blieb mitten im Schritt stehen und schnupperte. „Da kommt was“, sagte ${s.palEr}. Auch ${s.where.guideName} hatte es gemerkt und kam herbeigeeilt, zählte unterwegs die kleinen Köpfe und kam nie auf die richtige Zahl. „Wetter“, sagte ${s.where.guideName}. „Und die Hälfte der Kleinen spielt noch draußen. Allein kann ich sie nicht alle holen.“`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Zuerst kam eine Stille. Keine müde Stille, sondern eine wartende, als hielte alles ${s.where.again} den Atem an. Auf einmal stand ${s.where.guideName} neben ihnen. „Oje“, sagte ${s.where.guideName}. „Diese Stille kenne ich. Gleich kommt Wetter, und ${s.where.creature.der.nom} und die anderen Kleinen sind wieder davongelaufen.“ „Wohin?“, fragte ${s.name}. „Zeig uns den Weg.“`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Horch! Die Nacht wird ganz still. Dann macht es huuu! „Wetter!“, ruft ${s.where.guideName}. „Wo sind die Kleinen?“`,
      { ages: ['little'] },
    ),
    de(
      (s) =>
        `${s.pal} schaut nach oben. Da kommt großes Wetter! Die Kleinen sind noch draußen. „Wir suchen sie“, sagt ${s.name}.`,
      { ages: ['little'] },
    ),
    de(
      (s) =>
        `${s.sight()} Da spürte ${s.name} ein Zupfen am Ärmel. Es war ${s.pal}. Am Rand hatte die Nacht eine seltsame Farbe bekommen, und mit jeder Minute wurde es unruhiger und lauter. „Das ist Wetter“, sagte ${s.where.guideName} im Vorbeieilen. „Großes Wetter. Und die Kleinsten hören es nie kommen.“ Da lief ${s.name} schon los, um zu helfen.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Etwas Kleines kullerte in großer Eile an ihnen vorbei, dann noch etwas, und dann ein ganzes Gewusel, alles auf dem Weg nach Hause. „Oje“, sagte ${s.where.guideName}. „Wenn alle so nach Hause eilen, kommt Wetter. Aber die Kleinen sind langsam, und sie sind noch draußen.“ Die beiden Freunde sahen sich an. Sie mussten es nicht einmal aussprechen.`,
      { ages: ['big'] },
    ),
  ],
};

export const weatherHere: Passage = {
  en: [
    en(
      (s) =>
        `${s.where.weatherComes} ${s.name} and ${s.pal} found the little ones huddled together, small and worried, and gathered them up, every last one.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `They were only halfway there when it began. ${s.where.weatherComes} "Stay close!" called ${s.name}, and the little ones crowded round ${s.him} like ducklings round a duck.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.where.weatherComes} ${s.pal} spotted the little ones first, not knowing which way to turn. "Over here!" called ${s.name}, and held out ${s.his} arms, and they all came tumbling in.`,
      { ages: ['big'] },
    ),
    en((s) => `Whoosh, whoosh! The weather is here. ${s.name} finds the little ones. "Come with us!"`, {
      ages: ['little'],
    }),
    en((s) => `Here are the little ones, all in a huddle. "Don't worry," says ${s.name}. "We are here."`, {
      ages: ['little'],
    }),
    en(
      (s) =>
        `It came quickly. ${s.where.weatherComes} Through it all ${s.name} and ${s.pal} went calling, "Little ones! Over here!" until a whole crowd of small, worried faces had gathered round them.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `The weather did not knock. It simply arrived, all at once and everywhere, loud and wild and busy. ${s.name} kept one hand on ${s.pal} and listened for the smallest sounds: a squeak under here, a sniffle behind there. Little by little they were all found, until ${s.name} had an armful and ${s.pal} carried the rest.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `${s.where.weatherComes} "Count with me," said ${s.name}, and they searched every hiding place they could think of. First they found one little one, then three, then seven, and every one that was found helped to look for the next.`,
      { ages: ['big'] },
    ),
    en((s) => `Here comes the weather! Who is hiding? Here? No. Over there? Yes! "Found you!" says ${s.name}.`, {
      ages: ['little'],
    }),
    en((s) => `The little ones are scared. ${s.pal} makes a silly face. They giggle! Now everyone can go together.`, {
      ages: ['little'],
    }),
    en(
      (s) =>
        `${s.where.weatherComes} "Hold on to each other!" ${s.pal} shouted, and a long chain formed, each little one holding on to the next, with ${s.name} at the front and ${s.pal} at the very end. Nobody let go. Not once.`,
      { ages: ['big'] },
    ),
    en(
      (s) =>
        `One tiny little one had got stuck right out in the open, too frightened to move. ${s.name} did not think twice. ${s.He} went straight out into the weather, scooped it up and held it close, where it was warm. "Got you," ${s.he} whispered. Then they gathered up all the others too.`,
      { ages: ['big'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `${s.where.weatherComes} ${s.name} und ${s.pal} fanden die Kleinen, wie sie sich aneinanderdrängten, klein und verängstigt, und sammelten sie ein, jedes einzelne.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Sie waren erst auf halbem Weg, als es losging. ${s.where.weatherComes} „Bleibt dicht bei mir!“, rief ${s.name}, und die Kleinen drängten sich um ${s.ihn} wie Entenküken um die Entenmama.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.where.weatherComes} ${s.pal} entdeckte die Kleinen zuerst, die nicht wussten, wohin. „Hierher!“, rief ${s.name} und breitete die Arme aus, und alle kamen hineingepurzelt.`,
      { ages: ['big'] },
    ),
    de((s) => `Huiii, huiii! Da ist das Wetter. ${s.name} findet die Kleinen. „Kommt mit!“`, { ages: ['little'] }),
    de((s) => `Da sind die Kleinen, alle dicht zusammen. „Keine Angst“, sagt ${s.name}. „Wir sind da.“`, {
      ages: ['little'],
    }),
    de(
      (s) =>
        `Es kam schnell. ${s.where.weatherComes} Mittendrin liefen ${s.name} und ${s.pal} umher und riefen: „Ihr Kleinen! Hierher!“, bis sich eine ganze Schar kleiner, besorgter Gesichter um sie versammelt hatte.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Das Wetter klopfte nicht an. Es war einfach da, auf einmal und überall, laut und wild und geschäftig. ${s.name} hielt sich an ${s.pal} fest und horchte auf die leisesten Geräusche: ein Fiepen hier drunter, ein Schniefen da hinten. Eins nach dem anderen wurden die Kleinen gefunden, bis ${s.name} die Arme voll hatte und ${s.pal} den Rest trug.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `${s.where.weatherComes} „Zähl mit“, sagte ${s.name}, und sie suchten in jedem Versteck, das ihnen einfiel. Erst fanden sie ein Kleines, dann drei, dann sieben, und jedes, das gefunden war, half beim Suchen nach dem nächsten.`,
      { ages: ['big'] },
    ),
    de((s) => `Da kommt das Wetter! Wer hat sich versteckt? Hier? Nein. Da drüben? Ja! „Gefunden!“, ruft ${s.name}.`, {
      ages: ['little'],
    }),
    de(
      (s) => `Die Kleinen haben Angst. ${s.pal} macht ein lustiges Gesicht. Da kichern sie! Jetzt gehen alle zusammen.`,
      { ages: ['little'] },
    ),
    de(
      (s) =>
        `${s.where.weatherComes} „Haltet euch aneinander fest!“, rief ${s.pal}, und schon entstand eine lange Kette, jedes Kleine hielt sich am nächsten fest, ${s.name} ganz vorne und ${s.pal} ganz am Ende. Keins ließ los. Kein einziges Mal.`,
      { ages: ['big'] },
    ),
    de(
      (s) =>
        `Ein winziges Kleines saß mitten im Freien fest, viel zu ängstlich, um sich zu rühren. ${s.name} überlegte nicht lange, ging geradewegs hinaus ins Wetter, hob es auf und hielt es ganz nah, wo es warm war. „Hab dich“, flüsterte ${s.er}. Dann sammelten sie auch alle anderen ein.`,
      { ages: ['big'] },
    ),
  ],
};
