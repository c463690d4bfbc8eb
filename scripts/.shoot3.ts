import { chromium } from "@playwright/test";
import { chromiumExecutable, CHROMIUM_ARGS } from "~/server/pdf/chromium";
const base = "http://localhost:3311";
const browser = await chromium.launch({ executablePath: await chromiumExecutable(), args: CHROMIUM_ARGS });
for (const [width, js] of [[375, true], [1280, false]] as const) {
  const ctx = await browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled: js });
  const page = await ctx.newPage();
  await page.goto(base + "/login");
  await page.getByLabel("Username").fill("newuser.au");
  await page.getByLabel("Password").fill("RiskCoach-demo-2026");
  await page.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL(/dashboard/);
  await page.getByRole("button", { name: "Close" }).click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/account-shots/t-${width}-${js}.png` });
  await ctx.close();
}
await browser.close();
