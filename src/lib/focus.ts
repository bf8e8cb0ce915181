// Where keyboard focus goes when a dialog closes. The dialog gives it back to the control that
// opened it; when that control is gone or disabled (its action is done: a row approved, an art
// started), focus would fall to the document and the next Tab would start from the top.

/** Call once a dialog has closed: puts focus on the page's heading if it was lost. */
export function keepFocusInPage(): void {
  // After the dialog's own focus restore, which runs in the same exit step.
  setTimeout(() => {
    const active = document.activeElement;
    const lost =
      !active ||
      active === document.body ||
      !active.isConnected ||
      (active instanceof HTMLButtonElement && active.disabled);
    if (!lost) return;
    const heading = document.querySelector<HTMLElement>('main h1');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }, 0);
}
