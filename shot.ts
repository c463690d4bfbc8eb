import { chromium } from "@playwright/test";
import { chromiumExecutable, CHROMIUM_ARGS } from "./server/pdf/chromium";
const base = "http://localhost:3611";
const browser = await chromium.launch({ executablePath: await chromiumExecutable(), args: CHROMIUM_ARGS });
for (const [name, width, js] of [["desk", 1280, true], ["mobile", 375, true], ["nojs", 1280, false]] as const) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: js });
  const page = await ctx.newPage();
  page.on("console", (m) => m.type() === "error" && console.log(name, "console:", m.text()));
  await page.goto(base + "/login");
  await page.getByLabel("Username").fill("advisor.au");
  await page.getByLabel("Password").fill("RiskCoach-demo-2026");
  await page.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL(/dashboard|natcat/);
  await page.goto(base + "/natcat?q=darwin");
  await page.screenshot({ path: `/tmp/nc-${name}-search.png`, fullPage: false });
  await page.goto(base + "/natcat?place=" + encodeURIComponent("au:0820:DARWIN DC") + "&layer=windspeed&zoom=4");
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/nc-${name}-page.png`, fullPage: true });
  await ctx.close();
}
await browser.close();
