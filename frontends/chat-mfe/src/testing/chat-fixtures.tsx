import { renderWithHost } from '@agora/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { ChatOverlay } from '../chat-overlay';
import { PERSONAS } from './personas';

/** A saved Socrates chat and the calls around it, shared by the overlay's control and history tests. */
export const at = (minute: number) => `2026-01-01T10:${String(minute).padStart(2, '0')}:00Z`;
export const message = (id: string, role: 'user' | 'assistant', content: string, minute = 0) => ({
  id,
  role,
  content,
  persona: 'Socrates',
  emotion: null,
  emotionConfidence: null,
  imageUrl: null,
  audioUrl: null,
  createdAt: at(minute),
});
export const summary = {
  id: 'chat-1',
  persona: 'Socrates',
  title: 'What is virtue?',
  lastMessageAt: at(1),
};
export const saved = (shareId: string | null = null) => ({
  ...summary,
  shareId,
  isPublic: shareId !== null,
  createdAt: at(0),
  messages: [
    message('q1', 'user', 'What is virtue?', 0),
    message('a1', 'assistant', 'Knowledge.', 1),
  ],
});
export const base = {
  'GET /api/personas': () => PERSONAS,
  'GET /api/custom-characters': () => [],
  'GET /api/chats': () => [summary],
  'GET /api/chats/chat-1': () => saved(),
};

/** A new chat's first message, saved: what every first turn asks before the reply. */
export const firstTurn = {
  ...base,
  'POST /api/chats': () => ({ ...summary, title: '' }),
  'POST /api/chats/chat-1/messages': () => message('m-user', 'user', 'Talk to me'),
};

export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

export const renderOverlay = (onClose = vi.fn()) =>
  renderWithHost(<ChatOverlay persona="Socrates" onClose={onClose} />);

export async function openSavedChat() {
  await userEvent.click(await screen.findByRole('button', { name: /Chat history/ }));
  await userEvent.click(await screen.findByRole('button', { name: /^What is virtue\?/ }));
  await screen.findByText('Knowledge.');
}
