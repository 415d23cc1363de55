import { Body, Controller, Get, Module, type OnModuleInit, Post, Query } from '@nestjs/common';
import { z } from 'zod';
import { DomainError } from '../../src/core/errors/domain-error';
import { ZodPipe } from '../../src/core/http/zod.pipe';
import { RealtimeService } from '../../src/core/realtime/realtime.service';

const EchoSchema = z.object({ name: z.string().min(2), age: z.number().int().min(0) });
const PageSchema = z.coerce.number().int().min(1);

/** A feature's domain error, as a plugin would declare one. */
class TeapotError extends DomainError {
  constructor(cups: number) {
    super(418, `I am a teapot with ${cups} cups`, { cups });
  }
}

/** Routes that raise each kind of error the global filter shapes (core e2e tests only). */
@Controller('api/core-test')
class CoreTestController {
  @Get('domain')
  domain(): never {
    throw new TeapotError(3);
  }

  @Get('domain-5xx')
  domain5xx(): never {
    throw new DomainError(503, 'The archive is closed for the night');
  }

  @Get('crash')
  crash(): never {
    throw new Error('secret internal detail: connection string postgres://user:pw@db');
  }

  @Post('echo')
  echo(@Body(new ZodPipe(EchoSchema)) body: z.infer<typeof EchoSchema>) {
    return body;
  }

  @Get('page')
  page(@Query('page', new ZodPipe(PageSchema)) page: number) {
    return { page };
  }
}

/** A realtime channel `test-room`: signed-in users may join id `open`; nobody may join anything else. */
@Module({ controllers: [CoreTestController] })
export class CoreTestModule implements OnModuleInit {
  constructor(private readonly realtime: RealtimeService) {}

  onModuleInit(): void {
    this.realtime.registerChannel('test-room', (userId, id) => userId !== null && id === 'open');
  }
}
