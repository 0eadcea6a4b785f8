// SQL injection scan (issue 8): Debian's sqlmap against every public endpoint that takes
// parameters, on the production build. Exits non-zero if sqlmap finds an injection point.
// Usage: npm run sqlmap   (apt-get install sqlmap first; SQLMAP_LEVEL / SQLMAP_RISK to go deeper)
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ensureBuild, freePort, startServer, stopServer, tempDir } from "./lib-server.mjs";

if (spawnSync("sqlmap", ["--version"], { stdio: "ignore" }).status !== 0) {
  console.error("sqlmap is not installed: apt-get install -y sqlmap");
  process.exit(2);
}

const level = process.env.SQLMAP_LEVEL ?? "2";
const risk = process.env.SQLMAP_RISK ?? "1";
const entry = ensureBuild();
const port = await freePort();
const site = await startServer(entry, { PORT: String(port), DATA_DIR: tempDir("ohs-sqlmap-"), FORM_RATE_LIMIT: "1000000000", PAGE_CACHE_SECONDS: "0" });
const base = site.url;
const json = (body) => ["--data", JSON.stringify(body), "--headers", "Content-Type: application/json"];

// "*" marks where sqlmap injects; JSON bodies are tested field by field.
const targets = [
  { name: "finder: job roles of an industry", args: ["-u", `${base}/api/training/job-roles/industry/1*`] },
  { name: "finder: requirements of a job role", args: ["-u", `${base}/api/training/finder/job-role/1*`] },
  { name: "finder page deep link", args: ["-u", `${base}/training-finder?industry=1&role=1`] },
  { name: "blog list filters", args: ["-u", `${base}/blog?category=safety-tips&page=1`] },
  { name: "blog post slug", args: ["-u", `${base}/blog/working-at-heights-fall-protection*`, "--ignore-code=404"] },
  { name: "contact source", args: ["-u", `${base}/contact?source=training-finder`] },
  { name: "subscribe (checklist)", args: ["-u", `${base}/api/subscribe`, ...json({ name: "Thandi Mokoena", email: "thandi@example.co.za" })] },
  { name: "lead", args: ["-u", `${base}/api/leads`, ...json({ name: "Thandi Mokoena", email: "thandi@example.co.za", phone: "0821234567", company: "Acme", service: "OHS Training", message: "We need first aid training for 12 staff." })] },
  {
    name: "provider application",
    args: ["-u", `${base}/api/providers`, ...json({ companyName: "Safe Co", contactName: "Sipho Dlamini", email: "sipho@example.co.za", phone: "0821234567", website: "https://safe.example.co.za", serviceArea: "Gauteng", services: ["OHS Training"], certifications: "SAQA", companyDescription: "Accredited OHS training provider in Gauteng." })],
  },
  // A wrong login answers 401 and, after ten failures, 429: sqlmap must read past both.
  { name: "login", args: ["-u", `${base}/api/login`, ...json({ username: "someone", password: "secret123" }), "--ignore-code=401,429"] },
  { name: "unsubscribe token", args: ["-u", `${base}/unsubscribe/abc*`, "--ignore-code=404"] },
];

const outDir = tempDir("ohs-sqlmap-out-");
const results = [];
try {
  for (const target of targets) {
    const run = spawnSync(
      "sqlmap",
      [...target.args, "--batch", `--level=${level}`, `--risk=${risk}`, "--flush-session", "--disable-coloring", "--output-dir", outDir, "--threads=4"],
      { encoding: "utf8", timeout: 15 * 60_000 },
    );
    const output = `${run.stdout}\n${run.stderr}`;
    const clean = /do not appear to be injectable|is not injectable/i.test(output);
    const verdict = /identified the following injection point/i.test(output) ? "INJECTABLE" : clean ? "not injectable" : "inconclusive";
    results.push({ name: target.name, verdict });
    console.log(`${verdict.padEnd(15)} ${target.name}`);
    if (verdict !== "not injectable") fs.writeFileSync(path.join(outDir, `${target.name.replace(/\W+/g, "-")}.log`), output);
  }
} finally {
  await stopServer(site.child);
}
const bad = results.filter((r) => r.verdict === "INJECTABLE");
const unclear = results.filter((r) => r.verdict === "inconclusive");
if (unclear.length) console.log(`inconclusive runs logged in ${outDir}`);
console.log(bad.length === 0 ? `sqlmap found nothing injectable in ${results.length} endpoints.` : `sqlmap found ${bad.length} injectable endpoints.`);
process.exit(bad.length === 0 ? 0 : 1);
