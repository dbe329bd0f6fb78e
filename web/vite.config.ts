import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `npm run dev:web` serves the SPA with hot reload and forwards the data paths to `npm start`
// (port 8080); `npm run build:web` writes web/dist, which `npm start` serves.
const backend = process.env['PETWELL_BACKEND_URL'] ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  // The prerendered pages' footer (web/src/app/layouts/site-footer.tsx).
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  build: {
    // The manifest lets scripts/web-budget.ts measure each route's chunks (bundle budgets).
    manifest: true,
    target: 'es2022',
    sourcemap: false,
  },
  server: {
    proxy: Object.fromEntries(
      ['/v1', '/api', '/files', '/dev', '/actions'].map((prefix) => [prefix, backend]),
    ),
  },
});
