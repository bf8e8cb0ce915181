// @vitest-environment jsdom
// StatusBadge: every status reads as its reader names it, each with a distinct colour.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { artStatusLabel } from '../../../common/art-status';
import { ART_STATUSES } from '../../../common/constants';
import { StatusBadge } from './status-badge';

describe('StatusBadge', () => {
  it('shows the status text', () => {
    render(<StatusBadge status="Em andamento" viewer="client" />);
    expect(screen.getByText('Em andamento')).toHaveClass('bg-info');
  });

  it('reads Finalizado as awaiting approval, to the client and to the studio', () => {
    const { unmount } = render(<StatusBadge status="Finalizado" viewer="client" />);
    expect(screen.getByText('Aguardando sua aprovação')).toHaveClass('bg-primary');
    expect(screen.queryByText('Finalizado')).not.toBeInTheDocument();
    unmount();
    render(<StatusBadge status="Finalizado" viewer="studio" />);
    expect(screen.getByText('Aguardando aprovação')).toBeInTheDocument();
  });

  it('gives each status its own colour', () => {
    const colours = ART_STATUSES.map((status) => {
      const { getByText, unmount } = render(<StatusBadge status={status} viewer="studio" />);
      const bg = [...getByText(artStatusLabel(status, 'studio')).classList].find((c) =>
        c.startsWith('bg-'),
      );
      unmount();
      return bg;
    });
    expect(colours).not.toContain(undefined);
    expect(new Set(colours).size).toBe(ART_STATUSES.length);
  });
});
