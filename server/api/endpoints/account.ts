import { z } from "zod";
import { COUNTRIES, SETTING_DEFINITIONS } from "../../accounts/catalogue";
import {
  CompanySchema,
  createCompany,
  deleteCompany,
  getCompanyLogo,
  ownCompany,
  PrimaryCompanySchema,
  setCompanyLogo,
  updateCompany,
  userCompanyList,
  type CompanyCard,
} from "../../accounts/companies";
import { imageResponse } from "../../accounts/image-response";
import { readImageUpload } from "../../accounts/images";
import { ACCOUNT_MESSAGES, MAX_COMPANIES } from "../../accounts/messages";
import {
  addressLine,
  getAvatar,
  getProfile,
  ProfileSchema,
  setAvatar,
  updateProfile,
  type ProfileForm,
} from "../../accounts/profile";
import { SettingsSchema, updateSettings } from "../../accounts/settings";
import { recordTermsAnswer } from "../../accounts/toc";
import { loadCurrentUser, type CurrentUser } from "../../accounts/viewer";
import { revokeSessionToken } from "../../auth/sessions";
import { can } from "../../policy/policy";
import { availableThemes } from "../../reports/theme-choice";
import { API_BASE, ApiError, invalid, json, notFound, parseJsonBody } from "../http";
import type { ApiContext, Endpoint } from "./types";

const SettingsList = z.array(
  z.object({
    key: z.string(),
    value: z.string(),
    default_value: z.string(),
    default_options: z.array(z.object({ value: z.string(), label: z.string() })),
  }),
);

function settingsList(user: CurrentUser) {
  const s = user.settings as Record<string, string>;
  return SETTING_DEFINITIONS.map((d) => ({
    key: d.key,
    value: s[d.key] ?? d.defaultValue,
    default_value: d.defaultValue,
    default_options: d.defaultOptions,
  }));
}

// ---- Profile ------------------------------------------------------------------------------

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

// ---- Companies ----------------------------------------------------------------------------

const CompanyResponse = z.object({
  id: z.number(),
  name: z.string(),
  /** Plain text (HTML sent in is stored as the text it showed). */
  description: z.string(),
  is_primary: z.boolean(),
  logo: z.string().nullable(),
});
const CompanyCreateBody = z.object({
  name: z.string().max(20_000).optional(),
  description: z.string().max(20_000).optional(),
});
const CompanyPatchBody = CompanyCreateBody;

const companyJson = (c: CompanyCard) => ({
  id: c.id,
  name: c.name,
  description: c.description,
  is_primary: c.isPrimary,
  logo: c.logoUrl ? `${API_BASE}/user/companies/${c.id}/logo?v=${c.logoUrl.split("?v=")[1] ?? ""}` : null,
});

const pathId = (ctx: ApiContext) => (/^\d{1,9}$/.test(ctx.params.id) ? Number(ctx.params.id) : 0);

async function companyById(ctx: ApiContext, id: number) {
  const company = (await userCompanyList(ctx.db, ctx.auth!.user.id)).find((c) => c.id === id);
  if (!company) throw notFound();
  return company;
}

/** The caller's own company from the path; the primary one only for a CompanyAdmin (as the web). */
async function editableCompany(ctx: ApiContext) {
  const user = ctx.auth!.user;
  const own = await ownCompany(ctx.db, user.id, pathId(ctx));
  if (!own || (own.isPrimary && !can(user, "company.editPrimary"))) throw notFound();
  return own;
}

/** One image from multipart/form-data field `file` (the web's streaming parser and magic-byte check). */
async function imageUpload(ctx: ApiContext) {
  if (!(ctx.request.headers.get("content-type") ?? "").includes("multipart/form-data"))
    throw new ApiError(415, "unsupported_media_type", "Send the image as multipart/form-data (field file).");
  const upload = await readImageUpload(ctx.request, "file");
  if (!upload.ok) throw new ApiError(400, "invalid_request", `file: ${upload.error}`);
  return upload.image;
}

const Themes = z.array(
  z.object({ id: z.string(), label: z.string(), value: z.string(), requires_profile: z.boolean() }),
);

/** The user, profile, avatar, companies, settings, terms and report themes. */
export const ACCOUNT_ENDPOINTS: Endpoint[] = [
  {
    method: "GET",
    path: "/user",
    summary: "The signed-in user.",
    auth: true,
    beforeTerms: true,
    response: z.object({
      id: z.number(),
      user_name: z.string(),
      roles: z.array(z.string()),
      is_user_accepted_toc: z.boolean().nullable(),
      person_name: z.string(),
      email: z.string(),
      organisation_id: z.number().nullable(),
      country: z.enum(COUNTRIES),
    }),
    async handler({ auth }) {
      const u = auth!.user;
      return json({
        id: u.id,
        user_name: u.userName,
        roles: u.roles,
        is_user_accepted_toc: u.isUserAcceptedToc,
        person_name: u.personName,
        email: u.email,
        organisation_id: u.organisationId,
        country: u.country,
      });
    },
  },
  {
    method: "GET",
    path: "/user/settings",
    summary: "The user's settings with their defaults and options.",
    auth: true,
    response: SettingsList,
    async handler({ auth }) {
      return json(settingsList(auth!.user));
    },
  },
  {
    method: "PUT",
    path: "/user/settings",
    summary:
      "Updates settings from a list of {key, value}: industry_classification, country_region, currency, date_format, report_theme (keys not sent keep their value). Returns the settings.",
    auth: true,
    body: z.array(z.object({ key: z.string().max(100), value: z.string().max(200) })).max(20),
    response: SettingsList,
    async handler(ctx) {
      const list = (await parseJsonBody(this.body!, ctx.request)) as Array<{ key: string; value: string }>;
      const keys = Object.keys(SettingsSchema.shape);
      const unknown = list.findIndex((s) => !keys.includes(s.key));
      if (unknown >= 0)
        throw new ApiError(400, "invalid_request", `${unknown}.key: use one of ${keys.join(", ")}`);
      const user = ctx.auth!.user;
      const merged = {
        ...Object.fromEntries(keys.map((k) => [k, (user.settings as Record<string, string>)[k]])),
        ...Object.fromEntries(list.map((s) => [s.key, s.value])),
      };
      const parsed = SettingsSchema.safeParse(merged);
      if (!parsed.success) throw invalid(parsed.error);
      await updateSettings(ctx.db, user.id, parsed.data);
      const reloaded = await loadCurrentUser(ctx.db, user.id);
      return json(settingsList(reloaded ?? user));
    },
  },
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
  {
    method: "GET",
    path: "/user/companies",
    summary: "The user's companies, primary first; logo is the address of GET user/companies/{id}/logo.",
    auth: true,
    response: z.array(CompanyResponse),
    async handler(ctx) {
      return json((await userCompanyList(ctx.db, ctx.auth!.user.id)).map(companyJson));
    },
  },
  {
    method: "POST",
    path: "/user/companies",
    summary: `Creates a company: {name, description}; at most ${MAX_COMPANIES} per user (409 beyond).`,
    auth: true,
    body: CompanyCreateBody,
    response: CompanyResponse,
    async handler(ctx) {
      const body = await parseJsonBody(CompanyCreateBody, ctx.request);
      const parsed = CompanySchema.safeParse(body);
      if (!parsed.success) throw invalid(parsed.error);
      const result = await createCompany(ctx.db as never, ctx.auth!.user.id, parsed.data);
      if (!result.ok)
        throw new ApiError(409, "limit_reached", `At most ${MAX_COMPANIES} companies per user.`);
      return json(companyJson(await companyById(ctx, result.id!)), 201);
    },
  },
  {
    method: "PATCH",
    path: "/user/companies/{id}",
    summary:
      "Changes a company of the user: {name, description} (fields left out are kept; the primary company has no name and only a CompanyAdmin may change it).",
    auth: true,
    body: CompanyPatchBody,
    response: CompanyResponse,
    async handler(ctx) {
      const own = await editableCompany(ctx);
      const body = await parseJsonBody(CompanyPatchBody, ctx.request);
      const current = await companyById(ctx, own.id);
      const parsed = (own.isPrimary ? PrimaryCompanySchema : CompanySchema).safeParse({
        name: body.name ?? current.name,
        description: body.description ?? current.description,
      });
      if (!parsed.success) throw invalid(parsed.error);
      const result = await updateCompany(ctx.db, ctx.auth!.user, own.id, parsed.data);
      if (!result.ok) throw notFound();
      return json(companyJson(await companyById(ctx, own.id)));
    },
  },
  {
    method: "GET",
    path: "/user/companies/{id}/logo",
    summary: "A company logo of the user (PNG or JPEG) with an ETag; 404 when none or not the user's.",
    auth: true,
    binary: "image/*",
    response: z.unknown(),
    async handler(ctx) {
      const id = pathId(ctx);
      const image = await getCompanyLogo(ctx.db, ctx.auth!.user.id, id);
      if (!image) throw notFound();
      return imageResponse(ctx.request, image);
    },
  },
  {
    method: "PUT",
    path: "/user/companies/{id}/logo",
    summary: "Uploads a company logo: multipart/form-data, field file, PNG or JPEG under 2 MB.",
    auth: true,
    upload: "file",
    response: CompanyResponse,
    async handler(ctx) {
      const own = await editableCompany(ctx);
      const image = await imageUpload(ctx);
      const result = await setCompanyLogo(ctx.db, ctx.auth!.user, own.id, image);
      if (!result.ok) throw notFound();
      return json(companyJson(await companyById(ctx, own.id)));
    },
  },
  {
    method: "DELETE",
    path: "/user/companies/{id}",
    summary: "Deletes a company of the user (the primary company cannot be deleted: 409).",
    auth: true,
    response: z.object({ ok: z.literal(true), message: z.string() }),
    async handler(ctx) {
      const id = pathId(ctx);
      const result = await deleteCompany(ctx.db as never, ctx.auth!.user.id, id);
      if (!result.ok && result.reason === "primary")
        throw new ApiError(409, "primary_company", ACCOUNT_MESSAGES.companyNotDeleted);
      if (!result.ok) throw notFound();
      return json({ ok: true, message: ACCOUNT_MESSAGES.companyDeleted });
    },
  },
  {
    method: "POST",
    path: "/user/toc",
    summary:
      "Answers the terms of use: {is_accepted}. false records the answer and revokes this token (the web logs out).",
    auth: true,
    beforeTerms: true,
    status: 200,
    body: z.object({ is_accepted: z.boolean() }),
    response: z.object({ is_user_accepted_toc: z.boolean(), message: z.string() }),
    async handler(ctx) {
      const { is_accepted } = (await parseJsonBody(this.body!, ctx.request)) as { is_accepted: boolean };
      await recordTermsAnswer(ctx.db, ctx.auth!.user.id, is_accepted);
      if (!is_accepted) await revokeSessionToken(ctx.db, ctx.auth!.token);
      return json({
        is_user_accepted_toc: is_accepted,
        message: is_accepted ? ACCOUNT_MESSAGES.termsThanks : ACCOUNT_MESSAGES.termsDisagree,
      });
    },
  },
  {
    method: "GET",
    path: "/user/themes",
    summary:
      "Report themes the user may choose on this host; value is the JSON of colorTitle, colorBg1, colorBg2, colorBar.",
    auth: true,
    response: Themes,
    async handler(ctx) {
      return json(
        availableThemes(ctx.auth!.user).map((t) => ({
          id: t.id,
          label: t.label,
          value: JSON.stringify({
            colorTitle: t.colorTitle,
            colorBg1: t.colorBg1,
            colorBg2: t.colorBg2,
            colorBar: t.colorBar,
          }),
          requires_profile: t.requiresProfile,
        })),
      );
    },
  },
];
