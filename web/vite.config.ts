import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// `npm run dev:web` serves the SPA with hot reload and forwards the data paths to `npm start`
// (port 8080); `npm run build:web` writes web/dist, which `npm start` serves.
const backend = process.env['PETWELL_BACKEND_URL'] ?? 'http://127.0.0.1:8080';

/**
 * Writes the shell's stylesheet (about 5 KiB gz) into index.html as a `<style>`, so the first
 * paint waits for the HTML alone and not for one more request: on a phone's link that is a round
 * trip before anything shows, for every page and every prerendered one (index.html is their
 * template). The HTML and its styles still fit in the first ~14 KiB a new connection sends.
 * Later chunks' stylesheets load as before; the file stays in assets/ for anything that names it.
 */
export function inlineShellStylesheet(): Plugin {
  return {
    name: 'petwell:inline-shell-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const { bundle } = context;
        if (!bundle) return html;
        return html.replace(
          /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)">/g,
          (link, file: string) => {
            const asset = bundle[file];
            if (asset?.type !== 'asset') return link;
            const css =
              typeof asset.source === 'string'
                ? asset.source
                : new TextDecoder().decode(asset.source);
            // A style element ends at the first `</style`: such a sheet stays a link.
            return css && !/<\/style/i.test(css) ? `<style>${css}</style>` : link;
          },
        );
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), inlineShellStylesheet()],
  // The prerendered pages' footer (web/src/app/layouts/site-footer.tsx).
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  build: {
    // The manifest lets scripts/web-budget.ts measure each route's chunks (bundle budgets).
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    // Chunks are named by their hash alone: the entry lists every chunk a route may load (to
    // preload a route's imports with it), and every page pays for that list, about 1.5 KiB
    // gzipped with the modules' names in it. The manifest still maps each chunk to its source.
    rolldownOptions: { output: { chunkFileNames: 'assets/c[hash].js' } },
  },
  server: {
    proxy: Object.fromEntries(
      ['/v1', '/api', '/files', '/dev', '/actions'].map((prefix) => [prefix, backend]),
    ),
  },
});
