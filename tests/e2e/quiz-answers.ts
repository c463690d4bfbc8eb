import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";

type Pool = { questions: { question: string; answers: { text: string; correct?: boolean }[] }[] };

/**
 * The answer key of a course quiz from its content file (question text -> correct answer text):
 * the tests know the answers; the page never reveals them before a submit.
 */
export function courseAnswerKey(courseKey: string): Map<string, string> {
  const file = path.join(process.cwd(), "content", "learning", "courses", `${courseKey}.json`);
  const course = JSON.parse(fs.readFileSync(file, "utf8")) as { quiz: Pool };
  return new Map(
    course.quiz.questions.map((q) => [q.question, q.answers.find((a) => a.correct)!.text] as const),
  );
}

/** The drawn questions' texts, in order (legends read "1. Question?"). */
export async function drawnQuestionTexts(page: Page): Promise<string[]> {
  await page.locator("fieldset[id^=question-]").first().waitFor();
  const legends = await page.locator("fieldset[id^=question-] legend").allInnerTexts();
  return legends.map((l) => l.replace(/^\d+\.\s*/, "").trim());
}

/** Answers every drawn question correctly (from the key) and submits. */
export async function answerAllCorrectly(page: Page, key: Map<string, string>) {
  await page.getByRole("button", { name: "Submit answers" }).waitFor();
  const texts = await drawnQuestionTexts(page);
  const groups = await page.locator("fieldset[id^=question-]").all();
  for (const [i, g] of groups.entries()) {
    const answer = key.get(texts[i]);
    if (!answer) throw new Error(`no answer in the key for: ${texts[i]}`);
    await g.getByRole("radio", { name: answer, exact: true }).check();
  }
  await page.getByRole("button", { name: "Submit answers" }).click();
}
