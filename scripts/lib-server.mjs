// Helpers for scripts that run the production build as a child process.
import { spawn, execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import net from "node:net";

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

export function ensureBuild(buildDir = process.env.BUILD_DIR ?? "build") {
  const entry = path.join(root, buildDir, "server/index.js");
  if (!fs.existsSync(entry)) {
    console.log(`building (${buildDir})...`);
    execFileSync("npm", ["run", "-s", "build"], { cwd: root, stdio: "inherit", env: { ...process.env, BUILD_DIR: buildDir } });
  }
  return entry;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

export function tempDir(prefix) {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** Starts build/server/index.js and resolves once /healthz answers. */
export async function startServer(entry, env) {
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const url = `http://127.0.0.1:${env.PORT}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${stderr}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return { child, url, stderr: () => stderr };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not become healthy: ${stderr}`);
}

export function stopServer(child, signal = "SIGTERM") {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve(child.exitCode);
    child.once("exit", (code) => resolve(code));
    child.kill(signal);
  });
}

/** A throwaway PostgreSQL cluster on loopback (root: runs as the postgres user). Returns { url, stop }. */
export async function startTempPostgres(port) {
  const binDirs = fs.existsSync("/usr/lib/postgresql") ? fs.readdirSync("/usr/lib/postgresql").sort((a, b) => Number(a) - Number(b)) : [];
  if (binDirs.length === 0) return null;
  const bin = `/usr/lib/postgresql/${binDirs.at(-1)}/bin`;
  const dir = tempDir("ohs-pg-");
  const asRoot = process.getuid?.() === 0;
  const run = (cmd, args) => (asRoot ? execFileSync("runuser", ["-u", "postgres", "--", cmd, ...args], { stdio: "ignore" }) : execFileSync(cmd, args, { stdio: "ignore" }));
  if (asRoot) execFileSync("chown", ["postgres", dir]);
  run(`${bin}/initdb`, ["-D", `${dir}/data`, "-U", "postgres", "--auth=trust"]);
  run(`${bin}/pg_ctl`, ["-D", `${dir}/data`, "-l", `${dir}/log`, "-w", "-o", `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`, "start"]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run(`${bin}/pg_ctl`, ["-D", `${dir}/data`, "-m", "fast", "stop"]);
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
