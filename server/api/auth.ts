import { Router, type Response } from "express";
import type { AppDeps } from "../deps";
import { clientIp } from "../deps";
import { HttpError, parseWith } from "./errors";
import { loginSchema, registerSchema } from "../../app/lib/schemas/auth";
import { loginUser, logoutUser, registerUser } from "../services/auth";
import { clearSessionCookie, setSessionCookie } from "../auth/session";

/** /api/user, /api/login, /api/register, /api/logout (SPEC §7, issue 5). */
export function createAuthRouter({ config, db }: AppDeps): Router {
  const router = Router();

  const withRetryAfter = (res: Response, error: unknown) => {
    if (error instanceof HttpError && error.status === 429 && typeof error.details?.retryAfter === "number") {
      res.setHeader("Retry-After", String(error.details.retryAfter));
    }
    return error;
  };

  // The current user or null: never a 401, never the password hash.
  router.get("/user", (req, res) => {
    res.json(req.user ?? null);
  });

  router.post("/register", async (req, res) => {
    const input = parseWith(registerSchema, req.body);
    try {
      const { user, token } = await registerUser(db, input, {
        clientIp: clientIp(req),
        currentToken: req.sessionToken,
        registerLimit: config.formRateLimit,
      });
      setSessionCookie(res, config, token);
      res.status(201).json(user);
    } catch (error) {
      throw withRetryAfter(res, error);
    }
  });

  router.post("/login", async (req, res) => {
    const input = parseWith(loginSchema, req.body);
    try {
      const { user, token } = await loginUser(db, input, { clientIp: clientIp(req), currentToken: req.sessionToken });
      setSessionCookie(res, config, token);
      res.json(user);
    } catch (error) {
      throw withRetryAfter(res, error);
    }
  });

  router.post("/logout", async (req, res) => {
    await logoutUser(db, req.sessionToken);
    clearSessionCookie(res, config);
    res.json({ message: "You have been logged out successfully" });
  });

  return router;
}
