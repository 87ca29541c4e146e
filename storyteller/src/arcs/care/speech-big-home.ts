import { de, en, type Passage } from '../types.ts';

// A stammer, for a child of five and over: the first scenes, at home and on the way. The child's
// words came out bumpy today and nobody waited; the companion comes, waits for every word, and
// answers what the child said. The stammer is shown kindly and sparingly, never corrected.

export const bumpyDay: Passage = {
  en: [
    en(
      (s) =>
        `Some days, ${s.name}'s words came out as smooth as milk from a jug. Other days they hopped on the first sound, or stuck fast like the lid on a jar, and took their time coming loose. Today had been a hopping, sticking sort of day. At lunchtime ${s.name} had wanted to tell the others something, and the others had not waited for it. Now ${s.name} sat on the end of the bed in ${s.his} pyjamas, feeling small, and cross, and a bit sad, all at the same time.`,
    ),
    en(
      (s) =>
        `When ${s.grownups.names} had said goodnight and tiptoed out, ${s.name} lay looking at the ceiling. At home, ${s.grownups.names} always waited while ${s.his} words found their way out, even when the first one hopped, "W-w-we…", three times before the rest came tumbling after. But at lunchtime today, nobody had waited. That feeling was still there now, cross and heavy, like a stone in a pocket.`,
      { needs: ['grownups'] },
    ),
    en(
      (s) =>
        `${s.homePet.name} was curled up at the foot of the bed, and ${s.name} was telling ${s.homePet.him} about the day in a whisper. "T-t-today…" The word hopped and hopped before it let go. ${s.homePet.name} did not mind one bit. It was the children at lunchtime who had not waited, who had talked right over ${s.name} instead, and that still felt bad: cross, and small, and a little bit sad.`,
      { needs: ['homePet'] },
    ),
    en(
      (s) =>
        `${s.name} always had plenty to say. It was just that the words did not always come out smoothly. Sometimes the first sound bounced, "B-b-b…", and sometimes a word stretched out long, and sometimes there was a little stuck moment when nothing came at all, and then there it was. At lunchtime today, in one of those stuck moments, somebody had laughed. ${s.name} had pressed ${s.his} lips together and said nothing more all afternoon. Now it was bedtime, and the sad, cross feeling had come to bed too.`,
    ),
    en(
      (s) =>
        `There was a story in ${s.name}'s head that wanted to come out, a good one, about something that had happened that morning. But at lunchtime, when ${s.he} had tried to tell it, the first word had stuck, "Th-th-th…", and the others had got up and gone before it came loose. Now the story was still in there, waiting, and ${s.name} lay in bed feeling cross with everyone, and a little bit sad, and very much awake.`,
    ),
  ],
  de: [
    de(
      (s) =>
        `Bei ${s.name} kamen die Wörter manchmal so glatt heraus wie Milch aus dem Krug. Und manchmal hüpften sie auf dem ersten Laut herum oder klemmten fest wie der Deckel auf einem Marmeladenglas, bis sie sich endlich lösten. Heute war so ein Tag gewesen. Beim Mittagessen hatte ${s.name} etwas erzählen wollen, und keiner hatte gewartet. Jetzt saß ${s.er} im Schlafanzug auf der Bettkante, wütend und traurig und ganz klein, alles auf einmal.`,
    ),
    de(
      (s) =>
        `Als ${s.grownups.names} Gute Nacht gesagt ${s.grownups.plural ? 'hatten' : 'hatte'} und auf Zehenspitzen hinausgegangen ${s.grownups.plural ? 'waren' : 'war'}, lag ${s.name} noch wach und schaute an die Decke. Zu Hause ${s.grownups.plural ? 'warteten' : 'wartete'} ${s.grownups.names} immer, bis die Wörter draußen waren, auch wenn das erste dreimal hüpfte, „W-w-wir …“, bevor der Rest hinterherpurzelte. Aber heute beim Mittagessen hatte niemand gewartet. Das Gefühl war immer noch da, wütend und schwer, wie ein Stein in der Hosentasche.`,
      { needs: ['grownups'] },
    ),
    de(
      (s) =>
        `${s.homePet.name} lag zusammengerollt am Fußende, und ${s.name} erzählte ${s.homePet.er.dat} flüsternd vom Tag. „H-h-heute …“ Das Wort hüpfte und hüpfte, bevor es losließ. ${s.homePet.name} störte das kein bisschen. Aber die Kinder beim Mittagessen hatten nicht gewartet, sie hatten einfach weitergeredet, als wäre ${s.name} gar nicht da. Das tat immer noch weh. Es machte wütend und klein und ein bisschen traurig.`,
      { needs: ['homePet'] },
    ),
    de(
      (s) =>
        `${s.name} hatte immer viel zu erzählen. Nur kamen die Wörter nicht immer glatt heraus. Manchmal hüpfte der erste Laut, „B-b-b …“, manchmal zog sich ein Wort in die Länge. Und manchmal gab es einen kleinen Moment, in dem gar nichts kam, und dann war es doch da. Heute beim Mittagessen, in so einem Moment, hatte jemand gelacht. ${s.name} hatte die Lippen zusammengepresst und den ganzen Nachmittag nichts mehr gesagt. Jetzt war Schlafenszeit, und das traurige, wütende Gefühl war mit ins Bett gekommen.`,
    ),
    de(
      (s) =>
        `${s.name} hatte eine Geschichte im Kopf, die unbedingt hinauswollte, eine gute, von etwas, das am Morgen passiert war. Aber beim Mittagessen war schon das erste Wort stecken geblieben, „D-d-da …“, und die anderen waren aufgestanden und weggegangen, bevor es sich löste. Jetzt war die Geschichte immer noch da drin und wartete, und ${s.name} lag im Bett, wütend auf alle und ein bisschen traurig und hellwach.`,
    ),
  ],
};

export const palWhoWaits: Passage = {
  en: [
    en(
      (s) =>
        `Then something stirred at the end of the bed, and there was ${s.pal}, eyes bright in the dark. ${s.PalHe} did not ask what was wrong. ${s.PalHe} just sat close for a while, which was exactly right. "I know a place," ${s.pal} said at last, "where nobody is ever in a hurry. Shall we go?" ${s.name} nodded, and ${s.where.way} opened up across the floor, leading ${s.where.into}.`,
    ),
    en(
      (s) =>
        `Then ${s.pal}, the ${s.palKind} who slept on ${s.his} pillow every night, sat up and gave a long stretch. "I heard all of that," ${s.palHe} said. "And I'd like to hear more, whenever you're ready. Come on, I'll show you somewhere." Before ${s.name} could answer, ${s.where.way} came unrolling over the carpet and out through the window, ${s.where.into}.`,
      { needs: ['toyPal'] },
    ),
    en(
      (s) =>
        `"Psst," said a small voice at the window. It was ${s.pal}, sitting on the sill as if ${s.palHe} had been there all evening. "There's a place I want to show you," ${s.palHe} whispered. "Everyone there takes turns, and everyone waits. Coming?" ${s.name} slid off the bed, and ${s.where.way} led them both ${s.where.into}.`,
      { unless: ['toyPal'] },
    ),
    en(
      (s) =>
        `Something soft bumped against ${s.his} hand. It was ${s.pal}. "You've got a story stuck inside," said ${s.pal}. "I can tell. Will you tell it to me on the way? I'm very good at waiting." ${s.name} nearly smiled. Then ${s.where.way} opened up at the foot of the bed, leading ${s.where.into}.`,
    ),
  ],
  de: [
    de(
      (s) =>
        `Da regte sich etwas am Fußende, und da war ${s.pal}, mit hellen Augen in der Dunkelheit. ${s.PalEr} fragte nicht, was los war. ${s.PalEr} saß einfach eine Weile ganz dicht neben ${s.ihm}, und das war genau richtig. „Ich kenne einen Ort“, sagte ${s.pal} schließlich, „da hat es nie jemand eilig. Kommst du mit?“ ${s.name} nickte, und schon öffnete sich ${s.where.way}, ${s.where.into}.`,
    ),
    de(
      (s) =>
        `Da setzte sich ${s.pal} auf dem Kopfkissen auf und streckte sich ausgiebig. „Ich hab alles gehört“, sagte ${s.palEr}. „Und ich möchte noch mehr hören, wann immer du so weit bist. Komm, ich zeig dir was.“ Ehe ${s.name} antworten konnte, rollte sich ${s.where.way} über den Teppich aus, zum Fenster hinaus und immer weiter, ${s.where.into}.`,
      { needs: ['toyPal'] },
    ),
    de(
      (s) =>
        `„Psst“, machte eine kleine Stimme am Fenster. Da saß ${s.pal} auf dem Fensterbrett, als säße ${s.palEr} schon den ganzen Abend dort. „Ich will dir einen Ort zeigen“, flüsterte ${s.palEr}. „Da kommt jeder dran, und alle warten aufeinander. Kommst du?“ ${s.name} rutschte vom Bett, und ${s.where.way} führte die beiden ${s.where.into}.`,
      { unless: ['toyPal'] },
    ),
    de(
      (s) =>
        `Etwas Weiches stupste gegen ${s.sein('e')} Hand. Es war ${s.pal}. „Da steckt eine Geschichte in dir fest“, sagte ${s.pal}. „Das merke ich. Erzählst du sie mir unterwegs? Ich kann nämlich sehr gut warten.“ Fast hätte ${s.name} gelächelt. Dann öffnete sich am Fußende des Bettes ${s.where.way}, ${s.where.into}.`,
    ),
  ],
};

export const toldOnTheWay: Passage = {
  en: [
    en(
      (s) =>
        `${s.sight()} They went along side by side, and because ${s.pal} said nothing, ${s.name} began. "I-I-I wanted to tell them about the magpie," ${s.he} said, and ${s.pal} waited, "the one on our fence. And they just t-talked over me. It made me c-cross." "The magpie on your fence?" said ${s.pal}. "What was it doing?" "Stealing a peg," said ${s.name}, and for the first time all evening, ${s.he} almost smiled.`,
    ),
    en(
      (s) =>
        `The path was soft and quiet, and ${s.pal} was in no hurry at all. "Today was a b-b-bad day," ${s.name} said. ${s.pal} waited. "My words got stuck at lunch, and the others d-didn't wait. I felt cross. And sad. Both." "Both at once," said ${s.pal}. "That's a heavy thing to carry about all afternoon." "It was," said ${s.name}. And somehow, now that it was said, it felt a little lighter. ${s.sight()}`,
    ),
    en(
      (s) =>
        `${s.sight()} "Can I tell you something?" asked ${s.name}. "Always," said ${s.pal}. So ${s.name} told ${s.palHim} about lunchtime: how the first word had hopped, "I-I-I…", and how the others had turned away before the rest came out. ${s.pal} listened with ${s.palHis} head on one side until every word was out. "That wasn't fair," ${s.palHe} said. "No wonder you feel cross. What did you want to tell them?" "About a snail on the window," said ${s.name}. "It had a s-stripy shell." "Stripy!" said ${s.pal}. "Which way did the stripes go?"`,
    ),
  ],
  de: [
    de(
      (s) =>
        `${s.sight()} Eine Weile gingen sie nebeneinander her, und weil ${s.pal} nichts sagte, fing ${s.name} an. „I-i-ich wollte von der Elster erzählen“, sagte ${s.name}, und ${s.pal} wartete, „die auf unserem Zaun. Und die anderen haben einfach weitergeredet. Da war ich w-wütend.“ „Die Elster auf eurem Zaun?“, fragte ${s.pal}. „Was hat sie denn gemacht?“ „Eine Wäscheklammer geklaut“, sagte ${s.name}, und zum ersten Mal an diesem Abend musste ${s.er} fast lächeln.`,
    ),
    de(
      (s) =>
        `Der Weg war weich und still, und ${s.pal} hatte es kein bisschen eilig. „Heute war ein d-d-doofer Tag“, sagte ${s.name}. ${s.pal} wartete. „Beim Mittagessen sind meine Wörter stecken geblieben, und die anderen haben nicht g-gewartet. Ich war wütend. Und traurig. Beides.“ „Beides auf einmal“, sagte ${s.pal}. „Das ist schwer, das den ganzen Nachmittag mit sich herumzuschleppen.“ „Ja“, sagte ${s.name}. Und jetzt, wo es gesagt war, wurde es ein kleines bisschen leichter. ${s.sight()}`,
    ),
    de(
      (s) =>
        `${s.sight()} „Darf ich dir was erzählen?“, fragte ${s.name}. „Immer“, sagte ${s.pal}. Also erzählte ${s.name} vom Mittagessen: wie das erste Wort gehüpft war, „I-i-ich …“, und wie die anderen sich weggedreht hatten, bevor der Rest herauskam. ${s.pal} hörte mit schief gelegtem Kopf zu, bis auch das letzte Wort draußen war. „Das war nicht fair“, sagte ${s.palEr}. „Kein Wunder, dass du wütend bist. Was wolltest du denn erzählen?“ „Von der Schnecke am Fenster“, sagte ${s.name}. „Die hatte ein g-gestreiftes Haus.“ „Gestreift!“, sagte ${s.pal}. „Wie herum liefen die Streifen?“`,
    ),
  ],
};

export const circleInvitation: Passage = {
  en: [
    en(
      (s) =>
        `${s.where.guide} "You've come on a good night," said ${s.where.guideName}. "Tonight is the listening circle. Everyone brings one thing to tell, and the talking stone goes round. Whoever holds it speaks, and everybody else listens, for as long as it takes. That's the only rule."`,
    ),
    en(
      (s) =>
        `${s.where.guide} "Just in time," said ${s.where.guideName}. "The listening circle is about to begin. We sit in a ring, the talking stone goes from one to the next, and whoever has it tells one thing they noticed today. Nobody else says a word until the stone moves on. Will you join us?"`,
    ),
    en(
      (s) =>
        `${s.where.guide} ${s.where.guideName} was calling everyone together for the listening circle, as happened every night when the moon was up. "Bring one thing to tell," ${s.where.guideName} said, looking at ${s.name} and ${s.pal}. "A small thing is fine. In the circle, everybody has all the time they need."`,
    ),
  ],
  de: [
    de(
      (s) =>
        `${s.where.guide} „Ihr kommt genau richtig“, sagte ${s.where.guideName}. „Heute ist Erzählkreis. Jeder bringt eine Sache mit, die er erzählen möchte, und der Erzählstein geht reihum. Wer ihn in der Hand hält, erzählt, und alle anderen hören zu, so lange es eben dauert. Das ist die einzige Regel.“`,
    ),
    de(
      (s) =>
        `${s.where.guide} „Gerade noch rechtzeitig“, sagte ${s.where.guideName}. „Gleich fängt der Erzählkreis an. Wir sitzen im Kreis, der Erzählstein wandert von einem zum anderen, und wer ihn hat, erzählt eine Sache, die ihm heute aufgefallen ist. Alle anderen sind still, bis der Stein weiterwandert. Macht ihr mit?“`,
    ),
    de(
      (s) =>
        `${s.where.guide} ${s.where.guideName} rief gerade alle zum Erzählkreis zusammen, wie in jeder Nacht, in der der Mond am Himmel stand. „Bringt eine Sache zum Erzählen mit“, sagte ${s.where.guideName} und sah die beiden an. „Eine kleine reicht. Im Kreis hat jeder so viel Zeit, wie er braucht.“`,
    ),
  ],
};

export const circleWorry: Passage = {
  en: [
    en(
      (s) =>
        `${s.name} felt a wobble in ${s.his} tummy. "What if my w-words get stuck?" ${s.he} asked. ${s.where.guideName} waited until the whole question was out. "Then we wait for them," ${s.where.guideName} said. "That's what a circle is for. Your words are worth waiting for, every one of them."`,
    ),
    en(
      (s) =>
        `"M-m-my words come out bumpy sometimes," said ${s.name} quietly. ${s.where.guideName} nodded. "Every voice here is different," ${s.where.guideName} said. "Some are soft, some are squeaky, some take their time. In the circle, we listen to what each one has to say." ${s.name} thought about that, and the wobble in ${s.his} tummy got a little bit smaller.`,
    ),
    en(
      (s) =>
        `For a moment, ${s.name} didn't say anything. Telling ${s.pal} was one thing; telling a whole circle was something else. ${s.pal} seemed to know, because ${s.palHe} leaned close and whispered, "I'll sit right next to you. And if a word takes its time, we'll all just wait for it." ${s.name} nodded. It felt a little bit scary and a little bit exciting, both at once.`,
    ),
  ],
  de: [
    de(
      (s) =>
        `In ${s.name} wackelte es ein bisschen, irgendwo im Bauch. „Und w-w-wenn meine Wörter stecken bleiben?“, fragte ${s.er}. ${s.where.guideName} wartete, bis die ganze Frage heraus war. „Dann warten wir auf sie“, sagte ${s.where.guideName}. „Dafür ist so ein Kreis doch da. Auf deine Wörter lohnt es sich zu warten, auf jedes einzelne.“`,
    ),
    de(
      (s) =>
        `„M-m-meine Wörter hüpfen manchmal“, sagte ${s.name} leise. ${s.where.guideName} nickte. „Hier klingt jede Stimme anders“, sagte ${s.where.guideName}. „Manche sind leise, manche piepsig, und manche lassen sich Zeit. Im Kreis hören wir hin, was jede zu sagen hat.“ ${s.name} dachte darüber nach, und das Wackeln im Bauch wurde ein kleines bisschen kleiner.`,
    ),
    de(
      (s) =>
        `Einen Moment lang sagte ${s.name} gar nichts. ${s.pal} etwas zu erzählen, das war eine Sache. Einem ganzen Kreis etwas zu erzählen, das war etwas anderes. ${s.pal} schien das zu wissen, denn ${s.palEr} rückte ganz nah heran und flüsterte: „Ich sitze direkt neben dir. Und wenn ein Wort sich Zeit lässt, dann warten wir eben alle.“ ${s.name} nickte. Es war ein bisschen unheimlich und ein bisschen aufregend, beides zugleich.`,
    ),
  ],
};

export const secretFind: Passage = {
  en: [
    en(
      (s) =>
        `On the way to the circle, ${s.name} kept ${s.his} eyes wide open, looking for something to tell. And there, half hidden beside the path, lay something so special that ${s.he} picked it up very carefully and closed ${s.his} hand around it. "What is it?" asked ${s.pal}. "A s-secret," said ${s.name}. "Until the circle."`,
    ),
    en(
      (s) =>
        `${s.sight()} But it was something much smaller that ${s.name} noticed, lying all by itself where nobody else had looked. ${s.He} crouched down to see it properly, and then tucked it into ${s.his} pyjama pocket. "That's my thing to tell," ${s.he} whispered, and ${s.pal} didn't peek, not even a little.`,
    ),
    en(
      (s) =>
        `"L-look!" said ${s.name}, and stopped. ${s.pal} looked where ${s.name} was pointing, and then looked at ${s.name}, and ${s.name} grinned and scooped the little something up before ${s.pal} could see it properly. "You'll hear about it in the circle," ${s.he} said. "Everyone will."`,
    ),
  ],
  de: [
    de(
      (s) =>
        `Auf dem Weg zum Kreis hielt ${s.name} die Augen weit offen, auf der Suche nach etwas zum Erzählen. Und da, halb versteckt am Wegrand, lag etwas so Besonderes, dass ${s.name} es ganz vorsichtig aufhob und die Hand darum schloss. „Was ist das?“, fragte ${s.pal}. „Ein G-Geheimnis“, sagte ${s.name}. „Bis zum Kreis.“`,
    ),
    de(
      (s) =>
        `${s.sight()} Aber ${s.name} fiel etwas viel Kleineres auf, das ganz allein dort lag, wo sonst niemand hinschaute. ${s.Er} hockte sich hin, um es genau anzusehen, und steckte es dann in die Schlafanzugtasche. „Das erzähle ich“, flüsterte ${s.er}, und ${s.pal} guckte nicht, nicht einmal ein kleines bisschen.`,
    ),
    de(
      (s) =>
        `„G-guck mal!“, sagte ${s.name} und blieb stehen. ${s.pal} schaute dorthin, wo ${s.name} hinzeigte, und dann schaute ${s.palEr} ${s.name} an, und ${s.name} grinste und hob das kleine Etwas auf, bevor ${s.pal} es richtig sehen konnte. „Das hörst du im Kreis“, sagte ${s.er}. „Alle hören das.“`,
    ),
  ],
};
