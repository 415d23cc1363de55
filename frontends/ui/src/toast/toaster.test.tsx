import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureI18n } from '../i18n/i18n';
import { toastError } from './toast-error';
import { resetToasts, toast } from './toast-store';
import { Toaster } from './toaster';

const toastOf = (text: string) => screen.getByText(text).closest('li');

describe(Toaster.name, () => {
  beforeEach(() => {
    ensureI18n('en');
    render(<Toaster />);
  });
  afterEach(() => {
    act(() => resetToasts());
    vi.useRealTimers();
  });

  it('shows one toast at a time: a new toast replaces the visible one', () => {
    act(() => void toast({ title: 'First' }));
    act(() => void toast({ title: 'Second' }));
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getByText('Second')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('closes a toast after 5 seconds by default', () => {
    vi.useFakeTimers();
    act(() => void toast({ title: 'Saved' }));
    act(() => {
      vi.advanceTimersByTime(4900);
    });
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it("titles error toasts 'Error' in the destructive variant, announced assertively", () => {
    vi.useFakeTimers();
    act(() => void toastError('Failed to load chat. Please try again.'));
    const card = toastOf('Failed to load chat. Please try again.');
    expect(card).toHaveTextContent('Error');
    expect(card).toHaveClass('ag-toast--destructive');
    // Radix writes the announcement on the next frame.
    act(() => {
      vi.advanceTimersByTime(50);
    });
    const announcement = screen.getByRole('status');
    expect(announcement).toHaveAttribute('aria-live', 'assertive');
    expect(announcement).toHaveTextContent(
      'Notification Error Failed to load chat. Please try again.',
    );
  });

  it('runs the action and closes, and closes on the × button', () => {
    const onClick = vi.fn();
    act(() => void toast({ title: 'Out of credits', action: { label: 'Get Credits', onClick } }));
    fireEvent.click(screen.getByRole('button', { name: 'Get Credits' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.queryByText('Out of credits')).toBeNull();

    act(() => void toast({ title: 'Saved' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('focuses the toast viewport on F8', () => {
    act(() => void toast({ title: 'Saved' }));
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(region.querySelector('.ag-toast-viewport')).toHaveFocus();
  });

  it('dismisses on a swipe right of more than 50 px, not less', () => {
    act(() => void toast({ title: 'Swipe me' }));
    const swipe = (to: number) => {
      const card = toastOf('Swipe me')!;
      fireEvent.pointerDown(card, { clientX: 100, pointerId: 1 });
      fireEvent.pointerMove(card, { clientX: 110, pointerId: 1 });
      fireEvent.pointerMove(card, { clientX: to, pointerId: 1 });
      fireEvent.pointerUp(card, { clientX: to, pointerId: 1 });
    };
    swipe(140);
    expect(screen.getByText('Swipe me')).toBeInTheDocument();
    swipe(160);
    expect(screen.queryByText('Swipe me')).toBeNull();
  });
});
