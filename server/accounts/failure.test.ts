import { describe, expect, it } from "vitest";
import { orFailureToast } from "./failure";

describe("orFailureToast", () => {
  it("passes results through and turns a failed write into a redirect with the failure toast", async () => {
    const request = new Request("http://localhost/account/settings", { method: "POST" });
    expect(
      await orFailureToast(request, "/account/settings", "User settings is not updated.", async () => 7),
    ).toBe(7);
    const res = await orFailureToast(
      request,
      "/account/settings",
      "User settings is not updated.",
      async () => {
        throw new Error("database down");
      },
    );
    expect(res).toBeInstanceOf(Response);
    expect((res as Response).status).toBe(302);
    expect((res as Response).headers.get("Location")).toBe("/account/settings");
    expect((res as Response).headers.get("Set-Cookie")).toMatch(/^__flash=/);
  });
  it("lets a refusal Response (404) through", async () => {
    const request = new Request("http://localhost/x", { method: "POST" });
    await expect(
      orFailureToast(request, "/x", "m", async () => {
        throw new Response(null, { status: 404 });
      }),
    ).rejects.toBeInstanceOf(Response);
  });
});
