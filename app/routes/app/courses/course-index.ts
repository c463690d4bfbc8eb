import { redirect } from "react-router";
import type { Route } from "./+types/course-index";

/**
 * /courses/{id} redirects to its guide (platform §2). The id goes back into a Location header, so
 * it is encoded: /courses/%00 was a 500 (a NUL is not a valid header value); the guide then 404s.
 */
export const loader = ({ params }: Route.LoaderArgs) =>
  redirect(`/courses/${encodeURIComponent(params.id)}/guide`);
