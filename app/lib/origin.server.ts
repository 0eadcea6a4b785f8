// Page actions refuse submissions from other sites (CSRF), with the same judgement as /api:
// Sec-Fetch-Site first, else Origin; a request with neither is not from a browser page.
import { data } from "react-router";
import type { Request as ExpressRequest } from "express";
import { isCrossOrigin } from "../../server/api/origin";

export function assertSameOrigin(request: Request, publicUrl: string): void {
  const url = new URL(request.url);
  const headers: Record<string, string | undefined> = {
    "sec-fetch-site": request.headers.get("sec-fetch-site") ?? undefined,
    origin: request.headers.get("origin") ?? undefined,
    host: request.headers.get("host") ?? url.host,
  };
  if (isCrossOrigin({ headers } as unknown as ExpressRequest, publicUrl)) {
    throw data({ message: "Cross-origin request refused" }, { status: 403 });
  }
}
