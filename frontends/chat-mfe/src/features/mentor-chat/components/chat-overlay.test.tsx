import { renderWithHost } from '@agora/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChatOverlay } from './chat-overlay';

describe(ChatOverlay.name, () => {
  it('greets with the persona and closes on Escape', async () => {
    const onClose = vi.fn();
    renderWithHost(<ChatOverlay persona="Socrates" onClose={onClose} />);
    expect(await screen.findByRole('dialog', { name: 'Chat with Historical Figures' })).toBeInTheDocument();
    expect(screen.getByText('Start a conversation with Socrates')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
