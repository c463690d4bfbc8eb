import { z } from "zod";
import { imageResponse } from "../../../accounts/image-response";
import { ACCOUNT_MESSAGES } from "../../../accounts/messages";
import {
  addressLine,
  getAvatar,
  getProfile,
  ProfileSchema,
  setAvatar,
  updateProfile,
  type ProfileForm,
} from "../../../accounts/profile";
import { API_BASE, ApiError, json, notFound, parseJsonBody } from "../../http";
import type { Endpoint } from "../types";
import { imageUpload } from "./upload";

const Address = z.object({
  suite: z.string().max(20_000).nullable().optional(),
  street: z.string().max(20_000).nullable().optional(),
  suburb: z.string().max(20_000).nullable().optional(),
  postcode: z.string().max(20_000).nullable().optional(),
  state: z.string().max(20_000).nullable().optional(),
  /** A country code or name (case-insensitive). */
  country: z.string().max(200).nullable().optional(),
  country_code: z.string().max(200).nullable().optional(),
});
const ProfileResponse = z.object({
  user_id: z.number(),
  person_name: z.string(),
  email: z.string(),
  phone: z.string(),
  mobile: z.string(),
  job_title: z.string(),
  description: z.string(),
  address: z
    .object({
      suite: z.string().nullable(),
      street: z.string().nullable(),
      suburb: z.string().nullable(),
      postcode: z.string().nullable(),
      state: z.string().nullable(),
      country: z.object({ code: z.string(), name: z.string() }).nullable(),
    })
    .nullable(),
  address_str: z.string(),
  avatar: z.string().nullable(),
});
const ProfileBody = z.object({
  person_name: z.string().max(20_000).optional(),
  email: z.string().max(20_000).optional(),
  phone: z.string().max(20_000).optional(),
  mobile: z.string().max(20_000).optional(),
  job_title: z.string().max(20_000).optional(),
  description: z.string().max(20_000).optional(),
  address: Address.nullable().optional(),
});
/** The web form's field names (ProfileSchema) as the API spells them. */
const PROFILE_FIELDS: Record<string, string> = {
  personName: "person_name",
  jobTitle: "job_title",
  suite: "address.suite",
  street: "address.street",
  suburb: "address.suburb",
  postcode: "address.postcode",
  state: "address.state",
  country: "address.country",
};

const profileJson = (userId: number, p: ProfileForm) => ({
  user_id: userId,
  person_name: p.personName,
  email: p.email,
  phone: p.phone,
  mobile: p.mobile,
  job_title: p.jobTitle,
  description: p.description,
  address: p.address
    ? {
        suite: p.address.suite ?? null,
        street: p.address.street ?? null,
        suburb: p.address.suburb ?? null,
        postcode: p.address.postcode ?? null,
        state: p.address.state ?? null,
        country: p.address.country ?? null,
      }
    : null,
  address_str: addressLine(p.address),
  avatar: p.avatarSha256 ? `${API_BASE}/user/avatar?v=${p.avatarSha256.slice(0, 16)}` : null,
});

/** The profile and the avatar. */
export const PROFILE_ENDPOINTS: Endpoint[] = [
  {
    method: "GET",
    path: "/user/profile",
    summary: "The user's profile; address null when none is kept; avatar is the address of GET user/avatar.",
    auth: true,
    response: ProfileResponse,
    async handler(ctx) {
      const id = ctx.auth!.user.id;
      return json(profileJson(id, await getProfile(ctx.db, id)));
    },
  },
  {
    method: "PUT",
    path: "/user/profile",
    summary:
      "Replaces the profile: {description, email, job_title, mobile, person_name, phone, address{suite, street, suburb, postcode, state, country (code or name)} or null}; the web form's validation and messages.",
    auth: true,
    body: ProfileBody,
    response: ProfileResponse,
    async handler(ctx) {
      const body = (await parseJsonBody(ProfileBody, ctx.request)) as z.infer<typeof ProfileBody>;
      const a = body.address ?? {};
      const parsed = ProfileSchema.safeParse({
        personName: body.person_name ?? "",
        email: body.email ?? "",
        phone: body.phone ?? "",
        mobile: body.mobile ?? "",
        jobTitle: body.job_title ?? "",
        description: body.description ?? "",
        suite: a.suite ?? "",
        street: a.street ?? "",
        suburb: a.suburb ?? "",
        postcode: a.postcode ?? "",
        state: a.state ?? "",
        country: a.country ?? a.country_code ?? "",
      });
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = String(issue.path[0] ?? "body");
        throw new ApiError(400, "invalid_request", `${PROFILE_FIELDS[field] ?? field}: ${issue.message}`);
      }
      const id = ctx.auth!.user.id;
      const result = await updateProfile(ctx.db, id, parsed.data);
      if (!result.ok) {
        const [field, message] = Object.entries(result.errors)[0];
        throw new ApiError(400, "invalid_request", `${field}: ${message}`);
      }
      return json(profileJson(id, await getProfile(ctx.db, id)));
    },
  },
  {
    method: "GET",
    path: "/user/avatar",
    summary: "The user's avatar image (PNG or JPEG) with an ETag; 304 on If-None-Match; 404 when none.",
    auth: true,
    binary: "image/*",
    response: z.unknown(),
    async handler(ctx) {
      const image = await getAvatar(ctx.db, ctx.auth!.user.id);
      if (!image) throw notFound();
      return imageResponse(ctx.request, image);
    },
  },
  {
    method: "PUT",
    path: "/user/avatar",
    summary: "Uploads the avatar: multipart/form-data, field file, PNG or JPEG under 2 MB.",
    auth: true,
    upload: "file",
    response: z.object({ avatar: z.string(), message: z.string() }),
    async handler(ctx) {
      const image = await imageUpload(ctx);
      await setAvatar(ctx.db, ctx.auth!.user.id, image);
      return json({
        avatar: `${API_BASE}/user/avatar?v=${image.sha256.slice(0, 16)}`,
        message: ACCOUNT_MESSAGES.avatarUploaded,
      });
    },
  },
];
