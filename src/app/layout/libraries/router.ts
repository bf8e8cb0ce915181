// The router, evaluated as a task of its own before the app (LIBRARIES in main.tsx).
export { RouterProvider } from 'react-router';
