import { documented, explained, inferred, type Fact } from '../../fact';

// Written in Richard Feynman's own voice. Checked against the cited works.
// prettier-ignore
export const RICHARD_FEYNMAN: Fact[] = [
  ...documented('Richard Feynman', [
    ['far-rockaway', 'I was born in 1918 in New York and grew up in Far Rockaway, Queens, where I fixed radios for the neighbours as a boy.', 'biography childhood radios new_york', 1918, 'Surely You’re Joking, Mr. Feynman! (1985), "He Fixes Radios by Thinking!"'],
    ['qed', 'I shared the 1965 Nobel Prize in Physics with Tomonaga and Schwinger for quantum electrodynamics, the theory of how light and electrons interact.', 'quantum physics light nobel', 1965, 'Nobel Prize in Physics 1965, Nobel Foundation record'],
    ['diagrams', 'I invented little pictures, which others came to call Feynman diagrams, to keep track of how particles interact; they turned pages of algebra into sketches you can reason with.', 'quantum physics diagrams teaching', 1949, 'The Theory of Positrons, Physical Review 76 (1949)'],
    ['manhattan', 'At Los Alamos during the war I worked on the bomb project and amused myself by cracking colleagues’ safes and filing cabinets.', 'war nuclear anecdote history', 1944, 'Surely You’re Joking, Mr. Feynman! (1985), "Safecracker Meets Safecracker"'],
    ['challenger', 'On the Challenger commission in 1986 I dipped a piece of O-ring rubber in ice water on live television to show it lost its springiness in the cold.', 'engineering space investigation experiment', 1986, 'Rogers Commission public hearing, 11 February 1986'],
    ['challenger-quote', 'I ended my Challenger report with: for a successful technology, reality must take precedence over public relations, for nature cannot be fooled.', 'engineering honesty quote', 1986, 'Report of the Presidential Commission (1986), Appendix F'],
    ['lectures', 'In 1961–63 I taught the introductory physics course at Caltech; the lectures became the Feynman Lectures on Physics.', 'teaching physics education learning', 1963, 'The Feynman Lectures on Physics (1963–65), preface'],
    ['cargo-cult', 'In my 1974 Caltech commencement talk on cargo cult science I said the first principle is that you must not fool yourself, and you are the easiest person to fool.', 'science honesty learning quote', 1974, 'Cargo Cult Science, Caltech commencement address (1974)'],
    ['bongos', 'I played bongo drums with enthusiasm, and in Brazil I played the frigideira in a samba band at Carnival.', 'music drums fun', 1952, 'Surely You’re Joking, Mr. Feynman! (1985), "O Americano, Outra Vez!"'],
    ['brazil', 'I spent ten months teaching in Brazil in 1951–52 and found students who could recite definitions but could not apply them to the world outside the window.', 'education learning teaching', 1952, 'Surely You’re Joking, Mr. Feynman! (1985), "O Americano, Outra Vez!"'],
    ['father', 'My father taught me the difference between knowing the name of something and knowing something: you can know a bird’s name in every language and nothing about the bird.', 'learning curiosity education', 1925, 'What Do You Care What Other People Think? (1988), "The Making of a Scientist"'],
    ['nanotechnology', 'In 1959 I gave a talk, There’s Plenty of Room at the Bottom, about writing and building things atom by atom.', 'nanotechnology physics invention', 1959, 'There’s Plenty of Room at the Bottom, APS meeting, 29 December 1959'],
    ['quantum-computing', 'In 1981 I argued that nature isn’t classical, so if you want to simulate it, you had better build a quantum mechanical computer.', 'computing quantum physics', 1981, 'Simulating Physics with Computers, talk at MIT (1981)'],
    ['surely-youre-joking', 'My stories were collected in Surely You’re Joking, Mr. Feynman!, published in 1985.', 'books anecdote stories memoir', 1985, 'Surely You’re Joking, Mr. Feynman! (1985)'],
    ['arline', 'My first wife Arline died of tuberculosis in 1945; in 1946 I wrote her a letter I never sent, saying I loved my wife, and my wife is dead.', 'love grief biography', 1946, 'Letter to Arline, 17 October 1946'],
    ['maxwell', 'In my Lectures I wrote that, from a long view of history, Maxwell’s discovery of the laws of electrodynamics will be judged the most significant event of the 19th century.', 'electricity magnetism history physics', 1964, 'The Feynman Lectures on Physics, vol. 2 (1964), ch. 1'],
  ]),
  ...inferred('Richard Feynman', [
    ['wobbling-plate', 'In a cafeteria at Cornell I watched a spinning plate wobble and worked out its motion just for fun; that playful work led back to the physics that won my Nobel.', 'curiosity physics motion fun', 1947, 'Surely You’re Joking, Mr. Feynman! (1985), "The Dignified Professor"'],
    ['art', 'In my forties I learned to draw and sold some drawings under the name "Ofey".', 'art drawing learning', 1964, 'Surely You’re Joking, Mr. Feynman! (1985), "But Is It Art?"'],
  ]),
  ...explained('Richard Feynman', 'Mathematics & Physics', [
    ['atoms-sentence', 'If all knowledge were lost and one sentence could be passed on, I would choose: all things are made of atoms, little particles always moving, attracting when a bit apart, repelling when squeezed.', 'atoms matter particles motion', 1963, 'The Feynman Lectures on Physics, vol. 1 (1963), ch. 1'],
    ['energy-blocks', 'Energy is like a child’s 28 blocks: mother counts them each evening, and if some are missing they are under the rug or in the bath. The total never changes; only where it hides.', 'energy conservation blocks analogy', 1963, 'The Feynman Lectures on Physics, vol. 1 (1963), ch. 4'],
    ['double-slit', 'Fire electrons one at a time at two slits and they build up stripes on the screen, like ripples from two stones crossing on a pond. Watch which slit each goes through and the stripes vanish. That is the quantum mystery.', 'double_slit quantum electrons interference analogy', 1965, 'The Feynman Lectures on Physics, vol. 3 (1965), ch. 1'],
    ['sky-colour', 'Air molecules shake in sunlight and throw some of it sideways, far more blue than red: so the sky is blue. Through the long path of air at sunset the blue is scattered away, and the sun looks red.', 'sky blue sunset red colour scattering light atmosphere', 1963, 'The Feynman Lectures on Physics, vol. 1 (1963), ch. 32'],
    ['all-paths', 'Light going from a lamp to your eye, in my way of thinking, tries every path at once. The paths near the straight, quickest one add up; the crazy ones cancel out. So light seems to go straight.', 'light paths quantum least_time', 1985, 'QED: The Strange Theory of Light and Matter (1985), ch. 2'],
    ['mirror-reflection', 'Why does a mirror reflect at equal angles? Every part of the mirror reflects, but only near the middle do the arrows of neighbouring paths point the same way and add up.', 'reflection mirror light quantum', 1985, 'QED: The Strange Theory of Light and Matter (1985), ch. 2'],
    ['uncertainty', 'You cannot pin down both where an electron is and how fast it goes. Squeeze it into a smaller space and it moves more wildly, like a bee in a shrinking jar; that is why atoms do not collapse.', 'uncertainty quantum electrons atoms analogy', 1963, 'The Feynman Lectures on Physics, vol. 1 (1963), ch. 6'],
    ['guess-test', 'How do we find a new law? First we guess it. Then we work out what it predicts and compare with experiment. If it disagrees, it is wrong, no matter how beautiful or who made it.', 'scientific_method laws experiment guess', 1964, 'The Character of Physical Law (1965), ch. 7'],
  ]),
  ...explained('Richard Feynman', 'Education & Learning', [
    ['name-vs-know', 'Knowing the name of a bird in every language tells you nothing about the bird. Watch what it does: why does it peck at its feathers? That is where understanding starts.', 'understanding names learning curiosity', 1988, 'What Do You Care What Other People Think? (1988)'],
    ['explain-simply', 'If I can’t explain an idea at a freshman level, I don’t really understand it yet. Trying to teach it simply shows you the holes in your own understanding.', 'teaching explanation understanding learning', 1987, 'David Goodstein, Feynman’s Lost Lecture (1996), recalling Feynman'],
    ['brazil-lesson', 'My Brazilian students could recite that light is polarised by reflection, yet not see it in the bay outside. Memorised words are not knowledge until you test them on the world.', 'rote_learning understanding teaching examples', 1952, 'Surely You’re Joking, Mr. Feynman! (1985)'],
    ['play', 'When physics began to feel like a chore, I decided to play with it again, for fun, like the wobbling plate. Curiosity keeps you learning when duty runs out.', 'play curiosity motivation burnout', 1947, 'Surely You’re Joking, Mr. Feynman! (1985), "The Dignified Professor"'],
  ]),
  ...explained('Richard Feynman', 'Engineering & Innovation', [
    ['o-ring-cold', 'A rubber seal must spring back quickly to fill the gap as the joint flexes. Cold rubber is sluggish, like a cold ball that barely bounces: in ice water my sample stayed squashed. On a freezing launch day the seal could not keep up.', 'o_ring challenger cold rubber analogy', 1986, 'Report of the Presidential Commission (1986), Appendix F'],
    ['risk-numbers', 'Managers said one shuttle in 100,000 would fail; engineers said about one in a hundred. When bosses and engineers differ that much, someone is not listening to the evidence.', 'risk probability engineering safety', 1986, 'Report of the Presidential Commission (1986), Appendix F'],
    ['small-machines', 'Nothing in physics forbids building machines atom by atom. Make tools that make smaller tools, and you could write whole encyclopaedias on the head of a pin.', 'nanotechnology miniaturisation machines atoms', 1959, 'There’s Plenty of Room at the Bottom (1959)'],
  ]),
  ...explained('Richard Feynman', 'Sports & Athletics', [
    ['spinning-plate', 'A plate tossed with spin wobbles as it flies, and for fun I worked out how the wobble and the spin are tied together. Spin keeps a thrown disc’s axis steady, which is why it flies true.', 'spin wobble discus frisbee', 1947, 'Surely You’re Joking, Mr. Feynman! (1985), "The Dignified Professor"'],
    ['friction-grip', 'Friction is what lets you walk, run and turn: your shoe pushes back on the ground and the ground pushes you forward. On ice the ground cannot push back, and your feet fly out.', 'friction running walking ice', 1963, 'The Feynman Lectures on Physics, vol. 1 (1963), ch. 12'],
  ]),
  ...explained('Richard Feynman', 'Music & Performance', [
    ['drum-rhythm', 'Drumming is counting with your body: one hand plays three beats while the other plays two in the same time. I practised polyrhythms until my hands did it without thinking.', 'drums rhythm polyrhythm practice', 1952, 'Surely You’re Joking, Mr. Feynman! (1985)'],
  ]),
  ...explained('Richard Feynman', 'Science & Technology', [
    ['dna-bits', 'Biologists already know how much can be written in a tiny space: everything a cell needs to build itself is stored in long DNA molecules, with about fifty atoms for each bit of information. Nature writes small.', 'dna information biology cell atoms', 1959, 'There’s Plenty of Room at the Bottom, APS meeting, 29 December 1959'],
    ['computer-simulation', 'An ordinary computer struggles to copy quantum nature, because the possibilities double with every particle. A computer built of quantum parts could keep up with nature by being like it.', 'quantum_computer simulation computing', 1981, 'Simulating Physics with Computers (1982)'],
    ['fool-yourself', 'Report everything that could make your result wrong, not just what makes it look good. The test of real science is whether you bend over backwards to show how you might be fooled.', 'honesty bias integrity science', 1974, 'Cargo Cult Science (1974)'],
  ]),
];
