import { data, Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/company-information";
import { ImageUpload } from "~/app/components/account/ImageUpload";
import { WordCountField } from "~/app/components/account/WordCountField";
import { ErrorSummary, summaryItems } from "~/app/components/ui/ErrorSummary";
import { Field } from "~/app/components/ui/Field";
import { RouteDialog } from "~/app/components/ui/RouteDialog";
import { PlainText } from "~/app/components/ui/PlainText";
import { Toast } from "~/app/components/ui/Toast";
import {
  CompanySchema,
  createCompany,
  deleteCompany,
  ownCompany,
  PrimaryCompanySchema,
  setCompanyLogo,
  updateCompany,
  userCompanyList,
  type CompanyCard,
} from "~/server/accounts/companies";
import { orFailureToast } from "~/app/lib/failure.server";
import { readImageUpload } from "~/server/accounts/images";
import { ACCOUNT_MESSAGES, MAX_COMPANIES } from "~/server/accounts/messages";
import { newToast, type FlashMessage } from "~/app/lib/toast";
import { redirectWithToast } from "~/app/lib/toast.server";
import { requireUser } from "~/app/lib/guard.server";
import { getDb } from "~/server/db/client";
import { parseForm, readForm } from "~/app/lib/forms.server";
import { mayEditCompany } from "~/server/policy/policy";
import { titled } from "~/app/lib/title";
import { useAppForm } from "~/app/lib/use-app-form";

/** The action's schemas, for the browser's checks (loaded after hydration: app/lib/use-app-form.ts). */
const loadCompanySchema = () => import("~/server/accounts/company-schema").then((m) => m.CompanySchema);
const loadPrimarySchema = () =>
  import("~/server/accounts/company-schema").then((m) => m.PrimaryCompanySchema);
const COMPANY_FIELDS = ["name", "description"] as const;

export const meta = titled("Company Information");

const PATH = "/account/company-information";
const notFound = () => new Response(null, { status: 404 });

export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireUser(request);
  const db = await getDb();
  const companies = await userCompanyList(db, user.id);
  // The delete confirmation is a URL (?delete=<id>), so it works without JavaScript.
  const del = new URL(request.url).searchParams.get("delete");
  if (del !== null) {
    const own = await ownCompany(db, user.id, Number(del));
    if (!own || own.isPrimary) throw notFound();
  }
  return { companies: companies.map((c) => ({ ...c, canEdit: mayEditCompany(user, c) })) };
}

type ActionData = {
  target: string;
  values?: Record<string, string>;
  errors?: Record<string, string>;
  logoError?: string;
  toast: FlashMessage;
};

function done(message: string) {
  return redirectWithToast(PATH, { type: "success", message });
}

const companyId = (v: FormDataEntryValue | null) =>
  typeof v === "string" && /^\d{1,9}$/.test(v) ? Number(v) : 0;

export async function action({ request }: Route.ActionArgs) {
  const { user } = await requireUser(request);
  const db = await getDb();
  if ((request.headers.get("Content-Type") ?? "").includes("multipart/form-data")) {
    const upload = await readImageUpload(request, "logo");
    const id = companyId(
      upload.fields?.get("companyId") ?? new URL(request.url).searchParams.get("companyId"),
    );
    const own = await ownCompany(db, user.id, id);
    if (!own || !mayEditCompany(user, own)) throw notFound();
    if (!upload.ok)
      return data<ActionData>(
        {
          target: `logo-${id}`,
          logoError: upload.error,
          toast: newToast({ type: "error", message: ACCOUNT_MESSAGES.logoNotUploaded }),
        },
        { status: 400 },
      );
    const result = await orFailureToast(PATH, ACCOUNT_MESSAGES.logoNotUploaded, () =>
      setCompanyLogo(db, user, id, upload.image),
    );
    if (result instanceof Response) return result;
    if (!result.ok) throw notFound();
    return done(ACCOUNT_MESSAGES.logoUploaded);
  }
  const form = await readForm(request);
  const intent = form.get("intent");
  const values = {
    name: String(form.get("name") ?? "").slice(0, 20_000),
    description: String(form.get("description") ?? "").slice(0, 20_000),
  };
  if (intent === "create") {
    const fail = (errors: Record<string, string>) =>
      data<ActionData>(
        {
          target: "create",
          values,
          errors,
          toast: newToast({ type: "error", message: ACCOUNT_MESSAGES.companyNotCreated }),
        },
        { status: 400 },
      );
    const parsed = parseForm(form, CompanySchema);
    if (!parsed.ok) return fail(parsed.errors);
    const result = await orFailureToast(PATH, ACCOUNT_MESSAGES.companyNotCreated, () =>
      createCompany(db, user.id, parsed.value),
    );
    if (result instanceof Response) return result;
    if (!result.ok) return fail({ form: `At most ${MAX_COMPANIES} companies per user.` });
    return done(ACCOUNT_MESSAGES.companyCreated);
  }
  const id = companyId(form.get("companyId"));
  const own = await ownCompany(db, user.id, id);
  if (!own) throw notFound();
  if (intent === "update") {
    if (!mayEditCompany(user, own)) throw notFound();
    const parsed = parseForm(form, own.isPrimary ? PrimaryCompanySchema : CompanySchema);
    if (!parsed.ok)
      return data<ActionData>(
        {
          target: `company-${id}`,
          values,
          errors: parsed.errors,
          toast: newToast({ type: "error", message: ACCOUNT_MESSAGES.companyNotUpdated }),
        },
        { status: 400 },
      );
    const result = await orFailureToast(PATH, ACCOUNT_MESSAGES.companyNotUpdated, () =>
      updateCompany(db, user, id, parsed.value),
    );
    if (result instanceof Response) return result;
    if (!result.ok) throw notFound();
    return done(ACCOUNT_MESSAGES.companyUpdated);
  }
  if (intent === "delete") {
    const result = await orFailureToast(PATH, ACCOUNT_MESSAGES.companyNotDeleted, () =>
      deleteCompany(db, user.id, id),
    );
    if (result instanceof Response) return result;
    if (!result.ok && result.reason === "not-found") throw notFound();
    if (!result.ok)
      return redirectWithToast(PATH, { type: "error", message: ACCOUNT_MESSAGES.companyNotDeleted });
    return done(ACCOUNT_MESSAGES.companyDeleted);
  }
  throw new Response(null, { status: 400 });
}

export default function CompanyInformation() {
  const { companies } = useLoaderData<typeof loader>();
  const action = useActionData<ActionData>();
  const [params] = useSearchParams();
  const deleting = companies.find((c) => String(c.id) === params.get("delete") && !c.isPrimary);
  return (
    <section aria-labelledby="company-title">
      {action?.toast ? <Toast toast={action.toast} page /> : null}
      <h1 id="company-title" className="mb-6 text-2xl font-semibold text-brand-800">
        Company Information
      </h1>
      <div className="grid gap-6 lg:grid-cols-2">
        {companies.map((c) => (
          <CompanyCardView key={c.id} company={c} canEdit={c.canEdit} action={action} />
        ))}
        {companies.length < MAX_COMPANIES ? (
          <CreateCard action={action?.target === "create" ? action : undefined} />
        ) : null}
      </div>
      {deleting ? (
        <RouteDialog title="Delete company" closeHref={PATH}>
          <p className="mb-6">{ACCOUNT_MESSAGES.confirmDelete}</p>
          <p className="mb-6 font-semibold">{deleting.name}</p>
          <Form method="post" action={PATH} className="flex justify-end gap-3">
            <input type="hidden" name="companyId" value={deleting.id} />
            <Link to={PATH} className="btn btn-secondary">
              No
            </Link>
            <button type="submit" name="intent" value="delete" className="btn btn-primary" autoFocus>
              Yes
            </button>
          </Form>
        </RouteDialog>
      ) : null}
    </section>
  );
}

function Logo({ company }: { company: CompanyCard }) {
  return company.logoUrl ? (
    <img
      src={company.logoUrl}
      alt={`${company.name} logo`}
      width={160}
      height={80}
      className="h-20 w-40 rounded border border-slate-200 bg-white object-contain"
    />
  ) : (
    <span className="inline-flex h-20 w-40 items-center justify-center rounded border border-dashed border-slate-300 text-sm text-slate-600">
      No logo
    </span>
  );
}

function CompanyCardView({
  company,
  canEdit,
  action,
}: {
  company: CompanyCard;
  canEdit: boolean;
  action: ActionData | undefined;
}) {
  const navigation = useNavigation();
  const mine = action?.target === `company-${company.id}` ? action : undefined;
  const values = mine?.values ?? { name: company.name, description: company.description };
  const saving =
    navigation.state === "submitting" &&
    navigation.formData?.get("companyId") === String(company.id) &&
    navigation.formData?.get("intent") === "update";
  const headingId = `company-${company.id}-title`;
  const { formId, onSubmit, errors } = useAppForm({
    id: `company-${company.id}-form`,
    loadSchema: company.isPrimary ? loadPrimarySchema : loadCompanySchema,
    fields: COMPANY_FIELDS,
    refusal: mine,
  });
  return (
    <article className="card p-6" aria-labelledby={headingId} data-company-card={company.id}>
      <div className="mb-4 flex items-start justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-brand-800">
          {company.name}
        </h2>
        {company.isPrimary ? (
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-600/30">
            Primary
          </span>
        ) : null}
      </div>
      <div className="mb-4">
        <Logo company={company} />
      </div>
      {canEdit ? (
        <>
          <ImageUpload
            label="Logo (png, jpg or jpeg, under 2MB)"
            intent="logo"
            field="logo"
            action={`${PATH}?companyId=${company.id}`}
            hidden={{ companyId: String(company.id) }}
            error={action?.target === `logo-${company.id}` ? action.logoError : null}
            buttonLabel="Change logo"
          />
          <Form
            method="post"
            className="mt-2"
            noValidate
            key={JSON.stringify(values)}
            id={formId}
            onSubmit={onSubmit}
          >
            <ErrorSummary
              items={summaryItems(mine?.errors, ["name", "description"], (n) => `company-${company.id}-${n}`)}
              refusal={mine}
            />
            <input type="hidden" name="companyId" value={company.id} />
            {company.isPrimary ? null : (
              <Field
                id={`company-${company.id}-name`}
                label="Name"
                name="name"
                defaultValue={values.name}
                error={errors.name}
                required
              />
            )}
            <WordCountField
              id={`company-${company.id}-description`}
              label="About Us"
              name="description"
              defaultValue={values.description}
              error={errors.description}
            />
            <div className="flex flex-wrap justify-end gap-3">
              {company.isPrimary ? null : (
                <Link to={`?delete=${company.id}`} className="btn btn-secondary" preventScrollReset>
                  Delete
                </Link>
              )}
              <button
                type="submit"
                name="intent"
                value="update"
                className="btn btn-primary"
                disabled={saving}
              >
                {saving ? "Saving…" : "Save"}
              </button>
            </div>
          </Form>
        </>
      ) : (
        <>
          <h3 className="field-label">About Us</h3>
          {company.description ? (
            <PlainText className="prose-sm space-y-2 text-slate-800" text={company.description} />
          ) : (
            <p className="text-sm text-slate-600">No description.</p>
          )}
          <p className="mt-4 text-sm text-slate-600">
            Only a company administrator can change the primary company.
          </p>
        </>
      )}
    </article>
  );
}

function CreateCard({ action }: { action: ActionData | undefined }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "create";
  const { formId, onSubmit, errors } = useAppForm({
    id: "create-company-form",
    loadSchema: loadCompanySchema,
    fields: COMPANY_FIELDS,
    refusal: action,
  });
  return (
    <article
      className="card border-2 border-dashed border-slate-300 p-6"
      aria-labelledby="create-company-title"
    >
      <h2 id="create-company-title" className="mb-4 text-lg font-semibold text-brand-800">
        Add a company
      </h2>
      {action?.errors?.form ? (
        <p role="alert" className="mb-3 text-sm text-red-800">
          {action.errors.form}
        </p>
      ) : null}
      <Form method="post" noValidate id={formId} onSubmit={onSubmit}>
        <ErrorSummary
          items={summaryItems(action?.errors, ["name", "description"], (n) => `create-company-${n}`)}
          refusal={action}
        />
        <Field
          id="create-company-name"
          label="Name"
          name="name"
          defaultValue={action?.values?.name ?? ""}
          error={errors.name}
          required
        />
        <WordCountField
          id="create-company-description"
          label="About Us"
          name="description"
          defaultValue={action?.values?.description ?? ""}
          error={errors.description}
        />
        <div className="flex justify-end">
          <button type="submit" name="intent" value="create" className="btn btn-primary" disabled={busy}>
            {busy ? "Creating…" : "Create company"}
          </button>
        </div>
      </Form>
    </article>
  );
}
