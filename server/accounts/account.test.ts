import { describe, expect, it } from "vitest";
import { PNG_1X1 } from "~/tests/support/hostile";
import { checkImage, sniffImage } from "./images";
import { ACCOUNT_MESSAGES, countWords, MAX_IMAGE_BYTES } from "./messages";
import { validateAddress } from "./profile";
import { descriptionText } from "./plain-text";

const empty = { suite: "", street: "", suburb: "", postcode: "", state: "", country: "" };

describe("countWords", () => {
  it("strips HTML and collapses whitespace", () => {
    expect(countWords("")).toBe(0);
    expect(countWords("<p></p>")).toBe(0);
    expect(countWords("<p>One <strong>two</strong></p><p>three&nbsp;four</p>")).toBe(4);
    expect(countWords("  a\n\n b\tc  ")).toBe(3);
    expect(countWords("<script>var a = 1 2 3</script>word")).toBe(1);
    expect(countWords("Tom&amp;Jerry")).toBe(1);
  });
});

describe("validateAddress", () => {
  it("is null when every part is empty", () => {
    expect(validateAddress(empty)).toEqual({ ok: true, address: null });
    expect(validateAddress({ ...empty, suite: "   " })).toEqual({ ok: true, address: null });
  });
  it("matches the country by code or name, any case", () => {
    for (const country of ["au", "AU", "Australia", "australia"]) {
      const r = validateAddress({ ...empty, suburb: "Parramatta", country });
      expect(r.ok && r.address?.country).toEqual({ code: "AU", name: "Australia" });
    }
    const nz = validateAddress({ ...empty, country: "new zealand" });
    expect(nz.ok && nz.address?.country?.code).toBe("NZ");
  });
  it("refuses an unknown or missing country when any part is filled", () => {
    expect(validateAddress({ ...empty, street: "1 Main St" })).toEqual({
      ok: false,
      error: ACCOUNT_MESSAGES.addressInvalid,
    });
    expect(validateAddress({ ...empty, country: "Atlantis" })).toEqual({
      ok: false,
      error: ACCOUNT_MESSAGES.addressInvalid,
    });
  });
});

describe("images by magic bytes", () => {
  const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
  const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0]);
  it("knows png and jpeg, whatever the file is called", () => {
    expect(sniffImage(png)).toBe("image/png");
    expect(sniffImage(jpeg)).toBe("image/jpeg");
    expect(sniffImage(new TextEncoder().encode("GIF89a..."))).toBeNull();
    expect(sniffImage(new TextEncoder().encode("<svg xmlns="))).toBeNull();
    expect(sniffImage(new Uint8Array(0))).toBeNull();
  });
  it("gives the spec's messages", async () => {
    expect(await checkImage(new Uint8Array(0))).toEqual({ ok: false, error: ACCOUNT_MESSAGES.imageType });
    const big = new Uint8Array(MAX_IMAGE_BYTES);
    big.set(png);
    expect(await checkImage(big)).toEqual({ ok: false, error: ACCOUNT_MESSAGES.imageSize });
    // Magic bytes alone are not an image: it must decode.
    expect(await checkImage(png)).toEqual({ ok: false, error: ACCOUNT_MESSAGES.imageType });
    const ok = await checkImage(PNG_1X1);
    expect(ok.ok && ok.image.sha256).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("plain-text descriptions", () => {
  it("keep plain text as typed; only line endings and outer space change", () => {
    expect(descriptionText("  a < b & c > d, Tom's &amp;\r\n\r\nTwo\rlines \n")).toBe(
      "a < b & c > d, Tom's &amp;\n\nTwo\nlines",
    );
  });
  it("turn HTML into the text it showed, with paragraphs and line breaks, and no tag left", () => {
    expect(
      descriptionText(
        '<p onclick="x()">Hello <b>clients</b><script>alert(1)</script></p><p>One<br>Two &amp; <a href="javascript:x">three</a></p>',
      ),
    ).toBe("Hello clients\n\nOne\nTwo & three");
    expect(descriptionText("<p>We cover:</p><ul><li>Cafes</li><li>Bakeries</li></ul>")).toBe(
      "We cover:\n\n- Cafes\n- Bakeries",
    );
    // Entities that spell a tag once decoded do not bring one back.
    expect(descriptionText("<i>x</i>&lt;img src=x onerror=alert(1)&gt;")).toBe("x");
  });
});
