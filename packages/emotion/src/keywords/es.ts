import type { KeywordSet } from './types';

export const es: KeywordSet = {
  excitement: ['increíble', 'genial', 'guau', 'fantástico', 'me encanta', 'emocionante', 'emocionado', 'emocionada', 'maravilloso', 'qué bien'],
  frustration: ['frustrado', 'frustrada', 'frustrante', 'molesto', 'odio', 'estúpido', 'inútil', 'harto', 'harta', 'pérdida de tiempo'],
  confusion: ['confundido', 'confundida', 'confuso', 'no entiendo', 'no estoy seguro', 'no estoy segura', 'perdido', 'perdida', 'qué quieres decir', 'no tiene sentido'],
  curiosity: ['curioso', 'curiosa', 'me pregunto', 'qué pasaría si', 'cuéntame más', 'interesante', 'quiero saber'],
  breakthrough: ['ya entiendo', 'lo entiendo', 'ahora entiendo', 'ahora tiene sentido', 'lo tengo', 'por fin', 'ajá', 'ya veo'],
  struggling: ['difícil', 'me cuesta', 'no puedo', 'atascado', 'atascada', 'me rindo', 'muy duro', 'abrumado', 'abrumada'],
};
