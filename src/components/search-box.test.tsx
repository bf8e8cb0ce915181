// @vitest-environment jsdom
// SearchBox: a labelled field that reports its value once the visitor pauses typing.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from './search-box';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('SearchBox', () => {
  it('is found by its label and debounces what it reports', () => {
    const onSearch = vi.fn();
    render(<SearchBox label="Buscar arte" onSearch={onSearch} delayMs={300} />);
    const input = screen.getByRole('searchbox', { name: 'Buscar arte' });
    fireEvent.change(input, { target: { value: 'ca' } });
    fireEvent.change(input, { target: { value: 'caixa' } });
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(onSearch).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('caixa');
  });

  it('reports a cleared field at once', () => {
    const onSearch = vi.fn();
    render(<SearchBox label="Buscar arte" onSearch={onSearch} initialValue="pizza" />);
    fireEvent.change(screen.getByLabelText('Buscar arte'), { target: { value: '' } });
    expect(onSearch).toHaveBeenCalledWith('');
  });
});
