import { data, Form, useActionData, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/user-profile";
import {
  ADDRESS_SEARCH_ID,
  AddressFields,
  type AddressValues,
  type PlaceOption,
} from "~/app/components/account/AddressFields";
import { ImageUpload } from "~/app/components/account/ImageUpload";
import { WordCountField } from "~/app/components/account/WordCountField";
import { ErrorSummary, summaryItems } from "~/app/components/ui/ErrorSummary";
import { Field, fieldId } from "~/app/components/ui/Field";
import { Toast } from "~/app/components/ui/Toast";
import { orFailureToast } from "~/app/lib/failure.server";
import { readImageUpload } from "~/server/accounts/images";
import { ACCOUNT_MESSAGES } from "~/server/accounts/messages";
import { getProfile, ProfileSchema, setAvatar, updateProfile } from "~/server/accounts/profile";
import { initials } from "~/server/accounts/viewer";
import { newToast, type FlashMessage } from "~/app/lib/toast";
import { redirectWithToast } from "~/app/lib/toast.server";
import { requireUser } from "~/app/lib/guard.server";
import { getDb } from "~/server/db/client";
import { gazetteerReady, placeById } from "~/server/geo/gazetteer";
import { addressOption, searchAddress, splitAddressQuery } from "~/server/geo/address";
import { parseForm, readForm } from "~/app/lib/forms.server";
import { titled } from "~/app/lib/title";
import { useAppForm } from "~/app/lib/use-app-form";

export const meta = titled("User Profile");

const FIELDS = ["personName", "email", "phone", "mobile", "jobTitle", "description"] as const;
/** The profile's one-line fields, in form order (About Me and the address follow). */
const CONTACT_FIELDS = [
  { label: "Name", name: "personName", autoComplete: "name" },
  { label: "Email", name: "email", type: "email", autoComplete: "email" },
  { label: "Phone", name: "phone", type: "tel", autoComplete: "tel" },
  { label: "Mobile", name: "mobile", type: "tel" },
  { label: "Job Title", name: "jobTitle", autoComplete: "organization-title" },
] as const satisfies readonly {
  label: string;
  name: (typeof FIELDS)[number];
  type?: string;
  autoComplete?: string;
}[];
const ADDRESS = ["suite", "street", "suburb", "postcode", "state", "country"] as const;

/** The action's schema, for the browser's checks (loaded after hydration: app/lib/use-app-form.ts). */
const loadProfileSchema = () => import("~/server/accounts/profile-schema").then((m) => m.ProfileSchema);

export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireUser(request);
  const profile = await getProfile(await getDb(), user.id);
  const a = profile.address;
  return {
    values: {
      personName: profile.personName,
      email: profile.email,
      phone: profile.phone,
      mobile: profile.mobile,
      jobTitle: profile.jobTitle,
      description: profile.description,
      suite: a?.suite ?? "",
      street: a?.street ?? "",
      suburb: a?.suburb ?? "",
      postcode: a?.postcode ?? "",
      state: a?.state ?? "",
      country: a?.country?.name ?? "",
    } as Record<string, string>,
    avatarUrl: user.avatarUrl,
    initials: initials(user.personName || user.userName),
  };
}

type ActionData = {
  values?: Record<string, string>;
  errors?: Record<string, string>;
  matches?: PlaceOption[] | null;
  avatarError?: string;
  toast?: FlashMessage;
};

export async function action({ request }: Route.ActionArgs) {
  const { user } = await requireUser(request);
  const db = await getDb();
  if ((request.headers.get("Content-Type") ?? "").includes("multipart/form-data")) {
    const upload = await readImageUpload(request, "avatar");
    if (!upload.ok)
      return data<ActionData>(
        {
          avatarError: upload.error,
          toast: newToast({ type: "error", message: ACCOUNT_MESSAGES.avatarNotUploaded }),
        },
        { status: 400 },
      );
    const failed = await orFailureToast("/account/user-profile", ACCOUNT_MESSAGES.avatarNotUploaded, () =>
      setAvatar(db, user.id, upload.image),
    );
    if (failed instanceof Response) return failed;
    return redirectWithToast("/account/user-profile", {
      type: "success",
      message: ACCOUNT_MESSAGES.avatarUploaded,
    });
  }
  const form = await readForm(request);
  // Address pick and search below read the gazetteer; wait for it while it loads after a start.
  await gazetteerReady();
  const values: Record<string, string> = {};
  for (const k of [...FIELDS, ...ADDRESS, "addressQuery"]) {
    const v = form.get(k);
    values[k] = typeof v === "string" ? v.slice(0, 20_000) : "";
  }
  // Address search without JavaScript: the form comes back with the matches; nothing typed is lost.
  const pick = form.get("pick");
  const intent = form.get("intent");
  if (typeof pick === "string") {
    // The gazetteer knows places, not streets: the street is the one typed in the search.
    const place = placeById(pick);
    const { street } = splitAddressQuery(values.addressQuery);
    if (place) {
      const o = addressOption({ ...place, street });
      Object.assign(values, { suburb: o.suburb, postcode: o.postcode, state: o.state, country: o.country });
      if (o.street) values.street = o.street;
      values.addressQuery = o.label;
    }
    return data<ActionData>({ values, matches: null });
  }
  if (intent === "address-search") {
    const q = values.addressQuery.trim();
    return data<ActionData>({
      values,
      matches: q.length < 2 ? [] : searchAddress(q, { limit: 8 }).map(addressOption),
    });
  }
  if (intent === "address-clear") {
    Object.assign(values, { suburb: "", postcode: "", state: "", country: "", addressQuery: "" });
    return data<ActionData>({ values, matches: null });
  }
  const failed = (errors: Record<string, string>) =>
    data<ActionData>(
      { values, errors, toast: newToast({ type: "error", message: ACCOUNT_MESSAGES.profileNotUpdated }) },
      { status: 400 },
    );
  const parsed = parseForm(form, ProfileSchema);
  if (!parsed.ok) return failed(parsed.errors);
  const result = await orFailureToast("/account/user-profile", ACCOUNT_MESSAGES.profileNotUpdated, () =>
    updateProfile(db, user.id, parsed.value),
  );
  if (result instanceof Response) return result;
  if (!result.ok) return failed(result.errors);
  return redirectWithToast("/account/user-profile", {
    type: "success",
    message: ACCOUNT_MESSAGES.profileUpdated,
  });
}

export default function UserProfile() {
  const loaded = useLoaderData<typeof loader>();
  const action = useActionData<ActionData>();
  const navigation = useNavigation();
  const values = action?.values ?? loaded.values;
  // Field errors are live (checked on blur with the action's schema); the summary lists the refusal.
  const { formId, onSubmit, errors } = useAppForm({
    id: "profile-form",
    loadSchema: loadProfileSchema,
    fields: [...FIELDS, ...ADDRESS],
    refusal: action,
  });
  // A refused save puts the keyboard on the error summary, which links to each field in error.
  const summary = summaryItems(action?.errors, [...FIELDS, "address", "country"], (name) =>
    name === "address" || name === "country" ? ADDRESS_SEARCH_ID : fieldId(name),
  );
  const saving = navigation.state === "submitting" && !navigation.formEncType.includes("multipart");
  const address: AddressValues = {
    suite: values.suite ?? "",
    street: values.street ?? "",
    suburb: values.suburb ?? "",
    postcode: values.postcode ?? "",
    state: values.state ?? "",
    country: values.country ?? "",
  };
  return (
    <section className="card p-6" aria-labelledby="profile-title">
      {action?.toast ? <Toast toast={action.toast} page /> : null}
      <h1 id="profile-title" className="mb-6 text-2xl font-semibold text-brand-800">
        User Profile
      </h1>
      <div className="mb-6 flex flex-col gap-4 border-b border-slate-200 pb-6 sm:flex-row sm:items-start">
        {loaded.avatarUrl ? (
          <img
            src={loaded.avatarUrl}
            alt="Your avatar"
            width={96}
            height={96}
            className="h-24 w-24 shrink-0 rounded-full object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="inline-flex h-24 w-24 shrink-0 items-center justify-center rounded-full bg-accent-700 text-3xl font-semibold text-white"
          >
            {loaded.initials}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <ImageUpload
            label="Avatar (png, jpg or jpeg, under 2MB)"
            intent="avatar"
            field="avatar"
            error={action?.avatarError}
          />
        </div>
      </div>
      {/* Remounted when the values change (after a save), so the fields show what is stored. */}
      <Form method="post" noValidate key={JSON.stringify(values)} id={formId} onSubmit={onSubmit}>
        <ErrorSummary items={summary} refusal={action} />
        {/* Enter in any field saves (the first submit button is the default one). */}
        <button type="submit" name="intent" value="save" className="sr-only" tabIndex={-1} aria-hidden="true">
          Save
        </button>
        <div className="grid gap-x-4 sm:grid-cols-2">
          {CONTACT_FIELDS.map((f) => (
            <Field key={f.name} {...f} defaultValue={values[f.name]} error={errors[f.name]} />
          ))}
        </div>
        <WordCountField
          label="About Me"
          name="description"
          defaultValue={values.description}
          error={errors.description}
        />
        <AddressFields
          values={address}
          query={values.addressQuery ?? ""}
          matches={action?.matches ?? null}
          error={errors.address ?? errors.country}
        />
        <div className="mt-6 flex justify-end">
          <button type="submit" name="intent" value="save" className="btn btn-primary" disabled={saving}>
            {saving ? "Saving…" : "Save"}
          </button>
        </div>
      </Form>
    </section>
  );
}
