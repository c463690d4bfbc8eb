import { parse } from "node-html-parser";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AddressFields, type AddressValues } from "./AddressFields";

const values: AddressValues = {
  suite: "Level 3",
  street: "1 Smith Street",
  suburb: "Parramatta",
  postcode: "2150",
  state: "NSW",
  country: "Australia",
};
const PARTS = [
  ["suite", "Suite"],
  ["street", "Street"],
  ["suburb", "Suburb"],
  ["postcode", "Postcode"],
  ["state", "State"],
  ["country", "Country"],
] as const;
const dom = (error?: string) =>
  parse(renderToStaticMarkup(<AddressFields values={values} query="" matches={null} error={error} />));

describe("AddressFields: the parts are FormGroups sharing the address's one message", () => {
  it("labels each part; the read-only ones are out of the tab order", () => {
    const root = dom();
    for (const [name, label] of PARTS) {
      const input = root.querySelector(`input[name="${name}"]`)!;
      const id = input.getAttribute("id")!;
      expect(root.querySelector(`label[for="${id}"]`)!.text).toBe(label);
      expect(input.hasAttribute("aria-invalid")).toBe(false);
      expect(input.getAttribute("aria-describedby")).toBe(`${id}-error`);
      const readOnly = !["suite", "street"].includes(name);
      expect(input.hasAttribute("readonly")).toBe(readOnly);
      expect(input.getAttribute("tabindex")).toBe(readOnly ? "-1" : undefined);
    }
  });

  it("a refused address marks every part invalid and describes it by the search's message", () => {
    const root = dom("Address is invalid.");
    expect(root.querySelector("#address-search-error")!.text).toBe("Address is invalid.");
    expect(root.querySelector("#address-search")!.getAttribute("aria-invalid")).toBe("true");
    for (const [name] of PARTS) {
      const input = root.querySelector(`input[name="${name}"]`)!;
      expect(input.getAttribute("aria-invalid")).toBe("true");
      expect(input.getAttribute("aria-describedby")!.split(" ")).toContain("address-search-error");
      // The message is shown once, under the search: the part's own line stays empty.
      expect(root.querySelector(`#${input.getAttribute("id")}-error`)!.text).toBe("");
    }
  });
});
