// React DOM's entry points, in a module of their own so that main.tsx can import them first and
// the browser evaluates React DOM as one task, apart from the rest of the app (see LIBRARIES there).
// Re-exported by name: importing the package itself would keep every export in the bundle.
export { createRoot, hydrateRoot } from 'react-dom/client';
