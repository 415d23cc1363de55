import { bestAcceptedLanguage, requestLanguage } from './request-language';

const request = (query: Record<string, unknown>, headers: Record<string, string> = {}) => ({
  query,
  headers,
});

describe('requestLanguage', () => {
  it('takes the lang parameter first', () => {
    const req = request({ lang: 'ja' }, { cookie: 'agora_lang=fr', 'accept-language': 'de' });
    expect(requestLanguage(req)).toBe('ja');
  });

  it('takes the agora_lang cookie before Accept-Language', () => {
    const req = request({}, { cookie: 'a=1; agora_lang=ar', 'accept-language': 'de' });
    expect(requestLanguage(req)).toBe('ar');
  });

  it('falls through unknown codes to Accept-Language', () => {
    const req = request({ lang: 'xx' }, { cookie: 'agora_lang=tlh', 'accept-language': 'es-ES' });
    expect(requestLanguage(req)).toBe('es');
  });

  it('reads a malformed cookie as no cookie instead of failing', () => {
    const req = request({}, { cookie: 'agora_lang=%E0%A4; x=%', 'accept-language': 'fr' });
    expect(requestLanguage(req)).toBe('fr');
  });

  it('answers English without any hint', () => {
    expect(requestLanguage(request({}))).toBe('en');
  });
});

describe('bestAcceptedLanguage', () => {
  it.each([
    ['es-ES,es;q=0.9,en;q=0.8', 'es'],
    ['tlh, ja;q=0.5, de;q=0.7', 'de'],
    ['pt-BR', 'pt'],
    ['xx, yy', 'en'],
    ['fr;q=0, ru', 'ru'],
  ])('%j → %s', (header, code) => {
    expect(bestAcceptedLanguage(header)).toBe(code);
  });
});
