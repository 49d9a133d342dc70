// The routes an Express app answers, read from its routers (Express 5's router: each layer
// keeps the path it was mounted on), so a test that must reach every route cannot miss a new one.
import type express from 'express';

export interface ListedRoute {
  method: string;
  /** The route's pattern, e.g. /api/optimizations/:id/review. */
  path: string;
}

interface Layer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

export function listRoutes(app: express.Express): ListedRoute[] {
  const root = (app as unknown as { router?: { stack: Layer[] } }).router;
  if (!root) throw new Error('the app has no router');
  const routes: ListedRoute[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        if (typeof layer.route.path !== 'string')
          throw new Error(`route path ${String(layer.route.path)} is not a string`);
        for (const [method, on] of Object.entries(layer.route.methods))
          if (on && method !== '_all')
            routes.push({ method: method.toUpperCase(), path: join(prefix, layer.route.path) });
      } else if (layer.handle?.stack) {
        const mount = typeof layer.rawPath === 'string' ? layer.rawPath : '/';
        walk(layer.handle.stack, join(prefix, mount));
      }
    }
  };
  walk(root.stack, '');
  return routes;
}

const join = (prefix: string, path: string) => (prefix + (path === '/' ? '' : path)).replace(/\/{2,}/g, '/') || '/';
