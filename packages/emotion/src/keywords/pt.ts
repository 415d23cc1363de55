import type { KeywordSet } from './types';

export const pt: KeywordSet = {
  excitement: ['incrível', 'ótimo', 'uau', 'fantástico', 'adoro', 'amei', 'empolgante', 'empolgado', 'empolgada', 'maravilhoso'],
  frustration: ['frustrado', 'frustrada', 'frustrante', 'irritado', 'irritada', 'odeio', 'estúpido', 'inútil', 'cansei', 'perda de tempo'],
  confusion: ['confuso', 'confusa', 'não entendo', 'não entendi', 'não tenho certeza', 'perdido', 'perdida', 'o que você quer dizer', 'não faz sentido'],
  curiosity: ['curioso', 'curiosa', 'eu me pergunto', 'e se', 'conte mais', 'interessante', 'quero saber'],
  breakthrough: ['entendi', 'agora entendo', 'agora faz sentido', 'finalmente', 'saquei', 'agora eu vejo'],
  struggling: ['difícil', 'não consigo', 'travado', 'travada', 'desisto', 'muito duro', 'sobrecarregado', 'sobrecarregada'],
};
