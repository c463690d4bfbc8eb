import { redirect } from "react-router";

/** /courses redirects to /courses/browse (platform §2). */
export const loader = () => redirect("/courses/browse");
