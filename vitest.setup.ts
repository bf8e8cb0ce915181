// Shared test set-up: DOM matchers for component tests, unmounting between tests, and how long
// findBy and waitFor wait.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library's 1 s default was short on a busy 2-core CI machine, where a page's fetch and
// render behind a scripted network took longer: 3 s. What a page loads on demand waits longer
// still (ON_DEMAND in src/test/render-routes.tsx).
configure({ asyncUtilTimeout: 3_000 });

afterEach(() => {
  if (typeof document !== 'undefined') cleanup();
});
