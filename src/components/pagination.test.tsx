// @vitest-environment jsdom
// Pagination: hidden for one page; labelled navigation with the current page marked.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';

describe('Pagination', () => {
  it('renders nothing when every row fits on one page', () => {
    const { container } = render(
      <Pagination page={1} pageSize={50} total={50} onPageChange={vi.fn()} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('shows first, last and the neighbours of the current page, with gaps', () => {
    render(<Pagination page={5} pageSize={10} total={100} onPageChange={vi.fn()} />);
    const labels = screen
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'))
      .filter((label) => label?.startsWith('Página '));
    expect(labels).toEqual([
      'Página anterior',
      'Página 1',
      'Página 4',
      'Página 5',
      'Página 6',
      'Página 10',
    ]);
    expect(screen.getAllByText('…')).toHaveLength(2);
  });

  it('is a labelled navigation that moves between pages', async () => {
    const onPageChange = vi.fn();
    render(
      <Pagination
        page={2}
        pageSize={50}
        total={120}
        onPageChange={onPageChange}
        label="Páginas de artes"
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Páginas de artes' });
    expect(nav).toHaveTextContent('51–100 de 120');
    expect(screen.getByRole('button', { name: 'Página 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: 'Página anterior' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
  });
});
