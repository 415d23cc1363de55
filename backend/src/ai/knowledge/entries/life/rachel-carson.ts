import { documented, explained, inferred, type Fact } from '../../fact';

// Written in Rachel Carson's own voice (1907-1964). Checked against her books and Linda Lear's biography.
// prettier-ignore
export const RACHEL_CARSON: Fact[] = [
  ...documented('Rachel Carson', [
    ['springdale', 'I grew up on a farm in Springdale, Pennsylvania, and published my first story at eleven in St. Nicholas magazine.', 'childhood springdale writing nature', 1918, 'Linda Lear, Rachel Carson: Witness for Nature (1997), ch. 1'],
    ['biology-switch', 'I went to college meaning to study English, but a biology course changed my mind; I chose science, and found it gave me something to write about.', 'college biology writing careers', 1928, 'Linda Lear, Rachel Carson: Witness for Nature (1997), ch. 2'],
    ['woods-hole', 'My first summer at the Marine Biological Laboratory at Woods Hole, in 1929, was my first real meeting with the sea.', 'woods_hole ocean marine_biology', 1929, 'Linda Lear, Rachel Carson: Witness for Nature (1997), ch. 3'],
    ['fish-wildlife', 'I worked for the U.S. Bureau of Fisheries and then the Fish and Wildlife Service, writing and editing as a biologist.', 'government biologist writing careers', 1936, 'Linda Lear, Rachel Carson: Witness for Nature (1997), ch. 4'],
    ['sea-around-us', 'The Sea Around Us (1951) spent 86 weeks on the New York Times bestseller list and won the National Book Award.', 'sea_around_us oceans books award', 1951, 'Linda Lear, Rachel Carson: Witness for Nature (1997), ch. 8'],
    ['sea-trilogy', 'My sea books were Under the Sea-Wind (1941), The Sea Around Us (1951) and The Edge of the Sea (1955).', 'oceans books nature trilogy', 1955, 'Rachel Carson, The Edge of the Sea (1955)'],
    ['silent-spring', 'Silent Spring, published in 1962, warned that pesticides such as DDT were poisoning birds, fish and perhaps people.', 'silent_spring pesticides ddt books', 1962, 'Rachel Carson, Silent Spring (1962)'],
    ['fable', 'Silent Spring opens with a fable of a town where spring comes and no birds sing.', 'fable birds silence writing', 1962, 'Rachel Carson, Silent Spring (1962), ch. 1, A Fable for Tomorrow'],
    ['huckins-letter', 'A letter from my friend Olga Huckins, telling how birds died after a mosquito spraying near her home, helped start me on Silent Spring.', 'huckins birds spraying origins', 1958, 'Linda Lear, Rachel Carson: Witness for Nature (1997), ch. 12'],
    ['attacks', 'Chemical companies and their friends attacked me; critics called me hysterical, and some said I was a communist.', 'attacks critics chemical_industry women', 1962, 'Linda Lear, Rachel Carson: Witness for Nature (1997), ch. 16'],
    ['pscac', 'President Kennedy’s Science Advisory Committee reviewed pesticides in 1963 and largely supported my warnings.', 'kennedy science_advisory pesticides policy', 1963, 'President’s Science Advisory Committee, Use of Pesticides (May 1963)'],
    ['testimony', 'In 1963 I testified before Congress and asked for new policies to protect human health and the environment.', 'congress testimony health policy', 1963, 'Testimony before a Senate subcommittee, 4 June 1963'],
    ['cbs', 'In April 1963 a CBS television programme put my case, and the chemical industry’s, before millions of viewers.', 'television cbs debate public', 1963, 'CBS Reports, The Silent Spring of Rachel Carson (3 April 1963)'],
    ['maine', 'I spent my summers in a cottage on the coast of Maine, where I studied the tide pools I wrote about.', 'maine coast tide_pools summers', 1953, 'Linda Lear, Rachel Carson: Witness for Nature (1997), ch. 9'],
    ['illness', 'While writing Silent Spring I was being treated for breast cancer; I kept my illness private so critics could not say it coloured my work.', 'cancer illness privacy courage', 1961, 'Linda Lear, Rachel Carson: Witness for Nature (1997), ch. 14'],
  ]),
  ...inferred('Rachel Carson', [
    ['web-of-life', 'I wrote that in nature nothing exists alone: a poison sprayed on one pest moves through soil, water, insects and birds.', 'web_of_life ecology quote interconnection', 1962, 'Rachel Carson, Silent Spring (1962)'],
  ]),
  ...explained('Rachel Carson', 'Environment & Nature', [
    ['food-chain-buildup', 'A poison that does not break down climbs the food chain like coins gathered from many small purses into one: plankton take a little, fish eat much plankton, birds eat many fish, and the dose grows.', 'biomagnification food_chain ddt pesticides analogy', 1962, 'Rachel Carson, Silent Spring (1962), ch. 4'],
    ['clear-lake', 'At Clear Lake, California, a gnat spray was diluted to a tiny fraction in the water, yet grebes that ate the fish died, and their fat held the poison in huge amounts.', 'clear_lake grebes ddd biomagnification', 1962, 'Rachel Carson, Silent Spring (1962), ch. 4'],
    ['robins-elms', 'Spraying elm trees against a beetle poisoned the leaves; earthworms ate the fallen leaves, and robins that ate the worms died. One spray, a chain of deaths.', 'robins elms earthworms pesticides chain', 1962, 'Rachel Carson, Silent Spring (1962), ch. 8'],
    ['resistance', 'Spray insects again and again and the few tough survivors breed the next generation, like a gardener who weeds out only the weak plants and leaves the hardy ones. Soon the spray no longer works.', 'pesticide_resistance insects evolution analogy', 1962, 'Rachel Carson, Silent Spring (1962), ch. 16'],
    ['biocides', 'Sprays and dusts like DDT should not be called insecticides but biocides: they do not kill only the insect aimed at, but much else that lives.', 'biocides insecticides chemicals harm', 1962, 'Rachel Carson, Silent Spring (1962), ch. 2'],
    ['natural-control', 'Nature has its own checks on insects: birds, ladybirds, parasites and diseases. Often the wiser way is to use these living controls rather than blanket spraying.', 'biological_control predators insects alternatives', 1962, 'Rachel Carson, Silent Spring (1962), ch. 17'],
    ['one-crop-farming', 'Planting one crop over huge areas is like laying a banquet for the insect that eats it; nature’s mixtures of plants keep each pest in check, so single crops invite the spray.', 'monoculture pests diversity farming analogy', 1962, 'Rachel Carson, Silent Spring (1962), ch. 2'],
    ['groundwater', 'The water under our feet is one connected system, like the pipes of a house: a chemical sprayed on a field seeps into the ground water and can turn up in a well miles away.', 'groundwater water pollution wells analogy', 1962, 'Rachel Carson, Silent Spring (1962), ch. 4'],
    ['tide-pool', 'A rocky shore is like a tall house with many floors: barnacles, snails, anemones and seaweeds each live at the height that suits how long they can bear to be out of water at low tide.', 'tide_pools shore zones intertidal analogy', 1955, 'Rachel Carson, The Edge of the Sea (1955)'],
    ['ocean-currents', 'The ocean is never still: great currents carry warm water from the tropics toward the poles and cold water back, and they shape the climate of the lands they pass.', 'ocean_currents climate gulf_stream', 1951, 'Rachel Carson, The Sea Around Us (1951)'],
    ['sea-salt', 'The sea is salty because rivers have carried dissolved salts from the rocks into it for ages; the sun lifts the water away and leaves the salt behind, as a kettle boiled dry leaves its crust.', 'sea_salt oceans rivers evaporation analogy', 1951, 'Rachel Carson, The Sea Around Us (1951)'],
    ['eel-migration', 'Eels from American and European rivers swim thousands of miles to the Sargasso Sea to spawn, and the young drift back to rivers they have never seen.', 'eels migration sargasso_sea', 1941, 'Rachel Carson, Under the Sea-Wind (1941), part 3'],
    ['sense-of-wonder', 'If a child is to keep a sense of wonder, they need at least one adult who shares it, rediscovering with them the joy and mystery of the world.', 'sense_of_wonder children nature', 1956, 'Rachel Carson, Help Your Child to Wonder, Woman’s Home Companion (1956)'],
  ]),
  ...explained('Rachel Carson', 'Medicine & Health', [
    ['body-burden', 'Chemicals like DDT are stored in body fat; we take in small amounts with food, and they build up in us over years, like a bucket under a slow drip, even if no single meal is harmful.', 'body_fat ddt accumulation health analogy', 1962, 'Rachel Carson, Silent Spring (1962), ch. 3'],
    ['cancer-chemicals', 'Some man-made chemicals can cause cancer, and the harm may appear years after the exposure; so we should test them before we spread them everywhere.', 'cancer carcinogens chemicals testing', 1962, 'Rachel Carson, Silent Spring (1962), ch. 14'],
    ['right-to-know', 'If we must live with these chemicals, we have a right to know what they are and what they do; I quoted Jean Rostand: the obligation to endure gives us the right to know.', 'right_to_know public_health chemicals', 1962, 'Rachel Carson, Silent Spring (1962), ch. 2'],
  ]),
  ...explained('Rachel Carson', 'Travel & Geography', [
    ['three-shores', 'I wrote The Edge of the Sea about three kinds of American shore: the rocky coast of New England, the sand beaches, and the coral coast of Florida.', 'shores coasts geography america', 1955, 'Rachel Carson, The Edge of the Sea (1955)'],
  ]),
  ...explained('Rachel Carson', 'Languages & Communication', [
    ['writing-science', 'There is no separate literature of science. If there is poetry in my book about the sea, it is not because I put it there, but because no one could write truthfully about the sea and leave out the poetry.', 'science_writing communication wonder readers', 1952, 'Rachel Carson, National Book Award acceptance speech (1952)'],
  ]),
];
