import { documented, explained, inferred, type Fact } from '../../fact';

// Written in Frida Kahlo's own voice. Checked against her paintings, diary, letters and Herrera's biography.
// prettier-ignore
export const FRIDA_KAHLO: Fact[] = [
  ...documented('Frida Kahlo', [
    ['polio', 'At six I had polio, which left my right leg thinner; I wore long skirts partly to hide it.', 'health childhood resilience polio', 1913, 'Hayden Herrera, Frida: A Biography of Frida Kahlo (1983), ch. 2'],
    ['bus-accident', 'At eighteen, in 1925, a streetcar crashed into my bus; a steel handrail pierced my pelvis and I broke my spine in several places.', 'health resilience biography accident', 1925, 'Hayden Herrera, Frida (1983), ch. 4; medical records of the Red Cross Hospital, 1925'],
    ['mirror-bed', 'Confined to bed, I began painting with a mirror fixed above me, so I became my own subject.', 'painting self-portrait art mirror', 1926, 'Hayden Herrera, Frida (1983), ch. 5'],
    ['diego', 'I married the muralist Diego Rivera in 1929, divorced him in 1939 and married him again in 1940.', 'love art family rivera', 1929, 'Marriage records, Coyoacán, 21 August 1929 and San Francisco, 8 December 1940'],
    ['casa-azul', 'I was born in 1907 in the Casa Azul, the Blue House in Coyoacán my father built, and I came back to live and paint there.', 'mexico biography coyoacan home', 1907, 'Birth certificate, 6 July 1907; Hayden Herrera, Frida (1983), ch. 1'],
    ['born-1910', 'I told people I was born in 1910, the year the Mexican Revolution began, because I wanted to be a daughter of the Revolution.', 'revolution mexico birth identity', 1910, 'Hayden Herrera, Frida (1983), ch. 1'],
    ['father', 'My father, Guillermo Kahlo, was a photographer born in Germany; I helped him retouch photographs and learned to look closely.', 'family photography father learning', 1920, 'Hayden Herrera, Frida (1983), ch. 1'],
    ['two-fridas', 'The Two Fridas (1939) shows two versions of me, in European and in Tehuana dress, holding hands, their hearts linked by a vein.', 'painting identity mexico art', 1939, 'The Two Fridas (1939), Museo de Arte Moderno, Mexico City'],
    ['tehuana', 'I wore Tehuana dresses from the Isthmus of Tehuantepec in Oaxaca to celebrate Mexican and Indigenous culture.', 'culture identity mexico fashion', 1930, 'Hayden Herrera, Frida (1983), ch. 8'],
    ['louvre', 'In 1939 the Louvre bought my self-portrait The Frame, the first work by a 20th-century Mexican artist in its collection.', 'art museum honour paris', 1939, 'Purchase by the French state at the exhibition Mexique, Paris, 1939'],
    ['new-york-show', 'My first solo exhibition was at the Julien Levy Gallery in New York in November 1938; André Breton wrote the text for its brochure.', 'exhibition new_york art breton', 1938, 'Julien Levy Gallery exhibition brochure, November 1938'],
    ['trotsky', 'In 1937 Leon Trotsky and his wife Natalia Sedova lived in exile in my Blue House.', 'politics history trotsky', 1937, 'Hayden Herrera, Frida (1983), ch. 14'],
    ['first-solo-mexico', 'My first solo show in Mexico was in 1953; I was too ill to walk, so I arrived by ambulance and received guests from my four-poster bed.', 'art exhibition resilience anecdote', 1953, 'Galería de Arte Contemporáneo (Lola Álvarez Bravo), April 1953'],
    ['feet-wings', 'When my leg was amputated in 1953 I wrote in my diary: feet, what do I need you for, when I have wings to fly?', 'resilience diary quote amputation', 1953, 'The Diary of Frida Kahlo (1944–54), entry of 1953'],
    ['medicine-plans', 'Before the accident I had planned to study medicine at the National Preparatory School.', 'education medicine school', 1922, 'Hayden Herrera, Frida (1983), ch. 3'],
    ['viva-la-vida', 'In 1954 I inscribed Viva la Vida, long live life, on a painting of ripe watermelons.', 'painting life art watermelons', 1954, 'Viva la Vida, Watermelons (1954), Museo Frida Kahlo'],
    ['la-esmeralda', 'From 1943 I taught painting at La Esmeralda school; when I was too ill, my students came to the Blue House, and they called themselves Los Fridos.', 'teaching students school art', 1943, 'Hayden Herrera, Frida (1983), ch. 21'],
  ]),
  ...inferred('Frida Kahlo', [
    ['self-portraits', 'About a third of my paintings are self-portraits. I paint myself because I am so often alone and I am the subject I know best.', 'self-portrait painting identity quote', 1940, 'Quoted in Hayden Herrera, Frida (1983)'],
    ['surrealism', 'André Breton called me a surrealist; I said I never painted dreams, I painted my own reality.', 'art surrealism quote reality', 1953, 'Time magazine, 27 April 1953'],
  ]),
  ...explained('Frida Kahlo', 'Art & Literature', [
    ['retablo', 'I learned from retablos, small paintings on tin that people hang in churches to thank a saint for surviving a disaster. Mine also tell a terrible moment, plainly, on metal, with words below.', 'retablo ex-voto folk_art painting tin', 1932, 'Henry Ford Hospital (1932), oil on metal'],
    ['symbols', 'In my Self-Portrait with Thorn Necklace and Hummingbird the thorns draw blood, and the dead hummingbird is a love charm of Mexican folk magic. Each animal and plant in a picture carries a meaning.', 'symbols self-portrait hummingbird meaning painting', 1940, 'Self-Portrait with Thorn Necklace and Hummingbird (1940)'],
    ['broken-column', 'In The Broken Column I painted my spine as a cracked stone column and my skin full of nails. Pain you cannot see, I make visible, like a map of what hurts.', 'pain body self-portrait metaphor analogy', 1944, 'The Broken Column (1944), Museo Dolores Olmedo'],
    ['colour-meanings', 'In my diary I wrote what colours meant to me: yellow for madness, sickness and fear; leaf green for sadness and science; blue for electricity and purity, love. Colour speaks before the eye names it.', 'colour meaning diary symbolism painting', 1944, 'The Diary of Frida Kahlo (1944–54), page on colours'],
    ['inscriptions', 'Like the old retablos, I put words into my pictures: a ribbon held by a bird in Frieda and Diego Rivera tells who we are, where and when it was painted, and for whom.', 'inscription text painting folk_art portrait', 1931, 'Frieda and Diego Rivera (1931), San Francisco Museum of Modern Art'],
    ['small-pictures', 'Diego painted whole walls; I paint small pictures with fine brushes, close to my eyes, like a miniature. A small painting asks you to come near, as a whisper does.', 'scale miniature detail painting analogy', 1938, 'Hayden Herrera, Frida (1983)'],
    ['my-reality', 'Surrealists paint dreams and chance images from the unconscious. My pictures record what happened to me: an accident, an operation, a miscarriage, a divorce, each one like a page of a diary.', 'reality surrealism autobiography diary analogy', 1939, 'Hayden Herrera, Frida (1983)'],
  ]),
  ...explained('Frida Kahlo', 'Social Issues & Justice', [
    ['mexicanidad', 'After the Revolution many of us wanted Mexico to love what was its own: Indigenous dress, pre-Hispanic art, folk crafts. Wearing the Tehuana dress was my way to say so.', 'mexicanidad identity indigenous culture pride', 1930, 'Hayden Herrera, Frida (1983), ch. 8'],
    ['womens-bodies', 'In Henry Ford Hospital I painted my miscarriage in Detroit. Women’s pain, blood and births were hardly ever painted, so I painted them without shame.', 'women body pain miscarriage art', 1932, 'Henry Ford Hospital (1932), Museo Dolores Olmedo'],
    ['disability', 'I painted from bed, in plaster corsets and in a wheelchair. A body that hurts can still work and make; I decorated my corsets too.', 'disability illness work resilience body', 1950, 'Hayden Herrera, Frida (1983), ch. 24'],
    ['politics', 'I joined the Communist Party because I believed the poor and the workers should share what they make. In my last paintings Marx’s hand lifts my crutches away.', 'communism politics workers equality', 1954, 'Marxism Will Give Health to the Sick (c. 1954), Museo Frida Kahlo'],
  ]),
  ...explained('Frida Kahlo', 'History & Culture', [
    ['borderline', 'In Self-Portrait on the Borderline I stand between two worlds: Mexico with its ruins, flowers and old gods, and the United States with its factories and smoke.', 'mexico usa industry culture borderline', 1932, 'Self-Portrait on the Borderline between Mexico and the United States (1932)'],
    ['murals', 'After the Revolution, painters like Diego covered public walls with Mexico’s history, so that people who could not read could see their own story, like a book open to the street.', 'murals revolution history public_art analogy', 1929, 'Diego Rivera, murals of the Secretaría de Educación Pública (1923–28)'],
    ['pre-hispanic', 'Diego and I collected pre-Hispanic figures of clay and stone. Those old makers were our ancestors in art, and the Aztec idea of opposites, day and night, shows in my pictures.', 'pre-hispanic aztec mexico art culture', 1949, 'The Love Embrace of the Universe, the Earth (Mexico), Myself, Diego, and Señor Xolotl (1949)'],
  ]),
  ...explained('Frida Kahlo', 'Psychology & Human Behavior', [
    ['two-selves', 'When Diego and I divorced I painted The Two Fridas: the loved one and the unloved one, holding hands. Painting two of me let me look at a split in my heart.', 'identity heartbreak self divorce emotion', 1939, 'The Two Fridas (1939)'],
    ['pain-to-paint', 'When I could not walk, painting gave my pain somewhere to go. Putting a wound onto a canvas makes it something you can look at, instead of something that only looks at you.', 'pain coping art therapy emotion', 1944, 'The Diary of Frida Kahlo (1944–54)'],
    ['joy-anyway', 'I filled my house with parrots, monkeys, dogs and flowers, and laughed loudly with my friends. Joy is not the absence of pain; it grows next to it, like flowers in a crack.', 'joy pain resilience humour analogy', 1950, 'Hayden Herrera, Frida (1983)'],
  ]),
];
