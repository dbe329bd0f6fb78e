/**
 * Prerenders the main site's public pages into the built SPA (run after `vite build web`, by
 * `npm run build:web` and by `npm start`'s build): builds web/src/app/prerender.tsx for
 * Node, renders every page it lists with the build's config, and writes
 * `web/dist/prerendered/<path>/index.html`: the built index.html with the page's HTML in `#root`
 * (marked `data-prerendered` with the config's key) and the page's `<title>`. The servers send it
 * for that path on the main site's host only (scripts/stack/static-files.ts, web/nginx.conf.template);
 * the browser hydrates it (web/src/main.tsx).
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');

/** Where the prerendered pages go under the built SPA. */
export const PRERENDERED_DIR = 'prerendered';

interface PrerenderModule {
  PRERENDER_KEY: string;
  prerenderedPaths: () => string[];
  renderPage: (path: string) => Promise<string>;
}

const ROOT_OPEN = '<div id="root">';

/** The built index.html with a page's HTML in its root and the page's title in its head. */
export function pageDocument(index: string, html: string, key: string): string {
  const start = index.indexOf(ROOT_OPEN);
  const end = index.lastIndexOf('</body>');
  if (start < 0 || end < start) throw new Error('the built index.html has no <div id="root">');
  // React 19 writes a page's <title> where the page renders it, and its resource hints (an
  // image's preload) before the page: both belong in the head.
  const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)];
  const hints = /^(?:<link [^>]*\/>)+/.exec(html)?.[0] ?? '';
  const body = html.slice(hints.length).replace(/<title>[^<]*<\/title>/g, '');
  const title = titles.at(-1)?.[1];
  // Everything before the root is the head (and the body's opening); the rest follows the root.
  const before =
    title === undefined
      ? index.slice(0, start)
      : index.slice(0, start).replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`);
  // The page is readable without its scripts: they load after what paints it (the stylesheet,
  // the images), so on a slow link the text comes first and the app takes it over after.
  const head = before
    .replace('</head>', () => `${hints}</head>`)
    .replace(/<script type="module" /g, '<script type="module" fetchpriority="low" ')
    .replace(/<link rel="modulepreload" /g, '<link rel="modulepreload" fetchpriority="low" ');
  return `${head}<div id="root" data-prerendered="${key}">${body}</div>\n  ${index.slice(end)}`;
}

/** Prerenders every page into `<distDir>/prerendered`; resolves with the paths written. */
export async function prerenderWeb(distDir = path.join(root, 'web/dist')): Promise<string[]> {
  const { build } = await import('vite');
  // Inside web/ so the bundle finds the app's dependencies (left external) and is an ES module.
  await mkdir(path.join(root, 'web/node_modules'), { recursive: true });
  const outDir = await mkdtemp(path.join(root, 'web/node_modules/.petwell-prerender-'));
  try {
    await build({
      root: path.join(root, 'web'),
      configFile: path.join(root, 'web/vite.config.ts'),
      logLevel: 'warn',
      build: {
        ssr: 'src/app/prerender.tsx',
        outDir,
        emptyOutDir: true,
        manifest: false,
        copyPublicDir: false,
      },
    });
    const entry = pathToFileURL(path.join(outDir, 'prerender.js')).href;
    const module = (await import(entry)) as PrerenderModule;
    const index = await readFile(path.join(distDir, 'index.html'), 'utf8');
    const target = path.join(distDir, PRERENDERED_DIR);
    await rm(target, { recursive: true, force: true });
    const paths = module.prerenderedPaths();
    for (const page of paths) {
      const html = await module.renderPage(page);
      if (/<script/i.test(html)) throw new Error(`the prerendered ${page} holds a script`);
      const file = path.join(target, page, 'index.html');
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, pageDocument(index, html, module.PRERENDER_KEY));
    }
    return paths;
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const paths = await prerenderWeb(process.argv[2] ? path.resolve(process.argv[2]) : undefined);
  console.log(`Prerendered ${String(paths.length)} pages into web/dist/${PRERENDERED_DIR}.`);
}
