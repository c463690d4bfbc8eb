import { CONTENT_DIR, loadContentPack } from "~/server/content/pack";
import { hazardIndex, riskModelFromPack, levelsFor } from "~/server/risk/model";
const { pack } = loadContentPack(CONTENT_DIR);
const model = riskModelFromPack(pack!.risk, pack!.entries);
const names = process.argv.slice(2);
for (const n of names) {
  const ind = pack!.industries.find((r) => r.name === n && !r.alias_of);
  if (!ind) { console.log("??", n); continue; }
  const items = hazardIndex(model, ind, "au").sort((a, b) => b.rating - a.rating);
  console.log(n, ind.code, items.map((i) => `${i.slug.slice(0, 14)}=${i.rating}`).join(" "));
}
