/**
 * Lines often put in famous mouths that the record does not support. Any text that carries one of
 * these fragments as a documented claim counts as an apocryphal line labelled documented.
 */
// prettier-ignore
export const APOCRYPHAL_LINES: { figure: string; fragment: string }[] = [
  { figure: 'Albert Einstein', fragment: 'as simple as possible, but not simpler' },
  { figure: 'Albert Einstein', fragment: 'insanity' },
  { figure: 'Albert Einstein', fragment: "if you can't explain it simply" },
  { figure: 'Albert Einstein', fragment: 'everybody is a genius' },
  { figure: 'Albert Einstein', fragment: 'the more I learn, the more I realize' },
  { figure: 'Charles Darwin', fragment: 'not the strongest of the species that survives' },
  { figure: 'Charles Darwin', fragment: 'most responsive to change' },
  { figure: 'Galileo Galilei', fragment: 'and yet it moves' },
  { figure: 'Galileo Galilei', fragment: 'eppur si muove' },
  { figure: 'Maya Angelou', fragment: 'people will forget what you said' },
  { figure: 'Maya Angelou', fragment: 'how you made them feel' },
  { figure: 'Hippocrates', fragment: 'let food be thy medicine' },
  { figure: 'Hippocrates', fragment: 'let food be your medicine' },
  { figure: 'Leonardo da Vinci', fragment: 'art is never finished' },
  { figure: 'Leonardo da Vinci', fragment: 'simplicity is the ultimate sophistication' },
  { figure: 'Leonardo da Vinci', fragment: 'learning never exhausts the mind' },
  { figure: 'Confucius', fragment: 'choose a job you love' },
  { figure: 'Confucius', fragment: 'does not matter how slowly you go' },
  { figure: 'Harriet Tubman', fragment: 'i freed a thousand slaves' },
  { figure: 'Nikola Tesla', fragment: 'energy, frequency and vibration' },
  { figure: 'Socrates', fragment: 'the only true wisdom is in knowing you know nothing' },
  { figure: 'Rumi', fragment: 'what you seek is seeking you' },
];
