import { documented, explained, type Fact } from '../../fact';

// Written in Maria Montessori's own voice. Checked against The Montessori Method (1912), The Secret of
// Childhood (1936), The Absorbent Mind (1949) and her lectures.
// prettier-ignore
export const MARIA_MONTESSORI: Fact[] = [
  ...documented('Maria Montessori', [
    ['chiaravalle', 'I was born on 31 August 1870 in Chiaravalle, in the province of Ancona in Italy; my family moved to Rome when I was a child.', 'biography italy family', 1870, 'Rita Kramer, Maria Montessori: A Biography (1976), ch. 1'],
    ['engineering-school', 'As a girl I studied at a boys’ technical school in Rome, meaning to become an engineer, before I turned to medicine.', 'education engineering girls school', 1886, 'Rita Kramer, Maria Montessori (1976), ch. 2'],
    ['doctor', 'In 1896 I graduated in medicine from the University of Rome, one of the first women in Italy to do so.', 'medicine doctor women firsts', 1896, 'University of Rome degree, July 1896'],
    ['berlin-congress', 'In 1896 I spoke for Italian women at the International Women’s Congress in Berlin, asking equal pay for women who do the same work as men.', 'women equal_pay congress rights', 1896, 'International Congress of Women, Berlin, September 1896; Kramer (1976), ch. 4'],
    ['orthophrenic', 'From 1900 I co-directed a school in Rome training teachers of children with mental disabilities; some of my pupils passed the state exams for ordinary children.', 'disability special_education teachers rome', 1900, 'The Montessori Method (1912)'],
    ['itard-seguin', 'I studied the French doctors Itard and Séguin, who taught disabled children through the senses, and translated their books into Italian by hand to absorb them.', 'itard seguin senses influence', 1900, 'The Montessori Method (1912)'],
    ['mario', 'In 1898 my son Mario was born; he was raised away from me at first, and later became my closest collaborator.', 'son family mario', 1898, 'Rita Kramer, Maria Montessori (1976), ch. 6'],
    ['casa-dei-bambini', 'On 6 January 1907 I opened the first Casa dei Bambini, House of Children, for about fifty small children in a tenement in San Lorenzo, a poor district of Rome.', 'casa_dei_bambini san_lorenzo school first', 1907, 'The Montessori Method (1912), ch. 3; inaugural address, 1907'],
    ['the-method', 'In 1909 I published The Method of Scientific Pedagogy; in English it appeared in 1912 as The Montessori Method and spread my work round the world.', 'book method publication', 1909, 'Il metodo della pedagogia scientifica (1909); The Montessori Method (1912)'],
    ['glass-classroom', 'In 1915, at the exhibition in San Francisco, a class of children worked in a room with glass walls so that visitors could watch them.', 'san_francisco exhibition demonstration classroom', 1915, 'Panama-Pacific International Exposition, 1915; Kramer (1976), ch. 13'],
    ['ami', 'In 1929 Mario and I founded the Association Montessori Internationale to train teachers and keep the method faithful.', 'ami training association', 1929, 'Association Montessori Internationale, founded 1929'],
    ['leave-italy', 'In 1934 I left Italy, as the Fascist government wanted my schools to serve its ends; soon after, my schools there were closed.', 'fascism exile italy schools', 1934, 'Rita Kramer, Maria Montessori (1976), ch. 17'],
    ['india', 'From 1939 Mario and I worked in India, training teachers in Madras and Kodaikanal; when Italy entered the war Mario was interned and I was confined, yet we were allowed to go on teaching.', 'india war training internment', 1940, 'Rita Kramer, Maria Montessori (1976), ch. 18'],
    ['absorbent-mind-book', 'In 1949 I published The Absorbent Mind, drawn from my lectures in India on the first six years of life.', 'absorbent_mind book lectures', 1949, 'The Absorbent Mind (1949)'],
  ]),
  ...explained('Maria Montessori', 'Education & Learning', [
    ['prepared-environment', 'A prepared environment is a room made for the child: low shelves, real tools, each material in its place. The adult prepares it; the child chooses freely and works, like a garden where seeds find what they need.', 'prepared_environment classroom independence choice analogy', 1912, 'The Montessori Method (1912)'],
    ['child-furniture', 'Our tables and chairs are light, so a child can carry them. If he knocks one over, the noise tells him he moved clumsily; the furniture itself teaches care.', 'furniture child_sized control_of_error movement', 1912, 'The Montessori Method (1912)'],
    ['sensitive-periods', 'A sensitive period is a time when the child is drawn to one skill with passion: order, movement, language, small objects. Like a caterpillar drawn to light at one age only, it passes if not used.', 'sensitive_periods development timing analogy', 1936, 'The Secret of Childhood (1936)'],
    ['absorbent-mind', 'Before six, the child absorbs the world like a sponge takes up water: language, customs, movements, without effort or lessons. The adult learns by study; the small child by living.', 'absorbent_mind early_childhood learning analogy', 1949, 'The Absorbent Mind (1949)'],
    ['control-of-error', 'Our materials check themselves. In the cylinder block, each cylinder fits only its own hole; if one is left over, the child sees the mistake and tries again, with no adult to correct him.', 'control_of_error self-correcting materials cylinders', 1912, 'The Montessori Method (1912)'],
    ['isolate-quality', 'Each sensorial material isolates one quality. The pink tower’s cubes differ only in size, the colour tablets only in colour, so the child’s mind fixes on that one difference.', 'sensorial materials pink_tower isolation', 1912, 'The Montessori Method (1912)'],
    ['mixed-ages', 'We group children across three years. The little ones learn by watching the older, and the older ones master their knowledge by helping; nobody is measured against a class of twins.', 'mixed_ages peer_learning classroom older_younger', 1949, 'The Absorbent Mind (1949)'],
    ['teacher-observer', 'The teacher here is a directress who observes more than she talks. She shows a material, then steps back, watching which child is ready for the next step, as a scientist watches nature.', 'teacher observation role guide analogy', 1912, 'The Montessori Method (1912)'],
    ['freedom-limits', 'Freedom does not mean doing anything at all. A child is free to choose his work and move about, but not to harm others or the materials. Liberty grows along with discipline.', 'freedom limits discipline independence', 1912, 'The Montessori Method (1912)'],
    ['practical-life', 'Pouring water, buttoning frames, sweeping and washing tables are not chores to us. They train the hand, the will and concentration, and give the small child his first independence.', 'practical_life independence coordination skills', 1912, 'The Montessori Method (1912)'],
    ['three-period-lesson', 'To teach names I use Séguin’s three periods. First: this is red. Second: give me the red. Third: what is this? The child moves from hearing a word, to recognising it, to saying it.', 'three_period_lesson naming vocabulary seguin', 1912, 'The Montessori Method (1912)'],
    ['forty-four-times', 'I watched a girl of three fit cylinders into their block forty-four times over, so absorbed she did not notice when we moved her chair. Then she stopped, rested and smiled as if refreshed.', 'concentration repetition observation attention', 1907, 'Spontaneous Activity in Education (1917)'],
    ['no-prizes', 'We tried medals and punishments and dropped them. The children gave the prizes away or ignored them; their reward was the work itself.', 'rewards punishment motivation intrinsic', 1912, 'The Montessori Method (1912)'],
    ['silence-game', 'In the silence game the whole class becomes perfectly still, until each child hears the clock and a bird outside. Then I whisper their names one by one. They love this effort of the will.', 'silence_game self_control attention listening', 1912, 'The Montessori Method (1912)'],
    ['hand-and-mind', 'The hand is the instrument of the mind. Children learn by touching, moving and doing; an idea they handled stays with them far longer than one they were only told.', 'hand movement hands-on learning', 1949, 'The Absorbent Mind (1949)'],
    ['help-me-alone', 'A child once asked me: help me to do it by myself. That is the whole aim. Every useless help is an obstacle to development.', 'independence help self-reliance autonomy', 1936, 'The Secret of Childhood (1936)'],
    ['cosmic-education', 'After six, children want to know how everything fits: the stars, the Earth, life, people. So we give them the big picture first as a story, then let them explore the details.', 'cosmic_education elementary big_picture curiosity', 1948, 'To Educate the Human Potential (1948)'],
    ['adolescents', 'Adolescents need real work and a place in society. I proposed farm schools, Erdkinder, where they would grow food, run a shop and earn their independence.', 'adolescents erdkinder work independence', 1948, 'From Childhood to Adolescence (1948)'],
    ['repetition', 'Children repeat an exercise not to get a result, but because the repetition itself builds them. Let a child redo a task many times; do not hurry him to the next.', 'repetition practice mastery patience', 1936, 'The Secret of Childhood (1936)'],
    ['normalisation', 'After real concentration on work they chose, disorderly children grow calm, kind and orderly. I call this normalisation: discipline from within rather than imposed.', 'normalisation self-discipline concentration calm', 1949, 'The Absorbent Mind (1949)'],
  ]),
  ...explained('Maria Montessori', 'Languages & Communication', [
    ['sandpaper-letters', 'Each sandpaper letter is cut out and glued on a smooth card. The child traces it with two fingers while saying its sound, so eye, ear and hand learn the letter together.', 'sandpaper_letters writing phonics touch', 1912, 'The Montessori Method (1912)'],
    ['movable-alphabet', 'With the movable alphabet, a box of cut-out letters, a child can build words before his hand can write them. He composes cat by finding the sounds, as if setting type.', 'movable_alphabet spelling words analogy', 1912, 'The Montessori Method (1912)'],
    ['explosion-writing', 'One day in our first House of Children a boy of four suddenly wrote a word on the floor with chalk and cried out, I can write! Soon the others were writing everywhere, walls included.', 'writing explosion literacy children', 1908, 'The Montessori Method (1912)'],
    ['mother-tongue', 'No one teaches a baby grammar, yet by three he speaks his mother tongue with its rules, while an adult struggles for years with a new language. The young mind absorbs language whole.', 'mother_tongue language_acquisition grammar babies', 1949, 'The Absorbent Mind (1949)'],
    ['exact-words', 'Children love exact names. Give a four-year-old the words rhombus, trapezoid or stamen, and he uses them with delight. Precise words sharpen what he sees.', 'vocabulary precise_words naming', 1912, 'The Montessori Method (1912)'],
  ]),
  ...explained('Maria Montessori', 'Psychology & Human Behavior', [
    ['tantrum-cause', 'Many tantrums are the child’s protest at an obstacle: an adult doing for him what he wanted to do, or disturbing the order he needs. Remove the obstacle and the storm often passes.', 'tantrums obstacles behaviour order', 1936, 'The Secret of Childhood (1936)'],
    ['order-sense', 'Small children have a strong sense of order: a thing out of its usual place can upset them. For them order is the map that lets them find their way, not fussiness.', 'order routine toddlers security analogy', 1936, 'The Secret of Childhood (1936)'],
    ['obedience-grows', 'Obedience grows in stages. At first the child cannot obey even if he wants to; then he can sometimes; at last he obeys gladly, because his will has become strong.', 'obedience will development self_control', 1949, 'The Absorbent Mind (1949)'],
  ]),
  ...explained('Maria Montessori', 'Social Issues & Justice', [
    ['san-lorenzo', 'The San Lorenzo children were left alone all day while their parents worked. A school inside the tenement gave them care and the mothers peace of mind; poverty need not mean neglect.', 'poverty childcare tenement working_mothers', 1907, 'Inaugural address at the Casa dei Bambini, 1907'],
    ['women-work', 'I argued that a woman should be paid the same as a man for the same work, and that homes could be organised so that women are freed for work and study.', 'women equal_pay work feminism', 1896, 'Speech at the International Women’s Congress, Berlin, 1896'],
  ]),
  ...explained('Maria Montessori', 'Science & Technology', [
    ['scientific-pedagogy', 'I brought to schools the method of the doctor and naturalist: observe children carefully, measure them, record what you see, and change the method by the results.', 'scientific_pedagogy observation measurement anthropology', 1910, 'Pedagogical Anthropology (1910)'],
  ]),
  ...explained('Maria Montessori', 'Philosophy & Ethics', [
    ['peace', 'Preventing conflict is the work of politics; establishing peace is the work of education. A child raised free and respected grows into an adult less easily led to war.', 'peace education war society', 1949, 'Education and Peace (1949)'],
  ]),
];
