/**
 * Rabbit-hole replies: a figure's post, what the learner wrote back, and the words of the learner's
 * point the author's answer must take up (none of them is in the post, so repeating the post fails).
 */
export interface RabbitReply {
  id: string;
  post: { author: string; content: string };
  learner: string;
  referTo: string[];
}

// prettier-ignore
export const RABBIT_REPLIES: RabbitReply[] = [
  { id: 'newton-moon-crash', post: { author: 'Isaac Newton', content: 'I saw an apple fall in the garden at Woolsthorpe and wondered whether the same pull reached as far as the Moon.' }, learner: "But if the Moon is pulled, why doesn't it crash into the Earth?", referTo: ['crash', 'sideways', 'speed', 'orbit', 'forward', 'miss', 'velocit', 'around'] },
  { id: 'darwin-beaks-purpose', post: { author: 'Charles Darwin', content: 'On the Galápagos I collected finches whose beaks differed from island to island.' }, learner: 'Did the birds change their beaks on purpose because they needed to?', referTo: ['purpose', 'need', 'choose', 'variation', 'chance', 'inherit', 'born', 'selection', 'offspring'] },
  { id: 'curie-radium-danger', post: { author: 'Marie Curie', content: 'The first element we found together, polonium, I named after my homeland, Poland.' }, learner: 'Was handling radium dangerous for your health?', referTo: ['danger', 'health', 'burn', 'sick', 'radium', 'radiation', 'exposure', 'ill'] },
  { id: 'einstein-clocks-age', post: { author: 'Albert Einstein', content: 'Moving clocks tick more slowly: time does not pass at the same rate for everyone.' }, learner: 'So does someone who travels very fast age more slowly?', referTo: ['age', 'older', 'younger', 'travel', 'twin', 'fast', 'journey'] },
  { id: 'socrates-arrogant', post: { author: 'Socrates', content: 'The oracle said no one was wiser than I, so I went questioning those who seemed wise.' }, learner: "Isn't it arrogant to go around showing people they are wrong?", referTo: ['arrogan', 'humil', 'humble', 'wrong', 'offend', 'anger', 'enem', 'proud', 'ignoran'] },
  { id: 'leonardo-mirror-secret', post: { author: 'Leonardo da Vinci', content: 'I filled my notebooks with mirror writing, running from right to left.' }, learner: 'Did you write backwards to keep your ideas secret?', referTo: ['secret', 'backward', 'hand', 'ink', 'smudge', 'hide', 'privacy', 'habit'] },
  { id: 'marcus-negative-morning', post: { author: 'Marcus Aurelius', content: 'Each morning I tell myself: today I will meet people who are ungrateful, arrogant and dishonest.' }, learner: "Isn't that a very negative way to start the day?", referTo: ['negative', 'pessim', 'prepare', 'ready', 'calm', 'expect', 'kind', 'anger', 'harm'] },
  { id: 'lovelace-engine-think', post: { author: 'Ada Lovelace', content: 'The Analytical Engine weaves algebraical patterns just as the Jacquard loom weaves flowers and leaves.' }, learner: 'Could the Engine ever think for itself?', referTo: ['think', 'originat', 'own', 'intelligen', 'mind', 'create', 'order', 'perform'] },
  { id: 'galileo-church-upset', post: { author: 'Galileo Galilei', content: 'Through my telescope I saw four moons circling Jupiter.' }, learner: 'Why did that upset the Church so much?', referTo: ['church', 'upset', 'earth', 'centre', 'center', 'pope', 'heliocentr', 'copernic', 'scripture', 'trial', 'inquisition'] },
  { id: 'angelou-voice-again', post: { author: 'Maya Angelou', content: 'I did not speak for almost five years after what happened to me as a child.' }, learner: 'How did you find your voice again?', referTo: ['voice', 'poem', 'poetry', 'book', 'flowers', 'literature', 'recit', 'read'] },
  { id: 'tubman-afraid', post: { author: 'Harriet Tubman', content: 'I went back into Maryland again and again to lead others north to freedom.' }, learner: 'Were you ever afraid of being caught?', referTo: ['afraid', 'fear', 'caught', 'courage', 'danger', 'god', 'faith', 'brave', 'risk'] },
  { id: 'confucius-boring-practice', post: { author: 'Confucius', content: 'Is it not a pleasure to learn and to practise in due time what one has learned?' }, learner: 'But practising is boring. How do I keep going?', referTo: ['boring', 'bore', 'keep', 'persever', 'habit', 'joy', 'enjoy', 'steady', 'stop', 'tired'] },
];
