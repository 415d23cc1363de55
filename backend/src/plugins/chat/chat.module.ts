import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CreditsModule } from '../credits';
import { MentorsModule } from '../mentors';
import { ChatEntity, ChatMessageEntity } from './chat.entities';
import { CharacterChatController } from './character-chat.controller';
import { CharacterChatService } from './character-chat.service';
import { ChatsController } from './chats.controller';
import { ChatsRepository } from './chats.repository';
import { ChatsService } from './chats.service';
import { PersonaResolver } from './persona-resolver';
import { SharedChatsController } from './shared-chats.controller';
import { SharedChatsService } from './shared-chats.service';

/** One-on-one mentor chat: saved chats, streamed replies, voice and images, and live shared chats. */
@Module({
  imports: [
    TypeOrmModule.forFeature([ChatEntity, ChatMessageEntity]),
    MentorsModule,
    CreditsModule,
  ],
  controllers: [ChatsController, CharacterChatController, SharedChatsController],
  providers: [
    ChatsRepository,
    ChatsService,
    SharedChatsService,
    CharacterChatService,
    PersonaResolver,
  ],
})
export class ChatModule {}
