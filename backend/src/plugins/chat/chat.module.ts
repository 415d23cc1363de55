import { Module, type OnModuleInit } from '@nestjs/common';
import { ShowcaseRegistry } from '../../core/showcase/showcase.registry';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CreditsModule } from '../credits';
import { MentorsModule } from '../mentors';
import { CataloguePersonas } from './catalogue-personas';
import { AiChatAdapter } from './character-chat/ai-chat.adapter';
import { ChatAi } from './character-chat/chat-ai.port';
import { ChatBilling, CreditsChatBilling } from './character-chat/chat-billing';
import { CharacterChatController } from './character-chat/character-chat.controller';
import { CharacterChatService } from './character-chat/character-chat.service';
import { ReplyRunner } from './character-chat/reply-runner';
import { RedisReplyStops, ReplyStops } from './character-chat/reply-stops';
import { ChatControlsController } from './chat-controls/chat-controls.controller';
import { ChatControlsRepository } from './chat-controls/chat-controls.repository';
import { ChatControlsService } from './chat-controls/chat-controls.service';
import { LastExchangeService } from './chat-controls/last-exchange.service';
import { TypeOrmChatControlsRepository } from './chat-controls/typeorm-chat-controls.repository';
import { ChatEntity, ChatMessageEntity } from './chat.entities';
import { ChatLive, RealtimeChatLive } from './chat-live';
import { ChatsRepository } from './chats.repository';
import { Personas } from './personas';
import { SavedChatsController } from './saved-chats/saved-chats.controller';
import { SavedChatsService } from './saved-chats/saved-chats.service';
import { SharedChatsController } from './shared-chats/shared-chats.controller';
import { SharedChatsService } from './shared-chats/shared-chats.service';
import { TypeOrmChatsRepository } from './typeorm-chats.repository';
import { registerChatShowcase } from './chat.showcase';

/** One-on-one mentor chat: saved chats, streamed replies, voice and images, and live shared chats. */
@Module({
  imports: [
    TypeOrmModule.forFeature([ChatEntity, ChatMessageEntity]),
    MentorsModule,
    CreditsModule,
  ],
  // ChatControlsController first: its `GET search` must not be taken for `GET :id`.
  controllers: [
    ChatControlsController,
    SavedChatsController,
    CharacterChatController,
    SharedChatsController,
  ],
  providers: [
    { provide: ChatsRepository, useClass: TypeOrmChatsRepository },
    { provide: Personas, useClass: CataloguePersonas },
    { provide: ChatLive, useClass: RealtimeChatLive },
    { provide: ChatAi, useClass: AiChatAdapter },
    { provide: ChatBilling, useClass: CreditsChatBilling },
    SavedChatsService,
    SharedChatsService,
    CharacterChatService,
    ReplyRunner,
    ChatControlsService,
    LastExchangeService,
    { provide: ChatControlsRepository, useClass: TypeOrmChatControlsRepository },
    { provide: ReplyStops, useClass: RedisReplyStops },
  ],
})
export class ChatModule implements OnModuleInit {
  constructor(private readonly showcase: ShowcaseRegistry) {}

  onModuleInit(): void {
    registerChatShowcase(this.showcase);
  }
}
