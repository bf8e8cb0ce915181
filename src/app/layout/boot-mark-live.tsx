import { useEffect, type ReactNode } from 'react';

/** Marks <html data-app="live"> once React runs the page: tests and tools wait for it. */
export function MarkLive({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.app = 'live';
  }, []);
  return children;
}
