import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { env } from "../config/env";

export type MailMessage = { to: string; subject: string; text: string; html?: string };
export type SentMail = { file?: string; messageId?: string };

let transport: nodemailer.Transporter | undefined;

/**
 * Sends through SMTP_URL when set; otherwise writes an .eml file under DATA_DIR/mail so password
 * reset works on a machine without a mail server.
 */
export async function sendMail(message: MailMessage): Promise<SentMail> {
  const e = env();
  if (e.SMTP_URL) {
    transport ??= nodemailer.createTransport(e.SMTP_URL);
    const info = await transport.sendMail({ from: e.MAIL_FROM, ...message });
    return { messageId: info.messageId };
  }
  const local = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const info = await local.sendMail({ from: e.MAIL_FROM, ...message });
  const dir = path.join(e.DATA_DIR, "mail");
  await fs.mkdir(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const safeTo = message.to.replace(/[^a-zA-Z0-9@._-]/g, "_");
  const file = path.join(dir, `${stamp}-${safeTo}.eml`);
  await fs.writeFile(file, info.message as Buffer);
  return { file, messageId: info.messageId };
}
