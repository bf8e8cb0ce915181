// @vitest-environment jsdom
// StatusBadge: every status reads as its own text, each with a distinct colour.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ART_STATUSES } from '../../../common/constants';
import { StatusBadge } from './status-badge';

describe('StatusBadge', () => {
  it('shows the status text', () => {
    render(<StatusBadge status="Em andamento" />);
    expect(screen.getByText('Em andamento')).toHaveClass('bg-info');
  });

  it('gives each status its own colour', () => {
    const colours = ART_STATUSES.map((status) => {
      const { getByText, unmount } = render(<StatusBadge status={status} />);
      const bg = [...getByText(status).classList].find((c) => c.startsWith('bg-'));
      unmount();
      return bg;
    });
    expect(colours).not.toContain(undefined);
    expect(new Set(colours).size).toBe(ART_STATUSES.length);
  });
});
