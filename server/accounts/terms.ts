/**
 * Terms of use (industries-and-reports spec §5): the user warrants a licence and agrees not to do
 * items a to g. Written for this product; shown on /terms-and-conditions and in the terms gate.
 */
export const TERMS_OF_USE = {
  title: "Terms of Use",
  intro:
    "By using RiskCoach you confirm that you, or the organisation you work for, hold a current licence to use the service, and that you will use it only for your own work advising on, arranging or underwriting insurance. You agree that you will not:",
  items: [
    { key: "a", text: "sell, rent or sub-license the service or any of its content to anyone else;" },
    { key: "b", text: "share your licence, user name or password, or let another person use your account;" },
    {
      key: "c",
      text: "use the service or its content to build, train or improve a product that competes with it;",
    },
    {
      key: "d",
      text: "publish the content, or copy it in bulk, beyond the reports the service produces for your clients;",
    },
    {
      key: "e",
      text: "copy the formulas, ratings models, program code or data that sit behind the service;",
    },
    {
      key: "f",
      text: "decompile, reverse engineer or try to work out the source code or structure of the service;",
    },
    {
      key: "g",
      text: "misuse the service, including by probing its security, overloading it or using automated tools to extract content.",
    },
  ],
  closing:
    "Content is general information only and is not advice. It does not take into account any client's objectives, financial situation or needs; read it with the relevant policy wording.",
} as const;
