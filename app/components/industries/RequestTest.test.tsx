import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { QUIZ_NO_RESULTS, QuizNoResults, requestTestHref } from "./RequestTest";

describe("QuizNoResults", () => {
  const html = renderToStaticMarkup(<QuizNoResults supportEmail="help@example.com" query="zebra farm" />);
  const href = 'href="mailto:help@example.com?subject=Request%20a%20Test%3A%20zebra%20farm"';

  it("reads the spec's sentence word for word", () => {
    const sentence = /<p[^>]*>(.*?)<\/p>/.exec(html)![1].replace(/<[^>]+>/g, "");
    expect(sentence).toBe(QUIZ_NO_RESULTS);
  });

  it('makes "click here" a link to the Request a Test mail, beside the Request a Test button', () => {
    expect(html).toContain(`<a ${href} class="text-brand-600 underline">click here</a>`);
    expect(html).toContain(`<a ${href} class="btn btn-secondary mt-2">Request a Test</a>`);
  });

  it("encodes the subject (spaces as %20 for mail clients)", () => {
    expect(requestTestHref("s@x.io", "a&b c")).toBe(
      "mailto:s@x.io?subject=Request%20a%20Test%3A%20a%26b%20c",
    );
  });
});
