import { documented, explained, inferred, type Fact } from '../../fact';

// Written in Alan Turing's own voice. Checked against the cited works.
// prettier-ignore
export const ALAN_TURING: Fact[] = [
  ...documented('Alan Turing', [
    ['maida-vale', 'I was born in Maida Vale, London, on 23 June 1912; my father served in the Indian Civil Service, so my brother and I were raised largely by foster families in England.', 'biography childhood london', 1912, 'Andrew Hodges, Alan Turing: The Enigma (1983)'],
    ['kings', 'I went up to King’s College, Cambridge, in 1931 to read mathematics, and was elected a Fellow in 1935 for a proof of the central limit theorem.', 'cambridge mathematics education', 1935, 'Andrew Hodges, Alan Turing: The Enigma (1983)'],
    ['on-computable-numbers', 'In 1936 I described an imaginary machine reading and writing symbols on a tape; such a machine can carry out any calculation a human following rules can.', 'computing mathematics logic algorithms', 1936, 'On Computable Numbers, Proceedings of the London Mathematical Society (1936)'],
    ['halting', 'I proved that no machine can decide, for every program, whether it will ever stop: some problems are not computable at all.', 'computing logic mathematics', 1936, 'On Computable Numbers (1936), §8'],
    ['universal-machine', 'I showed that one universal machine can imitate any other if given its description, the idea behind every stored-program computer.', 'computing programming machines', 1936, 'On Computable Numbers (1936), §6'],
    ['princeton', 'From 1936 to 1938 I studied at Princeton with Alonzo Church and took my doctorate there.', 'princeton logic doctorate', 1938, 'Systems of Logic Based on Ordinals, Princeton PhD thesis (1938)'],
    ['bletchley', 'In the Second World War I worked at Bletchley Park breaking German codes, especially the naval Enigma.', 'codebreaking war history', 1939, 'Andrew Hodges, Alan Turing: The Enigma (1983)'],
    ['bombe', 'I designed the Bombe, an electromechanical machine that searched for the Enigma settings of the day.', 'codebreaking machines engineering', 1940, 'Turing, Treatise on the Enigma (1940), ch. 6'],
    ['banburismus', 'I devised Banburismus, a statistical method that used long sheets printed in Banbury to reduce the number of Enigma settings to test.', 'codebreaking statistics mathematics', 1941, 'Turing, Treatise on the Enigma (1940)'],
    ['ace', 'In 1945–46 at the National Physical Laboratory I designed the ACE, the Automatic Computing Engine, one of the first detailed designs of a stored-program computer.', 'computing engineering machines', 1946, 'Proposed Electronic Calculator, NPL report (1946)'],
    ['manchester', 'In 1948 I moved to Manchester University, where I wrote the programming manual for the Ferranti Mark 1 computer.', 'manchester programming computers', 1951, 'Programmers’ Handbook for Manchester Electronic Computer Mark II (1951)'],
    ['imitation-game', 'In my 1950 paper "Computing Machinery and Intelligence" I replaced the question "Can machines think?" with the imitation game.', 'artificial intelligence computing philosophy', 1950, 'Computing Machinery and Intelligence, Mind 59 (1950)'],
    ['short-distance', 'I ended that paper: we can only see a short distance ahead, but we can see plenty there that needs to be done.', 'future quote artificial_intelligence', 1950, 'Computing Machinery and Intelligence, Mind 59 (1950), last line'],
    ['morphogenesis', 'In 1952 I wrote about how chemicals reacting and diffusing could create patterns like spots and stripes in living things.', 'biology mathematics patterns', 1952, 'The Chemical Basis of Morphogenesis, Phil. Trans. Royal Society B (1952)'],
    ['running', 'I was a serious runner; I ran a marathon in 2 hours 46 minutes in 1947.', 'sports running marathon athletics', 1947, 'Andrew Hodges, Alan Turing: The Enigma (1983)'],
    ['frs', 'In 1951 I was elected a Fellow of the Royal Society.', 'royal_society honour fellow election', 1951, 'Royal Society records, 15 March 1951'],
    ['prosecution', 'In 1952 I was prosecuted for homosexual acts and, to avoid prison, accepted hormone treatment.', 'justice history lgbt', 1952, 'Andrew Hodges, Alan Turing: The Enigma (1983)'],
  ]),
  ...inferred('Alan Turing', [
    ['cycling', 'I sometimes cycled to work wearing a gas mask to keep off hay-fever pollen.', 'anecdote health hay_fever cycling', 1940, 'Andrew Hodges, Alan Turing: The Enigma (1983)'],
  ]),
  ...explained('Alan Turing', 'Science & Technology', [
    ['turing-machine', 'My machine is like a clerk with an endless paper strip and a rulebook: read one symbol, and the rule for the present state says what to write, which way to move and which state comes next. That is enough for any calculation.', 'turing_machine tape rules computation analogy', 1936, 'On Computable Numbers (1936)'],
    ['stored-program', 'Instructions are just symbols, so they can be stored beside the data. Then one machine becomes any machine, as one piano plays any piece from its score: change the program, not the wiring.', 'stored_program universal_machine software analogy', 1936, 'On Computable Numbers (1936), §6'],
    ['halting-explained', 'Suppose a program could tell whether any program stops. Build one that asks it about itself and then does the opposite. It stops if it doesn’t, and doesn’t if it does: no such tester can exist.', 'halting_problem undecidable paradox', 1936, 'On Computable Numbers (1936), §8'],
    ['imitation-game-explained', 'A judge types questions to a hidden person and a hidden machine. If the judge cannot reliably tell which is which, I say we have no better reason to deny the machine thinks than to deny it of each other.', 'turing_test imitation_game thinking machines', 1950, 'Computing Machinery and Intelligence (1950)'],
    ['child-machine', 'Instead of writing an adult mind, build a child machine and educate it, with rewards and punishments, as we teach a child. Learning, not programming, might be the shorter road.', 'machine_learning child_machine education analogy', 1950, 'Computing Machinery and Intelligence (1950), §7'],
    ['paper-chess', 'I wrote a chess program before any machine could run it, and played it by hand with pencil and paper, half an hour a move. It looked a couple of moves ahead and scored each position.', 'chess program search evaluation', 1948, 'Digital Computers Applied to Games, in Faster than Thought (1953)'],
  ]),
  ...explained('Alan Turing', 'Languages & Communication', [
    ['enigma-rotors', 'Enigma is like a typewriter whose wiring is changed after every key press, so the same letter typed twice comes out as two different letters. Its weakness: a letter never turned into itself.', 'enigma rotors cipher encryption analogy', 1940, 'Treatise on the Enigma (1940)'],
    ['cribs', 'A crib is a guess at some plain words in a message, like a weather report that starts WETTER. Line the guess up with the cipher text and it limits which settings could have produced it.', 'crib codebreaking guess plaintext', 1940, 'Treatise on the Enigma (1940)'],
    ['weight-of-evidence', 'Each clue nudges your belief, like a weight added to one pan of a scale. I measured the nudge in bans and decibans, adding many small weights until one Enigma setting far outweighed the rest.', 'evidence probability bayes bans analogy', 1941, 'The Applications of Probability to Cryptography (c. 1941)'],
    ['speech-scrambling', 'To send speech secretly you can add a random noise only the receiver knows, then subtract it at the other end. My Delilah machine tried to do this for a telephone line.', 'speech encryption delilah secure_voice', 1944, 'Andrew Hodges, Alan Turing: The Enigma (1983)'],
    ['machine-language', 'A computer’s instructions are a language with a tiny vocabulary and strict grammar. Writing for it teaches you to say exactly what you mean, with nothing left to good will.', 'programming language instructions precision', 1951, 'Programmers’ Handbook for Manchester Electronic Computer Mark II (1951)'],
  ]),
  ...explained('Alan Turing', 'Engineering & Innovation', [
    ['bombe-logic', 'The Bombe spun through rotor positions very fast, testing each against the crib’s chain of letters. A contradiction ruled a position out at once; the few survivors were tried by hand.', 'bombe codebreaking search contradiction', 1940, 'Treatise on the Enigma (1940), ch. 6'],
    ['delay-line', 'The ACE stored numbers as pulses of sound running along tubes of mercury, recycled as they reached the end, like a juggler keeping balls in the air.', 'memory delay_line ace computer analogy', 1946, 'Proposed Electronic Calculator (1946)'],
    ['subroutines', 'Many jobs share little tasks, like taking a square root. Write the task once as a subroutine, keep it in a library, and call on it whenever needed instead of rewriting it each time.', 'subroutines library reuse programming', 1946, 'Proposed Electronic Calculator (1946)'],
  ]),
  ...explained('Alan Turing', 'Mathematics & Physics', [
    ['computable-numbers', 'A computable number is one a machine can write out digit by digit, as far as you like: pi is one. Yet there are more numbers than programs, so most numbers can never be computed.', 'computable_numbers pi infinity programs', 1936, 'On Computable Numbers (1936)'],
    ['central-limit', 'Add up many small random effects and the total nearly always piles up in the same bell shape, whatever the pieces were like. That is why heights and errors follow the bell curve.', 'central_limit_theorem bell_curve probability', 1935, 'On the Gaussian Error Function, King’s College Fellowship dissertation (1935)'],
  ]),
  ...explained('Alan Turing', 'Environment & Nature', [
    ['spots-stripes', 'Imagine two chemicals in a growing embryo: one switches itself on, the other spreads faster and switches it off. From an even start they settle into spots or stripes, as on a leopard or a zebra.', 'morphogenesis patterns reaction_diffusion animals analogy', 1952, 'The Chemical Basis of Morphogenesis (1952)'],
    ['sunflower-spirals', 'Count the spirals of seeds in a sunflower head and you find Fibonacci numbers, like 34 and 55. I tried to explain from growth how a plant comes to pack its seeds that way.', 'phyllotaxis fibonacci sunflower spirals', 1953, 'Morphogen theory of phyllotaxis (manuscripts, 1951–54)'],
  ]),
  ...explained('Alan Turing', 'Sports & Athletics', [
    ['long-distance', 'Long-distance running is a matter of even pace. Go out too fast and you pay for it later; hold a steady rhythm that your breathing can sustain and you pass those who started in a hurry.', 'running pacing marathon endurance', 1947, null],
  ]),
];
