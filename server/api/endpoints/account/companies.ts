import { z } from "zod";
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
} from "../../../accounts/companies";
import { imageResponse } from "../../../accounts/image-response";
import { ACCOUNT_MESSAGES, MAX_COMPANIES } from "../../../accounts/messages";
import { mayEditCompany } from "../../../policy/policy";
import { API_BASE, ApiError, invalid, json, notFound, parseJsonBody } from "../../http";
import type { ApiContext, Endpoint } from "../types";
import { imageUpload } from "./upload";

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
  if (!own || !mayEditCompany(user, own)) throw notFound();
  return own;
}

/** The user's companies and their logos. */
export const COMPANY_ENDPOINTS: Endpoint[] = [
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
      const result = await createCompany(ctx.db, ctx.auth!.user.id, parsed.data);
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
      const result = await deleteCompany(ctx.db, ctx.auth!.user.id, id);
      if (!result.ok && result.reason === "primary")
        throw new ApiError(409, "primary_company", ACCOUNT_MESSAGES.companyNotDeleted);
      if (!result.ok) throw notFound();
      return json({ ok: true, message: ACCOUNT_MESSAGES.companyDeleted });
    },
  },
];
