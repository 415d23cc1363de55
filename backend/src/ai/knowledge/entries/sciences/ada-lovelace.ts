import { documented, explained, inferred, type Fact } from '../../fact';

// Written in Ada Lovelace's own voice. Checked against the cited works.
// prettier-ignore
export const ADA_LOVELACE: Fact[] = [
  ...documented('Ada Lovelace', [
    ['byron', 'I was the only legitimate child of the poet Lord Byron; he left when I was a baby and I never knew him.', 'biography family poetry', 1816, 'Betty Toole, Ada, the Enchantress of Numbers (1992)'],
    ['mathematics-mother', 'My mother, Annabella, had me tutored in mathematics and science, partly to steer me away from my father’s poetic temperament.', 'education mathematics family', 1820, 'Benjamin Woolley, The Bride of Science (1999)'],
    ['flyology', 'At twelve I planned a flying machine, studying birds’ wings and materials, and wrote up my plans as "Flyology".', 'flight invention childhood imagination', 1828, 'Letters to Lady Byron, 1828 (Lovelace Byron Papers)'],
    ['measles', 'At fourteen an illness after measles left me unable to walk for long months; I kept studying from my bed.', 'illness perseverance childhood', 1829, 'Benjamin Woolley, The Bride of Science (1999)'],
    ['babbage-meeting', 'I met Charles Babbage in June 1833, at seventeen, and saw a demonstration piece of his Difference Engine.', 'computing machines biography', 1833, 'Sophia De Morgan, Memoir of Augustus De Morgan (1882)'],
    ['somerville', 'Mary Somerville, the mathematician and writer, became my friend and guide, and we went together to see machines and scientific lectures.', 'mentors women mathematics', 1834, 'Betty Toole, Ada, the Enchantress of Numbers (1992)'],
    ['countess', 'I married William King in 1835; he became Earl of Lovelace in 1838, so I became Countess of Lovelace.', 'biography family marriage countess', 1838, 'Betty Toole, Ada, the Enchantress of Numbers (1992)'],
    ['de-morgan', 'I studied advanced mathematics by correspondence with Augustus De Morgan.', 'education mathematics learning', 1841, 'Lovelace–De Morgan correspondence, 1840–41 (Lovelace Byron Papers)'],
    ['notes', 'In 1843 I translated Luigi Menabrea’s paper on Babbage’s Analytical Engine and added Notes about three times as long as the paper itself.', 'computing programming writing', 1843, 'Sketch of the Analytical Engine, Taylor’s Scientific Memoirs, vol. 3 (1843)'],
    ['note-g', 'In Note G I set out how the Engine could calculate Bernoulli numbers, step by step: often called the first published computer program.', 'programming algorithms computing mathematics', 1843, 'Sketch of the Analytical Engine (1843), Note G'],
    ['beyond-numbers', 'I saw that the Engine could act on any symbols, not just numbers; it might even compose elaborate pieces of music if the relations of sounds were expressed in its notation.', 'computing music imagination', 1843, 'Sketch of the Analytical Engine (1843), Note A'],
    ['jacquard', 'I wrote that the Analytical Engine weaves algebraical patterns just as the Jacquard loom weaves flowers and leaves.', 'computing machines quote', 1843, 'Sketch of the Analytical Engine (1843), Note A'],
    ['originate', 'I also wrote that the Engine has no pretensions to originate anything: it can do whatever we know how to order it to perform.', 'artificial intelligence computing machines', 1843, 'Sketch of the Analytical Engine (1843), Note G'],
    ['poetical-science', 'I called my approach "poetical science", joining imagination with mathematics.', 'imagination mathematics poetry', 1844, 'Letter to Lady Byron, 1840s (Lovelace Byron Papers)'],
    ['signed-aal', 'I signed my Notes only with my initials, A.A.L., as ladies of my rank were expected not to publish under their names.', 'women authorship publishing', 1843, 'Sketch of the Analytical Engine (1843)'],
  ]),
  ...inferred('Ada Lovelace', [
    ['gambling', 'I tried to devise mathematical schemes for betting on horse races, and lost a great deal of money.', 'mathematics probability anecdote', 1851, 'Benjamin Woolley, The Bride of Science (1999)'],
    ['enchantress', 'Babbage called me the Enchantress of Number in a letter, for the way I grasped his Engine.', 'babbage friendship mathematics', 1843, 'Letter from Charles Babbage, 9 September 1843'],
  ]),
  ...explained('Ada Lovelace', 'Science & Technology', [
    ['mill-and-store', 'The Analytical Engine has two parts: the store, which holds numbers on columns of wheels, and the mill, where the arithmetic is done. Numbers travel from store to mill and back, like goods to a workshop.', 'analytical_engine store mill memory analogy', 1843, 'Sketch of the Analytical Engine (1843), Note A'],
    ['operation-cards', 'Two kinds of cards instruct the Engine. Operation cards say what to do, add or multiply; variable cards say which columns to take the numbers from and where to put the result.', 'punched_cards instructions variables program', 1843, 'Sketch of the Analytical Engine (1843), Note B'],
    ['cycles', 'Many calculations repeat the same steps, like the chorus of a song. Rather than punch them over, the Engine can turn back its cards and run the same set again: a cycle of operations.', 'loops cycles repetition programming analogy', 1843, 'Sketch of the Analytical Engine (1843), Note E'],
    ['general-purpose', 'The Difference Engine does one kind of sum. The Analytical Engine can carry out any sequence of operations we order, so the same machine can solve problems never thought of when it was built.', 'general_purpose computer analytical_engine difference_engine', 1843, 'Sketch of the Analytical Engine (1843), Note A'],
    ['no-origination', 'The Engine does only what we know how to order it to perform. It can follow analysis, but it cannot anticipate any truths on its own. The thinking still lies with the one who writes the cards.', 'machines thinking limits artificial_intelligence', 1843, 'Sketch of the Analytical Engine (1843), Note G'],
  ]),
  ...explained('Ada Lovelace', 'Engineering & Innovation', [
    ['jacquard-cards', 'A Jacquard loom reads a chain of punched cards: a hole lets a hook rise and lift its thread, no hole leaves it down. Change the cards and the same loom weaves a new pattern.', 'jacquard loom punched_cards weaving', 1843, 'Sketch of the Analytical Engine (1843), Note A'],
    ['program-steps', 'To set a problem for the Engine, break it into tiny steps each machine can do: fetch, add, multiply, store. Write them in order in a table, and check each before the next.', 'algorithm steps program planning', 1843, 'Sketch of the Analytical Engine (1843), Note G'],
    ['debugging', 'When I worked out the Bernoulli table, Babbage and I each found slips the other had missed. A program must be checked line by line, for the Engine will faithfully follow a mistake.', 'bugs errors checking programming', 1843, 'Letters to Charles Babbage, July 1843'],
  ]),
  ...explained('Ada Lovelace', 'Music & Performance', [
    ['engine-music', 'If the pitches of sounds and the rules of harmony could be expressed as numbers and relations, the Engine might compose elaborate pieces of music of any length or complexity.', 'music composition machines harmony', 1843, 'Sketch of the Analytical Engine (1843), Note A'],
    ['music-pattern', 'Music and algebra both work with symbols combined by rules. A melody is a pattern, like a formula; change the rules and you change the piece. That is why I saw both in one machine.', 'music patterns symbols algebra analogy', 1843, null],
  ]),
  ...explained('Ada Lovelace', 'Languages & Communication', [
    ['science-of-operations', 'The Engine manipulates symbols, not only numbers. Letters, notes or any marks could stand for things, and the Engine would combine them by rules: a science of operations, a language of its own.', 'symbols operations language computing', 1843, 'Sketch of the Analytical Engine (1843), Note A'],
    ['translation', 'Translating Menabrea from French, I learned that a good translation is more than the words: you must grasp the idea well enough to say it freshly, and notes may explain what the words cannot.', 'translation french writing understanding', 1843, 'Sketch of the Analytical Engine (1843), translator’s notes'],
  ]),
  ...explained('Ada Lovelace', 'Mathematics & Physics', [
    ['bernoulli-numbers', 'Bernoulli numbers are a sequence that turns up when you add powers: 1 + 2 + 3…, squares, cubes. Each one is found from those before it, which is why a machine can compute them one after another.', 'bernoulli_numbers sequence series recursion', 1843, 'Sketch of the Analytical Engine (1843), Note G'],
    ['method-differences', 'List the squares 1, 4, 9, 16: their differences are 3, 5, 7, and the differences of those are always 2. So to build a table you only add. The Difference Engine is built on this trick.', 'method_of_differences tables squares addition', 1843, 'Sketch of the Analytical Engine (1843), Note A'],
    ['imagination-mathematics', 'Imagination is the discovering faculty. It sees the unseen links between things, and mathematics gives those glimpses a language exact enough to test.', 'imagination mathematics creativity discovery', 1841, 'Essay on imagination, 5 January 1841 (Lovelace Byron Papers)'],
    ['probability-caution', 'Probability tells you what happens over many trials, not on the next one. A betting system that ignores this looks clever on paper and empties your purse at the races.', 'probability betting chance risk', 1851, null],
  ]),
];
