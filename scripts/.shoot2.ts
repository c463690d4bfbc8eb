import { chromium } from "@playwright/test";
import { chromiumExecutable, CHROMIUM_ARGS } from "~/server/pdf/chromium";
const base = "http://localhost:3311";
const browser = await chromium.launch({ executablePath: await chromiumExecutable(), args: CHROMIUM_ARGS });
for (const width of [1280, 375]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  page.on("console", (m) => m.type() === "error" && console.log("console:", m.text()));
  await page.goto(base + "/login");
  await page.getByLabel("Username").fill("advisor.au");
  await page.getByLabel("Password").fill("RiskCoach-demo-2026");
  await page.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL(/dashboard/);
  await page.goto(base + "/account/user-profile");
  await page.getByLabel("About Me").fill("word ".repeat(301));
  await page.getByLabel("Search address").pressSequentially("Parram");
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `/tmp/account-shots/p-combobox-${width}.png`, fullPage: false, clip: undefined });
  await page.getByRole("option").first().click();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/account-shots/p-error-${width}.png`, fullPage: true });
  if (width === 1280) {
    await page.goto(base + "/account/company-information");
    await page.getByLabel("Name").fill("Second Brokers");
    await page.getByRole("button", { name: "Create company" }).click();
    await page.waitForTimeout(800);
  } else await page.goto(base + "/account/company-information");
  await page.screenshot({ path: `/tmp/account-shots/c-two-${width}.png`, fullPage: true });
  await page.getByRole("link", { name: "Delete" }).click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/account-shots/c-delete-${width}.png` });
  await page.close();
}
await browser.close();
