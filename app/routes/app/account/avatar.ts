import type { Route } from "./+types/avatar";
import { imageResponse } from "~/server/accounts/image-response";
import { getAvatar } from "~/server/accounts/profile";
import { requireUser } from "~/app/lib/guard.server";
import { getDb } from "~/server/db/client";

/** The signed-in user's own avatar. */
export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireUser(request);
  const image = await getAvatar(await getDb(), user.id);
  if (!image) throw new Response(null, { status: 404 });
  return imageResponse(request, image);
}
