import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';

function Page({ onOuterClose }: { onOuterClose(): void }) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <div>
        <button type="button">Behind</button>
        <ol className="ag-toast-viewport" aria-label="Notifications">
          <li>
            <button type="button">Get Credits</button>
          </li>
        </ol>
      </div>
      <Dialog open onClose={onOuterClose} title="Mentors">
        <button type="button" onClick={() => setAsking(true)}>
          Delete
        </button>
      </Dialog>
      <Dialog open={asking} onClose={() => setAsking(false)} title="Delete Ada?">
        <button type="button">Cancel</button>
        <button type="button">Confirm</button>
      </Dialog>
    </>
  );
}

describe(Dialog.name, () => {
  it('makes the page behind inert, keeps focus inside, and Escape closes only the top dialog', async () => {
    const onOuterClose = vi.fn();
    render(<Page onOuterClose={onOuterClose} />);
    const behind = screen.getByRole('button', { name: 'Behind', hidden: true });
    expect(behind.closest('[inert]')).not.toBeNull();
    // Notifications stay live over a modal: heard, and their actions usable.
    expect(screen.getByRole('button', { name: 'Get Credits' }).closest('[inert]')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Ada?' });
    expect(confirm).toHaveAttribute('aria-modal', 'true');
    expect(confirm.contains(document.activeElement)).toBe(true);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(confirm.contains(document.activeElement)).toBe(true);
    expect(screen.getByText('Mentors').closest('[inert]')).not.toBeNull();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Delete Ada?' })).toBeNull();
    expect(onOuterClose).not.toHaveBeenCalled();
    expect(screen.getByText('Mentors').closest('[inert]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
    expect(document.querySelectorAll('[inert]')).toHaveLength(1);
  });
});
