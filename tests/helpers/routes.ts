import type { Router } from "express";

export interface ApiRoute {
  method: string;
  path: string;
}

interface RouterLayer {
  route?: { path: string | string[]; _methods(): string[] };
  handle?: { stack?: RouterLayer[] };
}

/** Every route of an Express router and its sub-routers (all mounted at "/"), e.g. { method: "GET", path: "/user" }. */
export function listRoutes(router: Router): ApiRoute[] {
  const routes: ApiRoute[] = [];
  const walk = (stack: RouterLayer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
        for (const path of paths) {
          for (const method of layer.route._methods()) {
            const upper = method.toUpperCase();
            if (upper !== "HEAD" && upper !== "_ALL") routes.push({ method: upper, path });
          }
        }
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack);
      }
    }
  };
  walk((router as unknown as { stack: RouterLayer[] }).stack);
  return routes;
}
