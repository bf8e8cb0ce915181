// What a visitor typed into a server-rendered field before the page's JavaScript took over. The
// page is usable from its HTML, so a search or an e-mail may already be typed when React hydrates;
// a field's first render reads it (only while hydrating: later renders start from their state).
let hydrating = false;

/** Set by boot.tsx around the hydration of a server-rendered page. */
export function setHydrating(value: boolean) {
  hydrating = value;
}

/** The text typed into the field with this id before hydration, if any. */
export function typedBeforeHydration(id: string): string | undefined {
  if (!hydrating) return undefined;
  const element = document.getElementById(id);
  return element instanceof HTMLInputElement && element.value !== '' ? element.value : undefined;
}

/**
 * Wraps a react-hook-form field's ref. When a server-rendered form hydrates, react-hook-form writes
 * each field's default value into its element, erasing what the visitor typed before (or while)
 * the page hydrated. The text is read just before and given back through `restore`.
 */
export function keepTypedText(
  ref: (element: HTMLElement | null) => void,
  restore: (text: string) => void,
): (element: HTMLElement | null) => void {
  return (element) => {
    const typed =
      hydrating &&
      (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) &&
      element.type !== 'file' &&
      element.value !== ''
        ? element.value
        : undefined;
    ref(element);
    if (typed !== undefined && element && (element as HTMLInputElement).value !== typed) {
      restore(typed);
    }
  };
}
