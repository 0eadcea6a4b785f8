import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../server/config";

const base = { DATA_DIR: "/tmp/ohs-config-test", SESSION_SECRET: "s".repeat(32) };

describe("loadConfig", () => {
  it("applies the documented defaults", () => {
    const config = loadConfig(base);
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeNull();
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.secure).toBe(false);
    expect(config.trustProxy).toBe(false);
  });

  it.each([
    [{ PORT: "abc" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ PUBLIC_URL: "not a url" }, "PUBLIC_URL"],
    [{ TRUST_PROXY: "many" }, "TRUST_PROXY"],
    [{ SMTP_URL: "http://mail" }, "SMTP_URL"],
    [{ WHATSAPP_NUMBER: "call me" }, "WHATSAPP_NUMBER"],
    [{ SESSION_SECRET: "short" }, "SESSION_SECRET"],
    [{ COMPANY_REGISTRATION: "K2021123456" }, "COMPANY_REGISTRATION"],
  ])("stops with one line naming the variable for %o", (env, name) => {
    let error: unknown;
    try {
      loadConfig({ ...base, ...env });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain(name);
    expect((error as Error).message).not.toContain("\n");
  });

  it("takes the company registration number and directors when set, and leaves them null otherwise", () => {
    expect(loadConfig(base).company).toMatchObject({ registration: null, directors: null });
    const company = loadConfig({ ...base, COMPANY_REGISTRATION: " 2021/123456/07 ", COMPANY_DIRECTORS: "N. Dlamini" }).company;
    expect(company).toMatchObject({ registration: "2021/123456/07", directors: "N. Dlamini" });
  });

  it("requires SESSION_SECRET with DATABASE_URL", () => {
    expect(() => loadConfig({ DATA_DIR: "/tmp/x", DATABASE_URL: "postgres://localhost/db" })).toThrow(/SESSION_SECRET/);
  });

  it("marks an https PUBLIC_URL as secure", () => {
    expect(loadConfig({ ...base, PUBLIC_URL: "https://safety.example.co.za/" }).secure).toBe(true);
    expect(loadConfig({ ...base, PUBLIC_URL: "https://safety.example.co.za/" }).publicUrl).toBe("https://safety.example.co.za");
  });
});
