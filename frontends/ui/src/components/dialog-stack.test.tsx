import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ensureI18n } from '../i18n/i18n';
import { Dialog } from './dialog';

ensureI18n('en');

function Page({ onOuterClose }: { onOuterClose(): void }) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button">Behind</button>
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

describe('Dialog stack', () => {
  it('hides the page behind, keeps focus inside, and Escape closes only the top dialog', async () => {
    const onOuterClose = vi.fn();
    render(<Page onOuterClose={onOuterClose} />);
    const behind = screen.getByRole('button', { name: 'Behind', hidden: true });
    expect(behind.closest('[aria-hidden="true"]')).not.toBeNull();
    await expect(userEvent.click(behind)).rejects.toThrow(/pointer-events: none/);

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Ada?' });
    expect(confirm).toHaveAttribute('aria-modal', 'true');
    expect(confirm.contains(document.activeElement)).toBe(true);
    for (let i = 0; i < 4; i++) {
      await userEvent.tab();
      expect(confirm.contains(document.activeElement)).toBe(true);
    }
    // The first dialog is now behind the second one, out of reach like the page.
    expect(screen.queryByRole('dialog', { name: 'Mentors' })).toBeNull();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Delete Ada?' })).toBeNull();
    expect(onOuterClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Mentors' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(onOuterClose).toHaveBeenCalledOnce();
  });
});
