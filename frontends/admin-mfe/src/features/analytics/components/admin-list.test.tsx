import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminList } from './admin-list';

const rows = [
  { id: 'a', name: 'Ada', kind: 'chat' },
  { id: 'b', name: 'Marie', kind: 'purchase' },
];

describe('AdminList', () => {
  it('shows only the given message as a level-3 heading when there is nothing to list', () => {
    render(<AdminList items={[]} empty="No users yet" renderRow={() => 'never'} />);
    expect(screen.getByRole('heading', { level: 3, name: 'No users yet' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByText('never')).not.toBeInTheDocument();
  });

  it('shows one list item per row, in order, with what renderRow gives', () => {
    render(
      <AdminList
        items={rows}
        empty="No users yet"
        renderRow={(row) => <strong>{row.name}</strong>}
      />,
    );
    const list = screen.getByRole('list');
    expect(list).toHaveClass('ag-rows', 'admin-list');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Ada', 'Marie']);
    expect(items[0]).toHaveClass('ag-rows__item');
    expect(screen.queryByText('No users yet')).not.toBeInTheDocument();
  });

  it('puts the data attributes rowData gives on each row', () => {
    render(
      <AdminList
        items={rows}
        empty="No activity yet"
        renderRow={(row) => row.name}
        rowData={(row) => ({ 'data-activity-type': row.kind })}
      />,
    );
    const [first, second] = screen.getAllByRole('listitem');
    expect(first).toHaveAttribute('data-activity-type', 'chat');
    expect(second).toHaveAttribute('data-activity-type', 'purchase');
  });
});
