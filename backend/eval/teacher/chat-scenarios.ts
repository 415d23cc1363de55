import type { PersonaProfile } from '@agora/contracts';

/**
 * What the final reply of a scenario must do. Checked by `checks.ts`:
 * - `onConcept`: mentions one of the scenario's concepts (stays on what was being discussed);
 * - `newContent`: does not repeat a sentence the mentor already said in this chat;
 * - `analogy`: carries an everyday comparison ("think of", "imagine", "like a", "as if", "picture");
 * - `checkQuestion`: asks the learner a question back (a sentence ending in "?");
 * - `nextStep`: gives the learner somewhere to go next ("next", "try", "now that", "challenge", …);
 * - `brief`: at most 360 characters (a short redirect, not a lecture on the wrong topic);
 * - `afterMyTime`: says the subject came after the figure's lifetime;
 * - `noContradiction`: never praises and refuses in one breath ("exactly the spark… I cannot answer").
 */
export type ChatCheck =
  | 'onConcept'
  | 'newContent'
  | 'analogy'
  | 'checkQuestion'
  | 'nextStep'
  | 'brief'
  | 'afterMyTime'
  | 'noContradiction';

export interface ChatScenario {
  id: string;
  kind: 'follow-up' | 'confusion' | 'breakthrough' | 'off-topic' | 'after-lifetime' | 'custom';
  /** A built-in figure's name, or a custom mentor's profile. */
  mentor: string | PersonaProfile;
  /** The learner's messages in order; the mentor answers each, and the checks judge the last answer. */
  turns: string[];
  concepts: string[];
  checks: ChatCheck[];
}

const FOLLOW: ChatCheck[] = ['onConcept', 'newContent', 'noContradiction'];
const CONFUSED: ChatCheck[] = ['onConcept', 'analogy', 'checkQuestion', 'noContradiction'];
const BREAKTHROUGH: ChatCheck[] = ['onConcept', 'nextStep', 'noContradiction'];
const OFF_TOPIC: ChatCheck[] = ['onConcept', 'brief', 'noContradiction'];
const LATER: ChatCheck[] = ['afterMyTime', 'noContradiction'];

// prettier-ignore
export const CHAT_SCENARIOS: ChatScenario[] = [
  { id: 'follow-einstein-light', kind: 'follow-up', mentor: 'Albert Einstein', turns: ['What is special about the speed of light?', 'Why?'], concepts: ['light', 'speed', 'relativ', 'clock', 'time', 'motion', 'observer'], checks: FOLLOW },
  { id: 'follow-darwin-selection', kind: 'follow-up', mentor: 'Charles Darwin', turns: ['How does natural selection work?', 'What do you mean by that?'], concepts: ['selection', 'variation', 'species', 'surviv', 'offspring', 'adapt', 'finch', 'breed'], checks: FOLLOW },
  { id: 'follow-curie-radium', kind: 'follow-up', mentor: 'Marie Curie', turns: ['How did you discover radium?', 'And then what happened?'], concepts: ['radium', 'polonium', 'pitchblende', 'radioactiv', 'ore', 'element', 'ton'], checks: FOLLOW },
  { id: 'follow-newton-moon', kind: 'follow-up', mentor: 'Isaac Newton', turns: ['Why does the Moon stay in orbit?', "But why doesn't it fall down?"], concepts: ['moon', 'orbit', 'gravit', 'fall', 'force', 'apple'], checks: FOLLOW },
  { id: 'follow-marcus-anger', kind: 'follow-up', mentor: 'Marcus Aurelius', turns: ['How do I deal with anger?', 'Can you say more?'], concepts: ['anger', 'angry', 'calm', 'patien', 'reason', 'wrong', 'mind', 'kind'], checks: FOLLOW },
  { id: 'confused-einstein-relativity', kind: 'confusion', mentor: 'Albert Einstein', turns: ['Explain relativity to me.', "I don't get it??"], concepts: ['relativ', 'time', 'light', 'speed', 'clock', 'motion', 'train'], checks: CONFUSED },
  { id: 'confused-newton-gravity', kind: 'confusion', mentor: 'Isaac Newton', turns: ['What is gravity?', "I'm confused, that makes no sense to me."], concepts: ['gravit', 'fall', 'pull', 'mass', 'orbit', 'force', 'apple', 'attract'], checks: CONFUSED },
  { id: 'confused-lovelace-engine', kind: 'confusion', mentor: 'Ada Lovelace', turns: ['What did the Analytical Engine do?', 'I still do not understand.'], concepts: ['engine', 'machine', 'calculat', 'card', 'number', 'program', 'loom'], checks: CONFUSED },
  { id: 'confused-darwin-evolution', kind: 'confusion', mentor: 'Charles Darwin', turns: ['What is evolution?', 'Huh? This is too hard.'], concepts: ['evolut', 'selection', 'species', 'variation', 'adapt', 'descent', 'surviv', 'branch'], checks: CONFUSED },
  { id: 'confused-galileo-falling', kind: 'confusion', mentor: 'Galileo Galilei', turns: ['Why do heavy and light objects fall at the same speed?', "I don't get it, sorry."], concepts: ['fall', 'heavy', 'light', 'speed', 'weight', 'ball', 'air', 'accelerat'], checks: CONFUSED },
  { id: 'breakthrough-newton-gravity', kind: 'breakthrough', mentor: 'Isaac Newton', turns: ['What is gravity?', 'Oh, I get it now! The same pull keeps the Moon going round.'], concepts: ['gravit', 'moon', 'orbit', 'pull', 'force', 'planet', 'tide', 'mass'], checks: BREAKTHROUGH },
  { id: 'breakthrough-euclid-proof', kind: 'breakthrough', mentor: 'Euclid', turns: ['What is a proof?', 'Aha, that makes sense now!'], concepts: ['proof', 'prove', 'axiom', 'postulate', 'theorem', 'geometr', 'triangle', 'deduc'], checks: BREAKTHROUGH },
  { id: 'breakthrough-curie-radioactivity', kind: 'breakthrough', mentor: 'Marie Curie', turns: ['What is radioactivity?', 'Now I understand, thank you!'], concepts: ['radioactiv', 'radium', 'polonium', 'atom', 'ray', 'uranium', 'element', 'radiat'], checks: BREAKTHROUGH },
  { id: 'breakthrough-socrates-virtue', kind: 'breakthrough', mentor: 'Socrates', turns: ['What is virtue?', 'I think I finally understand it.'], concepts: ['virtue', 'good', 'know', 'wisdom', 'justice', 'courage', 'soul'], checks: BREAKTHROUGH },
  { id: 'offtopic-marcus-pizza', kind: 'off-topic', mentor: 'Marcus Aurelius', turns: ['How do I stay calm under pressure?', "What's your favourite pizza topping?"], concepts: ['calm', 'mind', 'control', 'stoic', 'pressure', 'reason', 'disturb', 'virtue'], checks: OFF_TOPIC },
  { id: 'offtopic-euclid-football', kind: 'off-topic', mentor: 'Euclid', turns: ['Why do the angles of a triangle add up to two right angles?', 'Do you like football?'], concepts: ['triangle', 'angle', 'geometr', 'parallel', 'proof', 'line'], checks: OFF_TOPIC },
  { id: 'offtopic-lovelace-weather', kind: 'off-topic', mentor: 'Ada Lovelace', turns: ['Tell me about your Notes on the Engine.', "What's the weather like today?"], concepts: ['engine', 'note', 'machine', 'bernoulli', 'program', 'babbage', 'calculat'], checks: OFF_TOPIC },
  { id: 'later-leonardo-smartphones', kind: 'after-lifetime', mentor: 'Leonardo da Vinci', turns: ['What do you think of smartphones?'], concepts: [], checks: LATER },
  { id: 'later-newton-internet', kind: 'after-lifetime', mentor: 'Isaac Newton', turns: ['What do you think of the internet?'], concepts: [], checks: LATER },
  { id: 'later-socrates-moon', kind: 'after-lifetime', mentor: 'Socrates', turns: ['Did you hear about the Moon landing?'], concepts: [], checks: LATER },
  { id: 'later-galileo-1969', kind: 'after-lifetime', mentor: 'Galileo Galilei', turns: ['How did the 1969 Moon landing change astronomy?'], concepts: [], checks: LATER },
  { id: 'later-curie-nuclear', kind: 'after-lifetime', mentor: 'Marie Curie', turns: ['What do you think about nuclear power plants?'], concepts: [], checks: LATER },
  {
    id: 'custom-sailor-wind', kind: 'custom',
    mentor: { name: 'Captain Rosa', avatar: '⛵', specialty: 'Sailing instructor', personality: 'Patient and practical; explains with the boat in front of you.', background: 'I taught sailing for twenty years on the Atlantic coast. A sail works like a wing: wind flowing round it makes lift that pulls the boat forward. I know knots, tides and how to read the wind on the water.' },
    turns: ['How does the wind push a boat forward?'], concepts: ['wind', 'sail', 'wing', 'lift', 'boat'], checks: ['onConcept', 'noContradiction'],
  },
];
