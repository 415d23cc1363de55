import { type PersonaCatalogueResponse, PersonaCatalogueResponseSchema } from '@agora/contracts';
import { Controller, Get, Header } from '@nestjs/common';
import { ApiReturns } from '../../core/http/openapi/api-returns.decorator';
import { personaCatalogue } from './persona-catalogue';

/** Public: the figure catalogue, categories and languages (the same for everyone, so it is cacheable). */
@Controller('api/personas')
export class PersonasController {
  @Get()
  @ApiReturns(PersonaCatalogueResponseSchema)
  @Header('Cache-Control', 'public, max-age=3600')
  list(): PersonaCatalogueResponse {
    return personaCatalogue.toResponse();
  }
}
