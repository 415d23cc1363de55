import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureI18n } from '../i18n/i18n';
import { toastError } from './toast-error';
import { resetToasts, toast } from './toast-store';
import { Toaster } from './toaster';

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
    expect(screen.getAllByRole('status')).toHaveLength(1);
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

  it("titles error toasts 'Error' in the destructive variant", () => {
    act(() => void toastError('Failed to load chat. Please try again.'));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('Failed to load chat. Please try again.');
    expect(alert).toHaveClass('ag-toast--destructive');
  });

  it('focuses the toast viewport on F8', () => {
    fireEvent.keyDown(document, { key: 'F8' });
    expect(screen.getByRole('list', { name: 'Notifications (F8)' })).toHaveFocus();
  });

  it('dismisses on a swipe right of more than 50 px, not less', () => {
    act(() => void toast({ title: 'Swipe me' }));
    const card = screen.getByRole('status');
    fireEvent.pointerDown(card, { clientX: 100 });
    fireEvent.pointerUp(card, { clientX: 140 });
    expect(screen.getByText('Swipe me')).toBeInTheDocument();
    fireEvent.pointerDown(card, { clientX: 100 });
    fireEvent.pointerMove(card, { clientX: 130 });
    fireEvent.pointerUp(card, { clientX: 160 });
    expect(screen.queryByText('Swipe me')).toBeNull();
  });
});
