// @vitest-environment jsdom
// The pin layer: pins at their fractions, a pin placed by keyboard alone (arrows, Enter, the text
// box), Escape leaving the mode, and a click or a drag placing a point or a rectangle.
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProofPinLayer, type LayerPin } from './proof-pin-layer';

const pins: LayerPin[] = [
  { id: 'p1', number: 1, x: 0.25, y: 0.75, w: null, h: null, state: 'aberto' },
  { id: 'p2', number: 2, x: 0.1, y: 0.2, w: 0.3, h: 0.1, state: 'resolvido' },
];
const layerName = /Marcar um ponto/;

describe('ProofPinLayer', () => {
  it('draws the pins at their fractions and selects one', async () => {
    const onSelectPin = vi.fn();
    render(
      <ProofPinLayer pins={pins} commenting={false} onSelectPin={onSelectPin} onSubmit={vi.fn()} />,
    );
    const first = screen.getByRole('button', { name: 'Ponto 1 (aberto)' });
    expect(first.style.left).toBe('25%');
    expect(first.style.top).toBe('75%');
    const box = screen.getByRole('button', { name: 'Ponto 2 (resolvido)' });
    expect(box.style.width).toBe('30%');
    expect(box.style.height).toBe('10%');
    await userEvent.click(first);
    expect(onSelectPin).toHaveBeenCalledWith('p1');
    expect(screen.queryByRole('application')).toBeNull();
  });

  it("hangs a point's marker under its spot near the page's top, above it elsewhere", () => {
    render(
      <ProofPinLayer
        pins={[
          ...pins,
          { id: 'p3', number: 3, x: 0.5, y: 0.05, w: null, h: null, state: 'aberto' },
        ]}
        commenting={false}
        onSubmit={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Ponto 3 (aberto)' })).toHaveClass('proof-pin-below');
    expect(screen.getByRole('button', { name: 'Ponto 1 (aberto)' })).not.toHaveClass(
      'proof-pin-below',
    );
    // A rectangle is an area, not a point: no marker to place.
    expect(screen.getByRole('button', { name: 'Ponto 2 (resolvido)' })).not.toHaveClass(
      'proof-pin-below',
    );
  });

  it('places a pin by keyboard alone: arrows move the crosshair, Enter drops it', async () => {
    const onSubmit = vi.fn();
    render(<ProofPinLayer pins={[]} commenting onSubmit={onSubmit} />);
    const layer = screen.getByRole('application', { name: layerName });
    layer.focus();
    const crosshair = screen.getByTestId('proof-crosshair');
    expect(crosshair.style.left).toBe('50%');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    await userEvent.keyboard('{Shift>}{ArrowUp}{/Shift}{ArrowDown}');
    expect(crosshair.style.left).toBe('60%');
    expect(crosshair.style.top).toBe('42%');
    await userEvent.keyboard('{Enter}');
    const box = screen.getByLabelText('Comentário do ponto');
    expect(box).toHaveFocus();
    await userEvent.type(box, 'Aumentar o logo');
    await userEvent.click(screen.getByRole('button', { name: 'Marcar ponto' }));
    expect(onSubmit).toHaveBeenCalledWith({ x: 0.6, y: 0.42, text: 'Aumentar o logo' });
  });

  it('Escape leaves the mode; Cancelar drops the new spot', async () => {
    const onLeave = vi.fn();
    const onSubmit = vi.fn();
    render(<ProofPinLayer pins={[]} commenting onSubmit={onSubmit} onLeave={onLeave} />);
    screen.getByRole('application', { name: layerName }).focus();
    await userEvent.keyboard('{Escape}');
    expect(onLeave).toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByLabelText('Comentário do ponto')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a click drops a point and a drag draws a rectangle', async () => {
    const onSubmit = vi.fn();
    render(<ProofPinLayer pins={[]} commenting onSubmit={onSubmit} />);
    const layer = screen.getByRole('application', { name: layerName });
    layer.getBoundingClientRect = () =>
      ({
        left: 0,
        top: 0,
        width: 200,
        height: 100,
        right: 200,
        bottom: 100,
        x: 0,
        y: 0,
      }) as DOMRect;
    fireEvent.pointerDown(layer, { clientX: 50, clientY: 50 });
    fireEvent.pointerUp(layer, { clientX: 150, clientY: 80 });
    await userEvent.type(screen.getByLabelText('Comentário do ponto'), 'Esta área');
    await userEvent.click(screen.getByRole('button', { name: 'Marcar ponto' }));
    expect(onSubmit).toHaveBeenLastCalledWith({
      x: 0.25,
      y: 0.5,
      w: 0.5,
      h: 0.3,
      text: 'Esta área',
    });

    fireEvent.pointerDown(layer, { clientX: 20, clientY: 10 });
    fireEvent.pointerUp(layer, { clientX: 20, clientY: 10 });
    await userEvent.type(screen.getByLabelText('Comentário do ponto'), 'Aqui');
    await userEvent.click(screen.getByRole('button', { name: 'Marcar ponto' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ x: 0.1, y: 0.1, text: 'Aqui' });
  });
});
