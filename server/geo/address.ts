import { searchPlaces, type Place, type PlaceQuery } from "./gazetteer";

/**
 * Street-type words (AU/NZ/UK usage, full and abbreviated) that end the street part of an address
 * typed without a comma: "12 Smith St Parramatta".
 */
const STREET_TYPES = new Set(
  (
    "street st road rd avenue ave av drive dr lane ln place pl court ct crescent cres cr highway hwy " +
    "parade pde terrace tce way boulevard blvd bvd close cl circuit cct grove gr gve square sq esplanade esp " +
    "row mews walk rise parkway pkwy track trk quay wharf gardens gdns hill green view vale"
  ).split(" "),
);

export type AddressQuery = {
  /** What goes in the profile's Street field ("" when none was typed). */
  street: string;
  /** What is looked up in the gazetteer (suburb, town, postcode, state words). */
  place: string;
};

/**
 * Splits an address search into the street and the place. After a comma: the part after the last
 * comma is the place and everything before it the street ("Unit 3, 12 Smith Street, Parramatta
 * 2150"). Without one: a text that starts with a house number ("12", "12a", "3/12", "12-14") is
 * the street up to and including its first street-type word ("12 Smith St Parramatta"). Anything
 * else is a place only ("Parramatta 2150").
 */
export function splitAddressQuery(text: string): AddressQuery {
  const clean = text.replace(/\s+/g, " ").trim();
  const comma = clean.lastIndexOf(",");
  if (comma >= 0) {
    const street = clean
      .slice(0, comma)
      .replace(/^[\s,]+|[\s,]+$/g, "")
      .trim();
    return { street, place: clean.slice(comma + 1).trim() };
  }
  const words = clean.split(" ");
  if (words.length >= 3 && /^\d+[a-z]?([/-]\d+[a-z]?)*$/i.test(words[0])) {
    const end = words.findIndex((w, i) => i >= 2 && STREET_TYPES.has(w.toLowerCase().replace(/\.$/, "")));
    if (end > 0) return { street: words.slice(0, end + 1).join(" "), place: words.slice(end + 1).join(" ") };
  }
  return { street: "", place: clean };
}

export type AddressMatch = Place & { street: string };

/**
 * Address suggestions: the places matching the place part, each carrying the street that was typed
 * (the gazetteer knows suburbs and towns, not streets), so picking one fills street, suburb,
 * postcode, state and country (platform §2, user profile).
 */
export function searchAddress(text: string, query: PlaceQuery = {}): AddressMatch[] {
  const { street, place } = splitAddressQuery(text);
  if (place.length < 2) return [];
  return searchPlaces(place, query).map((p) => ({ ...p, street }));
}

/** A suggestion as the profile form shows and applies it. */
export type AddressOption = {
  id: string;
  /** "12 Smith Street, Parramatta NSW 2150, Australia" (the street first when one was typed). */
  label: string;
  street: string;
  suburb: string;
  postcode: string;
  state: string;
  /** The country's English name, as the profile stores it. */
  country: string;
};

export function addressOption(m: AddressMatch): AddressOption {
  return {
    id: m.id,
    label: m.street ? `${m.street}, ${m.label}` : m.label,
    street: m.street,
    suburb: m.suburb,
    postcode: m.postcode ?? "",
    state: m.state,
    country: m.countryName,
  };
}
