import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as companyRoute from "~/app/routes/app/account/company-information";
import * as profileRoute from "~/app/routes/app/account/user-profile";
import { createCompany, getCompanyLogo, userCompanyList } from "~/server/accounts/companies";
import { ACCOUNT_MESSAGES } from "~/server/accounts/messages";
import { getAvatar } from "~/server/accounts/profile";
import { createSessionToken } from "~/server/auth/sessions";
import { bombPng, gpsJpeg, hasGps } from "~/tests/support/images";
import { apiJson } from "~/tests/support/api-client";
import { callRoute, routeHarness, type RouteHarness } from "~/tests/support/routes";

/**
 * Issue #23 item 7 through every upload path: the web avatar and logo forms and the API's
 * PUT user/avatar and PUT user/companies/{id}/logo refuse a PNG bomb with a clear message and store
 * a GPS-tagged photo re-encoded, bounded and without EXIF.
 */
let H: RouteHarness;
let userId: number;
let cookie: string;
let token: string;
let companyId: number;
let bomb: Buffer;
let photo: Buffer;

beforeAll(async () => {
  H = await routeHarness();
  userId = await H.userId("advisor.au");
  cookie = await H.cookieFor("advisor.au");
  token = await createSessionToken(H.h.db, userId, { kind: "credentials", userAgent: "api:test" });
  expect((await createCompany(H.h.db, userId, { name: "Upload Co", description: "" })).ok).toBe(true);
  companyId = (await userCompanyList(H.h.db, userId)).find((c) => !c.isPrimary)!.id;
  bomb = bombPng(20000);
  photo = await gpsJpeg(3000, 2000);
  expect(hasGps((await sharp(photo).metadata()).exif)).toBe(true);
}, 120_000);
afterAll(async () => {
  await H?.close();
});

const form = (field: string, bytes: Buffer, name: string, extra: Record<string, string> = {}) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(extra)) f.append(k, v);
  f.append(
    field,
    new File([new Uint8Array(bytes)], name, { type: name.endsWith(".png") ? "image/png" : "image/jpeg" }),
  );
  return f;
};

const web = (route: { action: unknown }, url: string, body: FormData) =>
  callRoute(route.action, { url, cookie, body, method: "POST" });

async function api(method: string, path: string, body: FormData) {
  const res = await apiJson(H.h.db, method, path, { token, body, ip: "10.6.6.6" });
  return { status: res.status, json: res.json as { error?: string; message?: string } };
}

/** The stored copy: a re-encoded JPEG, longest side 1024, no EXIF at all. */
async function expectClean(stored: { bytes: Buffer; mime: string } | null) {
  expect(stored).not.toBeNull();
  const meta = await sharp(stored!.bytes).metadata();
  expect(stored!.mime).toBe("image/jpeg");
  expect(meta.exif).toBeUndefined();
  expect(Math.max(meta.width!, meta.height!)).toBe(1024);
  expect(stored!.bytes.includes(Buffer.from("PhoneMaker"))).toBe(false);
}

describe("image uploads (issue #23 item 7)", () => {
  it("web avatar: the bomb is refused with the message, the photo stored without EXIF", async () => {
    const before = await getAvatar(H.h.db, userId);
    const refused = await web(profileRoute, "/account/user-profile", form("avatar", bomb, "bomb.png"));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ avatarError: ACCOUNT_MESSAGES.imageDimensions });
    expect((await getAvatar(H.h.db, userId))?.sha256).toBe(before?.sha256);
    const ok = await web(profileRoute, "/account/user-profile", form("avatar", photo, "me.jpg"));
    expect(ok.status).toBe(302);
    await expectClean(await getAvatar(H.h.db, userId));
  });

  it("web company logo: the same", async () => {
    const refused = await web(
      companyRoute,
      "/account/company-information",
      form("logo", bomb, "bomb.png", { companyId: String(companyId) }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ logoError: ACCOUNT_MESSAGES.imageDimensions });
    expect(await getCompanyLogo(H.h.db, userId, companyId)).toBeNull();
    const ok = await web(
      companyRoute,
      "/account/company-information",
      form("logo", photo, "logo.jpg", { companyId: String(companyId) }),
    );
    expect(ok.status).toBe(302);
    await expectClean(await getCompanyLogo(H.h.db, userId, companyId));
  });

  it("API avatar and company logo: 400 naming the file, then stored clean", async () => {
    for (const path of ["/user/avatar", `/user/companies/${companyId}/logo`]) {
      const refused = await api("PUT", path, form("file", bomb, "bomb.png"));
      expect(refused.status).toBe(400);
      expect(refused.json).toEqual({
        error: "invalid_request",
        message: `file: ${ACCOUNT_MESSAGES.imageDimensions}`,
      });
      expect((await api("PUT", path, form("file", photo, "photo.jpg"))).status).toBeLessThan(300);
    }
    await expectClean(await getAvatar(H.h.db, userId));
    await expectClean(await getCompanyLogo(H.h.db, userId, companyId));
  });
});
