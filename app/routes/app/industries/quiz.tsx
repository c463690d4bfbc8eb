import { useActionData, useLoaderData, useLocation } from "react-router";
import type { Route } from "./+types/quiz";
import { QuizPanel } from "~/app/components/learning/QuizPanel";
import { requireUser } from "~/app/lib/guard.server";
import { getDb } from "~/server/db/client";
import { industryQuiz } from "~/server/learning/quiz";
import { loadQuizTab, quizTabAction } from "~/app/lib/quiz-route.server";
import { can, contentCountry } from "~/server/policy/policy";

/** Quiz tab of an industry (au and nz, only when the industry has a quiz for the user's content country). */
async function quizOf(request: Request, id: string | undefined) {
  const { user } = await requireUser(request);
  if (!can(user, "industry.quiz")) throw new Response(null, { status: 404 });
  const db = await getDb();
  const quiz = await industryQuiz(db, Number(id), contentCountry(user));
  if (!quiz) throw new Response(null, { status: 404 });
  return { user, db, quiz };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const { user, db, quiz } = await quizOf(request, params.id);
  return loadQuizTab(db, request, user, quiz);
}

export async function action({ request, params }: Route.ActionArgs) {
  const { user, db, quiz } = await quizOf(request, params.id);
  return quizTabAction(db, request, user, quiz);
}

export default function IndustryQuiz() {
  const quiz = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  return <QuizPanel quiz={quiz} actionData={actionData} basePath={location.pathname} headingLevel={1} />;
}
