import { beforeAll, describe, expect, it } from "vitest";
import { CONTENT_DIR, loadContentPack } from "../content/pack";
import { hazardIndex, riskModelFromPack, type RiskModel } from "./model";

/**
 * Direction tests an underwriter would sign (issue 17): for each pair, the first trade rates above
 * the second on that class, on the catalogue's own industries. A class that does not apply to the
 * second trade counts as 0.
 */
const PL = "public_liability";
const EL = "employer_liability_workers_compensation";
const PD = "property_damage";
const BI = "business_interruption";
const PI = "professional_indemnity";
const CRIME = "crime";
const STOCK = "deterioration_of_stock_in_cold_storage";

const PAIRS: Array<[string, string, string, string]> = [
  // Trust and client money drives crime.
  ["Solicitor", "Graphic Designer", CRIME, "trust money"],
  ["Conveyancer", "Architect", CRIME, "deposits and settlement funds in trust"],
  ["Real Estate Agent", "Architect", CRIME, "rent and deposits in trust"],
  ["Travel Agent", "Web Designer", CRIME, "clients' fares held"],
  ["Financial Planner", "Management Consultant", CRIME, "client funds"],
  ["Debt Collector", "Recruitment Agency", CRIME, "collections held for clients"],
  ["Strata Manager", "Graphic Designer", CRIME, "owners' levies held"],
  ["Stockbroker", "Software Developer", CRIME, "client money"],
  ["Credit Union", "Psychologist", CRIME, "members' deposits"],
  ["Accountant", "Architect", CRIME, "trust account"],
  // Work at height drives employers' and public liability.
  ["Roofer", "Tiler", EL, "falls from roofs"],
  ["Roofer", "Plasterer", PL, "dropped tools and materials"],
  ["Scaffolder", "Carpenter", PL, "scaffold collapse and dropped objects onto the public"],
  ["Scaffolder", "Tiler", EL, "falls from scaffolds"],
  ["Window Cleaner", "Dry Cleaner", EL, "rope access and ladders"],
  ["Sign Installer", "Signwriter", EL, "signs fixed at height"],
  ["Electrician", "IT Consultant", EL, "ladders, ceilings and live work"],
  ["Arborist", "Dog Groomer", EL, "climbing and chainsaws"],
  // Excavation drives public liability.
  ["Excavation Contractor", "Carpenter", PL, "struck services"],
  ["Demolition Contractor", "Tiler", PL, "damage to neighbours"],
  ["Plumber", "Tiler", PL, "trenching for drains"],
  ["Excavation Contractor", "Glazier", EL, "trench collapse"],
  // Refrigeration drives deterioration of stock.
  ["Cold Storage Warehouse", "Supermarket", STOCK, "the whole business is refrigerated stock"],
  ["Butcher", "Bakery", STOCK, "chilled meat"],
  ["Ice Cream Manufacturing", "Brewery", STOCK, "frozen stock"],
  ["Florist", "Bookshop", STOCK, "cool room flowers"],
  ["Supermarket", "Newsagent", STOCK, "chilled and frozen lines"],
  ["Seafood Wholesaler", "Winery", STOCK, "fresh and frozen seafood"],
  // Hot oil cooking drives property and interruption.
  ["Fish and Chip Shop", "Coffee Shop", PD, "deep fryers"],
  ["Chinese Restaurant", "Juice Bar", PD, "woks and extraction"],
  ["Fast Food Restaurant", "Greengrocer", PD, "fryers"],
  ["Donut Shop", "Florist", PD, "fryers"],
  ["Fish and Chip Shop", "Bookshop", BI, "kitchen fire closes the shop"],
  // Vulnerable people in care drive public liability and professional indemnity.
  ["Childcare Centre", "Yoga Studio", PL, "children in care"],
  ["Nursing Home", "Motel", PL, "frail residents"],
  ["Nursing Home", "Hotel", PI, "care plans and medication"],
  ["Private Hospital", "Gym", PL, "patients"],
  ["Primary School", "Music Teacher", PL, "pupils in care"],
  ["Childcare Centre", "Dog Groomer", PI, "care of children"],
  // Hazardous substances.
  ["Pesticide Manufacturing", "Bakery", EL, "toxic exposure"],
  ["Asbestos Removalist", "Plasterer", PL, "asbestos fibres released to neighbours"],
  ["Chemical Blending", "Bakery", PD, "reactive chemicals"],
  ["Pest Controller", "Dog Groomer", PL, "pesticides applied in clients' homes"],
  ["Explosives Manufacturing", "Brewery", PD, "explosives"],
  ["Pathology Laboratory", "Optometrist", EL, "biological samples"],
  // High storage.
  ["Hardware Store", "Clothing Store", PD, "racked timber and gas"],
  ["Department Store", "Jeweller", PD, "large stock volumes"],
  // Other drivers an underwriter takes for granted.
  ["Interstate Freight Carrier", "Accountant", "motor", "heavy vehicles"],
  ["Courier", "Hairdresser", "marine_including_inland_transit", "goods carried"],
  ["Software Developer", "Bakery", "cyber_risks", "systems and data"],
  ["Financial Planner", "Hairdresser", PI, "advice relied on"],
  ["Architect", "Carpenter", PI, "design"],
  ["Nightclub", "Cinema", PL, "alcohol and crowds"],
  ["Pub", "Florist", CRIME, "cash and alcohol"],
  ["Jeweller", "Florist", CRIME, "jewellery"],
  ["Service Station", "Bookshop", CRIME, "cash and tobacco"],
  ["Sawmill", "Accountant", PD, "timber and dust"],
  ["Airline", "Bakery", "corporate_travel", "travel"],
  ["Brewery", "Cafe", "product_recall_product_contamination", "packaged product in many outlets"],
  ["Ice Cream Manufacturing", "Bookshop", "product_liability", "food"],
  ["Gold Mine", "Hairdresser", EL, "mining"],
  ["Management Consultant", "Hardware Store", PI, "advice"],
  ["Mechanic", "Travel Agent", EL, "workshop"],
  ["Tattoo Studio", "Bookkeeper", PL, "skin penetration"],
];

let model: RiskModel;
let byName: Map<string, { code: string; anzsic: string }>;
beforeAll(() => {
  const { pack } = loadContentPack(CONTENT_DIR);
  model = riskModelFromPack(pack!.risk, pack!.entries);
  byName = new Map(pack!.industries.filter((r) => !r.alias_of).map((r) => [r.name, r]));
}, 60_000);

const rating = (name: string, slug: string) => {
  const industry = byName.get(name);
  if (!industry) throw new Error(`no main industry named ${name}`);
  return hazardIndex(model, industry, "au").find((i) => i.slug === slug)?.rating ?? 0;
};

describe("ratings go the way an underwriter expects", () => {
  it("has at least 60 pairs", () => {
    expect(PAIRS.length).toBeGreaterThanOrEqual(60);
  });
  it.each(PAIRS)("%s above %s on %s (%s)", (higher, lower, slug) => {
    expect(rating(higher, slug)).toBeGreaterThan(rating(lower, slug));
  });
});
