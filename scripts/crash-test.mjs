// Crash safety (issue 8): concurrent subscriptions and leads, SIGKILL mid-way, restart, and
// check that every request answered 2xx is in the database - on PGlite and on PostgreSQL.
// Usage: npm run crash-test [-- --engine pglite|postgres] (PostgreSQL: DATABASE_URL, or a
// throwaway cluster is started when the postgresql package is installed).
import crypto from "node:crypto";
import path from "node:path";
import { ensureBuild, freePort, startServer, startTempPostgres, stopServer, tempDir } from "./lib-server.mjs";

const args = process.argv.slice(2);
const only = args.includes("--engine") ? args[args.indexOf("--engine") + 1] : null;
const CONCURRENCY = Number(process.env.CRASH_CONCURRENCY ?? 20);
const KILL_AFTER_MS = Number(process.env.CRASH_KILL_AFTER_MS ?? 3000);

async function fire(url, acknowledged, stop) {
  while (!stop.now) {
    const id = crypto.randomBytes(6).toString("hex");
    const isLead = Math.random() < 0.5;
    const email = `crash-${id}@example.com`;
    const body = isLead
      ? { name: "Crash Test", email, phone: "0821234567", company: "Test (Pty) Ltd", service: "OHS Training", message: `Crash test lead ${id}` }
      : { name: "Crash Test", email };
    try {
      const res = await fetch(`${url}/api/${isLead ? "leads" : "subscribe"}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      if (res.status >= 200 && res.status < 300) acknowledged.push({ kind: isLead ? "lead" : "subscriber", email });
      else if (res.status >= 500) console.error(`  ${res.status} from /api/${isLead ? "leads" : "subscribe"}: ${await res.text()}`);
    } catch {
      // the connection died with the server: not acknowledged, so nothing is promised
    }
  }
}

async function countMissing(query, acknowledged) {
  const leads = new Set((await query("select email from leads")).map((r) => r.email));
  const subscribers = new Set((await query("select email from subscribers")).map((r) => r.email));
  return acknowledged.filter((a) => !(a.kind === "lead" ? leads : subscribers).has(a.email));
}

async function runOnce(engine) {
  const entry = ensureBuild();
  const port = await freePort();
  const dataDir = tempDir("ohs-crash-");
  let pg = null;
  let databaseUrl = process.env.DATABASE_URL;
  if (engine === "postgres" && !databaseUrl) {
    pg = await startTempPostgres(await freePort());
    if (!pg) {
      console.log("postgres: skipped (no PostgreSQL installed and no DATABASE_URL)");
      return true;
    }
    databaseUrl = pg.url;
  }
  const env = {
    PORT: String(port),
    DATA_DIR: dataDir,
    FORM_RATE_LIMIT: "100000000",
    ...(engine === "postgres" ? { DATABASE_URL: databaseUrl, SESSION_SECRET: "c".repeat(64) } : {}),
  };
  try {
    const first = await startServer(entry, env);
    const acknowledged = [];
    const stop = { now: false };
    const workers = Array.from({ length: CONCURRENCY }, () => fire(first.url, acknowledged, stop));
    await new Promise((r) => setTimeout(r, KILL_AFTER_MS));
    first.child.kill("SIGKILL");
    await new Promise((r) => first.child.once("exit", r));
    stop.now = true;
    await Promise.all(workers);
    console.log(`${engine}: killed with SIGKILL after ${KILL_AFTER_MS} ms; ${acknowledged.length} requests had been acknowledged`);

    // Restart on the same data: PGlite recovers from its WAL, PostgreSQL from its own.
    const second = await startServer(entry, env);
    await stopServer(second.child, "SIGTERM");

    let query;
    let close;
    if (engine === "pglite") {
      const { PGlite } = await import("@electric-sql/pglite");
      const db = await PGlite.create(path.join(dataDir, "db"));
      query = async (text) => (await db.query(text)).rows;
      close = () => db.close();
    } else {
      const pgModule = (await import("pg")).default;
      const client = new pgModule.Client({ connectionString: databaseUrl });
      await client.connect();
      query = async (text) => (await client.query(text)).rows;
      close = () => client.end();
    }
    const missing = await countMissing(query, acknowledged);
    await close();
    if (acknowledged.length === 0) {
      console.log(`${engine}: FAIL - no request was acknowledged before the kill`);
      return false;
    }
    if (missing.length > 0) {
      console.log(`${engine}: FAIL - ${missing.length} acknowledged submissions are missing, e.g. ${JSON.stringify(missing.slice(0, 3))}`);
      return false;
    }
    console.log(`${engine}: PASS - all ${acknowledged.length} acknowledged submissions survived the crash`);
    return true;
  } finally {
    pg?.stop();
  }
}

let ok = true;
for (const engine of ["pglite", "postgres"]) {
  if (only && only !== engine) continue;
  ok = (await runOnce(engine)) && ok;
}
process.exit(ok ? 0 : 1);
