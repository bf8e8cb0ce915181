// @vitest-environment jsdom
// UploadProgress: a labelled progress bar in whole percent, clamped to 0–100.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UploadProgress } from './upload-progress';

describe('UploadProgress', () => {
  it('shows the fraction as a labelled percentage', () => {
    render(<UploadProgress fraction={0.426} />);
    const bar = screen.getByRole('progressbar', { name: 'Progresso do envio' });
    expect(bar).toHaveAttribute('aria-valuenow', '43');
    expect(bar).toHaveTextContent('43%');
  });

  it('clamps out-of-range values', () => {
    render(<UploadProgress fraction={1.7} label="Envio" />);
    expect(screen.getByRole('progressbar', { name: 'Envio' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  });
});
