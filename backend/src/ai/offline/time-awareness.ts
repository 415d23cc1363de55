import { type Figure, formatYear, lastYearOfLife } from '../catalogue/figure';

/** Things a learner may ask about, with the year they first existed; a figure who died earlier never knew them. */
const MODERN_TOPICS: [RegExp, number, string][] = [
  [/\b(chat ?gpt|large language models?|llms?|generative ai)\b/i, 2018, 'today’s talking machines'],
  [
    /\b(artificial intelligence|a\.?i\.?|machine learning|neural networks?)\b/i,
    1956,
    'thinking machines',
  ],
  [/\b(smart ?phones?|iphones?|mobile phones?|cell ?phones?)\b/i, 1973, 'pocket telephones'],
  [/\b(internet|world wide web|websites?|online|e-?mail)\b/i, 1969, 'a worldwide web of machines'],
  [/\b(social media|facebook|twitter|instagram|tiktok|youtube)\b/i, 2004, 'social media'],
  [/\b(bitcoin|crypto ?currency|crypto|blockchain)\b/i, 2009, 'digital money'],
  [/\b(covid|coronavirus|pandemic of 2020)\b/i, 2019, 'that pandemic'],
  [/\b(climate change|global warming)\b/i, 1938, 'the warming of the climate'],
  [/\b(moon landing|apollo 11|landed on the moon)\b/i, 1969, 'people walking on the Moon'],
  [/\b(atomic bombs?|nuclear weapons?|hiroshima|nuclear power)\b/i, 1942, 'splitting the atom'],
  [/\b(computers?|laptops?|software|video games?)\b/i, 1941, 'electronic computers'],
  [/\b(television|tv)\b/i, 1926, 'television'],
  [/\b(aeroplanes?|airplanes?|aircraft|flights? across)\b/i, 1903, 'powered flight'],
  [/\b(cars?|automobiles?)\b/i, 1886, 'motor cars'],
  [/\b(telephones?)\b/i, 1876, 'the telephone'],
  // Leonardo's camera obscura is a dark room, not a camera.
  [/\b(photographs?|photography|cameras?(?! obscura))\b/i, 1826, 'photography'],
  // "train" is also a verb (athletes train): only the railway's train, by the words around it.
  [
    /\b(railways?|railroads?|locomotives?|steam engines?|(a|the|by|on|steam|electric|express|freight|passenger|fast|high-speed|bullet) trains?|trains? (stations?|tracks?|journeys?|rides?|tickets?|lines?)|(do|did|are|were|can|could|would|many|of|and|or) trains)\b/i,
    1804,
    'railways',
  ],
  [/\b(dna|double helix)\b/i, 1953, 'the structure of DNA'],
  // Jupiter's moons are satellites too (Galileo's): only the ones people launch.
  [
    /\b(space ?flight|astronauts?|(artificial|man-made|communications?|weather|gps|spy) satellites?|satellites? in orbit|space station)\b/i,
    1957,
    'travel into space',
  ],
];

const YEAR = /\b(1[0-9]{3}|20[0-9]{2})\b/g;

export interface LaterEvent {
  label: string;
  year: number;
}

/** What in the text happened after the figure's lifetime (a modern topic or a later year), if anything. */
export function laterThanLifetime(
  figure: Figure,
  text: string,
  now = new Date(),
): LaterEvent | undefined {
  const lastYear = lastYearOfLife(figure, now);
  if (figure.died === null) return undefined;
  for (const [pattern, year, label] of MODERN_TOPICS) {
    if (year > lastYear && pattern.test(text)) return { label, year };
  }
  for (const match of text.matchAll(YEAR)) {
    const year = Number(match[1]);
    if (year > lastYear && year <= now.getUTCFullYear()) return { label: `the year ${year}`, year };
  }
  return undefined;
}

/** How the figure says that something lies after their time, in a few shapes. */
export function afterMyTimeLine(figure: Figure, event: LaterEvent, variant: number): string {
  const died = formatYear(figure.died ?? 0);
  const shapes = [
    `${capitalise(event.label)} came after my time (my life ended in ${died}), so I can only reason from what I knew.`,
    `I did not live to see ${event.label}; I died in ${died}. Let me reason from my own world instead.`,
    `You ask about ${event.label}, which lies beyond my lifetime. I can offer only what I learned before ${died}.`,
  ];
  return shapes[variant % shapes.length]!;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
