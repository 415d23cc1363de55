import {
  type LanguageCode,
  type PersonaCatalogueResponse,
  PersonaCatalogueResponseSchema,
} from '@agora/contracts';
import { Controller, Get, Header } from '@nestjs/common';
import { ApiReturns } from '../../core/http/openapi/api-returns.decorator';
import { RequestLanguage } from '../../core/i18n/request-language';
import { personaCatalogue } from './persona-catalogue';

/**
 * Public: the figure catalogue, categories and languages, with specialties in the request's
 * language. The same for everyone of one language, so it is cacheable per language.
 */
@Controller('api/personas')
export class PersonasController {
  @Get()
  @ApiReturns(PersonaCatalogueResponseSchema)
  @Header('Cache-Control', 'public, max-age=3600')
  @Header('Vary', 'Accept-Language, Cookie')
  list(@RequestLanguage() language: LanguageCode): PersonaCatalogueResponse {
    return personaCatalogue.toResponse(language);
  }
}
