// Serves the built React app: assets as files, known client routes as index.html
// (200), the redirects of ARCHITECTURE.md, and every other path as the app's 404 page
// with HTTP status 404.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';
import { REDIRECTS, isKnownClientPath } from '@highpay/contracts';

export function frontendRoutes(distDir: string): Router {
  const router = express.Router();
  const indexFile = path.join(distDir, 'index.html');
  let indexHtml: string | undefined;
  const loadIndex = () => (indexHtml ??= existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined);

  router.use(
    '/assets',
    express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }),
  );
  router.use(express.static(distDir, { index: false, maxAge: '1h' }));

  router.get('/{*path}', (req, res) => {
    const target = (REDIRECTS as Record<string, string>)[req.path.replace(/\/+$/, '') || '/'];
    if (target) {
      res.redirect(301, target);
      return;
    }
    const html = loadIndex();
    if (!html) {
      res.status(503).type('text/plain').send('The frontend is not built yet: run `make start` (or `npm run build`).');
      return;
    }
    res
      .status(isKnownClientPath(req.path) ? 200 : 404)
      .type('html')
      .setHeader('Cache-Control', 'no-cache')
      .send(html);
  });
  return router;
}
