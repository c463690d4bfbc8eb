import { parse } from "node-html-parser";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ErrorSummary, summaryItems } from "./ErrorSummary";
import { Field, FormGroup, NumberField, SelectField } from "./Field";

const dom = (node: React.ReactElement) => parse(renderToStaticMarkup(node));

describe("FormGroup and the fields built on it", () => {
  it("wires label, hint and error to the control by id", () => {
    const root = dom(
      <Field label="Email" name="email" hint="Work address" error="Enter a valid email address." />,
    );
    const input = root.querySelector("input")!;
    expect(input.getAttribute("id")).toBe("f-email");
    expect(root.querySelector("label")!.getAttribute("for")).toBe("f-email");
    expect(input.getAttribute("aria-describedby")).toBe("f-email-hint f-email-error");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(root.querySelector("#f-email-hint")!.text).toBe("Work address");
    expect(root.querySelector("#f-email-error")!.text).toBe("Enter a valid email address.");
  });

  it("without an error: no aria-invalid, an empty error line that /enhance.js can fill", () => {
    const root = dom(
      <Field label="Username" name="username" required requiredMessage="Please input your username." />,
    );
    const input = root.querySelector("input")!;
    expect(input.hasAttribute("aria-invalid")).toBe(false);
    expect(input.getAttribute("aria-describedby")).toBe("f-username-error");
    expect(input.getAttribute("data-required-message")).toBe("Please input your username.");
    expect(root.querySelector("[data-field] [data-field-error]")!.text).toBe("");
  });

  it("selects and number fields take their id and extra describers", () => {
    const select = dom(
      <SelectField id="setting-currency" label="Currency" error="Choose one">
        <option>AUD</option>
      </SelectField>,
    ).querySelector("select")!;
    expect(select.getAttribute("aria-describedby")).toBe("setting-currency-error");
    expect(select.getAttribute("aria-invalid")).toBe("true");
    const number = dom(<NumberField id="bc-b-0-area" label="Gross Floor Area m2" />).querySelector("input")!;
    expect(number.getAttribute("inputmode")).toBe("decimal");
    const group = dom(
      <FormGroup id="about" label="About" describedBy={["about-count"]}>
        {(control) => <textarea {...control} />}
      </FormGroup>,
    ).querySelector("textarea")!;
    expect(group.getAttribute("aria-describedby")).toBe("about-error about-count");
  });
});

describe("ErrorSummary", () => {
  it("links each field in error, in form order, and is focusable with autofocus (no JS needed)", () => {
    const items = summaryItems(
      { password: "Too short", form: "Whole form", username: "Required" },
      ["username", "password"],
      (n) => `f-${n}`,
    );
    expect(items).toEqual([
      { message: "Required", href: "#f-username" },
      { message: "Too short", href: "#f-password" },
    ]);
    const root = dom(<ErrorSummary items={items} />);
    const box = root.querySelector("[data-error-summary]")!;
    expect(box.getAttribute("tabindex")).toBe("-1");
    expect(box.hasAttribute("autofocus")).toBe(true);
    expect(box.querySelector("h2")!.text).toBe("There is a problem");
    expect(box.querySelectorAll("a").map((a) => [a.getAttribute("href"), a.text])).toEqual([
      ["#f-username", "Required"],
      ["#f-password", "Too short"],
    ]);
  });

  it("renders nothing without errors, and links a field once", () => {
    expect(renderToStaticMarkup(<ErrorSummary items={[]} />)).toBe("");
    const items = summaryItems(
      { address: "Address is invalid.", country: "Address is invalid." },
      ["address", "country"],
      () => "address-search",
    );
    expect(items).toHaveLength(1);
  });
});
