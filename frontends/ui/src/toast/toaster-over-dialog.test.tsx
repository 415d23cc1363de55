import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from '../components/dialog';
import { ensureI18n } from '../i18n/i18n';
import { resetToasts, toast } from './toast-store';
import { Toaster } from './toaster';

ensureI18n('en');

function Page({ dialogOpen, onClose }: { dialogOpen: boolean; onClose(): void }) {
  return (
    <>
      <button type="button">Behind</button>
      <Dialog open={dialogOpen} onClose={onClose} title="Mentors">
        <input aria-label="Name" />
      </Dialog>
      <Toaster />
    </>
  );
}

const showCreditsToast = (onClick: () => void) =>
  act(() => void toast({ title: 'Out of credits', action: { label: 'Get Credits', onClick } }));

describe('Toaster over a modal Dialog', () => {
  afterEach(() => act(() => resetToasts()));

  it.each([
    ['shown while the dialog is open', false],
    ['shown before the dialog opened', true],
  ])('keeps a toast %s visible to assistive technology and clickable', async (_, before) => {
    const onClose = vi.fn();
    const onClick = vi.fn();
    const { rerender } = render(<Page dialogOpen={!before} onClose={onClose} />);
    showCreditsToast(onClick);
    if (before) rerender(<Page dialogOpen onClose={onClose} />);

    expect(screen.queryByRole('button', { name: 'Behind' })).toBeNull();
    // Found without `hidden`: not under the dialog's aria-hidden.
    const action = screen.getByRole('button', { name: 'Get Credits' });
    await userEvent.click(action);
    expect(onClick).toHaveBeenCalledOnce();
    // A click on a toast is not a click outside the dialog.
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Mentors' })).toBeInTheDocument();
  });

  it('takes Escape for a toast shown over the dialog first, then for the dialog', async () => {
    const onClose = vi.fn();
    render(<Page dialogOpen onClose={onClose} />);
    act(() => void toast({ title: 'Saved' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByText('Saved')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });
});
