// Password hashing (scrypt from node:crypto) and the rule for new passwords.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { projectRoot } from "../db/client";

const scrypt = promisify(crypto.scrypt) as (password: string, salt: Buffer, keylen: number, options: crypto.ScryptOptions) => Promise<Buffer>;

// OWASP's scrypt minimum (N=2^17, r=8, p=1) costs 128 MiB per hash; 2^15 keeps several
// concurrent logins within memory on a small machine while staying well above brute-force reach.
const PARAMS = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 64;
const MAX_MEMORY = 64 * 1024 * 1024;

/** "scrypt$N$r$p$salt$hash" (base64url): the parameters travel with the hash, so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const key = await scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { ...PARAMS, maxmem: MAX_MEMORY });
  return ["scrypt", PARAMS.N, PARAMS.r, PARAMS.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (!N || !r || !p || N > 2 ** 20) return false;
  const salt = Buffer.from(parts[4]!, "base64url");
  const expected = Buffer.from(parts[5]!, "base64url");
  const key = await scrypt(password.normalize("NFKC"), salt, expected.length, { N, r, p, maxmem: MAX_MEMORY });
  return crypto.timingSafeEqual(key, expected);
}

// A real hash to compare against when the username does not exist, so that a login for an
// unknown user takes as long as one with a wrong password (no username probing by timing).
let dummyHash: Promise<string> | null = null;
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(crypto.randomBytes(16).toString("hex"));
  await verifyPassword(password, await dummyHash);
  return false;
}

let commonPasswords: Set<string> | null = null;

/** The shipped list of the 10,000 most common passwords, read once. */
function loadCommonPasswords(): Set<string> {
  if (!commonPasswords) {
    const file = path.join(projectRoot(), "server/data/common-passwords.txt");
    commonPasswords = new Set(
      fs
        .readFileSync(file, "utf8")
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean),
    );
  }
  return commonPasswords;
}

export function isCommonPassword(password: string): boolean {
  return loadCommonPasswords().has(password.toLowerCase());
}

/** The rule for a new password beyond its length (checked by the shared schema): null when fine. */
export function newPasswordProblem(password: string): string | null {
  return isCommonPassword(password) ? "This password is too common" : null;
}
