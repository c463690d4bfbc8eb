import { redirect } from "react-router";

/** Platform §2: the bare /account path goes to the user profile. */
export function loader() {
  return redirect("/account/user-profile");
}
