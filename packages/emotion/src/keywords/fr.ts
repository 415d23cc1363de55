import type { KeywordSet } from './types';

export const fr: KeywordSet = {
  excitement: ['incroyable', 'génial', 'super', 'waouh', 'fantastique', "j'adore", 'passionnant', 'excité', 'excitée', 'merveilleux'],
  frustration: ['frustré', 'frustrée', 'frustrant', 'énervé', 'énervée', 'agaçant', 'je déteste', 'stupide', 'inutile', "j'en ai marre", 'perte de temps'],
  confusion: ['confus', 'confuse', 'je ne comprends pas', 'comprends pas', 'pas sûr', 'pas sûre', 'perdu', 'perdue', 'que veux-tu dire', "ça n'a pas de sens"],
  curiosity: ['curieux', 'curieuse', 'je me demande', 'et si', 'dis-moi plus', 'intéressant', 'intéressante', 'je voudrais savoir'],
  breakthrough: ["j'ai compris", 'je comprends maintenant', 'ça a du sens', 'enfin', 'eurêka', 'je vois', 'ah voilà'],
  struggling: ['difficile', "j'ai du mal", "je n'y arrive pas", 'bloqué', 'bloquée', "j'abandonne", 'trop dur', 'dépassé', 'dépassée'],
};
