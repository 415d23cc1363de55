import { documented, explained, type Fact } from '../../fact';

// Written in Vincent van Gogh's own voice. Checked against his letters (Van Gogh Museum edition, cited by
// recipient and date); nothing after July 1890.
// prettier-ignore
export const VINCENT_VAN_GOGH: Fact[] = [
  ...documented('Vincent van Gogh', [
    ['zundert', 'I was born on 30 March 1853 in Zundert, in Brabant in the Netherlands, the eldest son of a Protestant minister.', 'biography netherlands family', 1853, 'Birth register of Zundert, 30 March 1853'],
    ['goupil', 'At sixteen I joined the art dealers Goupil & Cie and worked for them in The Hague, London and Paris until I was dismissed in 1876.', 'art_dealer work careers', 1869, 'Letters to Theo, 1872–76'],
    ['borinage', 'In 1879 I preached to coal miners in the Borinage in Belgium; I gave away my things and lived as poorly as they did, and the church let me go.', 'preacher miners belgium religion poverty', 1879, 'Letters to Theo, 1879–80'],
    ['late-start', 'I only decided to become an artist at 27, in 1880, after failing as an art dealer and as a preacher.', 'art perseverance careers', 1880, 'Letter to Theo, Cuesmes, 24 September 1880'],
    ['theo', 'My brother Theo supported me with money and love; I wrote him hundreds of letters about my work and my thoughts.', 'letters family love theo', 1888, 'Letters to Theo van Gogh, 1872–90'],
    ['mauve', 'In 1881–82 my cousin by marriage, the painter Anton Mauve, gave me lessons in The Hague and set me on watercolour and oil.', 'teacher mauve lessons hague', 1882, 'Letters to Theo, December 1881 – January 1882'],
    ['output', 'In under ten years of work I made hundreds of paintings and more than a thousand drawings; in Arles I sometimes finished a canvas in a day.', 'painting art perseverance productivity', 1890, 'Letters to Theo, 1888–90'],
    ['potato-eaters', 'The Potato Eaters (1885) shows peasants eating by lamplight; I wanted them to look as if they had dug the earth with the hands they eat with.', 'painting art society peasants', 1885, 'Letter to Theo, Nuenen, 30 April 1885'],
    ['paris', 'In Paris in 1886–88 I met the Impressionists and Japanese prints, and my palette changed from dark earth tones to bright colour.', 'painting colour paris impressionism', 1887, 'Letters to Horace Mann Livens, 1886; to Wil van Gogh, 1887'],
    ['arles', 'In February 1888 I moved to Arles in the south of France, hoping to found an artists’ colony in the Yellow House.', 'painting art france arles', 1888, 'Letters to Theo, Arles, 1888'],
    ['sunflowers', 'I painted sunflowers in August 1888 to decorate the room for Paul Gauguin’s arrival in Arles.', 'painting art flowers gauguin', 1888, 'Letter to Theo, Arles, 21 or 22 August 1888'],
    ['gauguin', 'Gauguin lived and painted with me in the Yellow House from October to December 1888; we argued about art with great electric force.', 'gauguin friendship arles argument', 1888, 'Letter to Theo, Arles, 17 or 18 December 1888'],
    ['ear', 'In December 1888, after a quarrel with Gauguin, I cut off my left ear, or most of it.', 'mental_health biography crisis', 1888, 'Letters to Theo, January 1889; report in Le Forum Républicain, 30 December 1888'],
    ['saint-remy', 'I admitted myself to the asylum at Saint-Rémy in May 1889, and painted the view from my window there.', 'mental_health painting asylum', 1889, 'Letters to Theo, Saint-Rémy, May–June 1889'],
    ['starry-night', 'The Starry Night (1889) shows the view from my asylum window before sunrise, with an imagined village.', 'painting stars night art', 1889, 'Letter to Theo, Saint-Rémy, 31 May – 6 June 1889'],
    ['sold', 'In 1890 my painting The Red Vineyard was bought for 400 francs by the painter Anna Boch at the Les XX exhibition in Brussels.', 'art money sale exhibition', 1890, 'Les XX exhibition records, Brussels, 1890; letter from Theo, February 1890'],
    ['aurier', 'In January 1890 the critic Albert Aurier wrote the first long and enthusiastic article about my work, in the Mercure de France.', 'art criticism aurier', 1890, 'Albert Aurier, Les Isolés: Vincent van Gogh, Mercure de France, January 1890'],
    ['auvers', 'In May 1890 I moved to Auvers-sur-Oise, near Paris, where Dr Paul Gachet, a friend of painters, looked after me.', 'auvers gachet doctor painting', 1890, 'Letters to Theo, Auvers, May–June 1890'],
  ]),
  ...explained('Vincent van Gogh', 'Art & Literature', [
    ['colour-letters', 'I wanted to express the love of two lovers by a marriage of two complementary colours, their mingling and their opposition, the mysterious vibrations of tones side by side.', 'colour complementary emotion love painting', 1888, 'Letter to Theo, Arles, 3 September 1888'],
    ['complementaries', 'Red and green, blue and orange, yellow and violet are complementary pairs. Put one beside the other and each looks stronger, as two people shout louder in an argument.', 'complementary_colours colour_theory contrast delacroix analogy', 1885, 'Letter to Theo, Nuenen, on Delacroix’s colour laws, October 1885'],
    ['night-cafe', 'In The Night Café I tried to express the terrible passions of humanity with red and green: a place where one can ruin oneself, go mad or commit a crime.', 'colour emotion night_cafe expression', 1888, 'Letter to Theo, Arles, 8 September 1888'],
    ['bedroom', 'In my Bedroom the colour is to do everything: flat tints, pale violet walls, a red floor, yellow bed. Looking at it should rest the brain, or rather the imagination.', 'bedroom colour rest simplicity', 1888, 'Letter to Theo, Arles, 16 October 1888'],
    ['arbitrary-colour', 'Instead of copying exactly what is before my eyes, I use colour more arbitrarily to express myself forcefully. For a friend’s portrait I painted a background of deep, rich blue, like infinity.', 'expressive_colour portrait expression painting', 1888, 'Letter to Theo, Arles, 18 August 1888'],
    ['japanese-prints', 'From Japanese prints I learned flat areas of bright colour, bold outlines and cut-off views. In Paris I copied Hiroshige’s plum orchard and bridge in the rain in oil.', 'japanese_prints ukiyo-e hiroshige influence', 1887, 'Flowering Plum Orchard (after Hiroshige) (1887); Bridge in the Rain (after Hiroshige) (1887)'],
    ['reed-pen', 'In Arles I drew with a reed pen cut from the marsh, as the Japanese draw: short strokes, dots and dashes, like a handwriting where each kind of mark stands for grass, stone or sky.', 'reed_pen drawing marks texture analogy', 1888, 'Letters to Theo, Arles, spring 1888'],
    ['night-colour', 'The night is even more alive and richly coloured than the day. I paint the starry sky and the café terrace on the spot, at night, without any black.', 'night colour stars painting_outdoors', 1888, 'Letter to Wil van Gogh, Arles, 9 and about 16 September 1888'],
    ['cypress', 'The cypresses keep preoccupying me: they are as beautiful in line and proportion as an Egyptian obelisk, and their green is a very distinguished tone. A splash of black in a sunny landscape.', 'cypress landscape form colour', 1889, 'Letter to Theo, Saint-Rémy, 25 June 1889'],
  ]),
  ...explained('Vincent van Gogh', 'Education & Learning', [
    ['bargue', 'I taught myself to draw by copying, sheet after sheet, the sixty exercises of Charles Bargue’s drawing course, then Millet’s figures. Hands learn by repetition.', 'self-taught drawing copying practice bargue', 1880, 'Letters to Theo, Cuesmes and Brussels, 1880'],
    ['perspective-frame', 'I built a perspective frame: a wooden frame strung with threads, on a pole. Look through it and the threads show how lines slant and shrink, like squares on a grid.', 'perspective_frame drawing tool proportion analogy', 1882, 'Letter to Theo, The Hague, 5 or 6 August 1882'],
    ['copy-like-music', 'When I copy Millet I am not just copying. It is like a musician playing Beethoven: he adds his own interpretation. The piece is given; the colour and feeling are mine.', 'copying interpretation millet learning analogy', 1889, 'Letter to Theo, Saint-Rémy, 20 September 1889'],
    ['draw-first', 'I first spent two years mostly drawing before I painted much. Drawing is the backbone of painting; colour without it collapses like a body without bones.', 'drawing foundation learning order analogy', 1882, 'Letters to Theo, The Hague, 1882'],
    ['hard-study', 'I study perspective and anatomy from books such as Cassagne’s drawing guides, and I draw the figure over and over. Progress comes from dogged work, not from genius alone.', 'study perspective anatomy practice persistence', 1881, 'Letters to Theo, Etten, 1881'],
  ]),
  ...explained('Vincent van Gogh', 'Psychology & Human Behavior', [
    ['small-things', 'Great things are not done by impulse, but by a series of small things brought together. I work a little every day and the little adds up.', 'perseverance habits small_steps work', 1882, 'Letter to Theo, The Hague, 22 October 1882'],
    ['inner-voice', 'If you hear a voice within you say “you cannot paint”, then by all means paint, and that voice will be silenced. Doubt shrinks when you act.', 'self-doubt confidence action fear', 1883, 'Letter to Theo, Nieuw-Amsterdam, 28 October 1883'],
    ['work-as-remedy', 'In the asylum I found that working steadily at my painting calmed me. Work helps me more than anything else against the attacks; idleness lets them in.', 'mental_health work coping routine', 1889, 'Letters to Theo, Saint-Rémy, 1889'],
  ]),
  ...explained('Vincent van Gogh', 'Social Issues & Justice', [
    ['peasant-painter', 'I paint peasants as they are, coarse and honest, not prettified. A peasant painting smelling of bacon, smoke and potato steam is healthier than one smelling of perfume.', 'peasants labour poverty honesty', 1885, 'Letter to Theo, Nuenen, 30 April 1885'],
    ['miners', 'The Borinage miners went down before dawn and came up black, for little pay, in constant danger of firedamp. I wanted to draw them because no one looked at them.', 'miners poverty labour danger', 1880, 'Letters to Theo, Cuesmes, 1879–80'],
  ]),
  ...explained('Vincent van Gogh', 'Religion & Spirituality', [
    ['love-many-things', 'I always think the best way to know God is to love many things. Love a friend, a wife, something, whatever you like, and you will be on the way to knowing more.', 'god love faith nature spirituality', 1880, 'Letter to Theo, Cuesmes, June 1880'],
  ]),
];
