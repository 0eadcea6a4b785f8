import type { Request, Response, NextFunction } from "express";

/** The one guard for every /api/admin route: 401 signed out, 403 without admin rights. */
export function requireAdmin(req: Request, res: Response, next: NextFunction) {
  if (!req.user) return res.status(401).json({ message: "Please log in to continue." });
  if (!req.user.isAdmin) return res.status(403).json({ message: "You need administrator rights for this." });
  next();
}
