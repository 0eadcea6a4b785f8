// Load benchmark (issue 8): autocannon against the production build - the home page, the
// finder API and subscribe (distinct e-mails, rate limit raised for the run) - each compared
// with a bare Express handler measured in the same run.
// Usage: npm run bench:load  (LOAD_SECONDS=30 LOAD_CONNECTIONS=100 by default)
// The site runs on PostgreSQL (DATABASE_URL, or a throwaway cluster when the postgresql package
// is installed), as a site under this load would; LOAD_DB=pglite measures the embedded database,
// which serialises every write on one connection.
import crypto from "node:crypto";
import { fork } from "node:child_process";
import autocannon from "autocannon";
import { ensureBuild, freePort, startServer, startTempPostgres, stopServer, tempDir } from "../scripts/lib-server.mjs";

const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 100);

function run(options) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}

/** A bare Express handler in its own process, the baseline for this machine and this run. */
async function startBare() {
  const port = await freePort();
  const child = fork(new URL("./bare-server.mjs", import.meta.url), [String(port)], { stdio: "ignore" });
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return { child, url: `http://127.0.0.1:${port}` };
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("bare server did not start");
}

/** target: the least share of the bare handler's rate, or null for "zero errors" only. */
const summary = (name, result, target = null) => ({
  name,
  target,
  rps: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors + result.timeouts + result.non2xx,
  non2xx: result.non2xx,
});

const entry = ensureBuild();
const port = await freePort();
let pg = null;
let databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl && process.env.LOAD_DB !== "pglite") {
  pg = await startTempPostgres(await freePort());
  databaseUrl = pg?.url;
}
const engine = databaseUrl ? "PostgreSQL" : "PGlite (embedded)";
const site = await startServer(entry, {
  PORT: String(port),
  DATA_DIR: tempDir("ohs-load-"),
  FORM_RATE_LIMIT: "1000000000",
  ...(databaseUrl ? { DATABASE_URL: databaseUrl, SESSION_SECRET: "l".repeat(64) } : {}),
});
const bare = await startBare();
const rows = [];
try {
  const roles = await (await fetch(`${site.url}/api/training/job-roles`)).json();
  const roleId = Array.isArray(roles) && roles[0] ? roles[0].id : 1;

  console.log(`${CONNECTIONS} connections, ${SECONDS} s each; database: ${engine}`);
  rows.push(summary("bare Express handler", await run({ url: `${bare.url}/` })));
  rows.push(summary("GET / (home page)", await run({ url: `${site.url}/`, headers: { "accept-encoding": "gzip" } }), 0.25));
  rows.push(summary(`GET /api/training/finder/job-role/${roleId}`, await run({ url: `${site.url}/api/training/finder/job-role/${roleId}`, headers: { "accept-encoding": "gzip" } }), 0.5));
  rows.push(
    summary(
      "POST /api/subscribe (distinct e-mails)",
      await run({
        url: `${site.url}/api/subscribe`,
        method: "POST",
        headers: { "content-type": "application/json" },
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              body: JSON.stringify({ name: "Load Test", email: `load-${crypto.randomBytes(8).toString("hex")}@example.com` }),
            }),
          },
        ],
      }),
    ),
  );
} finally {
  bare.child.kill("SIGTERM");
  await stopServer(site.child);
  pg?.stop();
}

const baseline = rows[0].rps;
console.log("\n| endpoint | req/s | p50 ms | p99 ms | errors | ratio to bare | target |");
console.log("|---|---:|---:|---:|---:|---:|---|");
let met = true;
for (const row of rows) {
  const ratio = row.rps / baseline;
  const target = row.target;
  const ok = row.errors === 0 && (target === null || ratio >= target);
  if (!ok) met = false;
  const targetText = row.name === "bare Express handler" ? "baseline" : `${row.errors === 0 ? "0 errors" : `${row.errors} errors`}${target !== null ? `, >= ${target * 100}%` : ""} ${ok ? "MET" : "MISSED"}`;
  console.log(`| ${row.name} | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p99} | ${row.errors} | ${(ratio * 100).toFixed(1)}% | ${targetText} |`);
}
console.log(met ? "\nAll load targets met." : "\nSome load targets were missed.");
process.exit(met ? 0 : 1);
