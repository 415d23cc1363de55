import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ConfigService } from '../config/config.service';
import { databaseOptions } from './database-options';
import { Transactions, TypeOrmTransactions } from './transaction';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [ConfigService],
      useFactory: (config: ConfigService) => databaseOptions(config.env),
    }),
  ],
  providers: [{ provide: Transactions, useClass: TypeOrmTransactions }],
  exports: [Transactions],
})
export class DatabaseModule {}
