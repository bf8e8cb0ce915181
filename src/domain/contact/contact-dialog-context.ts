// How any page opens the 'Seu futuro começa agora!' dialog: the app layout provides the controls,
// pages use <ContactButton> (contact-button.tsx). The dialog itself lives in features/contact.
import { createContext, useContext } from 'react';

export interface ContactDialogControls {
  open: () => void;
  /** Starts loading the dialog's code early (on hover or focus of a button). */
  preload: () => void;
}

const noop = () => {};
export const ContactDialogContext = createContext<ContactDialogControls>({
  open: noop,
  preload: noop,
});

export const useContactDialog = () => useContext(ContactDialogContext);
