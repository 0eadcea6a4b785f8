// Where mails go: an SMTP server when SMTP_URL is set, else .eml files under DATA_DIR/mail
// (a development mailbox that any mail client can open).
import fs from "node:fs/promises";
import path from "node:path";
import crypto from "node:crypto";
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import type { Config } from "../config";

export interface MailTransport {
  readonly kind: "smtp" | "file";
  send(message: Mail.Options): Promise<void>;
  close(): void;
}

export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    kind: "smtp",
    async send(message) {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}

/** Writes each message as DATA_DIR/mail/<time>-<id>.eml, atomically (temp file, then rename). */
export function createFileTransport(directory: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "file",
    async send(message) {
      const info = await transporter.sendMail(message);
      const raw = info.message as Buffer;
      await fs.mkdir(directory, { recursive: true });
      const base = `${new Date().toISOString().replace(/[:.]/g, "-")}-${crypto.randomBytes(4).toString("hex")}`;
      const temp = path.join(directory, `.${base}.tmp`);
      await fs.writeFile(temp, raw);
      await fs.rename(temp, path.join(directory, `${base}.eml`));
    },
    close: () => transporter.close(),
  };
}

export function createMailTransport(config: Pick<Config, "smtpUrl" | "dataDir">): MailTransport {
  return config.smtpUrl ? createSmtpTransport(config.smtpUrl) : createFileTransport(path.join(config.dataDir, "mail"));
}
