import { registerTranslations } from '@agora/ui';
import { renderWithHost, setupMockApi } from '@agora/ui/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { feedTranslations } from '../../../locales/all-locales';
import { createFeedStore, feedHandlers } from '../../../testing/fake-feed-api';
import { AskView } from './ask-view';

registerTranslations('feed', feedTranslations);

const store = createFeedStore();
const server = setupMockApi(...feedHandlers(store));
beforeEach(() => Object.assign(store, createFeedStore()));
afterEach(() => vi.useRealTimers());

function ask(text: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'What do you want to learn about?' }), {
    target: { value: text },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
}

describe('Ask view', () => {
  it.each([
    [401, '{"message":"Unauthorized"}', 'API key is invalid. Please check your settings.'],
    [429, 'slow down', 'API rate limit exceeded. Please try again later.'],
    [500, 'oops', 'Failed to process your question. Please try again.'],
  ])('shows the spec message for a failed question (%s)', async (status, body, message) => {
    server.use(http.post('/api/analyze-question', () => new HttpResponse(body, { status })));
    const { recording } = renderWithHost(<AskView onExplore={() => undefined} />);
    ask('Why is the sky blue?');
    await waitFor(() =>
      expect(recording.toasts).toEqual([
        { title: 'Error', description: message, variant: 'destructive' },
      ]),
    );
  });

  it('maps a network failure to the network message', async () => {
    server.use(http.post('/api/analyze-question', () => HttpResponse.error()));
    const { recording } = renderWithHost(<AskView onExplore={() => undefined} />);
    ask('Why is the sky blue?');
    await waitFor(() =>
      expect(recording.toasts[0]?.description).toBe('Network error. Please check your connection.'),
    );
  });

  it("cycles six progress messages every 2 s, then shows 'You asked:' with the posts", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    store.questionPosts = [
      {
        id: 'q1',
        author: 'Isaac Newton',
        avatar: '🍎',
        specialty: 'Optics',
        content: 'White light is a mixture of colours.',
        topic: 'Science',
        sources: [],
        claimKind: 'documented',
        timestamp: new Date().toISOString(),
      },
    ];
    server.use(
      http.post('/api/generate-question-posts', async () => {
        await gate;
        return HttpResponse.json({ posts: store.questionPosts });
      }),
    );
    renderWithHost(<AskView onExplore={() => undefined} />);
    ask('Why is the sky blue?');
    expect(await screen.findByText('Preparing your personalized feed...')).toBeInTheDocument();
    expect(screen.getByText('Understanding your question...')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.getByText('Finding the right historical experts...')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(8000);
    });
    expect(screen.getByText('Almost ready...')).toBeInTheDocument();
    release();
    expect(await screen.findByText('You asked:')).toBeInTheDocument();
    expect(screen.getByText('White light is a mixture of colours.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Ask another question' }));
    expect(screen.getByRole('textbox', { name: 'What do you want to learn about?' })).toHaveValue(
      '',
    );
  });
});
