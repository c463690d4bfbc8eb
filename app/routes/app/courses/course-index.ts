import { redirect } from "react-router";
import type { Route } from "./+types/course-index";

/** /courses/{id} redirects to its guide (platform §2). */
export const loader = ({ params }: Route.LoaderArgs) => redirect(`/courses/${params.id}/guide`);
