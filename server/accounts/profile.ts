import { eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { profiles, type Address } from "../db/schema";
import { countryName, knownCountry } from "../geo/gazetteer";
import { avatarUrl } from "./avatar-url";
import type { StoredImage } from "./images";
import { ACCOUNT_MESSAGES } from "./messages";
import type { ProfileInput } from "./profile-schema";
import { descriptionText } from "./plain-text";

export const ADDRESS_PARTS = ["suite", "street", "suburb", "postcode", "state", "country"] as const;
export type AddressInput = Record<(typeof ADDRESS_PARTS)[number], string>;

export { ProfileSchema } from "./profile-schema";

/**
 * Platform §5: all parts empty -> null; otherwise the country must match a known country by code or
 * name (case-insensitive), else 'Address is invalid.'.
 */
export function validateAddress(
  input: AddressInput,
): { ok: true; address: Address | null } | { ok: false; error: string } {
  const parts = Object.fromEntries(ADDRESS_PARTS.map((k) => [k, (input[k] ?? "").trim()])) as AddressInput;
  if (ADDRESS_PARTS.every((k) => parts[k] === "")) return { ok: true, address: null };
  const code = knownCountry(parts.country);
  if (!code) return { ok: false, error: ACCOUNT_MESSAGES.addressInvalid };
  const orNull = (v: string) => (v === "" ? null : v);
  return {
    ok: true,
    address: {
      suite: orNull(parts.suite),
      street: orNull(parts.street),
      suburb: orNull(parts.suburb),
      postcode: orNull(parts.postcode),
      state: orNull(parts.state),
      country: { code, name: countryName(code) },
    },
  };
}

/** One line: "Suite 4, 12 George St, Parramatta NSW 2150, Australia". */
export function addressLine(address: Address | null): string {
  if (!address) return "";
  const place = [address.suburb, address.state, address.postcode].filter(Boolean).join(" ");
  return [address.suite, address.street, place, address.country?.name].filter(Boolean).join(", ");
}

export type ProfileForm = {
  personName: string;
  email: string;
  phone: string;
  mobile: string;
  jobTitle: string;
  description: string;
  address: Address | null;
  hasAvatar: boolean;
  avatarSha256: string | null;
};

export async function getProfile(db: DbOrTx, userId: number): Promise<ProfileForm> {
  const [row] = await db
    .select({
      personName: profiles.personName,
      email: profiles.email,
      phone: profiles.phone,
      mobile: profiles.mobile,
      jobTitle: profiles.jobTitle,
      description: profiles.description,
      address: profiles.address,
      avatarSha256: profiles.avatarSha256,
    })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  const r = row ?? {
    personName: "",
    email: "",
    phone: "",
    mobile: "",
    jobTitle: "",
    description: "",
    address: null,
    avatarSha256: null,
  };
  return { ...r, hasAvatar: Boolean(r.avatarSha256) };
}

export type ProfileUpdate = { ok: true } | { ok: false; errors: Record<string, string> };

/** Saves the profile (the user's own row only). The description is stored as plain text. */
export async function updateProfile(db: DbOrTx, userId: number, input: ProfileInput): Promise<ProfileUpdate> {
  const address = validateAddress(input);
  if (!address.ok) return { ok: false, errors: { address: address.error } };
  const values = {
    personName: input.personName,
    email: input.email,
    phone: input.phone,
    mobile: input.mobile,
    jobTitle: input.jobTitle,
    description: descriptionText(input.description),
    address: address.address,
    updatedAt: new Date(),
  };
  await db
    .insert(profiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: profiles.userId, set: values });
  return { ok: true };
}

export async function setAvatar(db: DbOrTx, userId: number, image: StoredImage) {
  const values = {
    avatar: image.bytes,
    avatarMime: image.mime,
    avatarSha256: image.sha256,
    updatedAt: new Date(),
  };
  await db
    .insert(profiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: profiles.userId, set: values });
}

export async function getAvatar(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ bytes: profiles.avatar, mime: profiles.avatarMime, sha256: profiles.avatarSha256 })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  if (!row?.bytes || !row.mime || !row.sha256) return null;
  return { bytes: row.bytes, mime: row.mime, sha256: row.sha256 };
}

export type AdvisorProfile = {
  personName: string;
  email: string;
  phone: string;
  mobile: string;
  jobTitle: string;
  /** Plain text (paragraphs at blank lines). */
  description: string;
  address: Address | null;
  addressLine: string;
  avatarUrl: string | null;
};

/** The advisor block of reports: the user's own profile, description as plain text. */
export async function advisorProfile(db: DbOrTx, userId: number): Promise<AdvisorProfile> {
  const p = await getProfile(db, userId);
  return {
    personName: p.personName,
    email: p.email,
    phone: p.phone,
    mobile: p.mobile,
    jobTitle: p.jobTitle,
    description: p.description,
    address: p.address,
    addressLine: addressLine(p.address),
    avatarUrl: avatarUrl(p.avatarSha256),
  };
}
