// `vite build`: the SPA into dist/. `vite build --ssr`: the server into dist-server/ — the API
// (server/index.ts) and the public pages' renderer (src/app/layout/render-page.tsx) as plain
// JavaScript, so production runs `node dist-server/index.js` with no TypeScript loader.
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, minify, transformWithOxc, type Plugin } from 'vite';

const apiPort = process.env.API_PORT ?? '3001';

export const SERVER_OUT_DIR = 'dist-server';

/**
 * What the server reads at run time beside its own code (`new URL('./…', import.meta.url)`):
 * the migrations and the password-strength worker. Copied next to the built files.
 */
const copyServerFiles = (): Plugin => ({
  name: 'copy-server-files',
  apply: 'build',
  writeBundle() {
    cpSync('server/db/migrations', `${SERVER_OUT_DIR}/migrations`, { recursive: true });
    cpSync(
      'server/auth/password-strength.worker.mjs',
      `${SERVER_OUT_DIR}/password-strength.worker.mjs`,
    );
  },
});

/** Text files worth compressing ahead: served as they are, they would go out uncompressed. */
const PRECOMPRESSED = /\.(js|css|svg|json|txt|xml)$/;

/**
 * Writes a Brotli (.br, best quality) and a gzip (.gz) copy beside each text file of the SPA, for
 * the server to send instead (serveStatic's `precompressed`). Brotli makes the stylesheet and the
 * scripts about a quarter smaller than the gzip the server would make on the fly, and costs the
 * server nothing per request. Files under 1 KB are left as they are.
 */
const precompressAssets = (): Plugin => ({
  name: 'precompress-assets',
  apply: 'build',
  writeBundle(options) {
    const outDir = options.dir ?? 'dist';
    const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' });
    for (const file of files.filter((name) => PRECOMPRESSED.test(name))) {
      const full = path.join(outDir, file);
      const content = readFileSync(full);
      if (content.length < 1024) continue;
      writeFileSync(
        `${full}.br`,
        brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(`${full}.gz`, gzipSync(content, { level: 9 }));
    }
  },
});

/** The page's first script, which loads the app's entry (index.html's) once the page painted. */
const PAGE_START = 'src/page-start.ts';
const MODULE_PRELOAD = /<link rel="modulepreload"(?: crossorigin)? href="([^"]+)">\s*/g;

/**
 * Writes the page's first script into index.html in place of the entry's tag and its module
 * preloads, minified, with their addresses: no request, and no script run before the largest
 * paint but this one (docs/decisions/0020-the-entry-after-the-largest-paint.md); the script
 * preloads them itself when it imports the entry. server/spa.ts lists its hash in the pages'
 * Content-Security-Policy.
 */
const inlinePageStart = (): Plugin => ({
  name: 'inline-page-start',
  transformIndexHtml: {
    order: 'post',
    async handler(html, context) {
      // The built entry's file, or on the dev server the source index.html names.
      const src = context.chunk ? `/${context.chunk.fileName}` : '/src/main.tsx';
      const entry = [' crossorigin', '']
        .map((attribute) => `<script type="module"${attribute} src="${src}"></script>`)
        .find((tag) => html.includes(tag));
      if (!entry) throw new Error(`index.html: no <script type="module" src="${src}"> to start`);
      const { code: plain } = await transformWithOxc(readFileSync(PAGE_START, 'utf8'), PAGE_START);
      // Only a dynamic import() may load anything: an inlined script has no address to resolve from.
      if (/^\s*import[\s{*'"]/m.test(plain)) throw new Error(`${PAGE_START} must import nothing`);
      const preloads = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href);
      const call = `${plain}\nstartPage(${JSON.stringify(src)}, ${JSON.stringify(preloads)});`;
      const { code, errors } = await minify(PAGE_START, call, { module: true });
      if (errors.length)
        throw new Error(`${PAGE_START}: ${errors.map((e) => e.message).join('; ')}`);
      return html
        .replace(entry, '')
        .replace(MODULE_PRELOAD, '')
        .replace('</body>', `<script type="module">${code.trim()}</script>\n  </body>`);
    },
  },
});

/**
 * Libraries the server's entry must never load as it starts: renderers and analysers run in the
 * child process of heavy jobs, the AWS SDK only with S3, the pretty-printer only on a terminal,
 * and date-holidays only in tests. Each costs the idle server 10–40 MB of memory.
 */
const NOT_AT_SERVER_START = [
  'sharp',
  'pdfjs-dist',
  'pdf-lib',
  '@napi-rs/canvas',
  'zxing-wasm',
  'ag-psd',
  '@hyzyla/pdfium',
  '@aws-sdk/',
  'date-holidays',
  'pino-pretty',
];

/** Fails the server build when the entry reaches one of them through static imports. */
const keepServerStartLight = (): Plugin => ({
  name: 'keep-server-start-light',
  apply: 'build',
  generateBundle(_options, bundle) {
    const chunks = new Map(
      Object.values(bundle).flatMap((item) =>
        item.type === 'chunk' ? [[item.fileName, item]] : [],
      ),
    );
    const entry = [...chunks.values()].find((chunk) => chunk.isEntry && chunk.name === 'index');
    if (!entry) this.error('server entry "index" not found in the bundle');
    const seen = new Set<string>();
    const walk = (fileName: string, via: string[]) => {
      if (seen.has(fileName)) return;
      seen.add(fileName);
      const chunk = chunks.get(fileName);
      if (!chunk) {
        const banned = NOT_AT_SERVER_START.find(
          (name) =>
            fileName === name || fileName.startsWith(name.endsWith('/') ? name : `${name}/`),
        );
        if (banned) {
          this.error(
            `${fileName} is loaded when the server starts (${via.join(' → ')}): import it with import() where it is used`,
          );
        }
        return;
      }
      for (const imported of chunk.imports) walk(imported, [...via, imported]);
    };
    walk(entry.fileName, [entry.fileName]);
  },
});

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    inlinePageStart(),
    ...(isSsrBuild ? [copyServerFiles(), keepServerStartLight()] : [precompressAssets()]),
  ],
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
  // Tells server/seo/prerender.ts that the renderer is built beside it (not TSX to compile).
  define: isSsrBuild ? { __BUILT_SERVER__: 'true' } : {},
  build: isSsrBuild
    ? {
        target: 'node20',
        outDir: SERVER_OUT_DIR,
        emptyOutDir: true,
        copyPublicDir: false,
        sourcemap: true,
        // Dependencies stay in node_modules (Vite's SSR default), imported at run time.
        rolldownOptions: {
          input: {
            index: 'server/index.ts',
            'render-page': 'src/app/layout/render-page.tsx',
            // The child process of heavy jobs (server/jobs/isolated.ts).
            'isolated-runner': 'server/jobs/isolated-runner.ts',
          },
          // Flat: every file's `import.meta.url` is in dist-server/, where the copies above are.
          output: { chunkFileNames: '[name]-[hash].js' },
        },
      }
    : {
        target: 'es2022',
        sourcemap: false,
        // The marketing pages must not pull the client area or the admin panel: each route is its
        // own chunk.
        chunkSizeWarningLimit: 400,
        rolldownOptions: {
          output: {
            codeSplitting: {
              // Small shared modules are copied into the chunks that use them instead of each
              // being a file of its own: the client area's first page fetched 53 scripts, and on a
              // phone every request costs the main thread a few milliseconds
              // (docs/decisions/0019-small-shared-modules-copied-into-chunks.md). Styles stay in
              // files of their own (Vite emits a chunk's CSS from every chunk that prints a copy).
              experimentalInlineCommonChunks: {
                maxSize: 16 * 1024,
                exclude: /\.(css|scss)(\?|$)/,
              },
            },
          },
        },
      },
}));
