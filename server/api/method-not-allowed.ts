import type { Request, Response, NextFunction, Router } from "express";

interface RouterLayer {
  route?: { _methods(): string[] };
  handle?: { stack?: RouterLayer[] };
  match(path: string): boolean;
}

/** The methods some route of `router` (and its sub-routers mounted at "/") answers for `path`. */
export function allowedMethods(router: Router, path: string): string[] {
  const methods = new Set<string>();
  const walk = (stack: RouterLayer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        if (layer.match(path)) for (const method of layer.route._methods()) methods.add(method.toUpperCase());
      } else if (layer.handle?.stack && layer.match(path)) {
        walk(layer.handle.stack);
      }
    }
  };
  walk((router as unknown as { stack: RouterLayer[] }).stack);
  return [...methods].filter((m) => m !== "_ALL");
}

/** Answers 405 with an Allow header when the path exists under another method. */
export function methodNotAllowed(router: Router) {
  return (req: Request, res: Response, next: NextFunction) => {
    const allowed = allowedMethods(router, req.path);
    if (allowed.length === 0) return next();
    if (allowed.includes("GET") && !allowed.includes("HEAD")) allowed.push("HEAD");
    res.setHeader("Allow", allowed.join(", "));
    res.status(405).json({ message: `Method ${req.method} is not allowed here` });
  };
}
