import fs from "node:fs";
import { getDocumentProxy, getResolvedPDFJS } from "unpdf";
import { expect, login, test } from "./fixtures";

/**
 * Issue 24: on a partner's site the downloaded PDF has the partner's look, as its preview does. The
 * print step fetched its page from 127.0.0.1 without the site's host name, so every PDF came out in
 * the default blue. *.localhost resolves to this machine, so acme.localhost is the Acme partner site.
 */
/** Acme's accent colour (server/platform/partners.ts), painted on the report's cover and headings. */
const ACME_ACCENT = "#e8a33d";

/** The fill colours painted on a PDF page, as pdf.js reports them (#rrggbb). */
async function fillColours(body: Buffer, pageNumber = 1): Promise<Set<string>> {
  const doc = await getDocumentProxy(new Uint8Array(body));
  const page = await doc.getPage(pageNumber);
  const ops = await page.getOperatorList();
  const { OPS } = await getResolvedPDFJS();
  const out = new Set<string>();
  ops.fnArray.forEach((fn, i) => {
    if (fn === OPS.setFillRGBColor) out.add(String(ops.argsArray[i][0]).toLowerCase());
  });
  return out;
}

test("a quick report downloaded on a partner site is printed in the partner's colours", async ({
  page,
  baseURL,
  jsOn,
}) => {
  const partner = baseURL!.replace("://localhost", "://acme.localhost");
  const pdfOn = async (origin: string) => {
    await page.goto(`${origin}/industries/search?q=RC-4511-001`);
    const industry = await page
      .getByRole("main")
      .getByRole("link", { name: /^Cafe/ })
      .first()
      .getAttribute("href");
    await page.goto(`${origin}${industry}/report/quick-report`);
    const intro = page.getByRole("button", { name: "Thank you, I prefer a quick report" });
    if (await intro.isVisible()) await intro.click();
    const pdf = await page.getByRole("link", { name: "Download PDF" }).getAttribute("href");
    // The browser fetches it (it resolves *.localhost; the test runner's resolver does not).
    const download = page.waitForEvent("download");
    await page.goto(new URL(pdf!, origin).toString()).catch(() => {});
    return fillColours(fs.readFileSync((await (await download).path())!));
  };
  await login(page, "advisor.au");
  await page.goto("/account/settings");
  const themeBefore = await page.getByLabel("Report Theme").inputValue();
  expect(await pdfOn(baseURL!)).not.toContain(ACME_ACCENT);
  await page.goto(`${partner}/login`);
  await page.getByLabel("Username").fill("advisor.au");
  await page.getByLabel("Password").fill("RiskCoach-demo-2026");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).not.toHaveURL(/\/login/);
  expect(await pdfOn(partner)).toContain(ACME_ACCENT);
  // Saving the report on the partner's site keeps the user's own theme setting (issue 24).
  await page.getByLabel("Insured business name").fill("Partner Cafe Pty Ltd");
  if (jsOn) await page.waitForTimeout(1500);
  else await page.getByRole("button", { name: "Update preview" }).click();
  await page.goto(`${baseURL}/account/settings`);
  await expect(page.getByLabel("Report Theme")).toHaveValue(themeBefore);
});
