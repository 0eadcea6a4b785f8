import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { eq, sql } from "drizzle-orm";
import { createTestApp, type TestApp } from "../helpers/app";
import { engine } from "../helpers/db";
import { sessions, users } from "../../server/db/schema";
import { hashPassword, isCommonPassword, verifyPassword } from "../../server/services/passwords";
import { assertSameOrigin } from "../../app/lib/origin.server";
import { safeRedirectPath } from "../../app/lib/admin.server";

let t: TestApp;
// Each test speaks from its own client address (TRUST_PROXY=1), so the per-client limits of
// one test do not leak into another.
let nextIp = 1;
const freshIp = () => `198.51.100.${nextIp++}`;

const cookieOf = (res: request.Response): string => {
  const header = ([] as string[]).concat(res.headers["set-cookie"] ?? []);
  const sid = header.find((c) => /^(__Host-)?sid=/.test(c));
  if (!sid) throw new Error(`no session cookie in ${JSON.stringify(header)}`);
  return sid.split(";")[0]!;
};

async function register(username: string, password = "Tr1cky-Safety-Pass", ip = freshIp(), email?: string) {
  return request(t.app).post("/api/register").set("X-Forwarded-For", ip).send({ username, password, email });
}

beforeAll(async () => {
  t = await createTestApp({ trustProxy: 1 });
});
afterAll(() => t?.close());

describe(`accounts and sessions on ${engine}`, () => {
  it("answers GET /api/user with null when signed out", async () => {
    const res = await request(t.app).get("/api/user");
    expect(res.status).toBe(200);
    expect(res.body).toBeNull();
  });

  it("makes the first account an administrator and later ones not (DESIGN decision 1)", async () => {
    const first = await register("first-admin", "Tr1cky-Safety-Pass", freshIp(), "Admin@Example.co.za");
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ username: "first-admin", email: "admin@example.co.za", isAdmin: true });
    expect(first.body).not.toHaveProperty("password");

    const second = await register("second-user");
    expect(second.status).toBe(201);
    expect(second.body.isAdmin).toBe(false);

    const me = await request(t.app).get("/api/user").set("Cookie", cookieOf(second));
    expect(me.body).toMatchObject({ username: "second-user", isAdmin: false });
    expect(JSON.stringify(me.body)).not.toContain("scrypt");
  });

  it("stores an scrypt hash, never the password", async () => {
    await register("hash-check", "Another-Long-Pass-9");
    const [row] = await t.deps.db.select().from(users).where(eq(users.username, "hash-check"));
    expect(row!.password).toMatch(/^scrypt\$\d+\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(row!.password).not.toContain("Another-Long-Pass-9");
    expect(await verifyPassword("Another-Long-Pass-9", row!.password)).toBe(true);
    expect(await verifyPassword("another-long-pass-9", row!.password)).toBe(false);
  });

  it("refuses short and common new passwords with the exact messages", async () => {
    const short = await register("short-pass", "Ab1-xyz");
    expect(short.status).toBe(400);
    expect(short.body.message).toBe("Password must be at least 8 characters");
    expect(short.body.errors.password).toBe("Password must be at least 8 characters");

    for (const common of ["password1", "iloveyou", "Sunshine", "qwerty123"]) {
      const res = await register(`common-${common.toLowerCase()}`, common);
      expect(res.status, common).toBe(400);
      expect(res.body.message).toBe("This password is too common");
    }
    expect(isCommonPassword("Tr1cky-Safety-Pass")).toBe(false);
    const count = await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(users).where(sql`username like 'common-%' or username = 'short-pass'`);
    expect(Number(count[0]!.n)).toBe(0);
  });

  it("validates username and email with the spec's messages", async () => {
    const shortName = await register("ab");
    expect(shortName.status).toBe(400);
    expect(shortName.body.message).toBe("Username must be at least 3 characters");
    const badEmail = await register("bad-email", "Tr1cky-Safety-Pass", freshIp(), "not-an-email");
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.message).toBe("Please enter a valid email address");
    const missing = await request(t.app).post("/api/register").send({});
    expect(missing.status).toBe(400);
    const wrongType = await request(t.app).post("/api/register").send({ username: 5, password: ["x"] });
    expect(wrongType.status).toBe(400);
  });

  it("answers a taken username (any case) with 409", async () => {
    const res = await register("FIRST-ADMIN");
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Username already exists");
  });

  it("makes exactly one administrator when the first registrations race", async () => {
    const fresh = await createTestApp({ trustProxy: 1 });
    try {
      const results = await Promise.all(
        ["race-a", "race-b", "race-c"].map((username, i) =>
          request(fresh.app).post("/api/register").set("X-Forwarded-For", `203.0.113.${i + 1}`).send({ username, password: "Tr1cky-Safety-Pass" }),
        ),
      );
      expect(results.map((r) => r.status)).toEqual([201, 201, 201]);
      expect(results.filter((r) => r.body.isAdmin).length).toBe(1);
    } finally {
      await fresh.close();
    }
  });

  it("logs in with the right password only, and renews the session id", async () => {
    const ip = freshIp();
    const registered = await register("renewal-user", "Renew-My-Session-1", ip);
    const firstCookie = cookieOf(registered);

    const wrong = await request(t.app).post("/api/login").set("X-Forwarded-For", ip).send({ username: "renewal-user", password: "wrong-password" });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe("Invalid username or password");
    expect(wrong.headers["set-cookie"]).toBeUndefined();

    const unknown = await request(t.app).post("/api/login").set("X-Forwarded-For", ip).send({ username: "nobody-here", password: "whatever1" });
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe("Invalid username or password");

    const ok = await request(t.app)
      .post("/api/login")
      .set("X-Forwarded-For", ip)
      .set("Cookie", firstCookie)
      .send({ username: "Renewal-User", password: "Renew-My-Session-1" });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ username: "renewal-user" });
    const secondCookie = cookieOf(ok);
    expect(secondCookie).not.toBe(firstCookie);

    // The session the request carried is gone; the new one works.
    expect((await request(t.app).get("/api/user").set("Cookie", firstCookie)).body).toBeNull();
    expect((await request(t.app).get("/api/user").set("Cookie", secondCookie)).body).toMatchObject({ username: "renewal-user" });
  });

  it("keeps the login form's 6-character rule", async () => {
    const res = await request(t.app).post("/api/login").send({ username: "someone", password: "12345" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Password must be at least 6 characters");
    const name = await request(t.app).post("/api/login").send({ username: "ab", password: "123456" });
    expect(name.body.message).toBe("Username must be at least 3 characters");
  });

  it("destroys the session at logout", async () => {
    const registered = await register("logout-user");
    const cookie = cookieOf(registered);
    const token = decodeURIComponent(cookie.split("=")[1]!);
    const before = await t.deps.db.select().from(sessions).where(eq(sessions.userId, registered.body.id));
    expect(before.length).toBe(1);
    expect(before[0]!.id).not.toBe(token);

    const res = await request(t.app).post("/api/logout").set("Cookie", cookie);
    expect(res.status).toBe(200);
    expect(([] as string[]).concat(res.headers["set-cookie"] ?? []).join()).toMatch(/sid=;.*Expires=Thu, 01 Jan 1970/);
    expect(await t.deps.db.select().from(sessions).where(eq(sessions.userId, registered.body.id))).toEqual([]);
    expect((await request(t.app).get("/api/user").set("Cookie", cookie)).body).toBeNull();
  });

  it("sets an HttpOnly, SameSite=Lax session cookie without Secure over http", async () => {
    const res = await register("cookie-http");
    const header = ([] as string[]).concat(res.headers["set-cookie"])[0]!;
    expect(header).toMatch(/^sid=[\w-]{40,};/);
    expect(header).toContain("HttpOnly");
    expect(header).toContain("SameSite=Lax");
    expect(header).toContain("Path=/");
    expect(header).not.toContain("Secure");
  });

  it("limits login failures: 429 after 10 in 15 minutes for one username", async () => {
    await register("limited-user", "Limited-But-Right-1");
    for (let i = 0; i < 10; i++) {
      // Different clients: only the username counter reaches the limit.
      const res = await request(t.app).post("/api/login").set("X-Forwarded-For", freshIp()).send({ username: "limited-user", password: `wrong-${i}-pass` });
      expect(res.status).toBe(401);
    }
    const blocked = await request(t.app).post("/api/login").set("X-Forwarded-For", freshIp()).send({ username: "LIMITED-user", password: "Limited-But-Right-1" });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe("Too many failed login attempts. Please try again in 15 minutes.");
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect(blocked.headers["set-cookie"]).toBeUndefined();
  });

  it("limits login failures: 429 after 10 in 15 minutes from one client, whatever the username", async () => {
    await register("victim-user", "Victim-Right-Pass-1");
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      const res = await request(t.app).post("/api/login").set("X-Forwarded-For", ip).send({ username: `guess-${i}`, password: "wrong-pass" });
      expect(res.status).toBe(401);
    }
    const blocked = await request(t.app).post("/api/login").set("X-Forwarded-For", ip).send({ username: "victim-user", password: "Victim-Right-Pass-1" });
    expect(blocked.status).toBe(429);
    // Another client can still sign in to the same account.
    const other = await request(t.app).post("/api/login").set("X-Forwarded-For", freshIp()).send({ username: "victim-user", password: "Victim-Right-Pass-1" });
    expect(other.status).toBe(200);
  });

  it("refuses cross-origin login, register and logout, and lets non-browser clients through", async () => {
    for (const path of ["/api/login", "/api/register", "/api/logout"]) {
      const cross = await request(t.app).post(path).set("Sec-Fetch-Site", "cross-site").send({ username: "first-admin", password: "Tr1cky-Safety-Pass" });
      expect(cross.status, path).toBe(403);
      expect(cross.body.message).toBe("Cross-origin request refused");
      const origin = await request(t.app).post(path).set("Origin", "https://evil.example").send({});
      expect(origin.status, path).toBe(403);
    }
    const plain = await request(t.app).post("/api/login").set("X-Forwarded-For", freshIp()).send({ username: "first-admin", password: "Tr1cky-Safety-Pass" });
    expect(plain.status).toBe(200);
  });

  it("refuses cross-origin page actions by Sec-Fetch-Site and Origin", () => {
    const make = (headers: Record<string, string>) => new Request("http://localhost:3000/auth", { method: "POST", headers });
    const status = (headers: Record<string, string>) => {
      try {
        assertSameOrigin(make(headers), "http://localhost:3000");
        return 200;
      } catch (error) {
        return (error as { init?: { status?: number } }).init?.status ?? 500;
      }
    };
    expect(status({ "Sec-Fetch-Site": "cross-site" })).toBe(403);
    expect(status({ "Sec-Fetch-Site": "same-site" })).toBe(403);
    expect(status({ Origin: "https://evil.example" })).toBe(403);
    expect(status({ "Sec-Fetch-Site": "same-origin", Origin: "http://localhost:3000" })).toBe(200);
    expect(status({ Origin: "http://localhost:3000" })).toBe(200);
    expect(status({})).toBe(200);
  });

  it("returns only to same-site relative paths after login (no open redirect)", () => {
    expect(safeRedirectPath("/admin/training-data?tab=courses")).toBe("/admin/training-data?tab=courses");
    expect(safeRedirectPath(null)).toBe("/admin/blog");
    for (const evil of ["https://evil.example/", "//evil.example/x", "/\\evil.example", "javascript:alert(1)", "admin"]) {
      expect(safeRedirectPath(evil), evil).toBe("/admin/blog");
    }
  });

  it("checks passwords in constant form: a hash verifies only its own password", async () => {
    const hash = await hashPassword("Ünïcödé-Pässwörd");
    expect(await verifyPassword("Ünïcödé-Pässwörd", hash)).toBe(true);
    expect(await verifyPassword("Unicode-Password", hash)).toBe(false);
    expect(await verifyPassword("anything", "not-a-hash")).toBe(false);
  });
});

describe(`session cookie over https on ${engine}`, () => {
  let secure: TestApp;
  beforeAll(async () => {
    secure = await createTestApp({ publicUrl: "https://safety.example", secure: true });
  });
  afterAll(() => secure?.close());

  it("names the cookie __Host-sid and marks it Secure, HttpOnly, SameSite=Lax, Path=/", async () => {
    const res = await request(secure.app).post("/api/register").send({ username: "secure-admin", password: "Tr1cky-Safety-Pass" });
    expect(res.status).toBe(201);
    const header = ([] as string[]).concat(res.headers["set-cookie"])[0]!;
    expect(header).toMatch(/^__Host-sid=[\w-]{40,};/);
    for (const flag of ["Secure", "HttpOnly", "SameSite=Lax", "Path=/"]) expect(header).toContain(flag);
    expect(header).not.toMatch(/Domain=/i);
    const me = await request(secure.app).get("/api/user").set("Cookie", cookieOf(res));
    expect(me.body).toMatchObject({ username: "secure-admin", isAdmin: true });
    // The plain name is not read when the site runs over https.
    const token = cookieOf(res).split("=")[1];
    expect((await request(secure.app).get("/api/user").set("Cookie", `sid=${token}`)).body).toBeNull();
  });
});
