import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig({
  plugins: [react()],
  css: {
    preprocessorOptions: {
      // Bootstrap's Sass is a dependency: its deprecation warnings are not ours to fix (none with
      // the pinned sass-embedded 1.78.0, many with newer ones) and would bury real build output.
      scss: { quietDeps: true },
    },
  },
  server: {
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // The marketing pages must not pull the client area or the admin panel: each route is its own chunk.
    chunkSizeWarningLimit: 400,
  },
});
