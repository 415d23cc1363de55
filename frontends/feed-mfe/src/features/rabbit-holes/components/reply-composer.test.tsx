import { renderWithHost } from '@agora/ui/testing';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { explorerName, isPostKey, replyCounter } from '../lib/reply-limits';
import { feedTranslations } from '../../../locales/all-locales';
import { registerTranslations } from '@agora/ui';
import { ReplyComposer, type ReplyComposerProps } from './reply-composer';

registerTranslations('feed', feedTranslations);

function setup(overrides: Partial<ReplyComposerProps> = {}) {
  const onPost = vi.fn(async () => true);
  const props: ReplyComposerProps = {
    ready: true,
    sending: false,
    replyTo: null,
    onClearReplyTo: vi.fn(),
    oneOnOne: false,
    onOneOnOneChange: vi.fn(),
    displayName: '',
    postingAs: 'Explorer42',
    onDisplayNameSet: vi.fn(),
    onPost,
    onNotReady: vi.fn(),
    ...overrides,
  };
  renderWithHost(<ReplyComposer {...props} />);
  return { props, onPost, box: screen.getByRole('textbox', { name: 'Your reply' }) };
}

describe('reply composer', () => {
  it('counts x/500 and turns red only above 450', () => {
    expect(replyCounter('a'.repeat(450))).toMatchObject({ label: '450/500', warn: false });
    expect(replyCounter('a'.repeat(451))).toMatchObject({ label: '451/500', warn: true });
    const { box } = setup();
    fireEvent.change(box, { target: { value: 'a'.repeat(451) } });
    const counter = screen.getByTestId('reply-counter');
    expect(counter).toHaveTextContent('451/500');
    expect(counter).toHaveClass('feed-counter--warn');
    fireEvent.change(box, { target: { value: 'a'.repeat(450) } });
    expect(screen.getByTestId('reply-counter')).not.toHaveClass('feed-counter--warn');
  });

  it('posts on Enter but not on Shift+Enter, and keeps Post disabled while blank', async () => {
    expect(isPostKey({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(isPostKey({ key: 'Enter', shiftKey: true })).toBe(false);
    const { box, onPost } = setup();
    expect(screen.getByRole('button', { name: 'Post' })).toBeDisabled();
    fireEvent.change(box, { target: { value: 'Why radium?' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(onPost).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onPost).toHaveBeenCalledWith('Why radium?');
  });

  it("shows 'Setting up thread...' and asks to wait while no thread exists", () => {
    const { box, props } = setup({ ready: false });
    expect(screen.getByText('Setting up thread...')).toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'Hello' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(props.onNotReady).toHaveBeenCalled();
    expect(props.onPost).not.toHaveBeenCalled();
  });

  it("shows 'Replying to {author}' and 'Posting as {name}', the display-name form only on Change", () => {
    const { props } = setup({ replyTo: 'Marie Curie' });
    expect(screen.getByText('Replying to Marie Curie')).toBeInTheDocument();
    expect(screen.getByText('Posting as Explorer42')).toBeInTheDocument();
    // Collapsed on a phone: the form takes no room until the learner asks for it.
    expect(screen.queryByRole('textbox', { name: 'Your display name' })).not.toBeInTheDocument();
    const change = screen.getByRole('button', { name: 'Change' });
    expect(change).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(change);
    expect(change).toHaveAttribute('aria-expanded', 'true');
    const field = screen.getByRole('textbox', { name: 'Your display name' });
    expect(field).toHaveFocus();
    fireEvent.change(field, { target: { value: 'Ada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set' }));
    expect(props.onDisplayNameSet).toHaveBeenCalledWith('Ada');
    expect(screen.queryByRole('textbox', { name: 'Your display name' })).not.toBeInTheDocument();
  });

  it('offers Change with a display name set too, starting from that name', () => {
    setup({ displayName: 'Star Gazer', postingAs: 'Star Gazer' });
    expect(screen.getByText('Posting as Star Gazer')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(screen.getByRole('textbox', { name: 'Your display name' })).toHaveValue('Star Gazer');
  });

  it('makes Explorer names with a number below 1000', () => {
    expect(explorerName(() => 0)).toBe('Explorer0');
    expect(explorerName(() => 0.9999)).toBe('Explorer999');
  });
});
