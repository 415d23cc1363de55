import { documented, explained, inferred, type Fact } from '../../fact';

// Written in Auguste Escoffier's own voice. Checked against Le Guide culinaire (1903), Le Livre des menus
// (1912), Ma cuisine (1934) and his memoirs (Souvenirs inédits).
// prettier-ignore
export const AUGUSTE_ESCOFFIER: Fact[] = [
  ...documented('Auguste Escoffier', [
    ['villeneuve', 'I was born on 28 October 1846 in Villeneuve-Loubet, a village near Nice, the son of a blacksmith.', 'biography provence family', 1846, 'Souvenirs inédits (memoirs, published 1985), ch. 1'],
    ['apprentice', 'At thirteen I began as an apprentice in my uncle’s restaurant in Nice; I would rather have been a sculptor.', 'apprentice nice kitchen careers', 1859, 'Souvenirs inédits, ch. 1'],
    ['paris-start', 'In 1865 I went to Paris to cook at Le Petit Moulin Rouge, a fashionable restaurant on the Champs-Élysées.', 'paris restaurant career', 1865, 'Souvenirs inédits, ch. 2'],
    ['army-chef', 'In the war of 1870 I was chef de cuisine for the staff of the Army of the Rhine at Metz, cooking through the siege with whatever could be found, even horsemeat.', 'war army metz siege cooking', 1870, 'Souvenirs inédits, ch. 3'],
    ['ritz', 'In Monte Carlo I met the hotelier César Ritz; we worked together for years, at the Grand Hôtel there, then in London and Paris.', 'ritz partnership hotels monte_carlo', 1884, 'Souvenirs inédits; Marie-Louise Ritz, César Ritz (1938)'],
    ['savoy', 'In 1890 Ritz and I took charge of the new Savoy Hotel in London, and from 1899 I ran the kitchens of the Carlton until 1920.', 'savoy carlton london hotels', 1890, 'Savoy Hotel records, 1890; Souvenirs inédits'],
    ['guide-culinaire', 'In 1903, with Philéas Gilbert and Émile Fétu, I published Le Guide culinaire, some five thousand recipes for the professional cook.', 'guide_culinaire cookbook recipes', 1903, 'Le Guide culinaire (1903), preface'],
    ['peach-melba', 'For the singer Nellie Melba, after she sang Lohengrin, I served peaches on vanilla ice cream in a swan carved of ice; later I added a raspberry purée.', 'peach_melba dessert anecdote melba', 1893, 'Souvenirs inédits; Le Guide culinaire (1903), Pêches Melba'],
    ['delphine', 'In 1880 I married Delphine Daffis, a poet and the daughter of a publisher.', 'marriage family delphine', 1880, 'Souvenirs inédits; Kenneth James, Escoffier: The King of Chefs (2002)'],
    ['legion', 'In 1920 I was made a Chevalier of the Légion d’honneur, one of the first cooks so honoured, and an Officer in 1928.', 'honour legion_d_honneur award chef', 1920, 'Légion d’honneur records, 1920 and 1928'],
    ['livre-des-menus', 'In 1912 I published Le Livre des menus, on how to compose a menu for each season and each occasion.', 'menus book seasons', 1912, 'Le Livre des menus (1912)'],
    ['epicure-dinners', 'In 1912 I organised the Dîners d’Épicure: on one evening, thousands of diners in many cities ate the same French menu.', 'dinners promotion french_cuisine', 1912, 'Souvenirs inédits; Dîners d’Épicure, 1912'],
    ['ma-cuisine', 'In 1934 I published Ma cuisine, a simpler book for cooking at home rather than in grand hotels.', 'ma_cuisine home_cooking cookbook', 1934, 'Ma cuisine (1934)'],
  ]),
  ...inferred('Auguste Escoffier', [
    ['kaiser', 'I tell that aboard the liner Imperator in 1913 the Kaiser said to me: I am the Emperor of Germany, but you are the Emperor of Chefs.', 'kaiser anecdote emperor_of_chefs', 1913, 'Souvenirs inédits, as told by Escoffier'],
  ]),
  ...explained('Auguste Escoffier', 'Food & Cooking', [
    ['stock-is-everything', 'Stock is everything in cooking, at least in French cooking. Without it nothing can be done: a good stock gives a sauce its body, taste and depth.', 'stock fond sauces foundation', 1903, 'Le Guide culinaire (1903), ch. 1'],
    ['mother-sauces', 'My great basic sauces are espagnole, velouté, béchamel and tomato; with hollandaise, cooks count five families. From each mother come many daughters, by adding wine, herbs or cream.', 'mother_sauces espagnole veloute bechamel hollandaise', 1903, 'Le Guide culinaire (1903), ch. 1, Les grandes sauces de base'],
    ['roux', 'Cook flour in butter and you have a roux. In hot liquid the starch grains swell and thicken it, and the fat keeps each grain apart so no lumps form, like sand kept loose by oil.', 'roux thickening starch flour sauce analogy', 1903, 'Le Guide culinaire (1903), ch. 1, Les roux'],
    ['roux-colours', 'A roux is white, blond or brown depending on how long it cooks. The browner it gets, the nuttier its taste and the less it thickens, because heat damages the starch.', 'roux colour brown flavour thickening', 1903, 'Le Guide culinaire (1903), ch. 1'],
    ['espagnole', 'Espagnole is brown stock thickened with brown roux, with a mirepoix of vegetables and tomato, simmered for hours and skimmed. Reduce it further with more stock and you have demi-glace.', 'espagnole demi-glace brown_sauce stock', 1903, 'Le Guide culinaire (1903), Sauce espagnole'],
    ['veloute', 'Velouté is white stock, veal, chicken or fish, thickened with a blond roux and cooked gently until smooth as velvet, which is what its name means.', 'veloute white_sauce stock velvet', 1903, 'Le Guide culinaire (1903), Velouté'],
    ['bechamel', 'Béchamel is milk thickened with a white roux. Add the milk hot and stir, let it simmer, and it becomes the base of cheese, cream and many other sauces.', 'bechamel white_sauce milk roux', 1903, 'Le Guide culinaire (1903), Sauce béchamel'],
    ['hollandaise', 'Hollandaise is butter held in egg yolks. Whisk yolks over gentle heat, then add butter little by little; too hot and the yolks scramble, too fast and the sauce splits, like a crowd rushing a door.', 'hollandaise emulsion egg_yolks butter analogy', 1903, 'Le Guide culinaire (1903), Sauce hollandaise'],
    ['brown-stock', 'For brown stock, roast the bones and vegetables in the oven until browned before covering with water. The browning gives colour and a deeper, roasted taste; white stock skips it.', 'brown_stock roasting bones colour', 1903, 'Le Guide culinaire (1903), Fonds brun'],
    ['simmer-skim', 'A stock must simmer, never boil hard. Boiling churns fat and scum back into the liquid and clouds it, like stirring up a muddy pond; a gentle simmer lets them rise so you can skim them off.', 'simmer skimming clear_stock technique analogy', 1903, 'Le Guide culinaire (1903), ch. 1'],
    ['reduction', 'To reduce is to boil away water. The flavour stays and concentrates, as salt stays when sea water dries, and the sauce thickens. Reduce brown stock far enough and it becomes glace de viande, thick as syrup.', 'reduction concentration glace sauce analogy', 1903, 'Le Guide culinaire (1903), Glace de viande'],
    ['consomme', 'To clarify a consommé, stir raw minced beef and egg whites into cold stock and heat slowly. The whites set into a raft that catches every cloudy particle, like a net in a stream.', 'consomme clarification egg_whites raft analogy', 1903, 'Le Guide culinaire (1903), Consommés'],
    ['yolk-liaison', 'To finish a velouté, stir in egg yolks and cream off the heat. They enrich and thicken it, but never let it boil afterwards, or the yolks set into grains, like scrambled eggs.', 'liaison egg_yolk cream thickening analogy', 1903, 'Le Guide culinaire (1903), Liaisons'],
    ['monter-beurre', 'At the last moment, off the heat, whisk cold butter into a sauce piece by piece. It gives shine and a rounder taste, and the sauce stays smooth if it is not boiled again.', 'butter finishing gloss sauce', 1903, 'Le Guide culinaire (1903)'],
    ['fish-fumet', 'Fish stock needs only twenty minutes or so. Fish bones are delicate; cook them longer and the stock turns bitter and gluey.', 'fish_stock fumet timing', 1903, 'Le Guide culinaire (1903), Fumet de poisson'],
    ['bouquet-garni', 'A bouquet garni is parsley, thyme and bay leaf tied together. It flavours a stock or stew and is lifted out whole at the end, like a tea bag.', 'bouquet_garni herbs stock analogy', 1903, 'Le Guide culinaire (1903)'],
    ['braising', 'Braising cooks a tough cut slowly in a covered pot with a little liquid. Long, gentle heat melts its gelatinous tissue, as slow warmth softens wax, so the meat turns tender and the liquid rich.', 'braising tough_meat slow_cooking gelatine analogy', 1903, 'Le Guide culinaire (1903), Braisés'],
    ['aspic', 'A good stock from veal knuckles and calves’ feet sets into jelly when cold, because of the gelatine drawn from the bones. That jelly glazes cold dishes and holds them in aspic.', 'aspic gelatine jelly cold_dishes', 1903, 'Le Guide culinaire (1903), Gelées'],
    ['poaching', 'Poach fish in a court-bouillon that barely trembles, never boiling. Violent boiling tears the flesh apart, as a storm breaks a boat; gentle heat keeps it whole and moist.', 'poaching court-bouillon fish gentle_heat analogy', 1903, 'Le Guide culinaire (1903), Poissons'],
    ['brigade', 'In my brigade each cook has a station: the saucier makes sauces, the rôtisseur roasts, the poissonnier cooks fish, the entremetier vegetables, the pâtissier pastry. Each dish is assembled from several hands at once.', 'kitchen_brigade stations organisation chefs', 1890, 'Souvenirs inédits; organisation of the Savoy kitchens'],
    ['brigade-why', 'With the brigade, a dish that took one cook a quarter of an hour comes out in a few minutes: the eggs, the sauce and the garnish are prepared at once by different stations, like a team in a workshop.', 'kitchen_brigade efficiency teamwork speed analogy', 1890, 'Souvenirs inédits'],
    ['a-la-russe', 'In the old service à la française every dish was laid on the table at once and much got cold. Service à la russe brings each course in turn, hot from the kitchen, served to every guest.', 'service_a_la_russe courses dining history', 1903, null],
    ['menu-balance', 'A good menu balances: a light soup before a rich dish, never two cream sauces in a row, and the season’s produce at its best. Fewer courses, well chosen, please more than many.', 'menu balance courses seasons planning', 1912, 'Le Livre des menus (1912)'],
    ['faites-simple', 'Faites simple: keep it simple. I removed the towering decorations of old banquets; food should look like food and be served hot, its taste clear.', 'simplicity plating presentation taste', 1903, 'Le Guide culinaire (1903), preface'],
    ['tasting', 'A sauce is seasoned at the end, after reduction, because as water leaves, the salt stays. Taste, adjust, and taste again.', 'seasoning salt tasting reduction', 1903, 'Le Guide culinaire (1903)'],
    ['garnish-names', 'A name on a menu is a promise. À la florentine means spinach, Dubarry means cauliflower, Parmentier means potato: the cook and the guest both know what will come.', 'garnish menu_names classic_cuisine language', 1903, 'Le Guide culinaire (1903), Garnitures'],
  ]),
  ...explained('Auguste Escoffier', 'Business & Entrepreneurship', [
    ['hotel-dining', 'Ritz and I made the hotel restaurant a place where respectable ladies could dine in public, with soft light, music and fine food. A new public brought a new business.', 'hotels restaurants luxury business ritz', 1890, 'Souvenirs inédits; Marie-Louise Ritz, César Ritz (1938)'],
    ['prix-fixe', 'At the Carlton I offered a fixed-price dinner of several courses beside the carte. Guests knew the price in advance, and the kitchen could plan and buy well for it.', 'prix_fixe menu pricing restaurant', 1899, 'Souvenirs inédits'],
  ]),
  ...explained('Auguste Escoffier', 'Social Issues & Justice', [
    ['cooks-dignity', 'I forbade shouting, swearing and drinking in my kitchens, and gave the cooks a barley drink against the heat. A cook who is respected works with care.', 'working_conditions kitchen respect dignity', 1890, 'Souvenirs inédits'],
    ['pauperism', 'In 1910 I published a plan of mutual help so that the old and poor would not fall into destitution: small regular contributions pooled to support them in old age.', 'poverty old_age mutual_aid pensions', 1910, 'Projet d’assistance mutuelle pour l’extinction du paupérisme (1910)'],
  ]),
];
