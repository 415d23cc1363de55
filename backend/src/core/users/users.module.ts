import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TypeOrmUsersRepository } from './typeorm-users.repository';
import { UserEntity } from './user.entity';
import { UserExtensionsRegistry } from './user-extensions';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

@Module({
  imports: [TypeOrmModule.forFeature([UserEntity])],
  providers: [
    { provide: UsersRepository, useClass: TypeOrmUsersRepository },
    UsersService,
    UserExtensionsRegistry,
  ],
  exports: [UsersService, UserExtensionsRegistry, TypeOrmModule],
})
export class UsersModule {}
