import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { bombPng, gpsJpeg, hasGps } from "~/tests/support/images";
import { checkImage, MAX_IMAGE_SIDE, STORED_IMAGE_SIDE } from "./images";
import { ACCOUNT_MESSAGES } from "./messages";

/** Issue #23 item 7: image bombs refused before decoding; what is stored is re-encoded, bounded, without EXIF. */
describe("upload images", () => {
  it("refuses a small PNG that declares 20000×20000 pixels, quickly, with a clear message", async () => {
    const bomb = bombPng(20000);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(20000);
    const started = Date.now();
    expect(await checkImage(bomb)).toEqual({ ok: false, error: ACCOUNT_MESSAGES.imageDimensions });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(ACCOUNT_MESSAGES.imageDimensions).toContain(`${MAX_IMAGE_SIDE} × ${MAX_IMAGE_SIDE}`);
  });

  it("refuses a PNG just over the side limit and accepts one at it", async () => {
    expect(await checkImage(bombPng(MAX_IMAGE_SIDE + 1))).toEqual({
      ok: false,
      error: ACCOUNT_MESSAGES.imageDimensions,
    });
    const atLimit = await checkImage(bombPng(MAX_IMAGE_SIDE));
    expect(atLimit.ok).toBe(true);
    if (!atLimit.ok) return;
    const meta = await sharp(atLimit.image.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([STORED_IMAGE_SIDE, STORED_IMAGE_SIDE]);
  });

  it("stores a JPEG with GPS EXIF re-encoded: no EXIF, longest side bounded, a new hash", async () => {
    const photo = await gpsJpeg(1600, 1200);
    const before = await sharp(photo).metadata();
    expect(hasGps(before.exif)).toBe(true);
    const checked = await checkImage(photo);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.image.mime).toBe("image/jpeg");
    const after = await sharp(checked.image.bytes).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect([after.width, after.height]).toEqual([1024, 768]);
    expect(checked.image.bytes.includes(Buffer.from("PhoneMaker"))).toBe(false);
    expect(checked.image.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it("keeps a small image's size and refuses what does not decode", async () => {
    const small = await sharp({ create: { width: 40, height: 30, channels: 4, background: "#fff0" } })
      .png()
      .toBuffer();
    const ok = await checkImage(small);
    expect(ok.ok && (await sharp(ok.image.bytes).metadata()).width).toBe(40);
    const truncated = small.subarray(0, 40);
    expect(await checkImage(truncated)).toEqual({ ok: false, error: ACCOUNT_MESSAGES.imageType });
    const fakeJpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
    expect(await checkImage(fakeJpeg)).toEqual({ ok: false, error: ACCOUNT_MESSAGES.imageType });
  });
});
