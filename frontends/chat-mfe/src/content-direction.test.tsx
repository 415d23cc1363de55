import './testing/register-chat-translations';
import type { CustomCharacter, GroupChat, GroupMessage } from '@agora/contracts';
import { renderRoutesWithHost, renderWithHost } from '@agora/ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MentorCard } from './features/custom-mentors/components/mentor-card';
import { JoinPage } from './features/group-join/components/join-page';
import { GroupCard } from './features/groups/components/group-card';
import { GroupMessageItem } from './features/groups/components/group-message-item';
import { MessageBubble } from './features/mentor-chat/components/message-bubble';
import { localMessage } from './features/mentor-chat/lib/local-message';
import { SharedMessageList } from './features/shared-chat/components/shared-message-list';
import { installFakeChatApi } from './testing/fake-chat-api';

/**
 * In Arabic the page is right to left; English written by a learner or a figure must still read
 * left to right (its punctuation at its end), so each piece of written content takes its direction
 * from its own first letters: `dir="auto"`.
 */
const readsOnItsOwn = (text: string | RegExp) =>
  expect(screen.getByText(text).closest('[dir]')).toHaveAttribute('dir', 'auto');

const ignore = () => undefined;

describe('written content direction', () => {
  it('mentor chat: the learner’s message and the figure’s reply', () => {
    const asked = localMessage({ role: 'user', content: 'What is virtue?', persona: 'Socrates' });
    const reply = localMessage({
      role: 'assistant',
      content: 'Knowledge, friend.',
      persona: 'Socrates',
    });
    renderWithHost(
      <ol>
        {[asked, reply].map((message) => (
          <MessageBubble
            key={message.id}
            message={message}
            avatar="🏛️"
            playing={false}
            voiceBusy={false}
            imageBusy={false}
            onVoice={ignore}
            onImage={ignore}
          />
        ))}
      </ol>,
    );
    readsOnItsOwn('What is virtue?');
    readsOnItsOwn('Knowledge, friend.');
  });

  it('group chat: the author, the message, the quoted reply and the group’s name and description', () => {
    const message: GroupMessage = {
      id: 'm1',
      groupId: 'g1',
      userId: 'u2',
      characterId: null,
      user: { username: 'pierre' },
      content: 'Shall we start?',
      createdAt: '2026-01-01T10:00:00Z',
      mentions: [],
      replyToMessage: {
        id: 'm0',
        characterId: 'Marie Curie',
        user: null,
        content: 'Radium glows.',
      },
      attachments: [],
    };
    const group: GroupChat = {
      id: 'g1',
      name: 'Physics club',
      description: 'Newton, then Curie.',
      shareId: 'abcdefgh',
      createdBy: 'u1',
      createdAt: '2026-01-01T10:00:00Z',
      memberCount: 2,
    };
    renderWithHost(
      <>
        <ol>
          <GroupMessageItem
            message={message}
            mine={false}
            playingUrl={null}
            onPlay={ignore}
            onReply={ignore}
          />
        </ol>
        <GroupCard group={group} isCreator={false} onCopyLink={ignore} onDelete={ignore} />
      </>,
    );
    readsOnItsOwn('pierre');
    readsOnItsOwn('Shall we start?');
    readsOnItsOwn('Radium glows.');
    readsOnItsOwn('Physics club');
    readsOnItsOwn('Newton, then Curie.');
  });

  it('join page: the invitation’s group name and description', async () => {
    installFakeChatApi({
      'GET /api/group-chats/share/abcdefgh': () => ({
        id: 'g1',
        name: 'Physics club',
        description: 'Newton, then Curie.',
      }),
    });
    renderRoutesWithHost([{ path: '/join/:shareId', element: <JoinPage /> }], {
      path: '/join/abcdefgh',
      user: null,
    });
    await screen.findByRole('heading', { name: 'Physics club' });
    readsOnItsOwn('Physics club');
    readsOnItsOwn('Newton, then Curie.');
  });

  it('custom mentors: name, specialty and personality', () => {
    const mentor: CustomCharacter = {
      id: 'c1',
      name: 'Captain Nemo',
      avatar: '🌊',
      specialty: 'Oceans, submarines.',
      personality: 'Proud, curious.',
      background: '',
      speakingStyle: '',
      greeting: '',
      isPublic: false,
      isOwner: true,
      createdAt: '2026-01-01T10:00:00Z',
    };
    renderWithHost(
      <ul>
        <MentorCard
          mentor={mentor}
          onEdit={ignore}
          onDelete={ignore}
          onExportJson={ignore}
          onExportPng={ignore}
        />
      </ul>,
    );
    readsOnItsOwn('Captain Nemo');
    readsOnItsOwn('Oceans, submarines.');
    readsOnItsOwn('Proud, curious.');
  });

  it('shared chat: each message and its author', () => {
    const message = {
      ...localMessage({ role: 'user', content: 'Is light a wave?', persona: 'Marie Curie' }),
      authorName: 'Pierre',
      receivedAt: 0,
    };
    renderWithHost(<SharedMessageList messages={[message]} personaName="Marie Curie" />);
    readsOnItsOwn('Is light a wave?');
    readsOnItsOwn('Pierre');
  });
});
