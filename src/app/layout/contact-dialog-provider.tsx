// Provides the 'Seu futuro começa agora!' dialog to every page; its code (and the form's) is
// fetched only when a visitor first reaches for it.
import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { ContactDialogContext } from '../../domain/contact/contact-dialog-context';

const loadDialog = () => import('../../features/contact/components/contact-dialog');
const ContactDialog = lazy(async () => ({ default: (await loadDialog()).ContactDialog }));

export function ContactDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const show = useCallback(() => {
    setMounted(true);
    setOpen(true);
  }, []);
  const preload = useCallback(() => {
    void loadDialog();
  }, []);
  const controls = useMemo(() => ({ open: show, preload }), [show, preload]);
  return (
    <ContactDialogContext.Provider value={controls}>
      {children}
      {mounted && (
        <Suspense fallback={null}>
          <ContactDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </ContactDialogContext.Provider>
  );
}
