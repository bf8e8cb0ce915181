// @vitest-environment jsdom
// QueryError: the server's message, and a retry only where trying again can help.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api';
import { QueryError } from './query-error';

describe('QueryError', () => {
  it("shows the server's message and retries on request", async () => {
    const onRetry = vi.fn();
    render(
      <QueryError
        error={new ApiError(0, 'network', 'Não foi possível falar com o servidor.')}
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível falar com o servidor.');
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offers no retry for something that does not exist', () => {
    render(
      <QueryError
        error={new ApiError(404, 'not_found', 'Arte não encontrada.')}
        onRetry={vi.fn()}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Arte não encontrada.');
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
  });
});
