import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WarningNote } from './warning-note';

describe('WarningNote', () => {
  it('shows its text as a note with a hidden icon', () => {
    render(<WarningNote className="extra">Saved by a learner</WarningNote>);
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('Saved by a learner');
    expect(note).toHaveClass('ag-warning-note', 'extra');
    expect(note.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
