import { describe, expect, it } from "vitest";
import { orFailureToast } from "./failure.server";

describe("orFailureToast", () => {
  it("passes results through and turns a failed write into a redirect with the failure toast", async () => {
    expect(await orFailureToast("/account/settings", "User settings is not updated.", async () => 7)).toBe(7);
    const res = await orFailureToast("/account/settings", "User settings is not updated.", async () => {
      throw new Error("database down");
    });
    expect(res).toBeInstanceOf(Response);
    expect((res as Response).status).toBe(302);
    expect((res as Response).headers.get("Location")).toBe("/account/settings");
    expect((res as Response).headers.get("Set-Cookie")).toMatch(/^__flash=/);
  });
  it("lets a refusal Response (404) through", async () => {
    await expect(
      orFailureToast("/x", "m", async () => {
        throw new Response(null, { status: 404 });
      }),
    ).rejects.toBeInstanceOf(Response);
  });
});
