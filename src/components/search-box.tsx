// A labelled search field that reports its value after the visitor pauses typing, so a list
// backed by the server is not queried on every keystroke.
import { useEffect, useId, useRef, useState } from 'react';
import { Form } from 'react-bootstrap';
import { typedBeforeHydration } from '../lib/early-input';

export interface SearchBoxProps {
  /** The visible label, e.g. 'Buscar arte'. */
  label: string;
  /** The debounced value, called after `delayMs` without typing (and at once when cleared). */
  onSearch: (value: string) => void;
  initialValue?: string;
  placeholder?: string;
  delayMs?: number;
  className?: string;
}

export function SearchBox({
  label,
  onSearch,
  initialValue = '',
  placeholder,
  delayMs = 300,
  className,
}: SearchBoxProps) {
  const id = useId();
  // Typed before the page went live: searched for as soon as it is (lastSent stays the initial).
  const [value, setValue] = useState(() => typedBeforeHydration(id) ?? initialValue);
  // The latest callback without restarting the timer when a parent passes a new function.
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  }, [onSearch]);
  const lastSent = useRef(initialValue);

  useEffect(() => {
    if (value === lastSent.current) return;
    const send = () => {
      lastSent.current = value;
      onSearchRef.current(value);
    };
    if (value === '') {
      send();
      return;
    }
    const timer = setTimeout(send, delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);

  return (
    <Form.Group controlId={id} className={className} role="search">
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type="search"
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(event) => setValue(event.target.value)}
      />
    </Form.Group>
  );
}
