// A bench-only Nest app with one route on the same platform as the real backend (Nest 12 +
// Express), no middleware, no database: the floor every real route is compared against.
// Run as its own process (`node bare-nest-app.mjs <port>`) so it never shares an event loop with
// the load generator.
import 'reflect-metadata';
import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';

class BareController {
  ping() {
    return { ok: true };
  }
}
Controller('bare')(BareController);
Get('ping')(
  BareController.prototype,
  'ping',
  Object.getOwnPropertyDescriptor(BareController.prototype, 'ping'),
);

class BareModule {}
Module({ controllers: [BareController] })(BareModule);

const port = Number(process.argv[2] ?? 3299);
const app = await NestFactory.create(BareModule, { logger: false });
await app.listen(port, '127.0.0.1');
process.send?.('ready');
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
