import { getQueueToken } from '@nestjs/bull';
import { Injectable } from '@nestjs/common';
import { DiscoveryService, ModuleRef } from '@nestjs/core';
import type { Queue } from 'bull';
import { DeclaredQueue } from './register-job-queue';

/** Every Bull queue the booted plugins declared (for health, metrics and the queue board). */
@Injectable()
export class AppQueues {
  private found?: Queue[];

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly moduleRef: ModuleRef,
  ) {}

  all(): Queue[] {
    this.found ??= [
      ...new Set(
        this.discovery
          .getProviders()
          .map((wrapper): unknown => wrapper.instance)
          .filter((instance): instance is DeclaredQueue => instance instanceof DeclaredQueue)
          .map((declared) => declared.definition.name),
      ),
    ]
      .sort()
      .map((name) => this.moduleRef.get<Queue>(getQueueToken(name), { strict: false }));
    return this.found;
  }
}
