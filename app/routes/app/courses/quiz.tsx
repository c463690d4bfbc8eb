import { useActionData, useLoaderData, useLocation } from "react-router";
import type { Route } from "./+types/quiz";
import { QuizPanel } from "~/app/components/learning/QuizPanel";
import { requireUser } from "~/app/lib/guard.server";
import { getDb } from "~/server/db/client";
import { getCourse } from "~/server/learning/courses";
import { courseQuiz } from "~/server/learning/quiz";
import { loadQuizTab, quizTabAction } from "~/app/lib/quiz-route.server";

async function quizOf(request: Request, id: string | undefined) {
  const { user } = await requireUser(request);
  const db = await getDb();
  const course = await getCourse(db, user, Number(id));
  const quiz = course ? await courseQuiz(db, course.id, course.key) : null;
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

export default function CourseQuiz() {
  const quiz = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  return <QuizPanel quiz={quiz} actionData={actionData} basePath={location.pathname} />;
}
