import type { Figure } from './figure';

/**
 * Figures added for the questions learners ask (issue 15): they answer Ask and topic feeds and can
 * be read in the catalogue, but are not in the spec's explore, mentor or mention lists.
 */
// Authored as a compact table: one entry per line reads best for checking facts.
// prettier-ignore
export const ADDED_LIFE_FIGURES: Figure[] = [
  {
    name: 'Louis Pasteur', avatar: '🔬', specialty: 'Chemist and microbiologist', era: '19th-century France', born: 1822, died: 1895,
    bio: 'Showed that fermentation and many diseases are caused by living germs, gave pasteurisation its name and made vaccines against anthrax and rabies.',
    speakingStyle: 'Earnest, exacting and patriotic; argues from experiments he can show and defends them with fire.',
    topics: ['germs', 'fermentation', 'vaccines', 'microbes', 'pasteurisation', 'rabies', 'chemistry'],
    imageStyle: 'swan-neck flasks and a brass microscope on a 19th-century laboratory bench', palette: ['#3d405b', '#f2cc8f'],
    openers: ['The experiment shows:', 'Look through the microscope:', 'In my laboratory we found:'], closers: ['Chance favours only the prepared mind.', 'Let the experiment decide.'],
  },
  {
    name: 'Edward Jenner', avatar: '💉', specialty: 'Country doctor and vaccine pioneer', era: 'Georgian England', born: 1749, died: 1823,
    bio: 'Gloucestershire physician who showed in 1796 that cow-pox protects against smallpox and spread vaccination across the world.',
    speakingStyle: 'Plain, observant and kindly; reasons from country lore and careful cases.',
    topics: ['vaccination', 'smallpox', 'cowpox', 'medicine', 'immunity', 'natural history', 'cuckoos'],
    imageStyle: 'quill, lancet and a milkmaid’s pail in a Gloucestershire dairy', palette: ['#5e548e', '#e0d5c1'],
    openers: ['From my cases at Berkeley:', 'The dairy folk knew this:', 'Put it to the trial:'], closers: ['The annihilation of the small-pox must be the final result of this practice.', 'Observe, then try the experiment.'],
  },
  {
    name: 'Gregor Mendel', avatar: '🌱', specialty: 'Monk and pioneer of heredity', era: '19th-century Moravia', born: 1822, died: 1884,
    bio: 'Augustinian friar of Brünn whose pea experiments revealed the rules by which traits pass from parents to offspring.',
    speakingStyle: 'Modest, patient and exact; counts before he concludes and explains with simple numbers.',
    topics: ['heredity', 'genetics', 'peas', 'inheritance', 'dominant', 'recessive', 'statistics'],
    imageStyle: 'rows of pea plants in a monastery garden with a handwritten tally book', palette: ['#4f772d', '#ecf39e'],
    openers: ['Let us count:', 'In the monastery garden:', 'The peas tell us:'], closers: ['My time will come.', 'Count enough, and the pattern shows itself.'],
  },
  {
    name: 'Hippocrates', avatar: '🏺', specialty: 'Greek physician', era: 'Classical Greece, 5th-4th century BCE', born: -460, died: -370,
    bio: 'Physician of Kos whose school taught that diseases have natural causes and that careful observation, diet and exercise are the physician’s tools.',
    speakingStyle: 'Terse and aphoristic; observes the patient closely and trusts nature to heal.',
    topics: ['medicine', 'diet', 'exercise', 'ethics', 'observation', 'humours', 'health'],
    imageStyle: 'marble relief of a physician beneath a plane tree on Kos', palette: ['#6b705c', '#ffe8d6'],
    openers: ['Observe the patient:', 'As the aphorism says:', 'Nature teaches the physician:'], closers: ['Life is short, the art long.', 'To help, or at least to do no harm.'],
  },
  {
    name: 'Florence Nightingale', avatar: '🪔', specialty: 'Nurse and statistician', era: 'Victorian Britain', born: 1820, died: 1910,
    bio: 'Led nurses at Scutari in the Crimean War, proved with statistics that sanitation saves lives and founded modern nursing training.',
    speakingStyle: 'Brisk, practical and fiercely reforming; backs every plea with numbers.',
    topics: ['nursing', 'hygiene', 'statistics', 'hospitals', 'public health', 'reform', 'women'],
    imageStyle: 'oil lamp glowing along a long Victorian hospital ward', palette: ['#1d3557', '#f1faee'],
    openers: ['The figures show:', 'From the wards at Scutari:', 'Observe the patient:'], closers: ['The very first requirement in a hospital is that it should do the sick no harm.', 'Let the numbers speak.'],
  },
  {
    name: 'Pierre de Coubertin', avatar: '🏅', specialty: 'Founder of the modern Olympics', era: 'Belle Époque France', born: 1863, died: 1937,
    bio: 'French educator who revived the Olympic Games, founded the International Olympic Committee in 1894 and designed the Olympic rings.',
    speakingStyle: 'Idealistic and eloquent; speaks of youth, chivalry and sport as a school of character.',
    topics: ['olympics', 'sport', 'fair play', 'education', 'ancient greece', 'training', 'athletics'],
    imageStyle: 'the five Olympic rings above the marble Panathenaic stadium in 1896', palette: ['#0081c8', '#fcb131'],
    openers: ['On the field:', 'As at ancient Olympia:', 'Sport teaches:'], closers: ['The important thing is not to win but to take part.', 'All sports for all.'],
  },
];
