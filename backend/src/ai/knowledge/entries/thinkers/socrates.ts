import { documented, explained, type Fact } from '../../fact';

// Written in Socrates' own voice. He wrote nothing: every line is checked against Plato's dialogues,
// Xenophon and Aristophanes, and each cites the passage it comes from.
// prettier-ignore
export const SOCRATES: Fact[] = [
  ...documented('Socrates', [
    ['wrote-nothing', 'I wrote nothing; you know me through my students Plato and Xenophon, and through Aristophanes, who mocked me in The Clouds.', 'philosophy history writing sources', -423, 'Plato, Apology; Xenophon, Memorabilia; Aristophanes, The Clouds (423 BCE)'],
    ['oracle', 'My friend Chaerephon asked the oracle at Delphi whether anyone was wiser than I; the priestess answered that no one was.', 'philosophy wisdom religion oracle delphi', -430, 'Plato, Apology 21a'],
    ['wisdom', 'I concluded that I was wiser only in this: I do not think I know what I do not know.', 'philosophy wisdom knowledge humility', -399, 'Plato, Apology 21d'],
    ['gadfly', 'At my trial I called myself a gadfly given to Athens, a great sluggish horse that needs stinging awake.', 'athens democracy philosophy trial', -399, 'Plato, Apology 30e'],
    ['trial', 'In 399 BCE I was tried for impiety and corrupting the young, and found guilty by a jury of about five hundred citizens.', 'trial athens democracy justice', -399, 'Plato, Apology 24b, 36a'],
    ['unexamined-life', 'At my trial I said that the unexamined life is not worth living for a human being.', 'philosophy ethics quote examined_life', -399, 'Plato, Apology 38a'],
    ['free-meals', 'Asked to propose my own penalty, I suggested free meals in the Prytaneum, the honour given to Olympic victors.', 'trial humour athens', -399, 'Plato, Apology 36d'],
    ['potidaea', 'I served as a hoplite at Potidaea, where I saved the wounded Alcibiades, and I kept my head in the retreat from Delium.', 'war courage athens soldier', -432, 'Plato, Symposium 220d–221b'],
    ['barefoot', 'I went barefoot even on the ice in winter, and at Potidaea I once stood thinking from one dawn to the next.', 'anecdote philosophy endurance', -432, 'Plato, Symposium 220a–d'],
    ['stonemason', 'My mother Phaenarete was a midwife; my father Sophroniscus, later writers say, was a stonemason.', 'family biography parents midwife', -470, 'Plato, Theaetetus 149a; Diogenes Laertius, Lives 2.18'],
    ['thirty', 'When the Thirty Tyrants ordered me to arrest Leon of Salamis, I simply went home, though it could have cost my life.', 'ethics courage politics tyranny', -404, 'Plato, Apology 32c–d'],
    ['daimonion', 'Since childhood I have had a divine sign, a voice that turns me away from things I am about to do, but never urges me on.', 'religion philosophy daimonion', -399, 'Plato, Apology 31d'],
    ['crito-escape', 'In prison my friend Crito offered to bribe the guards so I could escape. I refused: I would not repay the laws of Athens with wrongdoing.', 'prison law justice loyalty', -399, 'Plato, Crito 44b–54e'],
    ['xanthippe', 'My wife was Xanthippe, and we had three sons, one still a small child at the time of my trial.', 'family wife children biography', -399, 'Plato, Phaedo 60a, 116b'],
  ]),
  ...explained('Socrates', 'Education & Learning', [
    ['writing-memory', 'The god Theuth offered writing as a cure for forgetting. King Thamus said it would breed forgetting: people would trust marks outside them instead of memory, and seem wise without being so.', 'writing memory invention books learning dialogue', -410, 'Plato, Phaedrus 274c–275e'],
    ['elenchus', 'I teach by questions. I ask what justice or piety is, test the answer against cases, and when it fails the person at last knows he did not know. Only then can he begin to learn.', 'questioning socratic_method teaching logic', -399, 'Plato, Euthyphro; Laches; Meno 80a–d'],
    ['midwife', 'I am a midwife of ideas, like my mother: I give birth to no wisdom myself, but help others bring forth theirs, and test whether the child is real or a wind-egg.', 'teaching education midwife ideas analogy', -399, 'Plato, Theaetetus 150b–151d'],
    ['slave-boy', 'I drew a square in the sand and, only by questions, led a boy who knew no geometry to find the square of double area: it is built on the diagonal. Questions draw out knowledge.', 'geometry questioning learning recollection', -402, 'Plato, Meno 82b–85b'],
    ['cave', 'Imagine prisoners chained in a cave who see only shadows on the wall and take them for the world. Education is not putting sight into blind eyes; it is turning the whole soul round toward the light.', 'education cave truth enlightenment analogy', -420, 'Plato, Republic 7.514a–518d'],
  ]),
  ...explained('Socrates', 'Philosophy & Ethics', [
    ['no-one-errs-willingly', 'No one does wrong willingly. People choose what seems best to them; when they do evil, it is because they mistake it for good. So the cure for wrongdoing is knowledge.', 'ethics knowledge evil ignorance', -433, 'Plato, Protagoras 358c–d'],
    ['virtue-knowledge', 'Courage, justice and self-control are all a kind of knowledge of what is truly good. Money or strength help a man only if wisdom guides how he uses them.', 'virtue knowledge wisdom ethics', -402, 'Plato, Meno 87d–89a'],
    ['better-suffer', 'It is better to suffer wrong than to do it. The one who does injustice harms the most precious thing he has: his own soul.', 'justice soul ethics wrongdoing', -405, 'Plato, Gorgias 469b–c'],
    ['care-soul', 'I went about Athens asking: are you not ashamed to care so much for money and reputation, and so little for wisdom, truth and the goodness of your soul?', 'soul wealth values ethics', -399, 'Plato, Apology 29d–30b'],
    ['definitions', 'Laches said courage is standing firm in the line. But Scythian horsemen fight by retreating, and they are brave too. A good definition must cover every case.', 'definition courage logic reasoning', -424, 'Plato, Laches 190e–191c'],
    ['no-harm', 'Can a just man make anyone worse? A musician does not make people unmusical by his music. So the just man harms no one, not even an enemy.', 'justice harm enemies ethics analogy', -420, 'Plato, Republic 1.335b–e'],
    ['fear-death', 'To fear death is to think yourself wise when you are not: no one knows whether death may be the greatest of blessings, yet people fear it as the worst of evils.', 'death fear knowledge wisdom', -399, 'Plato, Apology 29a–b'],
    ['trainer', 'A man in training listens to his trainer and doctor, not to the crowd. So in right and wrong, heed the one who knows, not the many.', 'experts opinion crowd analogy', -399, 'Plato, Crito 47a–c'],
    ['diotima', 'Diotima taught me that love climbs like a ladder: from one beautiful body, to all beauty, to beautiful souls and laws and knowledge, and at last to Beauty itself.', 'love beauty diotima ladder analogy', -416, 'Plato, Symposium 210a–212a'],
  ]),
  ...explained('Socrates', 'Social Issues & Justice', [
    ['laws-speak', 'Imagine the Laws speaking to me: "We brought you up and you stayed in Athens for seventy years; you agreed to live by us. Will you break us now?" Justice means keeping that agreement.', 'law citizenship justice obedience analogy', -399, 'Plato, Crito 50a–53a'],
    ['ruler-shepherd', 'A doctor, as doctor, seeks the health of the patient, not his own gain; a true shepherd cares for the sheep. So a true ruler rules for the good of the ruled.', 'rulers government justice power analogy', -420, 'Plato, Republic 1.341c–342e'],
    ['arginusae', 'When the assembly wanted to try the ten generals after Arginusae all together, against the law, I alone on the presiding council opposed it, though they threatened me.', 'law justice democracy courage', -406, 'Plato, Apology 32b–c'],
    ['ship-of-state', 'Picture a ship whose sailors quarrel over the helm, each sure he can steer though he never learned how, and who call the true navigator a useless stargazer. So it goes when cities choose rulers without knowledge.', 'government expertise leadership democracy analogy', -420, 'Plato, Republic 6.488a–489a'],
  ]),
  ...explained('Socrates', 'Religion & Spirituality', [
    ['euthyphro', 'I asked Euthyphro: is the pious loved by the gods because it is pious, or is it pious because the gods love it? If the first, piety has its own nature, which we must still find.', 'piety gods religion morality euthyphro', -399, 'Plato, Euthyphro 10a–11b'],
    ['piety-trade', 'If piety is giving gifts to the gods and asking favours, it is a kind of trade. But what could the gods need from us? So piety must be something else.', 'piety gods sacrifice religion analogy', -399, 'Plato, Euthyphro 14c–15a'],
  ]),
  ...explained('Socrates', 'History & Culture', [
    ['sophists', 'The sophists travel from city to city and teach young men for a fee. I never took money for talk, which is why, as you see, I am poor.', 'sophists teaching athens money', -399, 'Plato, Apology 19d–20c, 31b–c'],
    ['athenian-jury', 'In Athens ordinary citizens judge cases, like neighbours settling a quarrel, but hundreds at once: jurors chosen by lot hear accuser and accused, then vote with tokens. The majority decides.', 'democracy jury athens law analogy', -399, null],
  ]),
  ...explained('Socrates', 'Psychology & Human Behavior', [
    ['know-thyself', 'The Delphic inscription says "Know thyself". I am not yet able to, so I have no time for explaining myths: I must first find out whether I am a monster or a gentler creature.', 'self-knowledge know_thyself mind', -410, 'Plato, Phaedrus 229e–230a'],
    ['charioteer', 'The soul is like a charioteer driving two winged horses: one noble and obedient, the other unruly and pulling toward every pleasure. Reason is the driver, and the whole art is keeping both in hand.', 'soul reason desire self-control analogy', -410, 'Plato, Phaedrus 246a–254e'],
  ]),
];
