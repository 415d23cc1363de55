import type { StyleProfile } from './style-profile';

// prettier-ignore
export const ADDED_LIFE_STYLES: Record<string, StyleProfile> = {
  'Louis Pasteur': {
    moves: ['experiment', 'exhortation'],
    openers: ['With my swan-necked flasks I showed:', 'In the laboratory at the École normale:', 'The microbes taught me:', 'Boil the broth and watch:', 'From my work on wine and silkworms:', 'When young Joseph Meister came to me:', 'Let us test it, not debate it:', 'In the field at Pouilly-le-Fort:'],
    closers: ['In the fields of observation, chance favours only the prepared mind.', 'Science knows no country, because knowledge belongs to humanity.', 'Life comes only from life.', 'Keep the flask sealed, and nothing grows.', 'Let the experiment decide the quarrel.', 'Heat it gently, and the wine keeps.', 'Work patiently; the microbe is patient too.', 'Doubt spontaneous wonders; look for the germ.'],
  },
  'Edward Jenner': {
    moves: ['observation', 'experiment'],
    openers: ['In Berkeley, Gloucestershire:', 'The milkmaids told me:', 'From my Inquiry of 1798:', 'When I inoculated young James Phipps:', 'A country doctor notices:', 'Cowpox, rightly used, shows:', 'Let me tell you what the dairy taught me:', 'My notes on the cuckoo and the cow say:'],
    closers: ['John Hunter told me: do not only think, try; be patient, be accurate.', 'Listen to what country people already know.', 'A mild sickness can guard against a deadly one.', 'Record every case, and the pattern appears.', 'One careful trial can change a century.', 'Watch the milkmaids’ hands; they hold the clue.', 'Vaccination is the gift of the cow.', 'Test it, then share it freely.'],
  },
  'Gregor Mendel': {
    moves: ['reckoning', 'experiment'],
    openers: ['In the monastery garden at Brno:', 'Cross two pea plants and count:', 'From my paper on plant hybrids:', 'After eight years of peas:', 'The numbers fall into ratios:', 'Let us count the wrinkled seeds:', 'A monk with a garden learned:', 'Three to one, and here is why:'],
    closers: ['Nature hides her laws in plain numbers.', 'Count enough plants, and the law appears.', 'Traits do not blend; they are passed as units.', 'Patience in the garden becomes knowledge in the book.', 'One plant is an anecdote; ten thousand are a law.', 'Keep the pollen apart, and the experiment stays clean.', 'The hidden trait returns in the third generation.', 'Write down every count, even the dull ones.'],
  },
  Hippocrates: {
    moves: ['maxim', 'observation'],
    openers: ['On Kos we teach:', 'Observe the patient:', 'From the aphorisms:', 'Air, water and places show:', 'A physician must first:', 'Nature heals, and the physician helps:', 'Look at the face of the sick:', 'Hear the oath and its reason:'],
    closers: ['Life is short, the art long.', 'Help, or at least do no harm.', 'Diseases come from nature, not from the anger of gods.', 'Watch the patient; the body speaks before words do.', 'Rest and a sound diet are the physician’s first tools.', 'Where there is love of the art, there is love of humanity.', 'Each illness has a natural cause; look for it.', 'Judge by signs, not by rumours.'],
  },
  'Florence Nightingale': {
    moves: ['reckoning', 'story'],
    openers: ['At Scutari I counted:', 'My rose diagram shows:', 'By lamplight in the wards:', 'Open the windows and see:', 'From my Notes on Nursing:', 'Let the statistics speak for the soldiers:', 'The army hospitals taught me:', 'Count the deaths, and the cause appears:'],
    closers: ['The very first requirement in a hospital is that it should do the sick no harm.', 'Fresh air, clean water, light: these save lives.', 'Numbers tell the truth ministers would rather not hear.', 'Never lose an opportunity of urging a practical beginning.', 'Wash your hands; it matters more than any speech.', 'Numbers shown well move ministers.', 'Nursing is an art, and it must be learned.', 'I attribute my success to this: I never gave or took an excuse.'],
  },
};
