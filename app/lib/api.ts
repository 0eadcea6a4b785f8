// The browser's one way to call our JSON API (SPEC §7 shared behaviour and §8 generic error).

export class ApiError extends Error {
  constructor(
    public status: number,
    message: string,
    /** The parsed JSON body, when there was one (e.g. { message, errors }). */
    public data: { message?: string; errors?: Record<string, string> } | null,
  ) {
    super(message);
  }
  /** The server's own message, if it sent one. */
  get serverMessage(): string | undefined {
    return this.data?.message;
  }
}

/**
 * Sends credentials; a JSON body only when there is a payload. Any non-OK answer throws
 * an ApiError whose message is "status: body text" (or the status text when the body is empty).
 */
export async function apiRequest<T = unknown>(method: string, url: string, payload?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: "include",
    headers: payload !== undefined ? { "Content-Type": "application/json" } : undefined,
    body: payload !== undefined ? JSON.stringify(payload) : undefined,
  });
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!response.ok) {
    throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`, data as ApiError["data"]);
  }
  return data as T;
}
