import { describe, expect, it } from "vitest";
import { readFlash } from "./cookies.server";
import { redirectWithToast } from "./toast.server";

/** The request the browser makes after the redirect, carrying the cookies it was given. */
function followed(res: Response): Request {
  const cookies = res.headers.getSetCookie().map((c) => c.split(";")[0]);
  return new Request(`http://localhost${res.headers.get("Location")}`, {
    headers: { Cookie: cookies.join("; ") },
  });
}

describe("redirectWithToast", () => {
  it("redirects and shows the toast once on the next page", async () => {
    const res = await redirectWithToast("/account/settings", { type: "success", message: "Saved." });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/account/settings");
    const next = await readFlash(followed(res));
    expect(next.toast).toMatchObject({ type: "success", message: "Saved." });
    expect(next.toast?.id).toMatch(/^[0-9a-f-]{36}$/);
    // Reading it clears it: the page after that shows no toast.
    const cleared = new Request("http://localhost/", { headers: { Cookie: next.setCookie!.split(";")[0] } });
    expect((await readFlash(cleared)).toast).toBeNull();
  });

  it("gives every toast its own id, even with the same words", async () => {
    const input = { type: "info", message: "Same." } as const;
    const a = await readFlash(followed(await redirectWithToast("/", input)));
    const b = await readFlash(followed(await redirectWithToast("/", input)));
    expect(a.toast?.id).not.toBe(b.toast?.id);
  });

  it("keeps the caller's status and headers, another Set-Cookie included", async () => {
    const res = await redirectWithToast(
      "/",
      { type: "info", message: "You have been logged out." },
      { status: 303, headers: { "Set-Cookie": "__session=; Max-Age=0; Path=/", "X-Extra": "1" } },
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("X-Extra")).toBe("1");
    const cookies = res.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    expect(cookies[0]).toMatch(/^__session=;/);
    expect(cookies[1]).toMatch(/^__flash=/);
    expect((await readFlash(followed(res))).toast?.message).toBe("You have been logged out.");
  });
});
