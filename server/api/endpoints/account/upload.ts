import { readImageUpload } from "../../../accounts/images";
import { ApiError } from "../../http";
import type { ApiContext } from "../types";

/** One image from multipart/form-data field `file` (the web's streaming parser and magic-byte check). */
export async function imageUpload(ctx: ApiContext) {
  if (!(ctx.request.headers.get("content-type") ?? "").includes("multipart/form-data"))
    throw new ApiError(415, "unsupported_media_type", "Send the image as multipart/form-data (field file).");
  const upload = await readImageUpload(ctx.request, "file");
  if (!upload.ok) throw new ApiError(400, "invalid_request", `file: ${upload.error}`);
  return upload.image;
}
