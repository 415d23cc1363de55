import { Controller, Get, Header } from '@nestjs/common';
import type { LanguageCode, PersonaCatalogueResponse } from '@agora/contracts';
import { RequestLanguage } from '../../core/i18n/request-language';
import { personaCatalogue } from './persona-catalogue';

/**
 * Public: the figure catalogue, categories and languages, with specialties in the request's
 * language. The same for everyone of one language, so it is cacheable per language.
 */
@Controller('api/personas')
export class PersonasController {
  @Get()
  @Header('Cache-Control', 'public, max-age=3600')
  @Header('Vary', 'Accept-Language, Cookie')
  list(@RequestLanguage() language: LanguageCode): PersonaCatalogueResponse {
    return personaCatalogue.toResponse(language);
  }
}
